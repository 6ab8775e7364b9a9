import type { Entry, Step } from './knowledge.js';
import { LIBRARY } from './knowledge.js';
import {
  allLemmas,
  conceptsFor,
  evidence,
  rankSteps,
  retrieve,
  stepOverlap,
  withoutOthersLeaving,
} from './retrieve.js';
import { fits, type Reading } from './status.js';

/**
 * The general path's steps when no single library entry fits (retrieve.ts situationOf found two
 * situations named about equally, or none named outright): the entries that PARTLY fit the
 * whole message, and from each the steps that share most of the member's own wording. A member
 * whose post mixes an offer and a move gets the offer's and the move's most relevant steps, not
 * a fixed set of coaching moves that would read the same under any question.
 *
 * An entry counts when its BM25 score over the whole message is near the best one's
 * (PARTIAL_NEAR) and what the member asks, or failing that the whole message, names at least
 * one of its defining words or phrases (knowledge.ts CONCEPTS); a step counts only when it shares
 * some of the member's rarer words (stepOverlap > 0). Fewer than two such steps: nothing, and the
 * caller keeps its own general moves.
 */

export interface PartialStep {
  entry: Entry;
  step: Step;
}

/** A partly fitting entry must score at least this share of the best BM25 score. */
const PARTIAL_NEAR = 0.55;
/** The best BM25 score below which nothing in the library is near enough to borrow from. */
const PARTIAL_FLOOR = 2.5;

export function partialSteps(
  query: string,
  asked: string,
  prefer: number | undefined,
  reading: Reading,
  limit = 3,
): PartialStep[] {
  const hits = retrieve(query, prefer, LIBRARY.length).filter((h) => fits(h.entry, reading));
  const best = hits[0]?.score ?? 0;
  if (best < PARTIAL_FLOOR) return [];
  const askedSaid = allLemmas(withoutOthersLeaving(asked));
  const allSaid = allLemmas(withoutOthersLeaving(query));
  const ranked = hits
    .filter((h) => h.score >= best * PARTIAL_NEAR)
    .map((h) => {
      const concepts = conceptsFor(h.entry);
      // What they ask weighs double what the story around it names.
      const asks = evidence(askedSaid, concepts);
      const story = evidence(allSaid, concepts);
      const ev = 2 * asks + story;
      return { hit: h, ev, asks, story, strength: Math.min(ev, 4) * (h.score / best) };
    })
    // What they ask names it, or the story names it with a phrase or two words (one word of a story proves little).
    .filter((c) => c.asks >= 1 || c.story >= 1.5)
    .sort((a, b) => b.strength - a.strength)
    .slice(0, 2);
  const [top, next] = ranked;
  if (!top) return [];
  // The stronger entry gives two steps, the runner-up one; a runner-up far behind gives none.
  const share = next && next.strength >= top.strength * 0.5 ? [2, 1] : [limit];
  const picks: PartialStep[] = [];
  ranked.slice(0, share.length).forEach((c, i) => {
    const steps = rankSteps(c.hit.entry, query, reading)
      .filter((s) => stepOverlap(s, query) > 0)
      .slice(0, share[i]);
    for (const step of steps) picks.push({ entry: c.hit.entry, step });
  });
  return picks.length >= 2 ? picks.slice(0, limit) : [];
}
