import { AUTH_CHECK_CACHE_MS, type MeResponse, type User } from '@facet/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { getAuthToken } from '@/lib/auth-token';
import { authKeys } from './auth-keys';

/**
 * SPEC §7: GET /api/auth/me, sent only when a token exists. Any failure means "signed out":
 * a 401 removes the token (api-client), a network failure is logged.
 * (The response is not zod-validated here to keep zod out of the landing page's bundle.)
 */
export async function fetchCurrentUser(): Promise<User | null> {
  if (!getAuthToken()) return null;
  try {
    const response = await apiRequest<MeResponse>('GET', '/api/auth/me', { allow401: true });
    return response?.user ?? null;
  } catch (error) {
    console.error('Could not check the current session:', error);
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
