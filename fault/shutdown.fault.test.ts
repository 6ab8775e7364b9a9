import { randomBytes } from 'node:crypto';
import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { FakeOpenAI } from '../apps/server/src/test/fake-openai.js';
import {
  client,
  type DataTarget,
  freshData,
  ServerProcess,
  signUp,
  until,
} from './support/server.js';

// A deploy or restart (SIGTERM) while clients hold their connections open: an idle keep-alive
// connection, a chat mid-reply whose client never closes its end, and a download whose client
// stopped reading. The server must save the reply, send its last event and exit 0 at once, not at
// its 10-second force-exit (which exits 1).

const SHUTDOWN_MESSAGE =
  'Facet is restarting. Your message and the reply so far are saved; ask again in a moment to continue.';

const kind = inject('database');
const fake = new FakeOpenAI();
let data: DataTarget;
let server: ServerProcess | undefined;
const sockets: Socket[] = [];

beforeAll(async () => {
  await fake.start();
  data = await freshData(kind);
});
afterAll(async () => {
  for (const socket of sockets) socket.destroy();
  if (server && server.child.exitCode === null) await server.kill();
  await data?.remove();
  await fake.stop();
});

/** A raw keep-alive connection that never closes its end; `paused` stops reading after the first bytes. */
function rawClient(port: number, request: string | Buffer[], options: { paused?: boolean } = {}) {
  const socket = connect({ host: '127.0.0.1', port, allowHalfOpen: true });
  sockets.push(socket);
  let text = '';
  socket.setEncoding('latin1');
  const onData = (chunk: string) => {
    text += chunk;
    if (options.paused) {
      socket.off('data', onData);
      socket.pause();
    }
  };
  socket.on('data', onData);
  socket.on('end', () => {});
  socket.on('error', () => {});
  for (const part of typeof request === 'string' ? [request] : request) socket.write(part);
  return { text: () => text };
}

describe(`SIGTERM with clients holding their connections (${kind})`, () => {
  it('saves the reply, sends its last event and exits 0 without waiting for the clients', async () => {
    server = await ServerProcess.start(data, {
      OPENAI_API_KEY: 'test-key',
      OPENAI_BASE_URL: fake.baseURL,
    });
    const { port } = server;
    const member = await signUp(server.baseUrl);

    // A file large enough that a client which stops reading leaves the server waiting.
    const big = Buffer.alloc(9 * 1024 * 1024, 'Strengths: strategic, learner, achiever.\n');
    const form = new FormData();
    form.append('psychometric', new Blob([new Uint8Array(big)]), 'big-report.txt');
    const uploaded = await fetch(`${server.baseUrl}/api/upload/psychometric`, {
      method: 'POST',
      headers: { authorization: `Bearer ${member.token}` },
      body: form,
    });
    expect(uploaded.status).toBe(201);
    const fileId = (await uploaded.json()).files[0].id as string;

    // 1. An idle keep-alive connection.
    const idle = rawClient(
      port,
      `GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n\r\n`,
    );
    // 2. A download whose client stops reading after the first bytes.
    const stuck = rawClient(
      port,
      `GET /api/upload/files/${fileId}/download HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\nAuthorization: Bearer ${member.token}\r\n\r\n`,
      { paused: true },
    );
    // 3. A chat mid-reply (a slow stream) whose client never closes its end.
    fake.behaviour = {
      kind: 'stream',
      chunks: Array.from({ length: 2000 }, (_, i) => `word${i} `),
      delayMs: 50,
    };
    const sessionId = `sigterm-${randomBytes(4).toString('hex')}`;
    const chatForm = new FormData();
    chatForm.append('sessionId', sessionId);
    chatForm.append('agentId', '1');
    chatForm.append('content', 'Tell me everything.');
    const body = new Response(chatForm);
    const payload = Buffer.from(await body.arrayBuffer());
    const chat = rawClient(port, [
      Buffer.from(
        [
          'POST /api/chat HTTP/1.1',
          'Host: 127.0.0.1',
          'Connection: keep-alive',
          `Authorization: Bearer ${member.token}`,
          `Content-Type: ${body.headers.get('content-type')}`,
          `Content-Length: ${payload.length}`,
          '',
          '',
        ].join('\r\n'),
      ),
      payload,
    ]);
    await until(
      async () =>
        idle.text().includes('"ok"') && stuck.text().length > 0 && chat.text().includes('word3 '),
      (ready) => ready,
      'every client to be connected and served',
    );

    const { code, ms } = await server.stop();
    console.log(
      `SIGTERM with 3 open connections (${kind}): exit ${code} after ${Math.round(ms)} ms`,
    );
    expect(code, server.log).toBe(0);
    // Under the 10-second force-exit, which would have exited 1.
    expect(ms).toBeLessThan(10_000);
    expect(server.log).not.toContain('shutdown timed out');

    // The chat client got the last event; the reply so far is saved.
    const events = (chat.text().match(/^data: .*$/gm) ?? []).map((line) =>
      JSON.parse(line.slice(6)),
    );
    expect(events.at(-1)).toEqual({ type: 'error', error: SHUTDOWN_MESSAGE });
    const streamed = events
      .filter((e) => e.type === 'chunk')
      .map((e) => e.delta)
      .join('');
    server = await ServerProcess.start(data, {});
    const messages = (
      await client(() => server?.baseUrl ?? '', member.token).get(`/api/messages/${sessionId}`)
    ).json.messages as Array<{ role: string; content: string; status: string }>;
    expect(messages.map((m) => [m.role, m.status])).toEqual([
      ['user', 'complete'],
      ['assistant', 'incomplete'],
    ]);
    expect(messages[1]?.content).toBe(streamed);
    const stopped = await server.stop();
    expect(stopped.code).toBe(0);
  });
});
