import { randomUUID } from 'node:crypto';
import type { ChatStreamEvent, Message } from '@facet/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { MessageRow } from '../../db/schema/conversations.js';
import { toMessage } from '../conversations/conversations.mapper.js';
import type { ReplyRows } from '../conversations/conversations.service.js';
import {
  type BusMessage,
  conversationChannel,
  MAX_CHUNK_CHARS,
  type ReplyBus,
} from './reply-bus.js';
import type { LiveReply } from './reply-saver.js';

/** How long a resume or a stop waits for the instance writing the reply before calling it gone. */
export const OWNER_ANSWER_MS = 1_500;

/**
 * How long a resumed stream goes without a word from the instance writing its reply before it
 * asks (a flush) whether that instance is still there; no answer within {@link OWNER_ANSWER_MS}
 * means it died (a crash sends no `end`).
 */
export const OWNER_CHECK_MS = 3_000;

/** What a resumed stream ends with when the instance writing the reply did not answer. */
export const OWNER_GONE_MESSAGE =
  'This reply was cut short: the server writing it stopped. What was written so far is saved; ask again to continue.';
/** A stop that came before the reply's first words. */
export const STOPPED_BEFORE_TEXT_MESSAGE = 'The reply was stopped before it began.';

/** The reply bus failed (the instances cannot reach each other right now). */
export class ReplyBusError extends Error {
  constructor(cause: unknown) {
    super('the reply bus failed', { cause });
    this.name = 'ReplyBusError';
  }
}
const viaBus = <T>(promise: Promise<T>): Promise<T> =>
  promise.catch((error: unknown) => {
    throw new ReplyBusError(error);
  });

/** How a reply ended, as its owner tells the other instances. */
export type ReplyEnd =
  | { kind: 'complete'; messageId: string }
  | { kind: 'stopped'; messageId: string | undefined }
  | { kind: 'error'; error: string; messageId: string | undefined };

/** The instance writing one reply: answers flushes and stops, and tells listeners its chunks. */
export interface ReplyOwner {
  /** The reply's row saver, once the stream begins. */
  attach(live: LiveReply): void;
  /** Text appended to the reply at `offset` (the text's length before it). */
  chunk(offset: number, delta: string): void;
  /** The reply ended (its row saved): tells whoever listens, then stops listening. */
  end(outcome: ReplyEnd): void;
}

/** Cuts text into pieces of at most MAX_CHUNK_CHARS, never between the halves of a surrogate pair. */
export function pieces(offset: number, text: string): Array<{ o: number; d: string }> {
  const out: Array<{ o: number; d: string }> = [];
  let start = 0;
  while (start < text.length) {
    let end = Math.min(start + MAX_CHUNK_CHARS, text.length);
    const code = text.charCodeAt(end - 1);
    if (end < text.length && code >= 0xd800 && code <= 0xdbff) end -= 1;
    out.push({ o: offset + start, d: text.slice(start, end) });
    start = end;
  }
  return out;
}

/**
 * Replies and the instances that write them, across instances (through the reply bus):
 * - an owner listens to its conversation's channel while it streams; a `stop` aborts it, a `flush`
 *   makes it save its text now and answer how far the row goes, and from then on it publishes its
 *   chunks (only then: a reply nobody resumes costs no bus traffic beyond its start and end);
 * - a resumer subscribes first, asks for a flush, reads the row, and forwards only the chunks
 *   past what the row held, so it sees every character once;
 * - an owner that does not answer within {@link OWNER_ANSWER_MS} is gone: its row is marked
 *   incomplete, as the startup sweep would.
 */
