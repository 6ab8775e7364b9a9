import { type DiamondInsightsResponse, diamondInsightsResponseSchema } from '@facet/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { insightKeys } from './insight-keys';

/**
 * An answer without insights (none at all) counts as a failure. A profile whose dimensions are all
 * empty is an answer: the files were read and said little, and each box says what would fill it.
 */
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
  if (!response.insights) {
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
