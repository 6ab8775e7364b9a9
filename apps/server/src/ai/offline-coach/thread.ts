import type { Fact } from './facts.js';
import type { Entry } from './knowledge.js';
import { upperFirst } from './plan.js';
import { secondPerson, situationSentence } from './reflect.js';
import { type Condition, newStandings } from './status.js';

/**
 * What a conversation has already said, and what the newest turn changes (ADR 026, addendum of
 * 2026-11-28). Three rules hold across the turns of one conversation:
 *
 * 1. **Nothing is said twice.** A paragraph, a step or a figures block that an earlier assistant
 *    turn already gave is not given again (`withoutRepeats`); when every step of an answer was
 *    given before, one short line points back to them instead.
 * 2. **A follow-up question is answered for what it asks.** "How do I follow up?" after an answer
 *    about an offer asks how and when to reply to the employer: it gets the timing and a short
 *    message to send, built from the thread's topic and facts (`replyAnswer`), not the same steps.
 * 3. **A new fact changes the answer, and the reply says so.** "Actually I'm freelance, not
 *    employed" or "he owns the company, there's no HR" is said back as the member put it, with
 *    what it changes (`changeLead`); the standing it sets (status.ts) takes out the steps that
 *    contradict it and brings in the ones written for it (retrieve.ts rankSteps).
 */

// ——— 1. Nothing said twice ————————————————————————————————————————————————————————————

const STEP = /^\d+\.\s+/;

/** The one line that points back to steps already given, in place of them. */
const POINTER = 'The steps in my last reply still stand.';

/** Fewer new words than this, and the reply is left as written (see withoutRepeats). */
const THIN = 30;

