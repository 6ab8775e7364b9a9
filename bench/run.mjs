// `npm run bench`: every benchmark, printed as numbers (nothing here passes or fails on timing).
import { spawnSync } from 'node:child_process';
import { ensureBuilt, root } from '../scripts/build-state.mjs';

ensureBuilt();
const runs = [
  ['bench/bundle-size.mjs', {}],
  ['bench/auth-latency.mjs', {}],
  ['bench/chat-stream.mjs', {}],
  ['bench/upload.mjs', {}],
];
// With a PostgreSQL server at hand, the streaming bench runs on it too (memory per stream is only
// meaningful there: embedded PGlite's heap swamps it).
const pg = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (pg) runs.push(['bench/chat-stream.mjs', { BENCH_DATABASE_URL: pg }]);
for (const [script, env] of runs) {
  console.log(`\n== ${script}${env.BENCH_DATABASE_URL ? ' (PostgreSQL)' : ''}`);
  const result = spawnSync(process.execPath, [script], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
