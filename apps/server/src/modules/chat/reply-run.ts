import type { ChatStreamEvent, Message } from '@facet/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { CoachError } from '../../ai/coach.js';
import type { UserRow } from '../../db/schema/users.js';
import type { CheckedFile } from '../../extract/chat-attachments.js';
import { serviceUnavailable, tooManyRequests } from '../../lib/http-error.js';
import type { Metrics } from '../../lib/metrics.js';
import { type RateLimit, retryIn } from '../../lib/rate-limit.js';
import { toMessage } from '../conversations/conversations.mapper.js';
import type { ConversationsService } from '../conversations/conversations.service.js';
import type { Proposals, ToolCall } from '../goals/proposals.js';
import type { ChatFields, ChatService, PreparedChat } from './chat.service.js';
import { cleanModelLine, cleanReplyText } from './chat.service.js';
import type { ReplyBus } from './reply-bus.js';
import {
  createReplyHub,
  ReplyBusError,
  type ReplyEnd,
  type ReplyOwner,
  STOPPED_BEFORE_TEXT_MESSAGE,
} from './reply-hub.js';
import { afterThisTurn, createReplySaver, type LiveReply } from './reply-saver.js';
import type { ReplySlot, ReplySlots } from './reply-slots.js';

/**
 * The longest a reply may stream. A reply outlives its client (it can be resumed), so this, with
 * the provider's own timeouts, is what bounds one that nobody watches.
 */
export const REPLY_TIME_LIMIT_MS = 10 * 60 * 1000;
export const TIME_LIMIT_MESSAGE =
  'The reply took too long and was cut short. What was written so far is saved.';
/** A resumed stream cut by a shutdown: the reply itself may go on on another instance. */
export const RESUME_RESTART_MESSAGE =
  'Facet is restarting. Reload the page in a moment to see the rest of the reply.';
export const SHUTDOWN_MESSAGE =
  'Facet is restarting. Your message and the reply so far are saved; ask again in a moment to continue.';
/** A message that arrived as the shutdown began: not saved, so the client keeps its text. */
export const RESTARTING_MESSAGE =
  'Facet is restarting. Please send your message again in a moment.';
const SEND_FAILED_MESSAGE = 'Failed to send message. Please try again.';
/** A message saved just as the shutdown began, before its reply could start. */
const SAVED_NOT_ANSWERED_MESSAGE =
  'Facet is restarting. Your message is saved; ask again in a moment for a reply.';
const FOLLOW_FAILED_MESSAGE = 'Could not follow the reply. Please reload.';
const STOP_FAILED_MESSAGE =
  'The reply could not be stopped just now (the servers cannot reach each other). Please try again.';

/** A member who sent too many messages in the window: the limit and when to send again. */
export const chatRateMessage = (max: number, retryAfterSeconds: number) =>
  `You have sent ${max} messages in the last minute, the most Facet takes. Please send again ${retryIn(retryAfterSeconds)}.`;
/** A member with as many replies being written as the cap allows. */
export const repliesInFlightMessage = (max: number) =>
  `You already have ${max} replies being written, the most at once. Wait for one to finish (or stop one), then send again.`;
/** What Retry-After says when a member has too many replies in flight. */
const IN_FLIGHT_RETRY_SECONDS = 10;

/** Per-member budgets on sending (docs/decisions/023-member-limits-and-fair-work.md). */
export interface ChatLimits {
  /** Messages per member per minute, counted on every instance together. */
  messages: RateLimit;
  /** Replies in flight per member. */
  replies: ReplySlots;
}

/** Why a run's signal aborted. */
export type AbortReason = 'shutdown' | 'stop' | 'time limit' | 'client left';

/**
 * A stream of chat events with its end: what the routes pipe to the client. `signal` aborts when
 * the stream is cut short (its reason an {@link AbortReason}); on a shutdown the writer gives a
 * slow client a short grace, never longer.
 */
export interface EventStream extends AsyncIterable<ChatStreamEvent> {
  readonly signal: AbortSignal;
}

/** A stream that the client's leaving ends (a resumed one; never a reply being written). */
export interface FollowStream extends EventStream {
  /** The client left: ends this stream, not the reply it follows. */
  leave(): void;
}

const none: ReplySlot = { started() {}, release() {} };

