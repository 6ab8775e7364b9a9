import { describe, expect, it } from 'vitest';
import { conversation } from '../../test/offline-conversation.js';
import { alreadySaid } from './already.js';
import { carriesOn, commuteHoursLine, tooMuchAnswer } from './onward.js';
import { commuteTimeIn } from './options-figures.js';
import { questionClause } from './reflect.js';
import { workedThread } from './worked-thread.js';

/**
 * Follow-ups act on the previous answer and on every fact given in the conversation (ADR 026,
 * addendum "follow the figures"): a new figure or term re-runs the working and says what changed,
 * a yes/no question is answered first from the figures, the closing question never asks for what
 * was given, and "what about X?" stays on the topic it follows. Conversations written for this test.
 */

const CAREER = 1;
const STRESS = 15;
const FINANCE = 19;

const twoOffers =
  'Weighing up two offers. Job A pays 70k with 28 days off, Job B pays 74k with 22 days. Which one?';

describe('a follow-up that adds a fact re-runs the working', () => {
  it('adds commute time to two offers, says what changed and never asks for it back', () => {
    const [, second] = conversation(CAREER, [
      twoOffers,
      'what about travel, A is 20 minutes each way and B is 80 minutes each way',
    ]);
    // 20 min × 2 × 5 = 3.3 hours a week against 13.3: B takes 10 more hours a week.
    expect(second).toMatch(/Job A 20 min each way, 3\.3 hours a week/);
    expect(second).toMatch(/Job B 80 min each way, 13\.3 hours a week/);
    expect(second).toMatch(/10 hours more a week/);
    // The order turns: B led on cash and leave, A leads once the time is counted.
    expect(second).toMatch(
      /that changes the answer: Job A now comes out about [\d.]+k a year ahead/,
    );
    expect(second).toMatch(/where Job B was [\d.]+k ahead before/);
    expect(second).not.toMatch(/in hours a week\?/);
    expect(second).not.toMatch(/Score what matters before comparing/);
  });

  it('counts the time only for the office days an option leaves', () => {
    const [, second] = conversation(CAREER, [
      'Offer A is 50k and fully in the office, offer B is 48k with 3 days a week from home. Which is better?',
      'A is 45 min each way, B is 45 min each way too',
    ]);
    // B commutes 2 days: 45 × 2 × 2 / 60 = 3 hours a week, against 7.5 for A.
    expect(second).toMatch(/Offer B 45 min each way, 3 hours a week over 2 office days/);
    expect(second).toMatch(/Offer A 45 min each way, 7\.5 hours a week/);
  });

  it('takes a new monthly payment into the debt sum and says the months before and after', () => {
    const [, second] = conversation(FINANCE, [
      'My overdraft and card add up to 4,800 at 19% and I pay 150 a month. How long to clear it?',
      'and if I pay 250 a month instead?',
    ]);
    expect(second).toMatch(/^On the new figures, at 250 a month it clears in about \d+ months/);
    expect(second).toMatch(/before, at 150 a month it clears in about \d+ months/);
  });

  it('adds a second cost to an affordability sum, and answers "should I skip it?" from it', () => {
    const [, second, third] = conversation(FINANCE, [
      'I bring home 2,000 a month and a room I like is 700 rent. Can I afford it?',
      'what about if I also take a car loan of 330 a month?',
      'so should I skip the car?',
    ]);
    // 700 + 330 = 1,030 of 2,000 is 52 %.
    expect(second).toMatch(/700 and 330 together take 52 %/);
    expect(second).toMatch(/before, 700 takes 35 %/);
    expect(third).toMatch(/^Yes, on these figures I would/);
  });

  it('takes a higher monthly saving into the goal', () => {
    const [, second] = conversation(FINANCE, [
      'Saving for a 9k wedding. I have 1k so far and put away 400 a month. How long will it take?',
      'what if I can put away 500 a month from now on?',
    ]);
    expect(second).toMatch(
      /at 500 a month it takes about 16 months; before, at 400 a month it takes about 20 months/,
    );
  });

  it('takes a new cost off an offer set against current pay, with the corrected offer', () => {
    const [, , third] = conversation(CAREER, [
      'I earn 45k now and they offered me 49k. Should I accept?',
      'sorry, the offer is 52k not 49k',
      'what about parking, it would be 120 a month',
    ]);
    // 52k − 45k = 7k; 120 × 12 = 1,440 off leaves about 5.6k.
    expect(third).toMatch(/the 7k rise is worth about 5\.6k a year/);
    expect(third).not.toMatch(/49k/);
  });

  it('notes days at home that move no total and asks for the journey that would count them', () => {
    const [, second, third] = conversation(CAREER, [
      'Choosing between two roles. Option 1 is 44k, option 2 is 46k. Which is better?',
      'and if option 1 let me work from home 2 days a week?',
      'option 1 is 60 minutes each way and option 2 is 25 minutes each way',
    ]);
    expect(second).toMatch(/^Noted: Option 1 with 2 days a week at home\./);
    expect(second).toMatch(/What is the journey each way to Option 1 and Option 2, in minutes/);
    // Not the side-by-side again.
    expect(second).not.toMatch(/\*\*Cash:\*\*/);
    // Option 1 commutes 3 days: 60 × 2 × 3 / 60 = 6 hours a week.
    expect(third).toMatch(/Option 1 1 hour each way, 6 hours a week over 3 office days/);
    expect(third).not.toMatch(/journey each way/);
  });

  it('works fewer days out on the salary, and again on a new count of days', () => {
    const [first, second] = conversation(CAREER, [
      'My salary is 60k. I would like to drop to 4 days a week, how much would I lose?',
      'and if I go to 3 days?',
    ]);
    // 4 of 5 days is 80 %: 60k becomes 48k; 3 days is 60 %: 36k.
    expect(first).toMatch(/60k becomes about \*\*48k\*\* a year before tax, about 12k less/);
    expect(second).toMatch(
      /^On the new figures, 3 days a week pays about 36k a year before tax; before, 4 days a week pays about 48k/,
    );
    // Its steps were given a turn ago: no heading is left standing without them, and the
    // closing question is a new one rather than none.
    expect(second).not.toMatch(/\*\*Before you ask\*\*/);
    expect(second).toMatch(/Of the two versions, which fits your life better/);
  });

  it("reads a bonus's record into the comparison", () => {
    const [, second] = conversation(FINANCE, [
      'Job A is 30k plus a 20% bonus, job B is 34k with no bonus. Which pays more?',
      'the bonus has only paid out about half in the last few years',
    ]);
    // 20 % of 30k is 6k; at half it is 3k, so A counts as 33k against B's 34k.
    expect(second).toMatch(/its 6k is worth about 3k, so it counts as 33k in cash, not 36k/);
    expect(second).toMatch(/Job B now comes out about 1k a year ahead/);
  });

  it('leaves a message that names no option and adds nothing to the library', () => {
    expect(workedThread([twoOffers], 'Thanks, that is useful.')).toBeUndefined();
    expect(workedThread([], 'so should I take A?')).toBeUndefined();
    // Options far back in an unrelated conversation are not picked up.
    const far = [twoOffers, 'Different topic.', 'Another thing.', 'And one more.'];
    expect(workedThread(far, 'so should I take A?')).toBeUndefined();
  });
});

