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
  /**
   * The member's files changed (one added, removed or replaced) since the profile was generated:
   * it no longer says what the files say, and regenerating is offered. Statements whose file was
   * removed are left out of `insights` and `evidence` until then.
   */
  outOfDate: z.boolean(),
  /**
   * Files left out of this generation because the person they name is not the member (a CV or
   * report of someone else): flagged here instead of merged. Only in the answer of a generation.
   */
  flaggedFiles: z
    .array(z.object({ fileId: z.string(), fileName: z.string(), foundName: z.string() }))
    .optional(),
  /**
   * Readable files the offline profile found nothing in, each with why (a list with no described
   * work, a page not about its writer, a language other than English…) and what kind of document
   * would fill it. Only in the answer of an offline generation.
   */
  silentFiles: z
    .array(z.object({ fileId: z.string(), fileName: z.string(), reason: z.string() }))
    .optional(),
});
export type DiamondInsightsResponse = z.infer<typeof diamondInsightsResponseSchema>;

export const generateInsightsRequestSchema = z.object({
  userId: textField('userId', { typeError: 'userId is required.' }).min(1, 'userId is required.'),
});

/**
 * What would fill a dimension the member's files left empty: the kind of document or the question
 * to answer. A CV shows what someone did; their aims, beliefs and doubts are in their own words.
 */
export const DIMENSION_SOURCES: Record<InsightDimension, string> = {
  vision:
    'A summary or objective line ("Goal: …"), a personal statement, or your answer to: where do you want your work to take you in the next few years?',
  beliefs:
    'A personal statement or cover letter in your own words, or your answer to: what do you believe about good work?',
  values:
    'A "Values" line or section, a "what matters to me" note, or a strengths report; or your answer to: what do you refuse to compromise on at work?',
  behaviours:
    'A CV with achievement bullets under each role, or a strengths report (CliftonStrengths, DISC, 16Personalities, Big Five).',
  limitingBeliefs:
    'A reflection or journal note in your own words, or your answer to: what doubt holds you back?',
  limitingBehaviours:
    'A reflection in your own words, or your answer to: what do you catch yourself avoiding or putting off?',
};

export const INSIGHT_MESSAGES = {
  noFiles: 'Please upload your CV or psychometric files first to generate insights.',
  noReadableFiles:
    "We couldn't read text in any of your files, so there is no evidence to build insights from. Please upload a text-based PDF, Word document or text file.",
  notYours: 'You can only generate insights for your own account.',
  otherPeoplesFiles:
    'Each of your readable files names someone else, so none was used for your insights. Upload your own CV or report, or change your name in Settings if these are yours under another name.',
} as const;

/** Word for word, "(s)" included: 'You can generate insights again in {n} minute(s).' */
export const cooldownMessage = (minutes: number) =>
  `You can generate insights again in ${minutes} minute(s).`;
