import { QueryClient } from '@tanstack/react-query';

/** SPEC §7 / DESIGN §7: no refetch on focus, immediately stale, no retries, no polling. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        refetchOnWindowFocus: false,
        staleTime: 0,
        retry: false,
      },
      mutations: {
        retry: false,
      },
    },
  });
}

export const queryClient = createQueryClient();
