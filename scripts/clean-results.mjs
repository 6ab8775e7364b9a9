// Starts `npm test` with no reports left from an earlier run.
import { rmSync } from 'node:fs';
import path from 'node:path';
import { root } from './build-state.mjs';

rmSync(path.join(root, '.test-results'), { recursive: true, force: true });
