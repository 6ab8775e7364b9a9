import type { ZodType } from 'zod';
import { reportUnauthorized } from '@/lib/api-client';
import { getAuthToken } from '@/lib/auth-token';

/**
 * A multipart upload over XMLHttpRequest, so the page can show real upload progress (SPEC §4
 * upload status). It never throws: the outcome says what happened, in the terms of SPEC §4/§8.
 * - `ok`: a 2xx answer whose body is valid JSON of the expected shape.
 * - `bad-status`: a non-2xx answer (the JSON body's `error` text when there is one).
 * - `parse`: a 2xx answer whose body is not the expected JSON.
 * - `network`: the request never got an answer (offline, connection cut, aborted).
 */
export type UploadOutcome<T> =
  | { kind: 'ok'; data: T }
  | { kind: 'bad-status'; status: number; message: string | null }
  | { kind: 'parse' }
  | { kind: 'network' };

export type UploadFailureKind = Exclude<UploadOutcome<unknown>['kind'], 'ok'>;

export interface SendUploadOptions<T> {
  schema: ZodType<T>;
  /** Percent of the request body sent so far, 0–100. */
  onProgress?: (percent: number) => void;
}

function errorTextOf(body: string): string | null {
  try {
    const parsed: unknown = JSON.parse(body);
    if (parsed && typeof parsed === 'object' && 'error' in parsed) {
      const { error } = parsed as { error: unknown };
      if (typeof error === 'string' && error.trim().length > 0) return error;
    }
  } catch {
    // Not JSON: no human text to show.
  }
  return null;
}

export function sendUpload<T>(
  url: string,
  form: FormData,
  { schema, onProgress }: SendUploadOptions<T>,
): Promise<UploadOutcome<T>> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    const token = getAuthToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);

    xhr.upload.onprogress = (event) => {
      if (!event.lengthComputable || event.total === 0) return;
      onProgress?.(Math.min(100, Math.round((event.loaded / event.total) * 100)));
    };
    xhr.onload = () => {
      const body = typeof xhr.responseText === 'string' ? xhr.responseText : '';
      if (xhr.status < 200 || xhr.status >= 300) {
        if (xhr.status === 401 && token) reportUnauthorized();
        resolve({ kind: 'bad-status', status: xhr.status, message: errorTextOf(body) });
        return;
      }
      try {
        const parsed = schema.safeParse(JSON.parse(body));
        resolve(parsed.success ? { kind: 'ok', data: parsed.data } : { kind: 'parse' });
      } catch {
        resolve({ kind: 'parse' });
      }
    };
    const networkFailure = () => resolve({ kind: 'network' });
    xhr.onerror = networkFailure;
    xhr.ontimeout = networkFailure;
    xhr.onabort = networkFailure;
    xhr.send(form);
  });
}
