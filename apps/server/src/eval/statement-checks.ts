import type { ItemToken } from 'wink-nlp';
import { isEnglishWord, joinSpacedWords } from '../ai/profile/repair.js';
import { its, nlp } from '../nlp/english.js';

/**
 * Automatic checks of one profile statement against the quote it cites: what a person would not
 * sign whatever the document was. Each returns the name of the rule a statement breaks.
 * - sentence: a capital to open, closing punctuation, a verb, balanced brackets and quotes;
 * - split-word: a word cut by a line-end hyphen ("microser- vices") or by a space ("en terprise");
 * - contact: an e-mail address, a phone number, a web address or a street address;
 * - heading-or-date: a date line ("07/2022 - 11/2023", "Jan 2019") or a quote that is a title-case
 *   header ("Media, Orem, Utah — Business Development");
 * - tense: the quote opens with a verb in the past ("Learned…", "I led…") and the statement does not
 *   keep that form;
 * - verb-from-name: the statement's verb is a capitalised word of a title-case quote (a company or
 *   place read as a verb: "You google Mountain View");
 * - verb-from-noun: the statement opens "You <word>" with the quote's own opening word, and that
 *   word has no verb form in the dictionary ("You company supplies…", "You experience in…" from
 *   "Experience in…": a noun made a verb). Words with an irregular past are known verbs.
 */

export type Violation =
  | 'sentence'
  | 'split-word'
  | 'contact'
  | 'heading-or-date'
  | 'tense'
  | 'verb-from-name'
  | 'verb-from-noun';

export const VIOLATIONS: Violation[] = [
  'sentence',
  'split-word',
  'contact',
  'heading-or-date',
  'tense',
  'verb-from-name',
  'verb-from-noun',
];

/** Verbs with an irregular past, which the dictionary test below cannot see. */
const IRREGULAR = new Set(
  'be have do go run lead set build drive hold cut write sell buy win deal draw spend split shut put fly ride shoot speak stand fight feed meet light bid broadcast forecast hit beat dig lay lend make pay read seek show spin spread strike swing throw wear wind teach bring grow take give keep find get tell think know see come become begin leave lose send understand undertake undergo oversee overcome withdraw'.split(
    ' ',
  ),
);

/** A word that is a verb somewhere in English: it has a regular past, or an irregular one. */
function isVerbWord(word: string): boolean {
  const w = word.toLowerCase();
  if (IRREGULAR.has(w) || /(?:ed|ing)$/.test(w)) return true;
  // An irregular past ("built", "oversaw", "underwent"): the model's lemma differs from the word.
  let lemma = w;
  nlp
    .readDoc(`I ${w} it`)
    .tokens()
    .each((t: ItemToken, i: number) => {
      if (i === 1) lemma = String(t.out(its.lemma as unknown as typeof its.pos) ?? w).toLowerCase();
    });
  if (lemma !== w && !w.endsWith('s')) return true;
  const base = w.replace(/(?:ies)$/, 'y').replace(/(?:es|s)$/, '');
  return [w, base].some(
    (b) =>
      IRREGULAR.has(b) ||
      isEnglishWord(`${b.replace(/e$/, '')}ed`) ||
      isEnglishWord(`${b.replace(/y$/, 'i')}ed`) ||
      isEnglishWord(`${b}${b.slice(-1)}ed`),
  );
}

const EMAIL = /[\w.+-]+@[\w-]+\.[\w.]+/;
const PHONE =
  /\+\d{1,3}[\s.-]?\(?\d{1,4}\)?[\s.-]?\d{3,4}[\s.-]?\d{3,4}\b|\(?\b\d{3}\)?[\s.-]\d{3}[\s.-]\d{4}\b/;
const URL_LIKE =
  /\bhttps?:\/\/|\bwww\.|\b[\w-]+\.(?:com|org|net|io|dev|me)\b(?:\/\S*)?|linkedin\.com|github\.com/i;
const STREET =
  /\b\d{1,5}\s+(?:[A-Z][a-z]+\s+){1,3}(?:Street|St|Avenue|Ave|Road|Rd|Lane|Ln|Drive|Dr|Boulevard|Blvd|Court|Ct|Way|Place|Pl)\b\.?/;
const MONTH =
  '(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)';
const DATE_LINE = new RegExp(
  `\\b(?:0?[1-9]|1[0-2])/(?:19|20)\\d{2}\\b|\\b${MONTH}\\.?\\s+(?:19|20)\\d{2}\\b|\\b(?:19|20)\\d{2}\\s*(?:[-–—]|to)\\s*(?:(?:19|20)\\d{2}|present|now|current)\\b`,
  'i',
);

export const hasContact = (text: string) =>
  EMAIL.test(text) || PHONE.test(text) || URL_LIKE.test(text) || STREET.test(text);

