/**
 * The arithmetic of an offer set against current pay, when the member gives both ("an offer for
 * 62k, I make 58k now"): the difference in money and in per cent, and what decides whether that
 * difference is real. Each amount is told apart by the words next to it: the current one is what
 * they "make", "earn", "are on" or are paid "now"; the offered one is what is "offered", what the
 * new job "pays". Two amounts without those words give nothing (a range, a budget, a bonus).
 */

const AMOUNT = /(?<![\w.])([£$€])?\s?(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)\s?(k\b)?/gi;

/** Words just before or after an amount that make it the member's current pay. */
const CURRENT_BEFORE =
  /\b(?:i (?:make|earn|get|am on|'m on|am paid|'m paid|am making|'m making|currently make|currently earn)|i'm currently on|currently (?:on|at|making|earning|paid)|current(?:ly)? (?:salary|pay|wage|job pays|role pays)(?: is| of)?|my salary is|paid|on)\s*(?:about|around|roughly)?\s*$/i;
const CURRENT_AFTER =
  /^\s*(?:\/\s*(?:yr|year)\s*)?(?:now|currently|at the moment|right now|today|at my current|in my current)\b/i;
const OFFER_BEFORE =
  /\b(?:offer(?:ed)?(?: me)?(?: (?:of|for|at))?|offering(?: me)?|(?:new|other) (?:job|role|position|company) (?:pays|would pay|is)|it pays|would pay|pays|paying)\s*(?:about|around)?\s*$/i;

interface Amount {
  value: number;
  text: string;
  at: number;
  end: number;
}

function amountsOf(text: string): Amount[] {
  const found: Amount[] = [];
  for (const m of text.matchAll(AMOUNT)) {
    const [whole, currency, digits = '', k] = m;
    const value = Number(digits.replace(/,/g, '')) * (k ? 1000 : 1);
    // Yearly pay only: hourly rates and small sums compare differently.
    if (!(value >= 10_000) || (!currency && !k && !digits.includes(','))) continue;
    found.push({ value, text: whole.trim(), at: m.index ?? 0, end: (m.index ?? 0) + whole.length });
  }
  return found;
}

export function offerFigures(said: string): string | undefined {
  const amounts = amountsOf(said);
  if (amounts.length < 2) return undefined;
  const before = (a: Amount) => said.slice(Math.max(0, a.at - 40), a.at);
  const after = (a: Amount) => said.slice(a.end, a.end + 30);
  const current = amounts.find(
    (a) => CURRENT_BEFORE.test(before(a)) || CURRENT_AFTER.test(after(a)),
  );
  const offered = amounts.find((a) => a !== current && OFFER_BEFORE.test(before(a)));
  if (!current || !offered || offered.value === current.value) return undefined;
  const diff = offered.value - current.value;
  const pct = Math.round((Math.abs(diff) / current.value) * 1000) / 10;
  const currency = /^[£$€]/.exec(offered.text)?.[0] ?? /^[£$€]/.exec(current.text)?.[0] ?? '';
  const show = (x: number) =>
    /k$/i.test(offered.text) || /k$/i.test(current.text)
      ? `${currency}${(Math.round(x / 100) / 10).toLocaleString('en-GB')}k`
      : `${currency}${Math.round(x).toLocaleString('en-US')}`;
  if (diff < 0) {
    return `**The numbers:** ${offered.text} is ${show(-diff)} (${pct} %) less than the ${current.text} you are on now. A pay cut can be worth it for the work, the hours or the growth; write down what you would get for that ${show(-diff)} a year before you decide.`;
  }
  const month = `${currency}${Math.round(diff / 12).toLocaleString('en-US')}`;
  const verdict =
    pct < 10
      ? 'Below about 10 %, a move rarely pays for itself on money alone: a longer commute, a smaller pension contribution or a lost bonus can cancel it, so it should win on the work, the manager or the growth.'
      : 'That is a real step up; check that the base, not a bonus or on-call pay, carries most of it.';
  return `**The numbers:** ${offered.text} against the ${current.text} you are on now is ${show(diff)} more a year (${pct} %), about ${month} a month before tax. ${verdict} Compare take-home pay, pension or retirement match, bonus, leave and commute costs side by side before you answer.`;
}
