import { describe, expect, it } from 'vitest';
import { conversation } from '../../test/offline-conversation.js';
import { moneyFigures, moneyVerdict } from './money-figures.js';

/** Every message here was written for this test; none is taken from a dataset. */

const first = (agent: number, text: string) => conversation(agent, [text])[0] ?? '';
/** The bold titles of a reply's numbered steps ("1. **Title.** body"), in order. */
const options = (reply: string) =>
  reply
    .split('\n')
    .map((l) => /^\d+\.\s+\*\*(.+?)\.?\*\*/.exec(l)?.[1])
    .filter((x): x is string => Boolean(x));
/** The reply's opening paragraph: where the answer to a yes/no question has to be. */
const opening = (reply: string) => reply.split('\n\n')[0] ?? '';

describe('leadership situations are answered by their own entries (issue 18)', () => {
  it('a former peer who now reports to them gets the reset conversation, not generic delegation', () => {
    const reply = first(
      4,
      'Two months ago I was made lead of the support desk, and Priya, who sat next to me for three years, is now one of my reports. She rolls her eyes when I set priorities and cancels our one to ones. How do I handle her?',
    );
    expect(reply).toMatch(/reset conversation/i);
    expect(reply).toMatch(/strange switch for both of us/);
    expect(options(reply)).not.toContain('Delegate outcomes');
  });

  it('a promotion told together with a peer who resents it is the trouble, not good news', () => {
    const reply = first(
      4,
      'Got the team lead role over three colleagues\nOne of them resents it and answers every plan I bring with a sarcastic remark in front of the others.',
    );
    expect(reply).not.toMatch(/lovely to hear|congratulations/i);
    expect(reply).toMatch(/reset conversation/i);
  });

  it('an either-or about a friend who now reports to them is answered before the steps', () => {
    const reply = first(
      5,
      'I was promoted to shift manager and my best mate on the floor is now on my team. Should I keep hanging out with him after work or pull back?',
    );
    expect(opening(reply)).toMatch(/^Hi[^.]*\. Stay friendly/);
    expect(options(reply)).toContain('Keep the friendship, change what it carries');
  });

  it('a report who ignores the priorities they set gets the private conversation with examples', () => {
    const reply = first(
      4,
      'I manage a small design team and one designer simply ignores the priorities I set and does her own projects. When I bring it up in our team meeting she talks over me. What should I do?',
    );
    expect(options(reply)[0]).toBe('Name two specific examples, privately');
    expect(reply).not.toMatch(/feedback script/i);
  });

  it('a first performance conversation gets an opening line, and plan-or-talk is answered first', () => {
    const how = first(
      5,
      'For the first time I need to tell someone on my team that their work is not good enough: late handovers and careless mistakes since spring. How do I open that conversation?',
    );
    expect(how).toMatch(/Say it in the first minute/);
    const which = first(
      4,
      'One of my sales reps has been missing targets all quarter. I have dropped hints but nothing changed. Should I go straight to a formal plan or sit down with him first?',
    );
    expect(opening(which)).toMatch(/Talk to them first/);
  });

  it('being the bottleneck, a micromanaging manager, morale after cuts and upward feedback each get their entry', () => {
    expect(
      first(
        4,
        'Every pull request on my team waits for my review and I end up working until late most nights. I find it hard to hand things over because I worry about quality. How do I let go?',
      ),
    ).toMatch(/Sort your week into three piles|clear standards/);
    expect(
      first(
        5,
        'My boss micromanages me: she asks to be copied on everything and redoes my reports before they go out. How can I manage up and get some autonomy?',
      ),
    ).toMatch(/Offer visibility|Find what they are worried about/);
    expect(
      first(
        4,
        'After the layoffs last month morale on my team is on the floor. The people who stayed keep asking me whether more cuts are coming. What do I say to them?',
      ),
    ).toMatch(/what you know, what you don’t/);
    expect(
      first(
        4,
        'Our VP keeps promising customers features my team cannot build in time. Is it my place to tell him, and how would I put it?',
      ),
    ).toMatch(/Yes, it is your place/);
  });
});

describe('feedback up the ladder and to someone more experienced', () => {
  it('a report with decades more experience gets the outcome-not-method step, not the client-meeting script', () => {
    const reply = first(
      5,
      'I am 29 and one of my reports has been doing this job for twenty years longer than me. He brushes off anything I say about his work. How do I get through to him?',
    );
    expect(reply).toMatch(/Agree the result, leave them the method/);
    expect(reply).not.toMatch(/client meetings/);
  });
});

