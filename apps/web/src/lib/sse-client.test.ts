import type { ChatStreamEvent } from '@facet/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '@/test/render';
import { AUTH_TOKEN_KEY } from './auth-token';
import {
  createEventStreamParser,
  getEventStream,
  NETWORK_NOT_OK,
  NO_RESPONSE_BODY,
  postEventStream,
  SEND_FAILED,
  StreamError,
} from './sse-client';

afterEach(() => {
  vi.unstubAllGlobals();
});

const message = {
  id: 'm2',
  role: 'assistant',
  content: 'Hello there',
  timestamp: '2025-01-01T00:00:00.000Z',
  attachments: null,
  suggestions: ['Next?'],
  status: 'complete',
};

/** A streamed Response whose body arrives in exactly these pieces. */
function streamResponse(pieces: string[], init: ResponseInit = {}): Response {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const piece of pieces) controller.enqueue(encoder.encode(piece));
      controller.close();
    },
  });
  return new Response(body, {
    status: 200,
    headers: { 'Content-Type': 'text/event-stream' },
    ...init,
  });
}

const line = (event: unknown) => `data: ${JSON.stringify(event)}\n\n`;

async function collect(response: Response | (() => Promise<Response>)) {
  mockFetch(typeof response === 'function' ? response : async () => response);
  const events: ChatStreamEvent[] = [];
  const outcome = await postEventStream('/api/chat', new FormData(), {
    onEvent: (event) => events.push(event),
  });
  return { events, outcome };
}

