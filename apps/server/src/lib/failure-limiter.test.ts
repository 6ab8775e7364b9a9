import { describe, expect, it } from 'vitest';
import { FailureLimiter } from './failure-limiter.js';

describe('FailureLimiter', () => {
  it('refuses after the limit until the window has passed', () => {
    let now = 1_000_000;
    const limiter = new FailureLimiter({
      maxFailures: 2,
      windowMs: 60_000,
      clock: { now: () => now },
    });
    expect(limiter.retryAfterSeconds('k')).toBe(0);
    limiter.recordFailure('k');
    limiter.recordFailure('k');
    expect(limiter.retryAfterSeconds('k')).toBe(60);
    now += 30_000;
    expect(limiter.retryAfterSeconds('k')).toBe(30);
    expect(limiter.retryAfterSeconds('other')).toBe(0);
    now += 30_000;
    expect(limiter.retryAfterSeconds('k')).toBe(0);
  });

  it('keeps memory bounded under a flood of distinct keys', () => {
    const limiter = new FailureLimiter({
      maxFailures: 1,
      windowMs: 60_000,
      clock: { now: () => 0 },
      maxKeys: 100,
    });
    for (let i = 0; i < 1000; i++) limiter.recordFailure(`key-${i}`);
    expect(
      (limiter as unknown as { entries: Map<string, unknown> }).entries.size,
    ).toBeLessThanOrEqual(100);
    expect(limiter.retryAfterSeconds('key-999')).toBeGreaterThan(0);
  });
});
