import type { Clock } from './clock.js';

/** A key's failures in its current window, and when that window ends (epoch ms; 0 when none). */
export interface Counter {
  count: number;
  resetAt: number;
}

/**
 * Where failure counters live. In process memory by default; a store shared by every instance
 * (PostgreSQL, Redis) implements the same three calls, and nothing else changes.
 */
export interface LimiterStore {
  /** Counts one failure; a key's window starts at its first failure and lasts `windowMs`. */
  hit(key: string, windowMs: number): Promise<Counter>;
  /** The key's current count (0 once its window has passed). */
  check(key: string): Promise<Counter>;
  /** Forgets the key. */
  reset(key: string): Promise<void>;
}

const NONE: Counter = { count: 0, resetAt: 0 };

/**
 * Counters in this process's memory (docs/decisions/004-rate-limits-in-memory.md), with a bound
 * on tracked keys so a flood of distinct keys cannot grow memory without limit.
 */
export class MemoryLimiterStore implements LimiterStore {
  private readonly entries = new Map<string, Counter>();

  constructor(
    private readonly clock: Clock,
    private readonly maxKeys = 100_000,
  ) {}

  async hit(key: string, windowMs: number): Promise<Counter> {
    const now = this.clock.now();
    const entry = this.current(key, now);
    if (entry) {
      entry.count += 1;
      return { ...entry };
    }
    if (this.entries.size >= this.maxKeys) this.prune(now);
    const fresh = { count: 1, resetAt: now + windowMs };
    this.entries.set(key, fresh);
    return { ...fresh };
  }

  async check(key: string): Promise<Counter> {
    const entry = this.current(key, this.clock.now());
    return entry ? { ...entry } : NONE;
  }

  async reset(key: string): Promise<void> {
    this.entries.delete(key);
  }

  /** How many keys are tracked (for the memory bound's test). */
  get size(): number {
    return this.entries.size;
  }

  private current(key: string, now: number): Counter | undefined {
    const entry = this.entries.get(key);
    if (entry && entry.resetAt <= now) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }

  private prune(now: number): void {
    for (const [key, entry] of this.entries) {
      if (entry.resetAt <= now) this.entries.delete(key);
    }
    // Still full of live entries: drop the oldest (Map keeps insertion order).
    const excess = this.entries.size - Math.floor(this.maxKeys * 0.9);
    if (excess > 0) {
      let dropped = 0;
      for (const key of this.entries.keys()) {
        if (dropped++ >= excess) break;
        this.entries.delete(key);
      }
    }
  }
}

/** A fixed-window limit on one kind of key: `maxFailures` inside the window, then refused. */
export class FailureLimiter {
  constructor(
    private readonly options: {
      store: LimiterStore;
      /** Keeps this limit's keys apart from others' in a shared store. */
      prefix: string;
      maxFailures: number;
      windowMs: number;
      clock: Clock;
    },
  ) {}

  /** Seconds until the key may try again, or 0 when it may try now. */
  async retryAfterSeconds(key: string): Promise<number> {
    const { count, resetAt } = await this.options.store.check(this.key(key));
    if (count < this.options.maxFailures) return 0;
    return Math.max(1, Math.ceil((resetAt - this.options.clock.now()) / 1000));
  }

  /** Failures inside the current window. */
  async failures(key: string): Promise<number> {
    return (await this.options.store.check(this.key(key))).count;
  }

  async recordFailure(key: string): Promise<void> {
    await this.options.store.hit(this.key(key), this.options.windowMs);
  }

  async reset(key: string): Promise<void> {
    await this.options.store.reset(this.key(key));
  }

  private key(key: string): string {
    return `${this.options.prefix}:${key}`;
  }
}
