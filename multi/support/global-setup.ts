import pg from 'pg';
import type { TestProject } from 'vitest/node';

/** The PostgreSQL server the suite creates its database on: TEST_DATABASE_URL, or the local one. */
const ADMIN_URL = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

/** Finds out once whether PostgreSQL answers; without it the suite skips and says why. */
export default async function setup(project: TestProject) {
  const client = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 2_000 });
  try {
    await client.connect();
    await client.query('select 1');
    project.provide('adminUrl', ADMIN_URL);
  } catch (error) {
    const where = new URL(ADMIN_URL);
    console.warn(
      `\nMulti-instance suite SKIPPED: no PostgreSQL answers at ${where.host} ` +
        `(${(error as Error).message}). Several instances need one shared PostgreSQL; start one ` +
        'there or set TEST_DATABASE_URL to a server where this user may create databases.\n',
    );
    project.provide('adminUrl', '');
  } finally {
    await client.end().catch(() => {});
  }
}
