import { compileCue, findCue, hasCue, type Reading, read } from '../../nlp/cues.js';
import type { CoachRequest } from '../coach.js';
import { questionsOf } from './asks.js';
import { coachRef, servesIntent } from './coaches.js';
import { looksLikeCv, pastedSummaryIn } from './cv-facts.js';
import {
  COMMON_INTENTS,
  FOLLOW_UP_CUES,
  INTENT_IDS,
  INTENTS,
  type IntentId,
  OPEN_ASKS,
  ORDINAL_NOUNS,
  ORDINALS,
} from './intents.js';
import { findRole } from './roles-match.js';

/**
 * What the member asks for, read with wink-nlp: each intent's cues are matched on lemmas with
 * negation in mind, the strongest intent wins, and a tie goes to the coach's own field. A short
 * message that refers back ("and the second one?", "make it shorter") is a follow-up of the last
 * request the coach answered.
 */

export type FollowUpKind = 'shorter' | 'first-step' | 'more' | 'ordinal';

export interface FollowUp {
  kind: FollowUpKind;
  /** For `ordinal`: 1-based, or -1 for "the last one". */
  index: number;
  /** The member message that set the topic the follow-up refers to. */
  anchor: string;
  /** The coach's last reply. */
  previousReply: string;
  /** The coach's reply to the anchor message (the answer whose points are referred to). */
  anchorReply: string;
}

export interface Understanding {
  intent: IntentId | 'unclear';
  /** False when the request belongs to another coach; `pointTo` names it. */
  inDomain: boolean;
  pointTo: number | null;
  followUp: FollowUp | null;
  /** The wink-nlp reading of the message (of the anchor, for a follow-up). */
  reading: Reading;
  /** The text the intent was read from (the anchor message for a follow-up). */
  text: string;
}

interface Scored {
  intent: IntentId;
  score: number;
}

const WORD = /[\p{L}\p{N}]/u;

function wordCount(reading: Reading): number {
  return reading.tokens.filter((t) => WORD.test(t.normal)).length;
}

/** How strongly the message asks for each intent. */
function scoreIntents(reading: Reading): Scored[] {
  const words = wordCount(reading);
  const roleMentioned = Boolean(findRole(reading.text));
  const scored: Scored[] = [];
  for (const id of INTENT_IDS) {
    const spec = INTENTS[id];
    let topic = 0;
    let support = 0;
    for (const [weight, cues] of Object.entries(spec.cues)) {
      const w = Number(weight);
      for (const cue of cues) {
        if (!hasCue(reading, cue)) continue;
        if (w >= 2) topic += w;
        else support += w;
      }
    }
    if (roleMentioned && (id === 'role-readiness' || id === 'interview-prep')) support += 1;
    // Greetings and thanks are whole messages, not words inside a request.
    if (id === 'greeting' && words > 5) topic = 0;
    if (id === 'thanks' && words > 10) topic = 0;
    if (topic > 0) scored.push({ intent: id, score: topic + support });
  }
  return scored.sort(
    (a, b) => b.score - a.score || INTENT_IDS.indexOf(a.intent) - INTENT_IDS.indexOf(b.intent),
  );
}

/** An amount of money as members write it: "$85,000", "62k", "£40 000", "70,000". */
const AMOUNT = /[$£€]\s?\d|\b\d+(?:[.,]\d+)?\s?k\b|\b\d{2,3},\d{3}\b/i;

/**
 * The question sentences of a message (asks.ts questionsOf), read on their own; null when the
 * message has none, or is nothing but its question.
 */
function askedPart(reading: Reading): Reading | null {
  const asked = questionsOf(reading.text).join(' ');
  const squash = (s: string) => s.replace(/[^\p{L}\p{N}]+/gu, '').toLowerCase();
  if (!asked || squash(asked) === squash(reading.text)) return null;
  return read(asked);
}

/**
 * The topic of an open ask in the question ("should I push back?", "how do I tell my manager?"),
 * read from its object (intents.ts OPEN_ASKS): the object words of the question itself first, then
 * those of the whole message; the sense with the most object words wins, the first listed on a tie.
 * Undefined when the question has no open ask, or the message names none of its objects.
 */
