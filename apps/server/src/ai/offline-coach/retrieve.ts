/// <reference path="./vendor.d.ts" />

import bm25 from 'wink-bm25-text-search';
import type { ItemToken } from 'wink-nlp';
import { its, nlp } from '../../nlp/english.js';
import { choiceAsked, whichOfTwo } from './choice.js';
import { kindsOfWorkAsked } from './kinds-asked.js';
import { CONCEPTS, type Entry, LIBRARY, type Step } from './knowledge.js';
import { type Condition, contradicted, fits, type Reading, readSituation } from './status.js';

/**
 * Finds the library entries (knowledge.ts) that fit a conversation, by meaning rather than by
 * keyword routes: BM25 (wink-bm25-text-search) over the lemmas wink-nlp reads, stop words and
 * punctuation left out. The query is the whole conversation's member turns, the newest counted
 * twice, so a short follow-up still carries the topic set earlier.
 *
 * Within the chosen entry, the steps are ordered by how much of the member's wording they share
 * (each shared lemma weighted by how rare it is in the library), so two members in the same
 * situation with different details get the steps that fit them first.
 */

/** Lemmas of a text: lower-case, no stop words, no punctuation or numbers alone. */
export function lemmas(text: string): string[] {
  return wordLemmas(text, false);
}

/**
 * Lemmas of every word, stop words kept: phrases such as "first day", "turn down" or "lay off"
 * are made of words a search drops.
 */
export function allLemmas(text: string): string[] {
  return wordLemmas(text, true);
}

/**
 * Retirement plans named by a number and a letter ("401k", "401(k)", "403b") are one word: the
 * tokenizer splits them into a number (dropped) and a stray letter, which left them unfindable.
 * Written letter first ("k401"), they stay one lemma in queries, `about` texts and concepts alike.
 */
const PLAN_NAME = /\b(401|403|457)\s?\(?([kb])\)?(?![a-z])/gi;

/**
 * "Raise" in the sense of bringing something up ("how do I raise it without sounding needy",
 * "raise my concerns with HR") is not a pay rise: read as "bring up" when an issue, a concern or a
 * pronoun followed by who or how it is raised comes after it.
 */
const RAISE_AS_BRING_UP =
  /\braise(d|s)?\s+(?=(?:(?:it|this|that|these|them)\s+(?:with|without|at|in|to|during|before|directly|again|formally)\b|(?:the|a|an|my|our|any|some|these|those|this|that)\s+(?:[a-z]+\s+)?(?:issues?|concerns?|topic|problems?|matter|questions?|points?|complaints?|subject|idea)\b|(?:concerns?|issues?|questions?|complaints?)\b))/gi;
const RAISING_AS_BRINGING_UP =
  /\braising\s+(?=(?:(?:it|this|that|these|them)\s+(?:with|without|at|in|to|during|before|directly|again|formally)\b|(?:the|a|an|my|our|any|some|these|those|this|that)\s+(?:[a-z]+\s+)?(?:issues?|concerns?|topic|problems?|matter|questions?|points?|complaints?|subject|idea)\b|(?:concerns?|issues?|questions?|complaints?)\b))/gi;

export function withSenses(text: string): string {
  return text
    .replace(RAISE_AS_BRING_UP, (_, tense: string | undefined) =>
      tense === 'd' ? 'brought up ' : tense === 's' ? 'brings up ' : 'bring up ',
    )
    .replace(RAISING_AS_BRINGING_UP, 'bringing up ');
}

function wordLemmas(text: string, keepStopWords: boolean): string[] {
  const doc = nlp.readDoc(
    withSenses(
      text
        .replace(/&amp;/g, '&')
        .slice(0, 12_000)
        .replace(PLAN_NAME, (_, n: string, l: string) => `${l.toLowerCase()}${n}`),
    ),
  );
  const out: string[] = [];
  doc.tokens().each((t: ItemToken) => {
    if (t.out(its.type) !== 'word') return;
    if (!keepStopWords && t.out(its.stopWordFlag)) return;
    const lemma = String((t.out as (f: unknown) => unknown)(its.lemma)).toLowerCase();
    if (lemma.length < 2 && !keepStopWords) return;
    out.push(lemma);
  });
  return out;
}

interface Index {
  engine: ReturnType<typeof bm25>;
  /** How rare each lemma is across the library's steps: log(N / df). */
  idf: Map<string, number>;
  stepLemmas: Map<Step, Set<string>>;
  /** Each entry's defining concepts (knowledge.ts CONCEPTS), lemmatised: words and phrases. */
  concepts: Map<Entry, Concepts>;
}

