import { figuresIn } from './money-figures.js';

/**
 * The arithmetic of an offer set against current pay, when the member gives both ("an offer for
 * 62k, I make 58k now"): the difference in money and in per cent, and what decides whether that
 * difference is real. Each amount is told apart by the words of its own clause (money-figures.ts
 * figuresIn): the offered one is what is "offered", what the new job "pays"; the current one is
 * what they earn "now" or are paid. Two amounts without those words give nothing (a range, a
 * budget, a bonus).
 */

interface Pay {
  value: number;
  /** As the member wrote it: "62k", "$62,000". */
  text: string;
}

/** Yearly pay as written, with a currency, a "k" or thousands separators; never a small sum. */
function paysIn(said: string) {
  return figuresIn(said)
    .map((f) => {
      const raw = /^[£$€]?\s?[\d,.]+\s?[kK]?/.exec(said.slice(f.at))?.[0] ?? '';
      return { ...f, text: raw.trim().replace(/[.,]+$/, '') };
    })
    .filter((f) => f.value >= 10_000 && (f.currency || /k$/i.test(f.text) || f.text.includes(',')));
}

export function offerFigures(said: string): string | undefined {
  const pays = paysIn(said);
  const offered: Pay | undefined = pays.find((f) => f.label === 'new');
  const current: Pay | undefined = pays.find(
    (f) => f !== offered && (f.label === 'current' || f.label === 'pay'),
  );
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
