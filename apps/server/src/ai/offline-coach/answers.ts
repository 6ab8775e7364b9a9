import { FORWARD_QUESTIONS } from './already.js';
import { asksWithoutMark, questionsOf } from './asks.js';
import { CARDS } from './cards.js';
import { coachesWork, coachRef } from './coaches.js';
import type { FactKind } from './facts.js';
import { choose, listJoin } from './plan.js';
import { sameAccount } from './reflect.js';
import { lemmas } from './retrieve.js';
import { contradicted, fits, type Preconditions, type Reading, readSituation } from './status.js';
import { askWith, theirWords } from './tailor.js';
import { objectLeftOut } from './understand.js';

/**
 * Direct answers to the questions professionals ask a coach every week ("what does at-will
 * employment mean?", "how long should a cover letter be?", "why do recruiters go silent after a
 * final round?"). Each card (cards.ts, written by the team in its own words) holds the answer a
 * good coach gives in two to four sentences, one to three concrete steps, the coaches whose field
 * it is and one question that moves the member on.
 *
 * A card answers only a question the member actually ASKS: it is matched on the question
 * sentences of the message (asks.ts questionsOf, plus "I'm wondering whether …" sentences), never
 * on the background story, in two stages:
 * 1. required concepts: every pattern in the card's `needs` must match ONE question sentence,
 *    and its `not` pattern (a look-alike) must not, so "at-will" or "cover letter" + "long" have
 *    to be asked about together;
 * 2. fit: the sentence must cover at least MIN_FIT of one of the card's question forms (`asks`),
 *    counted as the share of that form's lemmas (wink-nlp) present in the sentence, each lemma
 *    weighted by how rare it is across the cards' forms (idf), so "counter" weighs more than "I".
 * The best-fitting card wins; none is used when no card passes both stages, and the coach answers
 * from its situation library (knowledge.ts) or general path as before.
 */

export interface Card extends Preconditions {
  id: string;
  /** The coaches whose field the question is (agent ids); another coach points to one of them. */
  coaches: number[];
  /** The question as members ask it, in a few phrasings: the forms the fit is measured against. */
  asks: string[];
  /** Concepts the question sentence must name, every one of them (case-insensitive patterns). */
  needs: RegExp[];
  /** A look-alike question this card must not answer. */
  not?: RegExp;
  /** The direct answer, two to four sentences, no placeholder. */
  answer: string;
  /** One to three concrete next steps ("title", "body"). */
  steps: Array<{ title: string; body: string } & Preconditions>;
  /** One question that moves the member forward. */
  question: string;
  /**
   * The answer is safe and complete for a question whether a visa, permit or status lets someone
   * work (status.ts 'legal-status'): only such cards answer that question.
   */
  answersStatus?: boolean;
  /** The question to ask instead when the member already gave a fact of this kind. */
  given?: { kind: FactKind; question: string };
  /**
   * The points of the answer a member's own account can show (a checklist of warning signs):
   * those their message shows are named back after the answer, and `question` gives way to
   * `signs.question`, since what they saw is then already on the table.
   */
  signs?: {
    list: Array<{ cue: RegExp; name: string }>;
    /** Said after the named signs ("…are on that list, so …"). */
    verdict: string;
    question: string;
  };
}

export interface CardHit {
  card: Card;
  /** The question the card answers, with the sentence before it when the question leans on it. */
  asked: string;
  /** The question sentence alone, to quote back. */
  question: string;
  /** Share of the best-fitting form's weighted lemmas the sentence names (0–1). */
  fit: number;
  /** Where the member stands (status.ts): which of the card's steps fit them. */
  reading?: Reading;
}

/** The smallest weighted share of a card's question form the member's sentence must cover. */
export const MIN_FIT = 0.34;

/** A longer "sentence" is several run together (a missing space after a full stop): too vague to match. */
const MAX_SENTENCE = 260;

