import { describe, expect, it } from 'vitest';
import { coachRequest } from '../../test/coach-request.js';
import { kindsOfWorkAsked } from './kinds-asked.js';
import { partialSteps } from './partial.js';
import { payAskOf } from './pay-question.js';
import { respond } from './respond.js';
import { readSituation } from './status.js';

/**
 * Questions the general path used to meet with a fixed set of coaching moves: a question whether
 * a figure is good pay (pay-question.ts), a question about kinds of work (kinds-asked.ts), and a
 * message no single library entry fits, which now borrows the partly fitting entries' steps
 * (partial.ts). Messages written for this test.
 */

const FINANCE = 19;
const CV = 1;
const STOCK =
  /Decide what you would tell a friend|Talk it through with one person who knows the field|Put numbers on the options/;
/** A market figure the coach would have had to invent: an amount the member never wrote. */
const amountsIn = (text: string) => text.match(/[$£€]?\d[\d,.]*\s?k\b|[$£€]\d[\d,.]*/gi) ?? [];

describe('pay-benchmark questions read by their form', () => {
  it('reads an amount with a verdict word, and the role, place and years around it', () => {
    const ask = payAskOf(
      'would 47k be fair for a lab technician in bristol with 3 years experience',
    );
    expect(ask).toMatchObject({
      amount: '47k',
      role: 'lab technician',
      place: 'Bristol',
      years: 3,
    });
    expect(payAskOf('am I underpaid on £29,500 as a junior copywriter')?.role).toBe(
      'junior copywriter',
    );
    expect(payAskOf('what should an entry level paralegal make')?.role).toBe(
      'entry level paralegal',
    );
    expect(payAskOf('they pay me 19 an hour as a line cook, is that low')?.per).toBe('hour');
  });

  it('leaves offers, raises and unrelated verdicts to their own answers', () => {
    expect(payAskOf('they offered 55k for a tester role, is that fair or should I counter')).toBe(
      undefined,
    );
    expect(payAskOf('is it good to ask for a raise after 6 months')).toBe(undefined);
    expect(payAskOf('is 2 weeks notice enough for a retail job')).toBe(undefined);
  });

  it('answers with how to check the range, the member figure and level, and no made-up market number', () => {
    const message = 'is 47k good for a lab technician in bristol with 3 years experience';
    const { reply } = respond(coachRequest(FINANCE, message));
    expect(reply).not.toMatch(STOCK);
    expect(reply).toMatch(/three independent sources/i);
    expect(reply).toContain('lab technician');
    expect(reply).toContain('Bristol');
    expect(reply).toMatch(/3 years of experience/);
    expect(reply).toMatch(/won't guess a market figure/);
    // Every amount in the reply is the member's own.
    for (const a of amountsIn(reply)) expect(a).toBe('47k');
    expect(reply.trim().endsWith('?')).toBe(true);
  });

  it('works an hourly figure out to a year, and asks where they are when no place is given', () => {
    const { reply } = respond(
      coachRequest(FINANCE, 'they pay me 19 an hour as a line cook, is that low'),
    );
    expect(reply).toContain('19 an hour is about 39,520 a year');
    expect(reply).toMatch(/Where are you based/);
  });
});

describe('kinds of work asked', () => {
  it('reads the question or subject whose object is kinds of work', () => {
    expect(kindsOfWorkAsked(['What are some outdoor jobs that pay ok without a degree?'])).toBe(
      true,
    );
    expect(kindsOfWorkAsked([], 'Careers for someone who hates sitting still')).toBe(true);
    expect(kindsOfWorkAsked(['Any other roles where I could use my languages?'])).toBe(true);
  });

  it('reads one job asked for by what it is, and a bare noun-phrase question', () => {
    expect(kindsOfWorkAsked(['Which career would suit a night owl who likes machines?'])).toBe(
      true,
    );
    expect(kindsOfWorkAsked(['Weekend warehouse job openings?'])).toBe(true);
    expect(kindsOfWorkAsked(['Which job offer pays more?'])).toBe(false);
  });

  it('leaves a job search or a count of applications alone', () => {
    expect(kindsOfWorkAsked(['I applied to 80 jobs, what am I doing wrong?'])).toBe(false);
    expect(kindsOfWorkAsked(['How many jobs should I apply to each week?'])).toBe(false);
    expect(kindsOfWorkAsked(['Should I accept the offer?'], 'Offer from a startup')).toBe(false);
  });
});

describe('general path', () => {
  it('borrows the steps of the entries that partly fit instead of fixed moves', () => {
    // A post that names a layoff and freelance work about equally: no single entry fits.
    const message =
      'Finally sorted\nGot laid off in early spring from a front end developer job, did a few freelance contracts over the summer and just signed a full time offer today. Thanks to everyone here.';
    const { reply } = respond(coachRequest(CV, message));
    expect(reply).not.toMatch(STOCK);
    expect(reply).toMatch(/^\d\. \*\*/m);
    // Good news leaves nothing open for a lending entry's question, so none is drawn by the seed
    // (no stock closer); never an "On <entry title>:" lead, which reads as the coach naming its own
    // library.
    expect(reply).not.toMatch(/\?\s*$/);
    expect(reply).not.toMatch(/\bOn [^:\n]+: [^?\n]+\?/);
  });
});

describe('partly fitting entries', () => {
  it('lends steps only from entries the message names, each sharing some of its words', () => {
    const text =
      'My contract role ends in March and the agency has gone quiet. I also think my team might be cut in the spring restructure.';
    const picks = partialSteps(text, text, undefined, readSituation(text));
    expect(picks.length).toBeGreaterThanOrEqual(2);
    expect(new Set(picks.map((p) => p.entry.id)).size).toBeLessThanOrEqual(2);
  });

  it('lends nothing to a message the library does not come near', () => {
    const text = 'Lovely weather for a picnic today.';
    expect(partialSteps(text, text, undefined, readSituation(text))).toEqual([]);
  });
});

describe('the general path closes on the move it led with', () => {
  it('asks the member to take the first step here, not a stock outcome question', () => {
    const { reply } = respond(
      coachRequest(
        22,
        'Thinking about whether glassblowing is worth it as a hobby that pays. Thoughts?',
      ),
    );
    const first = reply.match(/1\. \*\*([^*]+)\*\*/)?.[1] ?? '';
    const last = reply.trim().split('\n').at(-1) ?? '';
    expect(first).toMatch(/step you can take this week/);
    // The step is not asked again as a question, and no stock question takes its place: a first
    // answer whose post leaves nothing open ends on its steps.
    expect(last).not.toMatch(/smallest step on this|\?$/);
    expect(reply).not.toMatch(/good outcome look like/);
  });
});
