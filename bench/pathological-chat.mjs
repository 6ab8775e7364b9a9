// What pathological chat messages cost everyone else: the built server (offline coach, embedded
// PGlite) gets 8 chat messages of 20,000 characters at once, each a shape that once made the
// request thread's language reading quadratic (`a-a-a-…`, `/ / /`, `# # #`, one run-on sentence),
// from 8 accounts, while a second client calls /api/health/live back to back. Prints the
// liveness latency (p50, p99, max) idle and during the sends, and how long the sends took. Numbers
// only; nothing is asserted. BENCH_PATHO_ROUNDS (3) rounds; BENCH_BASELINE_ENTRY=<other
// build>/apps/server/dist/main.js measures another build too (before/after).
import { performance } from 'node:perf_hooks';
import { startServer } from './lib/server.mjs';

const ROUNDS = Number(process.env.BENCH_PATHO_ROUNDS ?? 3);
const LENGTH = 20_000;
const SHAPES = ['a-', '/ ', '# ', 'and then ', '-', '. ', 'a ', '#'];

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};
const fmt = (values) =>
  `p50 ${percentile(values, 50).toFixed(1)} ms · p99 ${percentile(values, 99).toFixed(1)} ms · max ${Math.max(...values).toFixed(1)} ms (${values.length} calls)`;

/** Calls /api/health/live back to back until `until` settles; the latencies. */
async function probe(base, until) {
  const latencies = [];
  let done = false;
  until.finally(() => {
    done = true;
  });
  while (!done) {
    const started = performance.now();
    await (await fetch(`${base}/api/health/live`)).arrayBuffer();
    latencies.push(performance.now() - started);
  }
  return latencies;
}

function message(shape, salt) {
  // Distinct texts: nothing a cache could answer twice.
  return `${salt} ${shape.repeat(Math.ceil(LENGTH / shape.length))}`.slice(0, LENGTH);
}

async function send(base, token, content, tag) {
  const form = new FormData();
  form.append('sessionId', `patho-${tag}`);
  form.append('agentId', '15');
  form.append('content', content);
  const response = await fetch(`${base}/api/chat`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  await response.arrayBuffer();
  return response.status;
}

async function run(label, entry) {
  const server = await startServer({ entry, quiet: true });
  try {
    const tokens = [];
    for (let i = 0; i < SHAPES.length; i++) tokens.push(await server.signup());
    // Warm the language model and the coach pool with one ordinary message.
    await send(server.base, tokens[0], 'Hello, how do I prepare for a review?', 'warm');
    const idle = await probe(server.base, new Promise((r) => setTimeout(r, 1_500)));
    const during = [];
    const sendTimes = [];
    const statuses = {};
    for (let round = 0; round < ROUNDS; round++) {
      const started = performance.now();
      const sends = Promise.all(
        SHAPES.map((shape, i) =>
          send(
            server.base,
            tokens[i],
            message(shape, `${round}-${i}-${Math.random()}`),
            `${round}-${i}`,
          ),
        ),
      );
      during.push(...(await probe(server.base, sends)));
      for (const status of await sends) statuses[status] = (statuses[status] ?? 0) + 1;
      sendTimes.push(performance.now() - started);
    }
    console.log(`${label}`);
    console.log(`  /api/health/live idle:                 ${fmt(idle)}`);
    console.log(`  /api/health/live during 8 × 20,000 ch: ${fmt(during)}`);
    console.log(
      `  8 sends at once took (per round):      ${sendTimes.map((t) => `${Math.round(t)} ms`).join(', ')}; answers ${JSON.stringify(statuses)}`,
    );
  } finally {
    await server.stop();
  }
}

await run('this build', undefined);
if (process.env.BENCH_BASELINE_ENTRY) await run('baseline build', process.env.BENCH_BASELINE_ENTRY);
