import net, { type AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { errorBodySchema } from '@facet/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createOfflineCoach } from './ai/offline-coach.js';
import { bearer, buildTestApp, signUp, type TestAccount } from './test/harness.js';
import { multipartBody } from './test/multipart.js';

/** The four routes that read multipart bodies, with the field each expects its file in. */
const ROUTES = [
  { url: '/api/chat', field: 'files' },
  { url: '/api/upload/cv', field: 'cv' },
  { url: '/api/upload/psychometric', field: 'psychometric' },
  { url: '/api/auth/linkedin/import', field: 'file' },
] as const;

class ErrorLines extends Writable {
  readonly lines: Array<{ level: number; msg: string }> = [];
  override _write(chunk: Buffer, _encoding: string, done: () => void) {
    for (const line of chunk.toString('utf8').split('\n')) {
      if (line.trim()) this.lines.push(JSON.parse(line));
    }
    done();
  }
  get errors() {
    return this.lines.filter((line) => line.level >= 50);
  }
}

const log = new ErrorLines();
let app: FastifyInstance;
let account: TestAccount;
let port: number;

/** Requests on the multipart routes that arrived, and those whose handler has answered. */
let startedRequests = 0;
let handledRequests = 0;
const isMultipartRoute = (url: string) => ROUTES.some((route) => route.url === url);

beforeAll(async () => {
  app = await buildTestApp({
    coach: createOfflineCoach({ wordDelayMs: 0 }),
    logger: { level: 'warn', stream: log },
  });
  app.addHook('onRequest', async (request) => {
    if (isMultipartRoute(request.url)) startedRequests++;
  });
  app.addHook('onSend', async (request) => {
    if (isMultipartRoute(request.url)) handledRequests++;
  });
  // Stands for any await before the handler reads the body (a database call, say): the request
  // marked so is held here until its client has gone.
  app.addHook('preHandler', async (request) => {
    if (!request.headers['x-test-hold-until-dropped']) return;
    if (!request.raw.destroyed) await new Promise((resolve) => request.raw.once('close', resolve));
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as AddressInfo).port;
  account = await signUp(app);
});
afterAll(() => app.close());

/** A well-formed body for the route: a text file, or a ZIP-looking file for the LinkedIn import. */
async function validBody(field: string) {
  const zip = field === 'file';
  const content = Buffer.concat([
    Buffer.from(zip ? [0x50, 0x4b, 0x03, 0x04] : []),
    Buffer.from('Some words in a file.\n'.repeat(50)),
  ]);
  return multipartBody({ sessionId: 'mp-errors', content: 'Hello' }, [
    { name: zip ? 'export.zip' : 'notes.txt', content, field },
  ]);
}

async function post(url: string, payload: Buffer | string, contentType: string) {
  const res = await app.inject({
    method: 'POST',
    url,
    payload,
    headers: { 'content-type': contentType, ...bearer(account.token) },
  });
  const body = errorBodySchema.parse(res.json());
  return { status: res.statusCode, error: body.error };
}

describe('malformed multipart bodies get a 400/413 in the error shape on every multipart route', () => {
  for (const { url, field } of ROUTES) {
    it(`${url}: truncated, without its boundary, or with a boundary that never appears`, async () => {
      const { payload, headers } = await validBody(field);
      const type = headers['content-type'] as string;
      const before = log.errors.length;

      const cutInFile = await post(url, payload.subarray(0, payload.length - 40), type);
      expect(cutInFile.status).toBe(400);
      expect(cutInFile.error).toMatch(/cut short/);

      const cutInHeaders = await post(url, payload.subarray(0, 70), type);
      expect(cutInHeaders.status).toBe(400);

      const noBoundary = await post(url, payload, 'multipart/form-data');
      expect(noBoundary).toEqual({ status: 400, error: expect.stringMatching(/no boundary/) });

      const wrongBoundary = await post(url, payload, 'multipart/form-data; boundary=elsewhere');
      expect(wrongBoundary.status).toBe(400);

      const garbage = await post(url, 'not a form at all', type);
      expect(garbage.status).toBe(400);

      expect(log.errors.slice(before)).toEqual([]);
    });

    it(`${url}: too many fields or files`, async () => {
      const manyFields = await multipartBody(
        Object.fromEntries(Array.from({ length: 30 }, (_, i) => [`f${i}`, 'x'])),
      );
      const fields = await post(url, manyFields.payload, manyFields.headers['content-type'] ?? '');
      expect(fields.status).toBe(413);

      // Past the parser's file limit (or the route's own, whichever comes first): a clear 4xx.
      const manyFiles = await multipartBody(
        { sessionId: 'mp-errors' },
        Array.from({ length: 60 }, (_, i) => ({ name: `f${i}.txt`, content: 'x', field })),
      );
      const files = await post(url, manyFiles.payload, manyFiles.headers['content-type'] ?? '');
      expect([400, 409, 413, 415]).toContain(files.status);
    });
  }

  it('/api/chat: a text field over its size limit is a 413, not silently cut', async () => {
    const { payload, headers } = await multipartBody({
      sessionId: 'mp-errors',
      content: 'x'.repeat(300 * 1024),
    });
    const res = await post('/api/chat', payload, headers['content-type'] ?? '');
    expect(res).toEqual({ status: 413, error: 'The form field "content" is too large.' });
  });

  it('a field declared as JSON that is not JSON is a 400', async () => {
    const boundary = 'jsonfield';
    const payload =
      `--${boundary}\r\nContent-Disposition: form-data; name="sessionId"\r\n` +
      `Content-Type: application/json\r\n\r\n{not json\r\n--${boundary}--\r\n`;
    const res = await post('/api/chat', payload, `multipart/form-data; boundary=${boundary}`);
    expect(res.status).toBe(400);
  });
});

/** Sends `head` and `body` on a raw socket, then half-closes (end) or drops (destroy) it. */
function rawRequest(head: string, body: Buffer, finish: 'end' | 'destroy'): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let answer = '';
    socket.on('data', (data) => {
      answer += data.toString('utf8');
    });
    socket.on('close', () => resolve(answer));
    socket.on('error', (error: NodeJS.ErrnoException) =>
      error.code === 'ECONNRESET' ? resolve(answer) : reject(error),
    );
    socket.write(head);
    socket.write(body, () => {
      if (finish === 'end') socket.end();
      else setImmediate(() => socket.destroy());
    });
  });
}

