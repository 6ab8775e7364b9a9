import { describe, expect, it } from 'vitest';
import { FailureLimiter, MemoryLimiterStore } from './failure-limiter.js';

describe('FailureLimiter on the in-memory store', () => {
  it('refuses after the limit until the window has passed', async () => {
    let now = 1_000_000;
    const clock = { now: () => now };
    const limiter = new FailureLimiter({
      store: new MemoryLimiterStore(clock),
      prefix: 't',
      maxFailures: 2,
      windowMs: 60_000,
      clock,
    });
    expect(await limiter.retryAfterSeconds('k')).toBe(0);
    await limiter.recordFailure('k');
    await limiter.recordFailure('k');
    expect(await limiter.retryAfterSeconds('k')).toBe(60);
    now += 30_000;
    expect(await limiter.retryAfterSeconds('k')).toBe(30);
    expect(await limiter.retryAfterSeconds('other')).toBe(0);
    now += 30_000;
    expect(await limiter.retryAfterSeconds('k')).toBe(0);
    expect(await limiter.failures('k')).toBe(0);
  });

  it('keeps limits apart by prefix in one store, and reset forgets a key', async () => {
    const clock = { now: () => 0 };
    const store = new MemoryLimiterStore(clock);
    const a = new FailureLimiter({ store, prefix: 'a', maxFailures: 1, windowMs: 1000, clock });
    const b = new FailureLimiter({ store, prefix: 'b', maxFailures: 1, windowMs: 1000, clock });
    await a.recordFailure('k');
    expect(await a.retryAfterSeconds('k')).toBe(1);
    expect(await b.retryAfterSeconds('k')).toBe(0);
    await a.reset('k');
    expect(await a.retryAfterSeconds('k')).toBe(0);
  });

  it('keeps memory bounded under a flood of distinct keys', async () => {
    const store = new MemoryLimiterStore({ now: () => 0 }, 100);
    for (let i = 0; i < 1000; i++) await store.hit(`key-${i}`, 60_000);
    expect(store.size).toBeLessThanOrEqual(100);
    expect((await store.check('key-999')).count).toBe(1);
  });
});
