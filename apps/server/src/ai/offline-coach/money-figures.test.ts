import { describe, expect, it } from 'vitest';
import { coachRequest } from '../../test/coach-request.js';
import { questionsOf } from './asks.js';
import { factsOf, moneySaidAs } from './facts.js';
import { situation } from './frames.js';
import { figuresIn, moneyFigures } from './money-figures.js';
import { respond } from './respond.js';
import { askedOf, lemmas, situationOf } from './retrieve.js';

/** Every message here was written for this test. */

/** The entry the finance coach (19) would answer a first message from, or "general". */
function entryFor(text: string, agent = 19): string {
  return (
    situationOf(`${text}\n${askedOf(text)}`, askedOf(text), agent, questionsOf(text).join('\n'))
      ?.entry.id ?? 'general'
  );
}

const reply = (text: string, agent = 19) => respond(coachRequest(agent, text)).reply;

describe('the member’s own money has its own entries', () => {
  it.each([
    ['How should I budget my paycheck so some of it is left for savings?', 'budget-saving'],
    ['What share of my take home should I put aside every payday?', 'budget-saving'],
    ['How big should my emergency fund be, and where do I park it?', 'emergency-fund'],
    ['Which should I clear first, the store card at 29% or the car loan?', 'debt-payoff'],
    ['Avalanche or snowball: which works better for three credit cards?', 'debt-payoff'],
    [
      'Is it worth raising my pension contribution to get the full employer match?',
      'retirement-saving',
    ],
    ['How much should go into my 401(k) each paycheck?', 'retirement-saving'],
    [
      'I am self employed now; what day rate do I need and how much tax should I set aside?',
      'freelance-money',
    ],
    ['My income is irregular from month to month. How do I plan around it?', 'freelance-money'],
    [
      'After tax, is a move from 41k to 47k actually worth more once rent is counted?',
      'salary-real-value',
    ],
  ])('%s → %s', (text, id) => {
    expect(entryFor(text)).toBe(id);
  });

  it('career posts keep their entries', () => {
    expect(
      entryFor('The agency offered me 39k for the analyst job. How do I negotiate it up?'),
    ).toBe('offer-negotiation');
    // A work budget is not a household one.
    expect(
      entryFor('Any tips for the quarterly budget reports my new job has me writing?'),
    ).not.toBe('budget-saving');
    // Looking for freelance work is a search, not money management.
    expect(entryFor('Where can a student find freelance writing gigs?')).not.toBe(
      'freelance-money',
    );
  });

  it('a plan named by a number and a letter is one word to retrieval', () => {
    expect(lemmas('my 401k and her 403(b)')).toEqual(['k401', 'b403']);
  });
});

describe('a salary, savings or a debt is never read as an offer', () => {
  it('reads each amount by the words of its own clause', () => {
    expect(moneySaidAs('I take home £2,300 a month', '£2,300')).toBe('own');
    expect(moneySaidAs('My rent is $1,100 and bills are on top', '$1,100')).toBe('own');
    expect(moneySaidAs('They offered me $61,000 for the role', '$61,000')).toBe('offer');
    const both = 'I earn $44k and the new job pays $50k';
    expect(moneySaidAs(both, '$44k')).toBe('own');
    expect(moneySaidAs(both, '$50k')).toBe('offer');
    expect(moneySaidAs('Is $70k good for a junior designer?', '$70k')).toBeUndefined();
  });

  it('the facts carry it, and the frame reads own pay as pay', () => {
    const text = 'I take home $3,100 a month and want to save more.';
    const facts = factsOf(text);
    expect(facts.find((f) => f.kind === 'money')?.as).toBe('own');
    expect(situation(facts, text)).toBe('on $3,100 a month');
    // What they make now is never "at stake".
    const made = 'I make $3,100 a month after tax.';
    expect(situation(factsOf(made), made)).not.toMatch(/at stake/);
    const offered = 'They offered $58k; I am on $52k.';
    expect(situation(factsOf(offered), offered)).toBe('with $58k at stake');
  });

  it('a question about saving from a salary gets the budget, worked out, and no negotiation', () => {
    const r = reply('What part of my pay should I be saving every month? I make 3200 after tax');
    expect(r).not.toMatch(/\boffer\b|negotiat|walk-away|counter/i);
    expect(r).toContain('1,600 for needs, 960 for wants and 640 for savings');
  });

  it('a short pension question is answered with the match, not the pay plan', () => {
    const r = reply('My company matches up to 6% and I put in 2%. Should I go higher?');
    expect(r).toMatch(/going to 6 % collects 4 % of your salary more/);
    expect(r).not.toMatch(/\boffer of\b|evidence log/i);
  });

  it('the career coach still gets its offer reply for an offer', () => {
    const r = reply('I was offered £46,000 and I am on £40,000 now. Should I negotiate?');
    expect(r).toMatch(/46/);
    expect(r).not.toContain('50/30/20');
  });
});

