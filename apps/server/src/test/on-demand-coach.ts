import { type ChatStreamEvent, chatStreamEventSchema } from '@facet/contracts';
import { type Coach, CoachError } from '../ai/coach.js';
import { createOfflineCoach } from '../ai/offline-coach.js';

/**
 * A coach whose reply streams exactly the words it is handed, when they are handed (`say`), until
 * `end()`; a Stop (the request's signal) ends it at once. `streams` counts replies begun, and
 * `aborted` says whether the latest one was stopped. Follow-up suggestions come from the offline
 * coach. Meant for tests that need a reply in progress for as long as they like (resume, stop,
 * several instances behind a proxy).
 */
export function onDemandCoach() {
  /** A string is streamed; an Error is thrown (the provider failing mid-reply). */
  let queue: Array<string | Error> = [];
  let wake: () => void = () => {};
  let ended = false;
  let streams = 0;
  let aborted = false;
  let started: () => void = () => {};
  let begun = new Promise<void>((resolve) => {
    started = resolve;
  });
  const offline = createOfflineCoach({ wordDelayMs: 0 });
  const coach: Coach = {
    ...offline,
    async *streamReply(request) {
      streams += 1;
      aborted = false;
      started();
      while (!ended || queue.length) {
        const next = queue.shift();
        if (next instanceof Error) throw next;
        if (next !== undefined) {
          yield next;
          continue;
        }
        if (request.signal.aborted) {
          aborted = true;
          return;
        }
        await new Promise<void>((resolve) => {
          const onAbort = () => resolve();
          wake = () => {
            request.signal.removeEventListener('abort', onAbort);
            resolve();
          };
          request.signal.addEventListener('abort', onAbort, { once: true });
        });
      }
    },
  };
  return {
    coach,
    say(text: string) {
      queue.push(text);
      wake();
    },
    end() {
      ended = true;
      wake();
    },
    /** The provider fails now, with this text for the member. */
    fail(message = 'The AI provider failed to respond. Please try again.') {
      queue.push(new CoachError(message));
      wake();
    },
    /** Ready for another reply (after `end`). */
    reset() {
      queue = [];
      ended = false;
      begun = new Promise<void>((resolve) => {
        started = resolve;
      });
    },
    /** Resolves once a reply has begun streaming. */
    get begun() {
      return begun;
    },
    get streams() {
      return streams;
    },
    get aborted() {
      return aborted;
    },
  };
}
export type OnDemandCoach = ReturnType<typeof onDemandCoach>;

/**
 * An event stream read over real HTTP as it arrives: `events` grows; `next()` waits for the next
 * event; `ended` resolves when the server ends the response; `close()` drops the connection.
 */
export async function readEventStream(
  url: string,
  init: RequestInit,
): Promise<{
  status: number;
  events: ChatStreamEvent[];
  next(): Promise<ChatStreamEvent>;
  until(ok: (events: ChatStreamEvent[]) => boolean): Promise<void>;
  ended: Promise<void>;
  close(): void;
}> {
  const controller = new AbortController();
  const response = await fetch(url, { ...init, signal: controller.signal });
  const events: ChatStreamEvent[] = [];
  let notify: () => void = () => {};
  let read = 0;
  const ended = (async () => {
    if (!response.body) return;
    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        buffer += decoder.decode(value, { stream: true });
        let end = buffer.indexOf('\n\n');
        while (end !== -1) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (block.startsWith('data: ')) {
            events.push(chatStreamEventSchema.parse(JSON.parse(block.slice(6))));
            notify();
          }
          end = buffer.indexOf('\n\n');
        }
      }
    } catch {
      // closed by close()
    } finally {
      notify();
    }
  })();
  let finished = false;
  void ended.then(() => {
    finished = true;
  });
  const waitFor = async (ok: () => boolean) => {
    while (!ok()) {
      if (finished) throw new Error(`the stream ended; events: ${JSON.stringify(events)}`);
      await new Promise<void>((resolve) => {
        notify = resolve;
        setTimeout(resolve, 50);
      });
    }
  };
  return {
    status: response.status,
    events,
    async next() {
      await waitFor(() => events.length > read);
      const event = events[read];
      read += 1;
      if (!event) throw new Error('no event');
      return event;
    },
    until: (ok) => waitFor(() => ok(events)),
    ended,
    close: () => controller.abort(),
  };
}

/** The text a stream showed: its snapshot, if any, then its chunks. */
export function shownText(events: readonly ChatStreamEvent[]): string {
  return events
    .map((e) => (e.type === 'snapshot' ? e.content : e.type === 'chunk' ? e.delta : ''))
    .join('');
}
