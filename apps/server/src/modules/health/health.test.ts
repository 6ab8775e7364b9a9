import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.js';
import { createReadiness } from '../../lib/readiness.js';
import type { BlobStore } from '../../storage/blob-store.js';
import { createTestApp, testBlobStore, testDatabase } from '../../test/harness.js';

/** A clock the test moves by hand. */
const manualClock = () => {
  let now = 1_000_000;
  return {
    now: () => now,
    advance(ms: number) {
      now += ms;
    },
  };
};

/** The test database, with `select 1` counted and, when asked, failing. */
async function watchedDatabase() {
  const { db } = await testDatabase();
  const state = { pings: 0, down: false };
  const watched: Database = Object.create(db);
  watched.execute = ((query: Parameters<Database['execute']>[0]) => {
    state.pings++;
    if (state.down) return Promise.reject(new Error('connection refused'));
    return db.execute(query);
  }) as Database['execute'];
  return { db: watched, state };
}

/** The test blob store, with its readiness check counted and, when asked, failing. */
function watchedBlobs() {
  const store = testBlobStore();
  const state = { checks: 0, broken: false };
  const blobs: BlobStore = {
    ...store,
    async check() {
      state.checks++;
      if (state.broken) throw new Error('cannot use bucket "facet": access denied');
    },
  };
  return { blobs, state };
}

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

describe('health probes', () => {
  it('live answers without the database; ready and /api/health ask it and the file store', async () => {
    const { db, state } = await watchedDatabase();
    const files = watchedBlobs();
    app = await createTestApp({ db, blobs: files.blobs });

    const live = await app.inject({ method: 'GET', url: '/api/health/live' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'ok' });
    expect(state.pings).toBe(0);

    const ready = await app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ok', checks: { database: 'ok', blobStore: 'ok' } });
    expect(state.pings).toBe(1);
    expect(files.state.checks).toBe(1);

    const health = await app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'ok' });
  });

  it('answers 503 with the reason when the database is down, while live still passes', async () => {
    const { db, state } = await watchedDatabase();
    state.down = true;
    app = await createTestApp({ db });

    for (const url of ['/api/health/ready', '/api/health']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(503);
      expect(res.json()).toEqual({
        error: 'Not ready: the database is not reachable.',
        details: { database: 'failed', blobStore: 'ok' },
      });
      expect(res.body).not.toContain('connection refused');
    }
    expect((await app.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);
  });

  it('answers 503 when the file store cannot be used, without saying which bucket', async () => {
    const files = watchedBlobs();
    files.state.broken = true;
    app = await createTestApp({ blobs: files.blobs });
    const res = await app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      error: 'Not ready: the file store is not usable.',
      details: { database: 'ok', blobStore: 'failed' },
    });
    expect(res.body).not.toContain('facet');
  });

  it('checks at most once a second however many probes come, and recovers after', async () => {
    const clock = manualClock();
    const { db, state } = await watchedDatabase();
    const files = watchedBlobs();
    app = await createTestApp({ db, blobs: files.blobs, clock });

    const probes = await Promise.all(
      Array.from({ length: 20 }, () => app?.inject({ method: 'GET', url: '/api/health/ready' })),
    );
    expect(probes.every((res) => res?.statusCode === 200)).toBe(true);
    expect(state.pings).toBe(1);

    clock.advance(999);
    await app.inject({ method: 'GET', url: '/api/health' });
    expect(state.pings).toBe(1);

    state.down = true;
    clock.advance(1);
    expect((await app.inject({ method: 'GET', url: '/api/health/ready' })).statusCode).toBe(503);
    expect(state.pings).toBe(2);

    state.down = false;
    clock.advance(1_000);
    expect((await app.inject({ method: 'GET', url: '/api/health/ready' })).statusCode).toBe(200);
    // A passed file-store check is reused for ten seconds (each one is a request to S3).
    expect(files.state.checks).toBe(1);
    clock.advance(10_000);
    await app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(files.state.checks).toBe(2);
  });
});

describe('readiness', () => {
  it('fails a check that does not answer in time instead of waiting for it', async () => {
    const readiness = createReadiness({
      pingDatabase: () => new Promise(() => {}),
      checkBlobStore: async () => {},
      clock: { now: () => 0 },
      timeoutMs: 20,
      log: { warn: () => {} },
    });
    await expect(readiness.check()).resolves.toEqual({
      ready: false,
      checks: { database: 'failed', blobStore: 'ok' },
      reason: 'Not ready: the database is not reachable.',
    });
  });

  it('logs what failed, with the underlying error', async () => {
    const logged: Array<[object, string]> = [];
    const readiness = createReadiness({
      pingDatabase: async () => {},
      checkBlobStore: () => Promise.reject(new Error('access denied')),
      clock: { now: () => 0 },
      log: { warn: (details, message) => logged.push([details, message]) },
    });
    expect((await readiness.check()).ready).toBe(false);
    expect(logged).toEqual([
      [{ err: new Error('access denied') }, 'readiness: the file store is not usable'],
    ]);
  });
});
