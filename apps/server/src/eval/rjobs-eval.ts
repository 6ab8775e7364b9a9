import type { Coach, CoachRequest } from '../ai/coach.js';
import { nonRequest, questionsOf } from '../ai/offline-coach/asks.js';
import { discussion, infoAsk } from '../ai/offline-coach/explain.js';
import { factsOf } from '../ai/offline-coach/facts.js';
import { LIBRARY } from '../ai/offline-coach/knowledge.js';
import { queryOf } from '../ai/offline-coach/respond.js';
import { askedOf, lemmas, situationOf } from '../ai/offline-coach/retrieve.js';
import { stateOf } from '../ai/offline-coach/state.js';
import { createOfflineCoach } from '../ai/offline-coach.js';
import { assessCrisis, safetyFor, withSafetyNet } from '../ai/safety/safety-net.js';
import { escapeRegExp } from '../lib/regexp.js';
import { agentOf } from './coach-eval.js';
import type { Item, Part } from './real-datasets.js';

/**
 * Real r/jobs posts (read at run time from ../shared/datasets, never copied) sent as first
 * messages to the open coach whose field fits their flair, behind the server's safety layer as in
 * the chat. Per flair it reports:
 * - answered: a reply with something to act on (numbered steps or a draft; for a post that asks
 *   for nothing, asks.ts, or a discussion post or question for information, explain.ts, a reply
 *   that ends by asking what the member wants), with no menu of
 *   capabilities, no refusal or "outside my field", and no `[bracketed]` placeholder;
 * - uses a fact: the reply repeats one of the post's own facts (an amount, a length of time, a
 *   count, a role, a place, an organisation, a named person; facts.ts) or one of its own content
 *   words that appears nowhere in the coach's library (a detail only this member wrote);
 * - uses a hard fact: the same, counting the facts only;
 * - repeated paragraphs: the share of the reply's paragraphs (blocks between blank lines, at least
 *   30 characters) that appear word for word in the reply to another post (rep-para), in the
 *   reply to a post about another topic (rep-unrel), and the same for single lines (rep-line);
 * - median length in words.
 * Posts the safety layer answers (crisis, concern) are counted apart: they get no coaching.
 */

/** The open coach a post of each flair would be brought to. */
export const COACH_FOR_FLAIR: Record<string, number> = {
  Compensation: 19,
  'Job offers': 19,
  'Contract work': 19,
  'Work/Life balance': 16,
  'Office relations': 15,
  Discipline: 15,
  HR: 15,
  'Career planning': 22,
  'Career development': 22,
  Education: 22,
  Promotions: 22,
  Networking: 18,
};
const DEFAULT_COACH = 1;

export interface PostResult {
  label: string;
  part: Part;
  agent: number;
  text: string;
  reply: string;
  safety: boolean;
  answered: boolean;
  usesFact: boolean;
  usesHardFact: boolean;
  /** Sentences where a fact was slotted into a frame it does not fit (see frameFaults). */
  frameFaults: string[];
  paragraphs: string[];
  /** The library entry the post is about (as the coach retrieves it): "unrelated" is another. */
  topic: string;
  /** Single lines of at least 30 characters: a stricter view of repetition than paragraphs. */
  lines: string[];
  words: number;
}

const MENU =
  /here is what (?:I|we) can (?:do|work on)|I want to be sure I help with the right thing/i;
