import { meResponseSchema, type User } from '@facet/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** POST /api/auth/parse-linkedin, empty body: analyses the member's latest import again. */
export async function parseLinkedin(): Promise<User> {
  return (await apiRequest('POST', '/api/auth/parse-linkedin', meResponseSchema)).user;
}

/** Analyses again; `onUser` receives the updated member. */
export function useParseLinkedin(onUser: (user: User) => void) {
  return useMutation({ mutationFn: parseLinkedin, onSuccess: onUser });
}
