import { createHash } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import { assessRisk, type RiskLevel } from '../ai/safety/risk.js';
import { datasetsDir, type Item, loadRealSets, type Part, type UserItem } from './real-datasets.js';

/**
 * `npm run eval:safety`: the risk reader (ai/safety/risk.ts) on posts real people wrote, read from
 * `../shared/datasets/` when present (it says so and stops when not). Every set is split by a hash
 * of the text (real-datasets.ts): figures are printed for the development part, which a builder
 * may read, and for the held-out part, which is only ever scored. The held-out figures are the
 * ones to report.
 *
 * Per set it prints how many items the reader answers as crisis, as concern, and as either. Which
 * way is right depends on the set: posts from r/SuicideWatch, clinician-rated users at ideation or
 * above and critical domestic-violence posts should be flagged (recall); r/teenagers and r/jobs
 * posts should not (false alarms). `--part dev|heldout` prints one part only.
 *
 * `--half a|b` keeps one half of whatever part is printed, split by a second hash. A change tuned
 * on half a (read) is kept only if it also holds on half b (scored, not read): that catches a cue
 * that fits the posts it was written from and nothing else, before the held-out part is touched.
 */

let half: 'a' | 'b' | null = null;

function inHalf(text: string): boolean {
  if (!half) return true;
  const even = ((createHash('sha1').update(`${text}x`).digest()[0] ?? 0) & 1) === 0;
  return half === 'a' ? even : !even;
}

type Rates = Record<RiskLevel, number> & { n: number };

function rates(levels: RiskLevel[]): Rates {
  const out: Rates = { n: levels.length, crisis: 0, concern: 0, none: 0 };
  for (const level of levels) out[level]++;
  return out;
}

function pct(count: number, n: number): string {
  return n ? `${((100 * count) / n).toFixed(1)}%` : '—';
}

interface Row {
  name: string;
  /** What a correct reader does with these items. */
  want: 'flag' | 'quiet' | 'report';
  levels: (part: Part) => RiskLevel[];
}

function itemRow(name: string, want: Row['want'], items: Item[]): Row {
  return {
    name,
    want,
    levels: (part) =>
      items.filter((i) => i.part === part && inHalf(i.text)).map((i) => assessRisk(i.text).level),
  };
}

/** A user counts at the highest level any of their posts gets. */
function userRow(name: string, users: UserItem[]): Row {
  return {
    name,
    want: 'flag',
    levels: (part) =>
      users
        .filter((u) => u.part === part && inHalf(u.posts.join('\n')))
        .map((u) => {
          const levels = u.posts.map((p) => assessRisk(p).level);
          if (levels.includes('crisis')) return 'crisis';
          return levels.includes('concern') ? 'concern' : 'none';
        }),
  };
}

export function safetyRows(dir: string): Row[] {
  const sets = loadRealSets(dir);
  const by = (items: Item[], label: string) => items.filter((i) => i.label === label);
  const cssrs = (label: string) => sets.cssrs.filter((u) => u.label === label);
  return [
    itemRow('SDD r/SuicideWatch', 'flag', by(sets.sdd, 'suicide')),
    itemRow('SDD r/teenagers', 'quiet', by(sets.sdd, 'non-suicide')),
    itemRow('SDCNL r/SuicideWatch', 'flag', by(sets.sdcnl, 'suicide')),
    itemRow('SDCNL r/depression', 'report', by(sets.sdcnl, 'depression')),
    {
      name: 'C-SSRS Ideation+ (users)',
      want: 'flag',
      levels: (part) =>
        ['Ideation', 'Behavior', 'Attempt'].flatMap((l) => userRow(l, cssrs(l)).levels(part)),
    },
    ...['Attempt', 'Behavior', 'Ideation', 'Indicator', 'Supportive'].map((l) => ({
      ...userRow(`C-SSRS ${l} (users)`, cssrs(l)),
      want: 'report' as const,
    })),
    itemRow('DV critical', 'flag', by(sets.dvCritical, 'critical')),
    itemRow('DV not critical', 'report', by(sets.dvCritical, 'not_critical')),
    itemRow('DV legal questions: yes', 'report', by(sets.dvLegal, 'Yes')),
    itemRow('DV legal questions: no', 'report', by(sets.dvLegal, 'No')),
    itemRow('r/jobs', 'quiet', sets.rjobs),
    itemRow('employment legal questions', 'report', sets.employment),
    itemRow(
      'Dreaddit stressed',
      'report',
      sets.dreaddit.filter((i) => i.label.startsWith('stressed')),
    ),
    itemRow(
      'Dreaddit not stressed',
      'report',
      sets.dreaddit.filter((i) => i.label.startsWith('not_stressed')),
    ),
  ];
}

export function formatSafety(rows: Row[], parts: Part[]): string {
  const lines: string[] = [];
  for (const part of parts) {
    lines.push('', `== ${part === 'dev' ? 'development part' : 'held-out part'}`);
    lines.push(
      `${'set'.padEnd(30)} ${'n'.padStart(5)}  ${'crisis'.padStart(7)}  ${'concern'.padStart(7)}  ${'either'.padStart(7)}  reads as`,
    );
    for (const row of rows) {
      const r = rates(row.levels(part));
      const either = r.crisis + r.concern;
      const reads = row.want === 'flag' ? 'recall' : row.want === 'quiet' ? 'false alarms' : '';
      lines.push(
        `${row.name.padEnd(30)} ${String(r.n).padStart(5)}  ${pct(r.crisis, r.n).padStart(7)}  ${pct(r.concern, r.n).padStart(7)}  ${pct(either, r.n).padStart(7)}  ${reads}`,
      );
    }
  }
  return lines.join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const dir = datasetsDir();
  if (!dir) {
    console.log(
      'eval:safety: no ../shared/datasets/ beside this checkout (or FACET_DATASETS): nothing to score, skipped.',
    );
  } else {
    const only = process.argv.indexOf('--part');
    const parts: Part[] =
      only >= 0 ? [process.argv[only + 1] as Part] : (['dev', 'heldout'] as Part[]);
    const halfAt = process.argv.indexOf('--half');
    if (halfAt >= 0) half = process.argv[halfAt + 1] === 'b' ? 'b' : 'a';
    const started = Date.now();
    console.log(`eval:safety on ${dir}${half ? ` (half ${half} of each part)` : ''}`);
    console.log(formatSafety(safetyRows(dir), parts));
    console.log(`\n(${((Date.now() - started) / 1000).toFixed(1)} s)`);
  }
}
