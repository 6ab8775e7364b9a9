import { figuresIn } from './money-figures.js';
import { offerFigures, offerLessCost } from './offer-figures.js';
import {
  type Compared,
  commuteIn,
  compareGiven,
  type OptionTerms,
  optionsThread,
} from './options-figures.js';
import { FEWER_DAYS } from './part-time.js';
import { type Worked, workedAnswer } from './worked-figures.js';

/**
 * Worked figures carried through a conversation (ADR 026, addendum "follow the figures"). An
 * answer worked on the member's figures (two offers side by side, can I afford it, how long to
 * clear a debt or reach a goal) is the thread's state; a later turn that adds or changes a figure
 * or a term ("A is 30 min and B is 90 min each way", "and if I pay 300 a month?", "what about a
 * car loan of 260 a month?") re-runs the same working on the figures as they now stand and says
 * what changed; a yes/no question about it ("so should I take A?", "should I skip the car?") is
 * answered first, from the figures, before anything else.
 *
 * Everything is read again from the member's turns on every turn: nothing is stored.
 */

/** How many member turns back the worked message may be for a follow-up to act on it. */
const REACH = 3;

/**
 * A yes/no question that points back at the choice or the sum ("so should I take A?", "should I
 * still take B?", "is that too much of a gamble?", "should I skip the car?", "is it worth it?").
 */
const YES_NO =
  /^(?:(?:so|and|ok(?:ay)?|then|right|but|hmm)[,.]?\s+)*(?:should i|would you|do i|is (?:it|that|this|[A-D])|so is|would (?:it|that)|am i|can i still)\b[^?]{0,80}\?\s*$/i;
const RISK = /\b(?:gamble|risk(?:y)?|bet|safe)\b/i;
/** A yes/no question about the choice itself: taking, picking, which is better, worth, a risk. */
const CHOICE =
  /\b(?:take|accept|go (?:for|with)|choose|pick|sign|better|worth|gamble|risk(?:y)?|bet|safe|right (?:call|choice|move))\b/i;
const DROP = /\b(?:skip|drop|cancel|give up|go without|not (?:get|take|buy)|avoid)\b/i;

/** The last sentence of a message, where a yes/no question sits ("…, so should I still take B?"). */
function yesNoOf(text: string): string | undefined {
  const t = text.trim();
  const last = t.split(/(?<=[.!?])\s+|,\s+(?=(?:so|and|but)\s)/).at(-1) ?? t;
  return YES_NO.test(last) ? last : undefined;
}

const upper = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const listed = (xs: string[]) =>
  xs.length <= 1 ? (xs[0] ?? '') : `${xs.slice(0, -1).join(', ')} and ${xs.at(-1)}`;

/** The worked answer a follow-up acts on, with the figures as they now stand; see the file note. */
export function workedThread(earlier: string[], text: string): Worked | undefined {
  if (!earlier.length) return undefined;
  return optionsTurn(earlier, text) ?? sumTurn(earlier, text) ?? offerTurn(earlier, text);
}

// ——— One offer against current pay ———————————————————————————————————————————————

/** What a cost is called in the member's words, for the line that says it back. */
const COST_NAME =
  /\b(season ticket|train(?: ticket)?|bus(?: pass)?|fuel|petrol|parking|tolls?|commute|travel|rent|childcare)\b/i;

/**
 * "What about the train, it's 180 a month more": a cost the move brings, after an answer that set
 * an offer against current pay, taken off the rise (offer-figures.ts offerLessCost). The offer
 * message is read as later turns corrected it ("61k not 57k").
 */
/** The one amount said with its period anywhere in a short message, a month's worth. */
function periodAmount(text: string): number | undefined {
  const found = [
    ...text.matchAll(
      /(?<![\w.])[£$€]?\s?(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)\s?(k\b)?\s*(?:a|per|each|\/)\s*(month|year|week)\b/gi,
    ),
  ];
  const [m] = found;
  if (found.length !== 1 || !m) return undefined;
  const value = Number((m[1] ?? '').replace(/,/g, '')) * (m[2] ? 1000 : 1);
  const period = (m[3] ?? '').toLowerCase();
  return period === 'year' ? value / 12 : period === 'week' ? (value * 52) / 12 : value;
}

