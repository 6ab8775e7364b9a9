import { type MeResponse, meResponseSchema, type User } from '@facet/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { authKeys } from './auth-keys';

/** SPEC §7: POST /api/auth/parse-linkedin, empty body — re-runs the analysis of the last import. */
export async function parseLinkedin(): Promise<User> {
  const response: MeResponse = await apiRequest('POST', '/api/auth/parse-linkedin', {
    schema: meResponseSchema,
  });
  return response.user;
}

export function useParseLinkedin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: parseLinkedin,
    onSuccess: (user) => {
      queryClient.setQueryData<User | null>(authKeys.me, user);
    },
  });
}
