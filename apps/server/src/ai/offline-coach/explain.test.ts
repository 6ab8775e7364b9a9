import { describe, expect, it } from 'vitest';
import { coachRequest } from '../../test/coach-request.js';
import { discussion, infoAsk } from './explain.js';
import { respond } from './respond.js';

/** Questions for information and discussion posts, on messages written for this test. */

describe('questions that ask for information', () => {
  it('reads the informational forms, and not a request for a plan', () => {
    expect(infoAsk('Why do agencies ask for my bank details before the first shift?')?.kind).toBe(
      'why',
    );
    expect(infoAsk('Is it normal that my probation lasts nine months?')?.kind).toBe('normal');
    expect(infoAsk('The portal says "in review" for a month. What does that mean?')?.kind).toBe(
      'meaning',
    );
    expect(infoAsk('Do employers usually phone every reference?')?.kind).toBe('usual');
    expect(infoAsk('Is a forklift licence worth it?')?.kind).toBe('worth');
    expect(infoAsk('Should I ask for a raise before my review?')).toBeUndefined();
  });

  it('answers first with what is typical, then at most two steps and one question', () => {
    const { reply } = respond(
      coachRequest(
        1,
        'I had a second interview with a furniture maker nine days ago and nobody has written since. Is it normal to wait this long after an interview?',
      ),
    );
    const [first = ''] = reply.split('\n\n');
    // The first paragraph answers: what is typical and why.
    expect(first).toMatch(/common|usual|normal/i);
    expect(first).toMatch(/weeks/);
    expect(reply.split('\n').filter((l) => /^\d+\.\s/.test(l)).length).toBeLessThanOrEqual(2);
    expect(reply.trim().endsWith('?')).toBe(true);
  });

  it('with no entry for it, the general path answers head on, without a checklist', () => {
    const { reply } = respond(
      coachRequest(1, 'Why do bakeries post the same opening every single week?'),
    );
    expect(reply).not.toMatch(/^\d+\.\s/m);
    expect(reply).toMatch(/usual reasons/);
    expect(reply.trim().endsWith('?')).toBe(true);
  });
});

describe('discussion posts', () => {
  it('tells a question to the readers from a request for help', () => {
    expect(discussion('Anyone else find the new timesheet app slow?\nIt takes me ages.')).toBe(
      true,
    );
    expect(discussion('How did you all get your first pay rise?')).toBe(true);
    expect(discussion('Has anyone dealt with a late payslip?\nWhat should I do about mine?')).toBe(
      false,
    );
    expect(discussion('My manager ignores my emails. How do I raise it?')).toBe(false);
  });

  it('engages with the topic and asks what they want, with no step list', () => {
    const { reply } = respond(
      coachRequest(1, 'Anyone else getting recruiter calls about roles they never applied for?'),
    );
    expect(reply).not.toMatch(/^\d+\.\s/m);
    expect(reply).toMatch(/You asked the room/);
    expect(reply.trim().endsWith('?')).toBe(true);
  });
});

describe('more informational forms', () => {
  it('reads "can I", "is it rude to", "am I wrong" and "will anyone hire" as questions for information', () => {
    expect(infoAsk('Can my employer make me work on a public holiday?')?.kind).toBe('can');
    expect(infoAsk('Is it rude to leave the team lunch early?')?.kind).toBe('normal');
    expect(infoAsk('Am I wrong to expect a reply within a week?')?.kind).toBe('normal');
    expect(infoAsk('I am 50 with no degree. Will anyone hire me for office work?')?.kind).toBe(
      'chances',
    );
    expect(infoAsk('Is welding a good career for someone who likes travel?')?.kind).toBe('worth');
  });
});

describe('informational questions that also ask for advice', () => {
  it('marks the advice, and "how do you make X work" is not a question about how X works', () => {
    expect(
      infoAsk('Why would a bakery call me for a role I barely fit? Any advice for the interview?')
        ?.alsoAdvice,
    ).toBe(true);
    expect(
      infoAsk('Why do agencies ask for my bank details before the first shift?')?.alsoAdvice,
    ).toBe(false);
    expect(infoAsk('How do you make a night shift at work feel shorter?')).toBeUndefined();
  });
});

describe('a request to the coach is not a question for information', () => {
  it('"can you tell me…" asks for help, not whether something is allowed', () => {
    expect(infoAsk('Can you guys tell me how to get through a long week?')).toBeUndefined();
  });
});

describe('a chat message of several sentences on one line', () => {
  it('is not quoted whole as the question, and "what does that mean" names the quoted word', () => {
    const ask = infoAsk(
      "My review said I should be more 'strategic'. I run the support team of 9 at a software firm. What does that even mean?",
    );
    expect(ask?.question).toBe('What does ‘strategic’ mean?');
  });
});
