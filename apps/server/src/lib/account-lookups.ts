import type { Clock } from './clock.js';
import type { LimiterStore } from './failure-limiter.js';
import { tooManyRequests } from './http-error.js';

const HOUR_MS = 60 * 60 * 1000;

/** "an hour", "30 minutes", "2 hours": the window as a person reads it. */
function describeWindow(windowMs: number): string {
  if (windowMs === HOUR_MS) return 'an hour';
  if (windowMs % HOUR_MS === 0) return `${windowMs / HOUR_MS} hours`;
  const minutes = Math.max(1, Math.round(windowMs / 60_000));
  return minutes === 1 ? 'a minute' : `${minutes} minutes`;
}

/**
 * A member's budget of e-mail addresses looked up among the accounts: every new address a note is
 * shared with, and every e-mail change. Whether an address has an account is never answered
 * directly, but what a member does with the answer could still reveal it; the budget keeps that
 * from scaling to thousands of addresses. Counted in the limiter store (memory, PostgreSQL or
 * Redis), so every instance spends from one budget, as the login limits do.
 */
export function createAccountLookupLimiter(deps: {
  store: LimiterStore;
  clock: Clock;
  max: number;
  windowMs: number;
}) {
  const { store, clock, max, windowMs } = deps;
  const keyOf = (userId: string) => `account-lookups:${userId}`;

  return {
    max,
    windowMs,

    /**
     * Spends `count` lookups of the member's budget, or refuses (429, Retry-After) when that would
     * go past it; a refusal spends nothing.
     */
    async spend(userId: string, count: number): Promise<void> {
      if (count <= 0) return;
      const key = keyOf(userId);
      const used = await store.check(key);
      // A first request larger than the whole budget is still let through once (a window starts).
      if (used.count > 0 && used.count + count > max) {
        const wait = Math.max(1, Math.ceil((used.resetAt - clock.now()) / 1000));
        const minutes = Math.ceil(wait / 60);
        throw tooManyRequests(
          `You have checked too many e-mail addresses: at most ${max} new addresses in ${describeWindow(windowMs)}, when sharing notes or changing your e-mail. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`,
          wait,
        );
      }
      await Promise.all(Array.from({ length: count }, () => store.hit(key, windowMs)));
    },
  };
}

export type AccountLookupLimiter = ReturnType<typeof createAccountLookupLimiter>;
