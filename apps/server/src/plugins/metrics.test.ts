import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Coach, CoachError } from '../ai/coach.js';
import { createOfflineCoach } from '../ai/offline-coach.js';
import { WorkerPool } from '../lib/worker-pool.js';
import { sendChat } from '../test/chat.js';
import { bearer, createTestApp, signUp, type TestAccount } from '../test/harness.js';
import { parseSse } from '../test/multipart.js';

const TOKEN = 'metrics-token-for-the-test-suite-0123456789';

/** The value of one sample line of the Prometheus text, or undefined when there is none. */
function sample(text: string, name: string, labels: Record<string, string> = {}) {
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) continue;
    const ok = Object.entries(labels).every(([k, v]) => line.includes(`${k}="${v}"`));
    if (ok) return Number(line.slice(line.lastIndexOf(' ') + 1));
  }
  return undefined;
}

async function scrape(app: FastifyInstance): Promise<string> {
  const res = await app.inject({ method: 'GET', url: '/metrics', headers: bearer(TOKEN) });
  expect(res.statusCode).toBe(200);
  return res.body;
}

async function chat(app: FastifyInstance, token: string, content: string) {
  return sendChat(app, token, {
    sessionId: `m-${randomUUID().slice(0, 8)}`,
    agentId: '1',
    content,
  });
}

/** A coach whose reply waits until released, and fails when asked to. */
function gatedCoach() {
  let release = () => {};
  let started = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const streaming = new Promise<void>((resolve) => {
    started = resolve;
  });
  const offline = createOfflineCoach({ wordDelayMs: 0 });
  const coach: Coach = {
    kind: 'openai',
    proposeProfile: offline.proposeProfile,
    followUp: async () => ({ suggestions: ['Go on', 'Tell me more'] }),
    async *streamReply(request) {
      if (request.message.content.includes('fail')) {
        throw new CoachError('The AI provider is unavailable right now.');
      }
      yield 'Hello';
      started();
      await gate;
      yield ' there';
    },
  };
  return { coach, release: () => release(), streaming };
}

describe('/metrics without METRICS_TOKEN', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it('is off: a 404 that says how to turn it on, whatever token is sent', async () => {
    for (const headers of [{}, bearer(TOKEN)]) {
      const res = await app.inject({ method: 'GET', url: '/metrics', headers });
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toBe(
        'Metrics are off on this server: set METRICS_TOKEN to turn them on.',
      );
    }
  });
});

