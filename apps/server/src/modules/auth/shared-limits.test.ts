import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { systemClock } from '../../lib/clock.js';
import { type LimiterStore, MemoryLimiterStore } from '../../lib/failure-limiter.js';
import { PostgresLimiterStore } from '../../lib/postgres-limiter-store.js';
import { RedisLimiterStore } from '../../lib/redis-limiter-store.js';
import { createTestApp, signUp, testDatabase, uniqueEmail } from '../../test/harness.js';
import { answers, TEST_REDIS_URL } from '../../test/limiter-store-contract.js';

// Two instances of the app on one database, as behind a load balancer: failures counted by one
// count on the other, so spreading guesses over instances buys an attacker nothing.

const apps: FastifyInstance[] = [];
const closers: Array<() => Promise<void>> = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((a) => a.close()));
  await Promise.all(closers.splice(0).map((close) => close()));
});

/** Two apps on the run's database, each with its own store object from `store`. */
async function twoInstances(store: () => Promise<LimiterStore>) {
  for (let i = 0; i < 2; i++) {
    apps.push(
      await createTestApp({ limiterStore: await store(), authLimits: { accountDelayMaxMs: 1 } }),
    );
  }
  return apps as [FastifyInstance, FastifyInstance];
}

/** A client address of its own per test: counters in Redis outlive a run. */
const randomAddress = () =>
  `10.${[0, 0, 0].map(() => Math.floor(Math.random() * 250) + 1).join('.')}`;
let address = randomAddress();
beforeEach(() => {
  address = randomAddress();
});

const login = (a: FastifyInstance, email: string, password: string) =>
  a.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    remoteAddress: address,
  });

/** Wrong passwords alternated over both instances until one answers 429; how many got 401. */
async function failuresUntilLocked([a, b]: [FastifyInstance, FastifyInstance], email: string) {
  const answersSeen: number[] = [];
  for (let i = 0; i < 12; i++) {
    const res = await login(i % 2 === 0 ? a : b, email, `wrong-${i}`);
    answersSeen.push(res.statusCode);
    if (res.statusCode === 429) break;
  }
  return answersSeen;
}

const redisUp = await answers(TEST_REDIS_URL, 6379);
const sharedStores: Array<[string, boolean, () => Promise<LimiterStore>]> = [
  [
    'the database',
    true,
    async () => new PostgresLimiterStore((await testDatabase()).db, systemClock),
  ],
  [
    'Redis',
    redisUp,
    async () => {
      const store = new RedisLimiterStore(TEST_REDIS_URL, systemClock, {
        error: () => {},
        info: () => {},
      });
      await store.connect();
      closers.push(() => store.close());
      return store;
    },
  ],
];

describe('failure limits shared by two instances', () => {
  for (const [name, available, store] of sharedStores) {
    it.skipIf(!available)(
      `counts wrong passwords made on either instance (${name}): locked at the single-instance limit`,
      async () => {
        const pair = await twoInstances(store);
        const account = await signUp(pair[0]);
        // Five failures, alternated A B A B A, lock the pair: the sixth attempt is refused on
        // either instance, the right password included.
        expect(await failuresUntilLocked(pair, account.email)).toEqual([
          401, 401, 401, 401, 401, 429,
        ]);
        for (const instance of pair) {
          const res = await login(instance, account.email, account.password);
          expect(res.statusCode).toBe(429);
          expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
        }
      },
    );
  }

  it('with memory stores an attacker gets a budget per instance (why the stores are shared)', async () => {
    const pair = await twoInstances(async () => new MemoryLimiterStore(systemClock));
    const account = await signUp(pair[0]);
    const seen = await failuresUntilLocked(pair, account.email);
    expect(seen.filter((status) => status === 401)).toHaveLength(10);
  });

  it('behind a load balancer (one proxy hop trusted), each client address has its own budget', async () => {
    const app = await createTestApp({ trustProxy: 1, authLimits: { accountDelayMaxMs: 1 } });
    apps.push(app);
    const account = await signUp(app);
    const through = (client: string, password: string) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: account.email, password },
        remoteAddress: '10.0.0.2', // the load balancer
        headers: { 'x-forwarded-for': client },
      });
    const attacker = randomAddress();
    for (let i = 0; i < 5; i++)
      expect((await through(attacker, `wrong-${i}`)).statusCode).toBe(401);
    expect((await through(attacker, account.password)).statusCode).toBe(429);
    expect((await through(randomAddress(), account.password)).statusCode).toBe(200);
  });

  it.skipIf(!redisUp)(
    'with Redis, the per-IP attempt cap is one budget over both instances',
    async () => {
      const redis = new Redis(TEST_REDIS_URL);
      closers.push(async () => redis.disconnect());
      for (let i = 0; i < 2; i++) {
        apps.push(
          await createTestApp({ rateLimitRedis: redis, authLimits: { attemptsPerWindow: 3 } }),
        );
      }
      const [a, b] = apps as [FastifyInstance, FastifyInstance];
      // Signed up from this test's own address too: counters in Redis outlive the run.
      const account = { email: uniqueEmail('cap'), password: 'correct horse battery' };
      const signup = await a.inject({
        method: 'POST',
        url: '/api/auth/signup',
        payload: { ...account, firstName: 'Cap', lastName: 'Test' },
        remoteAddress: address,
      });
      expect(signup.statusCode).toBe(201);
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) {
        statuses.push((await login(i % 2 ? b : a, account.email, account.password)).statusCode);
      }
      expect(statuses).toEqual([200, 200, 200, 429]);
    },
  );
});
