import { hasCue } from '../../nlp/cues.js';
import type { PlanItem } from './content.js';
import { moneySaidAs } from './facts.js';
import { type Bonus, bonusAfter, bonusValue } from './money-figures.js';
import { type Plan, type PlanContext, quote, upperFirst } from './plan.js';

/**
 * Plans for pay and money, promotion, leadership, goals, motivation, decisions and tech careers.
 * Figures the member gives (an offer, a market rate, monthly spending) are used and the arithmetic
 * shown; money guidance stays general education, not regulated financial advice.
 */

const has = (ctx: PlanContext, ...cues: string[]) => cues.some((c) => hasCue(ctx.reading, c));

export interface Amount {
  value: number;
  currency: string;
  at: number;
}

/** "£65k", "$120,000", "2,500": amounts in the order written. */
export function amountsIn(text: string): Amount[] {
  const found: Amount[] = [];
  const pattern = /([£$€])?\s?(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)\s?(k|K|m|M)?\b/g;
  for (const match of text.matchAll(pattern)) {
    const [, currency = '', digits = '', scale = ''] = match;
    let value = Number(digits.replace(/,/g, ''));
    if (/k/i.test(scale)) value *= 1000;
    if (/m/i.test(scale)) value *= 1_000_000;
    if (!currency && !scale && value < 100) continue;
    found.push({ value, currency, at: match.index ?? 0 });
  }
  return found;
}

export function money(amount: number, currency: string): string {
  if (currency && amount >= 10_000 && amount % 1000 === 0) return `${currency}${amount / 1000}k`;
  return `${currency}${amount.toLocaleString('en-GB')}`;
}

function near(text: string, amounts: Amount[], word: RegExp): Amount | undefined {
  const at = text.search(word);
  if (at < 0) return undefined;
  return (
    amounts.find((a) => a.at > at && a.at - at < 60) ??
    amounts.find((a) => Math.abs(a.at - at) < 40)
  );
}

interface Band {
  low: number;
  high: number;
  currency: string;
}

/** "a band of 50-60k", "range is £40,000 to £48,000", "between 70 and 80k": the employer's range. */
function bandIn(text: string): Band | undefined {
  const m =
    /\b(?:band|range|bracket|between)\b[^.?!\d£$€]{0,25}([£$€])?\s?(\d{1,3}(?:,\d{3})*|\d+(?:\.\d+)?)\s?(k)?\s*(?:-|–|to|and)\s*([£$€])?\s?(\d{1,3}(?:,\d{3})*|\d+(?:\.\d+)?)\s?(k)?\b/i.exec(
      text,
    );
  if (!m) return undefined;
  const [, c1 = '', a = '', k1 = '', c2 = '', b = '', k2 = ''] = m;
  const scale = k1 || k2 ? 1000 : 1;
  const low = Number(a.replace(/,/g, '')) * (k1 || !a.includes(',') ? scale : 1);
  const high = Number(b.replace(/,/g, '')) * (k2 || !b.includes(',') ? scale : 1);
  if (!(low > 0 && high > low) || high < 1000) return undefined;
  return { low, high, currency: c1 || c2 };
}

/**
 * What to say when asked for a salary expectation and the employer gave its band: a figure near
 * the top (the bottom of a range they hear is where they will start), what they earn now kept out
 * of it, and the package as the second lever.
 */
function expectationPlan(band: Band, current: Amount | undefined, suggestions: string[]): Plan {
  const c = band.currency || current?.currency || '';
  const step = band.high >= 20_000 ? 1000 : 100;
  const near = Math.round((band.high - (band.high - band.low) * 0.2) / step) * step;
  const over = current ? Math.round(((near - current.value) / current.value) * 1000) / 10 : 0;
  return {
    lead: [
      `They have told you the band: ${money(band.low, c)} to ${money(band.high, c)}. Answer with a figure near the top of it, around ${money(near, c)} to ${money(band.high, c)}: an employer who hears a range starts from its bottom, and a figure inside their own band is easy to say yes to.`,
      ...(current && near > current.value
        ? [
            `That would be about ${over}% above the ${money(current.value, c)} you earn now, ${over <= 20 ? 'an ordinary step for a move' : 'a big step, and a fair one: the band is what they pay for this role'}. You do not have to mention your current pay at all.`,
          ]
        : []),
    ],
    draft: {
      label: 'What to say on the call',
      text: `Based on the scope of the role and what I'd bring, I'm looking for around ${money(near, c)} to ${money(band.high, c)} base, depending on the rest of the package. Is that in line with what you have in mind?`,
      short: `I'm looking for around ${money(near, c)} to ${money(band.high, c)} base, depending on the package.`,
    },
    itemsHeading: '**How to handle it**',
    items: [
      {
        title: 'Say the number, then stop',
        body: 'Give the figure once, with a short reason, and let them answer; do not fill the silence by lowering it.',
        detail: [
          'A calm, specific number sounds researched; a hedge sounds like an invitation to go lower.',
        ],
      },
      {
        title: 'If they press for what you earn now',
        body: 'Say that you are focusing on roles in this band and that your figure reflects this role, not your current one.',
        detail: ['Current pay describes your old job; the band describes this one.'],
      },
      PACKAGE,
      WALK_AWAY,
    ],
    question:
      'Is there anything in the package (bonus, pension, flexibility) that matters as much to you as the base?',
    suggestions,
  };
}

