import { meResponseSchema, type User } from '@facet/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/**
 * POST /api/auth/linkedin/import, multipart field `file`: a LinkedIn data export (ZIP) or the
 * profile's 'Save to PDF' file. Answers the user with `linkedinProfile` filled.
 */
export async function importLinkedin(file: File): Promise<User> {
  const form = new FormData();
  form.append('file', file, file.name);
  return (await apiRequest('POST', '/api/auth/linkedin/import', meResponseSchema, { body: form }))
    .user;
}

/** Imports the file; `onUser` receives the updated member (the page keeps the current user). */
export function useImportLinkedin(onUser: (user: User) => void) {
  return useMutation({ mutationFn: importLinkedin, onSuccess: onUser });
}
