import { describe, expect, it } from 'vitest';
import { frameFaults } from '../../eval/rjobs-eval.js';
import { coachRequest } from '../../test/coach-request.js';
import { factsOf } from './facts.js';
import { factClause, nounPhrase, situation } from './frames.js';
import { respond } from './respond.js';

/**
 * Facts go into a reply the way a person would place them: a role as "as a …", money with what
 * is at stake, time spent as "after …", applications or interviews behind them as "after …", offers
 * they hold "on the table", their own age as "at 17", and a schedule or a count of people nowhere at
 * all. The messages are written for this test.
 */

function reply(agentId: number, content: string): string {
  return respond(coachRequest(agentId, content)).reply;
}

const MESSAGES: Array<[number, string]> = [
  [
    16,
    'I work 3 days on site and the rest from home, but my schedule keeps changing every week. How do I ask for a fixed rota?',
  ],
  [
    19,
    'They offered me 2 dollars more an hour to stay. Is that worth turning down the other place for?',
  ],
  [
    1,
    'Should I quit without notice? My supervisor keeps changing my shifts and I am 19. I have been there for 2 years.',
  ],
  [
    1,
    'I am a product manager at Brightwave and I want to move into a bigger role next year. Where do I start?',
  ],
  [
    22,
    'I got 4 rejections in 2 weeks and I am starting to doubt my vision and dental pto matter at all in picking jobs.',
  ],
  [
    3,
    'After 6 years as a teacher I want to move into UX design in Lisbon. What should I do first?',
  ],
  [
    19,
    'My offer is $85k and I currently make $80k. I have 10 years of experience. How do I counter?',
  ],
  [15, 'Two people left my team 3 months ago and I now do their work too. I am exhausted.'],
];

const clause = (text: string, kind: string) => {
  const fact = factsOf(text).find((f) => f.kind === kind);
  return fact ? factClause(fact, text) : undefined;
};

