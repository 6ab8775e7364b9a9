import { describe, expect, it } from 'vitest';
import { coachRequest } from '../../test/coach-request.js';
import { infoAsk } from './explain.js';
import { figuresIn, moneyFigures, monthsToClear } from './money-figures.js';
import { optionsIn } from './options-figures.js';
import { respond } from './respond.js';
import { workedAnswer, workedFollowUp } from './worked-figures.js';

/** Every message here was written for this test. */
const reply = (text: string, agent = 19) => respond(coachRequest(agent, text)).reply;

describe('two offers, each with its own terms, are read apart', () => {
  it('gives each option its own base, bonus and leave, whichever way the options are named', () => {
    const [a, b] = optionsIn(
      'I have two on the table: the first is 60k with a 15% bonus and 28 days holiday, the second 66k, no bonus, 25 days holiday. Which one?',
    );
    expect(a).toMatchObject({ base: 60_000, bonusPct: 15, leave: 28 });
    expect(b).toMatchObject({ base: 66_000, noBonus: true, leave: 25 });
    const [x, y] = optionsIn(
      'Offer 1 is £38,000 and the employer puts 6% into the pension. Offer 2 is £40,500 with 3% pension and a £150 a month bus pass I would pay myself.',
    );
    expect(x).toMatchObject({ name: 'Offer 1', base: 38_000, pensionPct: 6 });
    expect(y).toMatchObject({ name: 'Offer 2', base: 40_500, pensionPct: 3, commuteMonthly: 150 });
  });

  it('never takes what they earn now, or a bonus amount, for an option', () => {
    const options = optionsIn(
      'I make 50k now. One company offers 57k plus a 6k bonus, the other offers 61k flat. Which is better?',
    );
    expect(options.map((o) => o.base)).toEqual([57_000, 61_000]);
    expect(options[0]?.bonusAmount).toBe(6000);
  });

  it('reads leave given in weeks as five working days a week', () => {
    const [a, b] = optionsIn(
      'A charity offered 31k with 5 weeks holiday and an agency offered 34k with 4 weeks holiday. Which would you pick?',
    );
    expect(a?.leave).toBe(25);
    expect(b?.leave).toBe(20);
  });

  it('one salary is not a comparison', () => {
    expect(optionsIn('They offered 55k with 25 days of leave. Is that good?')).toEqual([]);
  });
});

describe('a comparison is worked out side by side, on the figures given', () => {
  const asked =
    'Weighing up two jobs. One pays 40k with an 8% bonus and 30 days off; the other pays 44k, no bonus, 22 days off. Which comes out ahead?';

  it('adds the bonus to the base, values the leave at a 260th of salary, and says both ways', () => {
    const text = reply(asked);
    expect(text).toMatch(/40k base \+ 8 % bonus \(3\.2k\) = \*\*43\.2k\*\*/);
    expect(text).toMatch(/\*\*44k\*\* a year, no bonus/);
    // 8 extra days at 40k / 260 = about 154 a day, about 1,230 a year.
    expect(text).toMatch(/8 more days/);
    expect(text).toMatch(/about 155 on 40k/);
    expect(text).toMatch(/44\.4k against 44k/);
    // And what it depends on: the bonus is not guaranteed, and how much of it must pay out.
    expect(text).toMatch(/needs about \d+ % of its bonus/);
    expect(text).toMatch(/not guaranteed/);
    expect(text).not.toMatch(/market figure|under market|counter/i);
  });

  it('never fills in a term the member did not give', () => {
    const text = reply(asked);
    expect(text).not.toMatch(/employer puts in/);
    expect(text).toMatch(/Find out the employer pension and what the commute costs for each/);
  });

  it('works for the career coach too, and for pension and commute', () => {
    const text = reply(
      'Job A: £36,000, 7% pension, two days a week from home. Job B: £39,000, 3% pension, five days in the office with £200 a month on trains. Which should I pick?',
      1,
    );
    expect(text).toMatch(/£2,520 against £1,170 a year/);
    expect(text).toMatch(/£2,400 a year for Job B comes off the total/);
    expect(text).toMatch(/Job A comes out about £750 a year ahead/);
    expect(text).not.toMatch(/^\s*Five things/);
  });
});

describe('can I afford it: the share of take-home, worked out', () => {
  it('is a question about means, never a rules question', () => {
    expect(infoAsk('Can I afford a 700 a month room on what I earn?')).toBeUndefined();
    expect(infoAsk('Can I refuse to work on a bank holiday?')?.kind).toBe('can');
  });

  it('works the rent as a share of pay, against the 30–35 % guide, with what remains', () => {
    const text = reply(
      'I bring home 1,900 a month after tax. A one-bed near work is 820 a month, can I afford that?',
    );
    expect(text).toMatch(/820 of your 1,900 take-home is \*\*43 %\*\*/);
    expect(text).toMatch(/leaves 1,080 a month/);
    expect(text).toMatch(/30–35 % of take-home: 570 to 670/);
    expect(text).not.toMatch(/employer may ask|employment law/);
  });

  it('a one-off cost is counted in months of pay and of what is spare', () => {
    const worked = workedAnswer(
      'On 2,000 a month with 1,400 of bills, could I afford a 2,400 bootcamp course?',
    );
    expect(worked?.kind).toBe('afford');
    expect(worked?.lines.join(' ')).toMatch(/about 600 a month.*in about 4 months/);
  });
});