/** A line as compared across turns: no numbering, markup, quotes or spacing differences. */
function norm(line: string): string {
  return line
    .replace(STEP, '')
    .replace(/^>\s?/, '')
    .replace(/[*_`“”"’']/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}

const wordsOf = (s: string) => s.split(/\s+/).filter(Boolean);

/**
 * Whether a line says again what an earlier line said: the same words, or (for a long line) an
 * earlier line that holds it whole or that it holds whole. Short lines (a lead-in such as "Here is
 * what helps now:", a heading) are the reply's joints, not its content, and may recur.
 */
function repeats(line: string, earlier: Set<string>, earlierText: string): boolean {
  const n = norm(line);
  if (wordsOf(n).length < 8) return false;
  if (earlier.has(n)) return true;
  if (wordsOf(n).length >= 12 && earlierText.includes(n)) return true;
  return false;
}

/**
 * The reply without the lines an earlier assistant turn of the conversation already said: steps
 * (renumbered), paragraphs, figures blocks, quoted drafts and the closing question. When every step
 * went, their lead-in goes too and one line points back to them. Undefined when nothing repeats.
 */
export function withoutRepeats(
  reply: string,
  earlierReplies: string[],
  /**
   * The next-deeper content of the thread's topic, best first: steps of its entry not given yet,
   * then each given step's deeper note, then its script as a quoted block. When every step of the
   * reply was said before, the first of these not said before either take the steps' place, so
   * the member always gets something new; the pointer back is the last resort.
   */
  deeper: string[] = [],
): string | undefined {
  if (!earlierReplies.length) return undefined;
  const earlierLines = earlierReplies.flatMap((r) => r.split('\n')).map(norm);
  const earlier = new Set(earlierLines.filter(Boolean));
  const earlierText = earlierLines.join('\n');
  const lines = reply.split('\n');
  const kept: string[] = [];
  let dropped = 0;
  let droppedSteps = 0;
  let keptSteps = 0;
  for (const line of lines) {
    if (line.trim() && repeats(line, earlier, earlierText)) {
      dropped += 1;
      if (STEP.test(line)) droppedSteps += 1;
      continue;
    }
    if (STEP.test(line)) keptSteps += 1;
    kept.push(line);
  }
  if (!dropped) return undefined;
  // Renumber the steps left, and drop a lead-in ("What I would do from here:") left with none.
  const out: string[] = [];
  let n = 0;
  for (const [i, line] of kept.entries()) {
    if (STEP.test(line)) {
      n += 1;
      out.push(line.replace(STEP, `${n}. `));
      continue;
    }
    if (/:\s*$/.test(line) && !/^>/.test(line) && droppedSteps && !keptSteps) {
      const next = kept.slice(i + 1).find((l) => l.trim());
      if (!next || !STEP.test(next)) {
        out.push(POINTER);
        continue;
      }
    }
    // A heading ("**Before you ask**") whose steps all went with the repeats.
    if (/^\*\*[^*]+\*\*\s*$/.test(line.trim()) && droppedSteps) {
      const next = kept.slice(i + 1).find((l) => l.trim());
      if (!next || (!STEP.test(next) && !/^>/.test(next.trim()))) continue;
    }
    // A label for a quoted block ("**What you can say**:") whose quote went with the repeats.
    if (/^\*\*[^*]+\*\*:?\s*$/.test(line.trim()) || /^\*\*[^*]+:\*\*\s*$/.test(line.trim())) {
      const next = kept.slice(i + 1).find((l) => l.trim());
      if (/:\s*(?:\*\*)?\s*$/.test(line) && (!next || !/^>/.test(next.trim()))) continue;
    }
    out.push(line);
  }
  const text = out
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  // Too little of substance left (under THIN words besides the pointer back): the reply as
  // written, since an answer of one pointer and a question says nothing at all.
  if (wordsOf(text.replace(POINTER, '')).length < THIN) return undefined;
  // A pointer back alone gives nothing new: the topic's next-deeper content takes its place when
  // any of it is still unsaid (steps not given yet, a deeper note, the script).
  if (text.includes(POINTER)) {
    const fresh = freshDeeper(deeper, earlier, earlierText);
    if (fresh.length)
      return text.replace(
        POINTER,
        fresh.some((l) => STEP.test(l))
          ? ['What I would add now:', ...fresh].join('\n')
          : ['One level deeper on what I said:', ...fresh].join('\n'),
      );
  }
  return text;
}

/**
 * Up to three lines of `deeper` no earlier turn said: new steps first (renumbered), else one
 * deeper note or one quoted script with the words that introduce it.
 */
function freshDeeper(deeper: string[], earlier: Set<string>, earlierText: string): string[] {
  const fresh = deeper.filter((l) => l.trim() && !repeats(l, earlier, earlierText));
  const steps = fresh.filter((l) => STEP.test(l)).slice(0, 3);
  if (steps.length) return steps.map((l, i) => l.replace(STEP, `${i + 1}. `));
  return fresh.slice(0, 2);
}

// ——— 2. A follow-up question answered for what it asks ——————————————————————————————

/**
 * A short question about getting back to the other side, with no new object named: "How do I
 * follow up?", "when should I reply?", "what do I say back to them?", "how should I respond?".
 * Someone named ("how do I tell my manager") or a new matter ("follow up after the interview")
 * is a question of its own, answered on its own topic.
 */
const REPLY_ASK =
  /^(?:(?:ok(?:ay)?|and|so|right|thanks|great|cool)[,.!]?\s+)*(?:how|when|what)\s+(?:should|do|can|would|could|shall)\s+i\s+(?:best\s+)?(?:follow(?:[- ]?up|\s+up)|get back to (?:them|him|her|the employer|the company|the recruiter)|reply|respond|answer(?: them| him| her)?|write back|say back|say to (?:them|him|her))(?:\s+(?:to (?:them|him|her|it|that|the (?:offer|email|employer|recruiter))|on (?:it|that|this|the offer)|with (?:them|him|her)))?\s*(?:now|then|next)?\s*\??\s*$/i;

export function asksHowToReply(message: string): boolean {
  return wordsOf(message).length <= 14 && REPLY_ASK.test(message.trim());
}

/** The entries about an offer: the other side is the employer, the matter their offer. */
const OFFER_TOPICS = new Set([
  'offer-decision',
  'offer-time',
  'offer-negotiation',
  'choose-between-jobs',
  'counter-offer',
]);

/**
 * The answer to a follow-up ask about replying, on the thread topic: when and how to reply, a short message
 * to send (their facts in it), a pointer back to what was already said, and a question the thread
 * has not asked. Undefined when the topic has no other side to reply to (then the question is
 * answered on the usual path).
 */
export function replyAnswer(
  entry: Entry | undefined,
  facts: Fact[],
  earlierReplies: string[],
  /** The member holds an offer (status.ts `has-offer`), whichever entry answered it. */
  holdsOffer = false,
): string[] | undefined {
  const before = earlierReplies.join('\n');
  const offered = facts.some((f) => f.kind === 'money' && f.as === 'offer');
  if ((entry && OFFER_TOPICS.has(entry.id)) || holdsOffer || offered) {
    const offer =
      facts.find((f) => f.kind === 'money' && f.as === 'offer') ??
      facts.find((f) => f.kind === 'money');
    const role = [...facts].reverse().find((f) => f.kind === 'role')?.text;
    const what = offer ? `the ${offer.text} offer` : 'the offer';
    const lines = [
      `On getting back to the employer about ${what}: reply within a day, even before you have decided. The reply is not your answer yet; it thanks them and sets the date for it.`,
      '',
      '**When and how**',
      '1. **Reply by email within 24 hours.** A quick, warm reply keeps the offer safe while you think; silence for days reads as doubt.',
      '2. **Ask for the whole package in writing.** Base, bonus, pension or retirement match, leave and start date: you cannot weigh an offer you have only heard on the phone.',
      '3. **Give a date, not a vague "soon".** Two to five working days to decide is normal; ask for it now rather than running late later.',
      '',
      '**A short reply, to adapt:**',
      `> Thank you for the offer${offer ? ` of ${offer.text}` : ''}${role ? ` for the ${role} role` : ''}; I'm very glad to have it. Could you send the full details in writing, including bonus, pension, leave and the start date? I'd like to give you my answer by Friday, and I'm happy to talk before then if that helps.`,
    ];
    if (/\*\*The numbers:\*\*/.test(before))
      lines.push(
        '',
        'The figures in my last reply still stand: this is only the message that buys you time to weigh them.',
      );
    lines.push('', 'Which day can you promise them your answer by?');
    return lines;
  }
  // Any other topic with a message in the library: the message, introduced as the reply, once.
  if (entry?.script && !before.includes(entry.script.text.slice(0, 40))) {
    return [
      `You're asking how to follow up. Keep it to one short message, sent once, to the person who can act on it, and give it a few working days before you write again.`,
      '',
      `**${entry.script.label}**, to adapt:`,
      `> ${entry.script.text.replace(/\{(\w+)\|([^}]*)\}/g, (_, _k: string, d: string) => d || '…')}`,
      '',
      'When will you send it, and to whom?',
    ];
  }
  return undefined;
}

