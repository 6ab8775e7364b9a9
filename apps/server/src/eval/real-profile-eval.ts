import { existsSync, readFileSync } from 'node:fs';
import { INSIGHT_DIMENSIONS, type InsightDimension } from '@facet/contracts';
import { groundProfile } from '../ai/insights.js';
import { silentFileReason } from '../ai/profile/engine.js';
import type { Engine } from './profile-eval.js';
import { loadRealDocs, loadResumeSet, type RealDoc, shaOf } from './realdocs.js';
import { checkStatement, VIOLATIONS, type Violation } from './statement-checks.js';

/**
 * The profile engine on documents nobody on the team wrote (`../shared/realdocs/` and the résumé
 * set), when they are present:
 * - every statement of every document goes through the automatic checks (statement-checks.ts), and
 *   a document the engine throws on (a 500 for the member) or leaves empty is counted;
 * - on the hand-labelled documents (real-labels.json: for each document, keyed by the SHA-256 of
 *   its extracted text, which dimensions it speaks to, judged by reading it), per dimension:
 *   recall = labelled dimensions the profile filled / labelled dimensions, and precision =
 *   statements that pass every check and sit in a dimension the document speaks to / statements.
 *   Figures are given for the development and the held-out part (split by the hash of the text).
 * The labels say nothing of the documents' words, only what each is about.
 */

export interface RealLabel {
  /** Dimensions the document speaks to (its own words or its report's scores say something). */
  speaks: InsightDimension[];
  /** What the document is, in the labeller's words (for a reader of the labels). */
  note: string;
  /**
   * A later round of labels on development résumés outside the hash pick (`pickResumes`), e.g.
   * "dev-2026-11-28": only ever on the development part, counted with it and reported on their
   * own as well, so a reading built on them shows what it gained there and nowhere else.
   */
  round?: string;
}

const LABELS_URL = new URL('./real-labels.json', import.meta.url);

export function loadLabels(): Record<string, RealLabel> {
  const path = LABELS_URL.pathname;
  return existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : {};
}

interface Tally {
  produced: number;
  correct: number;
  labelled: number;
  filled: number;
}

const emptyTally = (): Tally => ({ produced: 0, correct: 0, labelled: 0, filled: 0 });

export interface RealStatement {
  dimension: InsightDimension;
  statement: string;
  quote: string;
  violations: Violation[];
}

export interface RealResult {
  doc: RealDoc;
  crashed?: string;
  statements: RealStatement[];
}

/**
 * The 80 résumés labelled by hand (40 in a first round, 40 more by a second labeller who had
 * not seen the engine or its output): the first 80 in order of the SHA-256 of "label:" and their
 * text's hash (a second hash, so the pick is independent of the development/held-out split).
 */
export const LABELLED_RESUMES = 80;
export function pickResumes(docs: RealDoc[]): string[] {
  return docs
    .filter((d) => d.name.startsWith('resume:'))
    .map((d) => ({ sha: d.sha, key: shaOf(`label:${d.sha}`) }))
    .sort((a, b) => (a.key < b.key ? -1 : 1))
    .slice(0, LABELLED_RESUMES)
    .map((d) => d.sha);
}

export async function evaluateReal(engine: Engine, opts: { resumes?: boolean } = {}) {
  const loaded = await loadRealDocs();
  const resumes = opts.resumes === false ? [] : loadResumeSet();
  const docs = [...(loaded?.docs ?? []), ...resumes];
  const results: RealResult[] = [];
  for (const doc of docs) {
    const files = [{ id: 'f1', name: doc.name, kind: doc.kind, text: doc.text }];
    try {
      const evidence = groundProfile(await engine(files), files);
      const statements = INSIGHT_DIMENSIONS.flatMap((dimension) =>
        evidence[dimension].map((e) => ({
          dimension,
          statement: e.statement,
          quote: e.quote,
          violations: checkStatement(e.statement, e.quote),
        })),
      );
      results.push({ doc, statements });
    } catch (error) {
      results.push({ doc, crashed: (error as Error).message, statements: [] });
    }
  }
  return { results, unreadable: loaded?.unreadable ?? [], present: loaded !== null };
}

