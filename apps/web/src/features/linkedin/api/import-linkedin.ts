import {
  type LinkedinConfirm,
  linkedinConfirmSchema,
  meResponseSchema,
  type User,
} from '@facet/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest, HttpError } from '@/lib/api-client';

/**
 * POST /api/auth/linkedin/import, multipart field `file`: a LinkedIn data export (ZIP) or the
 * profile's 'Save to PDF' file. Answers the user with `linkedinProfile` filled.
 */
export async function importLinkedin({
  file,
  confirmName,
}: {
  file: File;
  /** The found name the member accepted after a 409 (see `confirmationOf`). */
  confirmName?: string;
}): Promise<User> {
  const form = new FormData();
  form.append('file', file, file.name);
  const query = confirmName === undefined ? '' : `?confirmName=${encodeURIComponent(confirmName)}`;
  return (
    await apiRequest('POST', `/api/auth/linkedin/import${query}`, meResponseSchema, {
      body: form,
    })
  ).user;
}

/**
 * What a 409 of the import says the member must see first (the name the file is for, and the
 * import it would replace), or null for any other answer.
 */
export function confirmationOf(error: unknown): LinkedinConfirm | null {
  if (!(error instanceof HttpError) || error.status !== 409) return null;
  const parsed = linkedinConfirmSchema.safeParse(error.details);
  return parsed.success ? parsed.data : null;
}

/** Imports the file; `onUser` receives the updated member (the page keeps the current user). */
export function useImportLinkedin(onUser: (user: User) => void) {
  return useMutation({ mutationFn: importLinkedin, onSuccess: onUser });
}
