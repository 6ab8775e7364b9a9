import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// The multi-instance suite: two BUILT servers on one fresh PostgreSQL database and one (fake) S3
// bucket, behind a round-robin proxy with no sticky sessions. Needs a PostgreSQL server
// (TEST_DATABASE_URL, or postgres@127.0.0.1:5432); without one it skips and says so.
export default defineConfig({
  test: {
    root: fileURLToPath(new URL('.', import.meta.url)),
    include: ['**/*.multi.test.ts'],
    globalSetup: ['./support/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 90_000,
    reporters: ['default', 'json'],
    outputFile: { json: fileURLToPath(new URL('../.test-results/multi.json', import.meta.url)) },
  },
});