function offerTurn(earlier: string[], text: string): Worked | undefined {
  if (offerFigures(text)) return undefined;
  const start = Math.max(0, earlier.length - REACH);
  let from = -1;
  for (let i = earlier.length - 1; i >= start; i--)
    if (offerFigures(earlier[i] ?? '')) {
      from = i;
      break;
    }
  if (from < 0) return undefined;
  let base = earlier[from] ?? '';
  for (const t of earlier.slice(from + 1)) base = amended(base, t);
  const monthly = commuteIn(text) ?? periodAmount(text);
  const name = COST_NAME.exec(text)?.[1]?.toLowerCase();
  if (monthly === undefined || !name) return undefined;
  const worked = offerLessCost(base, monthly * 12, `the ${name}`);
  if (!worked) return undefined;
  return { kind: 'compare', ...worked };
}

// ——— Options side by side ————————————————————————————————————————————————————————

function optionsTurn(earlier: string[], text: string): Worked | undefined {
  const recent = earlier.slice(-REACH);
  const thread = optionsThread(recent, text);
  if (!thread) return undefined;
  const yesNo = yesNoOf(text);
  // A yes/no question is about the choice when it says so or names an option; "is it too much to
  // ask them for 3 days at home?" is about asking, not about which option comes out ahead.
  const asked = yesNo && (CHOICE.test(yesNo) || thread.named.length) ? yesNo : undefined;
  if (!thread.added && !asked) return undefined;
  const before = compareGiven(thread.before);
  const after = compareGiven(thread.after);
  if (!before || !after) return undefined;
  const lines: string[] = [];
  if (asked) lines.push(directOnOptions(asked, thread.after, thread.named, after), '');
  // A term that moves no total (days at home with no commute given) is noted with what would let
  // it count, not the whole table again.
  const still =
    thread.added &&
    !asked &&
    before.top?.base === after.top?.base &&
    Math.abs(before.gap - after.gap) < 1 &&
    after.counted.length === before.counted.length;
  if (still) {
    const untimed = thread.after.some((o) => o.commuteMinutes === undefined);
    const home = thread.after.some((o, i) => o.remoteDays !== thread.before[i]?.remoteDays);
    lines.push(changeLine(before, after, thread.before, thread.after));
    if (home && untimed)
      lines.push(
        '',
        'Days at home count through the commute they save: each one takes a return journey and its cost off that option, which can be worth more than a pay gap of this size.',
      );
    return {
      kind: 'compare',
      lines: trimBlank(lines),
      question:
        home && untimed
          ? `What is the journey each way to ${listed(thread.after.filter((o) => o.commuteMinutes === undefined).map((o) => o.name))}, in minutes, and what does it cost?`
          : after.question,
    };
  }
  if (thread.added) {
    const noted = termsSaid(thread.before, thread.after);
    lines.push(
      asked && noted
        ? `${noted}.${before.top ? ` Before it, ${before.top.name} was about ${before.show(before.gap)} a year ahead.` : ''}`
        : changeLine(before, after, thread.before, thread.after),
    );
    // The side-by-side again, on the figures as they now stand (its "here are" line is the lead).
    const [, ...rest] = after.lines;
    lines.push(...rest);
  } else {
    lines.push(...figuresBehind(after));
  }
  const leaning = asked ? namedOption(thread.named, thread.after) : undefined;
  const question = leaning
    ? `What would ${thread.after.find((o) => o !== leaning)?.name ?? 'the other'} have to change for you to pick it instead?`
    : asked
      ? 'When do you need to give your answer, and what would you still like to find out before then?'
      : after.question;
  return { kind: 'compare', lines: trimBlank(lines), question };
}

/** The one option a question names, if it names exactly one. */
function namedOption(named: number[], options: OptionTerms[]): OptionTerms | undefined {
  return named.length === 1 ? options[named[0] ?? -1] : undefined;
}

/** What the new term did to the order: the same leader by more or less, or a new one. */
function changeLine(
  before: Compared,
  after: Compared,
  old: OptionTerms[],
  now: OptionTerms[],
): string {
  const fresh = after.counted.filter((c) => !before.counted.includes(c));
  const counting = fresh.length ? `Counting ${listed(fresh)}` : 'With what you have added';
  const show = after.show;
  const added = termsSaid(old, now);
  const head = added ? `${added}. ` : '';
  if (!after.top)
    return `${head}${counting}, the options now come out level${before.top ? `, where ${before.top.name} was ${show(before.gap)} a year ahead before` : ''}: the choice rests on what the figures do not show.`;
  if (!before.top || before.top.base !== after.top.base)
    return `${head}${counting}, that changes the answer: ${after.top.name} now comes out about ${show(after.gap)} a year ahead${before.top ? `, where ${before.top.name} was ${show(before.gap)} ahead before` : ''}.`;
  if (Math.abs(before.gap - after.gap) < 1)
    return `${head}On the figures you have given, that does not move the totals yet: ${after.top.name} stays about ${show(after.gap)} a year ahead.`;
  return `${head}${counting}, ${after.top.name} stays ahead, by about ${show(after.gap)} a year instead of ${show(before.gap)}.`;
}

