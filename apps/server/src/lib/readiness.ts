import type { Clock } from './clock.js';

export type CheckState = 'ok' | 'failed';

export interface Readiness {
  ready: boolean;
  checks: { database: CheckState; blobStore: CheckState };
  /** What is wrong, in a sentence, when not ready. */
  reason?: string;
}

export interface ReadinessOptions {
  /** One cheap round trip to the database (`select 1`). */
  pingDatabase(): Promise<unknown>;
  /** One cheap call to the blob store (BlobStore.check). */
  checkBlobStore(): Promise<void>;
  clock: Clock;
  /** How long a result is reused, so probes from many balancers cost one check. */
  cacheMs?: number;
  /** How long a passed blob-store check is reused (each check is a billed request on S3). */
  blobStoreCacheMs?: number;
  /** A check that has not answered by then counts as failed. */
  timeoutMs?: number;
  /** Where a failed check's details go (the public answer says only what failed). */
  log: { warn(details: object, message: string): void };
}

const within = <T>(promise: Promise<T>, ms: number, what: string): Promise<T> => {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
};

/**
 * Whether this instance can serve requests: the database answers and the blob store is usable.
 * Results are cached briefly (a second by default; a passed blob-store check for ten) and
 * concurrent callers share one check in flight, so readiness probes stay cheap however often
 * they come. A check that hangs fails after `timeoutMs` instead of holding the probe.
 */
export function createReadiness(options: ReadinessOptions): { check(): Promise<Readiness> } {
  const { clock } = options;
  const cacheMs = options.cacheMs ?? 1_000;
  const blobStoreCacheMs = options.blobStoreCacheMs ?? 10_000;
  const timeoutMs = options.timeoutMs ?? 2_000;
  let last: { at: number; result: Promise<Readiness> } | undefined;
  let blobStorePassedAt = Number.NEGATIVE_INFINITY;

  const run = async (now: number): Promise<Readiness> => {
    const blobStoreFresh = now - blobStorePassedAt < blobStoreCacheMs;
    const [database, blobStore] = await Promise.allSettled([
      within(Promise.resolve().then(options.pingDatabase), timeoutMs, 'the database'),
      blobStoreFresh
        ? Promise.resolve()
        : within(Promise.resolve().then(options.checkBlobStore), timeoutMs, 'the blob store'),
    ]);
    if (blobStore.status === 'fulfilled' && !blobStoreFresh) blobStorePassedAt = now;
    const checks = {
      database: database.status === 'fulfilled' ? 'ok' : 'failed',
      blobStore: blobStore.status === 'fulfilled' ? 'ok' : 'failed',
    } as const;
    const reasons: string[] = [];
    if (database.status === 'rejected') {
      reasons.push('the database is not reachable');
      options.log.warn({ err: database.reason }, 'readiness: the database is not reachable');
    }
    if (blobStore.status === 'rejected') {
      reasons.push('the file store is not usable');
      options.log.warn({ err: blobStore.reason }, 'readiness: the file store is not usable');
    }
    return reasons.length === 0
      ? { ready: true, checks }
      : { ready: false, checks, reason: `Not ready: ${reasons.join('; ')}.` };
  };

  return {
    check() {
      const now = clock.now();
      if (!last || now - last.at >= cacheMs) last = { at: now, result: run(now) };
      return last.result;
    },
  };
}