describe('a yes/no follow-up gets a direct answer first', () => {
  it('says yes for the option ahead and no for the other, from the figures given', () => {
    const turns = [twoOffers, 'A is 20 minutes each way and B is 80 minutes each way'];
    const [, , yes] = conversation(CAREER, [...turns, 'so should I take A?']);
    expect(yes).toMatch(/^Yes, on the figures you have given: Job A comes out about/);
    expect(yes).toMatch(/What would Job B have to change/);
    const [, , no] = conversation(CAREER, [...turns, 'should I still go for B?']);
    expect(no).toMatch(/^Not on the figures alone: Job A comes out about/);
  });

  it('answers a question about a risk from the bonus record', () => {
    const [, , third] = conversation(FINANCE, [
      'Job A is 30k plus a 20% bonus, job B is 34k with no bonus. Which pays more?',
      'the bonus has only paid out about half in the last few years',
      'is that too much of a gamble?',
    ]);
    expect(third).toMatch(/^On its record, yes/);
  });

  it('does not read a question about asking for something as a choice between the options', () => {
    const [, , third] = conversation(CAREER, [
      'Option 1 is 40k, option 2 is 43k. Which is better?',
      'and if option 1 let me work from home 2 days a week?',
      'is it too much to request 3 days at home from them?',
    ]);
    expect(third).toMatch(/^No, it is not too much to ask 3 days at home from them\./);
    expect(third).not.toMatch(/on the figures you have given/i);
  });

  it('answers whether a request goes too far directly, with the request in second person', () => {
    expect(
      tooMuchAnswer('would it be unreasonable to ask my boss to let me start at 10 on Mondays?'),
    ).toMatch(/^No, it is not too much to ask your boss to let you start at 10 on Mondays\./);
    expect(tooMuchAnswer('is that too much to expect?')).toMatch(
      /^No, it is not too much to ask\./,
    );
    expect(tooMuchAnswer('How much should I ask for?')).toBeUndefined();
  });
});

