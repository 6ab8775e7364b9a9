import { randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOfflineCoach } from '../ai/offline-coach.js';
import { buildApp } from '../app.js';
import { sendChat } from '../test/chat.js';
import { bearer, signUp, TEST_JWT_SECRET, testBlobStore, testDatabase } from '../test/harness.js';

/** Every security header and its exact value, the same on every kind of response. */
const EXPECTED = {
  'content-security-policy':
    "default-src 'self';script-src 'self';style-src 'self' 'unsafe-inline';img-src 'self' data: blob:;font-src 'self' data:;connect-src 'self';media-src 'self' blob:;object-src 'none';base-uri 'self';form-action 'self';frame-ancestors 'none'",
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

let app: FastifyInstance;
let webDist: string;
let token: string;

beforeAll(async () => {
  webDist = await mkdtemp(path.join(tmpdir(), 'facet-web-'));
  await mkdir(path.join(webDist, 'assets'));
  await writeFile(path.join(webDist, 'index.html'), '<!doctype html><title>Facet</title>');
  await writeFile(path.join(webDist, 'assets', 'main-abc123.js'), 'console.log("facet")');
  app = await buildApp({
    db: (await testDatabase()).db,
    jwtSecret: TEST_JWT_SECRET,
    blobs: testBlobStore(),
    webDistDir: webDist,
    coach: createOfflineCoach({ wordDelayMs: 0 }),
  });
  app.get('/api/test-fault', async () => {
    throw new Error('boom');
  });
  await app.ready();
  token = (await signUp(app)).token;
});
afterAll(async () => {
  await app.close();
  await rm(webDist, { recursive: true, force: true });
});

describe('security headers', () => {
  it('are the same full set on JSON, pages, assets, 404s, 401s and 500s', async () => {
    const requests = [
      { url: '/api/health', status: 200 },
      { url: '/api/auth/me', status: 200, headers: bearer(token) },
      { url: '/', status: 200 },
      { url: '/settings', status: 200 },
      { url: '/assets/main-abc123.js', status: 200 },
      { url: '/api/nope', status: 404 },
      { url: '/api/auth/me', status: 401 },
      { url: '/api/test-fault', status: 500 },
    ];
    const ids = new Set<string>();
    for (const { url, status, headers } of requests) {
      const res = await app.inject({ method: 'GET', url, headers });
      expect(res.statusCode, url).toBe(status);
      expect(res.headers, url).toMatchObject(EXPECTED);
      expect(res.headers['x-powered-by'], url).toBeUndefined();
      expect(res.headers['strict-transport-security'], url).toBeUndefined();
      ids.add(String(res.headers['x-request-id']));
    }
    // A fresh request id on every answer.
    expect(ids.size).toBe(requests.length);
  });

  it('are on the chat event stream too, which is written past the framework', async () => {
    const res = await sendChat(app, token, {
      sessionId: `s-${randomUUID().slice(0, 8)}`,
      agentId: '1',
      content: 'Hello',
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/event-stream/);
    expect(res.headers).toMatchObject(EXPECTED);
    expect(res.headers['x-request-id']).toEqual(expect.any(String));
  });
});
