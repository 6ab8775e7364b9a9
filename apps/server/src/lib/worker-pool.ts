import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';

/**
 * Runs CPU-heavy functions (text extraction, OCR preparation, profile building) in worker threads,
 * so the server's own thread stays free for requests. Each worker has a V8 heap cap
 * (`resourceLimits`) and each job a time limit: a job that runs too long has its worker terminated
 * and replaced; a job that fills its heap kills only its worker, and so does anything that fails
 * outside the job's own call (an uncaught exception from a timer or a library, an unhandled
 * rejection, the thread exiting): the worker's `error` and `exit` are always listened to, so none of
 * it reaches the server's process. Either way the caller gets a `WorkerJobError` it can turn into
 * a clear answer, and the next job gets a fresh worker.
 *
 * A job names a module and one of its exported functions; the function takes one structured-
 * cloneable input and returns (or resolves to) one structured-cloneable output. Modules are
 * imported once per worker and kept.
 *
 * Memory outside the V8 heap (Buffers, typed arrays) is not capped by `resourceLimits`; code that
 * inflates archives must check the declared sizes before inflating (see extract/zip-limits).
 */

export type WorkerJobFailure = 'timeout' | 'memory' | 'crashed' | 'failed' | 'closed';

export class WorkerJobError extends Error {
  constructor(
    readonly reason: WorkerJobFailure,
    message: string,
    /** For 'failed': the name of the error the job threw inside the worker. */
    readonly errorName?: string,
  ) {
    super(message);
    this.name = 'WorkerJobError';
  }
}

export interface WorkerPoolOptions {
  /** A name for logs and metrics (e.g. 'extract', 'profile'). */
  name: string;
  /** Workers kept at most; default: one per core beyond the server's own, at least one. */
  size?: number;
  /** V8 old-generation heap cap per worker, in MB. */
  maxHeapMb: number;
  /** Default time limit per job, in ms (from the moment a worker starts it). */
  timeoutMs: number;
  /** Idle workers are stopped after this long (ms); 0 keeps them. Default 60 s. */
  idleMs?: number;
}

export interface JobOptions {
  timeoutMs?: number;
  /** ArrayBuffers to move into the worker instead of copying. */
  transfer?: ArrayBuffer[];
  /** A warm-up (see `warm`): not reported to `onJob`. */
  warmup?: boolean;
}

/** A module and the name of the exported function to call in it. */
export interface JobTarget {
  /** `new URL('./module.js', import.meta.url)` of the module (the .js name; tests map it to .ts). */
  module: URL;
  fn: string;
}

interface Job {
  target: JobTarget;
  input: unknown;
  options: JobOptions;
  resolve(value: unknown): void;
  reject(error: Error): void;
  /** Wait in the queue started here (for metrics). */
  queuedAt: number;
}

interface Slot {
  worker: Worker;
  job?: Job;
  timer?: NodeJS.Timeout;
  idleTimer?: NodeJS.Timeout;
  nextId: number;
}

export interface WorkerJobTiming {
  pool: string;
  fn: string;
  queuedMs: number;
  runMs: number;
  outcome: 'ok' | WorkerJobFailure;
}

const require = createRequire(import.meta.url);
const entryUrl = new URL(
  `./worker-entry${import.meta.url.endsWith('.ts') ? '.ts' : '.js'}`,
  import.meta.url,
);

/**
 * Sources run through tsx (tests and `npm run dev`) start their workers through tsx's loader;
 * the built server starts the compiled entry directly.
 */
function spawn(maxHeapMb: number): Worker {
  const resourceLimits = {
    maxOldGenerationSizeMb: maxHeapMb,
    maxYoungGenerationSizeMb: Math.min(64, Math.max(8, Math.round(maxHeapMb / 8))),
  };
  if (entryUrl.pathname.endsWith('.ts')) {
    // The ESM build of tsx's API, beside the CommonJS one that require() resolves.
    const tsx = pathToFileURL(require.resolve('tsx/esm/api').replace(/\.cjs$/, '.mjs')).href;
    const code = `import(${JSON.stringify(tsx)}).then(({ register }) => { register(); return import(${JSON.stringify(entryUrl.href)}); })`;
    return new Worker(code, {
      eval: true,
      execArgv: ['--conditions=@facet/source'],
      resourceLimits,
    });
  }
  return new Worker(entryUrl, { resourceLimits });
}

export class WorkerPool {
  readonly name: string;
  /** Workers kept at most (jobs run at once). */
  readonly size: number;
  private readonly maxHeapMb: number;
  private readonly timeoutMs: number;
  private readonly idleMs: number;
  private readonly slots = new Set<Slot>();
  private readonly queue: Job[] = [];
  private closed = false;
  /** Called after every job (metrics, logs). */
  onJob?: (timing: WorkerJobTiming) => void;

  constructor(options: WorkerPoolOptions) {
    this.name = options.name;
    this.size = Math.max(1, options.size ?? Math.max(1, availableParallelism() - 1));
    this.maxHeapMb = options.maxHeapMb;
    this.timeoutMs = options.timeoutMs;
    this.idleMs = options.idleMs ?? 60_000;
  }

  /** Jobs waiting for a worker. */
  get waiting(): number {
    return this.queue.length;
  }

  /** Jobs running now. */
  get running(): number {
    let busy = 0;
    for (const slot of this.slots) if (slot.job) busy++;
    return busy;
  }

