import {
  type DiamondEvidence,
  type DiamondInsights,
  INSIGHT_DIMENSIONS,
  type InsightDimension,
} from '@facet/contracts';

/** The six dimensions' names, for prompts and replies. */
export const DIMENSION_LABELS: Record<keyof DiamondInsights, string> = {
  vision: 'Vision',
  beliefs: 'Beliefs',
  values: 'Values',
  behaviours: 'Behaviours',
  limitingBeliefs: 'Limiting beliefs',
  limitingBehaviours: 'Limiting behaviours',
};

/** A file the profile may draw on: only files whose text could be read. */
export interface EvidenceFile {
  id: string;
  name: string;
  kind: 'cv' | 'psychometric';
  text: string;
}

/** A statement as a generator proposes it, before it is checked against the files. */
export interface ProposedStatement {
  statement: string;
  fileId: string;
  quote: string;
}

export type ProposedProfile = Record<InsightDimension, ProposedStatement[]>;

export const MAX_STATEMENTS_PER_DIMENSION = 6;

const normalise = (text: string) =>
  text
    .toLowerCase()
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/[^\p{L}\p{N}'"%]+/gu, ' ')
    .trim()
    // A word cut by a line-end hyphen in the file ("microser- vices") is quoted whole once
    // repaired ("microservices"): the comparison ignores the gaps between letters.
    .replace(/ /g, '');

/** Proposals looked at per dimension, and the longest quote checked: bounds on the work. */
const MAX_PROPOSALS_CHECKED = MAX_STATEMENTS_PER_DIMENSION * 4;
const MAX_QUOTE_CHARS = 2_000;

/**
 * Keeps only statements that name a real file and quote words that really stand in it: whatever a
 * model invents without support in the member's files is dropped here.
 *
 * Linear in the files' size: each file is normalised once, the first time a statement cites it,
 * and at most MAX_PROPOSALS_CHECKED quotes (each at most MAX_QUOTE_CHARS) are looked up per
 * dimension. Runs in the profile worker pool (ai/profile/job.ts), off the server's thread.
 */
export function groundProfile(proposed: ProposedProfile, files: EvidenceFile[]): DiamondEvidence {
  const byId = new Map(files.map((f) => [f.id, f]));
  const normalised = new Map<string, string>();
  const textOf = (file: EvidenceFile) => {
    let text = normalised.get(file.id);
    if (text === undefined) {
      text = normalise(file.text);
      normalised.set(file.id, text);
    }
    return text;
  };
  const evidence = {} as DiamondEvidence;
  for (const dimension of INSIGHT_DIMENSIONS) {
    const seen = new Set<string>();
    evidence[dimension] = [];
    for (const item of (proposed[dimension] ?? []).slice(0, MAX_PROPOSALS_CHECKED)) {
      const file = byId.get(item.fileId);
      const statement = item.statement.trim();
      if (!file || !statement || item.quote.length > MAX_QUOTE_CHARS) continue;
      const quote = normalise(item.quote);
      if (quote.length < 3 || !textOf(file).includes(quote)) continue;
      if (seen.has(statement.toLowerCase())) continue;
      seen.add(statement.toLowerCase());
      evidence[dimension].push({
        statement,
        fileId: file.id,
        fileName: file.name,
        quote: item.quote.trim(),
      });
      if (evidence[dimension].length >= MAX_STATEMENTS_PER_DIMENSION) break;
    }
  }
  return evidence;
}

export function insightsFrom(evidence: DiamondEvidence): DiamondInsights {
  const insights = {} as DiamondInsights;
  for (const dimension of INSIGHT_DIMENSIONS) {
    insights[dimension] = evidence[dimension].map((e) => e.statement);
  }
  return insights;
}

export const isEmptyProfile = (evidence: DiamondEvidence) =>
  INSIGHT_DIMENSIONS.every((d) => evidence[d].length === 0);
