import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/harness.js';
import { CONTENT_SECURITY_POLICY } from './security.js';

let app: FastifyInstance;
type Operation = {
  tags?: string[];
  summary?: string;
  security?: Array<Record<string, string[]>>;
  requestBody?: { content: Record<string, { schema: Record<string, unknown> }> };
  responses: Record<string, { description: string; content?: Record<string, unknown> }>;
};
let doc: {
  openapi: string;
  info: { title: string; version: string; description: string };
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes: Record<string, unknown> };
};

beforeAll(async () => {
  app = await createTestApp();
  const res = await app.inject({ method: 'GET', url: '/api/docs/openapi.json' });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  doc = JSON.parse(res.body);
});
afterAll(() => app.close());

/** Every route the app serves (method and OpenAPI-style path), from Fastify's own route table. */
function servedRoutes(): string[] {
  const tree = app.printRoutes({ commonPrefix: false });
  const routes: string[] = [];
  const stack: Array<{ depth: number; path: string }> = [];
  for (const line of tree.split('\n')) {
    const match = /^([│ ]*)[├└]── (\S+) \(([^)]+)\)/.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? '').length;
    while (stack.length > 0 && (stack.at(-1)?.depth ?? 0) >= depth) stack.pop();
    const full = `${stack.at(-1)?.path ?? ''}${match[2]}`;
    stack.push({ depth, path: full });
    for (const method of (match[3] ?? '').split(', ')) {
      routes.push(`${method} ${full.replace(/:(\w+)/g, '{$1}')}`);
    }
  }
  return routes;
}

const operations = () =>
  Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => ({ key: `${method.toUpperCase()} ${path}`, op })),
  );

describe('the OpenAPI document', () => {
  it('is OpenAPI 3.1 JSON that describes every API route the app serves, and only those', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info.title).toBe('Facet API');
    expect(doc.info.description).toMatch(/^The API behind Facet/);
    const served = servedRoutes().filter(
      (route) => !route.startsWith('HEAD ') && !route.includes('/api/docs'),
    );
    expect(served.length).toBeGreaterThan(30);
    const described = operations().map((o) => o.key);
    expect(described.sort()).toEqual([...new Set(served)].sort());
  });

  it('gives every operation a tag, its success answer and the JSON error body', () => {
    for (const { key, op } of operations()) {
      expect(op.tags?.length, key).toBe(1);
      const codes = Object.keys(op.responses);
      expect(
        codes.some((code) => code.startsWith('2')),
        key,
      ).toBe(true);
      expect(op.responses['4XX']?.content, key).toHaveProperty('application/json');
      expect(op.responses['5XX']?.content, key).toHaveProperty('application/json');
    }
  });

  it('gives every operation a one-line summary (a new route names itself in SUMMARIES)', () => {
    const missing = operations()
      .filter(({ op }) => !op.summary?.trim() || op.summary.includes('\n'))
      .map(({ key }) => key);
    expect(missing).toEqual([]);
    const summaries = operations().map(({ op }) => op.summary);
    // Summaries tell operations apart: no two read the same.
    expect(new Set(summaries).size).toBe(summaries.length);
  });

  it('describes JSON bodies from the contracts and file uploads as multipart', () => {
    const body = (key: string) => operations().find((o) => o.key === key)?.op.requestBody?.content;
    const login = body('POST /api/auth/login')?.['application/json']?.schema;
    expect(login).toMatchObject({
      type: 'object',
      properties: { email: expect.any(Object), password: expect.any(Object) },
    });
    for (const [key, field] of [
      ['POST /api/chat', 'files'],
      ['POST /api/upload/cv', 'cv'],
      ['POST /api/upload/psychometric', 'psychometric'],
      ['POST /api/auth/linkedin/import', 'file'],
    ] as const) {
      const schema = body(key)?.['multipart/form-data']?.schema as {
        properties: Record<string, unknown>;
      };
      expect(schema?.properties, key).toHaveProperty(field);
    }
    const chat = body('POST /api/chat')?.['multipart/form-data']?.schema;
    expect(chat?.properties).toHaveProperty('sessionId');
    expect(chat?.properties).toHaveProperty('content');
  });

  it('describes the chat reply as an event stream and a download as bytes', () => {
    const chat = doc.paths['/api/chat']?.post?.responses['200'];
    expect(chat?.content).toHaveProperty('text/event-stream');
    expect(JSON.stringify(chat?.content)).toContain('"complete"');
    const download = doc.paths['/api/upload/files/{id}/download']?.get?.responses['200'];
    expect(download?.content).toHaveProperty('application/octet-stream');
  });

  it('marks exactly the operations that need a login with the bearer scheme', async () => {
    expect(doc.components.securitySchemes).toHaveProperty('bearerAuth');
    const open: string[] = [];
    for (const { key, op } of operations()) {
      const [method, path] = key.split(' ') as [string, string];
      const url = path.replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000');
      if (op.security?.some((s) => 'bearerAuth' in s)) {
        // Refused before anything else runs: no body is needed to see the 401.
        const res = await app.inject({ method: method as 'GET', url });
        expect(res.statusCode, key).toBe(401);
      } else {
        open.push(key);
      }
    }
    expect(open.sort()).toEqual([
      'GET /api/calendar/feed/{token}',
      'GET /api/health',
      'GET /api/health/live',
      'GET /api/health/ready',
      'GET /metrics',
      'POST /api/auth/login',
      'POST /api/auth/password/forgot',
      'POST /api/auth/password/reset',
      'POST /api/auth/signup',
    ]);
    expect(doc.paths['/metrics']?.get?.security).toEqual([{ metricsToken: [] }]);
  });
});

describe('the API reference page', () => {
  it('answers HTML at /api/docs under the same strict CSP, with its assets from this origin', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
    expect(res.body).toContain('<div id="swagger-ui">');
    // Facet's branding, not the stock one: title, icon, stylesheet and logo.
    expect(res.body).toContain('<title>Facet API reference</title>');
    expect(res.body).toMatch(/href="[^"]*favicon\.svg"/);
    expect(res.body).toMatch(/href="[^"]*facet-theme\.css"/);
    const init = await app.inject({
      method: 'GET',
      url: '/api/docs/static/swagger-initializer.js',
    });
    expect(init.body).toContain('data:image/svg+xml;base64,');
    // No inline script: every script is a file this server serves.
    const scripts = [...res.body.matchAll(/<script([^>]*)>([^<]*)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, inline] of scripts) {
      expect(inline?.trim()).toBe('');
      const src = /src="([^"]+)"/.exec(attributes ?? '')?.[1] ?? '';
      expect(src).toMatch(/^\/api\/docs\/static\//);
      const asset = await app.inject({ method: 'GET', url: src });
      expect(asset.statusCode, src).toBe(200);
    }
    // The page loads the description from ./json, next to it.
    const json = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(json.json().openapi).toBe('3.1.0');
  });
});