describe('the arithmetic of the member’s own money', () => {
  it('50/30/20 on a monthly take-home', () => {
    expect(moneyFigures('budget-saving', 'I take home 3,200 a month')).toContain(
      'On 3,200 a month take-home, 50/30/20 is about 1,600 for needs, 960 for wants and 640 for savings: 7,680 a year.',
    );
  });

  it('essentials over half of pay start savings at 10 %', () => {
    const n = moneyFigures(
      'budget-saving',
      'My net pay is €2,000 a month and my costs are about €1,300.',
    );
    expect(n).toContain('€1,300 take 65 % of the €2,000');
    expect(n).toContain('€200 a month (€2,400 a year), and €500 for everything else');
  });

  it('a yearly salary gives a yearly and monthly savings range', () => {
    expect(moneyFigures('budget-saving', 'I earn 36k a year')).toContain(
      '36k a year, saving 10 to 20 % is 3,600 to 7,200 a year, about 300 to 600 a month',
    );
  });

  it('an emergency fund sized on costs, and the months it takes', () => {
    const n = moneyFigures(
      'emergency-fund',
      'My essential costs come to 1,800 a month and I can put away 300 a month.',
    );
    expect(n).toContain('three months is 5,400 and six months is 10,800');
    expect(n).toContain(
      'At 300 a month you reach one month (1,800) in 6 months, three months in 18 and six in 36',
    );
  });

  it('debt: avalanche order, interest a month and months to clear', () => {
    const n = moneyFigures(
      'debt-payoff',
      'I owe $6,000 on a card at 22% and a loan at 7%. I can pay $400 a month.',
    );
    expect(n).toContain('the 22 % debt first, then 7 %');
    expect(n).toContain('$6,000 costs about $110 a month in interest alone');
    expect(n).toMatch(/Paying \$400 a month clears it in about 18 months/);
  });

  it('the employer match left unclaimed, in money when the salary is given', () => {
    const n = moneyFigures(
      'retirement-saving',
      'My salary is 40k. The employer matches up to 5% and I put in 3%.',
    );
    expect(n).toContain('going to 5 % collects 2 % of your salary more from them');
    expect(n).toContain('On 40k that is 800 a year more from you');
  });

  it('a day rate from a target income, and tax set aside', () => {
    const n = moneyFigures('freelance-money', 'I want to earn 56k a year working for myself.');
    expect(n).toContain('charge about 400 a day (350 at 160 days, 470 at 120)');
    expect(n).toContain('Of every 1,000 invoiced, 250 to 300 goes to the tax account');
  });

  it('a salary change in take-home terms', () => {
    const n = moneyFigures('salary-real-value', 'The new job pays 50k and I currently earn 44k.');
    expect(n).toContain('50k against 44k is 6,000 more a year before tax (13.6 %)');
    expect(n).toContain('about 280 to 350 a month');
  });

  it('says nothing without the figures it needs, and never reads a plan name or a year as money', () => {
    expect(
      moneyFigures('emergency-fund', 'Where should I keep an emergency fund?'),
    ).toBeUndefined();
    expect(moneyFigures('retirement-saving', 'How much goes into my 401k?')).toBeUndefined();
    expect(figuresIn('I started saving in 2019 and have 2,400 now').map((f) => f.value)).toEqual([
      2400,
    ]);
  });
});

describe('a step about something the member never mentioned is left out', () => {
  it('gives "save half of every pay rise" only to a member who speaks of a raise', () => {
    const plain = respond(
      coachRequest(19, 'How much should I put aside each month? I take home 2,900 after tax.'),
    ).reply;
    expect(plain).not.toMatch(/Save half of every pay rise/);
    const raise = respond(
      coachRequest(
        19,
        'My pay rise came through, I now take home 3,100 a month after tax. How much should I save each month?',
      ),
    ).reply;
    expect(raise).toMatch(/Save half of every pay rise/);
  });
});

describe('runway: the pot and the monthly spend told apart', () => {
  it('never reads savings as a monthly cost', () => {
    const { reply } = respond(
      coachRequest(
        19,
        'I have 12k saved and want to quit to freelance as a photographer. Is that enough?',
      ),
    );
    expect(reply).not.toMatch(/At about 12,000 a month|72,000/);
    expect(reply).toMatch(
      /12,000 saved covers six months if your essential costs are under about 2,000 a month/,
    );
  });

  it('says how many months the pot covers when both are given', () => {
    const { reply } = respond(
      coachRequest(
        19,
        'I have 12k saved and my costs are 1,600 a month. Thinking of going freelance. Is that enough runway?',
      ),
    );
    expect(reply).toMatch(/Your 12,000 covers about 7\.5 months at that rate/);
  });
});
