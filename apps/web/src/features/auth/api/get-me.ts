import { AUTH_CHECK_CACHE_MS, type MeResponse, type User } from '@facet/contracts';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { apiFetch, HttpError } from '@/lib/api-client';
import { getAuthToken } from '@/lib/auth-token';
import { authKeys } from './auth-keys';

/**
 * GET /api/auth/me, sent only when a token exists. Any failure means "signed out": a 401 removes
 * the token (api-client), anything else is logged. The one answer not parsed with its contract:
 * this call runs on every page, and zod would then weigh on the signed-out landing page too
 * (ADR 005; the server validates the answer on its way out).
 */
export async function fetchCurrentUser(): Promise<User | null> {
  if (!getAuthToken()) return null;
  try {
    const response = await apiFetch('GET', '/api/auth/me');
    return ((await response.json()) as MeResponse).user;
  } catch (error) {
    if (!(error instanceof HttpError && error.status === 401)) {
      console.error('Could not check the current session:', error);
    }
    return null;
  }
}

export const currentUserQueryOptions = queryOptions({
  queryKey: authKeys.me,
  queryFn: fetchCurrentUser,
  staleTime: AUTH_CHECK_CACHE_MS,
  gcTime: AUTH_CHECK_CACHE_MS,
});

export type AuthStatus =
  | { status: 'loading'; user: null }
  | { status: 'signed-in'; user: User }
  | { status: 'signed-out'; user: null };

/** The signed-in user, or the reason there is none. */
export function useAuth(): AuthStatus {
  const { data, isPending } = useQuery(currentUserQueryOptions);
  if (isPending) return { status: 'loading', user: null };
  if (data) return { status: 'signed-in', user: data };
  return { status: 'signed-out', user: null };
}

/** The signed-in user; only for components rendered behind the signed-in gate. */
export function useCurrentUser(): User {
  const auth = useAuth();
  if (auth.status !== 'signed-in') {
    throw new Error('useCurrentUser() needs a signed-in user.');
  }
  return auth.user;
}

/** Replaces the cached current user with the server's newer answer (e.g. after an import). */
export function useSetCurrentUser(): (user: User) => void {
  const queryClient = useQueryClient();
  return useCallback((user: User) => queryClient.setQueryData(authKeys.me, user), [queryClient]);
}