/** The new terms said back: "A 30 min each way and B 90 min each way". */
function termsSaid(old: OptionTerms[], now: OptionTerms[]): string | undefined {
  const parts: string[] = [];
  now.forEach((o, i) => {
    const was = old[i];
    if (!was) return;
    const bits: string[] = [];
    if (o.commuteMinutes !== undefined && o.commuteMinutes !== was.commuteMinutes)
      bits.push(`${Math.round(o.commuteMinutes)} min each way`);
    if (o.commuteMonthly !== undefined && o.commuteMonthly !== was.commuteMonthly)
      bits.push(
        o.commuteMonthly === 0
          ? 'no travel cost'
          : `travel at about ${Math.round(o.commuteMonthly * 12).toLocaleString('en-GB')} a year`,
      );
    if (o.remoteDays !== undefined && o.remoteDays !== was.remoteDays)
      bits.push(`${o.remoteDays} day${o.remoteDays === 1 ? '' : 's'} a week at home`);
    if (o.leave !== undefined && o.leave !== was.leave) bits.push(`${o.leave} days' leave`);
    if (o.bonusPaid !== undefined && o.bonusPaid !== was.bonusPaid)
      bits.push(`a bonus that paid out about ${Math.round(o.bonusPaid * 100)} %`);
    if (bits.length) parts.push(`${o.name} with ${bits.join(' and ')}`);
  });
  return parts.length ? `Noted: ${listed(parts)}` : undefined;
}

/**
 * The direct answer to "should I take A?", "is that too much of a gamble?": yes or no from the
 * figures as they stand, then what would turn it.
 */
function directOnOptions(
  asked: string,
  options: OptionTerms[],
  named: number[],
  after: Compared,
): string {
  const show = after.show;
  const counted = after.counted.length ? `, counting ${listed(after.counted)}` : '';
  const bonusOne = options.find((o) => o.bonusPct !== undefined || o.bonusAmount !== undefined);
  if (RISK.test(asked) && bonusOne) {
    const other = options.find((o) => o !== bonusOne);
    const share = bonusOne.bonusPaid;
    const behind = after.top && after.top !== bonusOne;
    return share !== undefined
      ? behind
        ? `On its record, yes: at about ${Math.round(share * 100)} % paid out, ${bonusOne.name}'s bonus leaves it about ${show(after.gap)} a year behind ${other?.name ?? 'the other'}${counted}, so the bonus is a bet that loses on average.`
        : `On its record, no: even at about ${Math.round(share * 100)} % paid out, ${bonusOne.name} stays about ${show(after.gap)} a year ahead${counted}.`
      : `It depends on how often the bonus pays: ${bonusOne.name} needs most of it to keep up, so ask what it paid out in each of the last three years before you count on it.`;
  }
  const x = namedOption(named, options) ?? (DROP.test(asked) ? undefined : after.top);
  if (!after.top)
    return `On the figures it is a coin toss: they come out level${counted}, so choose on the work, the manager and where each job leads.`;
  if (!x || x.base === after.top.base)
    return `Yes, on the figures you have given: ${after.top.name} comes out about ${show(after.gap)} a year ahead${counted}. Only something the figures leave out (the work, the manager, where it leads) should turn that.`;
  return `Not on the figures alone: ${after.top.name} comes out about ${show(after.gap)} a year ahead${counted}. ${upper(x.name)} is the better pick only if what it gives that the figures do not show is worth more than about ${show(after.gap / 12)} a month to you.`;
}

/** The lines behind a direct answer that adds no term: the totals only, not the table again. */
function figuresBehind(after: Compared): string[] {
  return after.lines.filter((l) =>
    /^\*\*(?:All in|Commute time|Leave)\b|bonus on its record/.test(l),
  );
}

function trimBlank(lines: string[]): string[] {
  const out = [...lines];
  while (out.length && !out[0]?.trim()) out.shift();
  while (out.length && !out.at(-1)?.trim()) out.pop();
  return out.filter((l, i) => l.trim() || out[i - 1]?.trim());
}

// ——— Sums on the member's own money ————————————————————————————————————————————

const UP_BY =
  /^\s*(?:more|extra)\b|\b(?:up|rise|rises|rising|increase[sd]?|go(?:es)? up|went up) by\s*$/i;

