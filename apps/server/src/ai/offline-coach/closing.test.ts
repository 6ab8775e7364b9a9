import { describe, expect, it } from 'vitest';
import { coachRequest } from '../../test/coach-request.js';
import { respond } from './respond.js';

const paragraphs = (reply: string) =>
  reply
    .split(/\n\s*\n/)
    .map((p) => p.replace(/\s+/g, ' ').trim())
    .filter((p) => p.length >= 30);

// Issue 18: a first answer closes on a question only when the member's post calls for it (a
// detail their words show, a fact of theirs the question is built on, a word of theirs it takes
// up); a question drawn by the seed for any member in the situation is not asked.
describe('the closing question of a first answer is one the post calls for', () => {
  it('asks the question a detail of the post calls for', () => {
    const { reply } = respond(
      coachRequest(
        19,
        'Offer for a dispatcher job\nThe depot manager rang me on the phone this morning and said the dispatcher job is mine. Should I accept straight away?',
      ),
    );
    const last = paragraphs(reply).at(-1) ?? '';
    expect(last).toMatch(/in writing/);
    expect(last).toMatch(/\?$/);
  });

  it('ends on the steps when nothing in the post calls for a question', () => {
    for (const message of [
      'No replies at all\nI keep applying for warehouse jobs, but nobody ever gets back to me. What should I change?',
      'Silence from employers\nI have been applying for receptionist jobs for weeks and nobody ever answers me. What should I do differently?',
    ]) {
      const { reply } = respond(coachRequest(1, message));
      expect(reply).toMatch(/^1\. \*\*/m);
      expect(reply.trim()).not.toMatch(/\?$/);
    }
  });

  it('two members in the same situation are not asked the same stock question', () => {
    const a = respond(
      coachRequest(
        1,
        'No replies at all\nI keep applying for warehouse jobs, but nobody ever gets back to me. What should I change?',
      ),
    ).reply;
    const b = respond(
      coachRequest(
        1,
        'Silence from employers\nI have been applying for receptionist jobs for weeks and nobody ever answers me. What should I do differently?',
      ),
    ).reply;
    const asked = (r: string) => paragraphs(r).filter((p) => /\?$/.test(p));
    for (const q of asked(a)) expect(asked(b)).not.toContain(q);
  });
});

describe('a question that asks what to do is not weighing options', () => {
  it('is never asked which way they lean after "what should I change"', () => {
    const { reply } = respond(
      coachRequest(
        1,
        'No replies at all\nI keep applying for warehouse jobs, but nobody ever gets back to me. What should I change?',
      ),
    );
    expect(reply).not.toMatch(/which way are you leaning/i);
  });

  it('is not asked when "decided" or "should I" sits in the story, not in what they ask', () => {
    const { reply } = respond(
      coachRequest(
        1,
        'Odd hours at the print shop\nLast spring I decided to leave college and took a job at a print shop. The hours change every week and nobody warns me. My manager shrugs it off. Any advice?',
      ),
    );
    expect(reply).not.toMatch(/which way are you leaning/i);
  });

  it('still asks it of a member weighing two ways', () => {
    const { reply } = respond(
      coachRequest(
        22,
        'Stay or go\nI have been a line cook for three years and a bakery down the road wants me to start next month. Should I stay where I am or take the bakery job?',
      ),
    );
    expect(reply).toMatch(/\?\s*$/);
  });
});

describe('an answer card asks its question only of a member who has not told their story', () => {
  it('asks a bare question what it needs to know', () => {
    const { reply } = respond(coachRequest(19, 'Is this job offer a scam?'));
    expect(reply.trim()).toMatch(/What exactly made it feel off to you[^\n]*\?$/);
  });

  it('ends on the steps once the member has told their story and no sentence of theirs ties', () => {
    const { reply } = respond(
      coachRequest(
        19,
        'Is this offer a scam?\nA courier firm messaged me on a chat app with an offer for a packing job after no interview at all. It feels odd to me. Is it legit?',
      ),
    );
    expect(reply).toMatch(/^1\. \*\*/m);
    expect(reply).not.toMatch(/What exactly made it feel off/);
  });
});
