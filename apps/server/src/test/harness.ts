import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { type AppDeps, buildApp } from '../app.js';
import { type DatabaseHandle, openDatabase } from '../db/client.js';
import { createLocalDiskStore } from '../storage/local-disk-store.js';

let shared: Promise<DatabaseHandle> | undefined;

/** The run's one database: in-memory PGlite, or the fresh PostgreSQL database of this run. */
export function testDatabase(): Promise<DatabaseHandle> {
  if (!shared) {
    const url = inject('databaseUrl');
    shared = openDatabase(
      url ? { kind: 'postgres', url, poolSize: 5 } : { kind: 'pglite', dataDir: 'memory' },
    );
  }
  return shared;
}

export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-signing';

/** A blob store in a fresh temporary folder. */
export function testBlobStore() {
  return createLocalDiskStore(mkdtempSync(path.join(tmpdir(), 'facet-blobs-')));
}

/** The app on the run's database, not yet ready: hooks can still be added. */
export async function buildTestApp(overrides: Partial<AppDeps> = {}): Promise<FastifyInstance> {
  const { db } = await testDatabase();
  return buildApp({ db, jwtSecret: TEST_JWT_SECRET, blobs: testBlobStore(), ...overrides });
}

export async function createTestApp(overrides: Partial<AppDeps> = {}): Promise<FastifyInstance> {
  const app = await buildTestApp(overrides);
  await app.ready();
  return app;
}

/** A fresh unique address per call: tests never depend on each other's accounts. */
export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}-${randomUUID().slice(0, 8)}@example.com`;
}

export interface TestAccount {
  token: string;
  user: { id: string; email: string; firstName: string; lastName: string };
  email: string;
  password: string;
}

export async function signUp(
  app: FastifyInstance,
  overrides: Record<string, unknown> = {},
): Promise<TestAccount> {
  const body = {
    email: uniqueEmail(),
    password: 'correct horse battery',
    firstName: 'Ada',
    lastName: 'Lovelace',
    ...overrides,
  };
  const res = await app.inject({ method: 'POST', url: '/api/auth/signup', payload: body });
  if (res.statusCode !== 201) throw new Error(`signup failed: ${res.statusCode} ${res.body}`);
  const json = res.json();
  return {
    token: json.token,
    user: json.user,
    email: String(body.email),
    password: String(body.password),
  };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
