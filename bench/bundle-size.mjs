// Prints the gzipped JavaScript a signed-out visitor downloads for the landing route (budget 150 KB),
// walking Vite's build manifest: the entry, its static imports, and the landing route's chunks.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'apps/web/dist');
const manifestPath = path.join(dist, '.vite/manifest.json');
if (!existsSync(manifestPath)) {
  console.error('No web build found: run `npm run build` first.');
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
const BUDGET_KB = 150;

function collect(key, seen) {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return;
  seen.add(key);
  for (const dep of chunk.imports ?? []) collect(dep, seen);
}

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
const landingKey = Object.keys(manifest).find(
  (key) => manifest[key].isDynamicEntry && /landing/i.test(key),
);
if (!entryKey || !landingKey) {
  console.error(
    `Could not find the entry (${entryKey}) or the landing route chunk (${landingKey}).`,
  );
  process.exit(1);
}
const keys = new Set();
collect(entryKey, keys);
collect(landingKey, keys);

let totalRaw = 0;
let totalGzip = 0;
const rows = [];
for (const key of keys) {
  const file = manifest[key].file;
  if (!file.endsWith('.js')) continue;
  const bytes = readFileSync(path.join(dist, file));
  const gz = gzipSync(bytes, { level: 9 }).length;
  totalRaw += bytes.length;
  totalGzip += gz;
  rows.push({ file, raw: bytes.length, gzip: gz });
}
rows.sort((a, b) => b.gzip - a.gzip);
const kb = (n) => (n / 1024).toFixed(1);
console.log('Landing route (signed out) JavaScript:');
for (const row of rows)
  console.log(
    `  ${row.file.padEnd(48)} ${kb(row.raw).padStart(8)} KB  ${kb(row.gzip).padStart(7)} KB gzip`,
  );
console.log(
  `  ${'total'.padEnd(48)} ${kb(totalRaw).padStart(8)} KB  ${kb(totalGzip).padStart(7)} KB gzip`,
);
console.log(
  `landing_js_gzip_kb=${kb(totalGzip)} budget_kb=${BUDGET_KB} ${totalGzip / 1024 <= BUDGET_KB ? 'within budget' : 'OVER BUDGET'}`,
);

let allGzip = 0;
for (const key of Object.keys(manifest)) {
  const file = manifest[key].file;
  if (file.endsWith('.js'))
    allGzip += gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;
}
console.log(`all_routes_js_gzip_kb=${kb(allGzip)} (every chunk of the app, for comparison)`);
