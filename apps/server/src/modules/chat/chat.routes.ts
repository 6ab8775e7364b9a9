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
import { badRequest, HttpError } from '../../lib/http-error.js';
import { acceptMultipart, readParts } from '../../lib/multipart.js';
import { actingUser } from '../../plugins/auth.js';
import type { ConversationsService } from '../conversations/conversations.service.js';
import type { ChatFields } from './chat.service.js';
import type { EventStream, ReplyRuns } from './reply-run.js';

const HEARTBEAT_MS = 15_000;
/**
 * On shutdown, how long a client gets to take the stream's last event (and to close its end of
 * the connection) before its socket is destroyed: a client that stopped reading, or keeps its
 * connection open, must not hold the shutdown.
 */
export const SHUTDOWN_SOCKET_GRACE_MS = 500;

// The messages a reply's stream ends with, where the tests and callers have always found them.
export {
  type ChatLimits,
  chatRateMessage,
  REPLY_TIME_LIMIT_MS,
  RESTARTING_MESSAGE,
  RESUME_RESTART_MESSAGE,
  repliesInFlightMessage,
  SHUTDOWN_MESSAGE,
  TIME_LIMIT_MESSAGE,
} from './reply-run.js';

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
        if (signal.reason === 'shutdown') grace = setTimeout(done, SHUTDOWN_SOCKET_GRACE_MS);
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
 * Pipes a stream of events to the client as `text/event-stream`, then ends the response. The
 * stream is read to its end even when the client has left: a reply goes on without its client.
 * On shutdown the connection ends with the stream, so closing never waits for a client's
 * keep-alive: the last event is flushed and the end sent, then the socket is destroyed once the
 * client has had a moment to read it (at once if it closes its end first).
 */
async function pipeEvents(
  reply: FastifyReply,
  events: EventStream,
  closing: () => boolean,
): Promise<void> {
  const res = openEventStream(reply);
  const writer = eventWriter(res, events.signal);
  try {
    for await (const event of events) await writer.send(event);
  } finally {
    writer.stop();
    if (!res.destroyed) res.end();
    if (closing()) closeSoon(res.socket);
  }
}

/**
 * The chat calls (the reply's life is in reply-run.ts; these only read requests and pipe events):
 * - `POST /api/chat`: multipart in, `text/event-stream` of chunk / complete / error events out.
 *   The reply goes on when its client goes away (a reload, a lost network), so it can be resumed.
 * - `GET /api/chat/{sessionId}/stream`: the reply in progress of the member's conversation, from
 *   whichever instance writes it: a `snapshot` of the text so far, then chunks, then complete or
 *   error; 204 when no reply is in progress (the saved messages are then the whole story).
 * - `POST /api/chat/{sessionId}/stop`: stops the conversation's reply, wherever it is written;
 *   the reply keeps what was streamed (status incomplete).
 */
export const chatRoutes: FastifyPluginAsync<{
  runs: ReplyRuns;
  conversations: Pick<ConversationsService, 'requireConversation'>;
}> = async (app, { runs, conversations }) => {
  await acceptMultipart(app);
  app.addHook('preClose', () => runs.close());
  const closing = () => runs.closing;

  app.post('/api/chat', { onRequest: app.authenticate }, async (request, reply) => {
    const user = actingUser(request);
    if (!request.isMultipart()) {
      throw badRequest(
        'Send the message as multipart/form-data (fields content, sessionId, agentId, files).',
      );
    }
    // Budgets first: a refused message costs no reading of its files and saves nothing.
    const slot = await runs.admit(user.id);
    try {
      const { fields, files } = await readChatForm(app, request);
      await pipeEvents(reply, await runs.start(user, fields, files, slot), closing);
    } finally {
      slot.release();
    }
  });

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
      const stream = await runs.follow(user.id, conversation.id);
      if (!stream) return reply.status(204).send();
      // Here the client leaving ends only this stream, never the reply.
      reply.raw.once('close', stream.leave);
      await pipeEvents(reply, stream, closing);
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
      return { message: await runs.stop(user.id, conversation.id) };
    },
  );
};

/**
 * Reads the message's fields and files, checking the limits as the parts arrive, never after: a
 * file past the count is refused before a byte of it is read, and the files' total as they
 * stream, so one request holds at most the allowed files in memory.
 */
async function readChatForm(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<{ fields: ChatFields; files: CheckedFile[] }> {
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
      parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })),
    );
  }
  const files: CheckedFile[] = [];
  for (const file of incoming) files.push(await checkChatFile(file, app.extraction));
  return { fields: parsed.data, files };
}

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
