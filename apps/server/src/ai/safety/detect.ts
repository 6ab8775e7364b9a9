import { findCue, type Reading, read, sentenceHas } from '../../nlp/cues.js';
import { CRISIS_KINDS, CRISIS_RULES, type CrisisKind } from './crisis-cues.js';

export type { CrisisKind } from './crisis-cues.js';

export interface CrisisAssessment {
  /** Every kind of danger the message speaks of, most urgent first. */
  kinds: CrisisKind[];
  /** True when the danger is someone else's (a colleague who spoke of suicide), not the member's. */
  aboutOther: boolean;
  /** The words that raised it, for the log (never shown to the member). */
  evidence: string[];
}

/** Most urgent first: a body in danger, then a life, then violence. */
const URGENCY: CrisisKind[] = ['medical', 'suicide', 'self-harm', 'abuse', 'harm-to-others'];

function wordsOf(reading: Reading, sentence: number, words: number[]): string {
  const tokens = reading.sentences[sentence] ?? [];
  return words.map((w) => tokens[w]?.normal ?? '').join(' ');
}

/**
 * Reads a member's message for crisis language: suicide (said outright or indirectly), self-harm,
 * harm to others, abuse or violence, a medical emergency. Deterministic and local: the answer
 * never depends on a model, so it holds with or without an AI provider.
 */
export function assessCrisis(text: string): CrisisAssessment | null {
  if (!text.trim()) return null;
  const reading = read(text);
  const kinds = new Set<CrisisKind>();
  const evidence: string[] = [];
  let selfOrUnknown = false;
  for (const rule of CRISIS_RULES) {
    for (const match of findCue(reading, rule.cue)) {
      if (rule.unless && sentenceHas(reading, match.sentence, rule.unless)) continue;
      if (rule.with && !sentenceHas(reading, match.sentence, rule.with)) continue;
      kinds.add(rule.kind);
      evidence.push(wordsOf(reading, match.sentence, match.words));
      if (!rule.aboutOther) selfOrUnknown = true;
      break;
    }
  }
  if (kinds.size === 0) return null;
  return {
    kinds: URGENCY.filter((k) => kinds.has(k)),
    aboutOther: !selfOrUnknown,
    evidence,
  };
}

export function isCrisisKind(value: unknown): value is CrisisKind {
  return typeof value === 'string' && (CRISIS_KINDS as readonly string[]).includes(value);
}