/** An entry's defining words, and its phrases as runs of lemmas ("start_date" → start, date). */
export interface Concepts {
  words: Set<string>;
  phrases: string[][];
}

/** Reads a CONCEPTS list: plain words, and phrases joined by underscores. */
export function conceptsOf(list: string): Concepts {
  const words = new Set<string>();
  const phrases: string[][] = [];
  for (const item of list.split(/\s+/).filter(Boolean)) {
    const run = allLemmas(item.replace(/_/g, ' '));
    if (run.length > 1) phrases.push(run);
    else if (run[0]) words.add(run[0]);
  }
  return { words, phrases };
}

/** A defining phrase weighs more than a word: two words in a row are rarely there by chance. */
const PHRASE_WEIGHT = 1.5;

/** Words a phrase may have between its own ("turn the offer down", "follow up on"). */
const PHRASE_GAP = 2;

/** Whether `phrase` occurs in `said` in order, at most PHRASE_GAP other words between each two. */
function hasPhrase(said: string[], phrase: string[]): boolean {
  for (let i = 0; i < said.length; i++) {
    if (said[i] !== phrase[0]) continue;
    let at = i;
    let ok = true;
    for (const l of phrase.slice(1)) {
      const next = said.slice(at + 1, at + 2 + PHRASE_GAP).indexOf(l);
      if (next < 0) {
        ok = false;
        break;
      }
      at += next + 1;
    }
    if (ok) return true;
  }
  return false;
}

/**
 * How strongly a text (its allLemmas) names an entry's situation: one point per defining word it
 * uses, 1.5 per defining phrase (its lemmas in order, close together). Zero when it names none.
 */
export function evidence(said: string[], concepts: Concepts): number {
  const set = new Set(said);
  let score = 0;
  for (const w of concepts.words) if (set.has(w)) score += 1;
  for (const phrase of concepts.phrases) if (hasPhrase(said, phrase)) score += PHRASE_WEIGHT;
  return score;
}

/**
 * Standings whose own steps replace the general ones at the top (a freelancer's search starts
 * from their clients and finished work); other `only` steps keep their usual rank.
 */
const LEADING = new Set<Condition>(['self-employed']);

let index: Index | null = null;

function build(): Index {
  const engine = bm25();
  engine.defineConfig({ fldWeights: { title: 1, about: 3, steps: 1 } });
  engine.definePrepTasks([lemmas]);
  LIBRARY.forEach((entry, i) => {
    engine.addDoc(
      {
        title: entry.title,
        about: entry.about,
        // Steps written for one standing (a freelancer's) do not decide the situation.
        steps: entry.steps
          .filter((s) => !s.only?.some((c) => LEADING.has(c)))
          .map((s) => `${s.title}. ${s.body}`)
          .join(' '),
      },
      i,
    );
  });
  engine.consolidate();
  const stepLemmas = new Map<Step, Set<string>>();
  const df = new Map<string, number>();
  let steps = 0;
  for (const entry of LIBRARY) {
    for (const step of entry.steps) {
      const set = new Set(lemmas(`${step.title} ${step.body} ${step.more}`));
      stepLemmas.set(step, set);
      // A standing's own steps (LEADING) do not change how rare a word is in the general ones.
      if (step.only?.some((c) => LEADING.has(c))) continue;
      steps += 1;
      for (const l of set) df.set(l, (df.get(l) ?? 0) + 1);
    }
  }
  const idf = new Map([...df].map(([l, n]) => [l, Math.log(steps / n)]));
  const concepts = new Map(LIBRARY.map((e) => [e, conceptsOf(CONCEPTS[e.id] ?? '')]));
  return { engine, idf, stepLemmas, concepts };
}

function indexOf(): Index {
  index ??= build();
  return index;
}

export interface Hit {
  entry: Entry;
  score: number;
}

/**
 * The BM25 score from which a retrieved entry is trusted to answer (respond.ts). A short message
 * scores low on every entry, so an entry the question's own form decides (a choice between jobs,
 * a question whose object is kinds of work) is given this score: its form, not its word count,
 * says what it asks ("Jobs near the station for new graduates?").
 */
export const RELEVANT_SCORE = 2.5;
const byForm = (hit: Hit): Hit => ({ ...hit, score: Math.max(hit.score, RELEVANT_SCORE) });

/**
 * The entries that fit, best first. `prefer` (the coach's id) breaks near-ties towards the
 * coach's own field; it never overrides a clearly better fit.
 */
