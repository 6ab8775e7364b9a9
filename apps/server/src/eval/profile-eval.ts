import { readFile } from 'node:fs/promises';
import { INSIGHT_DIMENSIONS, type InsightDimension } from '@facet/contracts';
import { PDFDocument, type PDFFont, StandardFonts } from 'pdf-lib';
import type { ItemToken } from 'wink-nlp';
import { type EvidenceFile, groundProfile, type ProposedProfile } from '../ai/insights.js';
import { cleanText } from '../extract/clean-text.js';
import { extractDocument } from '../extract/extract-job.js';
import { createExtraction, type Extraction } from '../extract/extraction.js';
import { stopOcr } from '../extract/ocr.js';
import { its, nlp } from '../nlp/english.js';
import { CORPUS } from '../test/corpus/documents/index.js';
import {
  CASES,
  type CaseFile,
  type CaseGroup,
  NEVER_ANYWHERE,
  type ProfileCase,
} from '../test/corpus/profile/cases.js';
import { makeDocx } from '../test/documents.js';

/**
 * The evaluation of an offline profile engine on the labelled corpus (test/corpus/profile).
 *
 * Scoring, per dimension and overall, on what the member would see (the engine's proposals after
 * grounding and the per-dimension cap):
 * - precision: produced statements judged correct / produced. A statement is correct when it
 *   matches an `expect` or `allow` pattern of its case and dimension and no `never` pattern (of its
 *   dimension, of `any`, or of NEVER_ANYWHERE). Anything unlabelled counts as wrong.
 * - recall: `expect` patterns matched by at least one correct statement of their dimension / all
 *   `expect` patterns.
 * A dimension that produced nothing has no precision of its own (it is left out of the ratio, and
 * counted only in recall).
 *
 * The figures are given for the development cases (written alongside the engine: an upper bound),
 * for the held-out cases (written and labelled by someone else before the engine was run on them)
 * and for both together.
 */

export type Engine = (files: EvidenceFile[]) => ProposedProfile | Promise<ProposedProfile>;

export interface Judged {
  dimension: InsightDimension;
  statement: string;
  quote: string;
  verdict: 'expected' | 'allowed' | 'never' | 'unlabelled';
}

export interface CaseResult {
  name: string;
  group: CaseGroup;
  judged: Judged[];
  missed: Array<{ dimension: InsightDimension; pattern: string }>;
}

export interface Tally {
  produced: number;
  correct: number;
  expected: number;
  found: number;
}

export interface Figures {
  byDimension: Record<InsightDimension, Tally>;
  overall: Tally;
  cases: number;
}

export interface Evaluation extends Figures {
  results: CaseResult[];
  groups: Record<CaseGroup, Figures>;
}

const CASE_GROUPS: CaseGroup[] = ['development', 'held-out'];

const corpusDir = new URL('../test/corpus/profile/', import.meta.url);

/** Text the standard Helvetica can draw: a letter it lacks ("ń") loses its accent ("n"). */
function winAnsi(font: PDFFont, text: string): string {
  return [...text]
    .map((ch) => {
      try {
        font.encodeText(ch);
        return ch;
      } catch {
        return ch.normalize('NFD').replace(/\p{M}/gu, '');
      }
    })
    .join('');
}

/** A PDF whose lines wrap at about `width` characters, as a word processor's export would. */
async function wrappedPdf(text: string, width = 78): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      if (line && line.length + word.length + 1 > width) {
        lines.push(line);
        line = word;
      } else line = line ? `${line} ${word}` : word;
    }
    lines.push(line);
  }
  let page = pdf.addPage([612, 792]);
  let y = 750;
  for (const line of lines) {
    if (y < 50) {
      page = pdf.addPage([612, 792]);
      y = 750;
    }
    if (line) page.drawText(winAnsi(font, line), { x: 50, y, size: 10, font });
    y -= 14;
  }
  return Buffer.from(await pdf.save());
}

/** A generated document's text, read by the upload path's own extraction (in this thread). */
async function documentText(bytes: Uint8Array): Promise<string> {
  const { parts } = await extractDocument({ bytes: new Uint8Array(bytes), ocrPages: 0 });
  return parts.map((part) => ('text' in part ? part.text : '')).join('\n\n');
}

