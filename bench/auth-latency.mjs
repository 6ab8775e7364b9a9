// Prints what one password hash costs (argon2id, OWASP parameters) and the latency of signup, login
// and an authenticated read through the real HTTP layer of the built server (in-memory PGlite).

import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const server = (p) => pathToFileURL(path.join(root, 'apps/server/dist', p)).href;
const { buildApp } = await import(server('app.js'));
const { openDatabase } = await import(server('db/client.js'));
const { createLocalDiskStore } = await import(server('storage/local-disk-store.js'));

const handle = await openDatabase({ kind: 'pglite', dataDir: 'memory' });
const app = await buildApp({
  db: handle.db,
  blobs: createLocalDiskStore(mkdtempSync(path.join(tmpdir(), 'facet-bench-blobs-'))),
  jwtSecret: 'bench-secret-that-is-long-enough-for-hs256',
  authLimits: { attemptsPerWindow: 1e9 },
});
await app.ready();

const N = 20;
const time = async (label, fn) => {
  const samples = [];
  for (let i = 0; i < N; i++) {
    const start = performance.now();
    await fn(i);
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  const median = samples[Math.floor(N / 2)];
  const p95 = samples[Math.floor(N * 0.95) - 1];
  console.log(
    `${label.padEnd(28)} median ${median.toFixed(1)} ms   p95 ${p95.toFixed(1)} ms   (n=${N})`,
  );
};

const tokens = [];
await time('POST /api/auth/signup', async (i) => {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/signup',
    payload: {
      email: `bench${i}@example.com`,
      password: 'bench-password',
      firstName: 'B',
      lastName: 'C',
    },
  });
  tokens.push(res.json().token);
});
await time('POST /api/auth/login', async (i) => {
  await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: `bench${i}@example.com`, password: 'bench-password' },
  });
});
await time('GET /api/auth/me', async (i) => {
  await app.inject({
    method: 'GET',
    url: '/api/auth/me',
    headers: { authorization: `Bearer ${tokens[i]}` },
  });
});
await app.close();
await handle.close();
