import { CARDINALS } from './numbers.js';
import { type Amount, amountsIn, money } from './plans-growth.js';

/**
 * The arithmetic of the member's own money, worked out on the figures they give: a 50/30/20
 * split of their take-home pay, how big an emergency fund is and how long it takes at their saving
 * rate, the monthly interest on a debt and how long their payment takes to clear it, the employer
 * match they leave unclaimed, a day rate from a target income, and a salary change in take-home
 * terms. Each figure is read by the words of its own clause ("take home", "costs", "put away",
 * "owe", "want to earn"), never by its position, so the same sentence in another order gives the
 * same answer. Without the figures an entry needs, nothing is said and the steps stand alone.
 */

export type Label = 'pay' | 'costs' | 'saving' | 'debt' | 'payment' | 'target' | 'new' | 'current';

/** What each kind of figure is called in the member's words; the first that fits wins. */
const LABELS: Array<[Label, RegExp]> = [
  ['new', /\boffer(?:ed|s)?\b|\bnew (?:job|role|salary|position)\b|\bwould pay\b|\bpays\b/i],
  [
    'target',
    /\bwant(?:s|ed)? to (?:earn|make)\b|\btarget\b|\baim(?:ing)?\b|\bgoal\b|\bwould like to (?:earn|make)\b/i,
  ],
  [
    'payment',
    /\b(?:can|could) (?:pay|afford)\b|\bpaying (?:it |them )?(?:off )?(?:at |about |around )?#|\bpay (?:about |around )?# (?:a|per|each) month\b(?!\s*(?:in |on |for )?(?:rent|bills|mortgage))|\b(?:a|per) month (?:towards|to|on|off) (?:it|them|the debts?|debts?|the cards?|the loan)\b/i,
  ],
  ['debt', /\bdebts?\b|\bowe\b|\bcards?\b|\bloans?\b|\bbalance\b|\bapr\b/i],
  ['saving', /\b(?:put(?:ting)?|set(?:ting)?) (?:away|aside)\b|\bsav(?:e|es|ing)\b|\bspare\b/i],
  [
    'costs',
    /\bessentials?\b|\bcosts?\b|\bexpenses\b|\bbills\b|\brent\b|\bspend\b|\boutgoings\b|\bmortgage\b/i,
  ],
  ['current', /\bcurrent(?:ly)?\b|\bnow\b|\bat the moment\b|\btoday\b/i],
  [
    'pay',
    /\btake[- ]home\b|\bafter tax\b|\bnet\b|\bearn\b|\bmake\b|\bsalary\b|\bpaid\b|\bincome\b|\bpay(?:check|cheque)?\b|\bgross\b|\bon\b/i,
  ],
];

export interface Figure extends Amount {
  label?: Label;
  /** Said per year ("a year", "annual", "k") rather than per month. */
  yearly: boolean;
}

function clauseAround(text: string, at: number, length: number): string {
  const head =
    text
      .slice(Math.max(0, at - 50), at)
      .split(/[.!?;,\n]|\b(?:and|but|while|whereas|plus)\b/i)
      .at(-1) ?? '';
  const tail = text.slice(at + length, at + length + 30).split(/[.!?;,\n]|\band\b/i)[0] ?? '';
  // One space on each side of the mark, whatever the text had: "paying # a month".
  return `${head} # ${tail}`.replace(/\s+/g, ' ');
}

