import { bonusAfter, bonusValue, figuresIn } from './money-figures.js';

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
  /** Where the figure starts in the message. */
  at: number;
  /** As the member wrote it: "62k", "$62,000". */
  text: string;
}

/** Yearly pay as written, with a currency, a "k" or thousands separators; never a small sum. */
function paysIn(said: string) {
  return figuresIn(said)
    .map((f) => {
      const raw = /^[£$€]?\s?[\d,.]+\s?[kK]?/.exec(said.slice(f.at))?.[0] ?? '';
      // "My current job in Cardiff pays 41k": "pays" reads as an offer, but the sentence says
      // it is the job they have now.
      const sentence =
        said
          .slice(0, f.at)
          .split(/[.!?\n]/)
          .at(-1) ?? '';
      // The clause, not the sentence: "an offer for 62k but my current job pays 58k".
      const clause = sentence.split(/\b(?:but|while|whereas|and)\b|[;,]/).at(-1) ?? sentence;
      const label =
        f.label === 'new' &&
        /\b(?:current(?:ly)?|right now|at the moment|my (?:job|employer|company) (?:now )?pays)\b/i.test(
          clause,
        ) &&
        !/\boffer/i.test(clause)
          ? ('current' as const)
          : f.label;
      return { ...f, label, text: raw.trim().replace(/[.,]+$/, '') };
    })
    .filter((f) => f.value >= 10_000 && (f.currency || /k$/i.test(f.text) || f.text.includes(',')));
}

/** Amounts shown the way the member wrote them: "63.8k" when they wrote "k", else in full. */
function showOf(offered: Pay, current: Pay) {
  const currency = /^[£$€]/.exec(offered.text)?.[0] ?? /^[£$€]/.exec(current.text)?.[0] ?? '';
  return (x: number) =>
    /k$/i.test(offered.text) || /k$/i.test(current.text)
      ? `${currency}${(Math.round(x / 100) / 10).toLocaleString('en-GB')}k`
      : `${currency}${Math.round(x).toLocaleString('en-US')}`;
}

export function offerFigures(said: string): string | undefined {
  const pays = paysIn(said);
  const offered: Pay | undefined = pays.find((f) => f.label === 'new');
  const current: Pay | undefined = pays.find(
    (f) => f !== offered && (f.label === 'current' || f.label === 'pay'),
  );
  if (!current || !offered || offered.value === current.value) return undefined;
  // A bonus joined to either figure ("58k plus a 10% bonus") counts: the comparison is yearly
  // cash, and the reply says which figures include one.
  const show = showOf(offered, current);
  const bonusOf = (p: Pay) => bonusAfter(said, p.at);
  const ob = bonusOf(offered);
  const cb = bonusOf(current);
  const counted = [
    cb
      ? `your current ${current.text} with its bonus is about ${show(current.value + bonusValue(cb, current.value))}`
      : '',
    ob
      ? `the offer's ${offered.text} with its bonus is about ${show(offered.value + bonusValue(ob, offered.value))}`
      : '',
  ].filter(Boolean);
  if (counted.length) {
    const o = offered.value + (ob ? bonusValue(ob, offered.value) : 0);
    const cur = current.value + (cb ? bonusValue(cb, current.value) : 0);
    const gap = Math.round(o - cur);
    const share = Math.round((Math.abs(gap) / cur) * 1000) / 10;
    return `**The numbers:** counting bonuses, ${counted.join(' and ')}${ob ? '' : ', and the offer names no bonus'}. ${gap >= 0 ? `The move is worth about ${show(gap)} a year more (${share} %)` : `The move pays about ${show(-gap)} a year less (${share} %)`}, and a bonus is only worth what is actually paid: use what you received in the last year or two, not the target. ${ob ? 'Ask how much of the new bonus has been paid out in recent years.' : 'Ask whether the new role pays a bonus before you decide.'}`;
  }
  const diff = offered.value - current.value;
  const pct = Math.round((Math.abs(diff) / current.value) * 1000) / 10;
  const currency = /^[£$€]/.exec(offered.text)?.[0] ?? /^[£$€]/.exec(current.text)?.[0] ?? '';
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

/**
 * An offer against current pay with a new yearly cost that comes with the move (a train ticket,
 * parking, more rent): the rise less that cost, said both ways, and the 10 % rule on what is left.
 * The cost is paid from take-home pay while the rise is before tax, which the lines say.
 */
export function offerLessCost(
  said: string,
  yearlyCost: number,
  what: string,
): { lines: string[]; question: string; gist: string } | undefined {
  const pays = paysIn(said);
  const offered = pays.find((f) => f.label === 'new');
  const current = pays.find((f) => f !== offered && (f.label === 'current' || f.label === 'pay'));
  if (!current || !offered || offered.value <= current.value || !(yearlyCost > 0)) return undefined;
  const currency = /^[£$€]/.exec(offered.text)?.[0] ?? /^[£$€]/.exec(current.text)?.[0] ?? '';
  const plain = (x: number) => `${currency}${Math.round(x).toLocaleString('en-GB')}`;
  const show = (x: number) =>
    /k$/i.test(offered.text) || /k$/i.test(current.text)
      ? `${currency}${(Math.round(x / 100) / 10).toLocaleString('en-GB')}k`
      : plain(x);
  const rise = offered.value - current.value;
  const net = rise - yearlyCost;
  const housing = /\b(?:rent|mortgage|housing|flat|house)\b/i.test(what);
  const pct = Math.round((net / current.value) * 1000) / 10;
  const share = Math.round((yearlyCost / rise) * 100);
  const lines = [
    net > 0
      ? `With ${what} at ${plain(yearlyCost / 12)} a month more, ${plain(yearlyCost)} a year, the ${show(rise)} rise is worth about ${show(net)} a year (${pct} % on the ${current.text} you are on now), not ${show(rise)}.`
      : `With ${what} at ${plain(yearlyCost / 12)} a month more, ${plain(yearlyCost)} a year, the ${show(rise)} rise is used up: the move leaves you about ${show(-net)} a year worse off.`,
    '',
    `That cost comes out of take-home pay while the ${show(rise)} is before tax, so it takes a bigger bite than ${share} % of the rise: at a 30–40 % tax and contribution rate, closer to ${Math.round((yearlyCost / (rise * 0.65)) * 100)} % of what reaches your account.`,
    net > 0 && pct < 10
      ? 'What is left is under about 10 %, where a move rarely pays on money alone: it should win on the work, the manager or the growth.'
      : net > 0
        ? 'What is left is still a real step up on money.'
        : 'On money alone it does not pay; it would have to win clearly on the work, the manager or the growth.',
    '',
    '**Before you answer**',
    housing
      ? `1. **Ask for help with the move.** A relocation payment or a higher base to match the ${plain(yearlyCost / 12)} a month is an ordinary ask before you sign; name the figure.`
      : `1. **Ask whether they cover it.** A season-ticket loan, a travel allowance or a day at home a week each cut ${plain(yearlyCost)} down; asking is ordinary before you sign.`,
    housing
      ? '2. **Price the whole month, not the rent alone.** Bills, council tax and travel in the new place can move as much as the rent does.'
      : '2. **Count the time as well as the money.** Longer travel costs hours too: note the minutes each way, old and new.',
  ];
  return {
    lines,
    question: housing
      ? 'Apart from the rent, what else would change in your monthly costs with the move?'
      : 'What is the journey each way now, in minutes, and what would it be to the new job?',
    gist: `the move is worth about ${show(net)} a year after ${what}`,
  };
}
