import type { MeResponse, User } from '@facet/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, reportUnauthorized } from '@/lib/api-client';
import { getAuthToken } from '@/lib/auth-token';
import { authKeys } from './auth-keys';

async function errorOf(response: Response): Promise<ApiError> {
  const text = (await response.text().catch(() => '')).trim();
  let detail = text || response.statusText || 'Request failed';
  try {
    const parsed = JSON.parse(text) as { error?: unknown };
    if (typeof parsed.error === 'string' && parsed.error) detail = parsed.error;
  } catch {
    // Not JSON: keep the raw text.
  }
  return new ApiError(response.status, detail);
}

/**
 * POST /api/auth/linkedin/import, multipart field `file`: a LinkedIn data export (ZIP) or the
 * profile's 'Save to PDF' file. Answers the user with `linkedinProfile` filled.
 */
export async function importLinkedin(file: File): Promise<User> {
  const form = new FormData();
  form.append('file', file, file.name);
  const token = getAuthToken();
  const response = await fetch('/api/auth/linkedin/import', {
    method: 'POST',
    headers: token
      ? { Accept: 'application/json', Authorization: `Bearer ${token}` }
      : { Accept: 'application/json' },
    body: form,
    credentials: 'include',
  });
  if (response.status === 401 && token) reportUnauthorized();
  if (!response.ok) throw await errorOf(response);
  const body = (await response.json()) as MeResponse;
  return body.user;
}

/** Imports the file; the cached current user is replaced by the answer. */
export function useImportLinkedin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importLinkedin,
    onSuccess: (user) => {
      queryClient.setQueryData<User | null>(authKeys.me, user);
    },
  });
}
