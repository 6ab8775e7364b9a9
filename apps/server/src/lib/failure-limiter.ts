import type { Clock } from './clock.js';

export interface FailureLimiterOptions {
  /** Failures allowed inside the window; the next attempt is refused until the window passes. */
  maxFailures: number;
  windowMs: number;
  clock: Clock;
  /** Bound on tracked keys so a flood of distinct keys cannot grow memory without limit. */
  maxKeys?: number;
}

interface Entry {
  failures: number;
  windowStart: number;
}

/**
 * Counts failed attempts per key (an IP address, an account) in a fixed window, in memory.
 * One node's memory is enough here: with several instances each counts its own share
 * (docs/decisions/004-rate-limits-in-memory.md).
 */
export class FailureLimiter {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly options: FailureLimiterOptions) {}

  /** Seconds until the key may try again, or 0 when it may try now. */
  retryAfterSeconds(key: string): number {
    const entry = this.current(key);
    if (!entry || entry.failures < this.options.maxFailures) return 0;
    return Math.ceil((entry.windowStart + this.options.windowMs - this.options.clock.now()) / 1000);
  }

  recordFailure(key: string): void {
    const now = this.options.clock.now();
    const entry = this.current(key);
    if (entry) {
      entry.failures += 1;
      return;
    }
    if (this.entries.size >= (this.options.maxKeys ?? 100_000)) this.prune(now);
    this.entries.set(key, { failures: 1, windowStart: now });
  }

  reset(key: string): void {
    this.entries.delete(key);
  }

  private current(key: string): Entry | undefined {
    const entry = this.entries.get(key);
    if (entry && entry.windowStart + this.options.windowMs <= this.options.clock.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }

  private prune(now: number): void {
    for (const [key, entry] of this.entries) {
      if (entry.windowStart + this.options.windowMs <= now) this.entries.delete(key);
    }
    // Still full of live entries: drop the oldest (Map keeps insertion order).
    const excess = this.entries.size - Math.floor((this.options.maxKeys ?? 100_000) * 0.9);
    if (excess > 0) {
      let dropped = 0;
      for (const key of this.entries.keys()) {
        if (dropped++ >= excess) break;
        this.entries.delete(key);
      }
    }
  }
}