export function formatReal(
  run: Awaited<ReturnType<typeof evaluateReal>>,
  verbose = false,
  parts: ReadonlyArray<'dev' | 'heldout'> = ['dev', 'heldout'],
): string {
  const lines: string[] = [];
  if (!run.present) return 'Real documents: ../shared/realdocs/ not found, skipped.';
  const labels = loadLabels();
  const labelledResumes = new Set(pickResumes(run.results.map((r) => r.doc)));
  for (const set of ['realdocs', 'resumes'] as const) {
    const rs = run.results.filter((r) => r.doc.name.startsWith('resume:') === (set === 'resumes'));
    if (rs.length === 0) continue;
    const counts = Object.fromEntries(VIOLATIONS.map((v) => [v, 0])) as Record<Violation, number>;
    let statements = 0;
    let bad = 0;
    for (const r of rs) {
      for (const s of r.statements) {
        statements++;
        if (s.violations.length) bad++;
        for (const v of s.violations) counts[v]++;
      }
    }
    const crashed = rs.filter((r) => r.crashed).length;
    const empty = rs.filter((r) => !r.crashed && r.statements.length === 0).length;
    lines.push(
      `\n${set}: ${rs.length} documents, ${statements} statements; crashed (500) ${crashed}, empty ${empty}; statements with a violation ${bad}`,
    );
    lines.push(`  violations: ${VIOLATIONS.map((v) => `${v} ${counts[v]}`).join(', ')}`);
    if (set === 'realdocs' && run.unreadable.length)
      lines.push(`  not read (no text): ${run.unreadable.join(', ')}`);
    // What the member is told for an empty file (silentFileReason): development files by name,
    // résumés counted by reason; a held-out file's reason is not shown.
    const reasons = new Map<string, number>();
    for (const r of rs) {
      if (r.crashed || r.statements.length > 0) continue;
      const reason = silentFileReason({ id: 'f1', ...r.doc });
      if (set === 'realdocs' && r.doc.part === 'dev')
        lines.push(`  empty: ${r.doc.name}: ${reason}`);
      else if (set === 'realdocs') lines.push('  empty: a held-out file (its reason not shown)');
      else
        reasons.set(
          reason.split(/[.:(]/)[0] as string,
          (reasons.get(reason.split(/[.:(]/)[0] as string) ?? 0) + 1,
        );
    }
    for (const [reason, n] of reasons) lines.push(`  empty ×${n}: ${reason}…`);
  }
  // The development part counts the hash-picked labels and any later development round; the
  // later rounds are also shown alone. A round's label on a held-out résumé is never counted.
  const rounds = [
    ...new Set(
      Object.values(labels)
        .map((l) => l.round)
        .filter((r): r is string => r !== undefined),
    ),
  ].sort();
  type Group = { part: 'dev' | 'heldout'; round?: string };
  const groups = parts.flatMap((part): Group[] =>
    part === 'dev' ? [{ part }, ...rounds.map((round) => ({ part, round }))] : [{ part }],
  );
  for (const { part, round } of groups) {
    const byDim = Object.fromEntries(INSIGHT_DIMENSIONS.map((d) => [d, emptyTally()])) as Record<
      InsightDimension,
      Tally
    >;
    let docs = 0;
    let missing = 0;
    for (const r of run.results) {
      if (r.doc.part !== part) continue;
      const roundLabel = part === 'dev' ? labels[r.doc.sha]?.round : undefined;
      if (round !== undefined && roundLabel !== round) continue;
      if (
        r.doc.name.startsWith('resume:') &&
        !labelledResumes.has(r.doc.sha) &&
        roundLabel === undefined
      )
        continue;
      const label = labels[r.doc.sha];
      if (!label) {
        missing++;
        continue;
      }
      docs++;
      for (const d of INSIGHT_DIMENSIONS) {
        const mine = r.statements.filter((s) => s.dimension === d);
        const t = byDim[d];
        t.produced += mine.length;
        t.correct += mine.filter(
          (s) => s.violations.length === 0 && label.speaks.includes(d),
        ).length;
        if (label.speaks.includes(d)) {
          t.labelled++;
          if (mine.length > 0) t.filled++;
        }
      }
    }
    const fmt = (a: number, b: number) => (b === 0 ? '  -  ' : (a / b).toFixed(2));
    const title =
      round !== undefined
        ? `  of which labels of round ${round} (development résumés outside the hash pick)`
        : `Hand-labelled ${part === 'dev' ? 'development' : 'held-out'} part`;
    lines.push(`\n${title}: ${docs} documents${missing ? ` (${missing} without a label)` : ''}`);
    lines.push('  dimension            precision (n)     recall (n)');
    let all = emptyTally();
    for (const d of INSIGHT_DIMENSIONS) {
      const t = byDim[d];
      all = {
        produced: all.produced + t.produced,
        correct: all.correct + t.correct,
        labelled: all.labelled + t.labelled,
        filled: all.filled + t.filled,
      };
      lines.push(
        `  ${d.padEnd(20)} ${fmt(t.correct, t.produced)} (${t.correct}/${t.produced})`.padEnd(42) +
          `${fmt(t.filled, t.labelled)} (${t.filled}/${t.labelled})`,
      );
    }
    lines.push(
      `  ${'all'.padEnd(20)} ${fmt(all.correct, all.produced)} (${all.correct}/${all.produced})`.padEnd(
        42,
      ) + `${fmt(all.filled, all.labelled)} (${all.filled}/${all.labelled})`,
    );
  }
  if (verbose) {
    for (const r of run.results) {
      // Only the development part is shown: the held-out part is scored, never read while tuning.
      if (r.doc.part !== 'dev') continue;
      const label = labels[r.doc.sha];
      const missed = label
        ? label.speaks.filter((d) => !r.statements.some((s) => s.dimension === d))
        : [];
      lines.push(
        `\n## ${r.doc.name} (${r.doc.kind}, ${r.doc.sha.slice(0, 12)})${r.crashed ? ` CRASHED: ${r.crashed}` : ''}${missed.length ? `  MISSED (labelled, empty): ${missed.join(', ')}` : ''}`,
      );
      for (const s of r.statements) {
        lines.push(
          `  [${s.dimension}] ${s.statement}${s.violations.length ? `  !! ${s.violations.join(',')}` : ''}`,
        );
        lines.push(`      « ${s.quote.slice(0, 160)}`);
      }
    }
  }
  return lines.join('\n');
}
