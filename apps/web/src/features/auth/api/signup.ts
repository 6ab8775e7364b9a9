import type { AuthResponse, SignupRequest, User } from '@facet/contracts';
import { authResponseSchema } from '@facet/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { setAuthToken } from '@/lib/auth-token';
import { authKeys } from './auth-keys';

export function signup(body: SignupRequest): Promise<AuthResponse> {
  return apiRequest('POST', '/api/auth/signup', authResponseSchema, { body });
}

/** POST /api/auth/signup; on success the token is stored and the user put in the cache. */
export function useSignup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signup,
    onSuccess: ({ token, user }) => {
      setAuthToken(token);
      queryClient.setQueryData<User | null>(authKeys.me, user);
    },
  });
}
