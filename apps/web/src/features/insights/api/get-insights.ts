import type { DiamondInsightsResponse } from '@facet/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { insightKeys } from './insight-keys';

/**
 * SPEC §7: GET /api/diamond-insights, loaded with the page to show saved insights. SPEC §8 silent
 * errors: a failure is only logged (the page then shows the example bullets).
 */
export async function fetchDiamondInsights(): Promise<DiamondInsightsResponse> {
  try {
    return await apiRequest<DiamondInsightsResponse>('GET', '/api/diamond-insights');
  } catch (error) {
    console.error('Could not load your saved insights:', error);
    throw error;
  }
}

export const diamondInsightsQueryOptions = queryOptions({
  queryKey: insightKeys.current,
  queryFn: fetchDiamondInsights,
});

export function useDiamondInsights() {
  return useQuery(diamondInsightsQueryOptions);
}
