import { type ChildProcess, spawn } from 'node:child_process';
import { appendFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function waitForHealth(baseUrl: string, child: ChildProcess, output: () => string) {
  const deadline = Date.now() + 45_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output()}`);
    try {
      const res = await fetch(`${baseUrl}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server did not become healthy:\n${output()}`);
}

/** Starts the built server on a free port with an empty data folder (embedded database). */
export default async function setup(project: TestProject) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'facet-e2e-'));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  let log = '';
  const child = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], {
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // Also in a file the tests may read: with no SMTP_URL, password-reset links go to the log.
  const serverLog = path.join(dataDir, 'server.log');
  child.stdout?.on('data', (chunk) => {
    log += chunk;
    appendFileSync(serverLog, chunk);
  });
  child.stderr?.on('data', (chunk) => {
    log += chunk;
  });
  await waitForHealth(baseUrl, child, () => log);
  project.provide('baseUrl', baseUrl);
  project.provide('serverLog', serverLog);

  return async () => {
    // Graceful shutdown is part of the contract: SIGTERM must close the server cleanly (exit 0).
    const exited = new Promise<number | null>((resolve) =>
      child.once('exit', (code) => resolve(code)),
    );
    child.kill('SIGTERM');
    const code = await Promise.race([
      exited,
      new Promise<'timeout'>((r) => setTimeout(() => r('timeout'), 10_000)),
    ]);
    if (code === 'timeout') child.kill('SIGKILL');
    await rm(dataDir, { recursive: true, force: true });
    if (log.includes('"level":50') || log.includes('"level":60')) {
      console.error(`server logged errors during the browser tests:\n${log}`);
    }
    if (code !== 0) {
      throw new Error(`the server did not shut down cleanly on SIGTERM (exit: ${code}):\n${log}`);
    }
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The server's stdout so far (JSON lines). */
    serverLog: string;
  }
}