describe('typed fact insertion', () => {
  it('reads each kind of fact as the phrase that fits it', () => {
    expect(clause('I work as a nurse on nights', 'role')).toBe('as a nurse');
    expect(clause('I have been at it for 3 years now', 'duration')).toBe('after 3 years');
    // Three days may be a schedule and two weeks a notice: no frame takes them.
    expect(clause('I work 3 days a week', 'duration')).toBeUndefined();
    expect(clause('I gave 2 weeks notice', 'duration')).toBeUndefined();
    expect(clause('They offered a raise of $2 an hour', 'money')).toBe(
      'with the extra $2 an hour at stake',
    );
    expect(clause('The offer is $85k', 'money')).toBe('with $85k at stake');
    expect(clause('I have 4 interviews lined up', 'count')).toBeUndefined();
    expect(clause("I've sent 60 applications since May", 'count')).toBe('after 60 applications');
    expect(clause('I got 2 offers on Monday', 'count')).toBe('with 2 offers on the table');
    expect(clause('Do I need 3 interviews for this?', 'count')).toBeUndefined();
    expect(clause("I'm 17 and looking for weekend work", 'age')).toBe('at 17');
    expect(clause('My daughter is 15 years old', 'age')).toBeUndefined();
    // A visa code after "for" is not a workplace.
    expect(clause('Any part-time work for F1 students?', 'org')).toBeUndefined();
    expect(clause('I started at Northwind last spring', 'org')).toBe('at Northwind');
    const paired = 'I am an analyst at Northwind and love it';
    expect(situation(factsOf(paired), paired)).toBe('as an analyst at Northwind');
  });

  it('reads a length of time as time spent only when it is: savings or time left are not', () => {
    const duration = (text: string, d: string) =>
      factClause({ kind: 'duration', text: d, turn: 0 }, text);
    expect(duration('I have put by about 7 months of savings', '7 months')).toBeUndefined();
    expect(duration('I have saved about 5 months worth of rent', '5 months')).toBeUndefined();
    expect(duration('about 3 months left on the contract', '3 months')).toBeUndefined();
    expect(duration('I have worked there for about 7 months', '7 months')).toBe('after 7 months');
  });

  it('keeps an acronym in a role as written, with the article it is said with', () => {
    expect(clause('I work as an HR advisor at a clinic and want a raise.', 'role')).toBe(
      'as an HR advisor',
    );
    expect(clause("I'm a QA lead at a games studio.", 'role')).toBe('as a QA lead');
  });

  it('pairs a role with an employer only as the member paired them, and names places with their article', () => {
    const apart = 'I am a banker. My cousin just started at Globex and loves it.';
    expect(situation(factsOf(apart), apart)).toBe('as a banker');
    // Two phrases on the same word ("with …, with …") read as one: the first is kept.
    const two = 'I got 2 offers, and the better one pays $52k';
    expect(situation(factsOf(two), two)).toBe('with $52k at stake');
    expect(clause('We moved to the Philippines last year', 'place')).toBe('in the Philippines');
    expect(clause('I moved to Philippines last year', 'place')).toBe('in the Philippines');
    expect(clause('I live in Lisbon now', 'place')).toBe('in Lisbon');
  });

  it('reads no fact it is unsure of: unclaimed roles, counts in thousands, title-case names', () => {
    const kinds = (t: string) => factsOf(t).map((f) => `${f.kind}:${f.text}`);
    // Someone else's role, in a comparison.
    expect(kinds('It is like a teacher explaining fractions to a toddler.')).not.toContain(
      'role:teacher',
    );
    expect(kinds('I am a teacher and I want out.')).toContain('role:teacher');
    expect(kinds('They offered me a warehouse supervisor role.')).toContain(
      'role:warehouse supervisor',
    );
    // A count in thousands is not money; an amount is.
    expect(kinds('My page has 12k followers and I earn 40k')).toEqual(['money:40k']);
    // A title in title case is not an employer's name.
    expect(kinds('Moving From Night Shift Work To Day Shift Work\nAny tips?')).toEqual([]);
    // "for" names an employer only after a work word.
    expect(kinds('I paid for Premium Support last month')).not.toContain('org:Premium Support');
    expect(kinds('I have worked for Initech for two years')).toContain('org:Initech');
  });

  it('keeps only clean noun phrases of the member’s own words', () => {
    expect(nounPhrase('car dealership')).toBe('the car dealership');
    expect(nounPhrase('Happy Holidays')).toBeUndefined();
    expect(nounPhrase('Co-op vs')).toBeUndefined();
    expect(nounPhrase('pto')).toBeUndefined();
  });

  it('never leaves a fact after a colon or a unit dangling in a frame', () => {
    for (const [agent, message] of MESSAGES) {
      const text = reply(agent, message);
      expect(frameFaults(text, message), text).toEqual([]);
      expect(text, text).not.toMatch(/kept in mind what you said about [^.]*\b(?:pto|\d)/i);
      expect(text, text).not.toMatch(/\b(?:fit|to|with|given)\s+\d+\s+(?:days?|dollars|weeks?)\b/);
    }
  });

  it('the eval check flags the frames this pass removed', () => {
    expect(
      frameFaults('So your hours or schedule are not working for you: 3 days.', 'I work 3 days'),
    ).toHaveLength(1);
    expect(frameFaults('Three moves that fit 2 dollars:\n1. …')).toHaveLength(1);
    expect(frameFaults('With a month ago in mind, three steps:')).toHaveLength(1);
    expect(frameFaults('As a nurse at Acme, here is what helps now:')).toEqual([]);
  });

  it('still uses the member’s facts where they fit', () => {
    const pm = reply(1, MESSAGES[3]?.[1] ?? '');
    // Said once: in the sentence said back, not again as the steps' lead-in.
    expect(pm.match(/a product manager at Brightwave/g)).toHaveLength(1);
    const offer = reply(19, MESSAGES[6]?.[1] ?? '');
    expect(offer).toMatch(/\$85k/);
  });
});