describe('how long: paying off a debt and saving to a goal', () => {
  it('uses the amortisation formula', () => {
    // 5,000 at 1.5 % a month, 150 a month: n = -ln(1 - 75/150) / ln(1.015) = 46.6, so 47.
    expect(monthsToClear(5000, 18, 150)).toBe(47);
    expect(monthsToClear(5000, 18, 75)).toBeUndefined();
  });

  it('gives the months for a card, with the interest on the way', () => {
    const text = reply(
      'How long will it take me to clear 4,200 on a store card at 25 %, if I pay 160 a month?',
    );
    expect(text).toMatch(/\*\*\d+ months\*\*/);
    expect(text).toMatch(/builds about 90 of interest a month/);
  });

  it('finds the balance in the words that ask to clear it', () => {
    const worked = workedAnswer(
      'When will 3,600 be paid off at 12% if I put 150 a month towards it?',
    );
    expect(worked?.kind).toBe('payoff');
    expect(worked?.lines[0]).toMatch(/clear 3,600 at 12 %/);
  });

  it('says when the payment does not cover the interest', () => {
    const text = reply(
      'I owe 5,000 on an overdraft loan at 35% and can only pay 80 a month. When is it paid off?',
    );
    expect(text).toMatch(/does not cover it/);
    expect(text).not.toMatch(/\*\*\d+ months\*\*/);
  });

  it('a small monthly sum is still money, and a payment is told apart from rent', () => {
    const figs = figuresIn('paying 60 a month off it');
    expect(figs[0]).toMatchObject({ value: 60, label: 'payment' });
    expect(figuresIn('I pay 900 a month in rent')[0]?.label).not.toBe('payment');
  });

  it('the debt entry\'s numbers line reaches the months from "paying N a month"', () => {
    // 3,000 at 20 %, 150 a month: -ln(1 - 50/150) / ln(1 + 0.2/12) = 24.5, so 25.
    expect(
      moneyFigures('debt-payoff', 'I owe 3,000 on a card at 20% and I am paying 150 a month.'),
    ).toMatch(/clears it in about 25 months/);
    expect(
      moneyFigures('debt-payoff', 'My loan is 4,000 at 30% and I can pay 95 a month.'),
    ).toMatch(/does not cover that interest/);
  });

  it('gives the months to a savings goal, taking off what is already saved', () => {
    const text = reply(
      'I already have 1,500 saved. I need 6,000 for a van and can set aside 250 a month. How long until I get there?',
    );
    expect(text).toMatch(
      /the 4,500 still to go \(6,000 less the 1,500 you have\) takes about \*\*18 months\*\*/,
    );
  });

  it('without the figures it needs, the library answers as before', () => {
    expect(workedAnswer('How long does it take to pay off a credit card?')).toBeUndefined();
    expect(workedAnswer('Can I afford to move out?')).toBeUndefined();
  });
});

