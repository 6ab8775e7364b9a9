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

/**
 * The things a text names: lemmas of its nouns (not "like", "try" or "look", which any message
 * and any question share), without the words too common in posts to tell two members apart.
 */
const VAGUE = new Set(
  'kind type way sort lot bit thing part place point state number step show right today person'.split(
    ' ',
  ),
);

export function nounLemmas(text: string): Set<string> {
  const found = new Set<string>();
  nlp
    .readDoc(text.slice(0, 3_000))
    .tokens()
    .each((t: ItemToken) => {
      if (!/^(?:NOUN|PROPN)$/.test(String(t.out(its.pos)))) return;
      const lemma = String((t.out as (f: unknown) => unknown)(its.lemma)).toLowerCase();
      if (lemma.length >= 3 && !WEAK.has(lemma) && !VAGUE.has(lemma) && /^[a-z-]+$/.test(lemma))
        found.add(lemma);
    });
  return found;
}

/** Their words for the person they report to, as a member writes it ("my boss", "my supervisor"). */
const SUPERIOR =
  /\bmy (manager|boss|supervisor|line manager|team lead|team leader|shift lead|store manager|gm)\b/gi;

/**
 * A step or question of the library in the member's words for who is involved: "your manager"
 * becomes "your supervisor" or "your boss" when that is what they call the person they report
 * to (the word they use most, "manager" winning a tie), so the advice reads as about their
 * workplace rather than a template.
 */
export function theirWords(text: string, member: string): string {
  return superiorWord(cvWord(text, member), member);
}

/**
 * "CV" in the member's own word for it: someone who only ever writes "resume" reads "your resume"
 * (the word of their job market), never a term they did not use.
 */
function cvWord(text: string, member: string): string {
  if (!/\bCVs?\b/.test(text) || !/\br[eé]sum[eé]s?\b/i.test(member) || /\bCVs?\b/i.test(member))
    return text;
  return text.replace(/\bCV(s?)\b/g, (_, s: string) => `resume${s}`);
}

function superiorWord(text: string, member: string): string {
  if (!/\byour manager\b/i.test(text)) return text;
  const counts = new Map<string, number>();
  for (const m of member.matchAll(SUPERIOR)) {
    const word = (m[1] ?? '').toLowerCase();
    counts.set(word, (counts.get(word) ?? 0) + 1);
  }
  const word = [...counts]
    .sort((a, b) => b[1] - a[1] || (a[0] === 'manager' ? -1 : 1))
    .map(([w]) => w)[0];
  if (!word || word === 'manager') return text;
  const said = word === 'gm' ? 'GM' : word;
  return text.replace(/\b([Yy])our manager\b/g, (_, y: string) => `${y}our ${said}`);
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

/** Question openings that read on after a clause ("Given that …, what …?"). */
const ASK_OPENING =
  /^(?:What|Which|How|When|Who|Where|Why|Is|Are|Do|Does|Did|Have|Has|Can|Could|Would|Will|Roughly)\b/;

/**
 * The member's sentence and the question it led to, said as one sentence so the question uses it
 * ("Given that you sent about 60 applications last month, how many replies came back?") rather
 * than reciting it first ("You said … . How many …?"). A pair too long for one sentence, or a
 * question that does not open as a question, keeps only the question: a sentence of theirs is
 * never said back on its own.
 */
export function askWith(said: string | undefined, ask: string): string {
  if (!said) return ask;
  const whole = said.replace(/^You said /, '').replace(/[.!]+$/, '');
  // A long sentence keeps its main clause ("you don't know what to change in interviews"), not
  // the reason or the aside after it.
  const main = whole.split(/,\s|\s(?:because|since|but|so|although|though)\s/)[0] ?? whole;
  const long = whole.split(/\s+/).length + ask.split(/\s+/).length > 34;
  // (never cutting off a number of theirs).
  const keepsFacts = (whole.match(/\d+/g) ?? []).every((d) => main.includes(d));
  const clause = long && keepsFacts && main.split(/\s+/).length >= 5 ? main : whole;
  const n = clause.split(/\s+/).length + ask.split(/\s+/).length;
  if (!ASK_OPENING.test(ask) || n > 42 || /\?/.test(clause)) return ask;
  return `Given that ${clause}, ${ask.charAt(0).toLowerCase()}${ask.slice(1)}`;
}
