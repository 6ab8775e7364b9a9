import { type JobTarget, WorkerPool, type WorkerPoolOptions } from '../../lib/worker-pool.js';

const jobs = new URL('./job.js', import.meta.url);

export const PROFILE_JOBS = {
  offlineProfile: { module: jobs, fn: 'offlineProfile' },
  groundProposals: { module: jobs, fn: 'groundProposals' },
  otherPeoplesFiles: { module: jobs, fn: 'otherPeoplesFiles' },
  memberProfile: { module: jobs, fn: 'memberProfile' },
  /** Run once by a new pool at start (WorkerPool.warm). */
  warm: { module: jobs, fn: 'warm' },
} satisfies Record<string, JobTarget>;

/**
 * The pool that builds profiles off the request thread. A job has a heap cap (the English model
 * is about 20 MB; ten 1 MB files and their sentences fit well within 512 MB) and 30 s; a worker
 * stays warm for 10 minutes so the next profile does not reload the model.
 */
export function createProfilePool(options: Partial<WorkerPoolOptions> = {}): WorkerPool {
  return new WorkerPool({
    name: 'profile',
    maxHeapMb: 512,
    timeoutMs: 30_000,
    idleMs: 10 * 60_000,
    ...options,
  });
}
