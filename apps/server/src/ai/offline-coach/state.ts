import { escapeRegExp } from '../../lib/regexp.js';
import type { CoachRequest } from '../coach.js';
import {
  type Fact,
  type FactKind,
  factsOf,
  isCorrection,
  mergeFacts,
  nameCorrection,
} from './facts.js';
import { CARDINALS } from './numbers.js';
import { type Reading, readThread } from './status.js';
import { type Register, registerAsked } from './tone.js';

/**
 * The conversation's state, derived from its stored history on every turn (nothing is kept
 * between turns): the facts the member gave (later corrections replace earlier facts of the same
 * kind), the message that set the current topic, and the items of the coach's last answer. A
 * follow-up ("shorter", "3 options", "the second point", "more on that", "actually it's 90k")
 * acts on that answer.
 */

export type FollowUpKind =
  | 'shorter'
  | 'options'
  | 'ordinal'
  | 'more'
  | 'correction'
  /** "What should I do first?", "ok, and step one?": the first step of the last answer, as a plan. */
  | 'first'
  /** "Write it as an email", "can you draft the message?": the last answer as a draft to send. */
  | 'draft'
  /** "Less formal", "more professional": the last draft again, in that register (tone.ts). */
  | 'tone';

export interface Ask {
  kind: FollowUpKind;
  /** `options`: how many; `ordinal`: 1-based, -1 for "the last". */
  n?: number;
  /** `shorter` and `draft`: the member wants it less apologetic / softer in tone. */
  plainer?: boolean;
  /** `draft`: what to write ("email", "message", "letter"). */
  form?: string;
  /** `ordinal`: the member also wants that point shorter. */
  shorter?: boolean;
  /** `ordinal`: the words the member named the point by ("the pension point"). */
  about?: string;
  /** `tone`: the register asked for. */
  register?: Register;
}

export interface AnswerItem {
  title: string;
  body: string;
}

export interface ConversationState {
  /** Every member message, the current one last. */
  userTurns: string[];
  /** The member's turns joined, with later corrections applied and correcting turns left out. */
  said: string;
  facts: Fact[];
  /** Kinds of fact the current message corrected. */
  corrected: FactKind[];
  /** What the current message asks of the last answer, if it is a follow-up. */
  ask: Ask | null;
  /** The member message that set the topic the conversation is on (not a follow-up). */
  anchor: string;
  /** The history before the anchor (to re-derive how it was answered). */
  anchorIndex: number;
  lastReply: string | null;
  lastItems: AnswerItem[];
  /** The quoted draft of the last answer (`> ` lines), if any. */
  lastDraft: string | null;
  /** Where the member stands, from everything they said (status.ts): which entries and steps fit. */
  reading: Reading;
}

const NUMBERS: Record<string, number> = {
  ...CARDINALS,
  first: 1,
  second: 2,
  third: 3,
  fourth: 4,
  fifth: 5,
  '1st': 1,
  '2nd': 2,
  '3rd': 3,
  '4th': 4,
  '5th': 5,
  last: -1,
};

const SHORTER =
  /\b(shorter|shorten|too long|tl;?dr|more concise|condense|in (?:one|a few) (?:line|sentence)s?|brief(?:er| version)|cut it down|summari[sz]e (?:it|that|this))\b/i;
const OPTIONS =
  /\b(\d|one|two|three|four|five|six|seven)\s+(?:(?:more|other|different|new|concrete|specific|practical|simple|quick|small|realistic|alternative|short|better)\s+){0,2}(options|ideas|ways|alternatives|versions|choices|approaches|suggestions|things I could (?:do|try)|examples|steps|rules|tips|changes|habits|moves|boundaries|scripts|phrasings)\b/i;
/** Asks for wordings of a line of the last draft: only a draft has them. */
const LINES =
  /\b(\d|one|two|three|four|five|six|seven)\s+(?:(?:more|other|different|new|short|better|good)\s+)?(?:opening lines|openers|openings|first lines|subject lines|closing lines)\b/i;