const REFUSAL =
  /outside my field|not something I cover|isn[’']t open on Facet|I can[’']t help with that|I can[’']t look at images/i;
const PLACEHOLDER = /\[[A-Za-z][^\]\n]{0,40}\](?!\()/;

let libraryWords: Set<string> | null = null;
function libraryLemmas(): Set<string> {
  libraryWords ??= new Set(
    LIBRARY.flatMap((e) =>
      lemmas(
        [
          e.title,
          e.about,
          e.reflect,
          ...e.questions,
          ...(e.asks ?? []).map((a) => a.ask),
          e.script?.text ?? '',
          ...e.steps.flatMap((s) => [s.title, s.body, s.more]),
        ].join(' '),
      ),
    ),
  );
  return libraryWords;
}

const UNIT =
  '(?:[$£€]\\s?\\d[\\d,.]*\\s?(?:k|m)?|\\d[\\d,.]*\\+?\\s?(?:k|dollars?|euros?|pounds?|years?|yrs?|months?|weeks?|days?|hours?|people|\\w+s)|(?:a|one|two|three|four|five|six|seven|eight|nine|ten|a few|several|a couple of)\\s(?:years?|months?|weeks?|days?|hours?))(?:\\s(?:ago|old|an hour|a year|per hour|a week))?';
/** A number with its unit set where a frame expects a situation: "fit 3 days:", "with 2 people in mind". */
const DANGLING = new RegExp(
  `\\b(?:fits?|to|about|of|given|with|on|for)\\s+${UNIT}(?:\\s*:|,? in mind|\\sin the picture|\\sin your position|\\sis what)`,
  'i',
);
/** A colon followed by a short fragment that ends the sentence: "not working for you: 3 days." */
const COLON_FRAGMENT = /:\s+(?![“"*>])([^:.!?“”"\n]{1,60})\.(?=\s|$)/g;

/**
 * Sentences that slot a fact into a frame no coach would write: a frame word with a dangling unit
 * ("Three moves that fit 3 days:", "with 2 weeks in the picture"), or a fact of the post (or any
 * number) alone after a colon, ending the sentence ("…are not working for you: 3 days.").
 */
export function frameFaults(reply: string, post = ''): string[] {
  const facts = factsOf(post).map((f) => f.text.toLowerCase());
  const faults: string[] = [];
  for (const line of reply.split('\n')) {
    if (/^>\s/.test(line)) continue;
    const dangling = line.match(DANGLING);
    if (dangling) faults.push(dangling[0]);
    for (const m of line.matchAll(COLON_FRAGMENT)) {
      const fragment = m[1] ?? '';
      const short = fragment.trim().split(/\s+/).length <= 4;
      const fact = /\d/.test(fragment) || facts.some((f) => fragment.toLowerCase().includes(f));
      if (short && fact) faults.push(m[0]);
    }
  }
  return faults;
}

function contains(reply: string, phrase: string): boolean {
  const escaped = escapeRegExp(phrase);
  return new RegExp(`(^|[^\\p{L}\\p{N}])${escaped}($|[^\\p{L}\\p{N}])`, 'iu').test(reply);
}

export function judgeReply(post: string, reply: string) {
  const hard = factsOf(post).map((f) => f.text);
  const known = libraryLemmas();
  const own = [...new Set(lemmas(post.slice(0, 1_500)))].filter(
    (l) => l.length >= 4 && !known.has(l) && !/^\d+$/.test(l),
  );
  const usesHardFact = hard.some((f) => contains(reply, f));
  const usesFact = usesHardFact || lemmas(reply).some((l) => own.includes(l));
  // A post that asks for nothing (asks.ts nonRequest: good news, venting, an advert) is answered by
  // a short reply that reflects it and asks what the member wants, not by steps; so is a discussion
  // post, and a question for information gets the answer and a question (explain.ts).
  const talk = Boolean(nonRequest(post) || discussion(post) || infoAsk(post));
  const acts =
    /^\d+\.\s/m.test(reply) || /^>\s/m.test(reply) || (talk && /\?\s*$/.test(reply.trim()));
  const answered = acts && !MENU.test(reply) && !REFUSAL.test(reply) && !PLACEHOLDER.test(reply);
  const paragraphs = reply
    .split(/\n\s*\n/)
    .map((p) => p.replace(/\s+/g, ' ').trim())
    .filter((p) => p.length >= 30);
  const lines = reply
    .split('\n')
    .map((l) => l.replace(/\s+/g, ' ').trim())
    .filter((l) => l.length >= 30);
  return {
    answered,
    usesFact,
    usesHardFact,
    frameFaults: frameFaults(reply, post),
    paragraphs,
    lines,
  };
}

export async function runPosts(items: Item[], coach?: Coach): Promise<PostResult[]> {
  const guarded = coach ?? withSafetyNet(createOfflineCoach({ wordDelayMs: 0 }));
  const results: PostResult[] = [];
  for (const item of items) {
    const agent = COACH_FOR_FLAIR[item.label] ?? DEFAULT_COACH;
    const request: CoachRequest = {
      agent: agentOf(agent),
      settings: { model: 'gpt-4o', temperature: 0.7, maxTokens: 1000, systemPrompt: null },
      history: [],
      message: { content: item.text, attachments: [] },
      user: { firstName: 'Alex' },
      safety: safetyFor(assessCrisis(item.text), null),
      signal: new AbortController().signal,
    };
    let reply = '';
    for await (const delta of guarded.streamReply(request)) reply += delta;
    const safety = Boolean(request.safety?.crisis || request.safety?.concern);
    results.push({
      // The topic as the coach finds it for a first message (respond.ts, queryOf; retrieve.ts
      // situationOf); "general" when no entry fits and the general coaching path answers.
      topic:
        situationOf(
          queryOf(stateOf(request)),
          askedOf(item.text),
          agent,
          questionsOf(item.text).join('\n'),
        )?.entry.id ?? 'general',
      label: item.label,
      part: item.part,
      agent,
      text: item.text,
      reply,
      safety,
      ...judgeReply(item.text, reply),
      words: reply.split(/\s+/).filter(Boolean).length,
    });
  }
  return results;
}

export interface Row {
  label: string;
  posts: number;
  safety: number;
  answered: number;
  usesFact: number;
  usesHardFact: number;
  /** Replies with at least one fact slotted into a frame it does not fit (a count, not a rate). */
  frameFaults: number;
  repeated: number;
  repeatedLines: number;
  /** Paragraphs repeated in the reply to a post about another topic. */
  repeatedUnrelated: number;
  medianWords: number;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? (sorted[Math.floor(sorted.length / 2)] ?? 0) : 0;
}

/** Per flair and overall, over the coached replies of one part. */
export function summarisePosts(results: PostResult[]): Row[] {
  const coached = results.filter((r) => !r.safety);
  const seen = new Map<string, Set<number>>();
  coached.forEach((r, i) => {
    for (const p of [...r.paragraphs, ...r.lines]) {
      const set = seen.get(p) ?? new Set<number>();
      set.add(i);
      seen.set(p, set);
    }
  });
  const elsewhere = (texts: string[], i: number) =>
    texts.filter((p) => [...(seen.get(p) ?? [])].some((j) => j !== i)).length;
  const repeatedIn = (r: PostResult, i: number) => elsewhere(r.paragraphs, i);
  const unrelatedIn = (r: PostResult, i: number) =>
    r.paragraphs.filter((p) =>
      [...(seen.get(p) ?? [])].some((j) => j !== i && coached[j]?.topic !== r.topic),
    ).length;
  const row = (label: string, all: PostResult[]): Row => {
    const mine = all.filter((r) => !r.safety);
    const paragraphs = mine.reduce((n, r) => n + r.paragraphs.length, 0);
    const repeated = mine.reduce((n, r) => n + repeatedIn(r, coached.indexOf(r)), 0);
    const lineCount = mine.reduce((n, r) => n + r.lines.length, 0);
    const repeatedLines = mine.reduce((n, r) => n + elsewhere(r.lines, coached.indexOf(r)), 0);
    const rate = (f: (r: PostResult) => boolean) =>
      mine.length ? mine.filter(f).length / mine.length : 1;
    return {
      label,
      posts: all.length,
      safety: all.length - mine.length,
      answered: rate((r) => r.answered),
      usesFact: rate((r) => r.usesFact),
      usesHardFact: rate((r) => r.usesHardFact),
      frameFaults: mine.filter((r) => r.frameFaults.length).length,
      repeated: paragraphs ? repeated / paragraphs : 0,
      repeatedLines: lineCount ? repeatedLines / lineCount : 0,
      repeatedUnrelated: paragraphs
        ? mine.reduce((n, r) => n + unrelatedIn(r, coached.indexOf(r)), 0) / paragraphs
        : 0,
      medianWords: median(mine.map((r) => r.words)),
    };
  };
  const labels = [...new Set(results.map((r) => r.label))].sort();
  return [
    ...labels.map((l) =>
      row(
        l,
        results.filter((r) => r.label === l),
      ),
    ),
    row('ALL', results),
  ];
}

const pct = (n: number) => `${(n * 100).toFixed(1)}%`.padStart(6);

export function formatPosts(title: string, rows: Row[]): string {
  const lines = [
    `\n== ${title} ==`,
    'flair                 posts  safety  answered  uses-fact  hard-fact  frame-fault  rep-para  rep-line  rep-unrel  median-words',
  ];
  for (const r of rows) {
    lines.push(
      `${r.label.padEnd(20)} ${String(r.posts).padStart(6)}  ${String(r.safety).padStart(6)}  ${pct(r.answered).padStart(8)}  ${pct(r.usesFact).padStart(9)}  ${pct(r.usesHardFact).padStart(9)}  ${String(r.frameFaults).padStart(11)}  ${pct(r.repeated).padStart(8)}  ${pct(r.repeatedLines).padStart(8)}  ${pct(r.repeatedUnrelated).padStart(9)}  ${String(r.medianWords).padStart(12)}`,
    );
  }
  return lines.join('\n');
}
