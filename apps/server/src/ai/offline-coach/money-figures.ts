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
  const balance = balances.filter((b) => b !== payment).sort((a, b) => b.value - a.value)[0];
  if (balance && top) {
    const c = balance.currency;
    const monthly = (balance.value * top) / 100 / 12;
    lines.push(
      `At ${top} % a year, ${say(balance.value, c)} costs about ${say(monthly, c)} a month in interest alone.`,
    );
    const n = payment ? monthsToClear(balance.value, top, payment.value) : undefined;
    if (payment && n !== undefined) {
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
    default:
      return undefined;
  }
}
