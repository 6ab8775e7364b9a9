import type { ChatStreamEvent } from '@facet/contracts';
import { reportUnauthorized } from './api-client';
import { getAuthToken } from './auth-token';

/**
 * POSTs a multipart form and reads the answer as a server-sent event stream (SPEC §7 chat call).
 * - `Authorization: Bearer <auth_token>` when a token exists; cookies always included.
 * - `data:` lines are parsed as JSON events; comment lines (`: keep-alive`) are ignored; events may
 *   be split across reads or several may arrive in one read.
 * - Errors (SPEC §8) are thrown as `StreamError` with the user-facing text:
 *   non-OK answer → the JSON body's `error`, else 'Network response was not ok';
 *   no body → 'No response body'; an error event → its text;
 *   anything else → 'Failed to send message. Please try again.'.
 * - Aborting the signal rejects with the signal's AbortError (callers treat it as "stopped").
 */

export const NETWORK_NOT_OK = 'Network response was not ok';
export const NO_RESPONSE_BODY = 'No response body';
export const SEND_FAILED = 'Failed to send message. Please try again.';

export class StreamError extends Error {
  override readonly name = 'StreamError';
  /** HTTP status of a non-OK answer (before any event), else undefined. */
  readonly status: number | undefined;
  /** True when the server refused the request before streaming anything. */
  readonly beforeStream: boolean;

  constructor(message: string, options: { status?: number; beforeStream?: boolean } = {}) {
    super(message);
    this.status = options.status;
    this.beforeStream = options.beforeStream ?? false;
  }
}

export function isAbortError(error: unknown): boolean {
  return error instanceof DOMException
    ? error.name === 'AbortError'
    : error instanceof Error && error.name === 'AbortError';
}

export interface PostEventStreamOptions {
  signal?: AbortSignal;
  /** Called for every chunk / complete / error event, in order. */
  onEvent?: (event: ChatStreamEvent) => void;
}

/** What the stream ended with. */
export type StreamOutcome = {
  kind: 'complete';
  event: Extract<ChatStreamEvent, { type: 'complete' }>;
};

async function errorFromResponse(response: Response): Promise<string> {
  try {
    const text = await response.text();
    if (text.trim().startsWith('{')) {
      const parsed: unknown = JSON.parse(text);
      if (parsed && typeof parsed === 'object' && 'error' in parsed) {
        const { error } = parsed as { error: unknown };
        if (typeof error === 'string' && error.trim().length > 0) return error;
      }
    }
  } catch {
    // Unreadable body: use the generic text.
  }
  return NETWORK_NOT_OK;
}

function toEvent(data: string): ChatStreamEvent | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(data);
  } catch {
    return null;
  }
  if (!parsed || typeof parsed !== 'object') return null;
  const event = parsed as Record<string, unknown>;
  if (event.type === 'chunk' && typeof event.delta === 'string') {
    return { type: 'chunk', delta: event.delta };
  }
  if (event.type === 'error') {
    return { type: 'error', error: typeof event.error === 'string' ? event.error : SEND_FAILED };
  }
  if (event.type === 'complete' && event.message && typeof event.message === 'object') {
    return parsed as ChatStreamEvent;
  }
  return null;
}

/**
 * Incremental parser of an event stream. Feed it decoded text as it arrives; it calls `emit` with
 * the `data` of every finished event (blank-line terminated, multi-line data joined with "\n").
 */
export function createEventStreamParser(emit: (data: string) => void) {
  let buffer = '';
  let dataLines: string[] = [];

  const dispatch = () => {
    if (dataLines.length > 0) emit(dataLines.join('\n'));
    dataLines = [];
  };

  const handleLine = (line: string) => {
    if (line === '') {
      dispatch();
      return;
    }
    if (line.startsWith(':')) return; // comment, e.g. ": keep-alive"
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'data') dataLines.push(value);
  };

  return {
    push(text: string) {
      buffer += text;
      let newline = buffer.search(/\r\n|\r|\n/);
      while (newline !== -1) {
        const line = buffer.slice(0, newline);
        const width = buffer.startsWith('\r\n', newline) ? 2 : 1;
        // A lone "\r" at the very end may be the first half of "\r\n": wait for more text.
        if (buffer[newline] === '\r' && width === 1 && newline === buffer.length - 1) break;
        buffer = buffer.slice(newline + width);
        handleLine(line);
        newline = buffer.search(/\r\n|\r|\n/);
      }
    },
    /** End of stream: a last event without its blank line still counts. */
    end() {
      if (buffer.length > 0) {
        handleLine(buffer.replace(/\r$/, ''));
        buffer = '';
      }
      dispatch();
    },
  };
}

/**
 * POST `form` to `url` and stream the events. Resolves with the complete event; rejects with a
 * StreamError (SPEC §8 texts) or, when aborted, with the AbortError.
 */
export async function postEventStream(
  url: string,
  form: FormData,
  { signal, onEvent }: PostEventStreamOptions = {},
): Promise<StreamOutcome> {
  const headers: Record<string, string> = { Accept: 'text/event-stream' };
  const token = getAuthToken();
  if (token) headers.Authorization = `Bearer ${token}`;

  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      body: form,
      headers,
      credentials: 'include',
      ...(signal ? { signal } : {}),
    });
  } catch (error) {
    if (isAbortError(error) || signal?.aborted) throw error;
    throw new StreamError(SEND_FAILED, { beforeStream: true });
  }

  if (!response.ok) {
    if (response.status === 401 && token) reportUnauthorized();
    throw new StreamError(await errorFromResponse(response), {
      status: response.status,
      beforeStream: true,
    });
  }
  if (!response.body) throw new StreamError(NO_RESPONSE_BODY, { beforeStream: true });

  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  const state: { outcome: StreamOutcome | null; failure: StreamError | null } = {
    outcome: null,
    failure: null,
  };

  const parser = createEventStreamParser((data) => {
    if (state.outcome || state.failure) return;
    const event = toEvent(data);
    if (!event) return; // unknown or malformed event: skip it, keep the stream going
    onEvent?.(event);
    if (event.type === 'complete') state.outcome = { kind: 'complete', event };
    if (event.type === 'error') state.failure = new StreamError(event.error || SEND_FAILED);
  });

  try {
    while (!state.outcome && !state.failure) {
      const { done, value } = await reader.read();
      if (done) {
        parser.push(decoder.decode());
        parser.end();
        break;
      }
      parser.push(decoder.decode(value, { stream: true }));
    }
  } catch (error) {
    if (isAbortError(error) || signal?.aborted) throw error;
    throw new StreamError(SEND_FAILED);
  } finally {
    if (state.outcome || state.failure) reader.cancel().catch(() => {});
  }

  if (state.failure) throw state.failure;
  if (state.outcome) return state.outcome;
  if (signal?.aborted) throw signal.reason ?? new DOMException('Aborted', 'AbortError');
  // The stream ended without a complete or error event: the connection was cut.
  throw new StreamError(SEND_FAILED);
}