export function retrieve(query: string, prefer?: number, limit = 3): Hit[] {
  const { engine } = indexOf();
  const results = engine.search(query, Math.max(limit, 8)) as Array<[number | string, number]>;
  return results
    .map(([id, score]) => {
      const entry = LIBRARY[Number(id)] as Entry;
      return { entry, score: prefer && entry.coaches.includes(prefer) ? score * 1.15 : score };
    })
    .sort((a, b) => b.score - a.score)
    .slice(0, limit);
}

/** Where people state their situation: the first line and the first few hundred characters. */
const OPENING_CHARS = 300;

/** The opening of a message: its first line and its first `OPENING_CHARS` characters. */
export function openingOf(text: string): string {
  return `${text.split('\n')[0] ?? ''}\n${text.slice(0, OPENING_CHARS)}`;
}

/** A line this short at the top of a message is its subject line (a post title, an opening ask). */
const SUBJECT_WORDS = 20;

/** The sentences of a text, split at sentence ends and line breaks. */
function sentencesOf(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+|\n+/)
    .map((s) => s.trim())
    .filter(Boolean);
}

/**
 * What the member ASKS, as opposed to the background they give: the subject line (a short first
 * line; failing one, the first sentence), every question sentence, the sentences that ask without a question mark ("I need advice
 * on …", "should I …", "how do I …"), and the last paragraph, where people usually land on what
 * they want. "I'm a student" in the middle of a story is background and is left out, so it cannot
 * decide the situation on its own.
 */
export function askedOf(text: string): string {
  const clean = text.replace(/&amp;/g, '&').slice(0, 12_000);
  const lines = clean.split('\n').filter((l) => l.trim());
  const first = lines[0] ?? '';
  const subject = first.split(/\s+/).length <= SUBJECT_WORDS ? first : '';
  const asking = sentencesOf(clean).filter(
    (s) =>
      /\?\s*$/.test(s) ||
      /^(?:so\s+|but\s+|and\s+)?(?:should|how|what|which|is|are|can|could|would|do|does|any|where|when|why)\b/i.test(
        s,
      ) ||
      /\b(?:advice|suggestions?|tips|thoughts|opinions?|help me|wondering|not sure (?:if|whether|how|what)|(?:want|like|need) to know|curious (?:if|whether|about|what|how))\b/i.test(
        s,
      ),
  );
  const paragraphs = clean.split(/\n\s*\n/).filter((p) => p.trim());
  const last = paragraphs.length > 1 ? (paragraphs.at(-1) ?? '') : '';
  // With no subject line, the first sentence is where the situation is stated ("I have a panel
  // interview on Tuesday. … How should I prepare?"): the question alone names no topic.
  const opening = subject ? '' : (sentencesOf(clean)[0] ?? '').slice(0, 300);
  return (
    [subject || opening, ...asking, last.slice(-600)].filter(Boolean).join('\n') ||
    clean.slice(0, 300)
  );
}

/**
 * Among candidates that name the situation, the share of the best candidate's strength the
 * runner-up may reach before the choice is called too close to make: with two situations named
 * about equally, neither entry is trusted and the general path answers.
 */
const MARGIN = 0.85;
/** A candidate must score at least this share of the best BM25 score: it shares the topic. */
const NEAR_ENOUGH = 0.3;

/**
 * Other people leaving or losing their job ("two people on my team quit", "my manager was let
 * go") is the member's background, not their situation: those clauses do not name an entry.
 */
const OTHERS_LEAVING =
  /\b(?:(?:two|three|four|five|several|some|a few|many|\d+)\s+(?:of\s+)?(?:people|colleagues|coworkers|co-workers|teammates|members|staff|engineers|nurses|employees|of (?:us|them))|(?:he|she|they|people|everyone|everybody|half the team|my (?:manager|boss|colleague|coworker|co-worker|teammate|supervisor|lead)s?|(?:a|one|another) (?:colleague|coworker|co-worker|teammate))\b[^.,;!?\n]{0,30}?)\s+(?:just\s+|also\s+|all\s+)?(?:quit|resigned|left|walked out|(?:were|was|got|have been|has been)\s+(?:fired|laid off|let go|made redundant))\b/gi;

export function withoutOthersLeaving(text: string): string {
  return text.replace(OTHERS_LEAVING, ' ');
}

/**
 * How long something has gone on ("for 3 months", "for a couple of years", "for weeks") says
 * when, never what: the number is dropped by the lemmas, and "jobs for 3 months" then read as
 * the phrase "jobs for" (jobs for someone like me), a what-kind-of-work question. A duration is
 * taken out before the defining words and phrases are looked for.
 */
const DURATION_CLAUSE =
  /\b(?:for|over|in)\s+(?:(?:the\s+)?(?:last|past)\s+)?(?:\d+(?:[.,]\d+)?\+?|a|an|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|several|many|a few|a couple(?: of)?|few|some)?\s*(?:more\s+)?(?:days?|weeks?|months?|years?|yrs?|mos?)\b/gi;

