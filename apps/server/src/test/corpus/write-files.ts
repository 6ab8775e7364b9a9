/**
 * Writes the document corpus to a folder, for benchmarks and for trying the built app by hand:
 * `npx tsx apps/server/src/test/corpus/write-files.ts <folder>`. Prints one JSON line per file
 * (name, fileName, kind, path, expected status).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { bigDocx, bigPdf, CORPUS, DOCX_BOMB } from './documents/index.js';

const dir = process.argv[2];
if (!dir) {
  console.error('usage: write-files.ts <folder>');
  process.exit(1);
}
mkdirSync(dir, { recursive: true });
const extra = [
  { ...DOCX_BOMB, expect: { status: 'refused' } },
  {
    name: 'big-docx',
    fileName: 'Long_Report.docx',
    kind: 'psychometric',
    build: () => bigDocx(20_000),
    expect: { status: 'ok' },
  },
  {
    name: 'big-pdf',
    fileName: 'Annual_Report.pdf',
    kind: 'psychometric',
    build: () => bigPdf(200),
    expect: { status: 'ok' },
  },
];
for (const doc of [...CORPUS, ...extra]) {
  const file = path.join(dir, `${doc.name}${path.extname(doc.fileName)}`);
  writeFileSync(file, await doc.build());
  console.log(
    JSON.stringify({
      name: doc.name,
      fileName: doc.fileName,
      kind: doc.kind,
      path: file,
      status: doc.expect.status,
    }),
  );
}