export function createReplyHub(deps: {
  bus: ReplyBus;
  conversations: ReplyRows;
  log: FastifyBaseLogger;
  ownerAnswerMs?: number;
  ownerCheckMs?: number;
}) {
  const { bus, conversations, log } = deps;
  const answerMs = deps.ownerAnswerMs ?? OWNER_ANSWER_MS;
  const checkMs = deps.ownerCheckMs ?? OWNER_CHECK_MS;

  interface Owned {
    token: string;
    live?: LiveReply;
    watched: boolean;
    abort(): void;
  }
  /** This instance's replies by conversation, with their one bus subscription. */
  const byConversation = new Map<
    string,
    { replies: Set<Owned>; subscribed: Promise<(() => Promise<void>) | undefined> }
  >();

  const publish = (channel: string, message: BusMessage) =>
    bus.publish(channel, message).catch((err: unknown) => {
      log.warn({ err, type: message.t }, 'reply bus: could not publish');
    });

  const onOwnerMessage = (conversationId: string, message: BusMessage) => {
    const group = byConversation.get(conversationId);
    if (!group) return;
    const channel = conversationChannel(conversationId);
    if (message.t === 'stop') {
      for (const owned of group.replies) owned.abort();
    } else if (message.t === 'flush') {
      for (const owned of group.replies) {
        // From here on every chunk is published; the saved length is taken after this.
        owned.watched = true;
        const live = owned.live;
        if (!live) continue;
        live.sync().then(
          ({ id, length }) =>
            publish(channel, {
              t: 'flushed',
              q: message.q,
              r: owned.token,
              ...(id ? { m: id } : {}),
              o: length,
            }),
          (err: unknown) => log.warn({ err }, 'could not save a reply for a resume'),
        );
      }
    }
  };

  return {
    /** Registers a reply this instance writes; `abort` stops it (a Stop from any instance). */
    own(conversationId: string, abort: () => void): ReplyOwner {
      const owned: Owned = { token: randomUUID(), watched: false, abort };
      const channel = conversationChannel(conversationId);
      let group = byConversation.get(conversationId);
      if (!group) {
        const created = {
          replies: new Set<Owned>(),
          subscribed: bus
            .subscribe(channel, (message) => onOwnerMessage(conversationId, message))
            .catch((err: unknown) => {
              log.warn({ err }, 'reply bus: could not listen; this reply cannot be resumed');
              return undefined;
            }),
        };
        byConversation.set(conversationId, created);
        group = created;
      }
      group.replies.add(owned);
      const ownGroup = group;
      let ended = false;
      return {
        attach(live) {
          owned.live = live;
        },
        chunk(offset, delta) {
          if (!owned.watched || ended) return;
          for (const { o, d } of pieces(offset, delta)) {
            void publish(channel, { t: 'chunk', r: owned.token, o, d });
          }
        },
        end(outcome) {
          if (ended) return;
          ended = true;
          const messageId = outcome.messageId;
          void publish(channel, {
            t: 'end',
            r: owned.token,
            ...(messageId ? { m: messageId } : {}),
            s: outcome.kind,
            ...(outcome.kind === 'error' ? { e: outcome.error } : {}),
          });
          ownGroup.replies.delete(owned);
          if (ownGroup.replies.size === 0 && byConversation.get(conversationId) === ownGroup) {
            byConversation.delete(conversationId);
            // After the end is on its way (one sender's messages keep their order).
            void ownGroup.subscribed.then((unsubscribe) => unsubscribe?.()).catch(() => {});
          }
        },
      };
    },

    /** Replies this instance is writing. */
    get owned() {
      let count = 0;
      for (const group of byConversation.values()) count += group.replies.size;
      return count;
    },

    /**
     * Streams reply `replyId` (a row still streaming when it was read) from wherever it is
     * written, as events: a `snapshot` of the text so far, then chunks, then `complete` or `error`. Ends early
     * (without a last event) when `signal` aborts.
     */
    async *resume(options: {
      userId: string;
      conversationId: string;
      replyId: string;
      signal: AbortSignal;
    }): AsyncGenerator<ChatStreamEvent> {
      const { userId, replyId, signal } = options;
      const channel = conversationChannel(options.conversationId);
      const queue: BusMessage[] = [];
      let wake: (() => void) | undefined;
      const unsubscribe = await bus.subscribe(channel, (message) => {
        queue.push(message);
        wake?.();
      });
      const onAbort = () => wake?.();
      signal.addEventListener('abort', onAbort);
      /** The next message, or undefined once `deadline` passes or the signal aborts. */
      const next = async (deadline?: number): Promise<BusMessage | undefined> => {
        for (;;) {
          if (signal.aborted) return undefined;
          const message = queue.shift();
          if (message) return message;
          const wait = deadline === undefined ? undefined : deadline - Date.now();
          if (wait !== undefined && wait <= 0) return undefined;
          await new Promise<void>((resolve) => {
            const timer = wait === undefined ? undefined : setTimeout(resolve, wait);
            wake = () => {
              clearTimeout(timer);
              resolve();
            };
          });
          wake = undefined;
        }
      };
      /** The stream's last event. */
      const finish = (
        row: MessageRow | undefined,
        end?: BusMessage & { t: 'end' },
      ): ChatStreamEvent => {
        if (end?.s === 'error') return { type: 'error', error: end.e || OWNER_GONE_MESSAGE };
        if (row?.status === 'complete' || (end?.s === 'stopped' && row))
          return { type: 'complete', message: toMessage(row) };
        if (end?.s === 'stopped') return { type: 'error', error: STOPPED_BEFORE_TEXT_MESSAGE };
        return { type: 'error', error: OWNER_GONE_MESSAGE };
      };

      try {
        const q = randomUUID();
        await bus.publish(channel, { t: 'flush', q });
        const deadline = Date.now() + answerMs;
        // 1. The owner's answer (or the reply's end, or silence).
        let token: string | undefined;
        const early: BusMessage[] = [];
        for (;;) {
          const message = await next(deadline);
          if (signal.aborted) return;
          if (!message) {
            // Nobody writes it any more: what was saved is what there is.
            const row = await conversations.abandonReply(userId, replyId);
            yield { type: 'snapshot', content: row?.content ?? '' };
            yield finish(row);
            return;
          }
          if (message.t === 'end' && message.m === replyId) {
            const row = await conversations.findMessage(userId, replyId);
            yield { type: 'snapshot', content: row?.content ?? '' };
            yield finish(row, message);
            return;
          }
          if (message.t === 'flushed' && message.q === q && message.m === replyId) {
            token = message.r;
            break;
          }
          if (message.t === 'chunk' || message.t === 'end') early.push(message);
        }

        // 2. The row now holds at least the answered length; it may hold more.
        const row = await conversations.findMessage(userId, replyId);
        if (row?.status !== 'streaming') {
          // It ended meanwhile: its end message is on its way.
          yield { type: 'snapshot', content: row?.content ?? '' };
          queue.unshift(...early);
          const until = Date.now() + answerMs;
          for (;;) {
            const message = await next(until);
            if (signal.aborted) return;
            if (!message || (message.t === 'end' && message.r === token)) {
              yield finish(row, message?.t === 'end' ? message : undefined);
              return;
            }
          }
        }
        yield { type: 'snapshot', content: row.content };
        let position = row.content.length;

        // 3. Only what lies past the row's text: no character twice, none missing. A writer that
        // falls silent is asked whether it is still there; one that does not answer died, and
        // the stream ends with what it saved, as a resume that finds no writer does.
        queue.unshift(...early);
        let heard = Date.now();
        let asked: number | undefined;
        for (;;) {
          const message = await next(asked === undefined ? heard + checkMs : asked + answerMs);
          if (signal.aborted) return; // the client left
          if (!message) {
            if (asked === undefined) {
              asked = Date.now();
              await bus.publish(channel, { t: 'flush', q: randomUUID() });
              continue;
            }
            const saved = await conversations.abandonReply(userId, replyId);
            const rest = saved?.content.slice(position) ?? '';
            if (rest) yield { type: 'chunk', delta: rest };
            yield finish(saved);
            return;
          }
          if ('r' in message && message.r === token) {
            heard = Date.now();
            asked = undefined;
          }
          if (message.t === 'chunk' && message.r === token) {
            if (message.o > position) {
              // A message was lost (the bus reconnected): the row has it, or soon will.
              log.warn({ replyId }, 'a resumed reply missed a chunk; ending it from the saved row');
              const saved = await conversations.findMessage(userId, replyId);
              const rest = saved?.content.slice(position) ?? '';
              if (rest) yield { type: 'chunk', delta: rest };
              position += rest.length;
              if (message.o > position) {
                yield { type: 'error', error: OWNER_GONE_MESSAGE };
                return;
              }
            }
            const end = message.o + message.d.length;
            if (end > position) {
              yield { type: 'chunk', delta: message.d.slice(position - message.o) };
              position = end;
            }
          } else if (message.t === 'end' && message.r === token) {
            const final = await conversations.findMessage(userId, replyId);
            yield finish(final, message);
            return;
          }
        }
      } finally {
        signal.removeEventListener('abort', onAbort);
        await unsubscribe().catch(() => {});
      }
    },

    /**
     * Stops the conversation's replies wherever they are written. With a reply row in progress,
     * waits for its owner to save it (or marks it incomplete when no owner answers) and answers
     * the saved reply; without one, the stop is sent (a reply waiting for its first words stops
     * too) and null is answered at once.
     */
    async stop(userId: string, conversationId: string): Promise<Message | null> {
      const channel = conversationChannel(conversationId);
      const streaming = await conversations.streamingReply(userId, conversationId);
      if (!streaming) {
        await viaBus(bus.publish(channel, { t: 'stop' }));
        return null;
      }
      let ended: () => void = () => {};
      const done = new Promise<void>((resolve) => {
        ended = resolve;
      });
      const unsubscribe = await viaBus(
        bus.subscribe(channel, (message) => {
          if (message.t === 'end' && message.m === streaming.id) ended();
        }),
      );
      let timer: NodeJS.Timeout | undefined;
      try {
        await viaBus(bus.publish(channel, { t: 'stop' }));
        const answered = await Promise.race([
          done.then(() => true),
          new Promise<boolean>((resolve) => {
            timer = setTimeout(() => resolve(false), answerMs);
          }),
        ]);
        const row = answered
          ? await conversations.findMessage(userId, streaming.id)
          : await conversations.abandonReply(userId, streaming.id);
        return row ? toMessage(row) : null;
      } finally {
        clearTimeout(timer);
        await unsubscribe().catch(() => {});
      }
    },
  };
}

export type ReplyHub = ReturnType<typeof createReplyHub>;
