import { Redis } from 'ioredis';
import type { Clock } from './clock.js';
import { type Counter, type LimiterStore, MemoryLimiterStore } from './failure-limiter.js';

export const REDIS_KEY_PREFIX = 'facet:limit:';

/** Errors about an unreachable Redis are logged at most this often. */
const COMPLAIN_EVERY_MS = 30_000;

/**
 * One failure, atomically: counts up, and a key without an expiry (its first failure) gets the
 * window's. Returns the count and the milliseconds left in the window.
 */
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}
`;

export interface RedisLimiterLog {
  error(details: object, message: string): void;
  info(details: object, message: string): void;
}

/**
 * Failure counters in Redis (REDIS_URL), shared by every instance that uses it, under
 * `facet:limit:<limit>:<key>`; each key expires with its window, so Redis holds nothing stale.
 *
 * When Redis does not answer, limits FAIL OPEN to this instance's memory: the call is counted in
 * a MemoryLimiterStore instead, and an error naming REDIS_URL is logged (at most every 30 s).
 * Logins keep working through a Redis outage, still limited per instance (and by the per-IP
 * attempt cap), rather than every member being refused because a cache is down
 * (docs/decisions/019-shared-failure-limits.md).
 */
export class RedisLimiterStore implements LimiterStore {
  readonly client: Redis;
  private readonly fallback: MemoryLimiterStore;
  private lastComplaint = 0;
  private degraded = false;

  constructor(
    url: string,
    private readonly clock: Clock,
    private readonly log: RedisLimiterLog,
    options: { commandTimeoutMs?: number } = {},
  ) {
    this.fallback = new MemoryLimiterStore(clock);
    this.client = new Redis(url, {
      lazyConnect: true,
      // A command while disconnected fails at once (and falls back) instead of queueing behind a
      // login for as long as the outage lasts.
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      commandTimeout: options.commandTimeoutMs ?? 1_000,
      connectTimeout: 2_000,
      // Keeps reconnecting (at most every 2 s) for as long as the process lives.
      retryStrategy: (times) => Math.min(times * 200, 2_000),
    });
    // Connection errors are reported through the calls that fail; without a listener ioredis
    // would print each reconnect attempt's error as unhandled.
    this.client.on('error', () => {});
    this.client.defineCommand('facetLimitHit', { numberOfKeys: 1, lua: HIT_SCRIPT });
  }

  /** Connects; resolves false (after logging why) when Redis does not answer, true otherwise. */
  async connect(): Promise<boolean> {
    try {
      await this.client.connect();
      await this.client.ping();
      return true;
    } catch (error) {
      this.complain(error, true);
      return false;
    }
  }

  async hit(key: string, windowMs: number): Promise<Counter> {
    return this.guard(
      async () => {
        const [count, ttl] = (await (
          this.client as unknown as {
            facetLimitHit(key: string, windowMs: number): Promise<[number, number]>;
          }
        ).facetLimitHit(REDIS_KEY_PREFIX + key, windowMs)) as [number, number];
        return { count, resetAt: this.clock.now() + ttl };
      },
      () => this.fallback.hit(key, windowMs),
    );
  }

  async check(key: string): Promise<Counter> {
    return this.guard(
      async () => {
        const full = REDIS_KEY_PREFIX + key;
        const results = await this.client.multi().get(full).pttl(full).exec();
        const count = Number(results?.[0]?.[1] ?? 0);
        const ttl = Number(results?.[1]?.[1] ?? -2);
        if (!count || ttl === -2) return { count: 0, resetAt: 0 };
        return { count, resetAt: ttl > 0 ? this.clock.now() + ttl : this.clock.now() };
      },
      () => this.fallback.check(key),
    );
  }

  async reset(key: string): Promise<void> {
    // Both: a key counted in memory during an outage is forgotten as well.
    await this.fallback.reset(key);
    await this.guard(
      async () => {
        await this.client.del(REDIS_KEY_PREFIX + key);
      },
      async () => {},
    );
  }

  async close(): Promise<void> {
    if (this.client.status === 'ready') await this.client.quit().catch(() => {});
    this.client.disconnect();
  }

  private async guard<T>(shared: () => Promise<T>, local: () => Promise<T>): Promise<T> {
    try {
      const result = await shared();
      if (this.degraded) {
        this.degraded = false;
        this.log.info({}, 'Redis answers again; failure limits are shared across instances again');
      }
      return result;
    } catch (error) {
      this.complain(error);
      return local();
    }
  }

  private complain(error: unknown, force = false): void {
    this.degraded = true;
    const now = this.clock.now();
    if (!force && now - this.lastComplaint < COMPLAIN_EVERY_MS) return;
    this.lastComplaint = now;
    this.log.error(
      { err: error },
      'Redis (REDIS_URL) does not answer: login and signup failure limits fall back to this ' +
        "instance's memory (not shared with other instances) until it does. Check that Redis " +
        'is running and that REDIS_URL points at it.',
    );
  }
}
