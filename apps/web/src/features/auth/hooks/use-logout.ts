import type { User } from '@facet/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { clearAuthToken } from '@/lib/auth-token';
import { logoutOnServer } from '../api/account';
import { authKeys } from '../api/auth-keys';

/**
 * Logout ends the session on the server (its token stops working everywhere), removes the token,
 * clears cached data and goes to /. The browser signs out at once, whatever the server answers:
 * the request already carries the token when it is removed. `{ ended: true }` skips the call for
 * a session that already ended (signed out everywhere, account deleted).
 */
export function useLogout(): (options?: { ended?: boolean }) => void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(
    (options?: { ended?: boolean }) => {
      if (!options?.ended) void logoutOnServer().catch(() => {});
      clearAuthToken();
      // First tell the mounted auth observers there is no user (clear() would detach them from
      // the query, leaving the signed-in screen up), then drop every other cached answer.
      queryClient.setQueryData<User | null>(authKeys.me, null);
      queryClient.removeQueries({
        predicate: (query) => query.queryKey[0] !== authKeys.all[0] || query.queryKey[1] !== 'me',
      });
      navigate('/', { replace: true });
    },
    [queryClient, navigate],
  );
}
