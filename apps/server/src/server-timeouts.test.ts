import net, { type AddressInfo } from 'node:net';
import { errorBodySchema } from '@facet/contracts';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { createOfflineCoach } from './ai/offline-coach.js';
import { DEFAULT_SERVER_TIMEOUTS, type ServerTimeouts } from './app.js';
import { bearer, createTestApp, signUp } from './test/harness.js';
import { multipartBody, parseSse } from './test/multipart.js';

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

async function listening(timeouts: Partial<ServerTimeouts>, wordDelayMs = 0) {
  app = await createTestApp({
    serverTimeouts: timeouts,
    coach: createOfflineCoach({ wordDelayMs }),
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, port: (app.server.address() as AddressInfo).port };
}

/**
 * Opens a raw connection, writes `first`, then one byte of `rest` every 50 ms for as long as the
 * server keeps the connection open. Resolves with everything the server sent once it closes.
 */
function trickle(port: number, first: string, rest: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let answer = '';
    let at = 0;
    const timer = setInterval(() => {
      if (socket.writable) socket.write(rest[at++ % rest.length] ?? 'x');
    }, 50);
    socket.on('data', (data) => {
      answer += data.toString('utf8');
    });
    socket.on('close', () => {
      clearInterval(timer);
      resolve(answer);
    });
    socket.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'ECONNRESET' && error.code !== 'EPIPE') reject(error);
    });
    socket.write(first);
  });
}

function expect408(answer: string) {
  const [head = '', body = ''] = answer.split('\r\n\r\n');
  expect(head).toMatch(/^HTTP\/1\.1 408 /);
  expect(errorBodySchema.strict().parse(JSON.parse(body)).error).toMatch(/took too long/);
}

describe('server timeouts', () => {
  it('sets header, request, idle and keep-alive timeouts on the server', async () => {
    const { app } = await listening({});
    expect(app.server.headersTimeout).toBe(DEFAULT_SERVER_TIMEOUTS.headersTimeout);
    expect(app.server.requestTimeout).toBe(DEFAULT_SERVER_TIMEOUTS.requestTimeout);
    expect(app.server.timeout).toBe(DEFAULT_SERVER_TIMEOUTS.connectionTimeout);
    expect(app.server.keepAliveTimeout).toBe(DEFAULT_SERVER_TIMEOUTS.keepAliveTimeout);
    for (const value of Object.values(DEFAULT_SERVER_TIMEOUTS)) expect(value).toBeGreaterThan(0);
    expect(DEFAULT_SERVER_TIMEOUTS.headersTimeout).toBeLessThanOrEqual(
      DEFAULT_SERVER_TIMEOUTS.requestTimeout,
    );
  });

  it('closes a connection that trickles its headers, with a 408 in the error shape', async () => {
    const { port } = await listening({ headersTimeout: 500, checkIntervalMs: 100 });
    const answer = await trickle(port, 'GET /api/health HTTP/1.1\r\nHost: x\r\n', 'X-Slow: a\r\n');
    expect408(answer);
  });

  it('closes a connection that trickles its body, with a 408 in the error shape', async () => {
    const { port } = await listening({
      headersTimeout: 300,
      requestTimeout: 600,
      checkIntervalMs: 100,
    });
    const answer = await trickle(
      port,
      'POST /api/auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n' +
        'Content-Length: 100000\r\n\r\n',
      ' ',
    );
    expect408(answer);
  });

  it('does not cut a chat reply that streams for longer than the request timeout', async () => {
    // The request timeout covers receiving the request; the reply streams for longer than it.
    const { app, port } = await listening(
      { headersTimeout: 200, requestTimeout: 400, checkIntervalMs: 100 },
      40,
    );
    const account = await signUp(app);
    const { payload, headers } = await multipartBody({
      sessionId: `timeouts-${Date.now()}`,
      content:
        'I want to move from engineering into product management within a year. What should I do first, and how do I show my impact?',
    });
    const started = Date.now();
    const res = await fetch(`http://127.0.0.1:${port}/api/chat`, {
      method: 'POST',
      headers: { ...headers, ...bearer(account.token) },
      body: new Uint8Array(payload),
    });
    expect(res.status).toBe(200);
    const events = parseSse(await res.text());
    // Guards the premise (the stream outlived the request timeout), not a speed.
    expect(Date.now() - started).toBeGreaterThan(400 + 100);
    expect(events.at(-1)?.type).toBe('complete');
    expect(events.filter((e) => e.type === 'chunk').length).toBeGreaterThan(10);
  });
});
