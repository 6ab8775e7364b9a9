// Copies a folder (used to ship the SQL migrations next to the compiled server).
import { cpSync, rmSync } from 'node:fs';

const [from, to] = process.argv.slice(2);
if (!from || !to) {
  console.error('usage: node copy-dir.mjs FROM TO');
  process.exit(2);
}
rmSync(to, { recursive: true, force: true });
cpSync(from, to, { recursive: true });
