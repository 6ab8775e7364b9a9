import { type Agent, agentsResponseSchema } from '@facet/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { agentKeys } from './agent-keys';

/** GET /api/agents → { agents }. */
export async function fetchAgents(): Promise<Agent[]> {
  return (await apiRequest('GET', '/api/agents', agentsResponseSchema)).agents;
}

export const agentsQueryOptions = queryOptions({
  queryKey: agentKeys.list,
  queryFn: fetchAgents,
});

export function useAgents() {
  return useQuery(agentsQueryOptions);
}

/** One agent of the cached list (undefined while loading or when unknown). */
export function useAgent(agentId: number | undefined) {
  const query = useAgents();
  const agent = agentId === undefined ? undefined : query.data?.find((a) => a.id === agentId);
  return { ...query, agent };
}
