import { Redis } from 'ioredis';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { answers, TEST_REDIS_URL } from '../apps/server/src/test/limiter-store-contract.js';
import {
  type Cluster,
  fromClient,
  login,
  ROUTE_TO_HEADER,
  signUpThrough,
  startCluster,
} from './support/cluster.js';

// Failure limits in Redis (REDIS_URL) across two instances; and what happens when the Redis an
// operator configured does not answer: logins keep working, and the log says what to fix.

const adminUrl = inject('adminUrl');
const redisUp = await answers(TEST_REDIS_URL, 6379);
if (adminUrl && !redisUp) {
  console.log(`multi: Redis scenarios skipped: nothing answers at ${TEST_REDIS_URL}`);
}
const A = { [ROUTE_TO_HEADER]: '0' };
const B = { [ROUTE_TO_HEADER]: '1' };

async function wrongPasswordsAlternated(cluster: Cluster, email: string, attempts: number) {
  const attacker = fromClient();
  const statuses: number[] = [];
  for (let i = 0; i < attempts; i++) {
    const instance = i % 2 ? B : A;
    statuses.push(
      (await login(cluster.proxy.baseUrl, email, `wrong-${i}`, { ...attacker, ...instance }))
        .status,
    );
  }
  return statuses;
}

describe.skipIf(!adminUrl || !redisUp)('failure limits in Redis, two instances', () => {
  let cluster: Cluster;
  let redis: Redis;
  beforeAll(async () => {
    cluster = await startCluster({ adminUrl, env: { REDIS_URL: TEST_REDIS_URL } });
    redis = new Redis(TEST_REDIS_URL);
  });
  afterAll(async () => {
    redis?.disconnect();
    await cluster?.stop();
  });

  it('counts wrong passwords on either instance in Redis, locking at the one-instance limit', async () => {
    const member = await signUpThrough(cluster.proxy.baseUrl, A);
    expect(await wrongPasswordsAlternated(cluster, member.email, 6)).toEqual([
      401, 401, 401, 401, 401, 429,
    ]);
    const account = await redis.get(`facet:limit:login-account:${member.email}`);
    expect(Number(account)).toBe(5);
    // Nothing went to the database's counters.
    const db = new pg.Client({ connectionString: cluster.database.url });
    await db.connect();
    try {
      const rows = await db.query('select count(*)::int as n from limiter_counters');
      expect(rows.rows[0].n).toBe(0);
    } finally {
      await db.end();
    }
  });

  it('an instance stops cleanly on SIGTERM, closing its Redis connection', async () => {
    const instance = cluster.instances[1];
    expect(await instance?.logged('"failureLimits"')).toContain('shared in Redis (REDIS_URL)');
    const stopped = await instance?.stop();
    expect(stopped?.code).toBe(0);
    expect(stopped?.ms).toBeLessThan(5_000);
  });
});

describe.skipIf(!adminUrl)('a configured Redis that does not answer', () => {
  let cluster: Cluster;
  beforeAll(async () => {
    cluster = await startCluster({ adminUrl, env: { REDIS_URL: 'redis://127.0.0.1:1' } });
  });
  afterAll(async () => {
    await cluster?.stop();
  });

  it('logins keep working, limited per instance, and each instance logs what to fix', async () => {
    const member = await signUpThrough(cluster.proxy.baseUrl, A);
    expect((await login(cluster.proxy.baseUrl, member.email, member.password, B)).status).toBe(200);
    // Fail-open to memory: each instance counts its own failures (5 each before locking).
    const statuses = await wrongPasswordsAlternated(cluster, member.email, 12);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses.slice(10)).toEqual([429, 429]);
    for (const instance of cluster.instances) {
      expect(await instance.logged('Redis (REDIS_URL) does not answer')).toContain(
        'Redis (REDIS_URL) does not answer',
      );
    }
  });
});