/** The amounts of a text, each with what its clause calls it. */
export function figuresIn(text: string): Figure[] {
  // A small sum said per month ("pay 90 a month") is money too, though a bare "90" is not.
  const found = amountsIn(text);
  for (const m of text.matchAll(/(?<![\d,.£$€])(\d{2})\s*(?:a|per|each|\/)\s*(?:month|week)\b/gi)) {
    if (!found.some((a) => Math.abs(a.at - (m.index ?? 0)) <= 1))
      found.push({ value: Number(m[1]), currency: '', at: m.index ?? 0 });
  }
  found.sort((a, b) => a.at - b.at);
  return (
    found
      // A match may start on the space before the figure.
      .map((a) => ({ ...a, at: a.at + (/^\s*/.exec(text.slice(a.at))?.[0].length ?? 0) }))
      // A retirement plan's name ("401k", "403(b)") is not an amount.
      .filter((a) => !/^(?:401|403|457)\s?\(?[kb]\b/i.test(text.slice(a.at)))
      // A year ("in 2024", "since 2019") is a date, not money.
      .filter(
        (a) =>
          !(
            a.value >= 1900 &&
            a.value <= 2100 &&
            !a.currency &&
            /\b(?:in|since|from|by|until|of|year)\s+$/i.test(
              text.slice(Math.max(0, a.at - 8), a.at),
            )
          ),
      )
      .map((a) => {
        // A sentence's full stop after the amount is not part of it ("spend about 2,200."): the
        // next sentence must not be read as the amount's own clause.
        const raw =
          /^[£$€]?\s?\d[\d,]*(?:\.\d+)?(?:\s?[kKmM]\b)?/.exec(text.slice(a.at))?.[0] ?? '';
        const clause = clauseAround(text, a.at, raw.length);
        const label = LABELS.find(([, p]) => p.test(clause))?.[0];
        const yearly =
          /k$/i.test(raw.trim()) ||
          /^\s*(?:[a-z]+\s+)?(?:a|per|each|\/)\s*(?:year|yr|annum)\b|^\s*(?:annual|yearly)/i.test(
            text.slice(a.at + raw.length, a.at + raw.length + 16),
          ) ||
          a.value >= 15_000;
        return { ...a, label, yearly };
      })
  );
}

/** Percentages in a text, each with the words before it. */
export function percentsIn(text: string): Array<{ value: number; before: string; after: string }> {
  return [...text.matchAll(/(\d+(?:\.\d+)?)\s?(?:%|percent\b)/gi)].map((m) => ({
    value: Number(m[1]),
    before: text.slice(Math.max(0, (m.index ?? 0) - 40), m.index ?? 0),
    after: text.slice((m.index ?? 0) + m[0].length, (m.index ?? 0) + m[0].length + 30),
  }));
}

/** Rounded the way people say money: to 10 under 10,000, to 100 above. */
export function round(value: number): number {
  const step = value >= 10_000 ? 100 : 10;
  return Math.round(value / step) * step;
}

/** In the member's own style: "52k" for round thousands from 10,000, else "1,600". */
export function say(value: number, currency: string): string {
  const r = round(value);
  if (r >= 10_000 && r % 1000 === 0) return `${currency}${r / 1000}k`;
  return money(r, currency);
}
const pctOf = (part: number, whole: number) => Math.round((part / whole) * 100);

function budget(figs: Figure[]): string | undefined {
  const pay =
    figs.find((f) => f.label === 'pay' && !f.yearly) ?? figs.find((f) => f.label === 'pay');
  if (!pay) return undefined;
  const c = pay.currency;
  if (pay.yearly) {
    return `**The numbers:** on ${say(pay.value, c)} a year, saving 10 to 20 % is ${say(pay.value * 0.1, c)} to ${say(pay.value * 0.2, c)} a year, about ${say((pay.value * 0.1) / 12, c)} to ${say((pay.value * 0.2) / 12, c)} a month. Work the split out on what reaches your account each month: that is the figure your budget runs on.`;
  }
  const costs = figs.find((f) => f.label === 'costs' && f !== pay && f.value < pay.value);
  if (costs && costs.value > pay.value * 0.5) {
    const share = pctOf(costs.value, pay.value);
    const save = pay.value * 0.1;
    return `**The numbers:** your essentials of ${say(costs.value, c)} take ${share} % of the ${say(pay.value, c)} you take home, more than the 50 % the usual split allows, so start with 10 % to savings, ${say(save, c)} a month (${say(save * 12, c)} a year), and ${say(pay.value - costs.value - save, c)} for everything else. Raise the savings share as the essentials come down or your pay goes up.`;
  }
  const lines = [
    `**The numbers:** on ${say(pay.value, c)} a month take-home, 50/30/20 is about ${say(pay.value * 0.5, c)} for needs, ${say(pay.value * 0.3, c)} for wants and ${say(pay.value * 0.2, c)} for savings: ${say(pay.value * 0.2 * 12, c)} a year.`,
  ];
  if (costs)
    lines.push(
      `Your ${say(costs.value, c)} of fixed costs is ${pctOf(costs.value, pay.value)} % of it, inside the needs half.`,
    );
  return lines.join(' ');
}

function emergency(figs: Figure[]): string | undefined {
  const costs =
    figs.find((f) => f.label === 'costs' && !f.yearly) ??
    (figs.length === 1 && !figs[0]?.yearly && figs[0]?.label !== 'saving' ? figs[0] : undefined);
  if (!costs) return undefined;
  const c = costs.currency;
  const three = costs.value * 3;
  const six = costs.value * 6;
  const lines = [
    `**The numbers:** on ${say(costs.value, c)} a month of essential costs, three months is ${say(three, c)} and six months is ${say(six, c)}.`,
  ];
  const save = figs.find((f) => f.label === 'saving' && f !== costs && f.value < costs.value * 3);
  if (save && save.value > 0) {
    const months = (target: number) => Math.ceil(target / save.value);
    lines.push(
      `At ${say(save.value, c)} a month you reach one month (${say(costs.value, c)}) in ${months(costs.value)} months, three months in ${months(three)} and six in ${months(six)}; every extra ${say(Math.max(50, round(save.value / 3)), c)} a month brings the date forward.`,
    );
  }
  return lines.join(' ');
}

function debt(figs: Figure[], text: string): string | undefined {
  const rates = percentsIn(text)
    .map((p) => p.value)
    .filter((r) => r > 0 && r < 100);
  const balances = figs.filter((f) => f.label === 'debt' || (!f.label && !f.yearly));
  const payment = figs.find((f) => f.label === 'payment');
  const lines: string[] = [];
  if (rates.length > 1) {
    const order = [...new Set(rates)].sort((a, b) => b - a);
    lines.push(
      `By the avalanche order the extra goes to the ${order[0]} % debt first, then ${order
        .slice(1)
        .map((r) => `${r} %`)
        .join(', then ')}.`,
    );
  }
  const top = rates.length ? Math.max(...rates) : undefined;
  // With several debts, the top rate belongs to the balance written just before it ("a store card
  // 1,200 at 29%"), not to the largest one.
  const topAt = top === undefined ? -1 : (ratesAt(text).find((r) => r.value === top)?.at ?? -1);
  const own =
    rates.length > 1
      ? balances.filter((b) => b !== payment && b.at < topAt && topAt - b.at < 50).at(-1)
      : undefined;
  const balance = own ?? balances.filter((b) => b !== payment).sort((a, b) => b.value - a.value)[0];
  if (balance && top) {
    const c = balance.currency;
    const monthly = (balance.value * top) / 100 / 12;
    lines.push(
      `At ${top} % a year, ${say(balance.value, c)} costs about ${say(monthly, c)} a month in interest alone.`,
    );
    const n = payment ? monthsToClear(balance.value, top, payment.value) : undefined;
    const owed = balances.filter((b) => b !== payment).length;
    if (payment && rates.length > 1 && owed > 1) {
      lines.push(
        `Of your ${say(payment.value, c)} a month, pay the minimums on the others and put everything left on that one; when it is gone, its whole payment moves to the next rate down.`,
      );
    } else if (payment && n !== undefined) {
      lines.push(
        `Paying ${say(payment.value, c)} a month clears it in about ${n} months${n >= 18 ? ` (${yearsAndMonths(n)})` : ''}, with about ${say(n * payment.value - balance.value, c)} of interest on the way.`,
      );
    } else if (payment) {
      lines.push(
        `Paying ${say(payment.value, c)} a month does not cover that interest, so the balance never comes down: the payment has to rise above ${say(monthly, c)}, or the rate come down, before any of it clears the debt.`,
      );
    }
  }
  return lines.length ? `**The numbers:** ${lines.join(' ')}` : undefined;
}

/**
 * Months to clear a balance at a yearly rate with a fixed monthly payment (the standard
 * amortisation formula, interest added monthly); undefined when the payment does not cover the
 * first month's interest, so the balance never falls.
 */
export function monthsToClear(
  balance: number,
  yearlyPct: number,
  payment: number,
): number | undefined {
  const r = yearlyPct / 100 / 12;
  if (r === 0) return Math.ceil(balance / payment);
  if (payment <= balance * r) return undefined;
  return Math.ceil(-Math.log(1 - (r * balance) / payment) / Math.log(1 + r));
}

/** "2 years and 3 months", "1 year", "8 months". */
export function yearsAndMonths(months: number): string {
  const y = Math.floor(months / 12);
  const m = months % 12;
  const ys = y ? `${y} year${y === 1 ? '' : 's'}` : '';
  const ms = m ? `${m} month${m === 1 ? '' : 's'}` : '';
  return ys && ms ? `${ys} and ${ms}` : ys || ms;
}

function retirement(figs: Figure[], text: string): string | undefined {
  const pcts = percentsIn(text);
  const match = pcts.find((p) => /\bmatch/i.test(p.before + p.after));
  const own = pcts.find(
    (p) =>
      p !== match &&
      /\b(?:i|i'm|i am)\b[^.?!]{0,25}$|\bmy (?:own )?(?:contribution|share)\b/i.test(p.before),
  );
  const salary = figs.find((f) => f.yearly && f.label !== 'target');
  if (!match) {
    if (!salary) return undefined;
    const c = salary.currency;
    return `**The numbers:** on ${say(salary.value, c)} a year, 10 to 15 % towards retirement (your employer's part included) is ${say(salary.value * 0.1, c)} to ${say(salary.value * 0.15, c)} a year, about ${say((salary.value * 0.1) / 12, c)} to ${say((salary.value * 0.15) / 12, c)} a month.`;
  }
  const lines: string[] = [];
  if (own && own.value < match.value) {
    const gap = match.value - own.value;
    lines.push(
      `You put in ${own.value} % and your employer matches up to ${match.value} %: going to ${match.value} % collects ${gap} % of your salary more from them every year.`,
    );
    if (salary) {
      const c = salary.currency;
      lines.push(
        `On ${say(salary.value, c)} that is ${say((salary.value * gap) / 100, c)} a year more from you and, at a one-for-one match, ${say((salary.value * gap) / 100, c)} more from them.`,
      );
    }
  } else if (own) {
    lines.push(
      `At ${own.value} % you already collect the whole ${match.value} % match; the next step is the 10 to 15 % of salary range, employer's part included.`,
    );
  } else {
    lines.push(
      `Put in at least ${match.value} % to collect the whole match${salary ? `: on ${say(salary.value, salary.currency)} that is ${say((salary.value * match.value) / 100, salary.currency)} a year from you, matched by your employer` : ''}.`,
    );
  }
  return `**The numbers:** ${lines.join(' ')}`;
}

function freelance(figs: Figure[]): string | undefined {
  const lines: string[] = [];
  const target =
    figs.find((f) => f.label === 'target') ?? figs.find((f) => f.yearly && f.label !== 'costs');
  if (target?.yearly) {
    const c = target.currency;
    lines.push(
      `To earn ${say(target.value, c)} a year over about 140 billable days, charge about ${say(target.value / 140, c)} a day (${say(target.value / 160, c)} at 160 days, ${say(target.value / 120, c)} at 120), plus your business costs spread over the same days. Of every ${say(1000, c)} invoiced, ${say(250, c)} to ${say(300, c)} goes to the tax account.`,
    );
  }
  const monthly = figs.filter((f) => !f.yearly && f.value >= 300);
  if (monthly.length >= 2) {
    const low = Math.min(...monthly.map((f) => f.value));
    const high = Math.max(...monthly.map((f) => f.value));
    const c = monthly[0]?.currency ?? '';
    if (high > low * 1.3)
      lines.push(
        `With months between ${say(low, c)} and ${say(high, c)}, size the salary you pay yourself on the lean month, about ${say(low, c)} before tax. In a ${say(high, c)} month, ${say(high * 0.25, c)} to ${say(high * 0.3, c)} goes to tax and what is left above your ${say(low, c)} fills the buffer.`,
      );
  }
  return lines.length ? `**The numbers:** ${lines.join(' ')}` : undefined;
}

function realValue(figs: Figure[]): string | undefined {
  const yearly = figs.filter((f) => f.yearly);
  const fresh = yearly.find((f) => f.label === 'new');
  const now = yearly.find((f) => f !== fresh && (f.label === 'current' || f.label === 'pay'));
  const after = (x: number, c: string) => `${say(x * 0.55, c)} to ${say(x * 0.7, c)}`;
  if (fresh && now && fresh.value > now.value) {
    const c = fresh.currency || now.currency;
    const diff = fresh.value - now.value;
    return `**The numbers:** ${say(fresh.value, c)} against ${say(now.value, c)} is ${say(diff, c)} more a year before tax (${Math.round((diff / now.value) * 1000) / 10} %). After tax and contributions, expect roughly ${after(diff, c)} of it in your account, about ${after(diff / 12, c)} a month: if rent, travel or childcare in the new place costs more than that each month, the move pays less than it looks.`;
  }
  const gross = yearly.find((f) => f.label === 'pay' || !f.label);
  if (!gross) return undefined;
  const c = gross.currency;
  return `**The numbers:** ${say(gross.value, c)} a year is about ${say(gross.value / 12, c)} a month before tax. Depending on your country, pension and allowances, take-home at this level is often 65 to 80 % of that, roughly ${say((gross.value / 12) * 0.65, c)} to ${say((gross.value / 12) * 0.8, c)} a month; a take-home calculator for your country gives the exact figure in a minute.`;
}

/** Yearly rates in a text with where each is written. */
function ratesAt(text: string): Array<{ value: number; at: number }> {
  return [...text.matchAll(/(\d+(?:\.\d+)?)\s?(?:%|percent\b)/gi)].map((m) => ({
    value: Number(m[1]),
    at: m.index ?? 0,
  }));
}

/** The clause a figure sits in, lower-cased: what the member calls it. */
function clauseOf(text: string, f: Figure): string {
  const raw = /^[£$€]?\s?\d(?:[\d,.]*\d)?\s?[kKmM]?/.exec(text.slice(f.at))?.[0] ?? '';
  return clauseAround(text, f.at, raw.length).toLowerCase();
}

const SAVED = /\bsav(?:e|ed|es|ing|ings)\b|\bin the bank\b|\bcash\b|\bso far\b|\bput by\b/;

/** Their savings, their costly debt with its rate, their costs and their take-home pay. */
function cashAndDebt(text: string) {
  const figs = figuresIn(text);
  const debtFig = figs.find((f) => f.label === 'debt');
  const saved = figs.find((f) => f !== debtFig && SAVED.test(clauseOf(text, f)));
  const rates = ratesAt(text).filter((r) => r.value > 0 && r.value < 100);
  const rate =
    (debtFig && rates.find((r) => r.at > debtFig.at && r.at - debtFig.at < 50)) ?? rates[0];
  const pay = figs.find((f) => f.label === 'pay' && !f.yearly);
  const costs = figs.find((f) => f.label === 'costs' && !f.yearly && (!pay || f.value < pay.value));
  const payment = figs.find((f) => f.label === 'payment');
  return { debtFig, saved, rate: rate?.value, pay, costs, payment, text };
}

/**
 * Savings set against a debt: keep a starter buffer (one month of the costs they name, else of
 * their take-home pay), put the rest on the debt, and what that saves a year; the rest of the debt
 * cleared at a payment they give, or at a tenth of their take-home.
 */
function savingsVersusDebt(text: string): { verdict?: string; numbers?: string } {
  const { debtFig, saved, rate, pay, costs, payment } = cashAndDebt(text);
  if (!debtFig || !saved || !rate) return {};
  const c = debtFig.currency || saved.currency;
  const rentOnly = costs && /\brent\b/.test(clauseOf(text, costs));
  const floor = costs?.value ?? pay?.value;
  const bufferWords = costs
    ? rentOnly
      ? 'about a month’s rent'
      : 'about one month of your essential costs'
    : pay
      ? 'about one month of take-home pay'
      : 'a starter buffer';
  const buffer = floor ? Math.min(floor, saved.value) : round(saved.value * 0.4);
  const lump = Math.min(debtFig.value, saved.value - buffer);
  if (rate <= 4) {
    return {
      verdict: `Probably not: at ${rate} % the ${say(debtFig.value, c)} costs about as much as cash can earn in a good savings account, so the safety of keeping ${say(saved.value, c)} at hand is worth more than clearing it early.`,
    };
  }
  if (lump <= 0) {
    return {
      verdict: `Not yet: your ${say(saved.value, c)} is no more than ${bufferWords}, which is the buffer that stops the next surprise going back on the debt. Keep it, and put every spare amount on the ${rate} % debt from now on.`,
    };
  }
  const left = debtFig.value - lump;
  const yearly = (lump * rate) / 100;
  const verdict =
    left <= 0
      ? `Yes: clear the whole ${say(debtFig.value, c)} and keep ${say(saved.value - debtFig.value, c)} as your buffer. At ${rate} % that saves about ${say((debtFig.value * rate) / 100, c)} a year in interest.`
      : `Yes, everything above a buffer: keep ${say(buffer, c)} (${bufferWords}) and put the other ${say(lump, c)} on the ${rate} % debt. That saves about ${say(yearly, c)} a year in interest and takes the balance down to ${say(left, c)}.`;
  const lines = [
    `${say(lump, c)} off ${say(debtFig.value, c)} at ${rate} % saves about ${say(yearly, c)} a year, ${say(yearly / 12, c)} a month.`,
  ];
  const monthly =
    payment?.value ?? (pay ? Math.max(50, Math.round((pay.value * 0.1) / 50) * 50) : undefined);
  if (left > 0 && monthly) {
    const n = monthsToClear(left, rate, monthly);
    const before = monthsToClear(debtFig.value, rate, monthly);
    if (n !== undefined)
      lines.push(
        `The ${say(left, c)} left, at ${say(monthly, c)} a month${payment ? '' : ' (a tenth of your take-home)'}, clears in about ${n} months with about ${say(Math.max(0, n * monthly - left), c)} of interest${before !== undefined && before > n ? `; without the lump sum, the same payment would take ${before} months` : ''}.`,
      );
  }
  if (pay && costs)
    lines.push(
      `After ${rentOnly ? 'rent' : 'your costs'} of ${say(costs.value, c)}, your ${say(pay.value, c)} leaves ${say(pay.value - costs.value, c)} a month for everything else, which is where the payment and the rebuilt buffer come from.`,
    );
  return { verdict, numbers: `**The numbers:** ${lines.join(' ')}` };
}

/** Pay before and after a cut, fixed and flexible spending: what has to give. */
function payCut(text: string): string | undefined {
  const figs = figuresIn(text).filter((f) => !f.yearly);
  const pays = figs.filter((f) => f.label === 'pay' || f.label === 'current');
  const pct = ratesAt(text).find((r) => r.value > 0 && r.value < 60)?.value;
  const old = pays[0];
  let fresh = pays.slice(1).find((f) => old && f.value < old.value)?.value;
  if (old && fresh === undefined && pct) fresh = old.value * (1 - pct / 100);
  if (!old || fresh === undefined) return undefined;
  const c = old.currency;
  const costs = figs.filter((f) => f.label === 'costs' && f !== old);
  const fixed =
    costs.find((f) => /\b(?:fixed|rent|bills|mortgage)\b/.test(clauseOf(text, f))) ?? costs[0];
  const flex = costs.find((f) => f !== fixed);
  const lines = [
    `Your take-home fell by ${say(old.value - fresh, c)} a month, from ${say(old.value, c)} to ${say(fresh, c)}.`,
  ];
  if (fixed) {
    const room = fresh - fixed.value;
    lines.push(`Fixed costs of ${say(fixed.value, c)} leave ${say(room, c)} for everything else.`);
    if (flex) {
      const save = fresh * 0.05;
      lines.push(
        flex.value > room
          ? `You spend ${say(flex.value, c)} of it now, ${say(flex.value - room, c)} more than there is: that part has to come down to ${say(room, c)} to break even, and to about ${say(room - save, c)} to keep saving 5 % (${say(save, c)} a month).`
          : `You spend ${say(flex.value, c)} of it now, which still fits with ${say(room - flex.value, c)} to spare: send that to savings by standing order.`,
      );
    }
  }
  return `**The numbers:** ${lines.join(' ')}`;
}

/** Two salaries, each with its employer pension percentage: the packages side by side. */
function pensionTrade(text: string): { verdict?: string; numbers?: string } {
  const salaries = figuresIn(text).filter((f) => f.yearly);
  const rates = ratesAt(text);
  const jobs = salaries
    .map((s, i) => {
      const next = salaries[i + 1]?.at ?? Number.POSITIVE_INFINITY;
      const r = rates.find((x) => x.at > s.at && x.at < next && x.at - s.at < 90);
      return r ? { salary: s.value, pct: r.value, c: s.currency } : undefined;
    })
    .filter((j): j is { salary: number; pct: number; c: string } => Boolean(j));
  if (jobs.length < 2) return {};
  const [a, b] = jobs as [(typeof jobs)[0], (typeof jobs)[0]];
  const low = a.salary < b.salary ? a : b;
  const high = low === a ? b : a;
  if (low.pct <= high.pct) return {};
  const c = low.c || high.c;
  const pensionGain = (low.salary * low.pct) / 100 - (high.salary * high.pct) / 100;
  const gap = high.salary - low.salary;
  const net = [gap * 0.55, gap * 0.7];
  const name = (j: typeof low) => `the ${say(j.salary, c)} job`;
  const numbers = `**The numbers:** ${name(low)} puts ${say((low.salary * low.pct) / 100, c)} a year into your pension (${low.pct} %), ${name(high)} ${say((high.salary * high.pct) / 100, c)} (${high.pct} %): ${say(pensionGain, c)} a year more. The salary gap is ${say(gap, c)} before tax, roughly ${say(net[0] ?? 0, c)} to ${say(net[1] ?? 0, c)} after tax, about ${say((net[0] ?? 0) / 12, c)} to ${say((net[1] ?? 0) / 12, c)} a month less in your account. Salary and pension together: ${say(low.salary + (low.salary * low.pct) / 100, c)} a year for ${name(low)}, ${say(high.salary + (high.salary * high.pct) / 100, c)} for ${name(high)}.`;
  const verdict =
    pensionGain >= gap
      ? `Yes, on the money: the extra pension (${say(pensionGain, c)} a year) is worth more than the ${say(gap, c)} of salary you give up, even before tax.`
      : pensionGain >= (net[0] ?? 0)
        ? `Narrowly, yes on the money: the extra ${say(pensionGain, c)} a year into your pension is about what the ${say(gap, c)} salary gap is worth after tax, so the lower salary comes out level or slightly ahead, as long as you can live on the lower take-home, since pension money is locked away until retirement.`
        : `Not on the money alone: the extra ${say(pensionGain, c)} a year into your pension is less than the ${say(gap, c)} salary gap is worth even after tax, so the higher salary wins if you pay part of the difference into a pension yourself.`;
  return { verdict, numbers };
}

/** A side income: the tax share of it each month and each year. */
function sideIncome(text: string): string | undefined {
  const figs = figuresIn(text).filter((f) => !f.yearly);
  const side =
    figs.find((f) =>
      /\b(?:side|extra|on top|made|make|bring|brings|earn)\b/.test(clauseOf(text, f)),
    ) ?? figs[0];
  if (!side) return undefined;
  const c = side.currency;
  const v = side.value;
  return `**The numbers:** on about ${say(v, c)} a month, 25 to 30 % is ${say(v * 0.25, c)} to ${say(v * 0.3, c)} a month, ${say(v * 12 * 0.25, c)} to ${say(v * 12 * 0.3, c)} over a year. If your salary is in a higher tax band, set aside 40 %: ${say(v * 0.4, c)} a month. Costs of the work (equipment, software, travel to jobs) come off before tax, so the real bill is often a little lower.`;
}

const NUMBER_WORDS: Record<string, number> = { ...CARDINALS, a: 1, an: 1 };

/** "in three years", "in about 18 months": the months until a goal. */
function horizonMonths(text: string): number | undefined {
  const m =
    /\b(?:in|within|over|for)\s+(?:about|around|roughly|the next)?\s*(\d+(?:\.\d+)?|an?|one|two|three|four|five|six|seven|eight|nine|ten)\s+(years?|months?)\b/i.exec(
      text,
    );
  if (!m) return undefined;
  const n = Number(m[1]) || NUMBER_WORDS[(m[1] ?? '').toLowerCase()] || 0;
  return /year/i.test(m[2] ?? '') ? n * 12 : n;
}

/** A deposit target, the time to it and what is left each month: is it in reach. */
function deposit(text: string): { verdict?: string; numbers?: string } {
  const figs = figuresIn(text);
  const target = figs.find((f) =>
    /\b(?:deposit|down payment|target|goal|need)\b/.test(clauseOf(text, f)),
  );
  const months = horizonMonths(text);
  if (!target || !months) return {};
  const c = target.currency;
  const pay = figs.find((f) => f.label === 'pay' && !f.yearly && f !== target);
  const spend = figs.find((f) => f.label === 'costs' && !f.yearly && f !== target);
  const have = figs.find(
    (f) => f !== target && f !== pay && f !== spend && SAVED.test(clauseOf(text, f)),
  );
  const need = (target.value - (have?.value ?? 0)) / months;
  const lines = [
    `${say(target.value, c)}${have ? `, less the ${say(have.value, c)} you have,` : ''} over ${months} months is ${say(need, c)} a month.`,
  ];
  let verdict: string | undefined;
  if (pay && spend && pay.value > spend.value) {
    const spare = pay.value - spend.value;
    const reach = spare * months + (have?.value ?? 0);
    lines.push(
      `You have ${say(spare, c)} left each month (${say(pay.value, c)} in, ${say(spend.value, c)} out): saved in full, that is ${say(reach, c)} by then.`,
    );
    verdict =
      spare >= need
        ? `Yes, it is realistic: you need ${say(need, c)} a month and have ${say(spare, c)} left after spending, so saving ${say(need, c)} by standing order gets you there with ${say(spare - need, c)} a month to spare.`
        : `Not at the current rate: you need ${say(need, c)} a month and have ${say(spare, c)} left after spending, a gap of ${say(need - spare, c)} a month. Closing it means spending less, a later date (about ${Math.ceil((target.value - (have?.value ?? 0)) / spare)} months at ${say(spare, c)}), or a smaller deposit.`;
  }
  // Invested or kept in cash is a different question: the entry's written answer gives it.
  if (/\binvest|\bstocks?\b|\bshares\b|\bindex funds?\b/i.test(text)) verdict = undefined;
  return { verdict, numbers: `**The numbers:** ${lines.join(' ')}` };
}

/** Which of several debts to pay first: the highest rate, named with its balance. */
function firstDebt(text: string): string | undefined {
  const rates = ratesAt(text).filter((r) => r.value > 0 && r.value < 100);
  if (rates.length < 2) return undefined;
  const top = rates.reduce((a, b) => (b.value > a.value ? b : a));
  const low = rates.reduce((a, b) => (b.value < a.value ? b : a));
  const balance = figuresIn(text)
    .filter((f) => f.at < top.at && top.at - f.at < 50)
    .at(-1);
  const c = balance?.currency ?? '';
  return `The ${top.value} % one first${balance ? ` (the ${say(balance.value, c)})` : ''}: every extra payment on it saves the most interest. Keep paying the minimums on the others, then move its whole payment to the next rate down when it is cleared; the ${low.value} % one comes last.`;
}

/**
 * The answer to a yes/no or either-or money question, worked out on the member's own figures
 * (verdict.ts says it first); undefined when their figures do not decide it.
 */
export function moneyVerdict(entryId: string, said: string): string | undefined {
  switch (entryId) {
    case 'savings-vs-debt':
      return savingsVersusDebt(said).verdict;
    case 'pension-vs-salary':
      return pensionTrade(said).verdict;
    case 'debt-payoff':
      return firstDebt(said);
    case 'house-deposit':
      return deposit(said).verdict;
    default:
      return undefined;
  }
}

/** The numbers line for a household-money entry, worked out on what the member wrote. */
export function moneyFigures(entryId: string, said: string): string | undefined {
  // Each line opens with a capital after its label: "**The numbers:** On 3,200 a month …".
  return numbersOf(entryId, said)?.replace(
    /^(\*\*The numbers:\*\* )(\w)/,
    (_, l: string, c: string) => l + c.toUpperCase(),
  );
}

function numbersOf(entryId: string, said: string): string | undefined {
  const figs = figuresIn(said);
  switch (entryId) {
    case 'budget-saving':
      return budget(figs);
    case 'emergency-fund':
      return emergency(figs);
    case 'debt-payoff':
      return debt(figs, said);
    case 'retirement-saving':
      return retirement(figs, said);
    case 'freelance-money':
      return freelance(figs);
    case 'salary-real-value':
      return realValue(figs);
    case 'savings-vs-debt':
      return savingsVersusDebt(said).numbers;
    case 'pay-cut-budget':
      return payCut(said);
    case 'pension-vs-salary':
      return pensionTrade(said).numbers;
    case 'side-income-tax':
      return sideIncome(said);
    case 'house-deposit':
      return deposit(said).numbers;
    default:
      return undefined;
  }
}

/** A bonus said with an amount of pay: a share of it ("plus a 10% bonus") or a sum ("+ 5k bonus"). */
export interface Bonus {
  percent?: number;
  amount?: number;
}

/**
 * The bonus joined to the pay figure written at `at`, in the words right after it and in the same
 * clause ("58k plus a 10% bonus", "62k with a £4,000 annual bonus", "58k + 10% bonus"). A bonus
 * named elsewhere in the message belongs to no figure in particular and is left out.
 */
export function bonusAfter(text: string, at: number): Bonus | undefined {
  const after = text.slice(at).replace(/^[£$€]?\s?[\d,.]+\s?[kKmM]?/, '');
  const clause =
    after.split(/[.;!?\n]|,\s*(?:but|and|while|whereas)\b|\s(?:but|while|whereas)\s/)[0] ?? '';
  const m =
    /^\s*(?:base\s+)?(?:(?:a\s+)?(?:year|yr|annually|per year|p\.?a\.?)\s+)?(?:(?:right\s+)?now|currently|today|at the moment)?,?\s*(?:plus|with|\+|and|on top of that|incl(?:uding|\.)?)\s+(?:an?\s+)?(?:(\d{1,2}(?:\.\d)?)\s?%|([£$€])?\s?(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)\s?([kK])?)\s+(?:(?:annual|yearly|target|performance|year-end|cash)\s+)?bonus\b/i.exec(
      clause,
    );
  if (!m) return undefined;
  if (m[1]) return { percent: Number(m[1]) };
  const amount = Number((m[3] ?? '').replace(/,/g, '')) * (m[4] ? 1000 : 1);
  return amount > 0 ? { amount } : undefined;
}

/** What a bonus adds to a year's pay of `base`. */
export function bonusValue(bonus: Bonus, base: number): number {
  return bonus.percent ? (base * bonus.percent) / 100 : (bonus.amount ?? 0);
}
