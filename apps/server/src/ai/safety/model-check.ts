import { z } from 'zod';
import { CRISIS_KINDS, type CrisisKind } from './crisis-kinds.js';

/**
 * The model's own risk reading, asked beside every reply when a provider is configured: a second
 * reader for what the local one cannot see (irony it took literally is not its worry; wording it
 * never met is). Its instructions start with a fixed marker, so test fakes can tell the call
 * from the others.
 */
export const RISK_CHECK_MARKER = 'Facet risk check.';

export const RISK_CHECK_INSTRUCTIONS = `${RISK_CHECK_MARKER}
You read one message a member of a career-coaching service wrote, and judge only their safety.
Answer "crisis" when it speaks of suicide or wanting to die (also indirectly), a plan, method or
means, preparing or saying goodbye, a past attempt, self-harm, hurting someone, abuse, violence,
threats or control by a partner or family member, or a medical emergency. Answer "concern" for
distress with a risk sign but no named danger (hopelessness, feeling a burden, self-hatred,
unbearable pain). Answer "none" otherwise; everyday idioms ("this deadline is killing me") are
"none". When unsure between concern and none, answer concern. Give the kind for a crisis.`;

export const riskVerdictSchema = z.object({
  level: z.enum(['crisis', 'concern', 'none']),
  kind: z.enum(CRISIS_KINDS).nullable(),
});

export type RiskVerdict = z.infer<typeof riskVerdictSchema>;

/** How long a reply's first words wait for the model's risk reading before they are shown. */
export const RISK_CHECK_HOLD_MS = 4_000;

export function verdictKind(verdict: RiskVerdict): CrisisKind {
  return verdict.kind ?? 'suicide';
}
