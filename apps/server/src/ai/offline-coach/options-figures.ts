import { questionsOf } from './asks.js';
import { CARDINALS } from './numbers.js';

/**
 * Two (or more) job offers weighed side by side, when the member gives each its own figures ("one
 * is 48k with a 10% bonus and 25 days off, the other 53k with no bonus and 20 days").
 *
 * The reading: every yearly salary the message names (a currency, a "k" or a thousands
 * separator, 10,000 or more) that is not a bonus, what they earn now or a cost starts an option;
 * the words up to the next option are its terms. Options are cut apart at the words that name the
 * next one ("Job B", "the other", "the second"), else at the last sentence break, else at the last
 * comma or "vs" before its salary. Each option's terms are read from its own words only: a bonus
 * as a per cent or an amount ("no bonus" is a bonus of nothing), days of leave, the employer's
 * pension per cent, a commute cost a month or a year, days a week at home.
 *
 * The comparison works only on what was given: cash if the bonus pays in full, the leave
 * difference valued at a working day (a 260th of the salary), the employer's pension, the commute
 * taken off. A term given for some options but not all is named and left out of the total, and
 * nothing the member did not say is filled in. A bonus is shown both ways: the share of it that
 * has to pay out for its offer to come out ahead.
 */

export interface OptionTerms {
  /** How the reply names it: "Job A" when the member named it so, else "the 48k offer". */
  name: string;
  base: number;
  /** The salary as written: "48k", "£41,000". */
  baseText: string;
  bonusPct?: number;
  bonusAmount?: number;
  noBonus?: boolean;
  /** A bonus named with no figure: "72k plus bonus". */
  bonusUnsized?: boolean;
  leave?: number;
  pensionPct?: number;
  commuteMonthly?: number;
  remoteDays?: number;
  /** Office days per week, when the member counts them ("office 3 days a week"). */
  officeDays?: number;
  /** The option's label when the member labelled it ("A", "2"): a follow-up names it so. */
  label?: string;
  /** Commute time one way on an office day, in minutes ("30 min each way", "an hour's drive"). */
  commuteMinutes?: number;
  /** The share of its bonus that has paid out in recent years ("only paid out about half"). */
  bonusPaid?: number;
}

interface Found {
  value: number;
  text: string;
  at: number;
  end: number;
}

const SALARY =
  /(?<![\w.])([£$€])?\s?(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)\s?(k|K)?(?![\w%])(?!\s*(?:days?|weeks?|months?|years?|hours?|%))/g;

/** Words right after an amount that make it something other than a salary. */
const NOT_SALARY_AFTER =
  /^\s*(?:a year\s+|per year\s+|annual\s+)?(?:bonus|sign(?:ing|-on| on)|equity|in (?:stock|shares|rsus?)|stock|shares|rsus?|relocation|pension|commute|travel|of debt|debt|loan|deposit|saved|savings|in savings|rent)\b/i;
