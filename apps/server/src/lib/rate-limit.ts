import type { Clock } from './clock.js';
import type { LimiterStore } from './failure-limiter.js';

/**
 * A fixed-window budget of uses per key (a member's chat messages a minute, uploads an hour), counted
 * in the same {@link LimiterStore} as the failure limits: in memory, PostgreSQL or Redis, so every
 * instance on a shared store spends one budget (docs/decisions/023-member-limits-and-fair-work.md).
 *
 * A use is counted before it is judged, in one atomic step (`hit`), so two instances taking the
 * last use at once cannot both get it. Refused uses count too; they do not lengthen the window.
 */
export class RateLimit {
  constructor(
    private readonly options: {
      store: LimiterStore;
      /** Keeps this limit's keys apart from others' in a shared store. */
      prefix: string;
      max: number;
      windowMs: number;
      clock: Clock;
    },
  ) {}

  get max(): number {
    return this.options.max;
  }

  /** Counts one use of `key`: 0 when it is within the budget, else seconds until the window ends. */
  async take(key: string): Promise<number> {
    const { count, resetAt } = await this.options.store.hit(
      `${this.options.prefix}:${key}`,
      this.options.windowMs,
    );
    if (count <= this.options.max) return 0;
    return Math.max(1, Math.ceil((resetAt - this.options.clock.now()) / 1000));
  }
}

/** "in 42 seconds" / "in 3 minutes": when a refused member may try again. */
export function retryIn(seconds: number): string {
  if (seconds < 90) return `in ${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `in ${minutes} minutes`;
}
