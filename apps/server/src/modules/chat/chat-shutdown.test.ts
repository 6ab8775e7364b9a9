import { randomUUID } from 'node:crypto';
import { Agent, request as httpRequest } from 'node:http';
import { type AddressInfo, connect, type Socket } from 'node:net';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Coach } from '../../ai/coach.js';
import { createLlmCoach } from '../../ai/llm-coach.js';
import { createOfflineCoach } from '../../ai/offline-coach.js';
import { conversations, messages } from '../../db/schema/conversations.js';
import { FakeOpenAI } from '../../test/fake-openai.js';
import { createTestApp, signUp, testDatabase } from '../../test/harness.js';
import { multipartBody, parseSse } from '../../test/multipart.js';
import { SHUTDOWN_MESSAGE } from './chat.routes.js';

const fake = new FakeOpenAI();
beforeAll(() => fake.start());
afterAll(() => fake.stop());

/** An app of its own, listening on 127.0.0.1, since these tests close it. */
async function startApp(coach: Coach): Promise<{ app: FastifyInstance; port: number }> {
  const app = await createTestApp({ coach });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, port: (app.server.address() as AddressInfo).port };
}

/**
 * Sends a chat over a keep-alive connection that the client never closes by itself (browsers keep
 * idle sockets for minutes), so a server that waited for idle connections would never finish
 * closing. `onText` sees the body as it grows; the promise gives the whole body.
 */
async function streamChat(
  port: number,
  token: string,
  fields: Record<string, string>,
  onText: (text: string) => void,
): Promise<string> {
  const { payload, headers } = await multipartBody(fields);
  const agent = new Agent({ keepAlive: true });
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/chat',
        agent,
        headers: { ...headers, authorization: `Bearer ${token}` },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          text += chunk;
          onText(text);
        });
        res.on('end', () => resolve(text));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

async function storedMessages(userId: string, sessionId: string) {
  const { db } = await testDatabase();
  const [conversation] = await db
    .select()
    .from(conversations)
    .where(and(eq(conversations.userId, userId), eq(conversations.sessionId, sessionId)));
  if (!conversation) return [];
  const rows = await db
    .select()
    .from(messages)
    .where(eq(messages.conversationId, conversation.id))
    .orderBy(asc(messages.seq));
  return rows.map((m) => [m.role, m.content, m.status]);
}

describe('chat during a shutdown', () => {
  it('a stream in flight stops its provider call, keeps the partial reply and tells the client', async () => {
    const { app, port } = await startApp(
      createLlmCoach({ provider: 'openai', apiKey: 'test-key', baseURL: fake.baseURL }),
    );
    const alice = await signUp(app, { firstName: 'Alice' });
    fake.requests.length = 0;
    fake.behaviour = { kind: 'hang', chunks: ['Here is a first', ' thought'] };
    const sessionId = `shutdown-${randomUUID().slice(0, 8)}`;

    // The provider never finishes; closing must neither wait for it nor for the idle connection.
    let closed: Promise<void> | undefined;
    const body = await streamChat(
      port,
      alice.token,
      { sessionId, agentId: '1', content: 'A long question' },
      (text) => {
        if (!closed && text.includes(' thought')) closed = app.close();
      },
    );
    await closed;

    expect(parseSse(body).at(-1)).toEqual({ type: 'error', error: SHUTDOWN_MESSAGE });
    expect(await fake.requests.find((r) => r.body.stream)?.aborted).toBe(true);
    expect(await storedMessages(alice.user.id, sessionId)).toEqual([
      ['user', 'A long question', 'complete'],
      ['assistant', 'Here is a first thought', 'incomplete'],
    ]);
  });

  it('a reply already streamed still completes when the shutdown comes during its follow-up', async () => {
    const offline = createOfflineCoach({ wordDelayMs: 0 });
    let followUpStarted: () => void = () => {};
    const inFollowUp = new Promise<void>((resolve) => {
      followUpStarted = resolve;
    });
    // Like the LLM coach, the follow-up gives up when the request's signal aborts.
    const coach: Coach = {
      ...offline,
      async *streamReply() {
        yield 'All of';
        yield ' this reply.';
      },
      async followUp(request, reply, wantTitle) {
        followUpStarted();
        await new Promise((resolve) => request.signal.addEventListener('abort', resolve));
        return offline.followUp(request, reply, wantTitle);
      },
    };
    const { app, port } = await startApp(coach);
    const alice = await signUp(app);
    const sessionId = `shutdown-${randomUUID().slice(0, 8)}`;

    const body = streamChat(port, alice.token, { sessionId, content: 'Quick one' }, () => {});
    await inFollowUp;
    await app.close();

    const events = parseSse(await body);
    expect(events.filter((e) => e.type === 'chunk').map((e) => e.delta)).toEqual([
      'All of',
      ' this reply.',
    ]);
    const last = events.at(-1);
    expect(last?.type).toBe('complete');
    expect(await storedMessages(alice.user.id, sessionId)).toEqual([
      ['user', 'Quick one', 'complete'],
      ['assistant', 'All of this reply.', 'complete'],
    ]);
  });
});

