import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { serverSecrets } from '../db/schema/server-secrets.js';
import { bearer, createTestApp, signUp, testDatabase } from '../test/harness.js';
import { loadOrCreateSecret } from './secret.js';

const folders: string[] = [];
const dataDir = async () => {
  const dir = await mkdtemp(path.join(tmpdir(), 'facet-secret-'));
  folders.push(dir);
  return dir;
};
afterAll(async () => {
  await Promise.all(folders.map((dir) => rm(dir, { recursive: true, force: true })));
});

describe('the JWT signing key', () => {
  beforeEach(async () => {
    // Each test starts as a deployment that never generated a shared key.
    await (await testDatabase()).db.delete(serverSecrets);
  });

  it('is JWT_SECRET when set: nothing generated, nothing stored', async () => {
    const dir = await dataDir();
    const { db } = await testDatabase();
    const configured = 'c'.repeat(40);
    expect(await loadOrCreateSecret({ dataDir: dir, configured, shared: db })).toBe(configured);
    expect(await db.select().from(serverSecrets)).toEqual([]);
    await expect(stat(path.join(dir, 'jwt-secret'))).rejects.toThrow();
  });

  it('is generated once into DATA_DIR, readable by the owner only, with the embedded database', async () => {
    const dir = await dataDir();
    const first = await loadOrCreateSecret({ dataDir: dir });
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(await loadOrCreateSecret({ dataDir: dir })).toBe(first);
    const file = path.join(dir, 'jwt-secret');
    expect((await readFile(file, 'utf8')).trim()).toBe(first);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
  });

  it('is one key for every instance on a shared database, even when they start together', async () => {
    const { db } = await testDatabase();
    const dirs = await Promise.all(Array.from({ length: 6 }, dataDir));
    const keys = await Promise.all(
      dirs.map((dir) => loadOrCreateSecret({ dataDir: dir, shared: db })),
    );
    expect(new Set(keys).size).toBe(1);
    expect(keys[0]?.length).toBeGreaterThanOrEqual(32);
    expect(await db.select().from(serverSecrets)).toHaveLength(1);
    // Nothing is written to the instances' own folders.
    await expect(stat(path.join(dirs[0] ?? '', 'jwt-secret'))).rejects.toThrow();
  });

  it('keeps the key an earlier single-instance setup generated, so its sessions survive', async () => {
    const { db } = await testDatabase();
    const dir = await dataDir();
    const earlier = 'e'.repeat(64);
    await writeFile(path.join(dir, 'jwt-secret'), `${earlier}\n`, { mode: 0o600 });
    expect(await loadOrCreateSecret({ dataDir: dir, shared: db })).toBe(earlier);
    // Another instance, with a different folder, gets the same key.
    expect(await loadOrCreateSecret({ dataDir: await dataDir(), shared: db })).toBe(earlier);
  });
});

describe('two instances on one database', () => {
  const apps: FastifyInstance[] = [];
  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
  });

  it('accept each other’s sessions with the generated shared key', async () => {
    const { db } = await testDatabase();
    await db.delete(serverSecrets);
    const [keyA, keyB] = await Promise.all([
      loadOrCreateSecret({ dataDir: await dataDir(), shared: db }),
      loadOrCreateSecret({ dataDir: await dataDir(), shared: db }),
    ]);
    const a = await createTestApp({ jwtSecret: keyA });
    const b = await createTestApp({ jwtSecret: keyB });
    apps.push(a, b);

    const account = await signUp(a);
    const res = await b.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: bearer(account.token),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.email).toBe(account.email);

    // An instance with a key of its own (the old behaviour) refuses the same token.
    const loner = await createTestApp({
      jwtSecret: await loadOrCreateSecret({ dataDir: await dataDir() }),
    });
    apps.push(loner);
    const refused = await loner.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: bearer(account.token),
    });
    expect(refused.statusCode).toBe(401);
  });
});
