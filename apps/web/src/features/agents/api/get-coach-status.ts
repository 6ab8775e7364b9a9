import { type CoachStatusResponse, coachStatusResponseSchema } from '@facet/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { agentKeys } from './agent-keys';

export type CoachStatus = CoachStatusResponse['coach'];

/** GET /api/coach: which coach answers, and the sentence the chat shows about it. */
export async function fetchCoachStatus(): Promise<CoachStatus> {
  return (await apiRequest('GET', '/api/coach', coachStatusResponseSchema)).coach;
}

export const coachStatusQueryOptions = queryOptions({
  queryKey: agentKeys.coach,
  queryFn: fetchCoachStatus,
  // The server's coach only changes with a restart.
  staleTime: 5 * 60 * 1000,
});

export function useCoachStatus() {
  return useQuery(coachStatusQueryOptions);
}