export function senseOf(asked: Reading, whole: Reading = asked): IntentId | undefined {
  for (const open of OPEN_ASKS) {
    if (!open.asks.some((cue) => hasCue(asked, cue))) continue;
    for (const where of [asked, whole]) {
      let best: IntentId | undefined;
      let most = 0;
      for (const sense of open.senses) {
        const n =
          sense.objects.filter((cue) => hasCue(where, cue)).length +
          (sense.money && AMOUNT.test(where.text) ? 1 : 0);
        if (n > most) {
          best = sense.intent;
          most = n;
        }
      }
      if (best) return best;
    }
  }
  return undefined;
}

/**
 * Whether a sentence makes an open ask without naming its object ("Should I push back?"): what it
 * is about is in the sentence before, and it is read together with it (answers.ts).
 */
export function objectLeftOut(sentence: string): boolean {
  const reading = read(sentence);
  return OPEN_ASKS.some((o) => o.asks.some((cue) => hasCue(reading, cue))) && !senseOf(reading);
}

/** An open ask read from its object counts as a cue that names the request outright. */
const SENSE_WEIGHT = 3;

/**
 * The intents of a message, the question first: what the member ASKS decides the topic, the rest
 * of the message is context. When the question sentences name a topic outright (a cue of weight 3,
 * or an open ask whose object the message names), only the intents the question names stay
 * candidates, ranked on the whole message and the question together: "I'm sleeping five hours
 * since two colleagues quit. How do I tell my manager?" is about the workload to raise, not sleep.
 * When the question names none, the whole message decides, as before.
 */
function scoreMessage(reading: Reading): Scored[] {
  const whole = scoreIntents(reading);
  const asked = askedPart(reading);
  const sense = senseOf(asked ?? reading, reading);
  const inQuestion = new Map(
    (asked ? scoreIntents(asked) : whole).map((s) => [s.intent, s.score] as const),
  );
  if (sense) inQuestion.set(sense, (inQuestion.get(sense) ?? 0) + SENSE_WEIGHT);
  const named = [...inQuestion.values()].some((n) => n >= 3);
  if (!named) return whole;
  const total = new Map<IntentId, number>();
  for (const s of whole) total.set(s.intent, s.score);
  for (const [intent, n] of inQuestion) {
    // The whole message already counts a question that is all of it.
    const added = asked ? n : intent === sense ? SENSE_WEIGHT : 0;
    total.set(intent, (total.get(intent) ?? 0) + added);
  }
  return [...total]
    .filter(([intent]) => inQuestion.has(intent))
    .map(([intent, score]) => ({ intent, score }))
    .sort(
      (a, b) => b.score - a.score || INTENT_IDS.indexOf(a.intent) - INTENT_IDS.indexOf(b.intent),
    );
}

/** The intent of one message for one coach, with no conversation around it. */
export function classify(
  agentId: number,
  reading: Reading,
): Pick<Understanding, 'intent' | 'inDomain' | 'pointTo'> {
  const scored = scoreMessage(reading).filter((s) => s.score >= 2);
  const best = scored[0];
  if (!best) return { intent: 'unclear', inDomain: true, pointTo: null };
  // A tie between this coach's field and another's goes to this coach.
  const own = scored.find(
    (s) =>
      s.score >= best.score && (COMMON_INTENTS.has(s.intent) || servesIntent(agentId, s.intent)),
  );
  if (own) return { intent: own.intent, inDomain: true, pointTo: null };
  const home = INTENTS[best.intent].home;
  return {
    intent: best.intent,
    inDomain: false,
    pointTo: coachRef(home) ? home : null,
  };
}

