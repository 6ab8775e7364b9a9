import { LRUCache } from 'lru-cache';
import type { Clock } from './clock.js';

/**
 * A short-lived in-process cache of the rows the auth check reads on every request (a session
 * and its member's user row, keyed by session id), so a burst of reads does not ask the database
 * each time.
 *
 * The bound on staleness is `ttlMs` from the moment a row was read: a session ended on another
 * instance (logout, sign out everywhere, a password change) ends here within that time. On this
 * instance it ends at once (`invalidate`/`invalidateGroup`, called whenever a user row is written
 * or sessions are deleted). Callers that must see
 * the current row (requests that change something) pass `fresh` and skip the cache.
 *
 * Concurrent misses for one id share a single database read. At most `maxEntries` rows are kept;
 * the least recently used go first (lru-cache; the expiry stays here, on the injected clock).
 */
interface Entry<Row> {
  row: Promise<Row | undefined>;
  until: number;
  group?: string | undefined;
}

export class SessionCache<Row> {
  private readonly entries: LRUCache<string, Entry<Row>>;
  /** Ids by group (a member's sessions), so one write can forget all of them. */
  private readonly groups = new Map<string, Set<string>>();
  private readonly load: (id: string) => Promise<Row | undefined>;
  private readonly clock: Clock;
  readonly ttlMs: number;

  constructor(options: {
    load: (id: string) => Promise<Row | undefined>;
    clock: Clock;
    ttlMs: number;
    maxEntries?: number;
  }) {
    this.load = options.load;
    this.clock = options.clock;
    this.ttlMs = options.ttlMs;
    this.entries = new LRUCache({
      max: options.maxEntries ?? 10_000,
      // However an entry goes (replaced, forgotten, evicted), its group forgets it too.
      dispose: (entry, id) => this.ungroup(id, entry),
    });
  }

  /**
   * The row for `id`. `group` (the member a session belongs to) lets `invalidateGroup` forget every
   * entry of one member at once.
   */
  get(id: string, options: { fresh?: boolean; group?: string } = {}): Promise<Row | undefined> {
    const now = this.clock.now();
    if (!options.fresh && this.ttlMs > 0) {
      const hit = this.entries.get(id);
      if (hit && hit.until > now) return hit.row;
    }
    const row = this.load(id);
    if (this.ttlMs <= 0) return row;
    const entry: Entry<Row> = { row, until: now + this.ttlMs, group: options.group };
    this.entries.set(id, entry);
    if (entry.group !== undefined) {
      const ids = this.groups.get(entry.group) ?? new Set<string>();
      ids.add(id);
      this.groups.set(entry.group, ids);
    }
    // A failed read is not remembered.
    row.catch(() => {
      if (this.entries.peek(id) === entry) this.entries.delete(id);
    });
    return row;
  }

  /** Forgets a row (it was just written), so the next request reads it again. */
  invalidate(id: string): void {
    this.entries.delete(id);
  }

  /** Forgets every row of a group (a member's user row changed, or their sessions ended). */
  invalidateGroup(group: string): void {
    const ids = this.groups.get(group);
    if (!ids) return;
    for (const id of [...ids]) this.entries.delete(id);
    this.groups.delete(group);
  }

  private ungroup(id: string, entry: Entry<Row>): void {
    if (entry.group === undefined) return;
    const ids = this.groups.get(entry.group);
    ids?.delete(id);
    if (ids?.size === 0) this.groups.delete(entry.group);
  }

  get size(): number {
    return this.entries.size;
  }
}
