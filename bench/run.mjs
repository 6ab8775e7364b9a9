// `npm run bench`: every benchmark, printed as numbers (nothing here passes or fails on timing).
import { spawnSync } from 'node:child_process';
import { ensureBuilt, root } from '../scripts/build-state.mjs';
import { findChromium } from '../scripts/find-chromium.mjs';

ensureBuilt();
const runs = [
  ['bench/bundle-size.mjs', {}],
  ['bench/auth-latency.mjs', {}],
  ['bench/chat-stream.mjs', {}],
  ['bench/upload.mjs', {}],
  ['bench/attachments-memory.mjs', {}],
  ['bench/profile.mjs', {}],
  ['bench/extraction.mjs', {}],
  ['bench/offline-coach.mjs', {}],
  ['bench/pathological-chat.mjs', {}],
];
// The dashboard is timed in a real browser: only where Chromium is installed.
if (findChromium()) runs.push(['bench/dashboard.mjs', { CHROMIUM_PATH: findChromium() }]);
// With a PostgreSQL server at hand, the streaming bench runs on it too (memory per stream is only
// meaningful there: embedded PGlite's heap swamps it).
const pg = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (pg) runs.push(['bench/chat-stream.mjs', { BENCH_DATABASE_URL: pg }]);
// Conversation search is measured on PostgreSQL; without one it says so and skips.
runs.push(['bench/conversation-search.mjs', pg ? { BENCH_DATABASE_URL: pg } : {}, '']);
// Per-request overhead next to bare Fastify: PGlite, and PostgreSQL too when there is one.
runs.push(['bench/http-overhead.mjs', pg ? { BENCH_DATABASE_URL: pg } : {}, '']);
for (const [script, env, label] of runs) {
  const suffix = label ?? (env.BENCH_DATABASE_URL ? ' (PostgreSQL)' : '');
  console.log(`\n== ${script}${suffix}`);
  const result = spawnSync(process.execPath, [script], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
