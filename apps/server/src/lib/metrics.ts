import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { WorkerJobTiming, WorkerPool } from './worker-pool.js';

/** What a coach call was for: a streamed chat reply, its follow-up suggestions, a profile. */
export type ProviderOperation = 'reply' | 'follow_up' | 'profile';
export type ProviderOutcome = 'ok' | 'error' | 'aborted';

/**
 * The server's Prometheus metrics: one registry per app (tests build many apps in one process),
 * and a small interface other modules call to report what they did. Recording is cheap and always
 * on; `/metrics` and the per-request histogram exist only when metrics are enabled
 * (plugins/metrics.ts).
 */
export interface Metrics {
  readonly registry: Registry;
  /** One answered HTTP request: route pattern (never the raw URL), method, status, duration. */
  observeRequest(method: string, route: string, statusCode: number, seconds: number): void;
  /** A chat reply stream opened; call the returned function once when it ends. */
  chatStreamStarted(): () => void;
  /** One call to the AI provider (or the offline coach) and how it ended. */
  observeProvider(
    provider: string,
    operation: ProviderOperation,
    seconds: number,
    outcome: ProviderOutcome,
  ): void;
  /** Time from asking the provider for a reply to its first streamed text. */
  observeFirstToken(provider: string, seconds: number): void;
  /** Reading text out of one file (PDF, DOCX, OCR…), by kind. */
  observeExtraction(kind: string, seconds: number, outcome?: string): void;
  /** Building one diamond profile. */
  observeProfile(seconds: number, outcome?: string): void;
  /**
   * Reports a worker pool's jobs (queue wait, and run time as extraction or profile durations)
   * and its queue depth. Pools named `profile` count as profile builds, any other as extraction.
   */
  attachWorkerPool(pool: WorkerPool): void;
}

const SECONDS_FAST = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const SECONDS_SLOW = [0.05, 0.1, 0.25, 0.5, 1, 2, 5, 10, 20, 30, 60, 120];

const statusClass = (status: number) =>
  status >= 500 ? '5xx' : status >= 400 ? '4xx' : status >= 300 ? '3xx' : '2xx';

export function createMetrics(options: { processMetrics?: boolean } = {}): Metrics {
  const registry = new Registry();
  if (options.processMetrics) collectDefaultMetrics({ register: registry });
  const registers = [registry];

  const requests = new Histogram({
    name: 'facet_http_request_duration_seconds',
    help: 'HTTP requests by route pattern, method and status class: count (rate) and duration.',
    labelNames: ['method', 'route', 'status_class'],
    buckets: SECONDS_FAST,
    registers,
  });
  const streams = new Gauge({
    name: 'facet_chat_streams_in_flight',
    help: 'Chat replies being streamed to clients right now.',
    registers,
  });
  const provider = new Histogram({
    name: 'facet_ai_provider_duration_seconds',
    help: 'Calls to the AI provider (or the offline coach), by operation and outcome.',
    labelNames: ['provider', 'operation', 'outcome'],
    buckets: SECONDS_SLOW,
    registers,
  });
  const providerErrors = new Counter({
    name: 'facet_ai_provider_errors_total',
    help: 'AI provider calls that failed (not counting ones the client cancelled).',
    labelNames: ['provider', 'operation'],
    registers,
  });
  const firstToken = new Histogram({
    name: 'facet_chat_first_token_seconds',
    help: 'Time from asking the provider for a reply to its first streamed text.',
    labelNames: ['provider'],
    buckets: SECONDS_FAST,
    registers,
  });
  const extraction = new Histogram({
    name: 'facet_extraction_duration_seconds',
    help: 'Reading text out of uploaded files, by kind of work and outcome.',
    labelNames: ['kind', 'outcome'],
    buckets: SECONDS_SLOW,
    registers,
  });
  const profile = new Histogram({
    name: 'facet_profile_duration_seconds',
    help: 'Building a diamond profile, by outcome.',
    labelNames: ['outcome'],
    buckets: SECONDS_SLOW,
    registers,
  });
  const queueWait = new Histogram({
    name: 'facet_worker_queue_wait_seconds',
    help: 'Time a CPU-heavy job waited for a free worker thread, by pool.',
    labelNames: ['pool'],
    buckets: SECONDS_FAST,
    registers,
  });
  const workerJobs = new Histogram({
    name: 'facet_worker_job_duration_seconds',
    help: 'CPU-heavy jobs in worker threads, by pool (extract, profile, coach) and outcome.',
    labelNames: ['pool', 'outcome'],
    buckets: SECONDS_FAST.concat(SECONDS_SLOW.filter((s) => s > 10)),
    registers,
  });
  const pools: WorkerPool[] = [];
  new Gauge({
    name: 'facet_worker_jobs',
    help: 'CPU-heavy jobs per worker pool, waiting for a worker or running.',
    labelNames: ['pool', 'state'],
    registers,
    collect() {
      for (const pool of pools) {
        this.set({ pool: pool.name, state: 'waiting' }, pool.waiting);
        this.set({ pool: pool.name, state: 'running' }, pool.running);
      }
    },
  });

  const metrics: Metrics = {
    registry,
    observeRequest(method, route, statusCode, seconds) {
      requests.observe({ method, route, status_class: statusClass(statusCode) }, seconds);
    },
    chatStreamStarted() {
      streams.inc();
      let open = true;
      return () => {
        if (!open) return;
        open = false;
        streams.dec();
      };
    },
    observeProvider(name, operation, seconds, outcome) {
      provider.observe({ provider: name, operation, outcome }, seconds);
      if (outcome === 'error') providerErrors.inc({ provider: name, operation });
    },
    observeFirstToken(name, seconds) {
      firstToken.observe({ provider: name }, seconds);
    },
    observeExtraction(kind, seconds, outcome = 'ok') {
      extraction.observe({ kind, outcome }, seconds);
    },
    observeProfile(seconds, outcome = 'ok') {
      profile.observe({ outcome }, seconds);
    },
    attachWorkerPool(pool) {
      if (pools.includes(pool)) return;
      pools.push(pool);
      const previous = pool.onJob;
      pool.onJob = (timing: WorkerJobTiming) => {
        previous?.(timing);
        const seconds = timing.runMs / 1000;
        queueWait.observe({ pool: timing.pool }, timing.queuedMs / 1000);
        workerJobs.observe({ pool: timing.pool, outcome: timing.outcome }, seconds);
        if (timing.pool === 'profile') metrics.observeProfile(seconds, timing.outcome);
        else if (timing.pool === 'extract')
          metrics.observeExtraction(timing.fn, seconds, timing.outcome);
      };
    },
  };
  return metrics;
}
