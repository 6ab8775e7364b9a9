import type { ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import {
  CHAT_FILES_TOO_LARGE,
  CHAT_MAX_FILES,
  CHAT_MAX_TOTAL_BYTES,
  CHAT_TOO_MANY_FILES,
  type ChatStreamEvent,
  chatFieldsSchema,
  chatStopResponseSchema,
  sessionParamsSchema,
} from '@facet/contracts';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import {
  type CheckedFile,
  checkChatFile,
  type IncomingFile,
} from '../../extract/chat-attachments.js';
import {
  badRequest,
  HttpError,
  serviceUnavailable,
  tooManyRequests,
} from '../../lib/http-error.js';
import type { Metrics } from '../../lib/metrics.js';
import { acceptMultipart, readParts } from '../../lib/multipart.js';
import { type RateLimit, retryIn } from '../../lib/rate-limit.js';
import { actingUser } from '../../plugins/auth.js';
import type { ConversationsService } from '../conversations/conversations.service.js';
import type { ChatService, PreparedChat } from './chat.service.js';
import { ReplyBusError, type ReplyHub, STOPPED_BEFORE_TEXT_MESSAGE } from './reply-hub.js';
import type { ReplySlot, ReplySlots } from './reply-slots.js';

const HEARTBEAT_MS = 15_000;
/**
 * On shutdown, how long a client gets to take the stream's last event (and to close its end of
 * the connection) before its socket is destroyed: a client that stopped reading, or keeps its
 * connection open, must not hold the shutdown.
 */
export const SHUTDOWN_SOCKET_GRACE_MS = 500;

/** Why a stream was cut short when the server shuts down (a deploy, a restart). */
const SHUTDOWN = Symbol('shutdown');
/** A Stop, from this instance or another. */
const STOP = Symbol('stop');
/** The reply ran past its time limit. */
const TIME_LIMIT = Symbol('time limit');
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

/** Opens a `text/event-stream` answer on a hijacked reply. */
function openEventStream(reply: FastifyReply): ServerResponse {
  reply.hijack();
  const res = reply.raw;
  res.writeHead(200, {
    // The security headers and request id every answer carries (plugins/security.ts).
    ...(reply.getHeaders() as Record<string, string>),
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
  });
  res.flushHeaders();
  return res;
}

/**
 * Writes events with backpressure. A client that stops reading must not hold the stream (or a
 * shutdown) forever: the wait for its buffer to drain ends when it leaves, when the stream is
 * stopped, and on shutdown after a short grace. Nothing is written once the client is gone.
 */
function eventWriter(res: ServerResponse, signal: AbortSignal) {
  const drained = () =>
    new Promise<void>((resolve) => {
      let grace: NodeJS.Timeout | undefined;
      const done = () => {
        clearTimeout(grace);
        res.off('drain', done);
        res.off('close', done);
        signal.removeEventListener('abort', onAbort);
        resolve();
      };
      const onAbort = () => {
        if (signal.reason === SHUTDOWN) grace = setTimeout(done, SHUTDOWN_SOCKET_GRACE_MS);
        else done();
      };
      res.once('drain', done);
      res.once('close', done);
      if (signal.aborted) onAbort();
      else signal.addEventListener('abort', onAbort, { once: true });
    });
  const heartbeat = setInterval(() => {
    if (!res.destroyed) res.write(': keep-alive\n\n');
  }, HEARTBEAT_MS);
  return {
    async send(event: ChatStreamEvent) {
      if (res.destroyed) return;
      if (!res.write(`data: ${JSON.stringify(event)}\n\n`)) await drained();
    },
    stop() {
      clearInterval(heartbeat);
    },
  };
}

/**
 * The chat calls:
 * - `POST /api/chat`: multipart in, `text/event-stream` of chunk / complete / error events out.
 *   The reply goes on when its client goes away (a reload, a lost network), so it can be resumed.
 * - `GET /api/chat/{sessionId}/stream`: the reply in progress of the member's conversation, from
 *   whichever instance writes it: a `snapshot` of the text so far, then chunks, then complete or
 *   error; 204 when no reply is in progress (the saved messages are then the whole story).
 * - `POST /api/chat/{sessionId}/stop`: stops the conversation's reply, wherever it is written;
 *   the reply keeps what was streamed (status incomplete).
 */
export const chatRoutes: FastifyPluginAsync<{
  chat: ChatService;
  hub: ReplyHub;
  conversations: Pick<ConversationsService, 'requireConversation' | 'replies'>;
  metrics?: Pick<Metrics, 'chatStreamStarted'>;
  /** The longest a reply may stream ({@link REPLY_TIME_LIMIT_MS}). */
  replyTimeLimitMs?: number;
  /** Per-member budgets on sending; none when not given. */
  limits?: ChatLimits;
}> = async (app, { chat, hub, conversations, metrics, replyTimeLimitMs, limits }) => {
  // Streams in flight (replies being written, and resumed streams), each with a promise of its
  // end. On shutdown each one stops, saves what was streamed, tells its client and closes the
  // connection; closing waits for that (a client that stopped reading holds it at most the grace
  // above), so the database is never closed under a save.
  const streams = new Map<AbortController, Promise<void>>();
  let closing = false;
  await acceptMultipart(app);
  app.addHook('preClose', async () => {
    closing = true;
    for (const controller of streams.keys()) controller.abort(SHUTDOWN);
    await Promise.all(streams.values());
  });
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
      ended();
    };
  };

  app.post('/api/chat', { onRequest: app.authenticate }, async (request, reply) => {
    const user = actingUser(request);
    if (!request.isMultipart()) {
      throw badRequest(
        'Send the message as multipart/form-data (fields content, sessionId, agentId, files).',
      );
    }
    // Budgets first: a refused message costs no reading of its files and saves nothing.
    let slot: ReplySlot | undefined;
    if (limits) {
      const wait = await limits.messages.take(user.id);
      if (wait > 0) throw tooManyRequests(chatRateMessage(limits.messages.max, wait), wait);
      const admitted = await limits.replies.acquire(user.id);
      if (!admitted) {
        throw tooManyRequests(
          repliesInFlightMessage(limits.replies.perMember),
          IN_FLIGHT_RETRY_SECONDS,
        );
      }
      slot = admitted;
    }
    try {
      await answerChat(request, reply, user, slot);
    } finally {
      slot?.release();
    }
  });

  const answerChat = async (
    request: FastifyRequest,
    reply: FastifyReply,
    user: ReturnType<typeof actingUser>,
    slot: ReplySlot | undefined,
  ) => {
    const raw: Record<string, string> = {};
    const incoming: IncomingFile[] = [];
    let totalBytes = 0;
    for await (const part of readParts(request, () => request.parts())) {
      if (part.type === 'file') {
        // Only the `files` field holds attachments; a file in any other field is skipped unread.
        if (part.fieldname !== 'files') {
          part.file.resume();
          continue;
        }
        // The limits are checked as the parts arrive, never after: a file past the count is
        // refused before a byte of it is read, and the files' total as they stream, so one
        // request holds at most the allowed files in memory (not everything the parser would let
        // through, 20 files of 10 MB).
        if (incoming.length >= CHAT_MAX_FILES) throw badRequest(CHAT_TOO_MANY_FILES);
        const buffer = await readAttachment(app, part, CHAT_MAX_TOTAL_BYTES - totalBytes);
        totalBytes += buffer.length;
        incoming.push({ name: part.filename ?? '', buffer });
      } else {
        // The parser cuts a field at its size limit and says so; a cut value is refused, not used.
        if (part.valueTruncated || part.fieldnameTruncated) {
          throw new HttpError(413, `The form field "${part.fieldname}" is too large.`);
        }
        if (typeof part.value === 'string') raw[part.fieldname] = part.value;
      }
    }
    const parsed = chatFieldsSchema.safeParse(raw);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw badRequest(
        issue?.message ?? 'The message is not valid.',
        parsed.error.issues.map((i) => ({
          path: i.path.join('.'),
          message: i.message,
        })),
      );
    }
    const files: CheckedFile[] = [];
    for (const file of incoming) files.push(await checkChatFile(file, app.extraction));

    // A message still arriving when closing began (its body was being read) is not started.
    if (closing) throw serviceUnavailable(RESTARTING_MESSAGE);
    // The provider call is aborted by a Stop, a shutdown or the time limit; never because the
    // client went away.
    const controller = new AbortController();
    const release = track(controller);
    let prepared: PreparedChat;
    try {
      prepared = await chat.prepare(user, parsed.data, files, controller.signal);
      // Closing began while the message was being saved: it is kept, but no reply starts now.
      if (controller.signal.reason === SHUTDOWN)
        throw serviceUnavailable(SAVED_NOT_ANSWERED_MESSAGE);
    } catch (error) {
      release();
      throw error;
    }

    const owner = hub.own(prepared.conversation.id, () => controller.abort(STOP));
    const limit = setTimeout(
      () => controller.abort(TIME_LIMIT),
      replyTimeLimitMs ?? REPLY_TIME_LIMIT_MS,
    );
    const res = openEventStream(reply);
    const writer = eventWriter(res, controller.signal);
    const send = writer.send;

    const streamEnded = metrics?.chatStreamStarted();
    try {
      const outcome = await chat.stream(
        user,
        prepared,
        (delta) => {
          slot?.started();
          return send({ type: 'chunk', delta });
        },
        owner,
      );
      const reason = controller.signal.reason;
      if (outcome.kind === 'complete') {
        owner.end({ kind: 'complete', messageId: outcome.message.id });
        await send({ type: 'complete', message: outcome.message });
      } else if (outcome.kind === 'error') {
        owner.end({ kind: 'error', error: outcome.error, messageId: outcome.message?.id });
        await send({ type: 'error', error: outcome.error });
      } else if (reason === STOP) {
        owner.end({ kind: 'stopped', messageId: outcome.message?.id });
        await send(
          outcome.message
            ? { type: 'complete', message: outcome.message }
            : { type: 'error', error: STOPPED_BEFORE_TEXT_MESSAGE },
        );
      } else {
        const error = reason === TIME_LIMIT ? TIME_LIMIT_MESSAGE : SHUTDOWN_MESSAGE;
        owner.end({ kind: 'error', error, messageId: outcome.message?.id });
        await send({ type: 'error', error });
      }
    } finally {
      // An unexpected failure still tells the other instances (a no-op once ended above).
      owner.end({ kind: 'error', error: SEND_FAILED_MESSAGE, messageId: undefined });
      clearTimeout(limit);
      streamEnded?.();
      writer.stop();
      if (!res.destroyed) res.end();
      // On shutdown the connection ends with the stream, so closing never waits for a client's
      // keep-alive: the last event is flushed and the end sent, then the socket is destroyed
      // once the client has had a moment to read it (at once if it closes its end first).
      if (closing) closeSoon(res.socket);
      release();
    }
  };

  /** The member's own conversation, or the 404 every other one gets. */
  const conversationOf = conversations.requireConversation;

  app.get(
    '/api/chat/:sessionId/stream',
    {
      onRequest: app.authenticate,
      schema: { params: sessionParamsSchema },
      // An event stream has no useful HEAD.
      exposeHeadRoute: false,
    },
    async (request, reply) => {
      const user = actingUser(request);
      const { sessionId } = sessionParamsSchema.parse(request.params);
      const conversation = await conversationOf(user.id, sessionId);
      const streaming = await conversations.replies.streamingReply(user.id, conversation.id);
      if (!streaming) return reply.status(204).send();
      if (closing) throw serviceUnavailable(RESUME_RESTART_MESSAGE);

      const controller = new AbortController();
      const release = track(controller);
      const res = openEventStream(reply);
      // Here the client leaving ends only this stream, never the reply.
      const onClose = () => controller.abort();
      res.on('close', onClose);
      const writer = eventWriter(res, controller.signal);
      try {
        await hub.resume({
          userId: user.id,
          conversationId: conversation.id,
          replyId: streaming.id,
          emit: writer.send,
          signal: controller.signal,
        });
        if (controller.signal.reason === SHUTDOWN) {
          await writer.send({ type: 'error', error: RESUME_RESTART_MESSAGE });
        }
      } catch (err) {
        request.log.error({ err }, 'resuming a reply failed');
        await writer.send({ type: 'error', error: 'Could not follow the reply. Please reload.' });
      } finally {
        res.off('close', onClose);
        writer.stop();
        if (!res.destroyed) res.end();
        if (closing) closeSoon(res.socket);
        release();
      }
    },
  );

  app.post(
    '/api/chat/:sessionId/stop',
    {
      onRequest: app.authenticate,
      schema: { params: sessionParamsSchema, response: { 200: chatStopResponseSchema } },
    },
    async (request) => {
      const user = actingUser(request);
      const { sessionId } = sessionParamsSchema.parse(request.params);
      const conversation = await conversationOf(user.id, sessionId);
      try {
        return { message: await hub.stop(user.id, conversation.id) };
      } catch (err) {
        if (!(err instanceof ReplyBusError)) throw err;
        request.log.warn({ err }, 'could not send a stop');
        throw serviceUnavailable(
          'The reply could not be stopped just now (the servers cannot reach each other). Please try again.',
        );
      }
    },
  );
};

/**
 * Reads one attachment into memory, refusing the message (413) as soon as its files pass their
 * total, `room` being what is left of it; a file cut at the parser's 10 MB limit is refused too,
 * never used as if it were whole.
 */
async function readAttachment(
  app: FastifyInstance,
  part: MultipartFile,
  room: number,
): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of part.file as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > room) throw new HttpError(413, CHAT_FILES_TOO_LARGE);
    chunks.push(chunk);
  }
  if (part.file.truncated) throw new app.multipartErrors.RequestFileTooLargeError();
  return Buffer.concat(chunks, size);
}

/** Ends a connection after its pending output, and destroys it after the grace whatever the peer does. */
function closeSoon(socket: Socket | null): void {
  if (!socket || socket.destroyed) return;
  const timer = setTimeout(() => socket.destroy(), SHUTDOWN_SOCKET_GRACE_MS);
  socket.once('close', () => clearTimeout(timer));
  socket.end();
}