describe('the closing question never asks for what was given', () => {
  it('reads a commute time said any way as the answer to a question about it', () => {
    const q = 'How much of the difference between the options is the commute, in hours a week?';
    expect(alreadySaid(q, 'the first one is a 25 minute drive', [])).toBe(true);
    expect(alreadySaid(q, 'B is an hour and a half by train', [])).toBe(true);
    expect(alreadySaid(q, 'I have a 30 min lunch break', [])).toBe(false);
    expect(alreadySaid(q, 'Which offer should I take?', [])).toBe(false);
  });

  it('does not ask which way they lean once they asked "should I take B?"', () => {
    const q = 'Apart from the 2k a year, is anything already pulling you towards one of them?';
    expect(alreadySaid(q, 'so should I take B?', [])).toBe(true);
    // "a job" is not an option's name.
    expect(alreadySaid(q, 'should I accept a role at a bank?', [])).toBe(false);
  });

  it('does not ask for a deadline already given', () => {
    const q = 'When do you need to give your answer, and what will you find out before then?';
    expect(alreadySaid(q, 'They want an answer by Friday.', [])).toBe(true);
    expect(alreadySaid(q, 'I have an offer from a bank.', [])).toBe(false);
  });
});

describe('"what about X?" stays on the topic it follows', () => {
  it('knows the forms that carry a topic on, and not a new question', () => {
    expect(carriesOn('what about the commute, it is 40 minutes each way')).toBe(true);
    expect(carriesOn('and if I say no to the overtime?')).toBe(true);
    expect(carriesOn('How do I write a cover letter for a nursing job?')).toBe(false);
  });

  it('works out a commute time given in a stress conversation in hours a week', () => {
    const line = commuteHoursLine('what about the drive, it is 50 minutes each way', [
      '48 hours a week of work has me drained.',
    ]);
    // 50 × 2 × 5 / 60 = 8.3 hours a week; 48 + 8.3 = 56.3.
    expect(line).toMatch(/^50 minutes each way is about 8\.3 hours a week over 5 days/);
    expect(line).toMatch(/with your 48 hours of work, that is about 56\.3 hours a week/);
  });

  it('answers a follow-up in a stress thread with the time, not the general moves', () => {
    const [, second] = conversation(STRESS, [
      '48 hours a week of work has me drained by Friday.',
      'what about the drive, it is 50 minutes each way',
    ]);
    expect(second).toMatch(/8\.3 hours a week/);
    expect(second).not.toMatch(/Decide what you would tell a friend|If this is mostly about/);
  });

  it('says a "what if" question back as what happens, never "what about if"', () => {
    expect(questionClause('what about if my rent goes up by 150?')).toBe(
      'asking what happens if your rent goes up by 150',
    );
    expect(questionClause('and if I move to part-time?')).toBe(
      'asking what happens if you move to part-time',
    );
  });
});

describe('commute time is read in the forms people write it', () => {
  it.each([
    ['30 min each way', 30],
    ['a 15 minute walk', 15],
    ['an hour and a half by train', 90],
    ['2 hours a day on the bus', 60],
    ['door to door it is 40m', 40],
  ])('%s → %i minutes one way', (text, minutes) => {
    expect(commuteTimeIn(text, false)).toBe(minutes);
  });

  it('leaves other lengths of time alone', () => {
    expect(commuteTimeIn('a 2 hour interview on Monday', false)).toBeUndefined();
    expect(commuteTimeIn('a 30 min break at noon', false)).toBeUndefined();
    expect(commuteTimeIn('notice period of 4 weeks', false)).toBeUndefined();
  });
});

describe('a corrected figure in a money question', () => {
  it('works the answer and the numbers out again on the corrected figure, not the old one', () => {
    const [, corrected = ''] = conversation(19, [
      'I have 9k saved, 2k on a credit card at 29%, and take home 2,100 a month. Should I pay off the card or keep the savings?',
      'sorry, the card is 3.5k not 2k',
    ]);
    expect(corrected).toMatch(/^Got it: 3\.5k, not 2k\. With that, yes: clear the whole 3,500/);
    expect(corrected).toMatch(/3,500 off 3,500 at 29 %/);
    expect(corrected).not.toMatch(/2,000 off/);
  });
});
