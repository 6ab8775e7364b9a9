import { INSIGHT_DIMENSIONS, type InsightDimension } from '@facet/contracts';
import { buildOfflineProfile } from '../ai/profile/engine.js';

/** The offline profile of one document, for the profile engine's tests. */
export const profileOf = (text: string, name = 'cv.pdf') =>
  buildOfflineProfile([{ id: 'f', name, kind: 'cv', text }]);

/** Its statements per dimension. */
export const byDimension = (text: string, name?: string) => {
  const p = profileOf(text, name);
  return Object.fromEntries(
    INSIGHT_DIMENSIONS.map((d) => [d, p[d].map((s) => s.statement)]),
  ) as Record<InsightDimension, string[]>;
};