/** Words that say an amount is what the member is paid now. */
const CURRENT_PAY =
  /\b(?:(?:my\s+)?current\s+(?:job|role|employer|company|position|place)\s+(?:pays|gives)|my\s+(?:job|employer|company)\s+(?:now\s+)?pays|i\s+(?:currently\s+)?(?:make|earn|get|take home)|(?:i'?m|i\s+am)\s+(?:currently\s+)?(?:on|making|earning|paid|at)|currently\s+(?:on|at|making|earning|paid)|current(?:ly)?\s+(?:salary|pay|base|wage)|my\s+(?:salary|pay|base|wage)\s+(?:is|now)|paid\s+now)\b/i;

/** The amount next to `word`, leaving out one already given another meaning. */
function nearExcept(
  text: string,
  amounts: Amount[],
  word: RegExp,
  taken: Array<Amount | undefined>,
): Amount | undefined {
  return near(
    text,
    amounts.filter((a) => !taken.includes(a)),
    word,
  );
}

const pct = (part: number, whole: number) => Math.round((part / whole) * 1000) / 10;

/** "a 6.9%", "an 8.9%", "an 18%": the article as the number is said. */
const aPct = (n: number) => `${/^(8|11|18)(\D|$)/.test(String(n)) ? 'an' : 'a'} ${n}%`;

/**
 * An offer against current pay when a bonus comes with either: the two compared as yearly cash,
 * base plus bonus, with the bonus said out loud (it is the part that is not guaranteed), and the
 * question a member should ask when the offer names none.
 */
function withBonuses(
  offer: Amount,
  current: Amount,
  bonuses: { offer?: Bonus; current?: Bonus },
  suggestions: string[],
): Plan {
  const c = offer.currency || current.currency;
  const total = (a: Amount, b?: Bonus) => a.value + (b ? bonusValue(b, a.value) : 0);
  const withBonus = (a: Amount, b: Bonus | undefined, whose: string) =>
    b
      ? `${whose} ${money(a.value, c)} base plus ${b.percent ? `a ${b.percent}% bonus` : `a ${money(b.amount ?? 0, c)} bonus`} is about ${money(Math.round(total(a, b)), c)} a year`
      : `${whose} ${money(a.value, c)}, with no bonus mentioned`;
  const plan = againstCurrentPay(
    { ...offer, value: Math.round(total(offer, bonuses.offer)) },
    { ...current, value: Math.round(total(current, bonuses.current)) },
    suggestions,
  );
  // A counter on an offer with a bonus is about the base and how sure the bonus is: a figure
  // worked out on base plus bonus would be asked of the base alone.
  const offered = bonuses.offer;
  const draft = offered
    ? {
        label: 'What to ask before you answer',
        text: `Thank you for the offer of ${money(offer.value, c)} base. Before I confirm, could you tell me how much of the ${offered.percent ? `${offered.percent}% ` : ''}bonus has actually been paid out in recent years, and whether there is any flexibility on the base salary?`,
        short: `How much of the bonus has been paid in recent years, and is there flexibility on the ${money(offer.value, c)} base?`,
      }
    : plan.draft;
  return {
    ...plan,
    ...(draft ? { draft } : {}),
    lead: [
      `Counting bonuses: ${withBonus(current, bonuses.current, 'your')}; ${withBonus(offer, bonuses.offer, 'the offer’s')}.`,
      ...plan.lead,
      'A bonus is only worth what is actually paid: use what you received in the last year or two, not the target.',
    ],
    question: bonuses.offer
      ? 'How much of your bonus has actually been paid in the last two years, and is the new one guaranteed in the first year?'
      : 'Does the new role pay a bonus? Ask before you decide: without one, the comparison above is the real one.',
  };
}

/**
 * An offer weighed against current pay: the difference and the rise (or cut) as a percentage,
 * what that usually means for a move between employers, and a counter with a number in it.
 * Rises of roughly 10–20 % are commonly cited for a move between employers; below that a
 * counter is reasonable, above it the rest of the package is the better place to push.
 */
function againstCurrentPay(offer: Amount, current: Amount, suggestions: string[]): Plan {
  const c = offer.currency || current.currency;
  const diff = offer.value - current.value;
  if (diff < 0) {
    const cut = -diff;
    return {
      lead: [
        `The offer is ${money(offer.value, c)} against the ${money(current.value, c)} you earn now: ${money(cut, c)} less, ${aPct(pct(cut, current.value))} cut.`,
        'A pay cut can be the right move, but decide it on purpose: what does this role give you that your current one does not, and can you live on the lower figure for a year or two?',
      ],
      draft: {
        label: 'What to say',
        text: `Thank you, I'm keen on this role. To make the move work I'd need the base salary to at least match what I earn today, around ${money(current.value, c)}. Is there room to get there, or elsewhere in the package?`,
        short: `I'm keen, but I'd need the base to match my current ${money(current.value, c)}. Is there room?`,
      },
      itemsHeading: '**Before you answer**',
      items: [
        {
          title: 'Compare the whole package',
          body: 'Put both side by side for a year: base, bonus, pension contribution, leave, commute, and costs such as travel or childcare.',
          detail: [
            'A lower base with a bigger pension or a shorter commute can be worth more than it looks.',
          ],
        },
        {
          title: 'Ask them to match',
          body: 'Asking an employer to match your current base is an ordinary request; the worst answer is no.',
          detail: ['Say the number once, give the reason in one sentence, and wait.'],
        },
        WALK_AWAY,
      ],
      question: 'What does this role give you that would make a lower salary worth it?',
      suggestions,
    };
  }
  const rise = pct(diff, current.value);
  const ask = Math.max(
    Math.ceil((current.value * 1.15) / 1000) * 1000,
    Math.ceil((offer.value * 1.05) / 1000) * 1000,
  );
  const small = rise < 10;
  return {
    lead: [
      diff === 0
        ? `The offer matches the ${money(current.value, c)} you earn now: a move for no rise at all.`
        : `The offer is ${money(offer.value, c)} against the ${money(current.value, c)} you earn now: ${money(diff, c)} more, ${aPct(rise)} rise.`,
      small
        ? 'Moves between employers often come with rises of 10–20%, so a counter is reasonable, as long as the market for the role supports it.'
        : 'That is already a solid rise for a move. You can still ask once, but the rest of the package may be the better place to push.',
    ],
    // A solid rise still gets words for the one ask, aimed at the package rather than the base.
    draft: small
      ? {
          label: 'What to say (by phone or email)',
          text: `Thank you, I'm excited about this role. Given the scope of the job and what I'd bring from day one, I was hoping for something closer to ${money(ask, c)}. Is there flexibility on the base salary?`,
          short: `I'm excited about the role; could you get closer to ${money(ask, c)} on base?`,
        }
      : {
          label: 'What to say (by phone or email)',
          text: `Thank you for the offer of ${money(offer.value, c)}; I'm excited about this role and would like to make it work. Before I confirm, is there any flexibility, on the base or elsewhere in the package, such as a sign-on bonus or an earlier salary review?`,
          short: `Thank you for the offer of ${money(offer.value, c)}. Is there any flexibility on the base or the package?`,
        },
    itemsHeading: '**How to handle it**',
    items: [
      CHECK_MARKET,
      {
        title: 'You need not share your current pay',
        body: 'If they ask what you earn now, you can answer with what you are looking for instead: the offer should reflect the new role, not your old one.',
        detail: [
          'In some places employers may not even ask; either way, the conversation is about the new role.',
        ],
      },
      PACKAGE,
      WALK_AWAY,
    ],
    question: small
      ? `What would make the move clearly worth it for you: a number, or something else in the package?`
      : 'Apart from pay, what would you want settled before you accept?',
    suggestions,
  };
}

const CHECK_MARKET: PlanItem = {
  title: 'Check the market number',
  body: 'Three independent data points: a salary survey, job ads that show a range, and one or two people in similar roles or a recruiter.',
  detail: [
    'One source can be off; three that agree are a case. Compare like for like: level, location, company size.',
  ],
};
const PACKAGE: PlanItem = {
  title: 'Trade the whole package',
  body: 'If base salary is stuck, ask about a sign-on bonus, an earlier salary review, extra leave, flexible work, a training budget or equity.',
  detail: [
    'Ask “Is there flexibility elsewhere in the package?” and let them suggest first; you can then name what matters most to you.',
  ],
};
const WALK_AWAY: PlanItem = {
  title: 'Decide your walk-away number first',
  body: 'Know, before the call, the lowest offer you would accept and what else would make a lower number worth it.',
  detail: [
    'Deciding in advance stops you from agreeing in the moment to something you regret later.',
  ],
};

export function salaryPlan(ctx: PlanContext): Plan {
  const amounts = amountsIn(ctx.text);
  // An amount is an offer when the text says it is offered, or when nothing says what it is: a
  // figure said as the member's own money ("I make 3,200 after tax", "my rent is 950") never is.
  const offer =
    near(ctx.text, amounts, /offer/i) ??
    amounts.find((a) => {
      // The amount as written ("$92,000", "71k"), without the space or the punctuation around it.
      const m = /^(\s*)([£$€]?\s?\d(?:[\d,.]*\d)?\s?[kKmM]?)/.exec(ctx.text.slice(a.at));
      return !m || moneySaidAs(ctx.text, m[2] ?? '', a.at + (m[1]?.length ?? 0)) !== 'own';
    });
  // What the member earns now, said as such ("I make 58k", "currently on £40,000"): an offer is
  // weighed against it before anything else, and it is never mistaken for a market figure.
  const current = nearExcept(ctx.text, amounts, CURRENT_PAY, [offer]);
  const market =
    nearExcept(ctx.text, amounts, /market|rate|worth|average/i, [offer, current]) ??
    (amounts[1] !== offer && amounts[1] !== current ? amounts[1] : undefined);
  const suggestions = [
    'What would my first step be?',
    'Can you make it shorter?',
    'How much runway do I need to change jobs?',
  ];
  if (has(ctx, 'equity', 'stock option*', 'share*', 'startup')) {
    return {
      lead: [
        'Startup equity is worth negotiating, but only once you know what you are being offered. Ask these before you counter:',
      ],
      items: [
        {
          title: 'How much of the company is it?',
          body: 'Ask for the number of shares or options and the total fully diluted shares, so you can work out your percentage.',
          detail: [
            'A number of options means nothing without the total; the percentage is what you compare.',
          ],
        },
        {
          title: 'What are the terms?',
          body: 'Vesting schedule (four years with a one-year cliff is common), strike price, and how long you have to exercise if you leave.',
          detail: ['A short exercise window can make options expensive to keep when you leave.'],
        },
        {
          title: 'What is it likely to be worth?',
          body: 'Ask the latest valuation and whether investors get paid first (liquidation preferences); treat equity as a lottery ticket, not salary.',
          detail: ['Plan your life on the cash salary; anything the equity brings is upside.'],
        },
        {
          title: 'Then trade',
          body: 'More options for a lower salary, acceleration if the company is sold, or a longer exercise window are all common asks.',
          detail: ['Ask for one or two things, with a reason, rather than everything at once.'],
        },
      ],
      after: [
        '_This is general education, not financial advice; for a large grant, a short session with an independent adviser is worth it._',
      ],
      question: 'What has the company told you so far about the equity?',
      suggestions,
    };
  }
  // Asked for their expectations against a band the employer gave ("the band is 50-60k"), before
  // any offer: the answer is a number near the top of the band, not a reaction to an offer.
  const band = bandIn(ctx.text);
  if (band && !/\boffer(?:ed|s)?\b/i.test(ctx.text))
    return expectationPlan(band, current, suggestions);
  if (offer && market && market.value > offer.value) {
    const ask = Math.ceil((market.value * 1.05) / 1000) * 1000;
    const gap = market.value - offer.value;
    const c = market.currency || offer.currency;
    return {
      lead: [
        `The offer is ${money(offer.value, c)} and your market figure is ${money(market.value, c)}: a ${money(gap, c)} gap (${Math.round((gap / market.value) * 100)}% under market). That is a reasonable thing to raise, politely and once.`,
        `Counter slightly above the market figure, around ${money(ask, c)}, so that meeting in the middle still lands you at market.`,
      ],
      draft: {
        label: 'What to say (by phone or email)',
        text: `Thank you, I'm really excited about this role. Based on what I've seen for similar roles, around ${money(market.value, c)}, and what I'd bring from day one, I was expecting something closer to ${money(ask, c)}. Is there flexibility on the base salary?`,
        short: `I'm excited about the role. For similar roles the market is around ${money(market.value, c)}; could you get closer to ${money(ask, c)}?`,
      },
      itemsHeading: '**How to handle it**',
      items: [
        CHECK_MARKET,
        {
          title: 'Name the number, then stop talking',
          body: 'After you say the figure, pause and let them answer; the silence is theirs to fill.',
          detail: [
            'People talk themselves down in the pause. Say the number, say why in one sentence, and wait.',
          ],
        },
        PACKAGE,
        WALK_AWAY,
      ],
      question: 'Do you know how the market figure was worked out: level, location, company size?',
      suggestions,
    };
  }
  if (offer && current && !market) {
    const bonuses = {
      offer: bonusAfter(ctx.text, offer.at),
      current: bonusAfter(ctx.text, current.at),
    };
    if (bonuses.offer || bonuses.current) return withBonuses(offer, current, bonuses, suggestions);
    return againstCurrentPay(offer, current, suggestions);
  }
  if (has(ctx, 'raise', 'pay rise', 'payrise', 'rise', 'more money', 'underpaid')) {
    return {
      lead: [
        'A pay rise is easiest to win as a business case: what you deliver, what the market pays, and a clear ask.',
      ],
      draft: {
        label: 'How to open the conversation',
        text: "I'd like to talk about my pay. Over the last year I've delivered results I'm proud of, and I'll walk you through the two with the clearest numbers. For roles like mine, the market pays more than I earn now, and I'd like to move to a specific figure within that range. What would it take to get there?",
        short:
          "I'd like to talk about my pay: here's what I've delivered, what the market pays, and what I'm asking for.",
      },
      items: [
        {
          title: 'Build your evidence log',
          body: 'List your results from the last twelve months, with numbers, and anything you now do that is above your job description.',
          detail: [
            'Bring it written down: managers need something they can forward to whoever signs off the budget.',
          ],
        },
        CHECK_MARKET,
        {
          title: 'Pick your moment',
          body: 'Ask before budgets are set (often a few months before the review cycle) or just after a visible win, not in the middle of a crisis.',
          detail: [
            'Ask your manager when pay decisions are made, and book the conversation a few weeks before.',
          ],
        },
        {
          title: 'If the answer is “not now”',
          body: 'Ask what exactly would need to be true, and agree a date to revisit it. Write it down.',
          detail: ['“Not now” with criteria and a date is progress; a vague “later” is not.'],
        },
      ],
      question: 'When are pay decisions made where you work?',
      suggestions,
    };
  }
  return {
    lead: [
      offer
        ? `You have an offer of ${money(offer.value, offer.currency)}. Before you reply, check it against the market and decide what you would ask for.`
        : 'Negotiating pay goes best with three things ready: a market figure, a number you will ask for, and the rest of the package in mind.',
    ],
    items: [
      CHECK_MARKET,
      {
        title: 'Ask once, with a number and a reason',
        body: '“Based on the market for this role and what I bring, I was expecting something closer to the top of the range. Is there flexibility?” Name your figure when you say it: a specific number is taken more seriously than a hint.',
        detail: [
          'A specific number anchors the conversation; a range invites them to pick its bottom.',
        ],
      },
      PACKAGE,
      WALK_AWAY,
    ],
    question: 'What figure would feel fair to you, and where does it come from?',
    suggestions,
  };
}

export function moneyPlan(ctx: PlanContext): Plan {
  const amounts = amountsIn(ctx.text);
  const suggestions = [
    'What would my first step be?',
    'How do I negotiate my salary?',
    'Can you make it shorter?',
  ];
  if (has(ctx, 'day rate', 'hourly rate', 'charge', 'rate')) {
    return {
      lead: [
        'A day rate has to pay for the days you are not billing: holidays, admin, finding the next client and gaps between projects. Work it out from the income you want, not from your old salary per day.',
      ],
      draft: {
        label: 'The calculation',
        text: 'Day rate = (the yearly income you want + yearly business costs) ÷ billable days.\nMost freelancers bill 120 to 160 days a year. Example: (£50,000 + £5,000) ÷ 140 days ≈ £393 a day.',
        short: '(Target income + costs) ÷ about 140 billable days.',
      },
      items: [
        {
          title: 'Check what the market pays',
          body: 'Look at rates on freelance platforms and communities for your skill and level, and ask two freelancers what they charge.',
          detail: [
            'Your rate should sit inside the market range; your calculation tells you whether that range works for you.',
          ],
        },
        {
          title: 'Price by value when you can',
          body: 'For well-defined work, a project price tied to the result often earns more than days.',
          detail: [
            'Clients buy outcomes; a fixed price for a clear outcome also rewards you for working efficiently.',
          ],
        },
        {
          title: 'Set aside tax and a buffer',
          body: 'Keep a share of every invoice for tax, and build a few months of costs in reserve for quiet periods.',
          detail: [
            'Rules differ by country; a short session with an accountant at the start saves money later.',
          ],
        },
      ],
      after: ['_General education, not financial advice._'],
      question: 'What yearly income would you like the freelancing to give you?',
      suggestions,
    };
  }
  // Each amount by the words next to it: what they have saved is the pot, what goes out each
  // month is the spend. An amount named as neither is read as monthly spend only when it is
  // the only one and not marked as saved ("15k saved" is never 15k a month).
  const around = (a: Amount) => ctx.text.slice(Math.max(0, a.at - 30), a.at + 30);
  const SAVED = /\b(?:saved|savings|save|put aside|in the bank|emergency fund|nest egg|cushion)\b/i;
  const MONTHLY =
    /\b(?:a|per|each|every) month\b|\/\s?(?:mo|month)\b|\bmonthly\b|\b(?:costs?|expenses|spend|bills|rent|outgoings)\b/i;
  const saved = amounts.find((a) => a.value >= 1000 && SAVED.test(around(a)));
  const spend =
    amounts.find(
      (a) => a !== saved && a.value >= 200 && a.value < 100_000 && MONTHLY.test(around(a)),
    ) ??
    (saved
      ? undefined
      : amounts.find((a) => a.value >= 200 && a.value < 100_000 && !SAVED.test(around(a))));
  const months = /sabbatical|break|gap/i.test(ctx.text)
    ? /(\d+|six|three|four|twelve)[\s-]*month/i.exec(ctx.text)?.[1]
    : undefined;
  const lead: string[] = [];
  let draft: Plan['draft'];
  if (spend) {
    const c = spend.currency;
    const six = spend.value * 6;
    const nine = spend.value * 9;
    lead.push(
      `At about ${money(spend.value, c)} a month, six months of runway is ${money(six, c)} and nine months is ${money(nine, c)}.`,
      'For going freelance, aim for six months of essential costs at least; nine if your first clients are not lined up yet.',
    );
    draft = {
      label: 'Your runway',
      text: `6 months: ${money(six, c)}\n9 months: ${money(nine, c)}\n(plus one-off costs: equipment, insurance, setting up)`,
      short: `${money(six, c)} to ${money(nine, c)}`,
    };
    if (saved && saved.value > spend.value) {
      const covered = Math.floor((saved.value / spend.value) * 10) / 10;
      lead.push(
        `Your ${money(saved.value, saved.currency || c)} covers about ${covered} months at that rate.`,
      );
    }
  } else if (saved) {
    // The pot without the monthly costs: what it covers at two levels of spending.
    const c = saved.currency;
    const at = (n: number) => money(Math.round(saved.value / n / 50) * 50, c);
    lead.push(
      `${money(saved.value, c)} saved covers six months if your essential costs are under about ${at(6)} a month, and nine months if they are under about ${at(9)}.`,
      'For going freelance, aim for six months of essential costs at least; nine if your first clients are not lined up yet.',
    );
  } else {
    lead.push(
      months
        ? `For a ${months}-month break, add up your essential monthly costs, multiply by ${months}, and add a month or two as a buffer and for one-off costs.`
        : 'Start from your essential monthly costs: runway is simply how many of those months your savings cover.',
    );
  }
  return {
    lead,
    ...(draft ? { draft } : {}),
    items: [
      {
        title: 'Count your essential costs',
        body: 'Rent or mortgage, bills, food, transport, insurance, debt payments: what you must pay even in a lean month.',
        detail: ['Use three months of bank statements; estimates are usually too low.'],
      },
      {
        title: 'Cut the cost of the move',
        body: 'Start with a client or part-time work before you leave, or keep a few days of employment, to shorten the runway you need.',
        detail: ['Every month of income before you leave is a month less of savings you need.'],
      },
      {
        title: 'Keep an emergency line',
        body: 'Decide in advance what you will do if the runway halves: take contract work, scale back, or return to employment.',
        detail: ['A written plan B makes the move calmer, and calmer decisions are better ones.'],
      },
    ],
    after: ['_General education, not financial advice._'],
    question: 'What are your essential monthly costs, roughly?',
    suggestions,
  };
}

export function promotionPlan(_ctx: PlanContext): Plan {
  return {
    lead: [
      'A promotion case is built before the review, not in it: clear criteria, written evidence, and someone senior who has seen your work.',
    ],
    draft: {
      label: 'What to ask your manager',
      text: "I'd like to work towards the next level within the next year. What would you need to see from me to support it, and who else has a say?",
      short: 'What would you need to see from me for the next level, and who else decides?',
    },
    items: [
      {
        title: 'Get the criteria in writing',
        body: 'Ask your manager what evidence the next level needs, then send a short email summarising it.',
        detail: [
          'Written criteria turn a vague hope into a checklist you can work through together.',
        ],
      },
      {
        title: 'Keep an evidence log',
        body: 'Each Friday, write one line: what you did, its result, who saw it. It becomes your case.',
        detail: [
          'Five minutes a week; by review time you will have fifty specific examples instead of a fuzzy memory.',
        ],
      },
      {
        title: 'Take one visible stretch project',
        body: 'Work that shows the next level, in front of the people who decide.',
        detail: ['Ask for something with a clear outcome and a deadline; share progress openly.'],
      },
      {
        title: 'Find a sponsor',
        body: 'Someone senior who knows your work and will speak for you when you are not in the room.',
        detail: [
          'Mentors advise you; sponsors advocate for you. Earn one by doing visible work for them.',
        ],
      },
    ],
    question: 'Who decides on your next step, and do they know you want it?',
    suggestions: [
      'What would my first step be?',
      'Can you make it shorter?',
      'How do I negotiate a pay rise?',
    ],
  };
}

export function leadershipPlan(ctx: PlanContext): Plan {
  const suggestions = [
    'What would my first step be?',
    'Can you make it shorter?',
    'Tell me more about the second one',
  ];
  if (has(ctx, 'delegat*', 'do everything myself', 'everything myself')) {
    return {
      lead: [
        'Doing everything yourself feels faster this week and costs you every week after. Delegation is a skill you can practise, one task at a time.',
      ],
      items: [
        {
          title: 'Pick what to hand over',
          body: 'List a week of your tasks; mark what someone else could do at 70% of your standard. Start with one of those.',
          detail: [
            'If someone can do it 70% as well as you, delegate it: they will reach 100% with practice, and you get the time back.',
          ],
        },
        {
          title: 'Delegate the outcome, not the steps',
          body: '“I need the supplier report by Thursday, good enough to decide on renewals” rather than a list of instructions.',
          detail: ['Say what done looks like, the deadline and the limits; let them choose how.'],
        },
        {
          title: 'Agree how you will check in',
          body: 'One short check-in halfway, not constant supervision.',
          detail: ['Ask “What do you need from me?” rather than “How is it going?”'],
        },
        {
          title: 'Resist taking it back',
          body: 'When it comes back imperfect, coach the gap instead of redoing it.',
          detail: [
            'Redoing it teaches your team that your standard is unreachable, and keeps the work on your desk.',
          ],
        },
      ],
      question: 'What is one task you could hand over this week?',
      suggestions,
    };
  }
  if (
    has(ctx, 'take* credit', 'difficult conversation', 'hard conversation', 'conflict', 'colleague')
  ) {
    return {
      lead: [
        'A difficult conversation goes better when it is about one specific behaviour and what you need next, not about the person.',
      ],
      draft: {
        label: 'How to open it',
        text: 'When the last update presented my analysis as the team’s, it made my contribution invisible. Going forward, I’d like to present my own work, or be named when it is used. Can we agree on that?',
        short:
          'When my work was presented without my name, it became invisible; next time I’d like to present it myself.',
      },
      items: [
        {
          title: 'Prepare one example, not a list',
          body: 'Choose the clearest recent instance; a list feels like an ambush.',
          detail: [
            'Specific and recent is hard to argue with; general and old invites a debate about memory.',
          ],
        },
        {
          title: 'Have it in private, soon',
          body: 'Within a few days of the event, one to one, at a calm moment.',
          detail: ['Waiting makes it bigger; public makes it defensive.'],
        },
        {
          title: 'Agree a concrete next step',
          body: 'End with what will happen next time, and follow up in writing if it matters.',
          detail: ['A short, friendly follow-up email records what you agreed.'],
        },
      ],
      question: 'What outcome do you want from the conversation?',
      suggestions,
    };
  }
  if (has(ctx, 'become ~ manager|lead', 'former', 'peer*', 'new manager', 'first time')) {
    return {
      lead: [
        'Managing former peers changes the relationship, and it is normal for it to feel awkward for a few weeks. Naming it openly helps most.',
      ],
      items: [
        {
          title: 'Talk to each person one to one',
          body: 'Acknowledge the change, ask what they need from you as a manager, and what they would like to keep the same.',
          detail: ['“This is new for both of us. What would make me a good manager for you?”'],
        },
        {
          title: 'Be clear about what has changed',
          body: 'Decisions you now own, information you can no longer share, and what stays the same.',
          detail: ['Clarity early avoids resentment later.'],
        },
        {
          title: 'Set up regular one-to-ones',
          body: 'Thirty minutes every week or two, their agenda first.',
          detail: ['Consistency matters more than length.'],
        },
      ],
      question: 'Which relationship in the team feels most delicate right now?',
      suggestions,
    };
  }
  const ideas = has(ctx, 'shoot* down', 'idea*', 'meeting*');
  return {
    lead: [
      ideas
        ? 'Someone who shoots down every idea in meetings usually drains the room without meaning to. Give the behaviour feedback privately, and change the meeting so ideas get a fair hearing.'
        : 'Feedback that changes behaviour is specific, timely and about what happened, not who the person is.',
    ],
    draft: {
      label: 'A feedback script (situation, behaviour, impact)',
      text: ideas
        ? 'In Tuesday’s planning meeting, when the new onboarding idea came up, you listed three reasons it wouldn’t work before anyone had explored it. The impact was that the room went quiet and nobody raised another idea. I’d like you to start with what could work before naming the risks. What do you think?'
        : 'In yesterday’s meeting, when the deadline came up, you said the work would be late without telling the team first. The impact was that the client heard it before we did. Next time, I’d like you to flag a risk to the team as soon as you see it. What’s getting in the way?',
      short: 'Situation, behaviour, impact, request, then ask what’s getting in the way.',
    },
    items: [
      {
        title: 'Give it soon and in private',
        body: 'Within a couple of days of the event, one to one.',
        detail: ['Feedback loses its power with time, and in public it turns into a defence.'],
      },
      {
        title: 'Ask before you solve',
        body: '“What’s getting in the way?” often reveals a cause you couldn’t see (workload, unclear priorities, a personal issue).',
        detail: ['Listen fully before agreeing the next step.'],
      },
      {
        title: ideas ? 'Change the meeting, too' : 'Agree a next step and follow up',
        body: ideas
          ? 'Try “yes, and” rounds, or collect ideas silently first and discuss risks only after.'
          : 'Agree one concrete change and check in a week or two later.',
        detail: ['Structure protects ideas better than asking people to be nicer.'],
      },
    ],
    question: 'What outcome would you like from the conversation?',
    suggestions,
  };
}

export function goalPlan(ctx: PlanContext): Plan {
  const goal =
    /\bgoal of ([^.?!]+?)(?: into a plan| by [A-Z]| by \w+|[.?!]|$)/i.exec(ctx.text)?.[1] ??
    /\b(?:i want to|i'd like to|i would like to) ([^.?!]+)/i.exec(ctx.text)?.[1];
  const by = /\bby ((?:the )?(?:end of )?[A-Z][a-z]+|next (?:month|year|quarter)|\w+ \d{4})/.exec(
    ctx.text,
  )?.[1];
  const name = goal ? goal.trim() : 'your goal';
  return {
    lead: [
      `Let’s turn ${goal ? `“${name}”` : 'your goal'}${by ? ` by ${by}` : ''} into something you can act on this week.`,
    ],
    draft: {
      label: 'Your goal, written to be checked',
      text: `${upperFirst(name)}${by ? ` by ${by}` : ''}. Done means: one thing you will be able to show, named now.`,
      short: `${upperFirst(name)}${by ? ` by ${by}` : ''}.`,
    },
    items: [
      {
        title: 'Define “done”',
        body: 'Write what you will be able to show when it is finished (a certificate, a number, a shipped thing).',
        detail: ['A goal you can check is one you can plan backwards from.'],
      },
      {
        title: 'Plan three milestones backwards',
        body: by
          ? `From ${by}, work back: what must be true a month before, at the halfway point, and at the end of next week?`
          : 'From the deadline, work back: what must be true a month before, at halfway, and by the end of next week?',
        detail: [
          'Milestones turn a far deadline into near ones; the first should land within seven days.',
        ],
      },
      {
        title: 'Book a weekly slot',
        body: 'Two fixed sessions a week in your calendar, treated like meetings.',
        detail: ['Progress comes from the sessions you protect, not the motivation you feel.'],
      },
      {
        title: 'Plan for the obstacle',
        body: 'Name what is most likely to stop you, and decide now what you will do when it happens.',
        detail: [
          '“If work runs late on Tuesday, I will do 30 minutes on Wednesday morning instead.”',
        ],
      },
    ],
    question: 'What is the smallest step you could finish this week?',
    suggestions: [
      'What would my first step be?',
      'Can you make it shorter?',
      'How do I build this into a habit?',
    ],
  };
}

export function motivationPlan(ctx: PlanContext): Plan {
  const count =
    /(\d+|two|three|four|five|six|seven|eight|nine|ten)\s+(?:jobs?|applications?|rejections?|interviews?)/i.exec(
      ctx.text,
    )?.[1];
  return {
    lead: [
      count
        ? `${upperFirst(count)} rejections in a month hurts, and it says more about how competitive hiring is than about your worth. Let’s look after the motivation and the method.`
        : 'Motivation usually comes back after action, not before it. Let’s make the next action small and the progress visible.',
    ],
    items: [
      {
        title: 'Separate your worth from the outcome',
        body: 'Hiring decisions depend on timing, internal candidates and budgets you never see. A rejection is data about that process, not a verdict on you.',
        detail: [
          'Write down three things you have done well this year; read them before each application.',
        ],
      },
      {
        title: 'Review the method',
        body: 'Look at where applications stop (no reply, after a first call, after the final round) and fix that stage.',
        detail: [
          'No replies usually means the CV or targeting; stopping after interviews means the stories; ask one recruiter for honest feedback.',
        ],
      },
      {
        title: 'Set a small win for today',
        body: 'One tailored application, one message to a contact, or one improved CV line. Done is the point.',
        detail: ['Small, finished actions rebuild momentum faster than big plans.'],
      },
      {
        title: 'Lean on people',
        body: 'Tell one person how it is going; job searches are lonely and support makes them shorter.',
        detail: ['An accountability buddy doubles as a source of referrals.'],
      },
    ],
    question: 'Where do your applications usually stop?',
    suggestions: [
      'What would my first step be?',
      'Which are the weakest bullets in my CV?',
      'Help me prepare for an interview',
    ],
  };
}

export function decisionPlan(ctx: PlanContext): Plan {
  const options = /:?\s*(?:an? )?([^,.:;?]+?)\s+or\s+(?:an? )?([^,.:;?]+)/i.exec(
    ctx.text.split(':').slice(-1)[0] ?? ctx.text,
  );
  const a = options?.[1]?.trim();
  const b = options?.[2]?.trim();
  const named =
    a &&
    b &&
    a.split(' ').length <= 6 &&
    b.split(' ').length <= 6 &&
    !/^(help|how|should|i)\b/i.test(a);
  return {
    lead: [
      named
        ? `Choosing between ${quote(a, 60)} and ${quote(b, 60)} is a choice between what each one bets on. Let’s make the bets visible.`
        : 'A good career decision makes the trade-offs visible and tests the assumption that matters most.',
    ],
    items: [
      {
        title: 'Write your five criteria, then weigh them',
        body: 'Pay, learning, people, stability, location, the work itself: pick five, give each a weight, and score both options.',
        detail: [
          'The scores matter less than the argument you have with them: if the “winner” disappoints you, a criterion is missing.',
        ],
      },
      {
        title: 'Find the assumption that decides it',
        body: named
          ? `What would have to be true for ${quote(a, 50)} to be the better bet? Check that one thing first.`
          : 'Which belief, if wrong, would flip your choice? Check that one thing first.',
        detail: [
          'Ask people who work there, read recent news, or ask the hiring manager directly.',
        ],
      },
      {
        title: 'Run the regret test',
        body: 'Imagine it is two years from now. Which choice would you regret not making?',
        detail: ['Regret is usually about what we didn’t try, not what went wrong.'],
      },
      {
        title: 'Check how reversible each is',
        body: 'A reversible choice deserves less deliberation than one you can’t undo.',
        detail: [
          'If one option is easy to reverse later, trying it first is often the cheaper experiment.',
        ],
      },
    ],
    question: 'Which of your values does each option serve best?',
    suggestions: [
      'What would my first step be?',
      'Can you make it shorter?',
      'What do my values say about this?',
    ],
  };
}

export function techPlan(ctx: PlanContext): Plan {
  const py = has(ctx, 'python');
  const js = has(ctx, 'javascript', 'js', 'typescript');
  return {
    lead: [
      py && js
        ? 'Python or JavaScript depends on the work you want: Python for data, analytics, automation and machine learning; JavaScript (and TypeScript) for websites and web apps. Choose the role first, and the language follows.'
        : 'Getting into tech goes fastest when you pick a target role first and learn by building things people can see.',
    ],
    items: [
      {
        title: 'Pick a target role',
        body: 'Data analyst, web developer, QA, product: read ten job ads for one and note the tools they all ask for.',
        detail: [
          'The ads tell you which language and tools to learn; that decides Python versus JavaScript for you.',
        ],
      },
      {
        title: 'Learn by building',
        body: 'Follow one structured course, then build a small project of your own that solves a real problem.',
        detail: ['A finished project you can explain beats three half-done courses.'],
      },
      {
        title: 'Show your work',
        body: 'Put projects on GitHub with clear READMEs, and write a short post about what you learned.',
        detail: [
          'Hiring managers for juniors look for evidence you can finish and explain things.',
        ],
      },
      {
        title: 'Use your current field',
        body: 'Your domain knowledge is an edge: build something for the industry you know.',
        detail: [
          'A tool that solves a problem from your current job is the best portfolio piece a career changer can have.',
        ],
      },
    ],
    question: 'What kind of work in tech appeals to you most?',
    suggestions: [
      'What would my first step be?',
      'Am I ready for a software engineer role?',
      'Can you make it shorter?',
    ],
  };
}
