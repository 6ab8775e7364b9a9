import { CHAT_MAX_FILES, type ChatStreamEvent, chatFieldsSchema } from '@facet/contracts';
import type { FastifyPluginAsync } from 'fastify';
import {
  type CheckedFile,
  checkChatFile,
  type IncomingFile,
} from '../../extract/chat-attachments.js';
import { badRequest, serviceUnavailable } from '../../lib/http-error.js';
import { actingUser } from '../../plugins/auth.js';
import type { ChatService, PreparedChat } from './chat.service.js';

const HEARTBEAT_MS = 15_000;

/** Why a stream was cut short when the server shuts down (a deploy, a restart). */
const SHUTDOWN = Symbol('shutdown');
export const SHUTDOWN_MESSAGE =
  'Facet is restarting. Your message and the reply so far are saved; ask again in a moment to continue.';
/** A message that arrived as the shutdown began: not saved, so the client keeps its text. */
export const RESTARTING_MESSAGE =
  'Facet is restarting. Please send your message again in a moment.';
/** A message saved just as the shutdown began, before its reply could start. */
const SAVED_NOT_ANSWERED_MESSAGE =
  'Facet is restarting. Your message is saved; ask again in a moment for a reply.';

/** `POST /api/chat`: multipart in, `text/event-stream` of chunk / complete / error events out. */
export const chatRoutes: FastifyPluginAsync<{ chat: ChatService }> = async (app, { chat }) => {
  // Streams in flight. On shutdown each one stops its provider call, saves what was streamed and
  // tells its client, instead of being cut off (or waited for) while the server closes.
  const streams = new Set<AbortController>();
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
    for (const controller of streams) controller.abort(SHUTDOWN);
  });

  app.post('/api/chat', { onRequest: app.authenticate }, async (request, reply) => {
    const user = actingUser(request);
    if (!request.isMultipart()) {
      throw badRequest(
        'Send the message as multipart/form-data (fields content, sessionId, agentId, files).',
      );
    }

    const raw: Record<string, string> = {};
    const incoming: IncomingFile[] = [];
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        // toBuffer stops at the 10 MB limit with a 413; the body is never buffered beyond it.
        const buffer = await part.toBuffer();
        if (part.fieldname === 'files') incoming.push({ name: part.filename ?? '', buffer });
      } else if (typeof part.value === 'string') {
        raw[part.fieldname] = part.value;
      }
    }
    if (incoming.length > CHAT_MAX_FILES) {
      throw badRequest(`You can attach at most ${CHAT_MAX_FILES} files to one message.`);
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
    for (const file of incoming) files.push(await checkChatFile(file));

    // The provider call is aborted the moment the client goes away.
    const controller = new AbortController();
    const onClose = () => {
      if (!reply.raw.writableFinished) controller.abort();
    };
    reply.raw.on('close', onClose);

    // A message still arriving when closing began (its body was being read) is not started.
    if (closing) {
      reply.raw.off('close', onClose);
      throw serviceUnavailable(RESTARTING_MESSAGE);
    }
    streams.add(controller);
    let prepared: PreparedChat;
    try {
      prepared = await chat.prepare(user, parsed.data, files, controller.signal);
      // Closing began while the message was being saved: it is kept, but no reply starts now.
      if (controller.signal.reason === SHUTDOWN)
        throw serviceUnavailable(SAVED_NOT_ANSWERED_MESSAGE);
    } catch (error) {
      streams.delete(controller);
      reply.raw.off('close', onClose);
      throw error;
    }

    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
      'x-content-type-options': 'nosniff',
      'x-request-id': request.id,
    });
    res.flushHeaders();

    // A shutdown aborts the provider call but still owes the client its last event.
    const clientGone = () =>
      res.destroyed || (controller.signal.aborted && controller.signal.reason !== SHUTDOWN);
    const send = async (event: ChatStreamEvent) => {
      if (clientGone()) return;
      if (!res.write(`data: ${JSON.stringify(event)}\n\n`)) {
        // A client that stops reading must not hold the stream (or a shutdown) forever.
        await new Promise<void>((resolve) => {
          const done = () => {
            res.off('drain', done);
            res.off('close', done);
            controller.signal.removeEventListener('abort', done);
            resolve();
          };
          res.once('drain', done);
          res.once('close', done);
          controller.signal.addEventListener('abort', done, { once: true });
        });
      }
    };
    const heartbeat = setInterval(() => {
      if (!res.destroyed) res.write(': keep-alive\n\n');
    }, HEARTBEAT_MS);

    try {
      const outcome = await chat.stream(user, prepared, (delta) => send({ type: 'chunk', delta }));
      if (outcome.kind === 'complete') await send({ type: 'complete', message: outcome.message });
      if (outcome.kind === 'error') await send({ type: 'error', error: outcome.error });
      if (outcome.kind === 'aborted' && controller.signal.reason === SHUTDOWN) {
        await send({ type: 'error', error: SHUTDOWN_MESSAGE });
      }
    } finally {
      streams.delete(controller);
      clearInterval(heartbeat);
      reply.raw.off('close', onClose);
      if (!res.destroyed) res.end();
      // The server stopped closing idle connections when close() began; this one ends with the
      // stream so the shutdown does not wait for the client's keep-alive to expire.
      if (closing) res.socket?.end();
    }
  });
};
