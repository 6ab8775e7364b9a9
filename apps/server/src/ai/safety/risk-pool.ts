import { type JobTarget, WorkerPool, type WorkerPoolOptions } from '../../lib/worker-pool.js';

const jobs = new URL('./risk-job.js', import.meta.url);

export const RISK_JOBS = {
  assess: { module: jobs, fn: 'assess' },
  /** Run once by a new pool at start (WorkerPool.warm). */
  warm: { module: jobs, fn: 'warm' },
} satisfies Record<string, JobTarget>;

/**
 * The pool that reads long chat messages for risk off the request thread. One read of the
 * longest message a member may send takes about 0.1 s, so a job gets 10 s before its worker is
 * replaced, and 256 MB of heap (the English model is about 20 MB). A worker stays warm for
 * 10 minutes so the next long message does not reload the model.
 */
export function createRiskPool(options: Partial<WorkerPoolOptions> = {}): WorkerPool {
  return new WorkerPool({
    name: 'safety',
    maxHeapMb: 256,
    timeoutMs: 10_000,
    idleMs: 10 * 60_000,
    ...options,
  });
}