const ORDINAL =
  /\b(?:the\s+)?(first|second|third|fourth|fifth|last|1st|2nd|3rd|4th|5th)\s+(?:one|point|step|item|option|idea|suggestion|tip|thing)\b|\b(?:point|step|item|option|number|#)\s*(\d)\b/i;
const MORE =
  /\b(more on (?:that|this|it)|tell me more|say more|go deeper|expand on|elaborate|more detail|dig deeper|explain (?:that|this|it) (?:more|further)|can you expand)\b/i;

const FIRST =
  /\b(?:what (?:should|do|would|can) i (?:do|start with|tackle) first|what(?:'s| is) (?:the )?(?:first (?:step|thing|move)|step (?:one|1))|where (?:do|should|would) i (?:even )?(?:start|begin)|how do i (?:start|begin)|what(?:'s| is)? (?:my )?(?:first|next) (?:step|move)|what now)\b/i;
// "What would you say in the email?", "what do I write to them?": the wording of the message
// the thread is about, asked for after an answer (the form, when named, is the last group).
const DRAFT =
  /^(?:(?:so|ok(?:ay)?|and|right|great|thanks)[,.]?\s+)*what\s+(?:would|should|do|could|can|shall)\s+(?:you|i|we)\s+(?:actually\s+|even\s+)?(?:say|write|put)(?:\s+back)?(?:\s+in\s+(?:the|an?|that|my|this|your)\s+(e-?mail|message|letter|note|reply))?(?:\s+to\s+(?:them|him|her|the\s+\w+))?\s*[?.!]*$|\b(?:write|put|turn|make)\s+(?:it|that|this|those|them|one)\s+(?:up\s+)?(?:as|into)\s+(?:an?\s+)?(e-?mail|message|letter|note|script)\b|\b(?:can|could|would|will)\s+you\s+(?:please\s+)?(?:write|draft)\s+(?:me\s+)?(?:the|an?|that|my|this)\s+(?:\w+\s+){0,3}?(e-?mail|message|letter|note|reply|script)\b|^(?:ok(?:ay)?,?\s+)?(?:please\s+)?draft\s+(?:it|that|this|the\s+(e-?mail|message|letter|note))\b|^(?:ok(?:ay)?,?\s+)?(?:please\s+)?(?:write|draft)\s+(?:me\s+)?(?:an?|the|that)\s+(?!cover\s)(?:\w+\s+){0,2}?(e-?mail|message|note)\s+(?:for me\s+)?to\b|^(?:(?:ok(?:ay)?|great|thanks|perfect|yes),?\s+)?(?:please\s+)?(?:(?:can|could|would)\s+you\s+)?(?:just\s+)?(?:write|draft)\s+(?:me\s+)?(?:it|that|this|one|the\s+(e-?mail|message|letter|note|reply))\s*(?:for me|then|please|now)?(?:\s+please)?\s*[.!?]*$|^(?:(?:so|ok(?:ay)?|and|right|great|thanks)[,.]?\s+)*what\s+(?:would|should|could|might|does|do|will)\s+(?:the|an?|that|my|this|your)\s+(e-?mail|message|letter|note|reply)(?:\s+(?:to|for)\s+(?:them|him|her|(?:the|my)\s+[\w-]+(?:\s+[\w-]+)?))?\s+(?:say|look like|read)\s*[?.!]*$/i;
const SAY_DRAFT =
  /\b(?:write|draft|script|word)\s+(?:out\s+)?(?:for me\s+)?what\s+(?:i'?d|i\s+would|i\s+should|i\s+could|i\s+can|i'?ll|to)\s+(?:say|write|tell|text|send)\b/i;
const PLAINER =
  /\b(?:less|not so|not as|without being|too)\s+(?:apologetic|sorry|grovell?ing|formal|stiff|wordy|soft|needy)\b/i;

/**
 * "What about the pension point?", "more on the budget part", "tell me more about the handover
 * bit": one point of the last answer, named by a word of it rather than by its number.
 */
const ABOUT =
  /^(?:(?:ok(?:ay)?|and|so|right|thanks)[,.]?\s+)*(?:what about|how about|and|more on|more about|tell me more about|say more about|expand on|go deeper (?:on|into)|explain)\s+(?:the|that|your)\s+([\p{L}][\p{L}' -]{1,40}?)\s+(?:point|part|bit|one|thing|step|idea|option|item|suggestion|advice)\s*[?.!]*$/iu;

const STEM = (w: string) => w.toLowerCase().replace(/(?:ies|es|s|ing|ed)$/, '');

/** The 1-based number of the point of `items` that the words name best, if any names it. */
function pointNamed(words: string, items: AnswerItem[]): number | undefined {
  const wanted = words
    .split(/[\s-]+/)
    .filter((w) => w.length >= 3)
    .map(STEM);
  if (!wanted.length) return undefined;
  let best: { n: number; score: number } | undefined;
  for (const [i, item] of items.entries()) {
    const stems = (text: string) =>
      new Set(
        text
          .split(/[^\p{L}]+/u)
          .filter(Boolean)
          .map(STEM),
      );
    const title = stems(item.title);
    const body = stems(item.body);
    const score = wanted.reduce((n, w) => n + (title.has(w) ? 2 : body.has(w) ? 1 : 0), 0);
    if (score > 0 && (!best || score > best.score)) best = { n: i + 1, score };
  }
  return best?.n;
}

/**
 * What a message asks of the previous answer, or null for a new request. `items` are the previous
 * answer's points, when known: a point named by a word ("the pension point") is found among them,
 * and a word none of them holds makes the message a new question ("what about the bonus part?").
 */
export function askOf(
  text: string,
  hasPrevious: boolean,
  lastReply?: string | null,
  earlierItems: AnswerItem[] = [],
): Ask | null {
  const own = lastReply ? itemsOf(lastReply) : undefined;
  // After a reply without points (a draft, a tone change), "the pension point" is one of the
  // points of the answer before it.
  const items = own?.length ? own : own && earlierItems.length ? earlierItems : own;
  if (!hasPrevious) return null;
  const t = text.trim();
  const words = t.split(/\s+/).length;
  if (isCorrection(t) && factsOf(t).length && words <= 30) return { kind: 'correction' };
  if (nameCorrection(t)) return { kind: 'correction' };
  // A draft asked for inside a longer message ("I'm going to decline the counter. Can you write
  // the email to Dave for me?") is still that ask; the rest of the message says what it is for.
  // So is a change of tone with its reason after it ("a bit less formal? we are close").
  const first = t.split(/(?<=[.?!])\s+/)[0] ?? t;
  const toned = first.split(/\s+/).length <= 10 ? registerAsked(first) : undefined;
  if (words > 16 && !(words <= 45 && DRAFT.test(t)) && !(words <= 30 && toned)) return null;
  if (toned && !DRAFT.test(first)) return { kind: 'tone', register: toned };
  // "Can you draft what I'd say to him?": the words to send, asked as an embedded question.
  if (SAY_DRAFT.test(t)) return { kind: 'draft', form: 'message', plainer: PLAINER.test(t) };
  const draft = DRAFT.exec(t);
  if (draft) {
    const form = (
      draft[1] ??
      draft[2] ??
      draft[3] ??
      draft[4] ??
      draft[5] ??
      draft[6] ??
      draft[7] ??
      'email'
    )
      .toLowerCase()
      .replace('-', '');
    return { kind: 'draft', form, plainer: PLAINER.test(t) };
  }
  if (FIRST.test(t)) return { kind: 'first' };
  const lines = LINES.exec(t);
  if (lines && lastReply !== undefined && !(lastReply && draftOf(lastReply))) return null;
  const options = OPTIONS.exec(t) ?? lines;
  if (options)
    return { kind: 'options', n: NUMBERS[options[1]?.toLowerCase() ?? ''] ?? Number(options[1]) };
  const ordinal = ORDINAL.exec(t);
  if (ordinal) {
    const word = (ordinal[1] ?? '').toLowerCase();
    const n = ordinal[2] ? Number(ordinal[2]) : (NUMBERS[word] ?? 1);
    // "I like the second one but make it shorter": that one point, cut to its core.
    return SHORTER.test(t) ? { kind: 'ordinal', n, shorter: true } : { kind: 'ordinal', n };
  }
  const about = ABOUT.exec(t);
  if (about) {
    const named = about[1] ?? '';
    if (!items) return { kind: 'ordinal', about: named };
    // A word none of the points holds: n 0, so the reply asks which point they mean.
    return { kind: 'ordinal', n: pointNamed(named, items) ?? 0, about: named };
  }
  if (SHORTER.test(t)) return { kind: 'shorter', plainer: PLAINER.test(t) };
  const more = MORE.exec(t);
  // "More on that — how do I talk about what I learned?" asks a new question about the topic; it
  // is answered as a request, not as a deeper version of the last answer.
  if (more && !/\?\s*$/.test(t.slice((more.index ?? 0) + more[0].length).trim()))
    return { kind: 'more' };
  if (more && t.slice((more.index ?? 0) + more[0].length).split(/\s+/).length < 5)
    return { kind: 'more' };
  return null;
}

/** The numbered items of a reply as the member saw them: "1. **Title.** body". */
export function itemsOf(reply: string): AnswerItem[] {
  return reply
    .split('\n')
    .map((line) => /^\d+\.\s+\*\*(.+?)\*\*\s*(.*)$/.exec(line))
    .filter((m): m is RegExpExecArray => Boolean(m))
    .map((m) => ({ title: (m[1] ?? '').replace(/[.:]$/, ''), body: m[2] ?? '' }));
}

export function draftOf(reply: string): string | null {
  const quoted = reply
    .split('\n')
    .filter((l) => l.startsWith('>'))
    .map((l) => l.replace(/^>\s?/, ''));
  return quoted.length ? quoted.join('\n') : null;
}

/** `from` replaced by `to` where it stands as a whole word or phrase (the first time, or every time). */
function replaceWord(text: string, from: string, to: string, every = false): string {
  const word = new RegExp(
    `(^|[^\\p{L}\\p{N}])${escapeRegExp(from)}(?![\\p{L}\\p{N}])`,
    every ? 'gu' : 'u',
  );
  return text.replace(word, (_, before: string) => `${before}${to}`);
}

/**
 * The anchor message as it stands after later corrections: "after 6 years" said back once the
 * member wrote "8 years, not 6" reads "after 8 years". A value is replaced only when it was the one
 * fact of its kind that a later turn took away and one later fact of that kind took its place.
 */
function withCorrections(text: string, turn: number, facts: Fact[]): string {
  let out = text;
  const own = factsOf(text, turn);
  for (const kind of new Set(own.map((f) => f.kind))) {
    const gone = own.filter(
      (f) => f.kind === kind && !facts.some((g) => g.kind === kind && g.text === f.text),
    );
    const later = facts.filter((g) => g.kind === kind && g.turn > turn);
    const [old] = gone;
    const [now] = later;
    if (gone.length !== 1 || later.length !== 1 || !old || !now) continue;
    out = replaceWord(out, old.text, now.text);
  }
  return out;
}

/** The anchor with names set right in later turns ("Doha, not Dubai"). */
function withNames(text: string, later: string[]): string {
  let out = text;
  for (const turn of later) {
    const fix = nameCorrection(turn);
    if (!fix) continue;
    out = replaceWord(out, fix.wrong, fix.right, true);
  }
  return out;
}

export function stateOf(request: CoachRequest): ConversationState {
  const userTurns = [
    ...request.history.filter((t) => t.role === 'user').map((t) => t.content),
    request.message.content,
  ];
  const merged = mergeFacts(userTurns);
  const { corrected } = merged;
  // A name set right later replaces the wrong one among the facts too.
  const renames = userTurns.map(nameCorrection).filter((f) => f !== undefined);
  const facts = merged.facts.map((f) => {
    const fix = renames.find((r) => r.wrong.toLowerCase() === f.text.toLowerCase());
    return fix ? { ...f, text: fix.right } : f;
  });
  const lastReply =
    [...request.history].reverse().find((t) => t.role === 'assistant')?.content ?? null;
  // The points of the newest answer that had any: what "the second one" refers to after a draft.
  const pointed =
    [...request.history]
      .reverse()
      .filter((t) => t.role === 'assistant')
      .map((t) => itemsOf(t.content))
      .find((items) => items.length) ?? [];
  const ask = askOf(request.message.content, Boolean(lastReply), lastReply, pointed);
  const lastItems = lastReply ? itemsOf(lastReply) : [];
  // The anchor: the newest member message that was not itself a follow-up.
  let anchorIndex = userTurns.length - 1;
  if (ask) {
    anchorIndex = userTurns.length - 2;
    while (anchorIndex > 0 && askOf(userTurns[anchorIndex] ?? '', true)) anchorIndex -= 1;
  }
  const anchorText = userTurns[Math.max(0, anchorIndex)] ?? request.message.content;
  // Everything the member said, as it stands now: each turn with its values set right by later
  // corrections, and the correcting turns themselves left out (their old value would be read
  // again as a fact: "the card is 4.5k not 3k").
  const said = userTurns
    .map((t, i) => ({ t, i }))
    .filter(({ t, i }) => i === 0 || askOf(t, true)?.kind !== 'correction')
    .map(({ t, i }) => withNames(withCorrections(t, i, facts), userTurns.slice(i + 1)))
    .join('\n');
  return {
    said,
    reading: readThread(userTurns),
    userTurns,
    facts,
    corrected,
    ask,
    anchor: withNames(
      withCorrections(anchorText, Math.max(0, anchorIndex), facts),
      userTurns.slice(Math.max(0, anchorIndex) + 1),
    ),
    anchorIndex: Math.max(0, anchorIndex),
    lastReply,
    lastItems: ask?.kind === 'ordinal' && !lastItems.length ? pointed : lastItems,
    lastDraft: lastReply ? draftOf(lastReply) : null,
  };
}