describe('labelled options are read within their own label', () => {
  it('splits "A)" / "B)" lines and keeps each term on the line that says it', () => {
    const [a, b] = optionsIn(
      'Could you weigh these up?\nA) £47,000 salary, 10% bonus that tends to pay out, 4% employer pension, fully remote\nB) £51,000 salary, no bonus, 7% employer pension, in the office 3 days a week, rail season ticket £3,600 a year at my own cost\nWhich is ahead on money?',
    );
    expect(a).toMatchObject({ name: 'Offer A', base: 47_000, bonusPct: 10, remoteDays: 5 });
    expect(a?.commuteMonthly).toBeUndefined();
    expect(a?.officeDays).toBeUndefined();
    expect(b).toMatchObject({ name: 'Offer B', base: 51_000, noBonus: true, officeDays: 3 });
    // The season ticket is £3,600 a year, never the "3" of the office days.
    expect(b?.commuteMonthly).toBe(300);
  });

  it('reads "Option 1:", "1." and "- Job A:" items the same way', () => {
    const [x, y] = optionsIn(
      'Option 1: 62k, 25 days holiday, office 2 days a week\nOption 2: 58k, 30 days holiday, remote\nWhich would you choose?',
    );
    expect(x).toMatchObject({ name: 'Option 1', base: 62_000, leave: 25, officeDays: 2 });
    expect(y).toMatchObject({ name: 'Option 2', base: 58_000, leave: 30, remoteDays: 5 });
    const [p, q] = optionsIn(
      'Which is better?\n1. £33,000 and the commute costs 180 a month\n2. £35,500 with 5% pension, fully remote',
    );
    expect(p).toMatchObject({ base: 33_000, commuteMonthly: 180 });
    expect(q).toMatchObject({ base: 35_500, pensionPct: 5, remoteDays: 5 });
    expect(p?.remoteDays).toBeUndefined();
    const [j, k] = optionsIn(
      '- Job A: 41k, 5% bonus\n- Job B: 44k, parking £12 a day, 4 days in the office\nWhich should I take?',
    );
    expect(j).toMatchObject({ name: 'Job A', base: 41_000, bonusPct: 5 });
    // A day's cost counts the office days given: 12 × 4 days × 46 weeks = 2,208 a year.
    expect(k).toMatchObject({ name: 'Job B', officeDays: 4 });
    expect((k?.commuteMonthly ?? 0) * 12).toBeCloseTo(2208);
  });

  it('a cost is the money nearest its word, with its own period, never a count or a share', () => {
    const [, b] = optionsIn(
      'The first is 45k fully remote. The second is 49k and I would be in 5 days a week, with parking at £9 a day.',
    );
    // No office days counted in the office form, so a day is one of 220 working days.
    expect((b?.commuteMonthly ?? 0) * 12).toBeCloseTo(1980);
    const [, d] = optionsIn(
      'Job A pays 39k. Job B pays 42k but the commute is 3 days a week at £25 a week on the bus. Which one?',
    );
    expect((d?.commuteMonthly ?? 0) * 12).toBeCloseTo(1300);
  });

  it('works the all-in gap with the yearly commute taken off the right option', () => {
    const text = reply(
      'Could you weigh these up?\nA) £47,000 salary, 10% bonus that tends to pay out, 4% employer pension, fully remote\nB) £51,000 salary, no bonus, 7% employer pension, in the office 3 days a week, rail season ticket £3,600 a year at my own cost\nWhich is ahead on money?',
    );
    expect(text).toMatch(/\*\*Offer A:\*\*[^\n]*fully remote/);
    expect(text).toMatch(
      /\*\*Offer B:\*\*[^\n]*commute £300 a month \(£3,600 a year\); 3 days a week in the office/,
    );
    expect(text).not.toMatch(/\*\*Offer B:\*\*[^\n]*fully remote/);
    // A: 51,700 + 1,880 = 53,580; B: 51,000 − 3,600 + 3,570 = 50,970.
    expect(text).toMatch(/£53,580 against £50,970/);
    expect(text).toMatch(/Offer A comes out about £2,610 a year ahead/);
  });
});

describe('a follow-up that adds a term re-runs the comparison', () => {
  const first =
    'Two offers to weigh:\nA) £44,000, 3% employer pension, remote\nB) £46,000, 5% employer pension, office 4 days a week, train £150 a month\nWhich is better financially?';
  const history = (r: string) => [
    { role: 'user' as const, content: first },
    { role: 'assistant' as const, content: r },
  ];

  it('adds leave given for A and B, and values the difference at a 260th of salary', () => {
    const r1 = reply(first);
    const text = respond(
      coachRequest(
        19,
        'Forgot to say: A comes with 33 days off and B with 25. What is the difference worth?',
        { history: history(r1) },
      ),
    ).reply;
    expect(text).toMatch(/33 days' leave/);
    expect(text).toMatch(/Offer A gives 8 more days/);
    // 44,000 / 260 = 169 a day; 8 days = about 1,350.
    expect(text).toMatch(/about £170 on £44,000, so 8 days are worth about £1,350 a year/);
  });

  it('finds an option by its salary however it is written', () => {
    const lines = workedFollowUp(
      [first],
      'The 46k one has 27 days holiday, the 44k one 24.',
    )?.lines;
    expect(lines?.join('\n')).toMatch(/Offer B gives 3 more days/);
  });

  it('reads "the first" and "the second" too, and leaves a message without options alone', () => {
    const text = workedFollowUp(
      [first],
      'the first gives 2% bonus and the second 6%, does that change it?',
    );
    expect(text?.lines.join('\n')).toMatch(/£44,000 base \+ 2 % bonus/);
    expect(text?.lines.join('\n')).toMatch(/£46,000 base \+ 6 % bonus/);
    expect(workedFollowUp([first], 'Thanks, that helps a lot.')).toBeUndefined();
    // Naming an option with nothing new, or "A" as an article, adds no term.
    expect(workedFollowUp([first], "Which wins if A's bonus never pays?")).toBeUndefined();
    expect(workedFollowUp([first], 'A colleague says B is nicer. Thoughts?')).toBeUndefined();
    expect(
      workedFollowUp(['I am thinking of changing jobs.'], 'A gives 25 days off and B 30.'),
    ).toBeUndefined();
  });
});
