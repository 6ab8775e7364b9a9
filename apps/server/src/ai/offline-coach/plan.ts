import { type Reading, read } from '../../nlp/cues.js';
import { spellCount } from '../../nlp/number-words.js';
import type { CoachRequest } from '../coach.js';
import type { CrisisKind } from '../safety/detect.js';
import { isAcronym } from './acronyms.js';
import { questionsOf } from './asks.js';
import type { CoachDomain } from './coaches.js';
import type { PlanItem } from './content.js';
import { type CvFacts, cvSource, readCv } from './cv-facts.js';
import type { IntentId } from './intents.js';

export type { PlanItem } from './content.js';

/**
 * What the coach has to say about one request, before it is worded as a reply: a lead, an optional
 * draft (a rewritten summary, a message), numbered items the member can ask about one by one, and
 * what to offer next. The same plan answers the follow-ups ("the second one?", "shorter?").
 */
export interface Plan {
  lead: string[];
  draft?: { label: string; text: string; short: string };
  /** Shown before the numbered items, e.g. "**What your CV already shows**" and its lines. */
  before?: string[];
  itemsHeading?: string;
  items: PlanItem[];
  /** Items are the steps of an exercise: numbered plainly, without bold titles. */
  steps?: boolean;
  after?: string[];
  question?: string;
  /** Things the member might say next, in their voice. */
  suggestions: string[];
  /** The answer could not be given without a CV (it asks for one). */
  needsCv?: boolean;
}

export interface PlanContext {
  request: CoachRequest;
  intent: IntentId;
  /** The text that set the topic (the message, or the anchor of a follow-up). */
  text: string;
  reading: Reading;
  name: string;
  domain: CoachDomain;
  careful: CrisisKind | null;
  cv(): CvFacts | null;
  /**
   * The question sentences of the text, read on their own (the whole text when it asks nothing
   * in a question form): what the member asks, which a plan answers before the story around it.
   */
  asked(): Reading;
}

export function planContext(
  request: CoachRequest,
  intent: IntentId,
  text: string,
  reading: Reading,
  name: string,
  domain: CoachDomain,
): PlanContext {
  let facts: CvFacts | null | undefined;
  let asked: Reading | undefined;
  return {
    request,
    intent,
    text,
    reading,
    name,
    domain,
    careful: request.safety?.careful ?? null,
    cv() {
      if (facts === undefined) {
        const source = cvSource(request);
        facts = source ? readCv(source) : null;
      }
      return facts;
    },
    asked() {
      const questions = questionsOf(text).join(' ');
      asked ??= questions ? read(questions) : reading;
      return asked;
    },
  };
}

/** FNV-1a: a stable number from a text, so choices vary with the input but repeat for it. */
export function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export function choose<T>(items: readonly T[], seed: number): T {
  return items[seed % items.length] as T;
}

export const quote = (text: string, max = 160) =>
  `“${text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text}”`;

export const upperFirst = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/**
 * "a" or "an" before a phrase, by its sound: "an operations role", "an HR role", "an MBA", but
 * "a UX role", "a user", "a one-off".
 */
export function withArticle(phrase: string): string {
  const first = phrase.split(/\s+/)[0] ?? '';
  const an = isAcronym(first)
    ? /^[AEFHILMNORSX]/.test(first)
    : /^(?:[aeio]|u(?!ni|s[eu]|tili)|hour|honest|heir)/i.test(first) && !/^one\b/i.test(first);
  return `${an ? 'an' : 'a'} ${phrase}`;
}

export function listJoin(items: string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

export const spell = spellCount;

/** A title as a sentence: a full stop unless it already ends in punctuation or a quote. */
export const asSentence = (title: string) => (/[.?!”"’:]$/.test(title) ? title : `${title}.`);

/** The numbered items as markdown. */
export function renderItems(plan: Plan, items = plan.items): string[] {
  return items.map((item, i) =>
    plan.steps
      ? `${i + 1}. ${item.title}`
      : `${i + 1}. **${asSentence(item.title)}** ${item.body}`.trimEnd(),
  );
}

/** The whole plan as the body of a first answer. */
export function renderPlan(plan: Plan): string[] {
  const lines: string[] = [];
  if (plan.lead.length) lines.push(plan.lead.join(' '));
  if (plan.draft) {
    lines.push(
      '',
      `**${plan.draft.label}**`,
      '',
      ...plan.draft.text.split('\n').map((l) => `> ${l}`),
    );
  }
  if (plan.before?.length) lines.push('', ...plan.before);
  if (plan.items.length) {
    if (plan.itemsHeading) lines.push('', plan.itemsHeading);
    lines.push('', ...renderItems(plan));
  }
  if (plan.after?.length) lines.push('', ...plan.after);
  if (plan.question) lines.push('', plan.question);
  return lines;
}
