import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const main = path.join(root, 'apps/server/dist/main.js');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Where one scenario's server keeps its data: a data folder, and a PostgreSQL database or not. */
export interface DataTarget {
  kind: 'pglite' | 'postgres';
  dataDir: string;
  databaseUrl?: string;
  /** Runs SQL on the data directly; on PGlite only while no server has it open. */
  sql<T>(text: string, params?: unknown[]): Promise<T[]>;
  remove(): Promise<void>;
}

/** A fresh data folder, and with PostgreSQL a fresh database on TEST_DATABASE_URL's server. */
export async function freshData(kind: 'pglite' | 'postgres'): Promise<DataTarget> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'facet-fault-'));
  if (kind === 'pglite') {
    return {
      kind,
      dataDir,
      async sql<T>(text: string, params: unknown[] = []) {
        const client = await PGlite.create(path.join(dataDir, 'db'));
        try {
          return (await client.query<T>(text, params)).rows;
        } finally {
          await client.close();
        }
      },
      remove: () => rm(dataDir, { recursive: true, force: true }),
    };
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `facet_fault_${Date.now()}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  return {
    kind,
    dataDir,
    databaseUrl,
    async sql<T>(text: string, params: unknown[] = []) {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      try {
        return (await client.query(text, params)).rows as T[];
      } finally {
        await client.end();
      }
    },
    async remove() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists "${name}" with (force)`);
      await client.end();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** The built server (`apps/server/dist/main.js`) in a process of its own, on a free port. */
export class ServerProcess {
  private output = '';
  readonly exited: Promise<number | null>;

  private constructor(
    readonly child: ChildProcess,
    readonly baseUrl: string,
    readonly port: number,
  ) {
    child.stdout?.on('data', (chunk) => {
      this.output += chunk;
    });
    child.stderr?.on('data', (chunk) => {
      this.output += chunk;
    });
    this.exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
  }

  /** What the server printed. */
  get log(): string {
    return this.output;
  }

  /**
   * What the server printed, once it includes `text`. Log lines are written in batches (at least
   * every 200 ms), so a line logged just now may not have arrived yet.
   */
  async logged(text: string, limitMs = 5_000): Promise<string> {
    await until(
      async () => this.output,
      (output) => output.includes(text),
      `"${text}" in the log`,
      limitMs,
    ).catch(() => {});
    return this.output;
  }

  static async start(target: DataTarget, env: Record<string, string> = {}): Promise<ServerProcess> {
    const port = await freePort();
    const child = spawn(process.execPath, [main], {
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: target.dataDir,
        LOG_LEVEL: 'info',
        ...(target.databaseUrl ? { DATABASE_URL: target.databaseUrl } : {}),
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const server = new ServerProcess(child, `http://127.0.0.1:${port}`, port);
    const deadline = Date.now() + 60_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the server exited at start:\n${server.log}`);
      try {
        if ((await fetch(`${server.baseUrl}/api/health`)).ok) return server;
      } catch {
        // not listening yet
      }
      if (Date.now() > deadline) {
        child.kill('SIGKILL');
        throw new Error(`the server did not become healthy:\n${server.log}`);
      }
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  /** A crash: SIGKILL, nothing runs after it. */
  async kill(): Promise<void> {
    this.child.kill('SIGKILL');
    await this.exited;
  }

  /** A deploy or restart: SIGTERM; the exit code and how long the process took to exit. */
  async stop(): Promise<{ code: number | null; ms: number }> {
    const started = performance.now();
    this.child.kill('SIGTERM');
    const code = await this.exited;
    return { code, ms: performance.now() - started };
  }
}

/** JSON calls to the server as one signed-in member. */
export function client(baseUrl: () => string, token = '') {
  const call = async (method: string, url: string, body?: unknown) => {
    const res = await fetch(`${baseUrl()}${url}`, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    return { status: res.status, json: text ? JSON.parse(text) : undefined, text };
  };
  return {
    get: (url: string) => call('GET', url),
    post: (url: string, body?: unknown) => call('POST', url, body),
    token,
  };
}

/** A new account on the server; its token stays valid across restarts (same data folder). */
export async function signUp(baseUrl: string): Promise<{ token: string; userId: string }> {
  const res = await client(() => baseUrl).post('/api/auth/signup', {
    email: `fault-${randomBytes(4).toString('hex')}@example.com`,
    password: 'correct horse battery',
    firstName: 'Fay',
    lastName: 'Ult',
  });
  if (res.status !== 201) throw new Error(`signup failed: ${res.status} ${res.text}`);
  return { token: res.json.token, userId: res.json.user.id };
}

/** Waits for a condition, reading again every 100 ms. */
export async function until<T>(
  read: () => Promise<T>,
  ok: (value: T) => boolean,
  what: string,
  limitMs = 60_000,
): Promise<T> {
  const deadline = Date.now() + limitMs;
  for (;;) {
    const value = await read();
    if (ok(value)) return value;
    if (Date.now() > deadline) {
      throw new Error(`gave up waiting for ${what}; last: ${JSON.stringify(value)}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}
