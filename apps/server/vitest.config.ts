import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const contracts = fileURLToPath(new URL('../../packages/contracts/src/index.ts', import.meta.url));

// The integration suite runs on in-memory PGlite always, and again on a PostgreSQL server when
// TEST_DATABASE_URL is set (a fresh database is created for the run and dropped after it).
const withPostgres = Boolean(process.env.TEST_DATABASE_URL);

export default defineConfig({
  resolve: { alias: { '@facet/contracts': contracts } },
  test: {
    // One worker and no isolation: the suite shares one database per project (PGlite costs ~3 s
    // and ~700 MB an instance), and every test works with users of its own.
    reporters: ['default', 'json'],
    outputFile: {
      json: fileURLToPath(new URL('../../.test-results/server.json', import.meta.url)),
    },
    pool: 'forks',
    maxWorkers: 1,
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: { name: 'pglite', include: ['src/**/*.test.ts'], provide: { databaseUrl: '' } },
      },
      ...(withPostgres
        ? [
            {
              extends: true,
              test: {
                name: 'postgres',
                include: ['src/**/*.test.ts'],
                globalSetup: ['./src/test/postgres-global-setup.ts'],
              },
            },
          ]
        : []),
    ],
  },
});