/**
 * Every reply of this instance, each owned start to end by one run:
 * - `admit` takes the member's budgets (before a byte of the message is read);
 * - `start` saves the member's message and starts the reply: the run streams the coach's text,
 *   saves it while it streams (reply-saver), lets other instances resume and stop it (reply-hub
 *   over the reply bus), cuts it at the time limit, on a Stop or on shutdown, and ends with one
 *   last event that says how it ended. A client that goes away does not stop it;
 * - `follow` streams a reply in progress from whichever instance writes it;
 * - `stop` stops a conversation's reply wherever it is written;
 * - `close` (shutdown) ends every stream, each saving what it has and telling its client.
 */
export function createReplyRuns(deps: {
  chat: ChatService;
  bus: ReplyBus;
  conversations: Pick<ConversationsService, 'replies' | 'touch' | 'setAutoTitle'>;
  log: FastifyBaseLogger;
  metrics?: Pick<Metrics, 'chatStreamStarted'>;
  limits?: ChatLimits;
  /** The longest a reply may stream ({@link REPLY_TIME_LIMIT_MS}). */
  replyTimeLimitMs?: number;
  replySaveIntervalMs?: number;
  ownerAnswerMs?: number;
  ownerCheckMs?: number;
  /** Keeps the goals and actions a model proposed with its reply (modules/goals/proposals.ts). */
  proposals?: Pick<Proposals, 'save'>;
}) {
  const { chat, conversations, log, metrics, limits } = deps;
  const hub = createReplyHub({
    bus: deps.bus,
    conversations: conversations.replies,
    log,
    ownerAnswerMs: deps.ownerAnswerMs,
    ownerCheckMs: deps.ownerCheckMs,
  });
  const saver = createReplySaver({
    conversations: conversations.replies,
    log,
    intervalMs: deps.replySaveIntervalMs,
  });
  const timeLimitMs = deps.replyTimeLimitMs ?? REPLY_TIME_LIMIT_MS;

  // Streams in flight, each with a promise of its end: closing aborts them all and waits, so the
  // database is never closed under a save.
  const streams = new Map<AbortController, Promise<void>>();
  let closing = false;
  const track = (controller: AbortController) => {
    let ended: () => void = () => {};
    streams.set(
      controller,
      new Promise<void>((resolve) => {
        ended = resolve;
      }),
    );
    return () => {
      streams.delete(controller);
      // After the route's last step with the stream (ending the response, and on shutdown its
      // connection), which runs in the microtasks that follow the stream's end.
      setImmediate(ended);
    };
  };

  /**
   * Writes the reply: yields each piece of text as it is streamed, returns how it ended. Whatever
   * was streamed is kept, on one row: made (status streaming) with the first words and saved every
   * two seconds while the reply streams, so even a crash loses at most the last two seconds; then
   * complete when the reply ends, or incomplete when it was cut short or the provider failed.
   */
  async function* write(
    user: UserRow,
    prepared: PreparedChat,
    live: LiveReply,
    owner: ReplyOwner,
  ): AsyncGenerator<string, Outcome> {
    const { conversation, request } = prepared;
    let reply = '';
    // A model's proposals come as tool calls during the reply; they are checked and kept with the
    // reply once it is saved complete.
    const toolCalls: ToolCall[] = [];
    // Only a model proposes: the offline coach has no tools, and its request crosses into a worker
    // thread, where a function cannot go.
    if (deps.proposals && chat.coach.kind !== 'offline')
      request.onToolCall = (call) => toolCalls.push(call);
    const saveIncomplete = () =>
      live.finish({ status: 'incomplete' }).then(
        (row) => (row ? toMessage(row) : undefined),
        (err: unknown) => {
          log.error({ err }, 'could not save a partial reply');
          return undefined;
        },
      );
    // Moving the conversation to the top of the list waits until the first token is out.
    let touched: Promise<void> | undefined;
    const touch = () =>
      afterThisTurn()
        .then(() => conversations.touch(user.id, conversation.id))
        .catch((err: unknown) => log.warn({ err }, 'could not update the conversation time'));
    try {
      // Model output is cleaned here, the one place replies, titles and suggestions are saved.
      for await (const raw of chat.coach.streamReply(request)) {
        if (request.signal.aborted) break;
        const delta = cleanReplyText(raw);
        if (!delta) continue;
        reply += delta;
        yield delta;
        // After the send: the row's first write never delays the words it saves. Listeners on
        // other instances get the text in the same step, so none of it falls between the two.
        live.append(delta);
        owner.chunk(reply.length - delta.length, delta);
        touched ??= touch();
      }
      if (!reply.trim() && toolCalls.length && !request.signal.aborted) {
        // A model that only proposed: the member still gets a line to read above the proposal.
        const line = 'Here is a proposal for your journey: add it with one click, or dismiss it.';
        reply = line;
        yield line;
        live.append(line);
        owner.chunk(0, line);
      }
      touched ??= touch();
      await touched;
      if (request.signal.aborted) return { kind: 'aborted', message: await saveIncomplete() };
      if (!reply.trim())
        throw new CoachError('The AI provider sent an empty reply. Please try again.');
      const wantTitle = prepared.isFirstExchange && conversation.titleSource === 'auto';
      const followUp = await chat.coach.followUp(request, reply, wantTitle);
      const suggestions = followUp.suggestions.map(cleanModelLine).filter(Boolean);
      const title = followUp.title ? cleanModelLine(followUp.title) : '';
      const saved = await live.finish({ status: 'complete', suggestions: suggestions.slice(0, 4) });
      if (!saved) throw new Error('a reply with text was not saved');
      if (toolCalls.length && deps.proposals) {
        await deps.proposals
          .save(user.id, saved.id, toolCalls)
          .catch((err: unknown) => log.warn({ err }, 'could not keep a coach proposal'));
      }
      if (wantTitle && title) await conversations.setAutoTitle(user.id, conversation.id, title);
      await conversations.touch(user.id, conversation.id);
      return { kind: 'complete', message: toMessage(saved) };
    } catch (error) {
      touched ??= touch();
      await touched;
      const message = await saveIncomplete();
      if (request.signal.aborted) return { kind: 'aborted', message };
      log.warn({ err: error, sessionId: conversation.sessionId }, 'chat reply failed');
      const text = error instanceof CoachError ? error.message : SEND_FAILED_MESSAGE;
      return { kind: 'error', error: text, message };
    }
  }

  /** The last event of a reply, and what its owner tells the other instances. */
  const ending = (outcome: Outcome, reason: unknown): [ChatStreamEvent, ReplyEnd] => {
    if (outcome.kind === 'complete') {
      const { message } = outcome;
      return [
        { type: 'complete', message },
        { kind: 'complete', messageId: message.id },
      ];
    }
    const messageId = outcome.message?.id;
    if (outcome.kind === 'error')
      return [
        { type: 'error', error: outcome.error },
        { kind: 'error', error: outcome.error, messageId },
      ];
    if (reason === 'stop') {
      const event: ChatStreamEvent = outcome.message
        ? { type: 'complete', message: outcome.message }
        : { type: 'error', error: STOPPED_BEFORE_TEXT_MESSAGE };
      return [event, { kind: 'stopped', messageId }];
    }
    const error = reason === 'time limit' ? TIME_LIMIT_MESSAGE : SHUTDOWN_MESSAGE;
    return [
      { type: 'error', error },
      { kind: 'error', error, messageId },
    ];
  };

  return {
    /** Takes the member's budgets: 429 when spent. Release the slot once the reply has ended. */
    async admit(userId: string): Promise<ReplySlot> {
      if (!limits) return none;
      // Both asked at once (each may be a database round trip before the first word); the rate
      // refusal comes first, and a slot taken for a refused message is given back.
      const [counted, admitted] = await Promise.allSettled([
        limits.messages.take(userId),
        limits.replies.acquire(userId),
      ]);
      const slot = admitted.status === 'fulfilled' ? admitted.value : undefined;
      if (counted.status === 'rejected') {
        slot?.release();
        throw counted.reason;
      }
      if (admitted.status === 'rejected') throw admitted.reason;
      const wait = counted.value;
      if (wait > 0) {
        slot?.release();
        throw tooManyRequests(chatRateMessage(limits.messages.max, wait), wait);
      }
      if (!slot) {
        throw tooManyRequests(
          repliesInFlightMessage(limits.replies.perMember),
          IN_FLIGHT_RETRY_SECONDS,
        );
      }
      return slot;
    },

    /**
     * Saves the member's message and starts its reply; everything that can be refused is refused
     * here, before the stream opens. `fields` are the request's, as `chatFieldsSchema` reads them:
     * a step before the turn (e.g. removing later turns) belongs in `chat.prepare`, which runs
     * before the message is saved.
     */
    async start(
      user: UserRow,
      fields: ChatFields,
      files: CheckedFile[],
      slot: ReplySlot = none,
    ): Promise<EventStream> {
      // A message still arriving when closing began (its body was being read) is not started.
      if (closing) throw serviceUnavailable(RESTARTING_MESSAGE);
      // The provider call is aborted by a Stop, a shutdown or the time limit; never because the
      // client went away.
      const controller = new AbortController();
      const release = track(controller);
      let prepared: PreparedChat;
      try {
        prepared = await chat.prepare(user, fields, files, controller.signal);
        // Closing began while the message was being saved: it is kept, but no reply starts now.
        if (controller.signal.reason === 'shutdown')
          throw serviceUnavailable(SAVED_NOT_ANSWERED_MESSAGE);
      } catch (error) {
        release();
        throw error;
      }
      const signal = controller.signal;
      async function* events(): AsyncGenerator<ChatStreamEvent> {
        const owner = hub.own(prepared.conversation.id, () => controller.abort('stop'));
        const limit = setTimeout(() => controller.abort('time limit'), timeLimitMs);
        const streamEnded = metrics?.chatStreamStarted();
        try {
          const live = saver.begin(user.id, prepared.conversation.id);
          owner.attach(live);
          const writing = write(user, prepared, live, owner);
          for (;;) {
            const step = await writing.next();
            if (step.done) {
              const [event, end] = ending(step.value, signal.reason);
              owner.end(end);
              yield event;
              return;
            }
            slot.started();
            yield { type: 'chunk', delta: step.value };
          }
        } finally {
          // An unexpected failure still tells the other instances (a no-op once ended above).
          owner.end({ kind: 'error', error: SEND_FAILED_MESSAGE, messageId: undefined });
          clearTimeout(limit);
          streamEnded?.();
          release();
        }
      }
      const iterable = events();
      return { signal, [Symbol.asyncIterator]: () => iterable };
    },

    /**
     * The reply in progress of the member's conversation, from whichever instance writes it: a
     * `snapshot` of the text so far, then chunks, then complete or error; undefined when no reply
     * is in progress (the saved messages are then the whole story).
     */
    async follow(userId: string, conversationId: string): Promise<FollowStream | undefined> {
      const streaming = await conversations.replies.streamingReply(userId, conversationId);
      if (!streaming) return undefined;
      if (closing) throw serviceUnavailable(RESUME_RESTART_MESSAGE);
      const replyId = streaming.id;
      const controller = new AbortController();
      const release = track(controller);
      const { signal } = controller;
      async function* events(): AsyncGenerator<ChatStreamEvent> {
        try {
          yield* hub.resume({ userId, conversationId, replyId, signal });
          if (signal.reason === 'shutdown') yield { type: 'error', error: RESUME_RESTART_MESSAGE };
        } catch (err) {
          log.error({ err }, 'resuming a reply failed');
          yield { type: 'error', error: FOLLOW_FAILED_MESSAGE };
        } finally {
          release();
        }
      }
      const iterable = events();
      return {
        signal,
        leave: () => controller.abort('client left'),
        [Symbol.asyncIterator]: () => iterable,
      };
    },

    /** Stops the conversation's reply wherever it is written; answers the reply as saved. */
    async stop(userId: string, conversationId: string) {
      try {
        return await hub.stop(userId, conversationId);
      } catch (err) {
        if (!(err instanceof ReplyBusError)) throw err;
        log.warn({ err }, 'could not send a stop');
        throw serviceUnavailable(STOP_FAILED_MESSAGE);
      }
    },

    /** Shutdown: every stream stops, saves what it has and sends its last event. */
    async close() {
      closing = true;
      for (const controller of streams.keys()) controller.abort('shutdown');
      await Promise.all(streams.values());
    },

    /** Whether a shutdown began. */
    get closing() {
      return closing;
    },

    /** Replies this instance is writing. */
    get owned() {
      return hub.owned;
    },
  };
}

export type ReplyRuns = ReturnType<typeof createReplyRuns>;

type Outcome =
  | { kind: 'complete'; message: Message }
  /** The provider failed: `message` is the reply saved so far (incomplete), if it had text. */
  | { kind: 'error'; error: string; message?: Message | undefined }
  /** Cut short (a Stop, a shutdown, the time limit): `message` is the reply saved so far. */
  | { kind: 'aborted'; message?: Message | undefined };
