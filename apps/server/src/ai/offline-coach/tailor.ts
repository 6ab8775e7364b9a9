import type { ItemToken } from 'wink-nlp';
import { its, nlp } from '../../nlp/english.js';
import { accountSentences } from './reflect.js';
import { lemmas } from './retrieve.js';

/**
 * Ties the parts of a reply to what the member wrote, so two members in the same situation get
 * answers about their own story rather than the same paragraphs: the closing question is led by
 * the sentence of theirs it follows from ("You said you have sent forty applications since
 * March. Roughly how many replies came back?").
 *
 * The sentences are the member's own account said back in the second person (reflect.ts
 * accountSentences, with its filters for clean, whole sentences); one is chosen by how much it
 * shares with the part it leads (content lemmas), never one the reply already says back.
 */

/** Lemmas too common in posts to tie a sentence to a question ("job", "work", "get"). */
const WEAK = new Set(
  'job work get go make know want need feel think thing time year month week day people company would could really also'.split(
    ' ',
  ),
);

function contentLemmas(text: string): Set<string> {
  return new Set(lemmas(text).filter((l) => l.length >= 3 && !WEAK.has(l) && !/^\d+$/.test(l)));
}

/** The word that opens a sentence, lower-cased unless it is a name ("Amazon", "Lisbon"). */
function lowerOpening(sentence: string): string {
  let proper = false;
  let firstSeen = false;
  nlp
    .readDoc(sentence.slice(0, 60))
    .tokens()
    .each((t: ItemToken) => {
      if (firstSeen) return;
      firstSeen = true;
      proper = String(t.out(its.pos)) === 'PROPN' && !/^You/.test(String(t.out()));
    });
  return proper ? sentence : sentence.charAt(0).toLowerCase() + sentence.slice(1);
}

/**
 * A sentence that reads right after "You said": it opens on the member ("you …", "your
 * manager …"), stands on its own (no "that", "this" or "now"
 * pointing back to a sentence the reply leaves out, no greeting), reports no speech of its own and
 * is short enough to carry a question.
 */
function plainAccount(sentence: string): boolean {
  const n = sentence.split(/\s+/).length;
  const rest = sentence.replace(/^(?:You|Your)\w*\s+/, '');
  return (
    /^(?:You|Your)\b/.test(sentence) &&
    !/^You (?:just |really |also |still |even )?(?:was|been|is)\b/.test(sentence) &&
    !/\b(?:said|says|told|asked)\b/i.test(sentence) &&
    // Two sentences run together ("… and Since you're still training …") or a long list.
    !/\s(?:Since|Because|But|And|So|Then|Also)\b/.test(sentence) &&
    (sentence.match(/,/g)?.length ?? 0) <= 2 &&
    !/^[^,]{0,25}\b(?:that|this|it|these|those|they|them|there|he|she|him|her)\b/i.test(rest) &&
    n >= 6 &&
    n <= 22
  );
}

/**
 * The member's sentence that best leads `part` (a question, a step), said back as "You said …",
 * one that shares content words with it or carries a fact (a sentence about something else reads
 * as a non sequitur); undefined when none does, none reads cleanly, or all are already in `used`
 * (the reply written so far).
 */
export function detailFor(text: string, part: string, used: string): string | undefined {
  const wanted = contentLemmas(part);
  const norm = (s: string) => s.toLowerCase().replace(/[^a-z0-9 ]/g, '');
  const said = norm(used);
  let best: { said: string; score: number } | undefined;
  for (const c of accountSentences(text)) {
    if (!plainAccount(c.said) || said.includes(norm(c.said).slice(0, 40))) continue;
    const shared = [...contentLemmas(c.said)].filter((l) => wanted.has(l)).length;
    // A fact in the sentence (an amount, a length of time, a role) makes it worth saying back,
    // even when it shares no word with the question: it is the situation the question is about.
    const score = shared + c.weight * 0.5;
    if (score > 0 && (!best || score > best.score)) best = { said: c.said, score };
  }
  return best ? `You said ${lowerOpening(best.said)}` : undefined;
}
