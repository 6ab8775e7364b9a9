import type { Clock } from './clock.js';

/**
 * A short-lived in-process cache of the rows the auth check reads on every request (the user and
 * its session version), so a burst of reads does not ask the database each time.
 *
 * The bound on staleness is `ttlMs` from the moment a row was read: a password change made on
 * another instance ends older sessions here within that time. On this instance the change ends
 * them at once (`invalidate`, called whenever the user row is written). Callers that must see
 * the current row (requests that change something) pass `fresh` and skip the cache.
 *
 * Concurrent misses for one id share a single database read. At most `maxEntries` rows are kept;
 * the oldest go first.
 */
export class SessionCache<Row> {
  private readonly entries = new Map<string, { row: Promise<Row | undefined>; until: number }>();
  private readonly load: (id: string) => Promise<Row | undefined>;
  private readonly clock: Clock;
  readonly ttlMs: number;
  private readonly maxEntries: number;

  constructor(options: {
    load: (id: string) => Promise<Row | undefined>;
    clock: Clock;
    ttlMs: number;
    maxEntries?: number;
  }) {
    this.load = options.load;
    this.clock = options.clock;
    this.ttlMs = options.ttlMs;
    this.maxEntries = options.maxEntries ?? 10_000;
  }

  get(id: string, options: { fresh?: boolean } = {}): Promise<Row | undefined> {
    const now = this.clock.now();
    if (!options.fresh && this.ttlMs > 0) {
      const hit = this.entries.get(id);
      if (hit && hit.until > now) return hit.row;
    }
    const row = this.load(id);
    if (this.ttlMs <= 0) return row;
    const entry = { row, until: now + this.ttlMs };
    this.entries.delete(id);
    this.entries.set(id, entry);
    if (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    // A failed read is not remembered.
    row.catch(() => {
      if (this.entries.get(id) === entry) this.entries.delete(id);
    });
    return row;
  }

  /** Forgets a row (it was just written), so the next request reads it again. */
  invalidate(id: string): void {
    this.entries.delete(id);
  }

  get size(): number {
    return this.entries.size;
  }
}