/** Most of its words capitalised, as a name, title or header line is ("Acme Corp, Austin, TX"). */
export function titleLike(text: string): boolean {
  const words = text.match(/[A-Za-z][A-Za-z'’-]*/g) ?? [];
  if (words.length < 2) return false;
  const small = /^(?:of|and|the|for|at|in|on|to|a|an|&|de|la|y)$/;
  const counted = words.filter((w) => !small.test(w));
  const caps = counted.filter((w) => /^[A-Z]/.test(w)).length;
  return counted.length > 0 && caps / counted.length >= 0.75;
}

const tokensOf = (text: string) => {
  const out: Array<{ w: string; pos: string; lemma: string }> = [];
  nlp
    .readDoc(text)
    .tokens()
    .each((t: ItemToken) => {
      out.push({
        w: t.out(),
        pos: t.out(its.pos),
        lemma: String(t.out(its.lemma as unknown as typeof its.pos) ?? t.out()).toLowerCase(),
      });
    });
  return out;
};

/** The quote's opening verb when it is in the past ("Learned…", "I led…", "I have led…" is not). */
function openingPast(quote: string): string | undefined {
  const text = quote
    .replace(/^[\s•·▪◦●■*–—-]+/, '')
    .replace(/^I\s+/, '')
    .trim();
  const first = /^[A-Za-z]+/.exec(text)?.[0];
  if (!first) return undefined;
  const tokens = tokensOf(`I ${first.toLowerCase()} it`);
  const verb = tokens[1];
  if (verb?.pos !== 'VERB') return undefined;
  const past =
    /ed$/i.test(verb.w) || (verb.w.toLowerCase() !== verb.lemma && !/(?:ing|s)$/i.test(verb.w));
  return past ? verb.w.toLowerCase() : undefined;
}

function pastAfterSubject(s: string): boolean {
  // "You over-prepare.", "You re-check…": a verb with a prefix the tagger does not know.
  if (/^You (?:over|under|re|co|pre|mis|out|double|self)-[a-z]{3,}\b/.test(s)) return true;
  const m = /^You ([a-z]{3,}?)(e?d)\s+\S/.exec(s);
  if (!m) return false;
  const stem = m[1] as string;
  return [stem, `${stem}e`, stem.replace(/i$/, 'y')].some(
    (w) => isEnglishWord(w) && isEnglishWord(`${w.replace(/e$/, '')}ed`),
  );
}

export function checkStatement(statement: string, quote: string): Violation[] {
  const out: Violation[] = [];
  const s = statement.trim();
  const tokens = tokensOf(s);
  const balanced =
    (s.match(/\(/g) ?? []).length === (s.match(/\)/g) ?? []).length &&
    (s.match(/[“”"]/g) ?? []).length % 2 === 0;
  if (
    !/^[A-Z“"]/.test(s) ||
    !/[.!?]["”)]?$/.test(s) ||
    !(
      tokens.some((t) => t.pos === 'VERB' || t.pos === 'AUX') ||
      // The tagger reads a past verb it does not know as an adjective ("You groomed skills…",
      // "You reconciled 40 accounts"): after the subject, a word in -ed from a verb's stem is one.
      pastAfterSubject(s)
    ) ||
    !balanced
  )
    out.push('sentence');
  if (
    (/\b[a-z]{2,}- [a-z]{2,}\b/.test(s) && !/\b[a-z]+- (?:and|or|to)\b/.test(s)) ||
    joinSpacedWords(s) !== s
  )
    out.push('split-word');
  if (hasContact(s)) out.push('contact');
  if (
    DATE_LINE.test(s) ||
    (titleLike(quote) &&
      !/[.!?]$/.test(quote.trim()) &&
      !/^(?:Your|You)\b[^“"]*\b(?:top|strengths?|type|style|score|themes?)\b/i.test(s))
  )
    out.push('heading-or-date');
  const past = openingPast(quote);
  if (past && !new RegExp(`\\b${past}\\b`, 'i').test(s)) out.push('tense');
  const verb = /^You\s+([a-z]+)/.exec(s)?.[1];
  if (
    verb &&
    titleLike(quote) &&
    !/[.!?]$/.test(quote.trim()) &&
    new RegExp(`\\b${verb.charAt(0).toUpperCase()}${verb.slice(1)}\\b`).test(quote)
  )
    out.push('verb-from-name');
  // "You company supplies…" from "Company supplies…": the quote's opening word made a verb.
  const opening = /^([A-Za-z]+)/.exec(quote.trim())?.[1];
  if (
    verb &&
    opening?.toLowerCase().startsWith(verb.slice(0, Math.max(3, verb.length - 1))) &&
    !isVerbWord(verb)
  )
    out.push('verb-from-noun');
  return out;
}
