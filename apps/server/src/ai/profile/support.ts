import { INSIGHT_DIMENSIONS } from '@facet/contracts';
import type { ProposedProfile } from '../insights.js';
import { headerLike } from './voice.js';

/**
 * Does a provider's quote support its statement? The quote standing in the file (checked later,
 * by groundProfile) is not enough: "Vision: Moxie Pest Control, Norcross, Georgia — Sales" quotes
 * the file word for word. A quote supports a statement when
 * - it is not a contact line (an e-mail, a phone number, a web or street address) nor a header of
 *   names (a job, company or place line: most words capitalised, no closing punctuation), and
 * - the statement shares content words with it: at least one, and at least two when the statement
 *   has five or more (words of four letters or more, compared by their first five letters, so
 *   "organised" meets "organising").
 */

const CONTACT =
  /[\w.+-]+@[\w-]+\.\w|\bhttps?:\/\/|\bwww\.|\+?\(?\b\d{3}\)?[\s.-]\d{3}[\s.-]\d{4}\b|\b\d{1,5}\s+(?:[A-Z][a-z]+\s+){1,3}(?:Street|St|Avenue|Ave|Road|Rd|Lane|Ln|Drive|Dr|Way)\b/;

const STOP = new Set([
  'your',
  'yours',
  'yourself',
  'with',
  'that',
  'this',
  'have',
  'they',
  'them',
  'their',
  'from',
  'into',
  'when',
  'what',
  'which',
  'where',
  'will',
  'would',
  'about',
  'tend',
  'tends',
  'often',
  'very',
  'more',
  'most',
  'also',
  'been',
  'being',
  'were',
  'there',
  'value',
  'values',
  'believe',
  'want',
  'wants',
]);

const stems = (text: string) =>
  new Set(
    (text.toLowerCase().match(/\p{L}{4,}/gu) ?? [])
      .filter((w) => !STOP.has(w))
      .map((w) => w.slice(0, 5)),
  );

export function quoteSupports(statement: string, quote: string): boolean {
  const q = quote.trim();
  if (CONTACT.test(q) || headerLike(q)) return false;
  const mine = stems(statement);
  const theirs = stems(q);
  let shared = 0;
  for (const s of mine) if (theirs.has(s)) shared++;
  return shared >= (mine.size >= 5 ? 2 : 1);
}

/** The proposals whose quotes support them; the rest are dropped before grounding. */
export function supportedProposals(proposed: ProposedProfile): ProposedProfile {
  const out = {} as ProposedProfile;
  for (const d of INSIGHT_DIMENSIONS) {
    out[d] = (proposed[d] ?? []).filter((p) => quoteSupports(p.statement, p.quote));
  }
  return out;
}