export function withoutDurations(text: string): string {
  return text.replace(DURATION_CLAUSE, ' ');
}

/**
 * A topic word the member denies ("it's not harassment", "this isn't a scam", "no layoffs here")
 * or sets years back ("I was laid off years ago, and since then …", "back in 2019 I was fired")
 * is not their situation now: the denied noun phrase and the clause set in the past are taken
 * out before defining words are looked for. A verb after the negation stays ("I have not heard
 * back" is the situation), so only an article or a noun directly after it goes.
 */
const DENIED =
  /\b(?:not|never|isn'?t|wasn'?t|aren'?t|weren'?t|no longer)\s+(?:(?:even|really|exactly|actually)\s+)?(?:(?:a|an|about|any)\s+)(?:\w+\s+)?\w+|\b(?:it'?s|this is|that'?s|that is|it is)\s+not\s+\w+(?:\s+\w+)?/gi;
const LONG_AGO =
  /[^,.;!?\n]*\b(?:(?:\d+|a|two|three|four|five|six|seven|eight|nine|ten|several|many|a few|a couple(?: of)?)\s+years?\s+ago|back in (?:19|20)\d\d)\b[^,.;!?\n]*/gi;

/**
 * "Offer" as a verb with advice as its object ("could anyone offer input", "happy to offer
 * tips") is not a job offer: the phrase is taken out before defining words are looked for.
 */
const OFFER_ADVICE =
  /\boffer(?:s|ed|ing)?\s+(?:(?:me|us|you|any|some|their|your|an?|more|good|real)\s+){0,2}(?:input|advice|insights?|help|tips|guidance|support|perspectives?|suggestions|thoughts|opinions|feedback|pointers)\b/gi;

export function withoutDeniedOrPast(text: string): string {
  // Only an event of theirs told in the past ("I was let go 3 years ago") is set back; "last
  // raise 6 years ago" says how long something has NOT happened, which is the situation.
  return text
    .replace(OFFER_ADVICE, ' ')
    .replace(LONG_AGO, (clause) =>
      /\b(?:i|we)\s+(?:was|were|got|had been|had)\b/i.test(clause) ? ' ' : clause,
    )
    .replace(DENIED, ' ');
}

/**
 * The relevance check on retrieval: the entry whose defining concepts (knowledge.ts CONCEPTS)
 * what the member ASKS names. Callers pass the asked part (askedOf) as `opening` and the
 * question sentences as `questions`: a word of background never decides the situation ("I'm a
 * student" in the middle of a story about a warning). The question sentences are read first; an
 * entry they name beats one only the subject line or the last paragraph names. A candidate's
 * strength is the defining evidence the asked part carries (a phrase counts more than a word, at
 * most 3) times its BM25 score relative to the best (the whole conversation agrees it is on
 * topic); the strongest wins only with a clear margin over the runner-up. Undefined when nothing
 * clears that bar, so the coach answers from its general path: honest and general beats specific
 * and wrong (a visa question is not a first-job question because both mention a "first" job).
 *
 * Entries whose preconditions do not fit where the member stands (status.ts: `reading`, read from
 * the query when not given) are never candidates: a member on a performance plan is not answered
 * as dismissed, one asking whether to quit does not get the resignation checklist.
 */
/** The question's own content words, without the words every ask is made of. */
export function contentOf(questions: string): string {
  return allLemmas(questions.toLowerCase())
    .filter((l) => !GENERIC_ASK.has(l))
    .join(' ');
}

const GENERIC_ASK = new Set(
  'what how why should i me my we do doing did does be am is are was were wrong right go going next now advice any anyone tip tips help idea ideas thought thoughts suggestion suggestions can could would will get here this that it there to a the of on in for from with about or and so just really even still else'.split(
    ' ',
  ),
);

