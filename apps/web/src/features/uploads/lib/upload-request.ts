import type { ZodType } from 'zod';
import { authHeaders, httpErrorOf, noteAnswer } from '@/lib/api-client';

/**
 * A multipart upload over XMLHttpRequest, the one call that needs upload progress events (the
 * upload banner's states). Headers, 401 handling and error bodies come from the shared API
 * helpers. It never throws: the outcome says what happened, in the banner's terms.
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

export function sendUpload<T>(
  url: string,
  form: FormData,
  { schema, onProgress }: SendUploadOptions<T>,
): Promise<UploadOutcome<T>> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.withCredentials = true;
    const { headers, token } = authHeaders();
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);

    xhr.upload.onprogress = (event) => {
      if (!event.lengthComputable || event.total === 0) return;
      onProgress?.(Math.min(100, Math.round((event.loaded / event.total) * 100)));
    };
    xhr.onload = () => {
      const body = typeof xhr.responseText === 'string' ? xhr.responseText : '';
      noteAnswer(xhr.status, url, token);
      if (xhr.status < 200 || xhr.status >= 300) {
        const error = httpErrorOf(xhr.status, xhr.statusText, body);
        resolve({ kind: 'bad-status', status: xhr.status, message: error.serverMessage });
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
