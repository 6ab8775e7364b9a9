import { WorkerJobError, type WorkerPool } from '../../lib/worker-pool.js';
import { Recent } from '../../nlp/recent.js';
import { CRISIS_KINDS, type CrisisKind } from './crisis-kinds.js';
import { assessRisk, type RiskAssessment } from './risk.js';
import { RISK_JOBS } from './risk-pool.js';

export type { CrisisKind } from './crisis-kinds.js';
export type { RiskAssessment, RiskLevel } from './risk.js';

export interface CrisisAssessment {
  /** Every kind of danger the message speaks of, most urgent first. */
  kinds: CrisisKind[];
  /** True when the danger is someone else's (a colleague who spoke of suicide), not the member's. */
  aboutOther: boolean;
  /** The words that raised it, for choosing the reply (never shown to the member or logged). */
  evidence: string[];
  /** Violence from someone outside home and family (see risk.ts); absent means unknown. */
  outsideHome?: boolean;
}

/**
 * Recent assessments by text. Every turn re-reads the conversation's earlier messages (a crisis or
 * concern message is replaced before the history reaches a model), so the same texts come back
 * turn after turn; the reader is deterministic, so a cached answer is the answer.
 */
const recent = new Recent<string, RiskAssessment>(500);

/** What one message says about the member's safety: crisis, concern or none (see risk.ts). */
export function assessTurn(text: string): RiskAssessment {
  return recent.get(text, assessRisk);
}

/**
 * Messages up to this many characters are read on the calling thread: about 10 ms at most, less
 * than handing the text to a worker and back. Longer ones are read in the risk pool.
 */
export const INLINE_RISK_CHARS = 2_000;

/**
 * What one message says about the member's safety, read off the request thread when it is long
 * and a pool is given. A message is never left unread: if the pool fails (a worker crashed, timed
 * out or was closed), the message is read here instead, which is slower but linear in its length.
 */
export async function assessTurnOff(
  text: string,
  pool?: WorkerPool | null,
): Promise<RiskAssessment> {
  const known = recent.known(text);
  if (known) return known;
  if (!pool || text.length <= INLINE_RISK_CHARS) return assessTurn(text);
  try {
    const read = await pool.run<RiskAssessment>(RISK_JOBS.assess, text);
    return recent.get(text, () => read);
  } catch (error) {
    if (!(error instanceof WorkerJobError)) throw error;
    return assessTurn(text);
  }
}

/** The crisis part of an assessment, or null when the message is not a crisis. */
export function crisisOf(risk: RiskAssessment): CrisisAssessment | null {
  if (risk.level !== 'crisis') return null;
  return {
    kinds: risk.kinds,
    aboutOther: risk.aboutOther,
    evidence: risk.evidence,
    ...(risk.outsideHome ? { outsideHome: true } : {}),
  };
}

/** Reads a member's message for a crisis: danger named outright (see risk.ts for concern). */
export function assessCrisis(text: string): CrisisAssessment | null {
  return crisisOf(assessTurn(text));
}

export function isCrisisKind(value: unknown): value is CrisisKind {
  return typeof value === 'string' && (CRISIS_KINDS as readonly string[]).includes(value);
}