export function situationOf(
  query: string,
  opening: string,
  prefer?: number,
  questions = '',
  reading: Reading = readSituation(`${query}\n${opening}`),
  pointedBack = false,
): Hit | undefined {
  const { concepts } = indexOf();
  const hits = retrieve(query, prefer, LIBRARY.length).filter((h) => fits(h.entry, reading));
  const best = hits[0]?.score ?? 0;
  const names = (text: string, least = 1): Hit | undefined => {
    const said = allLemmas(withoutDurations(withoutDeniedOrPast(withoutOthersLeaving(text))));
    const ranked = hits
      .filter((h) => h.score >= best * NEAR_ENOUGH)
      .map((h) => {
        const ev = evidence(said, concepts.get(h.entry) ?? { words: new Set(), phrases: [] });
        return { hit: h, ev, strength: Math.min(ev, 3) * (h.score / best) };
      })
      .filter((c) => c.ev >= least)
      .sort((a, b) => b.strength - a.strength);
    const [top, next] = ranked;
    if (!top) return undefined;
    if (next && next.strength >= top.strength * MARGIN) return undefined;
    return top.hit;
  };
  // A question that asks for a decision between jobs, or on one offer, names its situation by
  // its form and its objects (choice.ts), whatever topic words the rest of the post carries.
  const asked = questions ? questions.split('\n') : [];
  const choice =
    choiceAsked(asked, opening.split('\n')[0]) ??
    (whichOfTwo(asked, opening.split('\n')[0] ?? '', query) ? 'choose-between-jobs' : undefined);
  const decision = choice && hits.find((h) => h.entry.id === choice);
  if (decision) return byForm(decision);
  // A standing that is itself the question: a counter-offer from the employer they are leaving
  // is what they are weighing, whatever else the story names (their notice, the new offer).
  const decisive = hits.find((h) => h.entry.for === 'counter-offered');
  if (decisive && reading.conditions.has('counter-offered')) return decisive;
  const named = (questions ? names(questions) : undefined) ?? names(opening);
  if (named) return named;
  // A question whose object is kinds of work (kinds-asked.ts) asks for job ideas when nothing it
  // asks names another situation outright.
  const ideas =
    kindsOfWorkAsked(asked, opening.split('\n')[0]) && hits.find((h) => h.entry.id === 'job-ideas');
  if (ideas) return byForm(ideas);
  // A question that names no topic at all ("What am I doing wrong?", "Any advice?") asks about
  // the story: the story names the situation, with the same margin over the runner-up and at
  // least two of its defining words or phrases (one word of a long story proves little).
  // So does a question whose object points back to the story ("How should I raise it with HR?").
  if ((questions && !contentOf(questions)) || pointedBack) {
    const story = names(query, 2);
    if (story) return story;
  }
  // Nothing asked names a situation, but their standing is one (a dismissal, a performance plan,
  // a decision whether to leave): the entry written for it answers.
  const own = hits.find((h) => h.entry.for && reading.conditions.has(h.entry.for));
  return own && own.score >= best * NEAR_ENOUGH ? own : undefined;
}

/**
 * The entry's steps that fit where the member stands (status.ts; read from the query when not
 * given), the ones sharing most of the member's (rarer) words first; a step their words say is
 * already done (`done`) is left out while two others remain.
 */
export function rankSteps(
  entry: Entry,
  query: string,
  reading: Reading = readSituation(query),
): Step[] {
  const { idf, stepLemmas } = indexOf();
  const asked = new Set(lemmas(query));
  // A step whose words rely on something the member said is not there ("take it to HR" after
  // "there's no HR") is never given; a step written only for their standing (a freelancer's
  // search) comes before the general ones: it is the advice that changed with what they said.
  const scored = entry.steps
    .filter((step) => fits(step, reading) && !contradicted(`${step.title} ${step.body}`, reading))
    .map((step, order) => {
      let score = step.only?.some((c) => LEADING.has(c)) ? 100 : 0;
      for (const l of stepLemmas.get(step) ?? []) if (asked.has(l)) score += idf.get(l) ?? 0;
      return { step, score, order };
    });
  // The first step is the entry's opening move; keep it first unless another fits clearly better.
  // A step the member says they have already taken is left out, while two others remain.
  // So is one about something the member never mentioned (Step.when).
  const open = scored.filter(
    (s) => !s.step.done?.test(query) && (!s.step.when || s.step.when.test(query)),
  );
  return (open.length >= 2 ? open : scored)
    .sort((a, b) => b.score - a.score + (a.order === 0 ? -1 : 0) - (b.order === 0 ? -1 : 0))
    .map((s) => s.step);
}

/** An entry's defining concepts (knowledge.ts CONCEPTS), lemmatised. */
export function conceptsFor(entry: Entry): Concepts {
  return indexOf().concepts.get(entry) ?? { words: new Set(), phrases: [] };
}

/** How much of a text's (rarer) wording a step shares: the summed rarity of the shared lemmas. */
export function stepOverlap(step: Step, text: string): number {
  const { idf, stepLemmas } = indexOf();
  const said = new Set(lemmas(text));
  let score = 0;
  for (const l of stepLemmas.get(step) ?? []) if (said.has(l)) score += idf.get(l) ?? 0;
  return score;
}

/** Loads the index (a worker's warm-up). */
export function warmLibrary(): void {
  indexOf();
}
