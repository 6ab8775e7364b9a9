import { randomUUID } from 'node:crypto';
import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { systemClock } from '../lib/clock.js';
import { FailureLimiter, type LimiterStore } from '../lib/failure-limiter.js';

/** The Redis the tests use: TEST_REDIS_URL, or the default local one. */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Whether something accepts a TCP connection at the URL's host and port within a second. */
export function answers(url: string, defaultPort: number): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = connect({ host: hostname, port: Number(port || defaultPort) });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(1_000, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * What every LimiterStore must do, on the real clock (Redis keeps time itself), with a fresh key
 * per test so stores shared by the whole run (a database, a Redis) need no cleaning.
 */
export function limiterStoreContract(name: string, store: () => LimiterStore) {
  describe(`LimiterStore contract: ${name}`, () => {
    const key = () => `contract:${randomUUID()}`;

    it('counts failures in a window that starts at the first one', async () => {
      const k = key();
      const before = Date.now();
      expect(await store().check(k)).toEqual({ count: 0, resetAt: 0 });
      const first = await store().hit(k, 60_000);
      expect(first.count).toBe(1);
      expect(first.resetAt).toBeGreaterThanOrEqual(before + 59_000);
      expect(first.resetAt).toBeLessThanOrEqual(Date.now() + 60_000 + 50);
      const second = await store().hit(k, 60_000);
      expect(second.count).toBe(2);
      // The window is the first failure's: later ones do not extend it.
      expect(Math.abs(second.resetAt - first.resetAt)).toBeLessThan(50);
      const checked = await store().check(k);
      expect(checked.count).toBe(2);
      expect(Math.abs(checked.resetAt - first.resetAt)).toBeLessThan(50);
      expect((await store().check(key())).count).toBe(0);
    });

    it('starts afresh once the window has passed', async () => {
      const k = key();
      await store().hit(k, 150);
      await store().hit(k, 150);
      await sleep(250);
      expect((await store().check(k)).count).toBe(0);
      const restarted = await store().hit(k, 60_000);
      expect(restarted.count).toBe(1);
      expect(restarted.resetAt).toBeGreaterThan(Date.now() + 59_000);
    });

    it('forgets a key on reset, and only that key', async () => {
      const [a, b] = [key(), key()];
      await store().hit(a, 60_000);
      await store().hit(b, 60_000);
      await store().reset(a);
      expect((await store().check(a)).count).toBe(0);
      expect((await store().check(b)).count).toBe(1);
      expect((await store().hit(a, 60_000)).count).toBe(1);
      await store().reset(key()); // an unknown key is no error
    });

    it('loses no hit when many land at once (each sees a distinct count)', async () => {
      const k = key();
      const counts = await Promise.all(
        Array.from({ length: 40 }, () =>
          store()
            .hit(k, 60_000)
            .then((c) => c.count),
        ),
      );
      expect([...counts].sort((x, y) => x - y)).toEqual(
        Array.from({ length: 40 }, (_, i) => i + 1),
      );
      expect((await store().check(k)).count).toBe(40);
    });

    it('drives a FailureLimiter: refused at the limit, with the seconds left', async () => {
      const limiter = new FailureLimiter({
        store: store(),
        prefix: `contract-${randomUUID()}`,
        maxFailures: 3,
        windowMs: 60_000,
        clock: systemClock,
      });
      for (let i = 0; i < 2; i++) await limiter.recordFailure('k');
      expect(await limiter.retryAfterSeconds('k')).toBe(0);
      await limiter.recordFailure('k');
      const wait = await limiter.retryAfterSeconds('k');
      expect(wait).toBeGreaterThanOrEqual(59);
      expect(wait).toBeLessThanOrEqual(60);
      await limiter.reset('k');
      expect(await limiter.retryAfterSeconds('k')).toBe(0);
    });
  });
}