  run<T>(target: JobTarget, input: unknown, options: JobOptions = {}): Promise<T> {
    if (this.closed) {
      return Promise.reject(new WorkerJobError('closed', 'The server is shutting down.'));
    }
    return new Promise<T>((resolve, reject) => {
      this.queue.push({
        target,
        input,
        options,
        resolve: resolve as (value: unknown) => void,
        reject,
        queuedAt: performance.now(),
      });
      this.dispatch();
    });
  }

  /**
   * Starts the pool's first worker in the background and has it run `target` (a job that loads
   * what the real jobs need, such as a language model), so the first real job is not a cold
   * start. Nothing when the pool already has a worker or work. Never throws, and is not reported
   * to `onJob`: it is not a job anyone asked for.
   */
  warm(target: JobTarget): void {
    if (this.closed || this.slots.size > 0 || this.queue.length > 0) return;
    this.run(target, undefined, { warmup: true }).catch(() => {});
  }

  /** Stops every worker; queued and running jobs fail with reason 'closed'. */
  async close(): Promise<void> {
    this.closed = true;
    for (const job of this.queue.splice(0)) {
      job.reject(new WorkerJobError('closed', 'The server is shutting down.'));
    }
    await Promise.all(
      [...this.slots].map((slot) => {
        this.settle(slot, new WorkerJobError('closed', 'The server is shutting down.'));
        clearTimeout(slot.idleTimer);
        this.slots.delete(slot);
        return slot.worker.terminate();
      }),
    );
  }

  private dispatch(): void {
    while (this.queue.length > 0) {
      let slot = [...this.slots].find((s) => !s.job);
      if (!slot && this.slots.size < this.size) slot = this.addSlot();
      if (!slot) return;
      const job = this.queue.shift() as Job;
      this.start(slot, job);
    }
  }

  private addSlot(): Slot {
    const worker = spawn(this.maxHeapMb);
    const slot: Slot = { worker, nextId: 0 };
    worker.unref();
    worker.on('message', (message: WorkerReply) => this.onMessage(slot, message));
    worker.on('error', (error: Error & { code?: string }) => {
      const memory = error.code === 'ERR_WORKER_OUT_OF_MEMORY';
      this.retire(
        slot,
        new WorkerJobError(
          memory ? 'memory' : 'crashed',
          memory
            ? 'The file needed more memory than one file may use.'
            : `The worker stopped unexpectedly: ${error.message}`,
        ),
      );
    });
    worker.on('exit', () => {
      this.retire(slot, new WorkerJobError('crashed', 'The worker stopped unexpectedly.'));
    });
    this.slots.add(slot);
    return slot;
  }

  private start(slot: Slot, job: Job): void {
    clearTimeout(slot.idleTimer);
    slot.job = job;
    slot.nextId++;
    const startedAt = performance.now();
    (job as Job & { startedAt: number }).startedAt = startedAt;
    const timeoutMs = job.options.timeoutMs ?? this.timeoutMs;
    slot.timer = setTimeout(() => {
      this.retire(
        slot,
        new WorkerJobError(
          'timeout',
          `The work took longer than ${Math.round(timeoutMs / 1000)} s.`,
        ),
      );
      void slot.worker.terminate();
    }, timeoutMs);
    slot.timer.unref();
    slot.worker.ref();
    slot.worker.postMessage(
      {
        id: slot.nextId,
        module: job.target.module.href,
        fn: job.target.fn,
        input: job.input,
      } satisfies WorkerRequest,
      job.options.transfer ?? [],
    );
  }

  private onMessage(slot: Slot, message: WorkerReply): void {
    if (!slot.job || message.id !== slot.nextId) return;
    if (message.ok) this.settle(slot, undefined, message.output);
    else this.settle(slot, new WorkerJobError('failed', message.error.message, message.error.name));
    this.idle(slot);
    this.dispatch();
  }

  /** Ends the slot's job, if any, with an error or a value. */
  private settle(slot: Slot, error: WorkerJobError | undefined, output?: unknown): void {
    const job = slot.job;
    if (!job) return;
    slot.job = undefined;
    clearTimeout(slot.timer);
    const startedAt = (job as Job & { startedAt: number }).startedAt;
    if (!job.options.warmup)
      this.onJob?.({
        pool: this.name,
        fn: job.target.fn,
        queuedMs: startedAt - job.queuedAt,
        runMs: performance.now() - startedAt,
        outcome: error ? error.reason : 'ok',
      });
    if (error) job.reject(error);
    else job.resolve(output);
  }

  private idle(slot: Slot): void {
    slot.worker.unref();
    if (this.idleMs > 0) {
      slot.idleTimer = setTimeout(() => {
        if (slot.job) return;
        this.slots.delete(slot);
        void slot.worker.terminate();
      }, this.idleMs);
      slot.idleTimer.unref();
    }
  }

  /** Takes a worker out of the pool (it failed or is being killed) and moves on. */
  private retire(slot: Slot, error: WorkerJobError): void {
    if (!this.slots.has(slot)) return;
    this.slots.delete(slot);
    clearTimeout(slot.idleTimer);
    this.settle(slot, error);
    if (!this.closed) this.dispatch();
  }
}

export interface WorkerRequest {
  id: number;
  module: string;
  fn: string;
  input: unknown;
}

export type WorkerReply =
  | { id: number; ok: true; output: unknown }
  | { id: number; ok: false; error: { name: string; message: string } };
