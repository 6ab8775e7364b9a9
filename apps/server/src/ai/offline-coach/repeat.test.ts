import { describe, expect, it } from 'vitest';
import { coachRequest } from '../../test/coach-request.js';
import { signsShown } from './answers.js';
import { CARDS } from './cards.js';
import { respond } from './respond.js';
import { nounLemmas, theirWords } from './tailor.js';

/**
 * Parts of a reply that used to read the same for every member are either about this member or
 * gone: no stock lead-in before a question, no greeting standing alone, a card's checklist named
 * back from what the member saw, and the closing question chosen by what they wrote. Messages
 * written for this test.
 */

const paragraphs = (reply: string) => reply.split(/\n\s*\n/).map((p) => p.trim());

const SCAM = CARDS.find((c) => c.id === 'scam-check');

describe('a reply says nothing that would fit any member', () => {
  it('asks a card question plainly, never behind a stock lead-in', () => {
    for (const message of [
      'Is this company legit?\nThey found me on a job site and want to talk tomorrow.',
      'Is this job offer a scam?\nIt came by email from someone I never spoke to.',
    ]) {
      const { reply } = respond(coachRequest(19, message));
      expect(reply).not.toMatch(
        /So I can tailor the next step|One thing that would help me help you|To take this further, tell me/,
      );
    }
  });

  it('opens the first paragraph with the greeting instead of giving it a paragraph of its own', () => {
    const { reply } = respond(coachRequest(19, 'How do I negotiate my salary?'));
    const first = paragraphs(reply)[0] ?? '';
    expect(first).toMatch(/^Hi Robin/);
    expect(first.length).toBeGreaterThan("Hi Robin, I'm your finance coach.".length);
  });
});

describe('a checklist card names the signs the member saw', () => {
  it('finds the warning signs in their account and skips those they deny', () => {
    if (!SCAM) throw new Error('no scam card');
    expect(
      signsShown(
        SCAM,
        'The whole interview happened over a chat app, and then they wanted my bank account number for payroll.',
      ),
    ).toEqual([
      'an interview held only in a messaging app',
      'a request for your ID or bank details',
    ]);
    expect(
      signsShown(SCAM, 'They never asked for my passport and we met on a video call.'),
    ).toEqual([]);
  });

  it('says which signs are in their story and asks what they have already handed over', () => {
    const { reply } = respond(
      coachRequest(
        19,
        'Is this recruiter real?\nSomeone offered me a packing job after a short chat on Telegram, and now they want a scan of my driver’s licence before the contract. Is this a scam?',
      ),
    );
    expect(reply).toMatch(
      /In what you describe, an interview held only in a messaging app and a request for your ID or bank details are on that list/,
    );
    expect(reply.trim()).toMatch(/Have you given them any money, ID or bank details so far\?$/);
    expect(reply).not.toMatch(/What exactly made it feel off/);
  });

  it('does not ask what felt off of a member whose story already says it', () => {
    const { reply } = respond(
      coachRequest(
        19,
        'Is this offer a scam?\nA design studio offered me a junior role after two video interviews with the team. It feels too quick. Is it legit?',
      ),
    );
    expect(reply).not.toMatch(/In what you describe/);
    // "It feels too quick" is what felt off: the card's question would ask it again, with no
    // sentence of theirs it follows from, so the reply ends on the card's steps.
    expect(reply).not.toMatch(/What exactly made it feel off to you/);
    expect(reply.trim()).toMatch(/^\d\. \*\*.*[^?]$/m);
  });
});

describe('the closing question follows what the member wrote', () => {
  it('picks the question that takes up their own words over one that ignores them', () => {
    const { reply } = respond(
      coachRequest(
        1,
        'Interview on Thursday\nI have an interview on Thursday for a stock controller job and I go blank when I practise. I have a few stories from my last job but never know which ones to tell, and my sister offered to listen tonight. How should I get ready?',
      ),
    );
    const last = paragraphs(reply).at(-1) ?? '';
    expect(last).toMatch(/stories/);
  });
});

describe('the advice is worded with the people the member names', () => {
  it('calls the person they report to what they call them', () => {
    const member = 'My supervisor keeps moving my shifts, and my supervisor never explains why.';
    expect(theirWords('Ask your manager for the rota in writing.', member)).toBe(
      'Ask your supervisor for the rota in writing.',
    );
    expect(theirWords('Your manager decides it.', 'My boss said no twice.')).toBe(
      'Your boss decides it.',
    );
  });

  it('says "resume" to a member who only ever writes resume, and keeps CV otherwise', () => {
    const us = 'I rewrote my resume twice and still hear nothing from the bakeries I apply to.';
    expect(theirWords('Which job do you want this CV to win?', us)).toBe(
      'Which job do you want this resume to win?',
    );
    expect(theirWords('Send your CV.', 'My CV and my resume differ.')).toBe('Send your CV.');
    expect(theirWords('Send your CV.', 'The night shifts at the depot wear me out.')).toBe(
      'Send your CV.',
    );
  });

  it('keeps "manager" when that is their word too, or when they name no one', () => {
    expect(
      theirWords('Ask your manager.', 'My manager and my boss disagree; my manager is new.'),
    ).toBe('Ask your manager.');
    expect(theirWords('Ask your manager.', 'I work nights in a bakery.')).toBe('Ask your manager.');
  });

  it('says it in a step of the reply', () => {
    const { reply } = respond(
      coachRequest(
        15,
        'Boss piles work on me\nMy boss keeps handing me extra projects on top of my own, and now I stay two hours late most days. I already said I was busy but my boss did not listen. How do I get my boss to take some of it back?',
      ),
    );
    expect(reply).toMatch(/your boss/);
    expect(reply).not.toMatch(/your manager/);
  });
});

describe('what a question shares with a message is what it names', () => {
  it('counts nouns, not the verbs and fillers every message has', () => {
    const nouns = nounLemmas(
      'I would like to try the night shifts at the bakery, I look forward to it.',
    );
    expect(nouns.has('shift')).toBe(true);
    expect(nouns.has('bakery')).toBe(true);
    expect(nouns.has('like')).toBe(false);
    expect(nouns.has('try')).toBe(false);
  });
});

describe('a fact of theirs is said where it helps, not in every frame', () => {
  it('does not lead the closing question or the script label with a fact the reply already said', () => {
    const { reply } = respond(
      coachRequest(
        15,
        'Coworker takes credit\nI have been a lab technician at Norwell Labs for 2 years. A coworker keeps presenting my results in team meetings as if they were hers, and my supervisor has not noticed. What can I do about it and not come across as petty?',
      ),
    );
    const last = paragraphs(reply).at(-1) ?? '';
    expect(last).not.toMatch(/so I can fit this to your situation|one question:/i);
    expect(reply).not.toMatch(/\*\*What you can say\*\*, (?:after|for) 2 years/);
    expect(reply).toMatch(/lab technician/);
  });
});

describe('a fact leads the advice once', () => {
  it('is said where it introduces the steps, not also at the end of the opening', () => {
    const { reply } = respond(
      coachRequest(
        1,
        'Should I quit?\nI started at a print shop six weeks ago and my shift lead shouts at me in front of customers. The bus there costs me $90 a week and takes two hours a day. I have about $1200 saved. Should I quit now or wait until I find something else?',
      ),
    );
    const [opening, steps] = paragraphs(reply);
    expect(opening).toMatch(/print shop/);
    expect(opening).not.toMatch(/\$1200/);
    expect(steps).toMatch(/\$1200/);
  });
});
