import { z } from 'zod';

import { textField } from './text.js';

/** offline: built from the files' own words; ai: written by the AI provider from the files. */
export const PROFILE_GENERATORS = ['offline', 'ai'] as const;
export type ProfileGenerator = (typeof PROFILE_GENERATORS)[number];

/** The six dimensions of the diamond profile, in display order. */
export const INSIGHT_DIMENSIONS = [
  'vision',
  'beliefs',
  'values',
  'behaviours',
  'limitingBeliefs',
  'limitingBehaviours',
] as const;
export type InsightDimension = (typeof INSIGHT_DIMENSIONS)[number];

/**
 * Regeneration cooldown: 5 minutes from the last successful generation, unless the member's set
 * of files changed since.
 */
export const INSIGHTS_COOLDOWN_MS = 5 * 60 * 1000;

const statements = z.array(z.string());
export const diamondInsightsSchema = z.object({
  vision: statements,
  beliefs: statements,
  values: statements,
  behaviours: statements,
  limitingBeliefs: statements,
  limitingBehaviours: statements,
});
export type DiamondInsights = z.infer<typeof diamondInsightsSchema>;

/** Where a statement comes from: the file and the words in it that support it. */
export const insightEvidenceSchema = z.object({
  statement: z.string(),
  fileId: z.string(),
  fileName: z.string(),
  quote: z.string(),
});
export type InsightEvidence = z.infer<typeof insightEvidenceSchema>;

export const diamondEvidenceSchema = z.object({
  vision: z.array(insightEvidenceSchema),
  beliefs: z.array(insightEvidenceSchema),
  values: z.array(insightEvidenceSchema),
  behaviours: z.array(insightEvidenceSchema),
  limitingBeliefs: z.array(insightEvidenceSchema),
  limitingBehaviours: z.array(insightEvidenceSchema),
});
export type DiamondEvidence = z.infer<typeof diamondEvidenceSchema>;

export const diamondInsightsResponseSchema = z.object({
  success: z.boolean(),
  /** null until the first generation. */
  insights: diamondInsightsSchema.nullable(),
  evidence: diamondEvidenceSchema.nullable(),
  generatedAt: z.string().nullable(),
  /** offline: built from the files' own words; ai: written by the AI provider from the files. */
  generator: z.enum(PROFILE_GENERATORS).nullable(),
});
export type DiamondInsightsResponse = z.infer<typeof diamondInsightsResponseSchema>;

export const generateInsightsRequestSchema = z.object({
  userId: textField('userId', { typeError: 'userId is required.' }).min(1, 'userId is required.'),
});

export const INSIGHT_MESSAGES = {
  noFiles: 'Please upload your CV or psychometric files first to generate insights.',
  noReadableFiles:
    "We couldn't read text in any of your files, so there is no evidence to build insights from. Please upload a text-based PDF, Word document or text file.",
  notYours: 'You can only generate insights for your own account.',
  notEnough:
    'Your files did not give us enough to build a profile yet. Add a CV or results that describe your goals, values and ways of working.',
} as const;

/** Word for word, "(s)" included: 'You can generate insights again in {n} minute(s).' */
export const cooldownMessage = (minutes: number) =>
  `You can generate insights again in ${minutes} minute(s).`;
