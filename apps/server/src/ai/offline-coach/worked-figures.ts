import {
  type Figure,
  figuresIn,
  monthsToClear,
  percentsIn,
  round,
  say,
  yearsAndMonths,
} from './money-figures.js';
import {
  asksToCompare,
  compareGiven,
  compareOptions,
  optionsFollowingUp,
} from './options-figures.js';
import { partTimeWorked } from './part-time.js';

/**
 * Arithmetic questions answered with the arithmetic, first: "which of these two offers is
 * better?", "can I afford 950 rent on 2,100 a month?", "how long to clear 6,400 at 22 % paying
 * 200 a month?", "how long to save 12k at 450 a month?".
 *
 * Each is read by what the question asks (which / afford / how long, when) together with the
 * figures it needs, each figure told apart by the words of its own clause (money-figures.ts
 * figuresIn): never by its position, and never with a figure the member did not give. A question
 * without the figures it needs gives nothing here, and the library answers it as before.
 */

export interface Worked {
  /** Which question was worked out: the tests and the ADR name them. */
  kind: 'compare' | 'afford' | 'payoff' | 'goal' | 'parttime';
  lines: string[];
  question: string;
  /** The result in one clause ("about 58 months, with about 3,940 of interest"), to say what changed. */
  gist?: string;
  /** `afford`: whether it fits with something left to save. */
  fits?: boolean;
}

/** Per month, said so right after the amount: "a month", "/month", "pcm", "monthly". */
const PER_MONTH =
  /^\s*(?:[a-z]+\s+)?(?:a|per|each|every|\/)\s*(?:month|mo)\b|^\s*(?:pcm|monthly|p\/m)\b/i;
const PER_YEAR =
  /^\s*(?:[a-z]+\s+)?(?:a|per|each|\/)\s*(?:year|yr|annum)\b|^\s*(?:annual(?:ly)?|yearly)\b/i;

interface Read extends Figure {
  raw: string;
  monthly: boolean;
  perYear: boolean;
  /** The words around it, up to the clause breaks. */
  near: string;
}

function readAll(text: string): Read[] {
  return figuresIn(text).map((f) => {
    const raw = /^[£$€]?\s?[\d,.]+\s?[kKmM]?/.exec(text.slice(f.at))?.[0] ?? '';
    const after = text.slice(f.at + raw.length, f.at + raw.length + 24);
    const head =
      text
        .slice(Math.max(0, f.at - 45), f.at)
        .split(/[.!?;,\n]|\b(?:and|but|while|whereas)\b/i)
        .at(-1) ?? '';
    const tail =
      text.slice(f.at + raw.length, f.at + raw.length + 40).split(/[.!?;,\n]|\band\b/i)[0] ?? '';
    return {
      ...f,
      raw: raw.trim().replace(/[.,]+$/, ''),
      monthly: PER_MONTH.test(after),
      perYear: PER_YEAR.test(after),
      near: `${head} ${tail}`,
    };
  });
}

// ---------- Paying off a debt ----------

const HOW_LONG =
  /\bhow long\b|\bhow many (?:months|years)\b|\bwhen (?:will|would|can|could|do|does)\b|\bby when\b|\bhow soon\b|\bwhat date\b/i;
const CLEAR =
  /\bpa(?:y|id|ying) (?:it |this |that |them |the \w+ )?off\b|\bclear(?:ed|ing)?\b|\bdebt[- ]free\b|\bgone\b|\bpaid\b/i;