const ORDINAL_NUMBER = /\b(?:number|no\.?|#|step|point|bullet|item|tip|question)\s*(\d)\b/i;

function ordinalOf(reading: Reading): number | null {
  const numbered = ORDINAL_NUMBER.exec(reading.text);
  if (numbered) return Number(numbered[1]);
  const tokens = reading.tokens;
  for (let i = 0; i < tokens.length; i++) {
    const value = ORDINALS[tokens[i]?.normal ?? ''];
    if (value === undefined) continue;
    const next = tokens.slice(i + 1, i + 3).map((t) => t.lemma);
    if (next.some((n) => ORDINAL_NOUNS.includes(n))) return value;
  }
  return null;
}

function followUpKind(reading: Reading): { kind: FollowUpKind; index: number } | null {
  const has = (cues: string[]) => cues.some((cue) => findCue(reading, compileCue(cue)).length > 0);
  if (has(FOLLOW_UP_CUES['first-step'])) return { kind: 'first-step', index: 1 };
  const index = ordinalOf(reading);
  if (index !== null) return { kind: 'ordinal', index };
  if (has(FOLLOW_UP_CUES.shorter)) return { kind: 'shorter', index: 0 };
  if (has(FOLLOW_UP_CUES.more)) return { kind: 'more', index: 0 };
  return null;
}

/** The last member message (before this one) that asked for something, and its intent. */
export function anchorOf(request: CoachRequest): {
  text: string;
  reading: Reading;
  classified: ReturnType<typeof classify>;
  reply: string;
} | null {
  const turns = request.history;
  for (let i = turns.length - 1; i >= 0; i--) {
    const turn = turns[i];
    if (turn?.role !== 'user') continue;
    const reading = read(intentText(turn.content));
    const classified = classify(request.agent.id, reading);
    if (classified.intent === 'unclear' || COMMON_INTENTS.has(classified.intent)) continue;
    const reply = turns.slice(i + 1).find((t) => t.role === 'assistant')?.content ?? '';
    return { text: turn.content, reading, classified, reply };
  }
  return null;
}

const FOLLOW_UP_MAX_WORDS = 16;

/**
 * What a request is about is said at its start or its end ("…so can you rewrite my summary?");
 * a very long message is read for its intent from its first and last 1,500 characters, which
 * keeps a 20,000-character message cheap. The safety layer always reads the whole message.
 */
const INTENT_WINDOW = 1500;

function intentText(text: string): string {
  if (text.length <= INTENT_WINDOW * 2) return text;
  return `${text.slice(0, INTENT_WINDOW)}\n…\n${text.slice(-INTENT_WINDOW)}`;
}

export function understand(request: CoachRequest): Understanding {
  // Files sent without a word: a CV means "look at my CV"; anything else, "what can you do with it?".
  const text =
    request.message.content.trim() ||
    (request.message.attachments.some(
      (a) => a.kind === 'text' && (looksLikeCv(a.text) || /cv|resume|résumé/i.test(a.name)),
    )
      ? 'Please review my CV.'
      : '');
  const reading = read(intentText(text));
  const classified = classify(request.agent.id, reading);
  // A CV summary pasted with its ask (respond.ts turns it into the message's text attachment
  // "the CV in your message", opening "Summary") is a summary to rewrite, whatever the ask's
  // wording ("make my profile part better for these new jobs"), when the coach's field covers CVs.
  const summaryPasted = pastedSummaryIn(request);
  const own: ReturnType<typeof classify> =
    summaryPasted && INTENTS['cv-summary'].home === request.agent.id
      ? { intent: 'cv-summary', inDomain: true, pointTo: null }
      : classified;
  const previousReply = [...request.history].reverse().find((t) => t.role === 'assistant');
  const base: Understanding = { ...own, followUp: null, reading, text };
  if (!previousReply || wordCount(reading) > FOLLOW_UP_MAX_WORDS) return base;
  const kind = followUpKind(reading);
  if (!kind) return base;
  const anchor = anchorOf(request);
  if (!anchor) return base;
  const strongest = scoreIntents(reading)[0];
  // "Make my CV summary shorter" names its topic; "make it shorter" borrows the last one.
  const borrows =
    own.intent === 'unclear' ||
    own.intent === anchor.classified.intent ||
    (strongest?.score ?? 0) < 3;
  if (!borrows || COMMON_INTENTS.has(own.intent as IntentId)) return base;
  return {
    ...anchor.classified,
    followUp: {
      kind: kind.kind,
      index: kind.index,
      anchor: anchor.text,
      previousReply: previousReply.content,
      anchorReply: anchor.reply,
    },
    reading: anchor.reading,
    text: anchor.text,
  };
}