describe('money questions are answered on the member’s own figures (issue 18)', () => {
  it('savings against a card: keep a buffer, the rest on the card, with the interest saved', () => {
    const text =
      'My take home is 2,600 a month and rent is 1,100. I owe 4,000 on a credit card at 22% and have 3,000 in savings. Should I use the savings to clear part of the card?';
    const verdict = moneyVerdict('savings-vs-debt', text) ?? '';
    // Buffer = one month of the rent named (1,100); the other 1,900 goes on the card.
    expect(verdict).toMatch(/^Yes/);
    expect(verdict).toContain('1,100');
    expect(verdict).toContain('1,900');
    // 1,900 × 22 % = 418 a year.
    expect(verdict).toMatch(/about 420 a year/);
    const reply = first(19, text);
    expect(opening(reply)).toMatch(/Yes, everything above a buffer/);
    expect(reply).toMatch(/Do not run the card back up/);
    expect(reply).toMatch(/clears in about \d+ months/);
  });

  it('savings that are only a buffer are kept, and a cheap loan is not worth emptying them for', () => {
    expect(
      moneyVerdict(
        'savings-vs-debt',
        'I have 900 saved, rent is 1,000 and I owe 3,000 on a card at 25%. Pay it down or keep it?',
      ),
    ).toMatch(/^Not yet/);
    expect(
      moneyVerdict(
        'savings-vs-debt',
        'I have 20,000 in savings and a student loan of 12,000 at 3%. Should I use the savings to pay it off?',
      ),
    ).toMatch(/^Probably not/);
  });

  it('a lower salary with a better pension is worked out both ways', () => {
    const text =
      'One offer is 40,000 with a 10% employer pension, my current job is 43,000 with 4%. Is the lower salary worth it for the pension?';
    // 4,000 − 1,720 = 2,280 more pension; gap 3,000, about 1,650 to 2,100 after tax.
    expect(moneyFigures('pension-vs-salary', text)).toContain('2,280 a year more');
    expect(moneyVerdict('pension-vs-salary', text)).toMatch(/^Narrowly, yes/);
    expect(opening(first(19, text))).toMatch(/Narrowly, yes/);
  });

  it('a pay cut shows what the flexible spending has to come down to', () => {
    const figures = moneyFigures(
      'pay-cut-budget',
      'They cut my pay. I used to take home 2,400 and now it is 2,000. Rent and bills are 1,300 and I spend about 800 on everything else. How do I rebudget?',
    );
    expect(figures).toContain('fell by 400 a month');
    expect(figures).toContain('leave 700 for everything else');
    expect(figures).toContain('100 more than there is');
  });

  it('side income gets its tax share, a deposit goal its monthly figure and a verdict', () => {
    expect(
      first(
        19,
        'I do tutoring in the evenings next to my full-time job, roughly 600 a month. How much of it should I keep back for tax?',
      ),
    ).toMatch(/150 to 180 a month/);
    const deposit =
      'We are saving for a 24,000 deposit on a house in two years. We take home 4,000 a month and spend about 3,300. Is that doable?';
    expect(moneyVerdict('house-deposit', deposit)).toMatch(/^Not at the current rate/);
    expect(first(19, deposit)).toMatch(/1,000 a month/);
  });

  it('with several debts, the highest rate is named with its own balance', () => {
    const text =
      'I owe 900 on a catalogue account at 32%, 2,500 on a card at 21% and 6,000 on a loan at 7%. I can pay 350 a month. Which should I pay first?';
    expect(moneyVerdict('debt-payoff', text)).toMatch(/^The 32 % one first \(the 900\)/);
    expect(moneyFigures('debt-payoff', text)).toContain('At 32 % a year, 900 costs');
  });
});

describe('experience from another country', () => {
  it('is a newcomer finding work in the field, not a first job', () => {
    const [reply = ''] = conversation(22, [
      'Pharmacist for 8 years back home in Nigeria, moved to the UK last spring. Every employer says I have no UK experience. What can I do?',
    ]);
    expect(reply).toMatch(/licensing body|qualifications assessed|licen[cs]e/);
    expect(reply).not.toMatch(/starting out|first foot in the door/);
  });
});