function payoff(text: string, figs: Read[]): Worked | undefined {
  if (!HOW_LONG.test(text) && !CLEAR.test(text)) return undefined;
  if (!HOW_LONG.test(text) && !/\?/.test(text)) return undefined;
  const rates = percentsIn(text)
    .filter((p) => !/\bbonus|pension|match|tax\b/i.test(p.before + p.after))
    .map((p) => p.value)
    .filter((r) => r >= 0 && r < 100);
  const payment = figs.find((f) => f.label === 'payment');
  const balance = figs
    // The balance: an amount not said per month that is called a debt, or that the question asks
    // to clear ("until I've paid off 2,000"), or that nothing else claims.
    .filter(
      (f) =>
        f !== payment &&
        !f.monthly &&
        (f.label === 'debt' ||
          !f.label ||
          CLEAR.test(f.near) ||
          /\bowe|\bdebt|\bloan|\bcard|\bbalance/i.test(f.near)),
    )
    .sort((a, b) => b.value - a.value)[0];
  if (!payment || !balance || rates.length !== 1 || payment.value >= balance.value)
    return undefined;
  const rate = rates[0] ?? 0;
  const c = balance.currency || payment.currency;
  const interest = (balance.value * rate) / 100 / 12;
  const n = monthsToClear(balance.value, rate, payment.value);
  const lines: string[] = [];
  if (n === undefined) {
    const r = rate / 100 / 12;
    const in36 = (balance.value * r) / (1 - (1 + r) ** -36);
    lines.push(
      `On your figures it does not get paid off: at ${rate} % a year, ${balance.raw} builds about ${say(interest, c)} of interest a month, and ${payment.raw} a month does not cover it, so the balance stays or grows.`,
      '',
      `To clear it in three years takes about ${say(in36, c)} a month. Anything above ${say(interest, c)} starts to bring it down.`,
      ...stepsBlock('What to do first', [
        '**Call the lender.** Ask for a lower rate, a payment plan or a freeze on interest; say what you can pay each month.',
        '**Talk to a free debt advice service.** They can negotiate with lenders for you and cost nothing.',
        `**Stop it growing.** Until the payment covers the ${say(interest, c)} of interest, add nothing new to this debt.`,
      ]),
    );
    return {
      kind: 'payoff',
      lines,
      question: `Could the payment go above ${say(interest, c)} a month, or is ${payment.raw} the most you can find?`,
    };
  }
  const paidInterest = n * payment.value - balance.value;
  const first = payment.value - interest;
  lines.push(
    `At ${payment.raw} a month it takes about **${n} months**${n >= 12 ? ` (${yearsAndMonths(n)})` : ''} to clear ${balance.raw} at ${rate} %, with about ${say(paidInterest, c)} of interest paid on the way.`,
    '',
    `How that works out: ${balance.raw} at ${rate} % a year builds about ${say(interest, c)} of interest a month, so at first only about ${say(first, c)} of each payment comes off the balance; the share grows as the balance falls.`,
  );
  const more = round(Math.max(payment.value * 1.25, payment.value + 25));
  const m2 = monthsToClear(balance.value, rate, more);
  if (m2 !== undefined && m2 < n)
    lines.push(
      `At ${say(more, c)} a month it would take about ${m2} months, with about ${say(m2 * more - balance.value, c)} of interest: ${say(paidInterest - (m2 * more - balance.value), c)} less.`,
    );
  lines.push(
    ...stepsBlock('To get there sooner', [
      rate >= 10
        ? `**Cut the rate.** A 0 % balance transfer or a cheaper loan, if the fee is small, puts all of each payment onto the balance instead of about ${say(first, c)}.`
        : '**Keep the rate where it is.** At this rate, the payment matters more than shopping around.',
      `**Fix the payment on payday.** A standing order for ${payment.raw} (or more) the day your pay lands, so the date holds without willpower.`,
      `**Send anything extra to it.** Each ${say(Math.max(100, round(payment.value / 2)), c)} paid on top saves its own interest for the rest of the ${n} months.`,
    ]),
  );
  return {
    kind: 'payoff',
    lines,
    question: `Is ${payment.raw} the most you can put towards it each month, or is there room for a little more?`,
    gist: `at ${payment.raw} a month it clears in about ${n} months, with about ${say(paidInterest, c)} of interest`,
  };
}

// ---------- Saving towards a goal ----------

