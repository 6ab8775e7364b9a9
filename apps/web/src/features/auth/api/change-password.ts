import type { ChangePasswordRequest, ChangePasswordResponse } from '@facet/contracts';
import { changePasswordResponseSchema } from '@facet/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { setAuthToken } from '@/lib/auth-token';

export function changePassword(body: ChangePasswordRequest): Promise<ChangePasswordResponse> {
  return apiRequest('PATCH', '/api/auth/password', changePasswordResponseSchema, { body });
}

/** PATCH /api/auth/password. The server ends every other session and answers a fresh token. */
export function useChangePassword() {
  return useMutation({
    mutationFn: changePassword,
    onSuccess: ({ token }) => {
      setAuthToken(token);
    },
  });
}
