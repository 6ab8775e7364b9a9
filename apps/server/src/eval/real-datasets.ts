import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { csvRecords } from '../extract/csv.js';

/**
 * Real posts people wrote, read at run time from the team's shared folder beside the checkout
 * (`../shared/datasets/`, or `FACET_DATASETS`). Nothing from them is ever copied into the
 * repository: evaluations read them when present and skip, saying so, when not.
 *
 * Every set is split by a hash of each item's text: about 70 % is the development part a builder
 * may read while tuning, about 30 % the held-out part that is only ever scored.
 */

export type Part = 'dev' | 'heldout';

export interface Item {
  text: string;
  /** The set's own label for the item (a subreddit, a clinician's rating, a flair). */
  label: string;
  part: Part;
}

const REPO_ROOT = resolve(fileURLToPath(new URL('../../../../', import.meta.url)));

export function datasetsDir(): string | null {
  const dir = process.env.FACET_DATASETS ?? join(REPO_ROOT, '..', 'shared', 'datasets');
  return existsSync(dir) ? dir : null;
}

/** The held-out part is the items whose SHA-256 starts with a byte of 179 or more (30 %). */
export function partOf(text: string): Part {
  const first = createHash('sha256').update(text).digest()[0] ?? 0;
  return first >= 179 ? 'heldout' : 'dev';
}

function csv(dir: string, file: string): Array<Record<string, string>> {
  const path = join(dir, file);
  return existsSync(path) ? csvRecords(readFileSync(path, 'utf8')) : [];
}

function item(text: string, label: string): Item {
  return { text, label, part: partOf(text) };
}

/** One C-SSRS user: every post, rated as a whole by clinicians. */
export interface UserItem {
  posts: string[];
  label: string;
  part: Part;
}

export interface RealSets {
  /** r/SuicideWatch (`suicide`) vs r/teenagers (`non-suicide`). */
  sdd: Item[];
  /** r/SuicideWatch (`suicide`) vs r/depression (`depression`). */
  sdcnl: Item[];
  /** Clinician-rated users: Supportive, Indicator, Ideation, Behavior, Attempt. */
  cssrs: UserItem[];
  /** Domestic-violence posts, `critical` or `not_critical`. */
  dvCritical: Item[];
  /** r/legaladvice questions, domestic violence `Yes` or `No`. */
  dvLegal: Item[];
  /** r/jobs posts, labelled by flair. */
  rjobs: Item[];
  /** r/legaladvice questions, employment `Yes` or `No`. */
  employment: Item[];
  /** Dreaddit segments, `stressed` or `not_stressed`, with the subreddit after a slash. */
  dreaddit: Item[];
}

export function loadRealSets(dir: string): RealSets {
  const cssrsPath = join(dir, 'crisis_cssrs_reddit_500users', 'reddit_cssrs_500_users.jsonl');
  const cssrs: UserItem[] = existsSync(cssrsPath)
    ? readFileSync(cssrsPath, 'utf8')
        .split('\n')
        .filter((line) => line.trim())
        .map((line) => JSON.parse(line) as { label: string; posts: string[] })
        .map((u) => ({ posts: u.posts, label: u.label, part: partOf(u.posts.join('\n')) }))
    : [];
  return {
    sdd: csv(dir, 'crisis_suicide_reddit_sdd/suicide_detection_sample_3000.csv').map((r) =>
      item(r.text ?? '', r.label ?? ''),
    ),
    sdcnl: csv(dir, 'crisis_suicide_vs_depression_sdcnl/sdcnl_suicide_vs_depression.csv').map((r) =>
      item(`${r.title ?? ''}\n${r.selftext ?? ''}`.trim(), r.label ?? ''),
    ),
    cssrs,
    dvCritical: csv(dir, 'dv_critical_posts/domestic_violence_critical_400.csv').map((r) =>
      item(r.text ?? '', r.label_name ?? ''),
    ),
    dvLegal: csv(dir, 'dv_legal_questions_learnedhands/learned_hands_domestic_violence.csv').map(
      (r) => item(r.text ?? '', r.label ?? ''),
    ),
    rjobs: csv(dir, 'career_rjobs_posts/rjobs_posts_2023-12.csv').map((r) =>
      item(`${r.title ?? ''}\n${r.body ?? ''}`.trim(), r.flair ?? ''),
    ),
    employment: csv(
      dir,
      'career_employment_legal_questions_learnedhands/learned_hands_employment.csv',
    ).map((r) => item(r.text ?? '', r.label ?? '')),
    dreaddit: csv(dir, 'wellbeing_dreaddit_stress/dreaddit_stress.csv').map((r) =>
      item(r.text ?? '', `${r.label === '1' ? 'stressed' : 'not_stressed'}/${r.subreddit ?? ''}`),
    ),
  };
}
