import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/harness.js';

interface Line {
  level: number;
  msg: string;
  reqId?: string;
  req?: { method: string; url: string };
  res?: { statusCode: number };
  responseTime?: number;
}

const lines: Line[] = [];
const stream = new Writable({
  write(chunk, _encoding, done) {
    for (const text of String(chunk).split('\n')) if (text) lines.push(JSON.parse(text));
    done();
  },
});
const INFO = 30;
const DEBUG = 20;

async function appAt(level: string) {
  return createTestApp({ logger: { level, stream } });
}

const requestLines = () => lines.filter((l) => l.req || l.msg === 'request completed');

let info: FastifyInstance;
let debug: FastifyInstance;
beforeAll(async () => {
  info = await appAt('info');
  debug = await appAt('debug');
});
afterAll(async () => {
  await info.close();
  await debug.close();
});
beforeEach(() => {
  lines.length = 0;
});

describe('the request log', () => {
  it('writes one line per request, with method, URL, status and time', async () => {
    const res = await info.inject({ method: 'GET', url: '/api/auth/me?x=1' });
    expect(res.statusCode).toBe(401);
    expect(requestLines()).toEqual([
      expect.objectContaining({
        level: INFO,
        msg: 'request completed',
        reqId: res.headers['x-request-id'],
        req: expect.objectContaining({ method: 'GET', url: '/api/auth/me?x=1' }),
        res: { statusCode: 401 },
        responseTime: expect.any(Number),
      }),
    ]);
  });

  it('keeps unknown paths, health probes and scrapes out of the info log', async () => {
    for (const url of ['/api/no-such-thing', '/api/health/live', '/api/health', '/metrics']) {
      await info.inject({ method: 'GET', url });
    }
    expect(requestLines()).toEqual([]);
  });

  it('still has them, and the incoming line, at debug level', async () => {
    await debug.inject({ method: 'GET', url: '/api/no-such-thing' });
    await debug.inject({ method: 'GET', url: '/api/health/live' });
    const seen = requestLines().map((l) => [l.level, l.msg, l.req?.url]);
    expect(seen).toEqual([
      [DEBUG, 'incoming request', '/api/no-such-thing'],
      [DEBUG, 'request completed', '/api/no-such-thing'],
      [DEBUG, 'incoming request', '/api/health/live'],
      [DEBUG, 'request completed', '/api/health/live'],
    ]);
  });
});
