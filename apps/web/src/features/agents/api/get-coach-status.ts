import type { CoachStatusResponse } from '@facet/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { agentKeys } from './agent-keys';

export type CoachStatus = CoachStatusResponse['coach'];

/** GET /api/coach: which coach answers (the offline coach is labelled in the chat). */
export async function fetchCoachStatus(): Promise<CoachStatus> {
  const response = await apiRequest<CoachStatusResponse>('GET', '/api/coach');
  return response.coach;
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
