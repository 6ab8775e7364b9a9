// `npm run test:fault`: the fault suite, against the built server (built first when sources
// changed): crashes (SIGKILL) mid-upload, mid-reply and mid-profile with a restart on the same
// data, and SIGTERM with clients holding their connections. PostgreSQL too when
// TEST_DATABASE_URL is set.
import { spawnSync } from 'node:child_process';
import { ensureBuilt, root } from './build-state.mjs';

ensureBuilt();
const result = spawnSync('npx', ['vitest', 'run', '--config', 'fault/vitest.config.ts'], {
  cwd: root,
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
