import { CHAT_MAX_FILES, type ChatStreamEvent, chatFieldsSchema } from '@facet/contracts';
import type { FastifyPluginAsync } from 'fastify';
import {
  type CheckedFile,
  checkChatFile,
  type IncomingFile,
} from '../../extract/chat-attachments.js';
import { badRequest } from '../../lib/http-error.js';
import { actingUser } from '../../plugins/auth.js';
import type { ChatService } from './chat.service.js';

const HEARTBEAT_MS = 15_000;

/** `POST /api/chat`: multipart in, `text/event-stream` of chunk / complete / error events out. */
export const chatRoutes: FastifyPluginAsync<{ chat: ChatService }> = async (app, { chat }) => {
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

    const prepared = await chat.prepare(user, parsed.data, files, controller.signal);

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

    const send = async (event: ChatStreamEvent) => {
      if (controller.signal.aborted || res.destroyed) return;
      if (!res.write(`data: ${JSON.stringify(event)}\n\n`)) {
        await new Promise<void>((resolve) => {
          const done = () => {
            res.off('drain', done);
            res.off('close', done);
            resolve();
          };
          res.once('drain', done);
          res.once('close', done);
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
    } finally {
      clearInterval(heartbeat);
      reply.raw.off('close', onClose);
      if (!res.destroyed) res.end();
    }
  });
};
