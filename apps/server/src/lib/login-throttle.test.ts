import { describe, expect, it } from 'vitest';
import { MemoryLimiterStore } from './failure-limiter.js';
import { createLoginThrottle } from './login-throttle.js';

const limits = {
  accountIpFailures: 5,
  ipFailures: 20,
  accountSlowdownAfter: 10,
  accountDelayMaxMs: 5_000,
  windowMs: 15 * 60 * 1000,
};

function throttle() {
  const slept: number[] = [];
  const clock = { now: () => 0 };
  const t = createLoginThrottle({
    store: new MemoryLimiterStore(clock),
    limits,
    clock,
    sleep: async (ms) => {
      slept.push(ms);
    },
  });
  return { t, slept };
}

describe('login throttle', () => {
  it('an account attacked from many addresses is slowed ever more, up to the cap, but never refused', async () => {
    const { t, slept } = throttle();
    for (let i = 0; i < 40; i++) {
      const address = `10.9.${Math.floor(i / 4)}.${i % 4}`;
      expect(await t.admit('owner@example.com', address)).toBeNull();
      await t.failed('owner@example.com', address);
    }
    // The first ten attempts went at full speed; then 250 ms, doubling, capped at 5 s.
    expect(slept.slice(0, 6)).toEqual([250, 500, 1000, 2000, 4000, 5000]);
    expect(Math.max(...slept)).toBe(5000);

    // The owner, from an address with no failures, is slowed but let through.
    slept.length = 0;
    expect(await t.admit('owner@example.com', '192.0.2.7')).toBeNull();
    expect(slept).toEqual([5000]);
    // Other accounts are not slowed.
    slept.length = 0;
    expect(await t.admit('someone@example.com', '192.0.2.7')).toBeNull();
    expect(slept).toEqual([]);
  });

  it('locks the (account, address) pair after its failures, and the address after many accounts', async () => {
    const { t } = throttle();
    for (let i = 0; i < 5; i++) await t.failed('a@example.com', '10.0.0.1');
    expect((await t.admit('a@example.com', '10.0.0.1'))?.retryAfterSeconds).toBe(900);
    expect(await t.admit('a@example.com', '10.0.0.2')).toBeNull();
    expect(await t.admit('b@example.com', '10.0.0.1')).toBeNull();
    for (let i = 0; i < 15; i++) await t.failed(`user${i}@example.com`, '10.0.0.1');
    expect((await t.admit('c@example.com', '10.0.0.1'))?.retryAfterSeconds).toBe(900);
  });

  it('a success starts the pair afresh but keeps the account’s count', async () => {
    const { t, slept } = throttle();
    for (let i = 0; i < 11; i++) await t.failed('d@example.com', `10.1.0.${i}`);
    await t.succeeded('d@example.com', '10.1.0.1');
    await t.admit('d@example.com', '10.1.0.1');
    expect(slept).toEqual([500]);
  });
});
