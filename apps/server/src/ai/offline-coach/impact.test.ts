import { describe, expect, it } from 'vitest';
import { coachRequest } from '../../test/coach-request.js';
import { familyOf } from './impact.js';
import { respond } from './respond.js';
import { findRole } from './roles-match.js';

describe('showing impact on a CV before any CV is shared', () => {
  it('answers for the role the member names, instead of asking for a file', () => {
    const { reply } = respond(
      coachRequest(
        1,
        'I have been a line cook for 4 years and my CV only lists what the job was. How do I show impact on it?',
      ),
    );
    expect(reply).not.toMatch(/Attach it here|can't see one yet/);
    expect(reply).toMatch(/action \+ scope \+ result/);
    // The kitchen's own measures, not an office's.
    expect(reply).toMatch(/covers|food cost|waste/);
    expect(reply).toMatch(/Paste two or three lines from your CV/);
  });

  it('adds what a people lead can count, and takes the role from "I have been a … for N years"', () => {
    const { reply } = respond(
      coachRequest(
        1,
        "I've been a call centre team leader for 3 years. My CV bullets are all duties; how do I show impact?",
      ),
    );
    expect(reply).toMatch(/call centre team leader with 3 years/);
    expect(reply).toMatch(/size of the team you lead/);
    expect(reply).toMatch(/satisfaction or quality scores/);
  });

  it('places roles by their words, and falls back to a general list', () => {
    expect(familyOf('school business manager teaching assistant').id).toBe('teaching');
    expect(familyOf('forklift driver').id).toBe('logistics');
    expect(familyOf('florist').id).toBe('general');
  });
});

describe('a role named in passing', () => {
  it('is not an adjective before "role"', () => {
    expect(findRole('I want a rewarding role where I can grow')).toBeNull();
    expect(findRole('looking for a part-time job near home')).toBeNull();
    expect(findRole('I want a florist role')?.name).toBe('florist');
  });
});

describe('a CV line quoted in the message', () => {
  it('is rewritten in the past tense, every action of it, without asking for the CV', () => {
    const { reply } = respond(
      coachRequest(
        1,
        "This is one bullet from my resume: 'Responsible for scheduling site visits and chasing unpaid invoices.' How can I improve it?",
      ),
    );
    expect(reply).toMatch(/Here is the line you quoted/);
    expect(reply).toMatch(/Scheduled site visits and chased unpaid invoices\./);
    expect(reply).not.toMatch(/Attach it here|from my last answer/);
  });
});

describe('an interview with a format named', () => {
  it('prepares the case study first, with the right article and a motive answer for "why this role"', () => {
    const { reply } = respond(
      coachRequest(
        1,
        'Second interview next Tuesday for an ops analyst job at a grocery chain. It includes a case study. How do I get ready?',
      ),
    );
    expect(reply).toMatch(
      /what an \*\*ops analyst\*\* interview is likely to ask, starting with the case study/,
    );
    expect(reply).toMatch(/^1\. \*\*Rehearse the case study out loud/m);
    expect(reply).not.toMatch(/Why do you want[^\n]*Think out loud/);
  });
});

describe('a first interview for a customer-facing job', () => {
  it('asks what such interviews ask, named as the member named the job, with a way to answer each', () => {
    const { reply } = respond(
      coachRequest(
        1,
        'first ever job interview on monday, cashier at a supermarket. what do they ask??',
      ),
    );
    expect(reply).toMatch(/what a \*\*cashier\*\* interview is likely to ask/);
    expect(reply).toMatch(/What days and hours are you available\?”\*\* Give your real days/);
    expect(reply).toMatch(/school, college or how you spend your days/);
  });
});
