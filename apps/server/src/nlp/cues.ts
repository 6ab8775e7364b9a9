import type { ItemSentence, ItemToken } from 'wink-nlp';
import { its, nlp } from './english.js';
import { NUMBER_WORDS } from './number-words.js';
import { Recent } from './recent.js';

/**
 * Cue matching on what wink-nlp reads in a text: its sentences, each word's lemma and lower-case
 * form, and whether the word falls under a negation ("I can't switch off": switch and off are
 * negated). The offline coach recognises requests with it, and the safety layer crisis language.
 *
 * A cue is a short pattern written in words:
 * - terms are separated by spaces and must follow one another;
 * - `a|b` matches either word; `word*` any word starting with "word"; `a_b` in an alternative is a
 *   phrase: the words a then b (`end_it|die` matches "end it" or "die");
 * - `~` lets up to three other words stand in between; `$` is the end of the sentence, alone or
 *   as an alternative (`again|$`);
 * - `#10` is a number of at least ten, in figures or in words ("30", "forty", "dozens");
 * - a leading `!` matches only when one of the matched words is negated, a leading `+` only when
 *   none is.
 * A term matches a word when it equals the word's lemma or its lower-case form, so "bullet"
 * matches "bullets" and "hurt" matches "hurting". Hyphens and quotation marks are not words:
 * "self-harm" reads as "self harm".
 */

export interface Token {
  /** Lower-case surface form. */
  normal: string;
  lemma: string;
  pos: string;
  negated: boolean;
  /** Inside a pair of double quotation marks (a short span, closed again): words quoted. */
  quoted?: boolean;
}

export interface Reading {
  /** The text as read, after the spelling fixes below. */
  text: string;
  sentences: Token[][];
  /** Every word of every sentence, in order. */
  tokens: Token[];
}