function parseHttp(answer: string) {
  const [head = '', body = ''] = answer.split('\r\n\r\n');
  const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1]);
  return { status, head, body };
}

describe('a real connection that sends less than its Content-Length', () => {
  for (const { url, field } of ROUTES) {
    it(`${url}: ending early gets a 400 in the error shape; dropping logs no error`, async () => {
      const { payload, headers } = await validBody(field);
      const before = log.errors.length;
      const head =
        `POST ${url} HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${account.token}\r\n` +
        `Content-Type: ${headers['content-type']}\r\nContent-Length: ${payload.length + 500}\r\n\r\n`;

      const ended = parseHttp(await rawRequest(head, payload, 'end'));
      expect(ended.status).toBe(400);
      expect(ended.head).toMatch(/content-type: application\/json/i);
      const body = errorBodySchema.strict().parse(JSON.parse(ended.body));
      expect(body.error).toMatch(/shorter than its Content-Length|cut short/);

      // Half of the body, then the connection drops: nobody to answer, and not a server fault.
      const started = startedRequests;
      await rawRequest(head, payload.subarray(0, payload.length / 2), 'destroy');
      // The same, dropped before the handler starts reading.
      await rawRequest(
        head.replace('\r\n\r\n', '\r\nX-Test-Hold-Until-Dropped: 1\r\n\r\n'),
        payload.subarray(0, payload.length / 2),
        'destroy',
      );
      // Wait until the server has finished with both requests (every handler has answered).
      await vi.waitFor(
        () => {
          expect(startedRequests).toBeGreaterThan(started);
          expect(handledRequests).toBe(startedRequests);
        },
        { timeout: 20_000 },
      );
      expect(log.errors.slice(before)).toEqual([]);
      const health = await app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(200);
    });
  }

  it('a JSON route: ending early gets the same 400 in the error shape', async () => {
    const body = Buffer.from('{"email":"a@example.com","password":"secret"}');
    const head =
      'POST /api/auth/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n' +
      `Content-Length: ${body.length + 10}\r\n\r\n`;
    const ended = parseHttp(await rawRequest(head, body, 'end'));
    expect(ended.status).toBe(400);
    expect(errorBodySchema.strict().parse(JSON.parse(ended.body)).error).toMatch(
      /shorter than its Content-Length/,
    );
  });
});