/**
 * A document of the extraction corpus, read as an upload is: by the extraction pool (OCR
 * included), its text cleaned as it is stored, and left out unless its status is `ok` (only such
 * text is evidence for a profile).
 */
async function uploadedText(extraction: Extraction, name: string): Promise<string | undefined> {
  const doc = CORPUS.find((d) => d.name === name);
  if (!doc) throw new Error(`No document "${name}" in the extraction corpus`);
  const outcome = await extraction.extract(await doc.build());
  return outcome.status === 'ok' && outcome.text.trim() ? cleanText(outcome.text) : undefined;
}

/** The extraction of the upload path, started only if a case needs it. */
export interface Extractor {
  get(): Extraction;
  close(): Promise<void>;
}

function lazyExtraction(): Extractor {
  let extraction: Extraction | undefined;
  return {
    get: () => {
      extraction ??= createExtraction({ size: 1 });
      return extraction;
    },
    async close() {
      if (!extraction) return;
      await extraction.close();
      await stopOcr();
      extraction = undefined;
    },
  };
}

async function fileText(file: CaseFile, extractor: Extractor): Promise<string | undefined> {
  if ('document' in file) return uploadedText(extractor.get(), file.document);
  const raw = await readFile(new URL(file.path, corpusDir), 'utf8');
  if (file.as === 'docx') return documentText(await makeDocx(raw.split('\n')));
  if (file.as === 'pdf') return documentText(await wrappedPdf(raw));
  return raw;
}

function fileName(file: CaseFile): string {
  if ('document' in file)
    return CORPUS.find((d) => d.name === file.document)?.fileName ?? file.document;
  return file.path.replace(/\.txt$/, `.${file.as ?? 'txt'}`);
}

async function loadCaseFiles(
  testCase: ProfileCase,
  extractor: Extractor = lazyExtraction(),
): Promise<EvidenceFile[]> {
  const files: EvidenceFile[] = [];
  for (const [index, file] of testCase.files.entries()) {
    const text = await fileText(file, extractor);
    if (text === undefined) continue;
    files.push({ id: `F${index + 1}`, name: fileName(file), kind: file.kind, text });
  }
  return files;
}

const emptyTally = (): Tally => ({ produced: 0, correct: 0, expected: 0, found: 0 });

/**
 * The statement with its past verbs in the present ("You led a team and cut costs" → "You lead a
 * team and cut costs"). The labels were written when achievements were restated in the present;
 * the engine now keeps the person's tense, and a label matches either form.
 */
export function presentForm(statement: string): string {
  if (!/^You\s/.test(statement)) return statement;
  let out = '';
  nlp
    .readDoc(statement)
    .tokens()
    .each((t: ItemToken) => {
      const w = t.out();
      const lemma = String(t.out(its.lemma as unknown as typeof its.pos) ?? w);
      const past =
        t.out(its.pos) === 'VERB' &&
        (/ed$/i.test(w) || (w.toLowerCase() !== lemma.toLowerCase() && !/(?:ing|s)$/i.test(w)));
      const present = /is(?:e|ed|ing|es)$/i.test(w) ? lemma.replace(/ize$/, 'ise') : lemma;
      out += t.out(its.precedingSpaces) + (past ? present : w);
    });
  return out;
}

const matches = (re: RegExp, statement: string) =>
  re.test(statement) || re.test(presentForm(statement));

function judge(testCase: ProfileCase, dimension: InsightDimension, statement: string) {
  const never = [
    ...NEVER_ANYWHERE,
    ...(testCase.never?.any ?? []),
    ...(testCase.never?.[dimension] ?? []),
  ];
  if (never.some((re) => re.test(statement))) return 'never' as const;
  if ((testCase.expect[dimension] ?? []).some((re) => matches(re, statement)))
    return 'expected' as const;
  if ((testCase.allow?.[dimension] ?? []).some((re) => matches(re, statement)))
    return 'allowed' as const;
  return 'unlabelled' as const;
}

const emptyFigures = (): Figures => ({
  byDimension: Object.fromEntries(INSIGHT_DIMENSIONS.map((d) => [d, emptyTally()])) as Record<
    InsightDimension,
    Tally
  >,
  overall: emptyTally(),
  cases: 0,
});

