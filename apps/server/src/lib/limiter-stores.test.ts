import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.js';
import { limiterCounters } from '../db/schema/limiter-counters.js';
import { testDatabase } from '../test/harness.js';
import { answers, limiterStoreContract, TEST_REDIS_URL } from '../test/limiter-store-contract.js';
import { type Clock, systemClock } from './clock.js';
import { MemoryLimiterStore } from './failure-limiter.js';
import { PostgresLimiterStore } from './postgres-limiter-store.js';
import { REDIS_KEY_PREFIX, RedisLimiterStore } from './redis-limiter-store.js';

// The same contract on every store: memory, the run's database (PGlite, or PostgreSQL in the
// postgres project), and Redis when one answers at TEST_REDIS_URL (127.0.0.1:6379 by default).

const memory = new MemoryLimiterStore(systemClock);
limiterStoreContract('memory', () => memory);

let db: Database;
let postgres: PostgresLimiterStore;
beforeAll(async () => {
  db = (await testDatabase()).db;
  postgres = new PostgresLimiterStore(db, systemClock);
});
limiterStoreContract('database (limiter_counters)', () => postgres);

describe('PostgresLimiterStore', () => {
  it('deletes rows whose window has passed, now and then on a hit, and keeps live ones', async () => {
    let now = Date.now();
    const clock: Clock = { now: () => now };
    const store = new PostgresLimiterStore(db, clock);
    const [old, live] = [`sweep:${randomUUID()}`, `sweep:${randomUUID()}`];
    await store.hit(old, 1_000);
    now += 2_000;
    // The first hit (above) swept; the next sweep waits a minute, so this one leaves `old`.
    await store.hit(live, 60 * 60 * 1000);
    const rows = async (key: string) =>
      (await db.select().from(limiterCounters).where(eq(limiterCounters.key, key))).length;
    expect(await rows(old)).toBe(1);
    expect((await store.check(old)).count).toBe(0);
    now += 60_000;
    await store.hit(`sweep:${randomUUID()}`, 60_000);
    await new Promise((r) => setTimeout(r, 100));
    await store.sweep();
    expect(await rows(old)).toBe(0);
    expect(await rows(live)).toBe(1);
  });
});

const redisUp = await answers(TEST_REDIS_URL, 6379);
if (!redisUp) {
  console.log(
    `Redis limiter tests skipped: nothing answers at ${TEST_REDIS_URL} (start Redis there, or set TEST_REDIS_URL).`,
  );
}
const silent = { error: () => {}, info: () => {} };

describe.skipIf(!redisUp)('RedisLimiterStore', () => {
  let redis: RedisLimiterStore;
  let raw: Redis;
  beforeAll(async () => {
    redis = new RedisLimiterStore(TEST_REDIS_URL, systemClock, silent);
    expect(await redis.connect()).toBe(true);
    raw = new Redis(TEST_REDIS_URL);
  });
  afterAll(async () => {
    await redis?.close();
    raw?.disconnect();
  });

  limiterStoreContract('Redis', () => redis);

  it('keeps keys under facet:limit:, each expiring with its window', async () => {
    const key = `prefix:${randomUUID()}`;
    await redis.hit(key, 60_000);
    expect(await raw.get(`${REDIS_KEY_PREFIX}${key}`)).toBe('1');
    const ttl = await raw.pttl(`${REDIS_KEY_PREFIX}${key}`);
    expect(ttl).toBeGreaterThan(58_000);
    expect(ttl).toBeLessThanOrEqual(60_000);
  });
});

describe('RedisLimiterStore when Redis does not answer', () => {
  it('fails open to this instance memory, and logs an actionable error once', async () => {
    const errors: string[] = [];
    const store = new RedisLimiterStore(
      'redis://127.0.0.1:1',
      systemClock,
      { error: (_details, message) => errors.push(message), info: () => {} },
      { commandTimeoutMs: 300 },
    );
    try {
      expect(await store.connect()).toBe(false);
      const key = `down:${randomUUID()}`;
      const started = Date.now();
      expect((await store.hit(key, 60_000)).count).toBe(1);
      expect((await store.hit(key, 60_000)).count).toBe(2);
      expect((await store.check(key)).count).toBe(2);
      await store.reset(key);
      expect((await store.check(key)).count).toBe(0);
      // Quickly: a login never waits on a Redis that is not there.
      expect(Date.now() - started).toBeLessThan(1_000);
      expect(errors).toHaveLength(1);
      expect(errors[0]).toContain('REDIS_URL');
      expect(errors[0]).toContain("this instance's memory");
    } finally {
      await store.close();
    }
  });
});
