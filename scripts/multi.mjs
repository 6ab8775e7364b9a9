// `npm run test:multi`: two built servers on one fresh PostgreSQL database and one (fake) S3
// bucket behind a round-robin proxy: sessions, failure limits, files and chat work whichever
// instance answers. Built first when sources changed; skips (and says why) without PostgreSQL.
import { spawnSync } from 'node:child_process';
import { ensureBuilt, root } from './build-state.mjs';

ensureBuilt();
const result = spawnSync('npx', ['vitest', 'run', '--config', 'multi/vitest.config.ts'], {
  cwd: root,
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
