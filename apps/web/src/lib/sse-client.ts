import { type ChatStreamEvent, chatStreamEventSchema } from '@facet/contracts';
import { createParser } from 'eventsource-parser';
import { apiFetch, HttpError } from './api-client';

/**
 * POSTs a multipart form and reads the answer as a server-sent event stream (the chat call).
 * - Sent through `apiFetch`, like every call: bearer token, cookies, a 401 signs the user out.
 * - `data:` lines are parsed as JSON and checked with the chat event contract; comment lines
 *   (`: keep-alive`) and malformed events are skipped; events may be split across reads or
 *   several may arrive in one read. The stream is read to its end (the server ends it right
 *   after the last event), so a finished reply is a completed request, not a cancelled one.
 * - Failures are thrown as `StreamError` with the text the chat shows:
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
  /** The machine-readable code of a non-OK answer, else undefined. */
  readonly code: string | undefined;
  /** True when the server refused the request before streaming anything. */
  readonly beforeStream: boolean;

  constructor(
    message: string,
    options: { status?: number; code?: string; beforeStream?: boolean } = {},
  ) {
    super(message);
    this.status = options.status;
    this.code = options.code;
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
  /** Called for every snapshot / chunk / complete / error event, in order. */
  onEvent?: (event: ChatStreamEvent) => void;
}

/** What the stream ended with. */
export type StreamOutcome = {
  kind: 'complete';
  event: Extract<ChatStreamEvent, { type: 'complete' }>;
};

/** How long to wait for the end of the stream once its last event has arrived. */
const AFTER_LAST_EVENT_MS = 2_000;

function withDeadline<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error('the stream stayed open after its last event')), ms);
  });
  return Promise.race([promise, deadline]).finally(() => clearTimeout(timer));
}

function toEvent(data: string): ChatStreamEvent | null {
  try {
    const parsed = chatStreamEventSchema.safeParse(JSON.parse(data));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * Incremental parser of an event stream (eventsource-parser, the parser the AI SDK uses). Feed it
 * decoded text as it arrives; it calls `emit` with the `data` of every finished event
 * (blank-line terminated, multi-line data joined with "\n"); comments such as ": keep-alive" are
 * skipped.
 */
export function createEventStreamParser(emit: (data: string) => void) {
  const parser = createParser({ onEvent: (event) => emit(event.data) });
  return {
    push: (text: string) => parser.feed(text),
    /** End of stream: a last event without its blank line still counts. */
    end() {
      // Ends a last line and a last event that the stream left unterminated.
      parser.feed('\n\n');
      parser.reset();
    },
  };
}

/**
 * POST `form` to `url` and stream the events. Resolves with the complete event; rejects with a
 * StreamError (the chat's error texts) or, when aborted, with the AbortError.
 */
export async function postEventStream(
  url: string,
  form: FormData,
  options: PostEventStreamOptions = {},
): Promise<StreamOutcome> {
  const outcome = await readEventStream('POST', url, form, options);
  if (!outcome) throw new StreamError(NO_RESPONSE_BODY, { beforeStream: true });
  return outcome;
}

/**
 * GET `url` as an event stream (a reply resumed after a reload): the same events and failures
 * as {@link postEventStream}; resolves with null when the server answers 204 (nothing to follow).
 */
export function getEventStream(
  url: string,
  options: PostEventStreamOptions = {},
): Promise<StreamOutcome | null> {
  return readEventStream('GET', url, undefined, options);
}

async function readEventStream(
  method: 'GET' | 'POST',
  url: string,
  form: FormData | undefined,
  { signal, onEvent }: PostEventStreamOptions,
): Promise<StreamOutcome | null> {
  let response: Response;
  try {
    response = await apiFetch(method, url, {
      ...(form ? { body: form } : {}),
      accept: 'text/event-stream',
      ...(signal ? { signal } : {}),
    });
  } catch (error) {
    if (isAbortError(error) || signal?.aborted) throw error;
    if (error instanceof HttpError) {
      throw new StreamError(error.serverMessage ?? NETWORK_NOT_OK, {
        status: error.status,
        code: error.code,
        beforeStream: true,
      });
    }
    throw new StreamError(SEND_FAILED, { beforeStream: true });
  }
  if (response.status === 204) return null;
  if (!response.body) throw new StreamError(NO_RESPONSE_BODY, { beforeStream: true });

  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  const state: { outcome: StreamOutcome | null; failure: StreamError | null } = {
    outcome: null,
    failure: null,
  };
  const settled = () => state.outcome !== null || state.failure !== null;

  const parser = createEventStreamParser((data) => {
    if (settled()) return; // nothing counts after the last event
    const event = toEvent(data);
    if (!event) return; // unknown or malformed event: skip it, keep the stream going
    onEvent?.(event);
    if (event.type === 'complete') state.outcome = { kind: 'complete', event };
    if (event.type === 'error') state.failure = new StreamError(event.error || SEND_FAILED);
  });

  try {
    for (;;) {
      // The server ends the stream right after its last event; should an intermediary hold it
      // open, stop waiting a moment after that event.
      const next = settled() ? withDeadline(reader.read(), AFTER_LAST_EVENT_MS) : reader.read();
      const { done, value } = await next;
      if (done) {
        parser.push(decoder.decode());
        parser.end();
        break;
      }
      parser.push(decoder.decode(value, { stream: true }));
    }
  } catch (error) {
    if (settled()) {
      // Cut after the last event: what was said stands.
      reader.cancel().catch(() => {});
    } else {
      if (isAbortError(error) || signal?.aborted) throw error;
      throw new StreamError(SEND_FAILED);
    }
  }

  if (state.failure) throw state.failure;
  if (state.outcome) return state.outcome;
  if (signal?.aborted) throw signal.reason ?? new DOMException('Aborted', 'AbortError');
  // The stream ended without a complete or error event: the connection was cut.
  throw new StreamError(SEND_FAILED);
}
