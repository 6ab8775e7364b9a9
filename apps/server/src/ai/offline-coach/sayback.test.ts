import { describe, expect, it } from 'vitest';
import { coachRequest } from '../../test/coach-request.js';
import { nonRequest } from './asks.js';
import { indirectClause, readsAsOne, situationSentence } from './reflect.js';
import { respond } from './respond.js';
import { askWith } from './tailor.js';

const reply = (agentId: number, text: string) => respond(coachRequest(agentId, text)).reply;

/**
 * The member's words are said back only as whole sentences about them, and a fact of theirs only
 * inside the sentence that uses it; a story told with nothing asked gets a short reply, not steps.
 * Every message here was written for this test.
 */

describe('a sentence of theirs is said back only when it reads as one sentence about them', () => {
  it.each([
    'I drove a forklift for six years before the depot closed.',
    'Last spring, I moved to Leeds for a lab job.',
    'Three weeks ago I was told my contract ends in June.',
    'My supervisor cut my hours and I lost 12 shifts a month.',
    'I earn $41k as a receptionist and they offered me $46k.',
  ])('keeps %s', (sentence) => {
    expect(readsAsOne(sentence)).toBe(true);
  });

  it.each([
    // An aside before the subject.
    'FYI, I only spoke to the recruiter once.',
    'Funny thing is I never applied there.',
    'Sold my car last year because I had no work.',
    'On the other hand, I have two interviews next week.',
    // A tag for age and gender in place of a subject.
    'F24, I have been a barista for three years.',
    // Pointing back to something the sentence leaves out.
    'I reached the last stage of 3 of them, with two still going.',
    'I drove buses for eight years and two of those years I planned the routes.',
    // Its point is someone else.
    'I am only 26 so they have more years in than I could have.',
  ])('leaves out %s', (sentence) => {
    expect(readsAsOne(sentence)).toBe(false);
  });

  it('opens the reply with a clean sentence or none, never a fragment', () => {
    const said = situationSentence(
      'Should I keep applying?\nHonestly tired. FYI, I only spoke to the recruiter once. I have sent 40 applications since March.',
    );
    expect(said).toBe('You have sent 40 applications since March.');
  });
});

describe('a question that opens on a condition is turned whole', () => {
  it('turns the question and keeps its condition after it', () => {
    expect(indirectClause('If I move to the early rota, how do I keep my Fridays free?')).toBe(
      'asking how to keep your Fridays free if you move to the early rota',
    );
  });

  it('drops a greeting in front of the first sentence rather than the sentence', () => {
    expect(situationSentence('Stuck\nHi all, I have worked at the same bakery for 9 years.')).toBe(
      'You have worked at the same bakery for 9 years.',
    );
  });
});

describe('a fact of theirs is said inside the question that uses it', () => {
  it('joins their sentence and the question into one', () => {
    expect(
      askWith(
        'You said you sent 40 applications since March.',
        'How many replies came back, and from which kind of employer?',
      ),
    ).toBe(
      'Given that you sent 40 applications since March, how many replies came back, and from which kind of employer?',
    );
  });

  it('keeps only the question when the two would not read as one sentence', () => {
    const ask = 'Paste your summary here and I will rewrite it.';
    expect(askWith('You said your CV is two pages long.', ask)).toBe(ask);
    const long = `You said ${'you worked many long shifts at the depot and '.repeat(4)}you are tired.`;
    expect(askWith(long, 'What would you like to change first?')).toBe(
      'What would you like to change first?',
    );
  });

  it('never recites "You said …" before a closing question', () => {
    const reply = respond(
      coachRequest(
        1,
        'Struggling with callbacks\nI have been applying for office admin jobs since spring. I sent about 50 applications to clinics and schools last month. I only heard back from two of them. What am I doing wrong?',
      ),
    ).reply;
    expect(reply).not.toMatch(/You said/);
  });
});

describe('a story told with nothing asked', () => {
  const STORY =
    'A year in review\nTwelve months ago I was stacking shelves on nights and hating it. In the spring I took an evening course in bookkeeping, paid for it from my overtime, and passed in August. I started at a small accountancy firm in October and my manager is kind and patient. My sister helped me with the move and I finally have weekends free again. It has been a long road for me this year.';

  it('is read as a story, unless it asks for something at its end', () => {
    expect(nonRequest(STORY)).toBe('story');
    expect(nonRequest(`${STORY}\n\nAny advice for the first review?`)).toBeUndefined();
    // "Trying to" in the middle of a story is what happened, not an ask.
    expect(
      nonRequest(STORY.replace('In the spring I took', 'In the spring, trying to change, I took')),
    ).toBe('story');
  });

  it('gets a short reply that says it back and asks what they want, with no steps', () => {
    const reply = respond(coachRequest(1, STORY)).reply;
    expect(reply).not.toMatch(/^\d\. /m);
    expect(reply.trim()).toMatch(/\?$/);
    expect(reply.split(/\s+/).length).toBeLessThan(90);
  });

  it('reads a short message that names no situation as a story, one that names one as a request', () => {
    expect(
      nonRequest(
        'Office party\nThe raffle prize was a mug with the wrong company logo on it and we all laughed.',
      ),
    ).toBe('story');
    expect(
      nonRequest('Bad news\nI was laid off this morning after six years at the print works.'),
    ).toBeUndefined();
    // A subject line that asks, even without its question mark, is a request.
    expect(
      nonRequest(
        'Can I list the family shop on my CV\nMy aunt runs a flower shop and I help out on Saturdays without pay, and I have had only two jobs before.',
      ),
    ).toBeUndefined();
  });

  it('does not read a season’s greeting in the subject line as good news', () => {
    expect(
      nonRequest(
        'Happy new year from head office\nThe gift this year was a plastic pen with the logo on it, and the parcel arrived crushed. They spent more on the courier than on the pen. Every single person on my floor laughed about it for a week and nobody from the office said a word.',
      ),
    ).not.toBe('news');
  });
});

describe('the general path uses only moves that fit what the member wrote', () => {
  const GENERAL = [
    'Nobody on my team reads the group chat\nI drive clients to their appointments and I keep finding out at the last minute that someone else was meant to collect them. Emails go unanswered and the maintenance man never tells anyone who is coming. My boss is lovely but busy. What can I do?',
    'Bored on weekends\nI work in a plant nursery and the weekends feel empty now that my friends moved away. I would like something to fill the time that could help my career later. Where do I even begin?',
    'Sites with phone numbers\nI am looking for a cleaning job in Cork. I used to get work by calling places directly. The big job sites hide the phone numbers. Is there a site that lists them?',
  ];
  it.each(GENERAL)('no contract-reading or waiting move for %s', (text) => {
    const out = reply(1, text);
    expect(out).not.toMatch(/Check what is written down|Price the cost of waiting/);
  });
});
