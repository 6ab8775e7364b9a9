import type { User } from '@facet/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { onUnauthorized } from '@/lib/api-client';
import { authKeys } from '../api/auth-keys';

/**
 * When any authenticated call answers 401, the api-client removes the token; this forgets the
 * cached current user so the app shows its signed-out screens.
 */
export function useSessionExpiry(): void {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      onUnauthorized(() => {
        queryClient.setQueryData<User | null>(authKeys.me, null);
      }),
    [queryClient],
  );
}