describe('/metrics with METRICS_TOKEN', () => {
  let app: FastifyInstance;
  let account: TestAccount;
  const gated = gatedCoach();

  beforeAll(async () => {
    app = await createTestApp({ metricsToken: TOKEN, coach: gated.coach });
    account = await signUp(app);
  });
  afterAll(() => app.close());

  it('refuses a scrape without the token or with a wrong one', async () => {
    for (const authorization of [undefined, 'Bearer nope', `Bearer ${TOKEN}x`, `Basic ${TOKEN}`]) {
      const res = await app.inject({
        method: 'GET',
        url: '/metrics',
        headers: authorization ? { authorization } : {},
      });
      expect(res.statusCode, authorization).toBe(401);
      expect(res.headers['www-authenticate']).toBe('Bearer realm="metrics"');
      expect(res.json().error).toBe('Send the metrics token as "Authorization: Bearer <token>".');
      expect(res.body).not.toContain('facet_');
    }
  });

  it('counts requests by route pattern, method and status class, never by raw URL', async () => {
    await app.inject({ method: 'GET', url: '/api/health/live' });
    await app.inject({ method: 'GET', url: '/api/health/live' });
    const id = randomUUID();
    await app.inject({
      method: 'GET',
      url: `/api/conversations/${id}`,
      headers: bearer(account.token),
    });
    await app.inject({ method: 'GET', url: `/api/no-such-thing/${id}` });

    const text = await scrape(app);
    expect(text).toContain('# TYPE facet_http_request_duration_seconds histogram');
    const count = (labels: Record<string, string>) =>
      sample(text, 'facet_http_request_duration_seconds_count', labels);
    expect(count({ method: 'GET', route: '/api/health/live', status_class: '2xx' })).toBe(2);
    expect(count({ route: '/api/conversations/:sessionId', status_class: '4xx' })).toBe(1);
    expect(count({ route: 'not_found', status_class: '4xx' })).toBe(1);
    expect(text).not.toContain(id);
    // The process itself: memory, event loop, CPU.
    expect(sample(text, 'process_resident_memory_bytes')).toBeGreaterThan(0);
  });

  it('shows a chat stream in flight, then its first-token time and provider call', async () => {
    const reply = chat(app, account.token, 'Hello, how do I start?');
    await gated.streaming;
    expect(sample(await scrape(app), 'facet_chat_streams_in_flight')).toBe(1);
    gated.release();
    const res = await reply;
    expect(parseSse(res.body).at(-1)?.type).toBe('complete');

    const text = await scrape(app);
    expect(sample(text, 'facet_chat_streams_in_flight')).toBe(0);
    expect(sample(text, 'facet_chat_first_token_seconds_count', { provider: 'openai' })).toBe(1);
    const calls = (labels: Record<string, string>) =>
      sample(text, 'facet_ai_provider_duration_seconds_count', { provider: 'openai', ...labels });
    expect(calls({ operation: 'reply', outcome: 'ok' })).toBe(1);
    expect(calls({ operation: 'follow_up', outcome: 'ok' })).toBe(1);
  });

  it('counts a failed provider call as an error', async () => {
    const res = await chat(app, account.token, 'Please fail now');
    expect(parseSse(res.body).at(-1)?.type).toBe('error');
    const text = await scrape(app);
    expect(
      sample(text, 'facet_ai_provider_errors_total', { provider: 'openai', operation: 'reply' }),
    ).toBe(1);
    expect(
      sample(text, 'facet_ai_provider_duration_seconds_count', {
        operation: 'reply',
        outcome: 'error',
      }),
    ).toBe(1);
    expect(sample(text, 'facet_chat_streams_in_flight')).toBe(0);
  });

  it('reports a worker pool: extraction and profile durations, queue wait and depth', async () => {
    const jobs = new URL('../test/worker-jobs.js', import.meta.url);
    const extract = new WorkerPool({ name: 'extract', size: 1, maxHeapMb: 64, timeoutMs: 10_000 });
    const profile = new WorkerPool({ name: 'profile', size: 1, maxHeapMb: 64, timeoutMs: 10_000 });
    try {
      app.metrics.attachWorkerPool(extract);
      app.metrics.attachWorkerPool(profile);
      await extract.run({ module: jobs, fn: 'double' }, 2);
      await expect(extract.run({ module: jobs, fn: 'fail' }, 'no')).rejects.toThrow('no');
      await profile.run({ module: jobs, fn: 'double' }, 3);
      app.metrics.observeExtraction('ocr', 1.5);

      const text = await scrape(app);
      const extraction = (labels: Record<string, string>) =>
        sample(text, 'facet_extraction_duration_seconds_count', labels);
      expect(extraction({ kind: 'double', outcome: 'ok' })).toBe(1);
      expect(extraction({ kind: 'fail', outcome: 'failed' })).toBe(1);
      expect(extraction({ kind: 'ocr', outcome: 'ok' })).toBe(1);
      expect(sample(text, 'facet_profile_duration_seconds_count', { outcome: 'ok' })).toBe(1);
      expect(sample(text, 'facet_worker_queue_wait_seconds_count', { pool: 'extract' })).toBe(2);
      expect(sample(text, 'facet_worker_jobs', { pool: 'extract', state: 'waiting' })).toBe(0);
      expect(sample(text, 'facet_worker_jobs', { pool: 'profile', state: 'running' })).toBe(0);
    } finally {
      await extract.close();
      await profile.close();
    }
  });

  it('keeps one registry per app: a second app starts from zero', async () => {
    const other = await createTestApp({ metricsToken: TOKEN });
    try {
      const text = await scrape(other);
      expect(sample(text, 'facet_chat_first_token_seconds_count', { provider: 'openai' })).toBe(
        undefined,
      );
      expect(sample(text, 'facet_chat_streams_in_flight')).toBe(0);
    } finally {
      await other.close();
    }
  });
});