/**
 * The member's earlier worked message with a later turn's figures laid over it: a figure of a
 * kind the message already has (the payment, the monthly saving, the pay) replaces it; "up by 150"
 * adds to it; a figure of a new kind (a car loan besides the rent) joins it as a sentence.
 */
function amended(base: string, turn: string): string {
  // A count of days given again ("and if I go to 3 days?") replaces the days the working was on.
  const fewer = FEWER_DAYS.exec(base);
  const days = /\b(\d|one|two|three|four)[- ]?days?\b/i.exec(turn);
  if (
    fewer?.[1] &&
    days?.[1] &&
    !/\b(?:days?\s*(?:a|per)\s*week\s*)?(?:at home|from home|remote|in the office|off|of leave|holiday)\b/i.test(
      turn.slice((days.index ?? 0) + days[0].length, (days.index ?? 0) + days[0].length + 25),
    )
  ) {
    const at = (fewer.index ?? 0) + fewer[0].indexOf(fewer[1]);
    return `${base.slice(0, at)}${days[1]}${base.slice(at + fewer[1].length)}`;
  }
  const figs = figuresIn(turn);
  if (!figs.length) return base;
  let out = base;
  let joined = false;
  const own = figuresIn(base);
  for (const f of figs) {
    const raw = /^[£$€]?\s?[\d,.]+\s?[kKmM]?/.exec(turn.slice(f.at))?.[0]?.trim() ?? '';
    const head = turn.slice(Math.max(0, f.at - 16), f.at);
    // "61k not 57k": the figure after "not" is the one being taken back.
    if (/\bnot\s*$/i.test(head)) continue;
    // The same kind of figure said over the same period: a monthly saving replaces the monthly
    // saving, never the goal it saves for.
    const same = own.find((g) => g.label && g.label === f.label && g.yearly === f.yearly);
    if (same && f.label !== 'debt' && f.label !== 'costs') {
      const rawOld = /^[£$€]?\s?[\d,.]+\s?[kKmM]?/.exec(base.slice(same.at))?.[0]?.trim() ?? '';
      const value = UP_BY.test(head) ? same.value + f.value : f.value;
      const text = UP_BY.test(head) ? value.toLocaleString('en-GB') : raw;
      out = `${out.slice(0, same.at)}${text}${out.slice(same.at + rawOld.length)}`;
    } else if (!joined) {
      out = `${out.trim()}\n${turn.replace(/^\s*(?:(?:so|and|but|ok(?:ay)?)[,.]?\s+)*(?:what about|how about|and|what)\s+if\s+/i, '').trim()}`;
      joined = true;
    }
  }
  return out;
}

function sumTurn(earlier: string[], text: string): Worked | undefined {
  const start = Math.max(0, earlier.length - REACH);
  let from = -1;
  for (let i = earlier.length - 1; i >= start; i--) {
    const w = workedAnswer(earlier[i] ?? '');
    if (w && w.kind !== 'compare') {
      from = i;
      break;
    }
  }
  if (from < 0) return undefined;
  let base = earlier[from] ?? '';
  for (const t of earlier.slice(from + 1)) base = amended(base, t);
  const was = workedAnswer(base);
  if (!was) return undefined;
  const yesNo = yesNoOf(text);
  // A yes/no question is answered from the sum only where the sum is the answer: whether it fits.
  const asked = was.kind === 'afford' ? yesNo : undefined;
  const next = amended(base, text);
  const changed = next !== base;
  if (!changed && !asked) return undefined;
  const now = changed ? workedAnswer(next) : was;
  if (!now || now.kind !== was.kind) return undefined;
  const lines: string[] = [];
  if (asked && now.kind === 'afford') {
    const drop = DROP.test(asked);
    lines.push(
      now.fits
        ? drop
          ? `You do not have to, on these figures: ${now.gist}, which still leaves room to save.`
          : `On these figures it can work: ${now.gist}, which still leaves room to save.`
        : drop
          ? `Yes, on these figures I would, at least for now: ${now.gist}, which leaves too little to save and to absorb a bad month.`
          : `On these figures it is a stretch: ${now.gist}, which leaves too little to save and to absorb a bad month.`,
      '',
    );
  }
  if (changed && was.gist && now.gist)
    lines.push(`On the new figures, ${now.gist}; before, ${was.gist}.`, '');
  if (changed) lines.push(...now.lines);
  // The same closing question as the turn before would only be dropped as said: weigh the two.
  const question =
    changed && now.question === was.question
      ? 'Of the two versions, which fits your life better, and what would decide it for you?'
      : now.question;
  return { ...now, lines: trimBlank(lines), question };
}
