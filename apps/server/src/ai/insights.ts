import {
  type DiamondEvidence,
  type DiamondInsights,
  INSIGHT_DIMENSIONS,
  type InsightDimension,
} from '@facet/contracts';

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
    .trim();

/**
 * Keeps only statements that name a real file and quote words that really stand in it: whatever a
 * model invents without support in the member's files is dropped here.
 */
export function groundProfile(proposed: ProposedProfile, files: EvidenceFile[]): DiamondEvidence {
  const byId = new Map(files.map((f) => [f.id, { file: f, text: normalise(f.text) }]));
  const evidence = {} as DiamondEvidence;
  for (const dimension of INSIGHT_DIMENSIONS) {
    const seen = new Set<string>();
    evidence[dimension] = [];
    for (const item of proposed[dimension] ?? []) {
      const source = byId.get(item.fileId);
      const quote = normalise(item.quote);
      const statement = item.statement.trim();
      if (!source || !statement || quote.length < 3 || !source.text.includes(quote)) continue;
      if (seen.has(statement.toLowerCase())) continue;
      seen.add(statement.toLowerCase());
      evidence[dimension].push({
        statement,
        fileId: source.file.id,
        fileName: source.file.name,
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