/** Informal spellings that would otherwise hide a word from the matcher. */
const SPELLING: Array<[RegExp, string]> = [
  [/[\u2018\u2019\u02bc]/g, "'"],
  [/[\u201c\u201d]/g, '"'],
  [/\bi'm\b/gi, 'I am'],
  [/\bim\b/g, 'I am'],
  [/\b(can|don|won|didn|doesn|isn|wasn|couldn|wouldn|shouldn|haven|hasn)t\b/gi, "$1't"],
  [/\bwanna\b/gi, 'want to'],
  [/\bgonna\b/gi, 'going to'],
  [/\bgotta\b/gi, 'got to'],
  [/\bkms\b/gi, 'kill myself'],
  [/\bunalive\b/gi, 'kill'],
  [/\bi'd\b/gi, 'I would'],
  [/\bi'll\b/gi, 'I will'],
  [/\bbetter of (dead|gone|without)\b/gi, 'better off $1'],
];

/**
 * wink's normal form abbreviates a few words ("through" reads as "thru"), so a cue written with
 * the word itself would never match; they are read back as the word.
 */
const ABBREVIATED: Record<string, string> = { thru: 'through', tho: 'though' };

function unabbreviated(word: string): string {
  return ABBREVIATED[word] ?? word;
}

/** A quoted span longer than this many words is read as a stray quotation mark. */
const QUOTE_WORDS = 40;

const SKIPPED = new Set(['-', '–', '—', '"', "'", '`', '(', ')', '[', ']', '*', '_']);

/**
 * Recent readings by text: a conversation turn reads the same messages several times (the reply,
 * the anchor of a follow-up, each suggestion checked against it). Readings are never mutated.
 */
const recent = new Recent<string, Reading>(64);

export function read(text: string): Reading {
  return recent.get(text, readFresh);
}

function readFresh(text: string): Reading {
  let fixed = text;
  for (const [pattern, replacement] of SPELLING) fixed = fixed.replace(pattern, replacement);
  const doc = nlp.readDoc(fixed);
  const sentences: Token[][] = [];
  // Words between double quotation marks, marked when the marks close within a short span; an
  // unclosed or very long "quote" is a stray mark, and its words are left unmarked.
  let quote: Token[] | null = null;
  doc.sentences().each((sentence: ItemSentence) => {
    const tokens: Token[] = [];
    sentence.tokens().each((token: ItemToken) => {
      const normal = unabbreviated(String(token.out(its.normal)));
      if (normal === '"') {
        if (quote && quote.length <= QUOTE_WORDS) for (const t of quote) t.quoted = true;
        quote = quote ? null : [];
        return;
      }
      if (SKIPPED.has(normal)) return;
      // wink's typings reject its.lemma in token.out, though the model supports it.
      const lemma = unabbreviated(
        String((token.out as (f: unknown) => unknown)(its.lemma)).toLowerCase(),
      );
      const pos = String(token.out(its.pos));
      const negated = Boolean(token.out(its.negationFlag));
      // wink keeps some hyphenated words whole ("co-worker", "5-4-3-2-1") and splits others
      // ("self-harm"): split them all, so a cue never depends on which.
      const parts = normal.split('-').filter(Boolean);
      if (parts.length > 1) {
        const lemmaParts = lemma.split('-').filter(Boolean);
        parts.forEach((part, i) => {
          const partLemma = i === parts.length - 1 ? (lemmaParts.at(-1) ?? part) : part;
          const word = { normal: part, lemma: partLemma, pos, negated };
          tokens.push(word);
          quote?.push(word);
        });
        return;
      }
      const word = { normal, lemma, pos, negated };
      tokens.push(word);
      quote?.push(word);
    });
    if (tokens.length) sentences.push(tokens);
  });
  return { text: fixed, sentences, tokens: sentences.flat() };
}

type Term =
  | { kind: 'gap' }
  | { kind: 'end' }
  | { kind: 'number'; least: number }
  | {
      kind: 'word';
      exact: string[];
      prefixes: string[];
      phrases: string[][];
      /** `$` among the alternatives: the end of the sentence also does (`again|$`). */
      orEnd: boolean;
    };

export interface Cue {
  source: string;
  polarity: 'any' | 'negated' | 'affirmed';
  terms: Term[];
  /**
   * A gap does not count hedges and quantities ("like", "kind of", "just", "30"): "took like 30
   * of my pills" is "took … pills" with two words between, as plain speech would put it.
   */
  loose?: boolean;
}

const compiled = new Map<string, Cue>();

export function compileCue(source: string, options: { loose?: boolean } = {}): Cue {
  if (options.loose) {
    const key = `loose:${source}`;
    const known = compiled.get(key);
    if (known) return known;
    const cue: Cue = { ...compileCue(source), loose: true };
    compiled.set(key, cue);
    return cue;
  }
  const cached = compiled.get(source);
  if (cached) return cached;
  let body = source.trim().toLowerCase();
  let polarity: Cue['polarity'] = 'any';
  if (body.startsWith('!')) {
    polarity = 'negated';
    body = body.slice(1);
  } else if (body.startsWith('+')) {
    polarity = 'affirmed';
    body = body.slice(1);
  }
  const terms: Term[] = body
    .split(/\s+/)
    .flatMap((part) => (part.includes('|') ? [part] : part.split('-')))
    .filter(Boolean)
    .map((part) => {
      if (part === '~') return { kind: 'gap' };
      if (part === '$') return { kind: 'end' };
      if (/^#\d+$/.test(part)) return { kind: 'number', least: Number(part.slice(1)) };
      const alternatives = part.split('|').filter(Boolean);
      if (alternatives.length > 1 && part.includes('-')) {
        throw new Error(`cue "${source}": write a hyphenated alternative as its own cue`);
      }
      const words = alternatives.filter((a) => !a.includes('_') && a !== '$');
      return {
        kind: 'word',
        orEnd: alternatives.includes('$'),
        exact: words.filter((a) => !a.endsWith('*')),
        prefixes: words.filter((a) => a.endsWith('*')).map((a) => a.slice(0, -1)),
        phrases: alternatives
          .filter((a) => a.includes('_'))
          .map((a) => a.split('_').filter(Boolean)),
      };
    });
  const cue: Cue = { source, polarity, terms };
  compiled.set(source, cue);
  return cue;
}

const MAX_GAP = 3;
/** However many hedges it holds, a loose gap spans at most this many words. */
const MAX_LOOSE_GAP = 7;

/** Words that hedge or soften without adding meaning: "like", "just", "kind of", "really". */
const HEDGES = new Set([
  'like',
  'just',
  'kind',
  'kinda',
  'sort',
  'sorta',
  'really',
  'literally',
  'basically',
  'actually',
  'honestly',
  'probably',
  'maybe',
  'roughly',
  'almost',
  'nearly',
  'totally',
  'pretty',
]);

const ABOUT = new Set(['about', 'around', 'over', 'under', 'nearly', 'almost']);

/** The number a word states, in figures ("30", "1,000") or in words ("thirty"); else null. */
function numberOf(token: Token): number | null {
  if (/^\d[\d,]*$/.test(token.normal)) return Number(token.normal.replace(/,/g, ''));
  return NUMBER_WORDS[token.normal] ?? null;
}

/** A word a loose gap passes over without counting it: a hedge, a number, "of" after "kind". */
function filler(sentence: Token[], i: number): boolean {
  const token = sentence[i];
  if (!token) return false;
  // A possessive "'s" is part of the word before it ("my mum's pills").
  if (HEDGES.has(token.normal) || numberOf(token) !== null || token.normal === "'s") return true;
  // "About", "around", "over" are prepositions unless a number follows ("about 30").
  const next = sentence[i + 1];
  if (ABOUT.has(token.normal) && next && numberOf(next) !== null) return true;
  const before = sentence[i - 1]?.normal ?? '';
  return token.normal === 'of' && (before === 'kind' || before === 'sort');
}

function wordMatches(term: Extract<Term, { kind: 'word' }>, token: Token): boolean {
  if (term.exact.includes(token.lemma) || term.exact.includes(token.normal)) return true;
  return term.prefixes.some((p) => token.lemma.startsWith(p) || token.normal.startsWith(p));
}

/** Whether the words of a phrase alternative stand at sentence[i..]. */
function phraseAt(phrase: string[], sentence: Token[], i: number): boolean {
  return phrase.every((word, k) => {
    const token = sentence[i + k];
    return token !== undefined && (token.lemma === word || token.normal === word);
  });
}

/** Only closing punctuation follows sentence[i - 1]. */
function atEnd(sentence: Token[], i: number): boolean {
  return sentence.slice(i).every((t) => !/[\p{L}\p{N}]/u.test(t.normal));
}

/** Matches terms[t..] starting at sentence[i]; answers the indexes of the matched words. */
function matchFrom(
  terms: Term[],
  t: number,
  sentence: Token[],
  i: number,
  loose = false,
): number[] | null {
  if (t === terms.length) return [];
  const term = terms[t] as Term;
  if (term.kind === 'end') return atEnd(sentence, i) ? [] : null;
  if (term.kind === 'gap') {
    let counted = 0;
    for (let skip = 0; i + skip <= sentence.length; skip++) {
      const rest = matchFrom(terms, t + 1, sentence, i + skip, loose);
      if (rest) return rest;
      if (!loose || !filler(sentence, i + skip)) counted++;
      if (counted > MAX_GAP || (loose && skip >= MAX_LOOSE_GAP)) break;
    }
    return null;
  }
  if (term.kind === 'number') {
    const token = sentence[i];
    const n = token ? numberOf(token) : null;
    if (n === null || n < term.least) return null;
    const rest = matchFrom(terms, t + 1, sentence, i + 1, loose);
    return rest ? [i, ...rest] : null;
  }
  if (term.orEnd && atEnd(sentence, i))
    return matchFrom(terms, t + 1, sentence, sentence.length, loose);
  const token = sentence[i];
  if (!token) return null;
  if (wordMatches(term, token)) {
    const rest = matchFrom(terms, t + 1, sentence, i + 1, loose);
    if (rest) return [i, ...rest];
  }
  for (const phrase of term.phrases) {
    if (!phraseAt(phrase, sentence, i)) continue;
    const rest = matchFrom(terms, t + 1, sentence, i + phrase.length, loose);
    if (rest) return [...phrase.map((_, k) => i + k), ...rest];
  }
  return null;
}

export interface CueMatch {
  sentence: number;
  /** Indexes of the matched words in their sentence. */
  words: number[];
}

/** Every lemma and lower-case form of a reading, to rule cues out before scanning. */
const vocabularies = new WeakMap<Reading, Set<string>>();

function vocabulary(reading: Reading): Set<string> {
  let words = vocabularies.get(reading);
  if (!words) {
    words = new Set(reading.tokens.flatMap((t) => [t.normal, t.lemma]));
    vocabularies.set(reading, words);
  }
  return words;
}

/** A cue whose exact-word term has no word in the text cannot match anywhere. */
function cannotMatch(reading: Reading, cue: Cue): boolean {
  const words = vocabulary(reading);
  return cue.terms.some(
    (term) =>
      term.kind === 'word' &&
      !term.orEnd &&
      term.prefixes.length === 0 &&
      !term.exact.some((w) => words.has(w)) &&
      !term.phrases.some((p) => words.has(p[0] ?? '')),
  );
}

/** Every place the cue matches (at most one per starting word), sentence by sentence. */
export function findCue(reading: Reading, cueSource: string | Cue): CueMatch[] {
  const cue = typeof cueSource === 'string' ? compileCue(cueSource) : cueSource;
  if (cannotMatch(reading, cue)) return [];
  const found: CueMatch[] = [];
  reading.sentences.forEach((sentence, s) => {
    for (let i = 0; i < sentence.length; i++) {
      const words = matchFrom(cue.terms, 0, sentence, i, cue.loose);
      if (!words || words.length === 0) continue;
      const negated = words.some((w) => sentence[w]?.negated);
      if (cue.polarity === 'negated' && !negated) continue;
      if (cue.polarity === 'affirmed' && negated) continue;
      found.push({ sentence: s, words });
    }
  });
  return found;
}

export function hasCue(reading: Reading, cue: string): boolean {
  return findCue(reading, cue).length > 0;
}

/** Whether any of the cues matches in the given sentence. */
export function sentenceHas(reading: Reading, sentence: number, cues: string[]): boolean {
  const one: Reading = {
    text: reading.text,
    sentences: [reading.sentences[sentence] ?? []],
    tokens: reading.sentences[sentence] ?? [],
  };
  return cues.some((cue) => hasCue(one, cue));
}

/**
 * Whether any of the cues matches near a match: in the same sentence, with a matched word at most
 * `reach` words before the match's first word or after its last. An exclusion written for a figure
 * of speech ("hit me up") then cancels only the words it explains, never a literal statement
 * elsewhere in the same sentence ("he hit me hard, then told me to hit him up later").
 */
export function nearHas(reading: Reading, match: CueMatch, cues: string[], reach = 4): boolean {
  const first = Math.min(...match.words);
  const last = Math.max(...match.words);
  const one: Reading = {
    text: reading.text,
    sentences: [reading.sentences[match.sentence] ?? []],
    tokens: reading.sentences[match.sentence] ?? [],
  };
  return cues.some((cue) =>
    findCue(one, cue).some((m) => m.words.some((w) => w >= first - reach && w <= last + reach)),
  );
}
