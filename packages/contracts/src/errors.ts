import { z } from 'zod';

/** Every failed API call answers this body: a sentence for people, a code for programs. */
export const errorBodySchema = z.object({
  error: z.string(),
  code: z.string().optional(),
  details: z.unknown().optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** One field problem inside `details` of a 400 answer. */
export const fieldIssueSchema = z.object({
  path: z.string(),
  message: z.string(),
});
export type FieldIssue = z.infer<typeof fieldIssueSchema>;

export const healthResponseSchema = z.object({ status: z.literal('ok') });
export type HealthResponse = z.infer<typeof healthResponseSchema>;

/** `GET /api/health/ready` when this instance can serve: what was checked. */
export const readinessResponseSchema = z.object({
  status: z.literal('ok'),
  checks: z.object({ database: z.literal('ok'), blobStore: z.literal('ok') }),
});
export type ReadinessResponse = z.infer<typeof readinessResponseSchema>;
