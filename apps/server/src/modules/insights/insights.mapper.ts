import type { DiamondInsightsResponse } from '@facet/contracts';
import type { DiamondProfileRow } from '../../db/schema/insights.js';

export function toInsightsResponse(row: DiamondProfileRow | undefined): DiamondInsightsResponse {
  if (!row)
    return { success: true, insights: null, evidence: null, generatedAt: null, generator: null };
  return {
    success: true,
    insights: row.insights,
    evidence: row.evidence,
    generatedAt: row.generatedAt.toISOString(),
    generator: row.generator,
  };
}
