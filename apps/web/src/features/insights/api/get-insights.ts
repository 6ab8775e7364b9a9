import { type DiamondInsightsResponse, diamondInsightsResponseSchema } from '@facet/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { insightKeys } from './insight-keys';

/**
 * GET /api/diamond-insights, loaded with the page to show saved insights. A failure is only
 * logged: the page then shows the example bullets.
 */
export async function fetchDiamondInsights(): Promise<DiamondInsightsResponse> {
  try {
    return await apiRequest('GET', '/api/diamond-insights', diamondInsightsResponseSchema);
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
