import type { ZodType } from 'zod';
import { clearAuthToken, getAuthToken } from './auth-token';

/**
 * The single way the web app talks to the API (SPEC §7, §8; DESIGN §4).
 * - JSON body with a JSON content type; `Authorization: Bearer <auth_token>` when a token exists;
 *   cookies always included. No retries.
 * - A non-OK answer throws `ApiError` with message `${status}: ${text}` where text is the JSON
 *   body's `error` field, else the raw body text, else the status text.
 * - A 401 on a call that carried a token signs the user out (token removed, listeners told),
 *   except on the credential-checking calls below, where 401 means "wrong password".
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** HTTP status code of the answer. */
  readonly status: number;
  /** The human text alone (no status prefix), suitable for a toast description. */
  readonly detail: string;
  /** The `details` field of a JSON error body, if any (e.g. field issues of a 400). */
  readonly details: unknown;

  constructor(status: number, detail: string, details?: unknown) {
    super(`${status}: ${detail}`);
    this.status = status;
    this.detail = detail;
    this.details = details;
  }
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

/** The session is no longer valid: remove the token and tell the listeners (used by sse-client too). */
export function reportUnauthorized(): void {
  clearAuthToken();
  for (const listener of unauthorizedListeners) listener();
}

export interface ApiRequestOptions<T> {
  /** JSON-serialisable body. */
  body?: unknown;
  /** When given, the parsed JSON answer is validated with it. */
  schema?: ZodType<T>;
  /** Turn a 401 answer into `null` instead of throwing. */
  allow401?: boolean;
  signal?: AbortSignal;
}

function pathOf(path: string): string {
  const queryStart = path.search(/[?#]/);
  return queryStart === -1 ? path : path.slice(0, queryStart);
}

function errorText(bodyText: string, statusText: string): { text: string; details?: unknown } {
  const trimmed = bodyText.trim();
  if (trimmed.startsWith('{')) {
    try {
      const parsed: unknown = JSON.parse(trimmed);
      if (parsed && typeof parsed === 'object' && 'error' in parsed) {
        const { error, details } = parsed as { error: unknown; details?: unknown };
        if (typeof error === 'string' && error.length > 0) return { text: error, details };
      }
    } catch {
      // Not JSON after all: fall through to the raw text.
    }
  }
  if (trimmed.length > 0) return { text: trimmed };
  return { text: statusText || 'Request failed' };
}

export async function apiRequest<T = unknown>(
  method: HttpMethod,
  path: string,
  options: ApiRequestOptions<T> & { allow401: true },
): Promise<T | null>;
export async function apiRequest<T = unknown>(
  method: HttpMethod,
  path: string,
  options?: ApiRequestOptions<T>,
): Promise<T>;
export async function apiRequest<T = unknown>(
  method: HttpMethod,
  path: string,
  options: ApiRequestOptions<T> = {},
): Promise<T | null> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const hasBody = options.body !== undefined;
  if (hasBody) headers['Content-Type'] = 'application/json';
  const token = getAuthToken();
  if (token) headers.Authorization = `Bearer ${token}`;

  const init: RequestInit = { method, headers, credentials: 'include' };
  if (hasBody) init.body = JSON.stringify(options.body);
  if (options.signal) init.signal = options.signal;

  const response = await fetch(path, init);

  if (response.status === 401 && token && !CREDENTIAL_PATHS.has(pathOf(path))) {
    reportUnauthorized();
  }

  if (!response.ok) {
    if (response.status === 401 && options.allow401) return null;
    const bodyText = await response.text().catch(() => '');
    const { text, details } = errorText(bodyText, response.statusText);
    throw new ApiError(response.status, text, details);
  }

  if (response.status === 204) return undefined as T;
  const text = await response.text();
  if (text.length === 0) return undefined as T;
  const data: unknown = JSON.parse(text);
  return options.schema ? options.schema.parse(data) : (data as T);
}

/** The human text of any error: an ApiError's detail, another Error's message, else the fallback. */
export function errorDetail(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.detail || fallback;
  return fallback;
}
