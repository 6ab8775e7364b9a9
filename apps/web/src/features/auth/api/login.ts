import type { AuthResponse, LoginRequest, User } from '@facet/contracts';
import { authResponseSchema } from '@facet/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { setAuthToken } from '@/lib/auth-token';
import { authKeys } from './auth-keys';

export function login(body: LoginRequest): Promise<AuthResponse> {
  return apiRequest('POST', '/api/auth/login', authResponseSchema, { body });
}

/** POST /api/auth/login; on success the token is stored and the user put in the cache. */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: ({ token, user }) => {
      setAuthToken(token);
      queryClient.setQueryData<User | null>(authKeys.me, user);
    },
  });
}