/** Words right before it that do. */
const NOT_SALARY_BEFORE =
  /\b(?:bonus(?: of)?|sign(?:ing|-on| on)(?: bonus)?(?: of)?|equity(?: of)?|relocation(?: of)?|owe|debt of|loan of|saved|savings of|deposit of|rent(?: is| of)?|costs?|i(?:'m| am) on|i (?:make|earn|get)|currently(?: on| make| earn)?|my (?:current )?(?:salary|pay) is|now on)\s*$/i;
/** Words earlier in its sentence that make an amount what they earn now. */
const CURRENT_BEFORE =
  /\b(?:current(?:ly)?|right now|at the moment|i(?:'m| am) (?:on|paid|making|earning)|i (?:make|earn|get paid)|my (?:salary|pay|base|wage|ote|tc)\b|was paid|i was (?:on|making|earning)|last job|old job|previous (?:job|role))/i;
/** Said as what they earn now: "58k now", "58k at the moment". */
const NOW_AFTER = /^\s*(?:now|currently|at the moment|today|right now)\b/i;

function salaries(text: string): Found[] {
  const out: Found[] = [];
  for (const m of text.matchAll(SALARY)) {
    const [whole, currency = '', digits = '', k = ''] = m;
    const lead = /^\s*/.exec(whole)?.[0].length ?? 0;
    const at = (m.index ?? 0) + lead;
    let value = Number(digits.replace(/,/g, ''));
    if (k) value *= 1000;
    if (!(value >= 10_000) || value >= 10_000_000) continue;
    if (!currency && !k && !digits.includes(',')) continue;
    const end = (m.index ?? 0) + whole.length;
    // A retirement plan's name ("401k") is not pay.
    if (/^(?:401|403|457)\s?k$/i.test(whole.trim())) continue;
    // A range ("65k-70k", "50 to 60k") is one figure, not two options; a raise is not a salary.
    if (/^\s*(?:-|–|to)\s*[£$€]?\d/.test(text.slice(end, end + 6))) continue;
    if (
      /(?:-|–|\bto)\s*$/.test(text.slice(Math.max(0, at - 4), at)) &&
      /\d\s*[kK]?\s*(?:-|–|to)\s*$/.test(text.slice(Math.max(0, at - 12), at))
    )
      continue;
    if (
      /^\s*(?:a year\s+)?(?:raise|rise|increase|bump|more|less|cut|pay cut|difference|gap|jump)\b/i.test(
        text.slice(end, end + 24),
      )
    )
      continue;
    // What they earn now, said so in the same sentence before it ("my current OTE is 168k").
    const sentence =
      text
        .slice(Math.max(0, at - 120), at)
        .split(/[.!?\n]/)
        .at(-1) ?? '';
    if (CURRENT_BEFORE.test(sentence)) continue;
    if (NOT_SALARY_AFTER.test(text.slice(end, end + 30))) continue;
    if (NOT_SALARY_BEFORE.test(text.slice(Math.max(0, at - 30), at))) continue;
    if (NOW_AFTER.test(text.slice(end, end + 20))) continue;
    // The same salary said again ("the 110k job") is the same option.
    if (out.some((o) => o.value === value)) continue;
    out.push({ value, text: whole.trim(), at, end });
  }
  return out;
}

/** Words that name the next option: "Job B", "offer 2", "the other", "the second one". */
const MARKER =
  /\b(?:[Jj]ob|[Oo]ffer|[Oo]ption|[Rr]ole|[Cc]ompany|[Pp]osition|[Pp]lace|[Ee]mployer)\s+(?:[A-D1-4]|one|two|three)\b|\b[Tt]he (?:other|second|third|first|latter|former)\b|\b[Aa]nother\b|\b[Ss]econd (?:one|offer|job)\b|\b[Oo]ne (?:is|pays|offers|gives)\b/g;

function cutBefore(text: string, from: number, to: number): number {
  const span = text.slice(from, to);
  const markers = [...span.matchAll(MARKER)];
  const marker = markers.at(-1);
  if (marker?.index !== undefined) return from + marker.index;
  // A line break is a break even with no space after it ("…remote\nB) 56k").
  const stop = [...span.matchAll(/[.;:!?]\s+|\n\s*/g)].at(-1);
  if (stop?.index !== undefined) return from + stop.index + stop[0].length;
  const soft = [...span.matchAll(/,\s*|\s(?:vs\.?|versus|or|and|while|whereas)\s/gi)].at(-1);
  if (soft?.index !== undefined) return from + soft.index + soft[0].length;
  return to;
}

const DAY_WORD = /(\d{1,2}|one|two|three|four|five)/;
const dayCount = (w: string) => CARDINALS[w.toLowerCase()] ?? Number(w);

const LEAVE_WORDS = /\b(?:leave|holidays?|vacation|pto|time off|days off|annual leave)\b/i;

function leaveIn(seg: string, leaveTalk: boolean): number | undefined {
  const named =
    /\b(\d{1,2})\s*(?:days?|d)(?:'|’)?\s*(?:of\s+)?(?:annual\s+|paid\s+)?(?:leave|holidays?|vacation|pto|time off|off)\b/i.exec(
      seg,
    ) ??
    /\b(?:leave|holidays?|vacation|pto|time off)\s*(?:of|:|is|=)?\s*(\d{1,2})\s*days?\b/i.exec(seg);
  // "4 weeks holiday": a week of leave is five working days.
  const weeks =
    /\b(\d|one|two|three|four|five|six|seven|eight)\s*weeks?(?:'|’)?\s*(?:of\s+)?(?:annual\s+|paid\s+)?(?:leave|holidays?|vacation|pto|time off)\b/i.exec(
      seg,
    );
  if (weeks?.[1] && !named) return dayCount(weeks[1]) * 5;
  // Fewer than five days is days off a week, not a year's leave.
  if (named?.[1] && Number(named[1]) >= 5) return Number(named[1]);
  if (!leaveTalk) return undefined;
  // "… and 20 days" in a message that talks about leave: a bare count of days is the leave, unless
  // it is days a week, days at home or in the office, or a notice period.
  for (const m of seg.matchAll(/\b(\d{1,2})\s*days?\b/gi)) {
    const after = seg.slice((m.index ?? 0) + m[0].length, (m.index ?? 0) + m[0].length + 25);
    const before = seg.slice(Math.max(0, (m.index ?? 0) - 15), m.index ?? 0);
    if (
      /^\s*(?:a|per|each|\/)\s*week|^\s*(?:remote|from home|wfh|at home|in (?:the )?office|on-?site|hybrid|notice)/i.test(
        after,
      )
    )
      continue;
    if (/\bnotice\b|\bwithin\b|\bin\s*$/i.test(before)) continue;
    const n = Number(m[1]);
    if (n >= 10 && n <= 45) return n;
  }
  return undefined;
}

/** Office days per week, counted in either order: "3 days in the office", "office 3 days a week". */
function officeIn(seg: string): number | undefined {
  const m =
    new RegExp(
      `\\b${DAY_WORD.source}\\s*days?\\s*(?:a week\\s*|per week\\s*)?(?:in (?:the )?office|on-?site|in person)\\b`,
      'i',
    ).exec(seg) ??
    new RegExp(
      `\\b(?:(?:in (?:the )?)?office|on-?site|in person)\\s*(?:for\\s*)?${DAY_WORD.source}\\s*days?\\s*(?:a|per|each)\\s*week\\b`,
      'i',
    ).exec(seg);
  if (!m?.[1]) return undefined;
  const n = dayCount(m[1]);
  return n >= 0 && n <= 5 ? n : undefined;
}

function remoteIn(seg: string): number | undefined {
  const home = new RegExp(
    `\\b${DAY_WORD.source}\\s*days?\\s*(?:a week\\s*|per week\\s*)?(?:remote|from home|wfh|at home|working from home)\\b`,
    'i',
  ).exec(seg);
  if (home?.[1]) return dayCount(home[1]);
  // "work from home 2 days a week", "remote for 3 days".
  const after = new RegExp(
    `\\b(?:from home|remote(?:ly)?|wfh)\\s*(?:for\\s*)?${DAY_WORD.source}\\s*days?\\b`,
    'i',
  ).exec(seg);
  if (after?.[1]) return dayCount(after[1]);
  const office = officeIn(seg);
  if (office !== undefined) return Math.max(0, 5 - office);
  if (/\bfully remote\b|\b(?:100 ?%|completely|entirely) remote\b/i.test(seg)) return 5;
  // "93k WFH": remote with no count of days is all of them ("30 days holiday, remote" too: the
  // days there are leave, not days at home).
  if (
    /\b(?:wfh|remote|from home)\b(?!\s*(?:days?|\d))/i.test(seg) &&
    !/\bhybrid\b|\bdays?\s*(?:(?:a|per|each) week\s*)?(?:in (?:the )?)?(?:remote|wfh|from home|office)\b/i.test(
      seg,
    )
  )
    return 5;
  if (/\bfully in (?:the )?office\b|\boffice[- ]based\b|\bno remote\b|\bfive days in\b/i.test(seg))
    return 0;
  return undefined;
}

const COST_WORD =
  /\b(?:commut\w*|trains?|travel\w*|fuel|petrol|gas|parking|season tickets?|bus(?:es)?|bus pass|transport|tube|metro|tickets?|tolls?|rail ?card)\b/gi;
/** A money amount: a currency, or digits; "k" for thousands. */
const AMOUNT = /([£$€])?\s?(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)\s?(k\b)?/gi;
/** Words right after a number that make it a count or a share, never money: "3 days", "5%". */
const NOT_MONEY_AFTER =
  /^\s*(?:%|percent\b|per cent\b|days?\b|weeks?\b|months?\b|years?\b|hours?\b|hrs?\b|times\b|x\b|miles?\b|km\b|minutes?\b|mins?\b)/i;
const PERIOD_AFTER =
  /^\s*(?:(?:a|per|each|every|\/)\s*(year|yr|annum|month|mo|week|wk|day)\b|(annual(?:ly)?|yearly|monthly|pcm|weekly|pw|daily|pa|p\.a\.)(?![\w]))/i;
const periodOf = (w: string) =>
  /^(?:year|yr|annum|annual|annually|yearly|pa|p\.a\.)$/i.test(w)
    ? 'year'
    : /^(?:month|mo|monthly|pcm)$/i.test(w)
      ? 'month'
      : /^(?:week|wk|weekly|pw)$/i.test(w)
        ? 'week'
        : 'day';

/**
 * What the commute costs a month. Each cost word ("season ticket", "parking", "commute") takes
 * the money amount nearest it in its own clause, never a count or a share ("3 days", "5%"),
 * with that amount's own period: a year, a month, a week, or a day (a day counts the office days
 * a week the option gives over 46 working weeks, else 220 working days a year). An amount with
 * no period is a month's cost under 1,000 and a year's from 1,000 up.
 */
export function commuteIn(seg: string, officeDays?: number): number | undefined {
  // Clause breaks: a comma not inside a number, a semicolon, a sentence end, a line.
  const breaks = [...seg.matchAll(/,(?!\d{3})|;|[.!?](?=\s|$)|\n/g)].map((m) => m.index ?? 0);
  for (const w of seg.matchAll(COST_WORD)) {
    const wAt = w.index ?? 0;
    const wEnd = wAt + w[0].length;
    const from = Math.max(0, ...breaks.filter((i) => i < wAt).map((i) => i + 1));
    const to = Math.min(seg.length, ...breaks.filter((i) => i >= wEnd));
    const clause = seg.slice(from, to);
    let best: { value: number; period: string; distance: number } | undefined;
    for (const m of clause.matchAll(AMOUNT)) {
      const lead = /^\s*/.exec(m[0])?.[0].length ?? 0;
      const at = from + (m.index ?? 0) + lead;
      const end = from + (m.index ?? 0) + m[0].length;
      const digits = m[2] ?? '';
      if (!digits) continue;
      const tail = seg.slice(end, Math.min(to, end + 24));
      if (NOT_MONEY_AFTER.test(tail)) continue;
      // A number glued to a word ("401k", "B2") or a label is not an amount.
      if (/[\w]$/.test(seg.slice(Math.max(0, at - 1), at))) continue;
      const period = PERIOD_AFTER.exec(tail);
      // Money: a currency sign, or a period said after it ("180 a month").
      if (!m[1] && !period) continue;
      let value = Number(digits.replace(/,/g, ''));
      if (m[3]) value *= 1000;
      if (!(value > 0) || value >= 20_000) continue;
      const distance = at >= wEnd ? at - wEnd : Math.max(0, wAt - end);
      if (!best || distance < best.distance)
        best = {
          value,
          period: period
            ? periodOf(period[1] ?? period[2] ?? '')
            : value >= 1000
              ? 'year'
              : 'month',
          distance,
        };
    }
    if (!best) continue;
    const { value, period } = best;
    if (period === 'year') return value / 12;
    if (period === 'week') return (value * 52) / 12;
    if (period === 'day') return (value * (officeDays !== undefined ? officeDays * 46 : 220)) / 12;
    return value;
  }
  return undefined;
}

const PENSION =
  /\b(?:pension|retirement|401\s?\(?k\)?|403\s?\(?b\)?|match(?:ed|ing)?|employer contribution|super(?:annuation)?)\b/i;

function percentsOf(seg: string): { bonus?: number; pension?: number } {
  const out: { bonus?: number; pension?: number } = {};
  for (const m of seg.matchAll(/(\d+(?:\.\d+)?)\s?(?:%|percent\b|per cent\b)/gi)) {
    const at = m.index ?? 0;
    const after =
      seg.slice(at + m[0].length, at + m[0].length + 30).split(/[,;.]|\band\b/)[0] ?? '';
    const before =
      seg
        .slice(Math.max(0, at - 25), at)
        .split(/[,;.]|\band\b/)
        .at(-1) ?? '';
    const kind = (s: string) =>
      /\bbonus\b/i.test(s) ? 'bonus' : PENSION.test(s) ? 'pension' : undefined;
    const k = kind(after) ?? kind(before);
    const v = Number(m[1]);
    if (k === 'bonus' && out.bonus === undefined) out.bonus = v;
    if (k === 'pension' && out.pension === undefined) out.pension = v;
  }
  return out;
}

function bonusAmountIn(seg: string, base: number): number | undefined {
  for (const m of seg.matchAll(/([£$€])?\s?(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)\s?(k)?(?![\d%])/gi)) {
    const at = m.index ?? 0;
    const after = seg.slice(at + m[0].length, at + m[0].length + 20);
    const before = seg.slice(Math.max(0, at - 20), at);
    if (!/^\s*(?:a year\s+)?bonus\b/i.test(after) && !/\bbonus(?: of)?\s*$/i.test(before)) continue;
    let value = Number((m[2] ?? '').replace(/,/g, ''));
    if (m[3]) value *= 1000;
    if (value > 0 && value < base) return value;
  }
  return undefined;
}

const NAMED = /\b([Jj]ob|[Oo]ffer|[Oo]ption|[Rr]ole|[Cc]ompany|[Pp]osition)\s+([A-D1-4])\b/;
/**
 * An option named by a bare capital letter followed by what it gives ("A pays 60k", "B: 65k",
 * "B is 62k"): the letter is its label. "A company offered…" is the article, not a label.
 */
const BARE_LABEL =
  /(?:^|[:;,.(]\s*|\b(?:and|while|whereas|but)\s+)([A-D])(?:\s*[:=)–-]\s*(?=[£$€\d])|\s+(?:pays|is|offers|gives|has|comes|would pay|at)\b)/;

/**
 * Options the member sets out as labelled lines or items ("A) …", "Option 1: …", "2. …",
 * "- Job B: …", or "A) … B) …" in one line): each runs from its label to the next label, or for
 * the last to the end of its line, and holds one salary. Labels must run in order (A, B, … or
 * 1, 2, …). Undefined when the message is not set out so.
 */
const LABEL =
  /(?:^|\n)[ \t]*(?:[-*•][ \t]*)?(?:(job|offer|option|role|company|position)[ \t]+([A-Da-d]|[1-4])\b[ \t]*[:.)\-–]?|\(?([A-D]|[a-d]|[1-4])[).:](?=[ \t]))|(?<=[ \t])\(?([A-D])\)(?=[ \t])/gi;

interface Labelled {
  label: string;
  word?: string;
  from: number;
  to: number;
}

function labelledSpans(text: string): Labelled[] | undefined {
  const found = [...text.matchAll(LABEL)].map((m) => ({
    label: (m[2] ?? m[3] ?? m[4] ?? '').toUpperCase(),
    word: m[1],
    at: (m.index ?? 0) + (m[0].startsWith('\n') ? 1 : 0),
    end: (m.index ?? 0) + m[0].length,
  }));
  // A bare letter label is upper case unless written "a)"; keep the run that starts at A or 1.
  const first = found.findIndex((f) => f.label === 'A' || f.label === '1');
  if (first < 0) return undefined;
  const start = found[first];
  if (!start) return undefined;
  const run = [start];
  for (const f of found.slice(first + 1)) {
    const prev = run.at(-1);
    if (!prev) break;
    if (f.label.charCodeAt(0) !== prev.label.charCodeAt(0) + 1) break;
    run.push(f);
  }
  if (run.length < 2) return undefined;
  return run.map((f, i) => {
    const next = run[i + 1];
    let to = next ? next.at : text.length;
    if (!next) {
      const line = text.indexOf('\n', f.end);
      if (line >= 0) to = line;
    }
    return { label: f.label, word: f.word, from: f.at, to };
  });
}

/** The options the member gives with their own figures; fewer than two gives nothing. */
export function optionsIn(text: string): OptionTerms[] {
  const all = salaries(text);
  const leaveTalk = LEAVE_WORDS.test(text);
  const noun = /\bjobs?\b/i.test(text) && !/\boffers?\b/i.test(text) ? 'job' : 'offer';
  // Labelled options: each is read within its own label's span, one salary in each.
  const spans = labelledSpans(text);
  if (spans) {
    const picked = spans.map((sp) => all.find((b) => b.at >= sp.from && b.at < sp.to));
    if (picked.every(Boolean) && picked.length <= 4) {
      const options = spans.map((sp, i) => {
        const b = picked[i] as Found;
        const name = `${upper(sp.word ?? noun)} ${sp.label}`;
        return { ...termsOf(text.slice(sp.from, sp.to), b, name, leaveTalk), label: sp.label };
      });
      parallelLeave(text, options);
      return options;
    }
  }
  const bases = all;
  if (bases.length < 2 || bases.length > 3) return [];
  // Options weighed against each other are set out together, not amounts scattered over a story.
  if ((bases.at(-1)?.at ?? 0) - (bases[0]?.at ?? 0) > 400) return [];
  const starts = bases.map((b, i) => (i === 0 ? 0 : cutBefore(text, bases[i - 1]?.end ?? 0, b.at)));
  const options = bases.map((b, i): OptionTerms => {
    // An option's terms are in the words from its start to the end of its salary's sentence:
    // the story after it ("I have got used to remote work") is not a term of the offer.
    const stop = /[.!?\n]/.exec(text.slice(b.end));
    const sentenceEnd = stop ? b.end + stop.index + 1 : text.length;
    const seg = text.slice(starts[i], Math.min(starts[i + 1] ?? text.length, sentenceEnd));
    const named = NAMED.exec(seg);
    const letter = named ? undefined : BARE_LABEL.exec(seg);
    const name = named
      ? `${upper(named[1] ?? '')} ${(named[2] ?? '').toUpperCase()}`
      : letter
        ? `${upper(noun)} ${letter[1]}`
        : `the ${b.text} ${noun}`;
    const option = termsOf(seg, b, name, leaveTalk);
    const label = named?.[2]?.toUpperCase() ?? letter?.[1];
    return label ? { ...option, label } : option;
  });
  parallelLeave(text, options);
  return options;
}

/** One option's terms, read from its own words only. */
function termsOf(seg: string, b: Found, name: string, leaveTalk: boolean): OptionTerms {
  const option: OptionTerms = { name, base: b.value, baseText: b.text };
  readTerms(seg, option, leaveTalk);
  return option;
}

/** The terms a span of words gives an option, set on it (a later term replaces an earlier one). */
function readTerms(seg: string, option: OptionTerms, leaveTalk: boolean, commuteTalk = false) {
  const pcts = percentsOf(seg);
  if (pcts.bonus !== undefined) option.bonusPct = pcts.bonus;
  else {
    const amount = bonusAmountIn(seg, option.base);
    if (amount !== undefined) option.bonusAmount = amount;
    else if (/\b(?:no|without(?: a)?|zero) bonus\b|\bbonus:? (?:none|nil|0)\b/i.test(seg))
      option.noBonus = true;
    else if (/\bbonus(?:es)?\b/i.test(seg)) option.bonusUnsized = true;
  }
  if (pcts.pension !== undefined) option.pensionPct = pcts.pension;
  const leave = leaveIn(seg, leaveTalk);
  if (leave !== undefined) option.leave = leave;
  const office = officeIn(seg);
  if (office !== undefined) option.officeDays = office;
  const commute = commuteIn(seg, option.officeDays);
  if (commute !== undefined) option.commuteMonthly = commute;
  const remote = remoteIn(seg);
  if (remote !== undefined) option.remoteDays = remote;
  const minutes = commuteTimeIn(seg, commuteTalk, option.officeDays);
  if (minutes !== undefined) {
    option.commuteMinutes = minutes;
    // Walking or cycling costs nothing to travel.
    if (option.commuteMonthly === undefined && ACTIVE.test(seg)) option.commuteMonthly = 0;
  }
  // Fully remote has no journey: its commute time is none, not a figure "not given". (Its fare
  // is left unset: a cost line needs a figure for the other option too.)
  if (option.remoteDays === 5 && option.officeDays === undefined) option.commuteMinutes ??= 0;
  const paid = bonusPaidIn(seg);
  if (paid !== undefined) option.bonusPaid = paid;
}

/** Words that make a length of time a journey: "each way", "commute", "drive", "by train". */
const JOURNEY =
  /\b(?:each way|one way|either way|each direction|round[- ]trip|commut\w*|drive|driving|journey|travel(?:ling|ing)?|walk|cycle|ride|by (?:train|bus|car|tube|bike)|on the (?:train|bus|tube)|door to door|to (?:work|the office|get there))\b/i;
const ACTIVE = /\b(?:walk(?:ing)?|cycl(?:e|ing)|bike ride|on foot)\b/i;
const TIME_WORD: Record<string, number> = { a: 1, an: 1, one: 1, two: 2, three: 3, half: 0.5 };

/**
 * Commute time one way on an office day, in minutes: "30 min each way", "a 15 minute walk",
 * "an hour and a half by train", "3 hours a day" (a day is there and back), "10 hours a week"
 * (over the office days). A length of time counts only in a clause about the journey, or when the
 * message as a whole is about the commute (`commuteTalk`), and never a notice or a deadline.
 */
export function commuteTimeIn(
  seg: string,
  commuteTalk: boolean,
  officeDays?: number,
): number | undefined {
  const re =
    /\b(\d+(?:\.\d+)?|an?|one|two|three|half an?)\s*(?:-\s*)?(hours?|hrs?|h|minutes?|mins?|m)\b(?:\s+and\s+(?:a\s+)?(half|\d+\s*(?:minutes?|mins?)))?/gi;
  for (const m of seg.matchAll(re)) {
    const at = m.index ?? 0;
    const end = at + m[0].length;
    const clauseFrom = Math.max(
      0,
      ...[...seg.slice(0, at).matchAll(/[,;.!?\n]/g)].map((x) => (x.index ?? 0) + 1),
    );
    const after = seg.slice(end, end + 30);
    const clause = seg
      .slice(clauseFrom, end + 30)
      .split(/[,;.!?\n]/)
      .slice(0, 2)
      .join(' ');
    if (!commuteTalk && !JOURNEY.test(clause)) continue;
    if (
      /\b(?:notice|deadline|break|lunch|meeting|interview|late|early)\b/i.test(after.slice(0, 15))
    )
      continue;
    const word = (m[1] ?? '').toLowerCase();
    let n = TIME_WORD[word.replace(/ an?$/, '')] ?? Number(word);
    if (/^half an?$/.test(word)) n = 0.5;
    if (!(n > 0)) continue;
    const unit = (m[2] ?? '').toLowerCase();
    // A bare "m" is minutes only with a digit ("30m"), never "a m".
    if (unit === 'm' && !/\d/.test(word)) continue;
    let minutes = /^h/.test(unit) ? n * 60 : n;
    const extra = m[3] ?? '';
    if (/half/i.test(extra)) minutes += 30;
    else if (/\d/.test(extra)) minutes += Number(/\d+/.exec(extra)?.[0] ?? 0);
    if (minutes > 240 * (/\bweek\b/i.test(after) ? 5 : 1)) continue;
    if (/^\s*(?:a|per|each)\s*week\b/i.test(after))
      return minutes / 2 / (officeDays && officeDays > 0 ? officeDays : 5);
    if (
      /^\s*(?:a|per|each)\s*day\b|^\s*(?:round[- ]trip|there and back|in total|both ways)/i.test(
        after,
      )
    )
      return minutes / 2;
    return minutes;
  }
  return undefined;
}

/** "The bonus has only paid out about half", "paid 60 % of target": the share, 0–1. */
function bonusPaidIn(seg: string): number | undefined {
  if (!/\bbonus/i.test(seg) || !/\b(?:paid|pays|paying|payout|came in|hit)\b/i.test(seg))
    return undefined;
  const m =
    /\b(?:paid(?: out)?|pays(?: out)?|payout(?: of| was)?|came in at|hit)\s+(?:only\s+|just\s+|about\s+|around\s+|roughly\s+)*(half|a third|a quarter|two thirds|three quarters|(\d{1,3})\s?(?:%|percent|per cent))/i.exec(
      seg,
    ) ??
    /\b(?:only\s+|just\s+|about\s+|around\s+)*(half|a third|a quarter|two thirds|three quarters|(\d{1,3})\s?(?:%|percent|per cent))\s+(?:of\s+(?:it|the (?:target|bonus))\s+)?(?:was |has been |got )?paid/i.exec(
      seg,
    );
  if (!m) return undefined;
  const shares: Record<string, number> = {
    half: 0.5,
    'a third': 1 / 3,
    'a quarter': 0.25,
    'two thirds': 2 / 3,
    'three quarters': 0.75,
  };
  const v = m[2] ? Number(m[2]) / 100 : shares[(m[1] ?? '').toLowerCase()];
  return v !== undefined && v >= 0 && v <= 1 ? v : undefined;
}

/** "25 vs 20 days leave": one count per option, in the order the options were given. */
function parallelLeave(text: string, options: OptionTerms[]) {
  const m =
    /\b(\d{1,2})\s*(?:days?\s*)?(?:vs\.?|versus|or|and|against|compared to)\s*(\d{1,2})\s*days?(?:'|’)?\s*(?:of\s+)?(?:leave|holidays?|vacation|pto|off)\b/i.exec(
      text,
    );
  if (!m || options.length !== 2) return;
  const [a, b] = options;
  if (a && b) {
    a.leave = Number(m[1]);
    b.leave = Number(m[2]);
  }
}

const upper = (s: string) => s.charAt(0).toUpperCase() + s.slice(1).toLowerCase();

/** A question that asks to weigh or choose between them. */
const CHOICE_ASK =
  /\bwhich\b|\bbetter\b|\bcompare\b|\bvs\.?\b|\bversus\b|\bchoose\b|\bpick\b|\bshould i (?:take|go (?:for|with)|accept|choose)\b|\bworth more\b|\bcomes? out ahead\b|\bwhat would you (?:choose|pick|take|do)\b|\bor\b[^?]*\?/i;

/**
 * Whether the member asks to weigh or choose: a choice form ("which", "better", "A or B?", "what
 * would you choose") in a question of theirs or in the subject line; a "better" in passing in a
 * story ("better suited") is not a choice.
 */
export function asksToCompare(text: string): boolean {
  const subject = (text.split('\n')[0] ?? '').trim();
  return [subject, ...questionsOf(text)].some((s) => CHOICE_ASK.test(s));
}

// ---------- A follow-up that adds a term ----------

/** Words after a bare label letter that make it a name ("A gives", "B:", "A and B"), not "a". */
const LABEL_AFTER =
  /^(?:\s*[:),.?;]|\s+(?:gives|has|had|offers|pays|is|was|comes|includes|provides|would|will|does|doesn't|gets|got|and|or|vs\.?|versus|also|only|too|instead|then)\b|\s*(?:'s|’s)|\s*$)/;
const LABEL_BEFORE =
  /\b(?:for|with|than|and|vs\.?|versus|or|option|offer|job|role|between|at|from|in|also|but|while|whereas|to)\s+$/i;
const ORDINALS = ['first', 'second', 'third', 'fourth'];

/**
 * Where a follow-up names each option: its label ("A", "Option 2"), its order ("the first",
 * "the second", "the former", "the latter") or its salary ("the 52k one"). Sorted by position.
 */
function mentionsOf(
  text: string,
  options: OptionTerms[],
): { at: number; end: number; i: number }[] {
  const out: { at: number; end: number; i: number }[] = [];
  options.forEach((o, i) => {
    if (o.label) {
      const re = new RegExp(`\\b${o.label}\\b`, 'g');
      for (const m of text.matchAll(re)) {
        const at = m.index ?? 0;
        const after = text.slice(at + m[0].length, at + m[0].length + 14);
        const before = text.slice(Math.max(0, at - 14), at);
        // A letter label is read as a name only next to name-like words ("A gives", "for B"):
        // "A friend said…" at a sentence start is the article.
        if (/^[A-D]$/.test(o.label) && !LABEL_AFTER.test(after) && !LABEL_BEFORE.test(before))
          continue;
        // A number label only after the word that names options: "option 1", not "1 day".
        if (/^\d$/.test(o.label) && !/\b(?:option|offer|job|role|number|no\.?|#)\s*$/i.test(before))
          continue;
        out.push({ at, end: at + m[0].length, i });
      }
    }
    const ord = ORDINALS[i];
    const former = options.length === 2 ? (i === 0 ? 'former' : 'latter') : undefined;
    const re = new RegExp(`\\b(?:the|for|with) (?:${ord}${former ? `|${former}` : ''})\\b`, 'gi');
    for (const m of text.matchAll(re))
      out.push({ at: m.index ?? 0, end: (m.index ?? 0) + m[0].length, i });
    // Its salary, however written: "the 46k one" for £46,000.
    for (const m of text.matchAll(
      /(?<![\w.,])[£$€]?\s?(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)\s?(k\b)?/gi,
    )) {
      const v = Number((m[1] ?? '').replace(/,/g, '')) * (m[2] ? 1000 : 1);
      if (v === o.base) out.push({ at: m.index ?? 0, end: (m.index ?? 0) + m[0].length, i });
    }
  });
  return out.sort((a, b) => a.at - b.at);
}

/**
 * The options of an earlier message, with the terms a follow-up adds for them ("Also A gives 25
 * days holiday and B gives 30"): the follow-up is cut at each place it names an option, and each
 * piece is read for that option's terms only. A piece that repeats the kind of term the one
 * before it gave with a bare figure ("… and B gives 30") takes that figure for the same term.
 * Undefined unless the follow-up names an option and adds a term to it.
 */
export function optionsFollowingUp(earlier: string[], message: string): OptionTerms[] | undefined {
  const thread = optionsThread(earlier, message);
  return thread?.added ? thread.after : undefined;
}

/** Whether a message is about the commute ("what about the commute", "90 min each way"). */
const COMMUTE_TALK = /\bcommut\w*|\beach way\b|\bone way\b|\btravel time\b|\bjourney\b|\bdrive\b/i;

export interface OptionsThread {
  /** The options as they stood before this message, with every term earlier turns added. */
  before: OptionTerms[];
  /** With this message's terms laid over them. */
  after: OptionTerms[];
  /** Whether this message added or changed a term. */
  added: boolean;
  /** Which options this message names, by index. */
  named: number[];
}

/**
 * The options of the newest earlier message that set two or more out, carried through every later
 * turn: each later turn that names them and gives a term adds it (termsAdded), so "so should I
 * take A?" two turns after "A is 30 min and B is 90 min each way" is weighed with the commute.
 * Undefined when no earlier message set options out, or this message sets out options of its own.
 */
export function optionsThread(earlier: string[], message: string): OptionsThread | undefined {
  let options: OptionTerms[] | undefined;
  let from = -1;
  for (let i = earlier.length - 1; i >= 0; i--) {
    const found = optionsIn(earlier[i] ?? '');
    if (found.length >= 2) {
      options = found;
      from = i;
      break;
    }
  }
  if (!options) return undefined;
  // New options of its own are not a follow-up; the same salaries named again are.
  const own = optionsIn(message);
  if (own.length >= 2 && !own.every((o) => options?.some((p) => p.base === o.base)))
    return undefined;
  let before = options;
  for (const t of earlier.slice(from + 1)) before = termsAdded(before, t) ?? before;
  const after = termsAdded(before, message);
  return {
    before,
    after: after ?? before,
    added: Boolean(after),
    named: [...new Set(mentionsOf(message, before).map((m) => m.i))],
  };
}

/**
 * The options with the terms a message adds for them, or undefined when it names none of them or
 * adds nothing. The message is cut at each place it names an option, and each piece is read for
 * that option's terms only.
 */
function termsAdded(options: OptionTerms[], message: string): OptionTerms[] | undefined {
  const mentions = mentionsOf(message, options);
  if (!mentions.length) {
    // "The bonus has only paid out about half": a term only one option can take is about it.
    const paid = bonusPaidIn(message);
    const withBonus = options.filter((o) => bonusOf(o) > 0);
    const [only] = withBonus;
    if (paid === undefined || withBonus.length !== 1 || !only || only.bonusPaid === paid)
      return undefined;
    return options.map((o) => (o === only ? { ...o, bonusPaid: paid } : { ...o }));
  }
  const out = options.map((o) => ({ ...o }));
  const leaveTalk = LEAVE_WORDS.test(message);
  const commuteTalk = COMMUTE_TALK.test(message);
  let added = false;
  let lastKind: 'leave' | 'pension' | 'bonus' | undefined;
  mentions.forEach((m, k) => {
    const next = mentions[k + 1];
    const piece = message.slice(m.at, next ? next.at : message.length);
    const option = out[m.i];
    if (!option) return;
    // The piece read on its own, then laid over what the option already had.
    const fresh: OptionTerms = { name: option.name, base: option.base, baseText: option.baseText };
    readTerms(piece, fresh, leaveTalk, commuteTalk);
    let kind: typeof lastKind;
    if (fresh.leave !== undefined) kind = 'leave';
    else if (fresh.pensionPct !== undefined) kind = 'pension';
    else if (fresh.bonusPct !== undefined) kind = 'bonus';
    // "… and B gives 30": a bare figure takes the term the piece before it gave.
    const bare =
      /^[^\d]*?\b(\d{1,2}(?:\.\d)?)\s*(%|percent\b|per cent\b)?(?![\d,.]*\s*(?:k\b|[£$€]))/i.exec(
        message.slice(m.end, next ? next.at : message.length),
      );
    if (!kind && lastKind && bare?.[1]) {
      const v = Number(bare[1]);
      if (lastKind === 'leave' && !bare[2] && v >= 5 && v <= 45) fresh.leave = v;
      if (lastKind === 'pension' && v < 30) fresh.pensionPct = v;
      if (lastKind === 'bonus' && v < 100) fresh.bonusPct = v;
      kind = lastKind;
    }
    const hadBonus =
      option.bonusPct !== undefined || option.bonusAmount !== undefined || option.noBonus;
    for (const key of [
      'leave',
      'pensionPct',
      'bonusPct',
      'bonusAmount',
      'noBonus',
      'commuteMonthly',
      'officeDays',
      'remoteDays',
      'commuteMinutes',
      'bonusPaid',
    ] as const) {
      const v = fresh[key];
      if (v === undefined) continue;
      // A bonus named with no figure ("if A's bonus fails") adds nothing; "no bonus" after a
      // figure is not read over it.
      if (key === 'noBonus' && hadBonus) continue;
      if (option[key] === v) continue;
      (option as unknown as Record<string, unknown>)[key] = v;
      if (key === 'bonusPct' || key === 'bonusAmount') {
        option.noBonus = undefined;
        option.bonusUnsized = undefined;
      }
      added = true;
    }
    if (kind) lastKind = kind;
  });
  // Naming the options with nothing new ("which if A's bonus fails?") is not a follow-up here.
  if (!added) return undefined;
  return out;
}

// ---------- The worked comparison ----------

/** In the member's own style: "52.8k" when they wrote "k", else "£52,800". */
function shower(options: OptionTerms[]) {
  const k = options.some((o) => /k$/i.test(o.baseText));
  const currency = options.map((o) => /^[£$€]/.exec(o.baseText)?.[0]).find(Boolean) ?? '';
  return (x: number) => {
    const sign = x < 0 ? '-' : '';
    const v = Math.abs(x);
    if (k && v >= 1000) {
      const t = Math.round(v / 100) / 10;
      return `${sign}${currency}${t.toLocaleString('en-GB')}k`;
    }
    const step = v >= 1000 ? 10 : 5;
    return `${sign}${currency}${(Math.round(v / step) * step).toLocaleString('en-GB')}`;
  };
}

const bonusOf = (o: OptionTerms) =>
  o.bonusPct !== undefined ? (o.base * o.bonusPct) / 100 : (o.bonusAmount ?? 0);
const pct = (n: number) => `${n} %`;

/** The lines of a worked comparison, or undefined when fewer than two options carry figures. */
export function compareOptions(text: string): Compared | undefined {
  return compareGiven(optionsIn(text));
}

export interface Compared {
  lines: string[];
  question: string;
  /** The option that comes out ahead all in, and by how much a year (0 when level). */
  top?: OptionTerms;
  gap: number;
  /** What the "all in" total counted beyond cash ("the leave", "the commute time"). */
  counted: string[];
  /** The amounts written the member's way. */
  show: (x: number) => string;
}

/** Office days a week: as given, else the days not at home, else five. */
export const officeDaysOf = (o: OptionTerms) =>
  o.officeDays ?? (o.remoteDays !== undefined ? Math.max(0, 5 - o.remoteDays) : 5);
/** Hours a week spent commuting, there and back, on the office days. */
export const commuteHours = (o: OptionTerms) =>
  o.commuteMinutes !== undefined ? (o.commuteMinutes * 2 * officeDaysOf(o)) / 60 : undefined;
/** Working hours in a year (37.5 a week): a salary over them is an hour's pay. */
const YEAR_HOURS = 1950;
/** Working weeks in a year, after leave and bank holidays. */
const WORK_WEEKS = 46;
/** Travel time priced at half of an hour's pay, the usual rule in transport costing. */
const TIME_SHARE = 0.5;
const hoursText = (h: number) =>
  `${Math.round(h * 10) / 10} hour${Math.round(h * 10) === 10 ? '' : 's'}`;
const minutesText = (m: number) =>
  m >= 60 && m % 30 === 0 ? hoursText(m / 60) : `${Math.round(m)} min`;

/** The worked comparison of options already read. */
export function compareGiven(options: OptionTerms[]): Compared | undefined {
  if (options.length < 2) return undefined;
  const show = shower(options);
  const all = <T>(get: (o: OptionTerms) => T | undefined) =>
    options.every((o) => get(o) !== undefined);
  const some = <T>(get: (o: OptionTerms) => T | undefined) =>
    options.some((o) => get(o) !== undefined);
  const anyBonus = options.some((o) => bonusOf(o) > 0);
  // A bonus not mentioned for one option is unknown, unless no option mentions one at all.
  const bonusKnown = options.every(
    (o) => o.bonusPct !== undefined || o.bonusAmount !== undefined || o.noBonus,
  );
  const leaveKnown = all((o) => o.leave);
  const pensionKnown = all((o) => o.pensionPct);
  const commuteKnown = some((o) => o.commuteMonthly);
  const timeKnown = all((o) => o.commuteMinutes);
  const minLeave = leaveKnown ? Math.min(...options.map((o) => o.leave ?? 0)) : 0;

  const rows = options.map((o) => {
    const bonus = bonusOf(o);
    const cash = o.base + bonus;
    const pension = pensionKnown ? (o.base * (o.pensionPct ?? 0)) / 100 : 0;
    const commute = (o.commuteMonthly ?? 0) * 12;
    const day = o.base / 260;
    const leaveValue = leaveKnown ? ((o.leave ?? 0) - minLeave) * day : 0;
    const hours = commuteHours(o);
    const timeCost =
      timeKnown && hours !== undefined
        ? hours * WORK_WEEKS * (o.base / YEAR_HOURS) * TIME_SHARE
        : 0;
    const sure = o.base + pension - commute + leaveValue - timeCost;
    // A bonus with a record counts at its record; otherwise in full, said so.
    const counted = o.bonusPaid !== undefined ? bonus * o.bonusPaid : bonus;
    return {
      o,
      bonus,
      cash,
      pension,
      commute,
      day,
      leaveValue,
      hours,
      timeCost,
      sure,
      full: sure + counted,
    };
  });

  const lines: string[] = [
    `Here are ${options.length === 2 ? 'both options' : `the ${options.length} options`}, ${listOf(options.map((o) => o.baseText))}, side by side on the figures you gave:`,
    '',
  ];
  for (const r of rows) {
    const o = r.o;
    const parts: string[] = [];
    if (o.bonusPct !== undefined)
      parts.push(
        `${o.baseText} base + ${pct(o.bonusPct)} bonus (${show(r.bonus)}) = **${show(r.cash)}** a year if the bonus pays in full`,
      );
    else if (o.bonusAmount !== undefined)
      parts.push(
        `${o.baseText} base + ${show(o.bonusAmount)} bonus = **${show(r.cash)}** a year if the bonus pays in full`,
      );
    else
      parts.push(
        `**${o.baseText}** a year${o.noBonus ? `, no bonus${anyBonus ? ', so all of it guaranteed' : ''}` : ''}`,
      );
    if (o.pensionPct !== undefined)
      parts.push(
        `${pct(o.pensionPct)} employer pension (${show(r.pension || (o.base * o.pensionPct) / 100)} a year)`,
      );
    if (o.leave !== undefined) parts.push(`${o.leave} days' leave`);
    if (o.commuteMonthly === 0) parts.push('no travel cost');
    else if (o.commuteMonthly !== undefined)
      parts.push(
        `commute ${show(o.commuteMonthly)} a month (${show(o.commuteMonthly * 12)} a year)`,
      );
    if (o.officeDays !== undefined && o.officeDays > 0 && o.officeDays < 5)
      parts.push(`${o.officeDays} day${o.officeDays === 1 ? '' : 's'} a week in the office`);
    else if (o.remoteDays !== undefined)
      parts.push(
        o.remoteDays === 0
          ? 'all days in the office'
          : o.remoteDays >= 5
            ? 'fully remote'
            : `${o.remoteDays} day${o.remoteDays === 1 ? '' : 's'} a week at home`,
      );
    lines.push(`- **${upperFirst(o.name)}:** ${parts.join('; ')}.`);
  }
  lines.push('');

  // Cash.
  const byCash = [...rows].sort((a, b) => b.cash - a.cash);
  const [cashTop, cashNext] = byCash;
  if (cashTop && cashNext) {
    const gap = cashTop.cash - cashNext.cash;
    lines.push(
      gap < 1
        ? `**Cash:** ${show(cashTop.cash)} each${anyBonus ? ' if the bonus pays in full' : ''}: on pay alone there is nothing between them.`
        : `**Cash:** ${rows.map((r) => show(r.cash)).join(' against ')}${anyBonus ? ' with any bonus paid in full' : ''}: ${cashTop.o.name} is ${show(gap)} a year ahead${
            anyBonus && cashTop.bonus === 0 && cashNext.bonus > 0
              ? ', and its money is guaranteed while the bonus is not'
              : ''
          }.`,
    );
  }
  // Leave.
  if (leaveKnown) {
    const most = [...rows].sort((a, b) => (b.o.leave ?? 0) - (a.o.leave ?? 0))[0];
    const extra = (most?.o.leave ?? 0) - minLeave;
    if (most && extra > 0)
      lines.push(
        `**Leave:** ${most.o.name} gives ${extra} more day${extra === 1 ? '' : 's'}. A working day is worth roughly a 260th of the salary, about ${show(most.day)} on ${most.o.baseText}, so ${extra} day${extra === 1 ? ' is' : 's are'} worth about ${show(most.leaveValue)} a year of paid time off.`,
      );
    else lines.push('**Leave:** the same number of days in each, so it does not change the order.');
  } else if (some((o) => o.leave)) {
    const missing = options.filter((o) => o.leave === undefined).map((o) => o.name);
    lines.push(
      `**Leave:** not given for ${missing.join(' and ')}, so it is left out of the total; at roughly a 260th of the salary a day, each day of difference is worth about ${show(options[0] ? options[0].base / 260 : 0)}.`,
    );
  }
  if (pensionKnown) {
    const ps = rows.map((r) => show(r.pension)).join(' against ');
    lines.push(
      `**Pension:** the employer puts in ${ps} a year; it is yours, but only when you retire, so weigh it below cash in hand.`,
    );
  } else if (some((o) => o.pensionPct)) {
    const missing = options.filter((o) => o.pensionPct === undefined).map((o) => o.name);
    lines.push(
      `**Pension:** not given for ${missing.join(' and ')}, so it is left out of the total; ask them, a few per cent of salary can turn the order around.`,
    );
  }
  if (commuteKnown) {
    const paying = rows.filter((r) => r.commute > 0);
    lines.push(
      `**Commute:** ${paying.map((r) => `${show(r.commute)} a year for ${r.o.name}`).join(', ')} comes off the total${
        options.some((o) => o.commuteMonthly === undefined)
          ? ` (you gave none for ${options
              .filter((o) => o.commuteMonthly === undefined)
              .map((o) => o.name)
              .join(' or ')}: if it has one, take that off too)`
          : ''
      }.`,
    );
  }

  if (some((o) => o.commuteMinutes)) {
    const timed = rows.filter((r) => r.hours !== undefined);
    const each = timed
      .map((r) =>
        r.o.commuteMinutes === 0 && r.o.remoteDays === 5
          ? `${r.o.name} none (fully remote)`
          : `${r.o.name} ${minutesText(r.o.commuteMinutes ?? 0)} each way, ${hoursText(r.hours ?? 0)} a week${officeDaysOf(r.o) < 5 ? ` over ${officeDaysOf(r.o)} office days` : ''}`,
      )
      .join('; ');
    if (timeKnown) {
      const byHours = [...rows].sort((a, b) => (b.hours ?? 0) - (a.hours ?? 0));
      const [long, short] = byHours;
      const extra = (long?.hours ?? 0) - (short?.hours ?? 0);
      lines.push(
        extra > 0 && long && short
          ? `**Commute time:** ${each}. ${upperFirst(long.o.name)} takes ${hoursText(extra)} more a week, about ${Math.round(extra * WORK_WEEKS)} hours a year over ${WORK_WEEKS} working weeks (${Math.round((extra * WORK_WEEKS) / 37.5)} working weeks' worth). Priced at half an hour's pay (the usual rule for travel time; ${long.o.baseText} is about ${/^[£$€]/.exec(long.o.baseText)?.[0] ?? ''}${Math.round(long.o.base / YEAR_HOURS)} an hour), the commute costs you about ${rows.map((r) => (r.timeCost > 0 ? `${show(r.timeCost)} a year of time for ${r.o.name}` : `nothing for ${r.o.name}`)).join(' and ')}.`
          : `**Commute time:** ${each}: the same time in each, so it does not change the order.`,
      );
    } else {
      const missing = options.filter((o) => o.commuteMinutes === undefined).map((o) => o.name);
      lines.push(
        `**Commute time:** ${each}; not given for ${missing.join(' and ')}, so it is left out of the total.`,
      );
    }
  }
  const recorded = rows.filter((r) => r.o.bonusPaid !== undefined && r.bonus > 0);
  for (const r of recorded)
    lines.push(
      `**${upperFirst(r.o.name)}'s bonus on its record:** paid out at about ${Math.round((r.o.bonusPaid ?? 0) * 100)} % lately, its ${show(r.bonus)} is worth about ${show(r.bonus * (r.o.bonusPaid ?? 0))}, so it counts as ${show(r.o.base + r.bonus * (r.o.bonusPaid ?? 0))} in cash, not ${show(r.cash)}.`,
    );

  // What was counted beyond cash, named in the all-in line and in the result.
  const what = [
    recorded.length > 0 && 'the bonus at its record',
    leaveKnown && 'the leave',
    pensionKnown && 'the pension',
    commuteKnown && 'the commute cost',
    timeKnown && 'the commute time',
  ].filter(Boolean) as string[];
  // All in: only when something beyond cash was counted.
  const counted = leaveKnown || pensionKnown || commuteKnown || timeKnown || recorded.length > 0;
  const byFull = [...rows].sort((a, b) => b.full - a.full);
  const [top, next] = byFull;
  if (top && next) {
    const head = counted
      ? `**All in**, counting ${listOf(what)}: ${rows.map((r) => show(r.full)).join(' against ')}.`
      : '**All in:** the cash is the whole comparison on these figures.';
    let verdict =
      top.full - next.full < 1
        ? ' They come out level.'
        : ` ${upperFirst(top.o.name)} comes out about ${show(top.full - next.full)} a year ahead${top.bonus > 0 && top.o.bonusPaid === undefined ? ' if its bonus pays in full' : ''}.`;
    // The bonus both ways: what share of it must pay for its option to stay ahead.
    if (top.bonus > 0 && top.o.bonusPaid === undefined) {
      const need = (next.full - top.sure) / top.bonus;
      if (need <= 0)
        verdict += ` It stays ahead even with no bonus at all (${show(top.sure)} against ${show(next.full)}).`;
      else
        verdict += ` Without the bonus it is ${show(top.sure)}, ${show(next.full - top.sure)} behind: it needs about ${Math.ceil(need * 100)} % of its bonus to pay out to come out ahead.`;
    } else if (next.bonus > 0 && next.sure + next.bonus < top.full - 1) {
      verdict += ` That holds even if ${next.o.name}'s bonus pays in full.`;
    } else if (next.bonus > 0 && next.o.bonusPaid !== undefined) {
      const full = next.sure + next.bonus;
      verdict +=
        Math.abs(full - top.full) < 1
          ? ` Paid in full, ${next.o.name}'s bonus would only draw it level.`
          : ` Paid in full, ${next.o.name}'s bonus would put it about ${show(full - top.full)} ahead.`;
    }
    lines.push(head + verdict);
  }

  // What the figures do not say, each in its own sentence.
  const unknown: string[] = [];
  if (anyBonus)
    unknown.push(
      'A bonus is not guaranteed, so count on the base and treat the bonus as likely only if it has paid out in recent years.',
    );
  const unsized = options.filter((o) => o.bonusUnsized);
  if (unsized.length)
    unknown.push(
      `${upperFirst(listOf(unsized.map((o) => o.name)))} ${unsized.length === 1 ? 'has a bonus' : 'have bonuses'} with no figure yet, so it is left out: ask for the target and how often it paid out.`,
    );
  const silent = options.filter(
    (o) => o.bonusPct === undefined && o.bonusAmount === undefined && !o.noBonus && !o.bonusUnsized,
  );
  if (!bonusKnown && anyBonus && silent.length)
    unknown.push(
      `You have not said whether ${silent.map((o) => o.name).join(' or ')} has a bonus at all.`,
    );
  const notGiven = [
    !some((o) => o.pensionPct) && 'the employer pension',
    !some((o) => o.leave) && 'the days of leave',
    !commuteKnown && 'what the commute costs',
  ].filter(Boolean) as string[];

  const close = top && next ? top.full - next.full < top.full * 0.05 : true;
  unknown.push(
    `${upperFirst(listOf(options.map((o) => o.baseText)))} are ${options.length === 2 ? 'both' : 'all'} before tax, and ${options.length === 2 ? 'neither' : 'none of them'} says anything about the work, the manager or where each job leads in two years${close ? ', which often decide it when the money is this close' : ''}.`,
  );
  lines.push('', `**What the figures do not tell you:** ${unknown.join(' ')}`);
  const withBonus = rows.find((r) => r.bonus > 0);
  // Then what to do next: the steps that would settle it, on their figures.
  const steps: string[] = [];
  if (withBonus)
    steps.push(
      `**Ask about the bonus.** Ask how often ${withBonus.o.name}'s bonus paid out in full over the last three years, what decides it, and whether it is in the contract; at half, it is worth ${show(withBonus.bonus / 2)}.`,
    );
  if (notGiven.length)
    steps.push(
      `**Fill the gaps.** Find out ${listOf(notGiven)} for each: they are missing from your figures, and asking is ordinary at offer stage.`,
    );
  const gapAll = top && next ? top.full - next.full : 0;
  steps.push(
    top && next && gapAll >= 1
      ? `**Decide what ${show(gapAll)} a year buys.** That is about ${show(gapAll / 12)} a month before tax: write down what would make ${next.o.name} worth giving that up for (the work, the manager, the commute, the growth).`
      : '**Decide on what the money does not show.** With the money level, score each on the three things that matter most to you apart from pay.',
  );
  lines.push('', '**Before you decide**', ...steps.map((x, i) => `${i + 1}. ${x}`));
  // The question carries their figures: the same words closing every comparison would read as
  // a form.
  const question =
    top && next && gapAll >= 1
      ? `Apart from the ${show(gapAll)} a year between ${top.o.baseText} and ${next.o.baseText}, is anything already pulling you towards one of them?`
      : `With ${listOf(options.map((o) => o.baseText))} level on money, is anything already pulling you towards one of them?`;
  return {
    lines,
    question,
    top: top && gapAll >= 1 ? top.o : undefined,
    gap: gapAll,
    counted: what,
    show,
  };
}

const upperFirst = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

function listOf(items: string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}