// ——— 3. A new fact said back with what it changes ——————————————————————————————————————

/** Words a message opens with that carry no fact ("actually", "oh and", "sorry,", "just so you know"). */
const MARKERS =
  /^(?:(?:actually|oh|ah|also|and|but|sorry|well|so|ok(?:ay)?|fyi|btw|just so you know|to be clear|i should (?:say|add|mention)(?: that)?|forgot to (?:say|mention)(?: that)?)[,.!:;-]?\s+)+/i;

/** What each new standing changes in the advice, in one sentence (he/she read from their words). */
function consequence(c: Condition, said: string): string | undefined {
  const him = /\b(?:he|him|his)\b/i.test(said)
    ? { obj: 'him', pos: 'his' }
    : /\b(?:she|her)\b/i.test(said)
      ? { obj: 'her', pos: 'her' }
      : { obj: 'them', pos: 'their' };
  switch (c) {
    case 'self-employed':
      return 'That changes the search: your freelance work counts as experience to show, and your clients are the warmest way in.';
    case 'no-hr':
      return `So nothing below goes over ${him.pos} head: what is left is between you and ${him.obj}, kept in writing.`;
    case 'job-lost':
    case 'job-ended':
      return 'That changes what comes first: your income and the search, not the job you had.';
    case 'accepted-offer':
      return 'With the offer accepted, the steps are about the start, not the decision.';
    case 'has-offer':
      return 'With an offer in hand, the steps weigh it against where you are now.';
    case 'student':
      return 'As a student, the steps fit around your studies.';
    default:
      return undefined;
  }
}

/**
 * The opening of a reply to a message that adds or corrects a fact: their fact said back as they
 * put it (in the second person), then what it changes. Undefined when the message is a question
 * or too long to say back in one sentence.
 */
export function changeLead(turns: string[]): string | undefined {
  const newest = (turns.at(-1) ?? '').trim();
  if (!newest || /\?/.test(newest)) return undefined;
  const first = (newest.split(/(?<=[.!])\s+/)[0] ?? newest).replace(MARKERS, '').trim();
  const plain = first.replace(/[.!,;:\s]+$/, '');
  const fromStory = wordsOf(plain).length > 25 ? situationSentence(newest) : undefined;
  if (wordsOf(plain).length > 25 && !fromStory) return undefined;
  const said = fromStory ?? `${upperFirst(secondPerson(plain))}.`;
  const changed = newStandings(turns)
    .map((c) => consequence(c, newest))
    .find(Boolean);
  return `${said} ${changed ?? 'I have fitted the steps below to that.'}`;
}
