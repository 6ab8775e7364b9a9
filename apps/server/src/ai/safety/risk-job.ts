import { assessRisk, type RiskAssessment } from './risk.js';

/**
 * Jobs of the risk reader's worker pool (risk-pool.ts): a long message is read off the request
 * thread. The reader is deterministic, so a worker's answer is the one the server would give.
 */

/** Loads the English model and the concept cues: a new worker's warm-up. */
export function warm(): void {
  assessRisk('I just want this week to be over, I feel so tired.');
}

export function assess(text: string): RiskAssessment {
  return assessRisk(text);
}
