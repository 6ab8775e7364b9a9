import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { csvRecords } from '../extract/csv.js';
import { createExtraction } from '../extract/extraction.js';
import { stopOcr } from '../extract/ocr.js';
import { datasetsDir, type Part, partOf } from './real-datasets.js';

/**
 * Real documents other people wrote (CVs, psychometric reports, LinkedIn files), read at run time
 * from the team's shared folder beside the checkout (`../shared/realdocs/`, or `FACET_REALDOCS`) and
 * the résumé set in `../shared/datasets/`. Nothing from them is ever copied into the repository.
 * Extracted texts are cached in the system's temporary folder, keyed by the file's SHA-256, so a
 * second run does not parse every PDF again.
 */

export interface RealDoc {
  /** The file name (realdocs) or `resume:<sha prefix>` (the résumé set). */
  name: string;
  kind: 'cv' | 'psychometric';
  text: string;
  /** SHA-256 of the text: the key of the hand labels. */
  sha: string;
  part: Part;
}

const REPO_ROOT = resolve(fileURLToPath(new URL('../../../../', import.meta.url)));

export function realdocsDir(): string | null {
  const dir = process.env.FACET_REALDOCS ?? join(REPO_ROOT, '..', 'shared', 'realdocs');
  return existsSync(dir) ? dir : null;
}

export const shaOf = (text: string) => createHash('sha256').update(text).digest('hex');

/** A report of a psychometric instrument, by its file name; the rest are CVs and statements. */
const PSYCHOMETRIC_NAME =
  /strength|clifton|high5|disc|big.?five|16p|mbti|personalit|enneagram|via/i;
/** Files a member would not upload as a CV or report: LinkedIn exports go through their import. */
const SKIPPED = /\.(?:zip|md|csv)$/i;
/** Images and scanned pages go through OCR, minutes of CPU: read only with `--ocr`. */
const OCR_ONLY = /\.(?:png|jpe?g)$|scanned/i;

/** The member-uploadable files of the realdocs folder with their extracted text. */
export async function loadRealDocs(
  ocr = process.argv.includes('--ocr'),
): Promise<{ docs: RealDoc[]; unreadable: string[] } | null> {
  const dir = realdocsDir();
  if (!dir) return null;
  const cache = join(tmpdir(), 'facet-realdocs-text');
  mkdirSync(cache, { recursive: true });
  const names = readdirSync(dir, { withFileTypes: true })
    .filter((e) => e.isFile() && !SKIPPED.test(e.name) && (ocr || !OCR_ONLY.test(e.name)))
    .map((e) => e.name)
    .sort();
  const docs: RealDoc[] = [];
  const unreadable: string[] = [];
  let extraction: ReturnType<typeof createExtraction> | undefined;
  try {
    for (const name of names) {
      const bytes = readFileSync(join(dir, name));
      const cached = join(cache, `${shaOf(bytes.toString('latin1'))}.json`);
      let outcome: { status: string; text: string };
      if (existsSync(cached)) outcome = JSON.parse(readFileSync(cached, 'utf8'));
      else {
        extraction ??= createExtraction({ size: 1 });
        const result = await extraction.extract(new Uint8Array(bytes));
        outcome = { status: result.status, text: result.text };
        writeFileSync(cached, JSON.stringify(outcome));
      }
      if (outcome.status !== 'ok' || !outcome.text.trim()) {
        unreadable.push(`${name} (${outcome.status})`);
        continue;
      }
      const sha = shaOf(outcome.text);
      docs.push({
        name,
        kind: PSYCHOMETRIC_NAME.test(name) && !/linkedin/i.test(name) ? 'psychometric' : 'cv',
        text: outcome.text,
        sha,
        part: partOf(outcome.text),
      });
    }
  } finally {
    // The pool's close ends its workers, but OCR runs in tesseract's own worker of this process,
    // shared by every extraction: it is stopped here too, or the eval never exits after printing.
    await extraction?.close();
    if (extraction) await stopOcr();
  }
  return { docs, unreadable };
}

/** The résumé set's distinct texts (the CSV repeats many), each split by its hash. */
export function loadResumeSet(): RealDoc[] {
  const base = datasetsDir();
  if (!base) return [];
  const dir = join(base, 'resumes_updated_resume_dataset');
  if (!existsSync(dir)) return [];
  const file = readdirSync(dir).find((f) => f.toLowerCase().endsWith('.csv'));
  if (!file) return [];
  const rows = csvRecords(readFileSync(join(dir, file), 'utf8'));
  const seen = new Set<string>();
  const docs: RealDoc[] = [];
  for (const row of rows) {
    const text = (row.resume_text ?? row.Resume ?? '').trim();
    if (!text) continue;
    const sha = shaOf(text);
    if (seen.has(sha)) continue;
    seen.add(sha);
    docs.push({ name: `resume:${sha.slice(0, 10)}`, kind: 'cv', text, sha, part: partOf(text) });
  }
  return docs;
}
