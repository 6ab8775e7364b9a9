import { afterAll, describe, expect, it } from 'vitest';
import { WorkerJobError, type WorkerJobTiming, WorkerPool } from './worker-pool.js';

const jobs = new URL('../test/worker-jobs.js', import.meta.url);
const job = (fn: string) => ({ module: jobs, fn });
/** The error a job ended with (the test fails if it succeeded). */
async function failure(run: Promise<unknown>): Promise<WorkerJobError> {
  const outcome = await run.then(
    () => new Error('the job succeeded'),
    (e: unknown) => e,
  );
  expect(outcome).toBeInstanceOf(WorkerJobError);
  return outcome as WorkerJobError;
}

describe('worker pool', () => {
  const timings: WorkerJobTiming[] = [];
  const pool = new WorkerPool({ name: 'test', size: 2, maxHeapMb: 64, timeoutMs: 10_000 });
  pool.onJob = (t) => timings.push(t);
  afterAll(() => pool.close());

  it('runs a job in a worker and returns its result', async () => {
    await expect(pool.run(job('double'), 21)).resolves.toBe(42);
    expect(timings.at(-1)).toMatchObject({ pool: 'test', fn: 'double', outcome: 'ok' });
  });

  it('moves a transferred buffer into the worker', async () => {
    const bytes = new Uint8Array(1024);
    await expect(pool.run(job('byteLength'), bytes, { transfer: [bytes.buffer] })).resolves.toBe(
      1024,
    );
    expect(bytes.byteLength).toBe(0);
  });

  it('keeps the calling thread free while a job spins', async () => {
    const spinning = pool.run(job('spin'), 600);
    const started = performance.now();
    let ticks = 0;
    while (performance.now() - started < 400) {
      await new Promise((resolve) => setTimeout(resolve, 10));
      ticks++;
    }
    await spinning;
    // The loop above could only tick while the spin ran elsewhere.
    expect(ticks).toBeGreaterThan(10);
  });

  it('ends a job that runs past its time limit, and the next job gets a fresh worker', async () => {
    const error = await failure(pool.run(job('spin'), 5_000, { timeoutMs: 300 }));
    expect(error.reason).toBe('timeout');
    await expect(pool.run(job('double'), 2)).resolves.toBe(4);
  });

  it('a job that fills its heap kills only its worker', async () => {
    const error = await failure(pool.run(job('hog'), null));
    expect(error.reason).toBe('memory');
    await expect(pool.run(job('double'), 5)).resolves.toBe(10);
  }, 60_000);

  it('passes a thrown error back with its name and message', async () => {
    const error = await failure(pool.run(job('fail'), 'bad input'));
    expect(error).toMatchObject({
      reason: 'failed',
      errorName: 'RangeError',
      message: 'bad input',
    });
  });

  it.each([
    ['an uncaught exception', 'throwLater'],
    ['an unhandled rejection', 'rejectUnhandled'],
    ['the thread exiting', 'exitThread'],
  ])(
    '%s in a job fails only that job, never the process; the next job gets a fresh worker',
    async (_, fn) => {
      const error = await failure(pool.run(job(fn), fn === 'exitThread' ? 3 : 'boom'));
      expect(error.reason).toBe('crashed');
      expect(error.message).toMatch(/^The worker stopped unexpectedly/);
      await expect(pool.run(job('double'), 8)).resolves.toBe(16);
    },
  );

  it('queues jobs beyond its size and runs them all', async () => {
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) => pool.run(job('slowEcho'), { value: `v${i}`, ms: 50 })),
    );
    expect(results).toEqual(['v0', 'v1', 'v2', 'v3', 'v4', 'v5']);
    expect(pool.running).toBe(0);
    expect(pool.waiting).toBe(0);
  });

  it('refuses work once closed, and fails what was running', async () => {
    const other = new WorkerPool({ name: 'closing', size: 1, maxHeapMb: 32, timeoutMs: 10_000 });
    const running = failure(other.run(job('slowEcho'), { value: 'x', ms: 5_000 }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    await other.close();
    expect((await running).reason).toBe('closed');
    await expect(other.run(job('double'), 1)).rejects.toMatchObject({ reason: 'closed' });
  });
});

describe('warming a pool', () => {
  it('starts its first worker with the warm-up job, unreported, and only once', async () => {
    const timings: WorkerJobTiming[] = [];
    const pool = new WorkerPool({ name: 'warm', size: 1, maxHeapMb: 64, timeoutMs: 10_000 });
    pool.onJob = (t) => timings.push(t);
    try {
      pool.warm(job('warmUp'));
      pool.warm(job('warmUp'));
      await expect(pool.run(job('warmUpCount'), undefined)).resolves.toBe(1);
      expect(timings.map((t) => t.fn)).toEqual(['warmUpCount']);
      pool.warm(job('warmUp'));
      await expect(pool.run(job('warmUpCount'), undefined)).resolves.toBe(1);
    } finally {
      await pool.close();
    }
  });
});
