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

/** The headers of documents a browser renders, with their exact values. */
const DOCUMENT = {
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

/** The headers of API answers (OWASP's set for REST services), with their exact values. */
const API = {
  'content-security-policy': "default-src 'none';frame-ancestors 'none'",
  'cross-origin-resource-policy': 'same-origin',
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
};

/** Headers that only mean something on a document, so an API answer goes without them. */
const DOCUMENT_ONLY = [
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

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
  const ids = new Set<string>();
  const check = (res: { headers: Record<string, unknown> }, url: string) => {
    expect(res.headers['x-powered-by'], url).toBeUndefined();
    expect(res.headers['strict-transport-security'], url).toBeUndefined();
    const id = String(res.headers['x-request-id']);
    // A fresh request id on every answer.
    expect(ids.has(id), url).toBe(false);
    ids.add(id);
  };

  it('API answers carry the REST set and are never cached: JSON, 401s, 404s and 500s', async () => {
    const requests = [
      { url: '/api/health', status: 200 },
      { url: '/api/health/live?probe=1', status: 200 },
      { url: '/api/auth/me', status: 200, headers: bearer(token) },
      { url: '/api/auth/me', status: 401 },
      { url: '/api/nope', status: 404 },
      { url: '/api/test-fault', status: 500 },
      { url: '/metrics', status: 404 },
    ];
    for (const { url, status, headers } of requests) {
      const res = await app.inject({ method: 'GET', url, headers });
      expect(res.statusCode, url).toBe(status);
      expect(res.headers, url).toMatchObject(API);
      expect(res.headers['cache-control'], url).toBe('no-store');
      for (const name of DOCUMENT_ONLY) expect(res.headers[name], `${url} ${name}`).toBeUndefined();
      check(res, url);
    }
  });

  it('documents carry the full set: pages, assets and the API reference', async () => {
    const requests = [
      { url: '/', status: 200 },
      { url: '/settings', status: 200 },
      { url: '/assets/main-abc123.js', status: 200 },
      { url: '/api/docs', status: 200 },
      { url: '/api/docs/static/swagger-initializer.js', status: 200 },
      { url: '/api/docsx', status: 404, api: true },
    ];
    for (const { url, status, api } of requests) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(status);
      expect(res.headers, url).toMatchObject(api ? API : DOCUMENT);
      check(res, url);
    }
    // A route's own cache policy is kept: built assets are cached for good.
    const asset = await app.inject({ method: 'GET', url: '/assets/main-abc123.js' });
    expect(asset.headers['cache-control']).toContain('immutable');
  });

  it('are on the chat event stream too, which is written past the framework', async () => {
    const res = await sendChat(app, token, {
      sessionId: `s-${randomUUID().slice(0, 8)}`,
      agentId: '1',
      content: 'Hello',
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/event-stream/);
    expect(res.headers).toMatchObject(API);
    expect(res.headers['cache-control']).toBe('no-cache, no-transform');
    expect(res.headers['x-request-id']).toEqual(expect.any(String));
  });
});