describe('postEventStream', () => {
  it('sends the form with the bearer token and credentials', async () => {
    localStorage.setItem(AUTH_TOKEN_KEY, 'tok-9');
    const fetchMock = mockFetch(async () => streamResponse([line({ type: 'complete', message })]));
    const form = new FormData();
    form.append('content', 'Hi');
    await postEventStream('/api/chat', form);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/chat');
    expect(init?.method).toBe('POST');
    expect(init?.credentials).toBe('include');
    expect(init?.body).toBe(form);
    expect(((init?.headers ?? {}) as Record<string, string>).Authorization).toBe('Bearer tok-9');
  });

  it('parses events split across reads, in order', async () => {
    const whole =
      line({ type: 'chunk', delta: 'Hel' }) +
      line({ type: 'chunk', delta: 'lo ✨' }) +
      line({ type: 'complete', message });
    // Split every 7 characters: JSON, "data:" prefixes and blank lines are all cut mid-way.
    const pieces = whole.match(/[\s\S]{1,7}/g) ?? [];
    const { events, outcome } = await collect(streamResponse(pieces));
    expect(events.map((e) => e.type)).toEqual(['chunk', 'chunk', 'complete']);
    expect(events.slice(0, 2).map((e) => (e.type === 'chunk' ? e.delta : ''))).toEqual([
      'Hel',
      'lo ✨',
    ]);
    expect(outcome.event.message.content).toBe('Hello there');
  });

  it('handles several events in one read, comments and CRLF line ends', async () => {
    const one =
      ': keep-alive\n\n' +
      line({ type: 'chunk', delta: 'a' }).replace(/\n/g, '\r\n') +
      line({ type: 'chunk', delta: 'b' }) +
      line({ type: 'complete', message });
    const { events } = await collect(streamResponse([one]));
    expect(events.map((e) => (e.type === 'chunk' ? e.delta : e.type))).toEqual([
      'a',
      'b',
      'complete',
    ]);
  });

  it('splits a multi-byte character across reads without garbling it', async () => {
    const bytes = new TextEncoder().encode(
      line({ type: 'chunk', delta: 'é€' }) + line({ type: 'complete', message }),
    );
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(bytes.slice(0, 27));
        controller.enqueue(bytes.slice(27));
        controller.close();
      },
    });
    const { events } = await collect(new Response(body));
    expect(events[0]).toEqual({ type: 'chunk', delta: 'é€' });
  });

  it('throws the text of an error event, after the chunks before it', async () => {
    mockFetch(async () =>
      streamResponse([
        line({ type: 'chunk', delta: 'partial' }),
        line({ type: 'error', error: 'The AI service is unavailable.' }),
      ]),
    );
    const events: ChatStreamEvent[] = [];
    const error = await postEventStream('/api/chat', new FormData(), {
      onEvent: (event) => events.push(event),
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StreamError);
    expect((error as Error).message).toBe('The AI service is unavailable.');
    expect(events[0]).toEqual({ type: 'chunk', delta: 'partial' });
  });

  it("uses a non-OK answer's JSON error text", async () => {
    mockFetch(async () =>
      jsonResponse({ error: 'This file type is not supported.' }, { status: 415 }),
    );
    const error = await postEventStream('/api/chat', new FormData()).catch((e: unknown) => e);
    expect((error as StreamError).message).toBe('This file type is not supported.');
    expect((error as StreamError).status).toBe(415);
    expect((error as StreamError).beforeStream).toBe(true);
  });

  it("says 'Network response was not ok' for a non-OK answer without a JSON error", async () => {
    mockFetch(async () => new Response('upstream exploded', { status: 502 }));
    await expect(postEventStream('/api/chat', new FormData())).rejects.toThrow(NETWORK_NOT_OK);
    mockFetch(async () => new Response(null, { status: 500 }));
    await expect(postEventStream('/api/chat', new FormData())).rejects.toThrow(NETWORK_NOT_OK);
  });

  it("says 'No response body' when an OK answer has no body", async () => {
    mockFetch(async () => new Response(null, { status: 200 }));
    await expect(postEventStream('/api/chat', new FormData())).rejects.toThrow(NO_RESPONSE_BODY);
  });

  it('falls back to the generic text on a network failure or a cut stream', async () => {
    mockFetch(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(postEventStream('/api/chat', new FormData())).rejects.toThrow(SEND_FAILED);

    mockFetch(async () => streamResponse([line({ type: 'chunk', delta: 'half' })]));
    await expect(postEventStream('/api/chat', new FormData())).rejects.toThrow(SEND_FAILED);
  });

  it('reads the stream to its end after the complete event instead of cancelling it', async () => {
    const encoder = new TextEncoder();
    const pieces = [line({ type: 'complete', message }), ': keep-alive\n\n', ''];
    const cancel = vi.fn();
    let pulled = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        const piece = pieces[pulled];
        pulled += 1;
        if (piece === undefined || piece === '') controller.close();
        else controller.enqueue(encoder.encode(piece));
      },
      cancel,
    });
    const { outcome } = await collect(new Response(body));
    expect(outcome.event.message.content).toBe('Hello there');
    expect(cancel).not.toHaveBeenCalled();
    expect(pulled).toBe(3);
  });

  it('checks every event with the chat event contract', async () => {
    const { events, outcome } = await collect(
      streamResponse([
        line({ type: 'chunk', delta: 42 }),
        line({ type: 'complete', message: { ...message, role: 'robot' } }),
        line({ type: 'shout', text: 'hi' }),
        line({ type: 'chunk', delta: 'ok' }),
        line({ type: 'complete', message }),
      ]),
    );
    expect(events).toEqual([
      { type: 'chunk', delta: 'ok' },
      { type: 'complete', message },
    ]);
    expect(outcome.event.message).toEqual(message);
  });

  it('carries the status and code of a refusal', async () => {
    mockFetch(async () =>
      jsonResponse({ error: 'There is no coach with id 9.', code: 'bad_request' }, { status: 400 }),
    );
    const error = await postEventStream('/api/chat', new FormData()).catch((e: unknown) => e);
    expect(error).toMatchObject({
      message: 'There is no coach with id 9.',
      status: 400,
      code: 'bad_request',
      beforeStream: true,
    });
  });

  it('skips malformed events and keeps reading', async () => {
    const { events } = await collect(
      streamResponse(['data: {not json\n\n', line({ type: 'complete', message })]),
    );
    expect(events.map((e) => e.type)).toEqual(['complete']);
  });

  it('rejects with an AbortError when aborted', async () => {
    const controller = new AbortController();
    mockFetch(
      (_url, init) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () =>
            reject(new DOMException('Aborted', 'AbortError')),
          );
        }),
    );
    const pending = postEventStream('/api/chat', new FormData(), { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('createEventStreamParser', () => {
  it('joins multi-line data and flushes a last event without its blank line', () => {
    const seen: string[] = [];
    const parser = createEventStreamParser((data) => seen.push(data));
    parser.push('data: one\ndata: two\n\nevent: x\ndata:three');
    parser.end();
    expect(seen).toEqual(['one\ntwo', 'three']);
  });

  it('waits when a chunk ends in the middle of a CRLF', () => {
    const seen: string[] = [];
    const parser = createEventStreamParser((data) => seen.push(data));
    parser.push('data: a\r');
    parser.push('\n\r\n');
    expect(seen).toEqual(['a']);
  });
});

describe('getEventStream (a reply resumed after a reload)', () => {
  it('reads a snapshot, chunks and the last event with a GET', async () => {
    const fetchMock = mockFetch(async () =>
      streamResponse([
        line({ type: 'snapshot', content: 'Hello' }),
        line({ type: 'chunk', delta: ' there' }),
        line({ type: 'complete', message }),
      ]),
    );
    const events: ChatStreamEvent[] = [];
    const outcome = await getEventStream('/api/chat/s1/stream', {
      onEvent: (event) => events.push(event),
    });
    expect(fetchMock.mock.calls[0]?.[1]?.method).toBe('GET');
    expect(fetchMock.mock.calls[0]?.[1]?.body).toBeUndefined();
    expect(events.map((e) => e.type)).toEqual(['snapshot', 'chunk', 'complete']);
    expect(outcome?.event.message.content).toBe('Hello there');
  });

  it('answers null when nothing is in progress (204)', async () => {
    mockFetch(async () => new Response(null, { status: 204 }));
    expect(await getEventStream('/api/chat/s1/stream')).toBeNull();
  });

  it('an error event (the server writing it stopped) rejects with its text', async () => {
    mockFetch(async () =>
      streamResponse([
        line({ type: 'snapshot', content: 'Saved' }),
        line({ type: 'error', error: 'This reply was cut short.' }),
      ]),
    );
    await expect(getEventStream('/api/chat/s1/stream')).rejects.toThrow(
      'This reply was cut short.',
    );
  });
});
