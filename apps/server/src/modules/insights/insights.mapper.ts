import {
  type DiamondEvidence,
  type DiamondInsights,
  type DiamondInsightsResponse,
  INSIGHT_DIMENSIONS,
} from '@facet/contracts';
import type { DiamondProfileRow } from '../../db/schema/insights.js';

/**
 * The saved profile as the member sees it, against the files they have now (`fileIds`): a file
 * added, removed or replaced since makes it out of date, and a statement whose file is gone is
 * no longer shown (its evidence is not there to check). A row saved before the file set was
 * recorded is taken as current.
 */
export function toInsightsResponse(
  row: DiamondProfileRow | undefined,
  fileIds: readonly string[],
): DiamondInsightsResponse {
  if (!row)
    return {
      success: true,
      insights: null,
      evidence: null,
      generatedAt: null,
      generator: null,
      outOfDate: false,
    };
  const current = new Set(fileIds);
  const recorded = row.fileIds;
  const outOfDate =
    recorded !== null &&
    recorded !== undefined &&
    (recorded.length !== current.size || recorded.some((id) => !current.has(id)));
  let insights: DiamondInsights = row.insights;
  const { files: notes, ...stored } = row.evidence;
  let evidence: DiamondEvidence | null = stored;
  if (outOfDate && evidence) {
    const kept = {} as DiamondEvidence;
    const statements = {} as DiamondInsights;
    for (const dimension of INSIGHT_DIMENSIONS) {
      const all = evidence[dimension] ?? [];
      const gone = new Set(all.filter((e) => !current.has(e.fileId)).map((e) => e.statement));
      kept[dimension] = all.filter((e) => current.has(e.fileId));
      statements[dimension] = (insights[dimension] ?? []).filter((s) => !gone.has(s));
    }
    evidence = kept;
    insights = statements;
  }
  return {
    success: true,
    insights,
    evidence,
    generatedAt: row.generatedAt.toISOString(),
    generator: row.generator,
    outOfDate,
    // What the generation said of the files, for those the member still has.
    ...notesFor(notes?.flagged, current, 'flaggedFiles'),
    ...notesFor(notes?.silent, current, 'silentFiles'),
  };
}

function notesFor<T extends { fileId: string }, K extends string>(
  list: T[] | undefined,
  current: Set<string>,
  key: K,
): Partial<Record<K, T[]>> {
  const kept = (list ?? []).filter((f) => current.has(f.fileId));
  return kept.length > 0 ? ({ [key]: kept } as Record<K, T[]>) : {};
}
