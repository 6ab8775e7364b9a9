/**
 * The arithmetic of working fewer days, when the member names the days and a yearly salary ("go
 * down to 4 days a week", "on 55k"): the pro-rata pay, and what else is usually pro-rated. Read
 * once here, for the library's figures line and for the worked answer to a short question.
 */

const DAY_WORDS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5 };

/** A change to fewer days asked for, not the week they work now ("I work 5 days a week"). */
export const FEWER_DAYS =
  /\b(?:down to|drop(?:ping)? to|go(?:ing)? to|mov(?:e|ing) to|cut(?:ting)? to|reduc(?:e|ing) to|switch(?:ing)? to|ask(?:ing)? for|request(?:ing)?|want to work|only work|work only|propose|proposing)\s+(?:a\s+|only\s+)?(\d|one|two|three|four)[- ]?days?(?:\s*(?:a|per|each|\/)\s*|\s+)week\b/i;

interface PartTime {
  days: number;
  full: number;
  value: number;
  currency: string;
}

function partTimeOf(said: string): PartTime | undefined {
  const days = FEWER_DAYS.exec(said);
  if (!days?.[1]) return undefined;
  const n = DAY_WORDS[days[1].toLowerCase()] ?? Number(days[1]);
  const from = /\b(\d|four|five|six)[- ]?days?\s*(?:a|per|each|\/)\s*week\b/i.exec(
    said.replace(days[0], ''),
  );
  const full = from?.[1] ? (DAY_WORDS[from[1].toLowerCase()] ?? Number(from[1])) : 5;
  if (!(n > 0 && n < full && full <= 7)) return undefined;
  const pay = /(?<![\w.])([£$€])?\s?(\d{2,3}(?:[.,]\d)?)\s?k\b|([£$€])\s?(\d{2,3}),(\d{3})\b/i.exec(
    said,
  );
  if (!pay) return undefined;
  const currency = pay[1] ?? pay[3] ?? '';
  const value = pay[2] ? Number(pay[2].replace(',', '.')) * 1000 : Number(`${pay[4]}${pay[5]}`);
  if (!(value >= 10_000)) return undefined;
  return { days: n, full, value, currency };
}

const showOf = (currency: string) => (x: number) =>
  `${currency}${(Math.round(x / 500) / 2).toLocaleString('en-GB')}k`;

export function partTimeFigures(said: string): string | undefined {
  const p = partTimeOf(said);
  if (!p) return undefined;
  const share = p.days / p.full;
  const show = showOf(p.currency);
  return `**The numbers:** ${p.days} days out of ${p.full} is ${Math.round(share * 100)} % of the week, so ${show(p.value)} becomes about ${show(p.value * share)} a year before tax, about ${show(p.value - p.value * share)} less. Ask whether leave, pension, bonus and any on-call pay are pro-rated the same way, and whether the workload shrinks with the days.`;
}

/**
 * A short question about working fewer days with the salary given ("I'm on 50k and want to go
 * down to 4 days a week. What would that mean?"), answered with the working first.
 */
export function partTimeWorked(
  text: string,
): { lines: string[]; question: string; gist: string } | undefined {
  if (text.split(/\s+/).length > 60 || !/\?/.test(text)) return undefined;
  const p = partTimeOf(text);
  if (!p) return undefined;
  const share = p.days / p.full;
  const show = showOf(p.currency);
  const less = p.value - p.value * share;
  return {
    lines: [
      `${p.days} days out of ${p.full} is **${Math.round(share * 100)} %** of the week: ${show(p.value)} becomes about **${show(p.value * share)}** a year before tax, about ${show(less)} less, roughly ${p.currency}${(Math.round(less / 12 / 10) * 10).toLocaleString('en-GB')} a month before tax. Tax often takes a smaller share of the lower pay, so the drop in take-home is usually a little less than that.`,
      '',
      '**Before you ask**',
      '1. **Ask what is pro-rated.** Leave, pension, bonus and any on-call pay usually shrink by the same share; ask that the work does too.',
      '2. **Say what comes off your plate.** List what stops or moves on the day you drop, so the same job is not squeezed into fewer days.',
      '3. **Propose a trial.** Three months with a review date is easier to agree than a permanent change.',
    ],
    question: 'Which day would you want off, and what would stop happening on it?',
    gist: `${p.days} days a week pays about ${show(p.value * share)} a year before tax`,
  };
}
