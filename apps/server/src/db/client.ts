import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema/index.js';
import { seedAgents } from './seed/seed-agents.js';

/** One type for both drivers: repositories never know which one they talk to. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

export type DatabaseTarget =
  | { kind: 'pglite'; dataDir: string | 'memory' }
  | { kind: 'postgres'; url: string; poolSize?: number };

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));
/** Any constant works; it serialises migrations when several instances start at once. */
const MIGRATION_LOCK_ID = 7_311_042;

/** Opens the database, brings its schema up to date and seeds the agent catalogue. */
export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if (target.kind === 'pglite') {
    let location = 'memory://';
    if (target.dataDir !== 'memory') {
      await mkdir(target.dataDir, { recursive: true });
      location = target.dataDir;
    }
    const client = await PGlite.create(location);
    const db = drizzlePglite({ client, schema });
    await migratePglite(db, { migrationsFolder });
    await seedAgents(db as unknown as Database);
    return { db: db as unknown as Database, kind: 'pglite', close: () => client.close() };
  }

  await migratePostgres(target.url);
  const pool = new pg.Pool({ connectionString: target.url, max: target.poolSize ?? 10 });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  const db = drizzlePg({ client: pool, schema });
  await seedAgents(db as unknown as Database);
  return { db: db as unknown as Database, kind: 'postgres', close: () => pool.end() };
}

async function migratePostgres(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    await migratePg(drizzlePg({ client }), { migrationsFolder });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {});
    await client.end();
  }
}

/** True when a query failed on a unique constraint (either driver, wrapped by Drizzle or not). */
export function isUniqueViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth++) {
    if (typeof current === 'object' && (current as { code?: unknown }).code === '23505')
      return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
