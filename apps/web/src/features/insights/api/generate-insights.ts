import { type DiamondInsightsResponse, diamondInsightsResponseSchema } from '@facet/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { hasAnyStatement } from '../lib/dimensions';
import { insightKeys } from './insight-keys';

/** An answer without insights: an empty or missing insights object counts as a failure. */
export class EmptyInsightsError extends Error {
  override readonly name = 'EmptyInsightsError';
  constructor() {
    super('The answer held no insights.');
  }
}

/** POST /api/generate-diamond-insights { userId } → the same shape as the GET. */
export async function generateDiamondInsights(userId: string): Promise<DiamondInsightsResponse> {
  const response = await apiRequest(
    'POST',
    '/api/generate-diamond-insights',
    diamondInsightsResponseSchema,
    { body: { userId } },
  );
  if (!response.insights || !hasAnyStatement(response.insights)) {
    throw new EmptyInsightsError();
  }
  return response;
}

/** On success the saved profile is replaced; on failure the cache keeps the previous one. */
export function useGenerateDiamondInsights(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => generateDiamondInsights(userId),
    onSuccess: (response) => {
      queryClient.setQueryData(insightKeys.current, response);
    },
  });
}