/**
 * A raw HTTP/1.1 client on a keep-alive connection that never closes its end, even after the
 * server's (a browser keeps idle sockets for minutes). `paused` stops reading from the start, like
 * a client whose buffers are full.
 */
async function rawChat(
  port: number,
  token: string,
  fields: Record<string, string>,
  options: { paused?: boolean } = {},
): Promise<{ socket: Socket; text: () => string; ended: Promise<void> }> {
  const { payload, headers } = await multipartBody(fields);
  const socket = connect({ host: '127.0.0.1', port, allowHalfOpen: true });
  let text = '';
  socket.setEncoding('utf8');
  if (options.paused) socket.pause();
  else socket.on('data', (chunk: string) => (text += chunk));
  // The server's end of the connection: this client never closes its own.
  const ended = new Promise<void>((resolve) => {
    socket.once('end', () => resolve());
    socket.once('error', () => resolve());
  });
  await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
  socket.write(
    [
      'POST /api/chat HTTP/1.1',
      `Host: 127.0.0.1:${port}`,
      'Connection: keep-alive',
      `Authorization: Bearer ${token}`,
      `Content-Type: ${headers['content-type']}`,
      `Content-Length: ${payload.length}`,
      '',
      '',
    ].join('\r\n'),
  );
  socket.write(payload);
  return { socket, text: () => text, ended };
}

/** A coach that streams `first`, then 64 KB chunks as fast as they are taken, until aborted. */
function floodingCoach(first: string): { coach: Coach; yielded: () => number } {
  let count = 0;
  const offline = createOfflineCoach({ wordDelayMs: 0 });
  const coach: Coach = {
    ...offline,
    async *streamReply(request) {
      yield first;
      count += 1;
      while (!request.signal.aborted) {
        yield 'x'.repeat(64 * 1024);
        count += 1;
      }
    },
  };
  return { coach, yielded: () => count };
}

async function until(ok: () => boolean | Promise<boolean>): Promise<void> {
  while (!(await ok())) await new Promise((r) => setTimeout(r, 20));
}

describe('a shutdown never waits on a client that keeps its connection', () => {
  it('a stream whose client never closes its end: last event, reply saved, socket closed, close() returns', async () => {
    // A coach still streaming when the shutdown comes (the offline coach, a word every 15 ms).
    const { app, port } = await startApp(createOfflineCoach({ wordDelayMs: 15 }));
    const alice = await signUp(app);
    const sessionId = `shutdown-${randomUUID().slice(0, 8)}`;
    const client = await rawChat(port, alice.token, { sessionId, content: 'Think slowly' });
    // Another keep-alive connection, idle after its request, also held open by its client.
    const idle = connect({ host: '127.0.0.1', port, allowHalfOpen: true });
    let idleText = '';
    idle.setEncoding('utf8');
    idle.on('data', (chunk: string) => (idleText += chunk));
    idle.on('end', () => {});
    idle.write(`GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n\r\n`);
    await until(() => client.text().includes('"chunk"') && idleText.includes('"ok"'));

    // close() returning means the server holds no connection any more.
    await app.close();
    await client.ended;

    const events = (client.text().match(/^data: .*$/gm) ?? []).map((line) =>
      JSON.parse(line.slice('data: '.length)),
    );
    expect(events.at(-1)).toEqual({ type: 'error', error: SHUTDOWN_MESSAGE });
    const streamed = events
      .filter((e) => e.type === 'chunk')
      .map((e) => e.delta)
      .join('');
    expect(streamed).not.toBe('');
    expect(await storedMessages(alice.user.id, sessionId)).toEqual([
      ['user', 'Think slowly', 'complete'],
      ['assistant', streamed, 'incomplete'],
    ]);
    idle.destroy();
  });

  it('a stream whose client stopped reading: the reply so far is saved and close() returns', async () => {
    const { coach, yielded } = floodingCoach('Start. ');
    const { app, port } = await startApp(coach);
    const bob = await signUp(app);
    const sessionId = `shutdown-${randomUUID().slice(0, 8)}`;
    const client = await rawChat(
      port,
      bob.token,
      { sessionId, content: 'Flood me' },
      { paused: true },
    );
    // Far more than the socket buffers hold: the server is left waiting for the client to read.
    await until(() => yielded() >= 16);

    // close() returning means the server holds no connection any more, this one included.
    await app.close();

    const rows = await storedMessages(bob.user.id, sessionId);
    expect(rows[0]).toEqual(['user', 'Flood me', 'complete']);
    expect(rows[1]?.[0]).toBe('assistant');
    expect(String(rows[1]?.[1]).startsWith('Start. xxxx')).toBe(true);
    expect(rows[1]?.[2]).toBe('incomplete');
    client.socket.destroy();
  });
});
