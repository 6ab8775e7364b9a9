import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Browser tests: the built app served by the real server, driven in the system Chromium.
export default defineConfig({
  test: {
    root: fileURLToPath(new URL('.', import.meta.url)),
    include: ['**/*.e2e.test.ts'],
    globalSetup: ['./support/global-setup.ts'],
    setupFiles: ['./support/on-failure.ts'],
    fileParallelism: false,
    testTimeout: 120_000,
    // One retry for a whole browser walk: a real defect fails both attempts, while a one-off stall
    // of a loaded CI machine does not sink the run. A failed attempt still prints its pages'
    // addresses and text (support/on-failure.ts), so a flake stays visible in the log.
    retry: 1,
    hookTimeout: 60_000,
    reporters: ['default', 'json'],
    outputFile: { json: fileURLToPath(new URL('../.test-results/e2e.json', import.meta.url)) },
  },
});
