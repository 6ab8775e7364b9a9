import { type ErrorCode, errorCodeForStatus } from '@facet/contracts';
import type { z } from 'zod';
import { clearAuthToken, getAuthToken } from './auth-token';

/**
 * The one way the web app talks to the API; every call goes through the helpers below, and so
 * does the chat stream, the upload request (XHR, for its progress events) and the file download.
 * - `Authorization: Bearer <auth_token>` when a token exists; cookies always included. No retries.
 * - A JSON body is sent with a JSON content type; a FormData body as multipart.
 * - A successful answer is parsed with its contract schema (`apiRequest`); calls that answer
 *   nothing use `apiCall`, raw bodies (a stream, a file) `apiFetch`.
 * - A non-OK answer throws `HttpError`, whose message is `${status}: ${text}` (text: the JSON
 *   body's `error`, else the raw body, else the status text) and which carries the body's
 *   machine-readable `code`.
 * - A 401 on a call that carried a token signs the user out (token removed, listeners told),
 *   except on the calls that check a password, where 401 means "wrong password".
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export class HttpError extends Error {
  override readonly name = 'HttpError';
  /** HTTP status code of the answer. */
  readonly status: number;
  /** The body's machine-readable code, else the general code of the status. */
  readonly code: ErrorCode | (string & {});
  /** The `error` sentence of a JSON error body; null when the body was not one. */
  readonly serverMessage: string | null;
  /** The human text alone (no status prefix). */
  readonly detail: string;
  /** The `details` field of a JSON error body, if any (e.g. field issues of a 400). */
  readonly details: unknown;

  constructor(
    status: number,
    detail: string,
    extra: { code?: string; serverMessage?: string | null; details?: unknown } = {},
  ) {
    super(`${status}: ${detail}`);
    this.status = status;
    this.detail = detail;
    this.code = extra.code ?? errorCodeForStatus(status);
    this.serverMessage = extra.serverMessage ?? null;
    this.details = extra.details;
  }
}

/** The HttpError for a non-OK answer, read from its body text. */
export function httpErrorOf(status: number, statusText: string, bodyText: string): HttpError {
  const trimmed = bodyText.trim();
  if (trimmed.startsWith('{')) {
    try {
      const body: unknown = JSON.parse(trimmed);
      if (body && typeof body === 'object' && 'error' in body) {
        const { error, code, details } = body as {
          error: unknown;
          code?: unknown;
          details?: unknown;
        };
        if (typeof error === 'string' && error.trim().length > 0) {
          return new HttpError(status, error, {
            serverMessage: error,
            details,
            ...(typeof code === 'string' ? { code } : {}),
          });
        }
      }
    } catch {
      // Not JSON after all: fall through to the raw text.
    }
  }
  return new HttpError(status, trimmed || statusText || 'Request failed');
}

/** What a person should read for a failed call: the server's 4xx sentence, else `fallback`. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof HttpError && error.status < 500 && error.serverMessage) {
    return error.serverMessage;
  }
  return fallback;
}

/** Could trying the same call again succeed? (No answer, a server fault, or a busy server.) */
export function isRetryable(error: unknown): boolean {
  if (!(error instanceof HttpError)) return true;
  return error.status >= 500 || error.status === 408 || error.status === 429;
}

/** Calls whose 401 means "credentials rejected", not "session expired". */
const CREDENTIAL_PATHS = new Set(['/api/auth/login', '/api/auth/signup', '/api/auth/password']);

type UnauthorizedListener = () => void;
const unauthorizedListeners = new Set<UnauthorizedListener>();

/** Subscribe to "the session is no longer valid". Returns an unsubscribe function. */
export function onUnauthorized(listener: UnauthorizedListener): () => void {
  unauthorizedListeners.add(listener);
  return () => {
    unauthorizedListeners.delete(listener);
  };
}

function pathOf(path: string): string {
  const queryStart = path.search(/[?#]/);
  return queryStart === -1 ? path : path.slice(0, queryStart);
}

/**
 * To call when an answer arrives: a 401 to a call that carried a token means the session is no
 * longer valid (the token is removed and the listeners told), except where a password is checked.
 */
export function noteAnswer(status: number, path: string, sentToken: string | null): void {
  if (status !== 401 || !sentToken || CREDENTIAL_PATHS.has(pathOf(path))) return;
  clearAuthToken();
  for (const listener of unauthorizedListeners) listener();
}

/** The headers of every call: what it accepts, and the bearer token when one is stored. */
export function authHeaders(accept = 'application/json'): {
  headers: Record<string, string>;
  token: string | null;
} {
  const token = getAuthToken();
  const headers: Record<string, string> = { Accept: accept };
  if (token) headers.Authorization = `Bearer ${token}`;
  return { headers, token };
}

export interface ApiOptions {
  /** A JSON-serialisable value, or a FormData sent as multipart. */
  body?: unknown;
  signal?: AbortSignal;
  /** The Accept header (JSON by default). */
  accept?: string;
}

/** Sends the call and answers the OK response as it is; a non-OK answer throws HttpError. */
export async function apiFetch(
  method: HttpMethod,
  path: string,
  { body, signal, accept }: ApiOptions = {},
): Promise<Response> {
  const { headers, token } = authHeaders(accept);
  const init: RequestInit = { method, headers, credentials: 'include' };
  if (body instanceof FormData) {
    init.body = body;
  } else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(body);
  }
  if (signal) init.signal = signal;

  const response = await fetch(path, init);
  noteAnswer(response.status, path, token);
  if (!response.ok) {
    const text = await response.text().catch(() => '');
    throw httpErrorOf(response.status, response.statusText, text);
  }
  return response;
}

/** A call whose answer is JSON: parsed with its contract schema (a mismatch throws). */
export async function apiRequest<S extends z.ZodType>(
  method: HttpMethod,
  path: string,
  schema: S,
  options?: ApiOptions,
): Promise<z.output<S>> {
  const response = await apiFetch(method, path, options);
  return schema.parse(await response.json());
}

/** A call whose answer carries nothing the app needs (a delete, say). */
export async function apiCall(method: HttpMethod, path: string, options?: ApiOptions) {
  const response = await apiFetch(method, path, options);
  // Read the (small) answer to its end, so the request completes instead of being cancelled.
  await response.text();
}
