// `npm start`: builds if needed, then runs the built server, which also serves the web app.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ensureBuilt, root } from './build-state.mjs';

ensureBuilt();
const server = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], {
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
