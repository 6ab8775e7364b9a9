import { type Query, QueryClient } from '@tanstack/react-query';

/** An answer this young was just fetched (e.g. prefetched with the page): mounting keeps it. */
const JUST_FETCHED_MS = 2_000;

/**
 * No refetch on window focus, immediately stale (an invalidation refetches at once), no retries,
 * no polling. One refinement: a screen that mounts right after its data arrived (prefetched while
 * the page's code loaded) does not fetch the same thing a second time.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        refetchOnWindowFocus: false,
        staleTime: 0,
        retry: false,
        refetchOnMount: (query: Query) => Date.now() - query.state.dataUpdatedAt > JUST_FETCHED_MS,
      },
      mutations: {
        retry: false,
      },
    },
  });
}

export const queryClient = createQueryClient();
