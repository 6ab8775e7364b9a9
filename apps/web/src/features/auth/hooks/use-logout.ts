import type { User } from '@facet/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { clearAuthToken } from '@/lib/auth-token';
import { authKeys } from '../api/auth-keys';

/** Logout removes the token, clears cached data and goes to /. */
export function useLogout(): () => void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(() => {
    clearAuthToken();
    // First tell the mounted auth observers there is no user (clear() would detach them from the
    // query, leaving the signed-in screen up), then drop every other cached answer.
    queryClient.setQueryData<User | null>(authKeys.me, null);
    queryClient.removeQueries({
      predicate: (query) => query.queryKey[0] !== authKeys.all[0] || query.queryKey[1] !== 'me',
    });
    navigate('/', { replace: true });
  }, [queryClient, navigate]);
}