/** Sentences that ask without a question mark: "I'm wondering whether …", "not sure if …". */
const WONDER = /\b(?:wondering|not sure|unsure)\s+(?:if|whether|how|what|when|why)\b/i;

/** Sentences that ask the readers about themselves, not a question the member has. */
const POLL =
  /^(?:has|have|does|did|is)\s+any(?:one|body)\s+else\b|\bwhat(?:'s| is| was) your experience\b|\bhow about you\b|^for (?:those|anyone|people) (?:over|who|of you)\b/i;

interface Form {
  card: Card;
  lemmas: Set<string>;
}

let forms: { list: Form[]; idf: Map<string, number> } | null = null;

function formsOf() {
  if (forms) return forms;
  const list = CARDS.flatMap((card) =>
    card.asks.map((a) => ({ card, lemmas: new Set(lemmas(a)) })),
  );
  // Document frequency over cards (a lemma every phrasing of one card uses counts once).
  const df = new Map<string, number>();
  for (const card of CARDS) {
    const seen = new Set(card.asks.flatMap((a) => lemmas(a)));
    for (const l of seen) df.set(l, (df.get(l) ?? 0) + 1);
  }
  const idf = new Map([...df].map(([l, n]) => [l, Math.log(1 + CARDS.length / n)]));
  forms = { list, idf };
  return forms;
}

/** A question this short ("What does that mean?", "What should I do now?") may lean on the sentence before it. */
const SHORT_QUESTION = 8;

/** A short question that points back ("that", "this", "it") or asks nothing on its own ("What should I do?"). */
const LEANS_BACK =
  /\b(?:that|this|it|these|those|they|them)\b|^(?:so\s+)?(?:what (?:should|do|can) i do|what now|any (?:advice|tips|thoughts|ideas)|thoughts|advice|help)\b/i;

/**
 * The sentences of a message that ask something of the coach. A short question is read together
 * with the sentence before it, which names what "that" is: "My manager wants more visibility.
 * What does that even mean?"
 */
export function askingSentences(text: string): string[] {
  const clean = text.replace(/&amp;/g, '&').slice(0, 12_000);
  const sentences = clean
    .split(/(?<=[.!?])\s+|\n+/)
    .map((s) => s.trim())
    .filter(Boolean);
  // A question written without its mark asks too; one with its mark is read with its context below.
  const wondering = sentences.filter(
    (s) => WONDER.test(s) || (!/\?\s*$/.test(s) && asksWithoutMark(s)),
  );
  const withContext = (q: string) => {
    // "Should I push back?" takes its object from the sentence before too: an offer there makes
    // it a counter, not a refusal of extra work (intents.ts OPEN_ASKS).
    if (q.split(/\s+/).length > SHORT_QUESTION || !(LEANS_BACK.test(q) || objectLeftOut(q)))
      return q;
    // A fragment before it ("3 months pay.") names too little to refer to: the sentence before
    // that is read too, up to two sentences and never across another question.
    const i = sentences.indexOf(q);
    const context: string[] = [];
    for (let j = i - 1; j >= 0 && context.length < 2; j--) {
      const before = sentences[j] ?? '';
      if (/\?\s*$/.test(before)) break;
      context.unshift(before);
      if (before.split(/\s+/).length > 5) break;
    }
    return context.length ? `${context.join(' ')} ${q}` : q;
  };
  return [...new Set([...questionsOf(clean).map(withContext), ...wondering])]
    .filter((s) => !POLL.test(s) && s.length <= MAX_SENTENCE)
    .slice(0, 10);
}

function lastSentence(text: string): string {
  return text.split(/(?<=[.!?])\s+/).at(-1) ?? text;
}

/** How much of a form a sentence covers, rare lemmas counting most (0–1). */
function fitOf(form: Set<string>, said: Set<string>, idf: Map<string, number>): number {
  let all = 0;
  let got = 0;
  for (const l of form) {
    const w = idf.get(l) ?? 1;
    all += w;
    if (said.has(l)) got += w;
  }
  return all ? got / all : 0;
}

/**
 * The card that answers the member's question, if one clearly does. A card whose preconditions do
 * not fit where the member stands (status.ts) is left out: the dismissal questions for someone on
 * a performance plan. A question whether a visa or permit lets them work is always answered by
 * the card for that question, whatever else the sentence names (a card marked
 * `answersStatus` that matches it, else the work-authorisation card): the answer to it is never
 * "go ahead", it is where to get a sure answer.
 */
export function answerFor(
  text: string,
  reading: Reading = readSituation(text),
): CardHit | undefined {
  const { list, idf } = formsOf();
  const asking = askingSentences(text);
  // The status question holds for this message when it asks it, or when it asks nothing new (a
  // reply such as "It's the US, an F-1" to the question before); a new question of its own is
  // matched as usual.
  const status =
    reading.conditions.has('legal-status') &&
    (!asking.length || readSituation(text).conditions.has('legal-status'));
  let best: CardHit | undefined;
  for (const sentence of asking) {
    const lower = sentence.toLowerCase().replace(/[’‘]/g, "'");
    const gated = CARDS.filter(
      (c) =>
        c.needs.every((n) => n.test(lower)) &&
        !c.not?.test(lower) &&
        fits(c, reading) &&
        (!status || c.answersStatus),
    );
    if (!gated.length) continue;
    const said = new Set(lemmas(sentence));
    for (const form of list) {
      if (!gated.includes(form.card)) continue;
      const fit = fitOf(form.lemmas, said, idf);
      if (fit >= MIN_FIT && (!best || fit > best.fit))
        best = { card: form.card, asked: sentence, question: lastSentence(sentence), fit, reading };
    }
  }
  if (status && !best) {
    const card = CARDS.find((c) => c.answersStatus && c.only?.includes('legal-status'));
    const sentence = asking.find((s) => /\?\s*$/.test(s)) ?? asking[0] ?? text.slice(0, 200);
    if (card) return { card, asked: sentence, question: lastSentence(sentence), fit: 1, reading };
  }
  return best;
}

/** A denial just before a cue ("they never asked for money") means the sign is not there. */
const DENIED =
  /\b(?:not|never|no|didn[’']?t|did not|haven[’']?t|hasn[’']?t|wasn[’']?t|weren[’']?t)\b[^.?!,;]{0,25}$/i;

/** The names of the card's signs that the member's own account shows, in the card's order. */
export function signsShown(card: Card, text: string): string[] {
  if (!card.signs || !text) return [];
  return card.signs.list
    .filter(({ cue }) => {
      const m = cue.exec(text);
      return m !== null && !DENIED.test(text.slice(Math.max(0, m.index - 40), m.index));
    })
    .map((s) => s.name);
}

/**
 * The reply lines for a card: the answer first (after the greeting of a first reply and, for a
 * longer message, the member's own question quoted back in one short sentence, so they see which
 * of their questions is answered), then the steps introduced with the member's situation when one
 * fits, then one question, with a pointer to an open coach of the card's field when this coach is
 * not one of them.
 */
export function cardLines(
  hit: CardHit,
  options: {
    hello: string;
    /** The member's situation from the facts of their question ("at Acme"), or ''. */
    where: string;
    lead: (s: string) => string;
    /** Varies the wording of the lead-in between replies. */
    seed?: number;
    /** The member's question, already quoted, when the message says more than the question. */
    asked?: string;
    /**
     * Sentences of theirs said back (reflect.ts), best first: the first the closing question is
     * not tied to opens the reply on their situation, before the answer.
     */
    stories?: string[];
    agentId: number;
    /** The kinds of fact the member has given, so the question does not ask for one again. */
    known: ReadonlySet<FactKind>;
    /** The sentence of theirs the question follows from ("You said …"), to lead it. */
    tie?: (question: string) => string | undefined;
    /** Whether the member has already told what the question asks (already.ts). */
    answered?: (question: string) => boolean;
    /** An open question for what their post leaves open, asked instead of one already answered. */
    instead?: () => string | undefined;
    /**
     * A first answer to a member who told their story: the card's own question is asked only when
     * it follows from a sentence of theirs (`tie`) or from a sign their account shows; otherwise it
     * asks for an account they have just given, the same for every member asking this, and the
     * reply ends on the card's steps.
     */
    optional?: boolean;
    /** What the member wrote, for the signs of the card their account shows. */
    text?: string;
  },
): string[] {
  const { card } = hit;
  const seed = options.seed ?? 0;
  // Only facts the member put in the question itself (or a role or employer they state as their
  // own) lead the steps ("As a housekeeper, what I would do:"): a fact from the story may be
  // someone else's ("as a professor" for the member's mother), and wrong specificity is worse than
  // none (respond.ts questionFacts).
  // Only the steps that fit where the member stands: no "file your claim" before the job ends.
  // Nor a step that relies on something they said is not there (no HR to take it to).
  const steps = card.steps.filter(
    (step) => fits(step, hit.reading) && !contradicted(`${step.title} ${step.body}`, hit.reading),
  );
  const n = steps.length;
  const intro = options.where
    ? `${options.lead(options.where)}, what I would do:`
    : n === 1
      ? choose(['One thing to do now:', 'The one step I would take:'], seed)
      : choose(
          [
            'What to do now:',
            'What I would do:',
            'Where to start:',
            `${n === 3 ? 'Three' : 'Two'} moves that help:`,
            'What helps from here:',
          ],
          seed,
        );
  // A work coach that has just answered a work card does not send the member on for more of it.
  const home =
    card.coaches.includes(options.agentId) || coachesWork(options.agentId)
      ? undefined
      : card.coaches.map(coachRef).find((ref) => ref?.isActive);
  const pointer = home
    ? `The **${home.name}**${home.isCoachName ? '' : ' coach'} (${home.where}) can go further with you on this: [open it](/chat?agentId=${home.id}). `
    : '';
  const shown = signsShown(card, options.text ?? '');
  const own = shown.length
    ? (card.signs?.question ?? card.question)
    : card.given && options.known.has(card.given.kind)
      ? card.given.question
      : card.question;
  // Never ask for what they already told: a question that moves them on takes its place (on an
  // optional question, only one their post calls for, never a forward question drawn by the seed).
  const instead = options.answered?.(own) ? options.instead?.() : undefined;
  const asks = options.answered?.(own)
    ? (instead ?? (options.optional ? undefined : choose(FORWARD_QUESTIONS, seed >>> 2)))
    : own;
  // The sentence of theirs the question follows from leads it when one fits; otherwise the
  // question stands as it is. A stock lead-in ("So I can tailor the next step:") told the member
  // nothing and only varied the wording between replies.
  const asked = asks ? theirWords(asks, options.text ?? '') : '';
  const tie = asks ? options.tie?.(asks) : undefined;
  const untied = options.optional && !tie && !shown.length && !instead;
  const question = !asks || untied ? '' : tie ? askWith(tie, asked) : asked;
  const story = options.stories?.find((said) => !sameAccount(said, question));
  return [
    // The answer and its steps are one block: the lead-in closes the answer's paragraph.
    `${options.hello}${story ? `${story} ` : ''}${options.asked ? `You asked ${options.asked} ` : ''}${card.answer}${
      shown.length
        ? ` In what you describe, ${listJoin(shown)} ${shown.length > 1 ? 'are' : 'is'} ${card.signs?.verdict}`
        : ''
    }`,
    intro,
    ...steps.map(
      (s, i) =>
        `${i + 1}. **${theirWords(s.title, options.text ?? '')}.** ${theirWords(s.body, options.text ?? '')}`,
    ),
    ...(pointer || question ? ['', `${pointer}${question}`.trim()] : []),
  ];
}
