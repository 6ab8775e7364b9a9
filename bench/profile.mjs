// Diamond-profile generation through the real server (built, its own process, embedded database,
// offline coach): 10 psychometric text files of 1 MB each are uploaded, the profile is generated,
// and a second client calls /api/health back to back while it builds. Prints the generation time
// and the health latency (max, p99) during it: with the profile built in a worker thread, health
// stays fast; a profile built on the server's own thread would hold every request until it ends.
// BENCH_PROFILE_TIMEOUT_MS (default 120 s) bounds the wait for the profile and for each health call.
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { startServer } from './lib/server.mjs';

const FILES = Number(process.env.BENCH_PROFILE_FILES ?? 10);
const SIZE = 1024 * 1024;
const TIMEOUT_MS = Number(process.env.BENCH_PROFILE_TIMEOUT_MS ?? 120_000);
// BENCH_PROFILE_RUNS=1 measures only the first profile (for a server that may not answer in time).
const RUNS = Number(process.env.BENCH_PROFILE_RUNS ?? 2);

/** A small deterministic random source, so every run gets the same text. */
function random(seed) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

/** The 34 CliftonStrengths themes (the same list the server's tests use). */
const THEMES = JSON.parse(
  readFileSync(
    new URL('../apps/server/src/test/corpus/clifton-34-themes.json', import.meta.url),
    'utf8',
  ),
);
const SUBJECTS = [
  'You',
  'People with this theme',
  'High scorers',
  'Your colleagues',
  'Many leaders',
  'Teams',
];
const VERBS = [
  'tend to',
  'often',
  'may want to',
  'usually',
  'sometimes',
  'should try to',
  'are likely to',
];
const ACTIONS = [
  'look for patterns in complex problems',
  'build close relationships at work',
  'plan the next quarter in detail',
  'ask questions before deciding',
  'share ideas in meetings',
  'take ownership of difficult projects',
  'notice how others feel',
  'set ambitious goals',
  'prefer written communication',
  'learn new skills quickly',
  'avoid unnecessary conflict',
  'seek feedback from peers',
  'work late to finish a task',
  'delegate routine work',
];
const ENDINGS = [
  'when the stakes are high.',
  'in a new team.',
  'under time pressure.',
  'with people they trust.',
  'if nobody else does.',
  'during change.',
  'at the start of a project.',
  'in their first year.',
];
const REFLECTIONS = [
  'I value honest feedback from my manager.',
  'My goal is to lead a product team within two years.',
  'I believe that small teams make better decisions.',
  'I tend to put off difficult conversations.',
  'I worry that I am not technical enough for the next role.',
  'I care deeply about the people I mentor.',
];

/** A report-like text of `bytes` bytes: a ranked list, theme chapters, advice and reflections. */
function report(seed, bytes) {
  const next = random(seed);
  const pick = (list) => list[Math.floor(next() * list.length)];
  const order = [...THEMES].sort(() => next() - 0.5);
  const parts = [
    'CliftonStrengths 34 Report',
    `Participant ${seed}`,
    '',
    'YOUR CLIFTONSTRENGTHS 34 ORDER',
  ];
  for (const [i, theme] of order.entries()) parts.push(`${i + 1}. ${theme}`);
  let size = parts.join('\n').length;
  while (size < bytes) {
    const lines = ['', `${pick(order).toUpperCase()} IN PRACTICE`];
    for (let i = 0; i < 12; i++)
      lines.push(`${pick(SUBJECTS)} ${pick(VERBS)} ${pick(ACTIONS)} ${pick(ENDINGS)}`);
    lines.push('', 'My reflections', pick(REFLECTIONS), pick(REFLECTIONS));
    const chunk = lines.join('\n');
    parts.push(chunk);
    size += chunk.length + 1;
  }
  return Buffer.from(parts.join('\n').slice(0, bytes));
}

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
};

const server = await startServer();
const { base } = server;

/** A new member uploads the files and generates the profile while /api/health is called. */
async function measure() {
  const token = await server.signup();
  const auth = { authorization: `Bearer ${token}` };
  const me = await (await fetch(`${base}/api/auth/me`, { headers: auth })).json();
  const userId = me.user?.id ?? me.id;
  for (let i = 0; i < FILES; i++) {
    const body = new FormData();
    body.append('psychometric', new Blob([report(i + 1, SIZE)]), `report-${i + 1}.txt`);
    const res = await fetch(`${base}/api/upload/psychometric`, {
      method: 'POST',
      headers: auth,
      body,
    });
    if (res.status !== 201)
      throw new Error(`upload ${i + 1} failed: ${res.status} ${await res.text()}`);
  }
  // One quick health call first, so connection set-up is not counted below.
  await fetch(`${base}/api/health`);

  let generating = true;
  const latencies = [];
  const health = (async () => {
    while (generating) {
      const started = performance.now();
      try {
        await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(TIMEOUT_MS) });
      } catch {}
      latencies.push(performance.now() - started);
    }
  })();
  const started = performance.now();
  let outcome;
  try {
    const res = await fetch(`${base}/api/generate-diamond-insights`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ userId }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    const json = await res.json();
    outcome = res.ok
      ? `${res.status}, ${Object.values(json.insights).flat().length} statements`
      : `${res.status} ${json.error}`;
  } catch (error) {
    outcome = `no answer within ${TIMEOUT_MS / 1000} s (${error.name})`;
  }
  const ms = performance.now() - started;
  generating = false;
  await health;
  return { ms, outcome, latencies };
}

try {
  const runs = [
    ['first profile after start (worker and English model load included)', await measure()],
  ];
  if (RUNS > 1) runs.push(['next profile (warm worker)', await measure()]);
  for (const [label, r] of runs) {
    console.log(
      `${label}: ${FILES} × 1 MB psychometric text files in ${r.ms.toFixed(0)} ms (${r.outcome})`,
    );
    console.log(
      `  /api/health meanwhile: ${r.latencies.length} calls, max ${Math.max(...r.latencies).toFixed(1)} ms, p99 ${percentile(r.latencies, 99).toFixed(1)} ms, median ${percentile(r.latencies, 50).toFixed(1)} ms`,
    );
  }
  const [cold, warm = cold] = runs.map(([, r]) => r);
  const all = [...cold.latencies, ...(RUNS > 1 ? warm.latencies : [])];
  console.log(
    `profile_10x1mb_cold_ms=${cold.ms.toFixed(0)} profile_10x1mb_warm_ms=${warm.ms.toFixed(0)} health_during_profile_max_ms=${Math.max(...all).toFixed(1)} health_during_profile_p99_ms=${percentile(all, 99).toFixed(1)}`,
  );
} finally {
  await server.stop();
}
