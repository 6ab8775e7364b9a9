import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { INSIGHT_DIMENSIONS } from '@facet/contracts';
import { groundProfile } from '../ai/insights.js';
import { createExtraction } from '../extract/extraction.js';
import { stopOcr } from '../extract/ocr.js';
import type { Engine } from './profile-eval.js';
import { partOf } from './real-datasets.js';
import { loadRealDocs, realdocsDir } from './realdocs.js';
import { checkStatement } from './statement-checks.js';

/**
 * OCR quality on real CVs and reports, measured on images made at run time (`--ocr-render`):
 * each text PDF of ../shared/realdocs has its first pages rendered to PNG with pdftoppm (150 dpi,
 * in a temporary folder removed afterwards; nothing is kept), and each image goes through the
 * app's own extraction (tesseract OCR and its repairs) as an upload of a photo or scan would.
 * - Text recovered: the share of the page's words (pdftotext of the same page, the PDF's own
 *   text layer) that the OCR text holds, counted word by word.
 * - Statements: the profile built from the OCR text against the profile built from the PDF's text
 *   layer (the app's extraction of the same PDF, cut to the same pages by pdftotext): how many
 *   statements each gives, how many are the same, and how many OCR statements break a check.
 * Needs pdftoppm and pdftotext (poppler-utils); skipped with a notice without them.
 */

const PAGES = 2;
const DPI = 150;

const wordsOf = (text: string) =>
  (
    text
      .toLowerCase()
      .normalize('NFKC')
      .match(/[\p{L}\p{N}]+(?:['’][\p{L}]+)?/gu) ?? []
  ).filter((w) => w.length >= 2);

function have(tool: string): boolean {
  try {
    execFileSync(tool, ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

interface OcrRow {
  name: string;
  part: 'dev' | 'heldout';
  pages: number;
  words: number;
  recovered: number;
  fromText: string[];
  fromOcr: string[];
  violations: number;
  status: string;
}

async function profileStatements(engine: Engine, name: string, text: string): Promise<string[]> {
  const files = [{ id: 'f1', name, kind: 'cv' as const, text }];
  const evidence = groundProfile(await engine(files), files);
  return INSIGHT_DIMENSIONS.flatMap((d) => evidence[d].map((e) => e.statement));
}

export async function evaluateOcr(engine: Engine): Promise<string> {
  const dir = realdocsDir();
  if (!dir) return 'OCR: ../shared/realdocs/ not found, skipped.';
  if (!have('pdftoppm') || !have('pdftotext'))
    return 'OCR: pdftoppm/pdftotext (poppler-utils) not installed, skipped.';
  const pdfs = readdirSync(dir)
    .filter((n) => n.toLowerCase().endsWith('.pdf') && !/scanned/i.test(n))
    .sort();
  // Each document keeps the part (development or held-out) of its text as the app extracts it.
  const parts = new Map((await loadRealDocs(false))?.docs.map((d) => [d.name, d.part]) ?? []);
  const work = mkdtempSync(join(tmpdir(), 'facet-ocr-'));
  const extraction = createExtraction({ size: 1 });
  const rows: OcrRow[] = [];
  try {
    for (const name of pdfs) {
      const pdf = join(dir, name);
      const pageText: string[] = [];
      const ocrText: string[] = [];
      let status = 'ok';
      for (let page = 1; page <= PAGES; page++) {
        let reference: string;
        try {
          reference = execFileSync(
            'pdftotext',
            ['-f', String(page), '-l', String(page), '-enc', 'UTF-8', pdf, '-'],
            { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] },
          );
        } catch {
          break;
        }
        if (!reference.trim()) break;
        const prefix = join(work, `p${rows.length}-${page}`);
        execFileSync(
          'pdftoppm',
          ['-f', String(page), '-l', String(page), '-r', String(DPI), '-png', pdf, prefix],
          { stdio: 'ignore' },
        );
        const image = readdirSync(work).find((f) => f.startsWith(`p${rows.length}-${page}`));
        if (!image) break;
        const outcome = await extraction.extract(new Uint8Array(readFileSync(join(work, image))));
        if (process.env.OCR_DUMP === name) console.log(`--- OCR ${name} p${page}\n${outcome.text}`);
        rmSync(join(work, image));
        if (outcome.status !== 'ok') status = outcome.status;
        pageText.push(reference);
        ocrText.push(outcome.text);
      }
      if (pageText.length === 0) continue;
      const reference = wordsOf(pageText.join('\n'));
      const ocrWords = new Map<string, number>();
      for (const w of wordsOf(ocrText.join('\n'))) ocrWords.set(w, (ocrWords.get(w) ?? 0) + 1);
      let recovered = 0;
      for (const w of reference) {
        const left = ocrWords.get(w) ?? 0;
        if (left > 0) {
          recovered++;
          ocrWords.set(w, left - 1);
        }
      }
      const layer = pageText.join('\n');
      const fromText = await profileStatements(engine, name, layer);
      const fromOcr = await profileStatements(engine, name, ocrText.join('\n'));
      const violations = fromOcr.filter((s) => checkStatement(s, s).length > 0).length;
      rows.push({
        name,
        part: parts.get(name) ?? partOf(layer),
        pages: pageText.length,
        words: reference.length,
        recovered,
        fromText,
        fromOcr,
        violations,
        status,
      });
    }
  } finally {
    // tesseract's worker is not the pool's: stopped as well, so the command ends after printing.
    await extraction.close();
    await stopOcr();
    rmSync(work, { recursive: true, force: true });
  }
  const lines = [
    `\nOCR of rendered pages (${DPI} dpi, first ${PAGES} pages of ${rows.length} text PDFs of realdocs):`,
    '  document                                  words  recovered  statements text→ocr (same)  violations  status',
  ];
  const total = { words: 0, recovered: 0, text: 0, ocr: 0, same: 0, violations: 0 };
  for (const r of rows) {
    const same = r.fromOcr.filter((s) => r.fromText.includes(s)).length;
    total.words += r.words;
    total.recovered += r.recovered;
    total.text += r.fromText.length;
    total.ocr += r.fromOcr.length;
    total.same += same;
    total.violations += r.violations;
    lines.push(
      `  ${`${r.name} (${r.part})`.padEnd(42)} ${String(r.words).padStart(5)}  ${(r.recovered / Math.max(1, r.words)).toFixed(2).padStart(9)}  ${`${r.fromText.length} → ${r.fromOcr.length} (${same})`.padStart(26)}  ${String(r.violations).padStart(10)}  ${r.status}`,
    );
  }
  lines.push(
    `  all: words recovered ${(total.recovered / Math.max(1, total.words)).toFixed(3)} (${total.recovered}/${total.words}); statements ${total.text} from the text layer, ${total.ocr} from OCR, ${total.same} the same; OCR statements breaking a check ${total.violations}`,
  );
  return lines.join('\n');
}
