import { directAsk } from './direct.js';
import type { Entry } from './knowledge.js';
import { moneyVerdict } from './money-figures.js';

/**
 * An entry's own answer to the member's yes/no or either-or question, said before anything else.
 * Whether the member asks such a question is read by direct.ts (its forms: "should I …", "X or
 * Y?", "is it worth …"), or by a question sentence that opens as a yes/no question ("Is that
 * realistic?", "Is it my place to …?"); what is asked about is the entry's situation, since the
 * library chose it by meaning. A money entry works the answer out on the member's own figures
 * (money-figures.ts moneyVerdict) and falls back to its written verdict.
 */
const POLAR =
  /^(?:(?:so|but|and|also|ok|okay)[,\s]+)?(?:is|are|was|would|will|can|could|do|does|should|shall|am)\s+(?:it|this|that|i|we|my|the|they|he|she)\b/i;

/** "Which should I pay first?": a pick among options the post names. */
const WHICH = /^(?:(?:so|but|and)[,\s]+)?which\s+(?:one\s+)?(?:should|do|would)\s+(?:i|we)\b/i;

/** Forms whose answer is not a yes or a pick: rules, how long to wait, what to say. */
const NOT_A_VERDICT = new Set(['legal', 'wait', 'say']);

function asksYesNo(text: string): boolean {
  const ask = directAsk(text);
  if (ask) return !NOT_A_VERDICT.has(ask.kind);
  return text
    .split(/(?<=[.!?])\s+|\n+/)
    .some((s) => /\?\s*$/.test(s.trim()) && (POLAR.test(s.trim()) || WHICH.test(s.trim())));
}

export function entryVerdict(
  entry: Entry,
  text: string,
  said: string,
): { line: string } | undefined {
  if (!asksYesNo(text)) return undefined;
  const line = (entry.household ? moneyVerdict(entry.id, said) : undefined) ?? entry.verdict;
  return line ? { line } : undefined;
}
