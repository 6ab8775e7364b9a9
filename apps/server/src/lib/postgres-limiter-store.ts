import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { limiterCounters } from '../db/schema/limiter-counters.js';
import type { Clock } from './clock.js';
import type { Counter, LimiterStore } from './failure-limiter.js';

const NONE: Counter = { count: 0, resetAt: 0 };

/** Expired rows are deleted at most this often, by whichever hit comes first after it. */
const SWEEP_EVERY_MS = 60_000;

/**
 * Failure counters in PostgreSQL's `limiter_counters` table, so every instance on one database
 * counts the same failures (docs/decisions/019-shared-failure-limits.md). A hit is one atomic
 * upsert: two instances counting the same key at once both land, in either order.
 *
 * Windows are measured on the app's clock (as the in-memory store does); instances of one
 * deployment keep their clocks in step (NTP), and a drift of a second changes a 15-minute window
 * by a second.
 */
export class PostgresLimiterStore implements LimiterStore {
  private lastSweep = 0;
  private sweeping: Promise<number> | undefined;

  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly onSweepError: (error: unknown) => void = () => {},
  ) {}

  async hit(key: string, windowMs: number): Promise<Counter> {
    const now = this.clock.now();
    const nowAt = new Date(now).toISOString();
    const resetAt = new Date(now + windowMs).toISOString();
    // A row whose window has passed starts a new one at 1; a live one counts up and keeps its end.
    const [row] = await this.db
      .insert(limiterCounters)
      .values({ key, count: 1, resetAt: new Date(now + windowMs) })
      .onConflictDoUpdate({
        target: limiterCounters.key,
        set: {
          count: sql`case when "limiter_counters"."reset_at" <= ${nowAt}::timestamptz then 1 else "limiter_counters"."count" + 1 end`,
          resetAt: sql`case when "limiter_counters"."reset_at" <= ${nowAt}::timestamptz then ${resetAt}::timestamptz else "limiter_counters"."reset_at" end`,
        },
      })
      .returning({ count: limiterCounters.count, resetAt: limiterCounters.resetAt });
    if (now - this.lastSweep >= SWEEP_EVERY_MS) {
      this.lastSweep = now;
      void this.sweep().catch(this.onSweepError);
    }
    if (!row) throw new Error('the limiter counter upsert returned no row');
    return { count: row.count, resetAt: row.resetAt.getTime() };
  }

  async check(key: string): Promise<Counter> {
    const [row] = await this.db
      .select({ count: limiterCounters.count, resetAt: limiterCounters.resetAt })
      .from(limiterCounters)
      .where(and(eq(limiterCounters.key, key), gt(limiterCounters.resetAt, new Date(this.now()))));
    return row ? { count: row.count, resetAt: row.resetAt.getTime() } : NONE;
  }

  async reset(key: string): Promise<void> {
    await this.db.delete(limiterCounters).where(eq(limiterCounters.key, key));
  }

  /** Deletes rows whose window has passed; how many. One sweep at a time per instance. */
  sweep(): Promise<number> {
    this.sweeping ??= this.db
      .delete(limiterCounters)
      .where(lte(limiterCounters.resetAt, new Date(this.now())))
      .returning({ key: limiterCounters.key })
      .then((rows) => rows.length)
      .finally(() => {
        this.sweeping = undefined;
      });
    return this.sweeping;
  }

  private now(): number {
    return this.clock.now();
  }
}