function goal(text: string, figs: Read[]): Worked | undefined {
  if (!HOW_LONG.test(text)) return undefined;
  if (
    !/\bsav(?:e|es|ed|ing)\b|\bput(?:ting)? (?:away|aside)\b|\bset(?:ting)? aside\b|\bdeposit\b|\bgoal\b|\breach\b|\bget to\b/i.test(
      text,
    )
  )
    return undefined;
  // The monthly amount put aside: said per month, and called saving.
  const monthly = figs.find(
    (f) =>
      f.monthly &&
      (f.label === 'saving' ||
        /\bsav|\bput(?:ting)?\b|\bset(?:ting)?\b|\baside\b|\baway\b/i.test(f.near)),
  );
  if (!monthly) return undefined;
  // Already saved: "I have 2k saved", "2,000 so far".
  const have = figs.find(
    (f) =>
      f !== monthly &&
      !f.monthly &&
      /\b(?:already|so far|have|got)\b[^#]*$|^\s*(?:saved|so far|already)/i.test(f.near) &&
      /\b(?:already|so far|saved|have got|i have|i've got)\b/i.test(f.near),
  );
  const target = figs
    .filter((f) => f !== monthly && f !== have && !f.monthly && f.value > monthly.value)
    .sort((a, b) => b.value - a.value)[0];
  if (!target) return undefined;
  const c = target.currency || monthly.currency;
  const left = target.value - (have?.value ?? 0);
  if (left <= 0) return undefined;
  const n = Math.ceil(left / monthly.value);
  const lines = [
    `At ${monthly.raw} a month, ${have ? `the ${say(left, c)} still to go (${target.raw} less the ${have.raw} you have)` : target.raw} takes about **${n} months**${n >= 12 ? ` (${yearsAndMonths(n)})` : ''}, before any interest the savings earn.`,
  ];
  const steps = [1.2, 1.5].map((x) => round(monthly.value * x));
  const faster = steps
    .map((p) => ({ p, m: Math.ceil(left / p) }))
    .filter((s) => s.m < n)
    .map((s) => `${say(s.p, c)} a month gets there in ${s.m} months`);
  if (faster.length) lines.push('', `Faster: ${faster.join('; ')}.`);
  lines.push(
    ...stepsBlock('To make the date hold', [
      `**Move ${monthly.raw} on payday.** A standing order the day your pay lands, so the date does not hang on whatever remains once the month runs out.`,
      '**Keep it apart, earning interest.** An easy-access savings account you do not spend from; interest brings the date a little forward.',
      '**Check it every three months.** Add anything extra (a rise, a refund) and see whether the date has moved.',
    ]),
  );
  return {
    kind: 'goal',
    gist: `at ${monthly.raw} a month it takes about ${n} months`,
    lines,
    question: `Is ${monthly.raw} what is left after your fixed costs, or could the standing order go a little higher?`,
  };
}

// ---------- Can I afford it ----------

const AFFORD =
  /\bafford(?:able|ing)?\b|\b(?:is|would be|be) (?:that|it|this|\w+) too (?:much|high|expensive|steep)\b|\btoo (?:much|high|expensive) (?:for|on) (?:my|a|me)\b/i;
const INCOME_WORDS =
  /\b(?:take|bring|took|brought)[- ]home\b|\bafter tax\b|\bnet\b|\bearn\b|\bmake\b|\bsalary\b|\bpaid\b|\bincome\b|\bpays?\b|\bwages?\b|\bstipend\b|\bon\s*$/i;
const THING =
  /\b(rent|mortgage|flat|apartment|house|room|housing|(?:one|two|three|1|2|3)[- ]?bed(?:room)?|studio|accommodation|flatshare|houseshare|car|lease|finance|loan|course|bootcamp|degree|master'?s|tuition|fees?|holiday|trip|childcare|nursery|gym|phone|bike|laptop|wedding|deposit|payments?)\b/i;

function afford(text: string, figs: Read[]): Worked | undefined {
  if (!AFFORD.test(text)) return undefined;
  const incomeOf = (f: Read) =>
    (['pay', 'new', 'current'] as const).includes(f.label as 'pay') || INCOME_WORDS.test(f.near);
  const income =
    figs.find((f) => incomeOf(f) && f.monthly) ??
    figs.find((f) => incomeOf(f) && !THING.test(f.near)) ??
    undefined;
  if (!income) return undefined;
  // The thing asked about: an amount its clause names (rent, a car, a course), else a cost.
  const monthlyPay = income.monthly || !income.perYear ? income.value : income.value / 12;
  const candidates = figs.filter((f) => f !== income && f.value < monthlyPay * 4);
  const thing =
    candidates.find((f) => THING.test(f.near)) ??
    candidates.find((f) => f.label === 'costs' || f.label === 'payment') ??
    // Else the one other amount said per month ("a one-off near work is 820 a month").
    (candidates.filter((f) => f.monthly).length === 1
      ? candidates.find((f) => f.monthly)
      : undefined);
  if (!thing) return undefined;
  const c = income.currency || thing.currency;
  // Income is per month when said so, or when it is too small to be a year's pay.
  const yearlyIncome =
    income.perYear || (!income.monthly && (income.value >= 15_000 || /k$/i.test(income.raw)));
  const pay = yearlyIncome ? income.value / 12 : income.value;
  const takeHome =
    !yearlyIncome || /\b(?:take|bring)[- ]home\b|\bafter tax\b|\bnet\b/i.test(income.near);
  const payWords = yearlyIncome
    ? `${say(pay, c)} a month (${income.raw} a year${takeHome ? '' : ' before tax'})`
    : `${income.raw} ${/\b(?:take|bring)[- ]home\b|\bafter tax\b|\bnet\b/i.test(income.near) ? 'take-home' : 'a month'}`;
  const what = (THING.exec(thing.near)?.[1] ?? 'it').toLowerCase();
  const housing =
    /rent|mortgage|flat|apartment|house|room|housing|bed|studio|accommodation|share/.test(what);
  const car = /car|lease|finance/.test(what);
  // Other fixed costs the member named, apart from the thing asked about.
  const others = figs.filter(
    (f) =>
      f !== income &&
      f !== thing &&
      (f.label === 'costs' || f.label === 'debt' || f.label === 'payment') &&
      f.value < pay,
  );
  const otherSum = others.reduce((s, f) => s + f.value, 0);
  const oneOff =
    !thing.monthly && !housing && !(thing.label === 'payment') && thing.value > pay * 0.5;
  const lines: string[] = [];
  const share = Math.round((thing.value / pay) * 100);
  if (oneOff) {
    const spare = otherSum ? pay - otherSum : pay * 0.2;
    const months = Math.ceil(thing.value / spare);
    lines.push(
      `${thing.raw} is ${Math.round((thing.value / pay) * 10) / 10} months of your ${payWords}.`,
      otherSum
        ? `After your ${say(otherSum, c)} of fixed costs you have about ${say(spare, c)} a month; set aside in full, that pays for it in about ${months} months.`
        : `Putting 20 % of your pay aside, ${say(spare, c)} a month, pays for it in about ${months} months; at 10 %, ${say(pay * 0.1, c)} a month, in ${Math.ceil(thing.value / (pay * 0.1))}.`,
      ...stepsBlock('Before you commit', [
        '**Save for it first if you can.** Paying from money put aside costs nothing extra; a card or a loan adds the interest on top.',
        `**Ask about instalments.** Many providers let you spread ${thing.raw} over months without interest; ask before you pay.`,
      ]),
    );
    return {
      kind: 'afford',
      lines,
      question: otherSum
        ? 'Do you have anything saved already that could go towards it?'
        : 'What do your fixed costs (rent, bills, travel) come to each month?',
    };
  }
  const left = pay - thing.value - otherSum;
  lines.push(
    `${thing.raw} of your ${payWords} is **${share} %**${otherSum ? `, and with the ${say(otherSum, c)} you named besides, ${Math.round(((thing.value + otherSum) / pay) * 100)} %` : ''}. That leaves ${say(left, c)} a month for everything else.`,
  );
  if (housing) {
    const lo = pay * 0.3;
    const hi = pay * 0.35;
    const verdict =
      share <= 30
        ? 'inside it, so on these figures it is affordable'
        : share <= 35
          ? 'at the top of it: affordable, with little slack'
          : share <= 50
            ? `above it by about ${say(thing.value - hi, c)} a month: it can work, but the rest of your budget has to be lean`
            : 'well above it: more than half your pay on housing is hard to make work without sharing the cost or a second income';
    lines.push(
      '',
      `A common guide is to keep ${what === 'mortgage' ? 'the mortgage' : 'rent'} to 30–35 % of take-home: ${say(lo, c)} to ${say(hi, c)} on your pay. ${upper(share <= 35 ? `${thing.raw} is ${verdict}.` : `${thing.raw} is ${verdict}.`)}`,
    );
    if (!takeHome)
      lines.push(
        `Those shares are of your pay before tax; of what reaches your account they are higher, so check them against your payslip.`,
      );
  } else if (car) {
    lines.push(
      '',
      `A common guide is to keep all car costs (the payment, insurance, fuel, servicing) under 10–15 % of take-home: ${say(pay * 0.1, c)} to ${say(pay * 0.15, c)} on your pay. ${share <= 10 ? `${thing.raw} leaves room for the running costs inside that.` : share <= 15 ? `${thing.raw} uses most of that before insurance and fuel.` : `${thing.raw} is over it before insurance and fuel are added.`}`,
    );
  } else {
    lines.push(
      '',
      `A new fixed cost is easiest to carry when all your fixed costs stay within about half your take-home (${say(pay * 0.5, c)} on your pay), with room left to save.`,
    );
  }
  if (left > 0) {
    const savePct = share > 35 ? 10 : 20;
    const save = (pay * savePct) / 100;
    const rest = left - save;
    lines.push(
      rest > 0
        ? `A split of the ${say(left, c)} left: ${savePct} % of your pay to savings (${say(save, c)}) leaves ${say(rest, c)} for bills, food, travel and the rest, about ${say((rest * 12) / 52, c)} a week. If those come to less, it works with savings to spare; if more, something has to give first.`
        : `What is left does not cover saving ${savePct} % of your pay (${say(save, c)}), so something has to give: a lower figure, shared costs or more income.`,
    );
  } else {
    lines.push(
      'On these figures nothing is left over: it does not fit without cutting elsewhere or more income.',
    );
  }
  const rest = left - (pay * (share > 35 ? 10 : 20)) / 100;
  lines.push(
    ...stepsBlock('To check it fits', [
      `**Add up one month of the rest.** Bills, travel, food, phone and any debt payments: if they come to under ${say(Math.max(0, rest), c)}, it fits with saving; if not, you know by how much.`,
      `**Try it for a month first.** Move ${thing.raw} to a separate account on payday and live on what is left, to see that it holds.`,
      ...(housing && share > 35
        ? [
            `**Price the alternative.** At ${say(pay * 0.35, c)} (35 % of your pay) you would free about ${say(thing.value - pay * 0.35, c)} a month; see what a shared place or another area costs.`,
          ]
        : []),
    ]),
  );
  const fixedShare = Math.round(((thing.value + otherSum) / pay) * 100);
  return {
    kind: 'afford',
    lines,
    question: otherSum
      ? `What do the rest of your monthly costs (bills, travel, food) come to, roughly, besides ${listed([thing.raw, ...others.map((f) => f.raw)])}?`
      : 'What do your other monthly costs (bills, travel, food, any debt payments) come to, roughly?',
    gist: `${otherSum ? `${listed([thing.raw, ...others.map((f) => f.raw)])} together take ${fixedShare} %` : `${thing.raw} takes ${share} %`} of your pay, leaving ${say(left, c)} a month`,
    fits: left - (pay * (share > 35 ? 10 : 20)) / 100 > 0 && fixedShare <= (housing ? 50 : 35),
  };
}

const upper = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const listed = (xs: string[]) =>
  xs.length <= 1 ? (xs[0] ?? '') : `${xs.slice(0, -1).join(', ')} and ${xs.at(-1)}`;

/** The steps after the working, numbered under their heading. */
function stepsBlock(heading: string, steps: string[]): string[] {
  return ['', `**${heading}**`, ...steps.map((x, i) => `${i + 1}. ${x}`)];
}

/** The arithmetic the member asks for, worked out, or undefined when nothing here fits. */
export function workedAnswer(text: string): Worked | undefined {
  if (asksToCompare(text)) {
    const compared = compareOptions(text);
    if (compared) return { kind: 'compare', ...compared };
  }
  const fewer = partTimeWorked(text);
  if (fewer) return { kind: 'parttime', ...fewer };
  const figs = readAll(text);
  if (figs.length < 2) return undefined;
  return payoff(text, figs) ?? afford(text, figs) ?? goal(text, figs);
}

/**
 * A follow-up that adds a term to options an earlier message of the member's set out ("Also A
 * gives 25 days holiday and B gives 30", "how would you value the extra days?"): the comparison
 * again, on the earlier options with the new terms (options-figures.ts optionsFollowingUp).
 * `earlier` is the member's earlier messages, oldest first.
 */
export function workedFollowUp(earlier: string[], text: string): Worked | undefined {
  const options = optionsFollowingUp(earlier, text);
  if (!options) return undefined;
  const compared = compareGiven(options);
  if (!compared) return undefined;
  const [head = '', ...rest] = compared.lines;
  return {
    kind: 'compare',
    lines: [head.replace(/^Here are/, 'With what you have added, here are'), ...rest],
    question: compared.question,
  };
}
