/** The kinds of danger the safety layer names; each has its own reply and resources. */
export const CRISIS_KINDS = ['suicide', 'self-harm', 'harm-to-others', 'abuse', 'medical'] as const;
export type CrisisKind = (typeof CRISIS_KINDS)[number];
