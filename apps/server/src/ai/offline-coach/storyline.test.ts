import { describe, expect, it } from 'vitest';
import { coachRequest } from '../../test/coach-request.js';
import { factsOf } from './facts.js';
import { firstClause, runOn, situationSentence, storiesOf } from './reflect.js';
import { respond } from './respond.js';

const reply = (agentId: number, text: string) => respond(coachRequest(agentId, text)).reply;

/**
 * Every reply kind opens on the member's own situation, said back in a whole sentence of theirs:
 * the first clause of a long sentence, a terse line without its "I", a clause of theirs after
 * "and"; never a run-on, a fragment, swearing or a line about the post. Every message here was
 * written for this test.
 */

describe('a long or terse sentence of theirs is still said back', () => {
  it('says back the first clause of a sentence too long to say whole', () => {
    const text =
      'Leaving after the holidays?\nI have driven a delivery van for the bakery for four years, and my new supervisor keeps moving my route around without telling anyone on the team, which means I finish late most days.';
    expect(situationSentence(text)).toBe(
      'You have driven a delivery van for the bakery for four years.',
    );
  });

  it('gives a terse line back its subject', () => {
    expect(
      situationSentence('Title here\nStarted at the garden centre in March as a seasonal hand.'),
    ).toBe('You started at the garden centre in March as a seasonal hand.');
    expect(
      situationSentence(
        'Change of track\nMoving from hotel reception into payroll after my course.',
      ),
    ).toBe("You're moving from hotel reception into payroll after your course.");
  });

  it('drops a telling word, an age tag and a bracketed aside', () => {
    expect(situationSentence('Hmm\nSo I have cleaned offices at night for three years now.')).toBe(
      'You have cleaned offices at night for three years now.',
    );
    expect(situationSentence('Next\nI (31 M) am retraining as an electrician this spring.')).toBe(
      'You are retraining as an electrician this spring.',
    );
    expect(
      situationSentence('Q\nI have 6 years of warehouse experience (mostly nights) behind me.'),
    ).toBe('You have 6 years of warehouse experience behind you.');
  });

  it("takes the member's clause after 'and' when the sentence opens on something else", () => {
    expect(
      situationSentence(
        'Stuck\nThe shop was the first to hire me, and I have stayed there for nine years.',
      ),
    ).toBe('You have stayed there for nine years.');
  });

  it('never cuts a condition or a question into a statement', () => {
    expect(firstClause('When I was nineteen, I started at the call centre.')).toBeUndefined();
    expect(
      storiesOf('Help\nIf my manager signs it off and I take the course, will they pay me more?'),
    ).toEqual([]);
  });
});

describe('what does not read back is left out', () => {
  it('finds two clauses run together with no joint', () => {
    expect(runOn('I was let go in May after a year of work they said it was budget.')).toBe(true);
    expect(runOn('The depot I work at closes in May.')).toBe(false);
    expect(runOn('All I got were form rejections this month.')).toBe(false);
  });

  it('leaves out swearing, chat shorthand, lines about the post and words run together', () => {
    expect(
      situationSentence('T\nI applied to forty jobs and honestly wtf is going on here.'),
    ).toBeUndefined();
    expect(
      situationSentence('T\nI posted in this thread a month ago about my shifts.'),
    ).toBeUndefined();
    expect(
      situationSentence('T\nI work two jobs,and neither pays enough for rent.'),
    ).toBeUndefined();
  });
});

describe('a measured span is a fact of theirs', () => {
  it('reads "about a year" as a duration, never a bare "a year"', () => {
    expect(factsOf('I have been a porter for about a year.').map((f) => f.text)).toContain(
      'about a year',
    );
    expect(factsOf('We get paid twice a month.').some((f) => f.kind === 'duration')).toBe(false);
  });
});

describe('answers from cards and explanations open on their situation', () => {
  it('says back one sentence of theirs before a card answer, another in the closing question', () => {
    const out = reply(
      1,
      'Is this recruiter a scam?\nI have been out of work since the spring and need income soon. I got a text from a recruiter offering a remote data entry job at 40 an hour after one chat. They want me to buy my own laptop through their supplier first. Is this a scam?',
    );
    const opening = out.split('\n')[0] ?? '';
    expect(opening).toMatch(/You have been out of work since the spring and need income soon\./);
    expect(out).toMatch(/Given that you got a text from a recruiter/);
    // Each sentence of theirs is said once.
    expect(out.match(/out of work since the spring/g)).toHaveLength(1);
  });

  it('keeps the only sentence of theirs for the closing question rather than saying it twice', () => {
    const out = reply(
      1,
      'Is this recruiter a scam?\nI got a text from a recruiter offering a remote data entry job at 40 an hour after one chat. They want me to buy my own laptop through their supplier first. Is this a scam?',
    );
    expect(out.match(/a text from a recruiter/g)).toHaveLength(1);
  });
});

describe('a place written in small letters', () => {
  it('is read and said back in capitals; a common word is not a place', () => {
    expect(factsOf('I want to find warehouse work in canada next year.')).toContainEqual(
      expect.objectContaining({ kind: 'place', text: 'Canada' }),
    );
    expect(factsOf('We had turkey at the staff party.').some((f) => f.kind === 'place')).toBe(
      false,
    );
  });
});
