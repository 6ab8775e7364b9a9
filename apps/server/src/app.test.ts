import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, testBlobStore, testDatabase } from './test/harness.js';

let app: FastifyInstance;
let webDist: string;

beforeAll(async () => {
  webDist = await mkdtemp(path.join(tmpdir(), 'facet-web-'));
  await mkdir(path.join(webDist, 'assets'));
  await writeFile(
    path.join(webDist, 'index.html'),
    '<!doctype html><title>Facet</title><div id="root"></div>',
  );
  await writeFile(path.join(webDist, 'assets', 'main-abc123.js'), 'console.log("facet")');
  app = await createTestApp({ webDistDir: webDist });
});
afterAll(async () => {
  await app.close();
  await rm(webDist, { recursive: true, force: true });
});

describe('the app shell', () => {
  it('runs this suite on the database it was asked for', async () => {
    expect((await testDatabase()).kind).toBe(inject('databaseUrl') ? 'postgres' : 'pglite');
  });

  it('GET /api/health answers ok once the database is migrated', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('answers a JSON 404 for unknown API paths, even when the SPA is served', async () => {
    for (const url of ['/api/nope', '/api', '/api/auth/unknown?x=1']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      expect(res.json().error).toMatch(/^Not found: GET \/api/);
    }
  });

  it('serves index.html for client routes and hashed assets with a long cache', async () => {
    for (const url of ['/', '/settings', '/chat/abc?agentId=22']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<div id="root">');
    }
    const asset = await app.inject({ method: 'GET', url: '/assets/main-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    const post = await app.inject({ method: 'POST', url: '/settings' });
    expect(post.statusCode).toBe(404);
  });

  it('sends security headers: a strict CSP, nosniff, no x-powered-by', async () => {
    const res = await app.inject({ method: 'GET', url: '/' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-powered-by']).toBeUndefined();
    expect(res.headers['x-request-id']).toEqual(expect.any(String));
  });
});

describe('the error handler', () => {
  let faulty: FastifyInstance;
  beforeAll(async () => {
    faulty = await createTestApp();
  });
  afterAll(async () => {
    await faulty.close();
  });

  it('answers a real fault with a generic 500 and a request id, never a stack trace', async () => {
    const probe = await createTestAppWithFault();
    const res = await probe.inject({ method: 'GET', url: '/api/fault' });
    expect(res.statusCode).toBe(500);
    const body = res.json();
    expect(body.error).toBe('Something went wrong on our side. Please try again in a moment.');
    expect(body.details.requestId).toBe(res.headers['x-request-id']);
    expect(res.body).not.toMatch(/secret detail|at .*\.ts:\d+/);
    await probe.close();
  });

  it('refuses bodies that are not JSON with 415', async () => {
    const res = await faulty.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'text/plain' },
      payload: 'email=a',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().error).toBe('This content type is not supported here; send JSON.');
  });
});

async function createTestAppWithFault(): Promise<FastifyInstance> {
  const { buildApp } = await import('./app.js');
  const { db } = await testDatabase();
  const probe = await buildApp({ db, jwtSecret: 'x'.repeat(40), blobs: testBlobStore() });
  probe.get('/api/fault', async () => {
    throw new Error('secret detail');
  });
  await probe.ready();
  return probe;
}
