import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// The fault suite: the BUILT server in its own process, killed (SIGKILL) mid-upload, mid-reply and
// mid-profile, then restarted on the same data; and stopped (SIGTERM) with clients holding their
// connections. On an embedded PGlite data folder always, and on a fresh PostgreSQL database when
// TEST_DATABASE_URL is set (each test file creates its own database and drops it after).
const withPostgres = Boolean(process.env.TEST_DATABASE_URL);

const project = (database: 'pglite' | 'postgres') => ({
  extends: true as const,
  test: { name: `fault-${database}`, include: ['**/*.fault.test.ts'], provide: { database } },
});

export default defineConfig({
  test: {
    root: fileURLToPath(new URL('.', import.meta.url)),
    fileParallelism: false,
    testTimeout: 180_000,
    hookTimeout: 60_000,
    reporters: ['default', 'json'],
    outputFile: { json: fileURLToPath(new URL('../.test-results/fault.json', import.meta.url)) },
    projects: [project('pglite'), ...(withPostgres ? [project('postgres')] : [])],
  },
});