function add(into: Tally, tally: Tally) {
  into.produced += tally.produced;
  into.correct += tally.correct;
  into.expected += tally.expected;
  into.found += tally.found;
}

export async function evaluate(engine: Engine, cases: ProfileCase[] = CASES): Promise<Evaluation> {
  const all = emptyFigures();
  const groups = { development: emptyFigures(), 'held-out': emptyFigures() } satisfies Record<
    CaseGroup,
    Figures
  >;
  const results: CaseResult[] = [];
  const extractor = lazyExtraction();
  try {
    for (const testCase of cases) {
      const group = testCase.group ?? 'development';
      const files = await loadCaseFiles(testCase, extractor);
      const evidence = groundProfile(
        files.length > 0 ? await engine(files) : emptyProposal(),
        files,
      );
      const judged: Judged[] = [];
      const missed: CaseResult['missed'] = [];
      for (const dimension of INSIGHT_DIMENSIONS) {
        const tally = emptyTally();
        const produced = evidence[dimension].map((e) => ({
          dimension,
          statement: e.statement,
          quote: e.quote,
          verdict: judge(testCase, dimension, e.statement),
        }));
        judged.push(...produced);
        tally.produced += produced.length;
        const correct = produced.filter((p) => p.verdict === 'expected' || p.verdict === 'allowed');
        tally.correct += correct.length;
        for (const pattern of testCase.expect[dimension] ?? []) {
          tally.expected++;
          if (correct.some((p) => matches(pattern, p.statement))) tally.found++;
          else missed.push({ dimension, pattern: String(pattern) });
        }
        for (const figures of [all, groups[group]]) {
          add(figures.byDimension[dimension], tally);
          add(figures.overall, tally);
        }
      }
      all.cases++;
      groups[group].cases++;
      results.push({ name: testCase.name, group, judged, missed });
    }
  } finally {
    await extractor.close();
  }
  return { ...all, results, groups };
}

const emptyProposal = (): ProposedProfile =>
  Object.fromEntries(INSIGHT_DIMENSIONS.map((d) => [d, []])) as unknown as ProposedProfile;

export const precision = (t: Tally) => (t.produced === 0 ? 1 : t.correct / t.produced);
export const recall = (t: Tally) => (t.expected === 0 ? 1 : t.found / t.expected);

const row = (name: string, t: Tally) =>
  `${name.padEnd(20)} ${`${t.correct}/${t.produced}`.padStart(8)} ${(t.produced ? precision(t).toFixed(2) : '  - ').padStart(9)} ${`${t.found}/${t.expected}`.padStart(8)} ${recall(t).toFixed(2).padStart(6)}`;

function table(title: string, figures: Figures): string[] {
  const out = [
    `\n${title} (${figures.cases} cases)`,
    `${'dimension'.padEnd(20)} ${'correct'.padStart(8)} ${'precision'.padStart(9)} ${'found'.padStart(8)} ${'recall'.padStart(6)}`,
  ];
  for (const [dimension, tally] of Object.entries(figures.byDimension)) {
    out.push(row(dimension, tally));
  }
  out.push(row('overall', figures.overall));
  return out;
}

/** The evaluation as tables a person can read: development, held-out, and all cases. */
export function formatEvaluation(evaluation: Evaluation, verbose = false): string {
  const out: string[] = [];
  if (verbose) {
    for (const c of evaluation.results) {
      out.push(`\n# ${c.name}`);
      for (const j of c.judged) {
        const mark = j.verdict === 'expected' || j.verdict === 'allowed' ? 'ok ' : 'BAD';
        out.push(`  ${mark} [${j.dimension}] ${j.statement}   (${j.verdict})`);
        out.push(`        quote: ${JSON.stringify(j.quote)}`);
      }
      for (const m of c.missed) out.push(`  MISSING [${m.dimension}] ${m.pattern}`);
    }
    out.push('');
  }
  for (const group of CASE_GROUPS) out.push(...table(group, evaluation.groups[group]));
  out.push(...table('all cases', evaluation));
  return out.join('\n');
}
