// Decides whether the built outputs are missing or older than their sources, and builds if so.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const targets = [
  { output: 'packages/contracts/dist/index.js', sources: ['packages/contracts/src'] },
  {
    output: 'apps/server/dist/main.js',
    sources: ['apps/server/src', 'packages/contracts/src'],
  },
  {
    output: 'apps/web/dist/index.html',
    sources: ['apps/web/src', 'apps/web/index.html', 'apps/web/public', 'packages/contracts/src'],
  },
];

function newestMtime(entry) {
  const full = path.join(root, entry);
  if (!existsSync(full)) return 0;
  const stat = statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const child of readdirSync(full))
    newest = Math.max(newest, newestMtime(path.join(entry, child)));
  return newest;
}

export function buildIsStale() {
  return targets.some(({ output, sources }) => {
    const out = path.join(root, output);
    if (!existsSync(out)) return true;
    const built = statSync(out).mtimeMs;
    return sources.some((source) => newestMtime(source) > built);
  });
}

export function ensureBuilt() {
  if (!buildIsStale()) return;
  console.log('Facet: building (sources changed or no build yet)...');
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error('Facet: the build failed; see the output above.');
    process.exit(result.status ?? 1);
  }
}
