// Starts the built server in its own process for a benchmark, with a fresh data folder.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/**
 * @param {{ env?: Record<string, string>, nodeArgs?: string[], entry?: string,
 *           quiet?: boolean }} options  `entry`: another build's main.js (before/after
 *           comparisons); `quiet`: the server's stdout (its log) goes to /dev/null.
 * @returns the base URL, the server's RSS reader, a signup helper and stop()
 */
export async function startServer({ env = {}, nodeArgs = [], entry, quiet = false } = {}) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'facet-bench-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(
    process.execPath,
    [...nodeArgs, entry ?? path.join(root, 'apps/server/dist/main.js')],
    {
      env: {
        PATH: process.env.PATH,
        PORT: String(port),
        DATA_DIR: dataDir,
        LOG_LEVEL: 'error',
        ...env,
      },
      stdio: ['ignore', quiet ? 'ignore' : 'inherit', 'inherit'],
    },
  );
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {}
    if (i > 300) throw new Error('server did not start');
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    base,
    /** The server process's resident memory, in KB. */
    rssKb: () =>
      Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'))?.[1] ?? 0),
    /** A new account's bearer token. */
    async signup() {
      const res = await fetch(`${base}/api/auth/signup`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          email: `bench-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`,
          password: 'bench-password',
          firstName: 'Bench',
          lastName: 'Mark',
        }),
      });
      return (await res.json()).token;
    },
    async stop() {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      // A server whose thread is stuck cannot run its SIGTERM handler: end it after 5 s.
      const force = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(force);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
