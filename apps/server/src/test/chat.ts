import type { Conversation, Message } from '@facet/contracts';
import type { FastifyInstance } from 'fastify';
import { bearer } from './harness.js';
import { type multipartBody, parseSse, postMultipart } from './multipart.js';

export type ChatFiles = Parameters<typeof multipartBody>[1];

/** Sends one chat message the way the browser does (multipart, bearer token); the raw response. */
export async function sendChat(
  app: FastifyInstance,
  token: string,
  fields: Record<string, string>,
  files: ChatFiles = [],
) {
  return postMultipart(app, token, '/api/chat', fields, files);
}

/** A chat stream read: its events, the text its chunks streamed, and its complete event. */
export function readSse(body: string) {
  const events = parseSse(body);
  return {
    events,
    text: events
      .filter((e) => e.type === 'chunk')
      .map((e) => e.delta)
      .join(''),
    complete: events.find((e) => e.type === 'complete'),
  };
}

/** Sends one message and reads its stream. */
export async function chatTurn(
  app: FastifyInstance,
  token: string,
  fields: Record<string, string>,
  files: ChatFiles = [],
) {
  const res = await sendChat(app, token, fields, files);
  return { res, ...readSse(res.body) };
}

/** A message as the API lists it, with `attachments` typed as the JSON text tests parse. */
export type ListedMessage = Omit<Message, 'attachments'> & { attachments: string };

/** The conversation's messages, as the API lists them. */
export async function messagesOf(
  app: FastifyInstance,
  token: string,
  sessionId: string,
): Promise<ListedMessage[]> {
  const res = await app.inject({
    method: 'GET',
    url: `/api/messages/${sessionId}`,
    headers: bearer(token),
  });
  return res.json().messages;
}

/** The conversation, as the API shows it. */
export async function conversationOf(
  app: FastifyInstance,
  token: string,
  sessionId: string,
): Promise<Conversation> {
  const res = await app.inject({
    method: 'GET',
    url: `/api/conversations/${sessionId}`,
    headers: bearer(token),
  });
  return res.json().conversation;
}
