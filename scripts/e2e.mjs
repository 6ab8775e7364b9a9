// `npm run test:e2e`: browser tests against the built app in the system Chromium.
import { spawnSync } from 'node:child_process';
import { ensureBuilt, root } from './build-state.mjs';
import { findChromium } from './find-chromium.mjs';

const chromium = findChromium();
if (!chromium) {
  const message =
    'Browser tests SKIPPED: no Chromium at /usr/bin/chromium. ' +
    'Install it with: apt-get update && apt-get install -y chromium';
  if (process.env.CI) {
    console.error(`${message} (CI needs them, so this fails).`);
    process.exit(1);
  }
  console.warn(`\n*** ${message} ***\n`);
  process.exit(0);
}

ensureBuilt();
const result = spawnSync('npx', ['vitest', 'run', '--config', 'e2e/vitest.config.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, CHROMIUM_PATH: chromium },
});
process.exit(result.status ?? 1);
