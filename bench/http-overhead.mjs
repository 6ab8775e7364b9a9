// What Facet's HTTP layer costs per request, next to a bare Fastify hello-world measured in the
// same run on the same machine. Each server runs in its own process; this process is the client
// (keep-alive sockets, bench/lib/load.mjs). Prints requests per second per path and the ratio to
// bare Fastify. Paths: the health checks, an authenticated read (GET /api/auth/me with a valid
// token) and an unknown /api/* path.
//
// Facet runs on embedded PGlite, and on PostgreSQL too when BENCH_DATABASE_URL is set (a fresh
// database is created on that server for the run and dropped after it). The server logs at
// BENCH_LOG_LEVEL (default info, as in production) into /dev/null.
//   Each path is loaded BENCH_ROUNDS (3) times for BENCH_SECONDS (2) each, the paths taking turns,
//   and the median round is printed: on a shared machine a neighbour's burst then hits one round
//   of every path rather than all of one path. BENCH_CONNECTIONS (10) keep-alive connections.
//   BENCH_BASELINE_ENTRY=path/to/other/apps/server/dist/main.js also measures another build in the
//   same run (before/after comparisons); paths it does not serve print "n/a".
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { load } from './lib/load.mjs';
import { startServer } from './lib/server.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const SECONDS = Number(process.env.BENCH_SECONDS ?? 2);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const LOG_LEVEL = process.env.BENCH_LOG_LEVEL ?? 'info';
const BASELINE = process.env.BENCH_BASELINE_ENTRY;
const PG_ADMIN = process.env.BENCH_DATABASE_URL;

const measure = (url, headers) =>
  load({ url, headers, connections: CONNECTIONS, seconds: SECONDS, warmupSeconds: 0.5 });

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
/** The median of several rounds of one path, and any answer other than the expected one. */
function summarise(rounds, expected) {
  const result = {
    perSecond: median(rounds.map((r) => r.perSecond)),
    p50Ms: median(rounds.map((r) => r.p50Ms)),
    p99Ms: median(rounds.map((r) => r.p99Ms)),
  };
  const other = {};
  for (const r of rounds) {
    for (const [status, n] of Object.entries(r.statuses)) {
      if (Number(status) !== expected) other[status] = (other[status] ?? 0) + n;
    }
  }
  if (Object.keys(other).length > 0) result.unexpected = other;
  return result;
}

async function bareFastify() {
  const child = spawn(process.execPath, [path.join(here, 'lib/bare-fastify.mjs')], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise((resolve, reject) => {
    child.stdout.once('data', (d) => resolve(Number(String(d).trim())));
    child.once('exit', () => reject(new Error('bare Fastify did not start')));
  });
  const rounds = [];
  for (let round = 0; round < ROUNDS; round++)
    rounds.push(await measure(`http://127.0.0.1:${port}/`));
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
  return summarise(rounds, 200);
}

async function freshPostgres() {
  const name = `facet_bench_${Date.now()}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: PG_ADMIN });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const url = new URL(PG_ADMIN);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: PG_ADMIN });
      await client.connect();
      await client.query(`drop database if exists "${name}" with (force)`);
      await client.end();
    },
  };
}

/** Loads each path of one Facet build on one database; a path the build lacks gives null. */
async function facet(entry, database) {
  const pgDb = database === 'PostgreSQL' ? await freshPostgres() : undefined;
  const server = await startServer({
    entry,
    quiet: true,
    env: { LOG_LEVEL: LOG_LEVEL, ...(pgDb ? { DATABASE_URL: pgDb.url } : {}) },
  });
  try {
    const token = await server.signup();
    if (!token) throw new Error('signup failed');
    const paths = [
      ['GET /api/health', '/api/health', {}, 200],
      ['GET /api/health/live', '/api/health/live', {}, 200],
      ['GET /api/health/ready', '/api/health/ready', {}, 200],
      ['GET /api/auth/me', '/api/auth/me', { authorization: `Bearer ${token}` }, 200],
      ['GET /api/unknown (404)', '/api/no-such-thing/42', {}, 404],
    ];
    // A fresh process is still compiling and collecting its start-up garbage: warm it first.
    await load({ url: `${server.base}/api/health`, connections: CONNECTIONS, seconds: 2 });
    const served = [];
    for (const path of paths) {
      const probe = await fetch(server.base + path[1], { headers: path[2] });
      await probe.arrayBuffer();
      if (probe.status === path[3]) served.push(path);
    }
    const rounds = new Map(served.map(([label]) => [label, []]));
    for (let round = 0; round < ROUNDS; round++) {
      for (const [label, p, headers] of served) {
        rounds.get(label).push(await measure(server.base + p, headers));
      }
    }
    return Object.fromEntries(
      paths.map(([label, , , expected]) => [
        label,
        rounds.has(label) ? summarise(rounds.get(label), expected) : null,
      ]),
    );
  } finally {
    await server.stop();
    await pgDb?.drop();
  }
}

const fmt = (n) => Math.round(n).toLocaleString('en-US').padStart(8);
console.log(
  `${CONNECTIONS} keep-alive connections; each path ${ROUNDS} rounds of ${SECONDS} s (after 0.5 s warm-up), median shown; Facet logs at ${LOG_LEVEL}`,
);

const bareBefore = await bareFastify();
const builds = [
  ...(BASELINE ? [['baseline', BASELINE]] : []),
  ['this build', path.join(here, '../apps/server/dist/main.js')],
];
const databases = ['PGlite', ...(PG_ADMIN ? ['PostgreSQL'] : [])];
const runs = [];
for (const database of databases) {
  for (const [build, entry] of builds) {
    runs.push({ database, build, results: await facet(entry, database) });
  }
}
const bareAfter = await bareFastify();
const bare = (bareBefore.perSecond + bareAfter.perSecond) / 2;

console.log(
  `\nbare Fastify hello-world: ${fmt(bare)} req/s (${fmt(bareBefore.perSecond).trim()} before, ${fmt(bareAfter.perSecond).trim()} after the Facet runs)`,
);
for (const { database, build, results } of runs) {
  console.log(`\nFacet on ${database}${builds.length > 1 ? ` — ${build}` : ''}`);
  console.log(`${'path'.padEnd(26)}   req/s   vs bare   p50 ms   p99 ms`);
  for (const [label, r] of Object.entries(results)) {
    if (!r) {
      console.log(`${label.padEnd(26)}      n/a (not served by this build)`);
      continue;
    }
    const ratio = `${((r.perSecond / bare) * 100).toFixed(0)} %`.padStart(8);
    const odd = r.unexpected ? `   unexpected statuses ${JSON.stringify(r.unexpected)}` : '';
    console.log(
      `${label.padEnd(26)}${fmt(r.perSecond)}${ratio}${r.p50Ms.toFixed(2).padStart(9)}${r.p99Ms.toFixed(2).padStart(9)}${odd}`,
    );
  }
}
