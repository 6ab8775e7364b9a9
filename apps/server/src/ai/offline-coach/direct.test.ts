import { describe, expect, it } from 'vitest';
import { conversation } from '../../test/offline-conversation.js';
import { directAnswer, directForm } from './direct.js';
import { factsOf } from './facts.js';

/**
 * Answer first: the question a post asks is found by its form and answered in the reply's first
 * sentence after the greeting (yes, no, or it depends on one named thing, with the reason), before
 * the steps. Messages written for this test.
 */

const CV = 1;
const WORK = 15;
const FINANCE = 19;

const answer = (text: string) => directAnswer(text, factsOf(text))?.line;

/** The reply after its greeting, up to the first numbered step. */
const opening = (reply: string) =>
  reply
    .replace(/^Hi[^.]*?, I'm [^.]*?\.\s*/, '')
    .split(/\n\d+\. /)[0]
    ?.trim() ?? '';

describe('the question a post asks, by its form', () => {
  it('reads each form the coach answers head on', () => {
    expect(directForm('Should I chase the agency about my timesheet?')?.kind).toBe('should');
    expect(directForm('Is it rude to ask the panel how many people applied?')).toMatchObject({
      kind: 'ok',
      judged: 'rude',
    });
    expect(directForm('Would it look bad if I left the call centre after five months?')?.kind).toBe(
      'look',
    );
    expect(directForm('How long should I wait before nudging the recruiter?')?.kind).toBe('wait');
    expect(directForm('Do I tell them I have a second interview elsewhere?')?.kind).toBe('tell');
    expect(
      directForm('Would you rather drive a delivery van or sort parcels in the depot?'),
    ).toMatchObject({
      kind: 'either',
      a: 'drive a delivery van',
      b: 'sort parcels in the depot',
    });
    expect(directForm('What do I say when they ask about my gap year?')?.kind).toBe('say');
    expect(directForm('Can my employer legally take back my signing bonus?')?.kind).toBe('legal');
    expect(directForm('Is it worth doing a forklift certificate?')?.kind).toBe('worth');
    expect(directForm('Am I crazy for turning down a promotion?')?.kind).toBe('doubt');
  });

  it('leaves questions to the readers and open requests alone', () => {
    expect(directForm('Has anyone else had an offer pulled after the reference check?')).toBe(
      undefined,
    );
    expect(directForm('What should I do?')).toBe(undefined);
    expect(answer('What are some careers for someone who loves maps and walking?')).toBe(undefined);
  });

  it('takes the option the second side parallels, and an elliptical time', () => {
    expect(
      directForm('Should I take a job as a school caretaker or a night porter?'),
    ).toMatchObject({ a: 'a school caretaker', b: 'a night porter' });
    expect(directForm('Is it better to ring them before lunch or after?')).toMatchObject({
      a: 'ring them before lunch',
      b: 'ring them after lunch',
    });
  });
});

describe('the direct answer, by what the question is about', () => {
  it('says yes to reaching out, naming the action', () => {
    expect(answer('Should I message the team lead on LinkedIn after applying?')).toMatch(
      /^Yes, message the team lead on LinkedIn after applying: /,
    );
  });

  it('says no, it is not rude, to asking for the range', () => {
    expect(
      answer('Is it rude to ask the recruiter about the pay range on the first call?'),
    ).toMatch(/^No, it isn't rude to ask the recruiter about the pay range/);
  });

  it('gives the reason that fits what is reached for: hours, a person already met', () => {
    expect(answer('Would it be rude to ask my supervisor not to schedule me on Sundays?')).toMatch(
      /request about your hours/,
    );
    expect(answer('Is it okay to email my former manager to ask about openings?')).toMatch(
      /someone you have already been in touch with/,
    );
    expect(answer('Should I message the recruiter before I apply?')).toMatch(
      /people who hire expect/,
    );
  });

  it('makes leaving depend on one named thing, led by their own time in the job', () => {
    const line = answer(
      'I have worked at the garden centre for 3 years and the rota is wrecking my sleep. Should I quit?',
    );
    expect(line).toMatch(
      /^After 3 years, whether to quit depends on one thing: whether the next job is signed/,
    );
  });

  it('gives a wait in working days after an interview', () => {
    expect(answer('How long should I wait after the interview before I email them again?')).toMatch(
      /five to seven working days/,
    );
  });

  it('tells leaving apart from an outside offer when the current manager is to be told', () => {
    expect(answer('Do I tell my boss about the offer from the other depot?')).toMatch(
      /counter-offer/,
    );
    expect(answer('Should I tell my manager I am quitting for a new job?')).toMatch(
      /^Tell your manager first, in person/,
    );
  });

  it('says a health condition is theirs to share', () => {
    expect(answer('Do I tell my new employer about my diagnosis before I start?')).toMatch(
      /^You don't have to/,
    );
  });

  it('names both options of an either-or and leans on a condition', () => {
    const line = answer(
      'Should I take the warehouse night shift at $19 an hour or the day cashier job at $16?',
    );
    expect(line).toMatch(
      /lean to the warehouse night shift at \$19 an hour, unless what the day cashier job at \$16 gives you/,
    );
    expect(
      answer("Would you rather stay at a steady bank job or join a friend's startup?"),
    ).toMatch(
      /^I'd stay at a steady bank job for now, and join a friend's startup only once it is certain/,
    );
  });

  it('says plainly when the rules are not the coach to know, and who is', () => {
    const line = answer('Can my employer legally cut my hours without notice? I work in Ohio.');
    expect(line).toMatch(/^I can't tell you for sure whether that is allowed in Ohio/);
    expect(line).toMatch(/labour department for Ohio/);
    expect(
      answer('Can they make me use my holiday days for the office closure? The handbook is vague.'),
    ).toMatch(/company's own policy.*HR/);
  });

  it('answers worth-it by the question it turns on, and unfair treatment as not to be accepted', () => {
    expect(answer('Is it worth doing a bookkeeping course to get into accounts?')).toMatch(
      /^It is worth it if job ads for the role you want ask for it/,
    );
    expect(answer('Is it normal for my supervisor to yell at us when we miss a target?')).toMatch(
      /isn't something you have to accept/,
    );
  });

  it('leaves a question about waiting for a condition to the steps, never a bare yes', () => {
    expect(answer('Should I only start applying once I have finished my portfolio?')).toBe(
      undefined,
    );
  });

  it('reads a subject line sentence by sentence', () => {
    expect(
      answer(
        'Should I take the night shift?? Need help fast\nThe depot offered me nights from March.',
      ),
    ).toMatch(/^Take the night shift if it beats what you have now/);
  });

  it('gives a line to say when asked about a gap', () => {
    expect(answer('What do I say when they ask about the two years I was out of work?')).toMatch(
      /^One honest sentence, then move on: "/,
    );
  });
});

describe('replies open with the answer, before the steps', () => {
  it('a library answer: the answer first, the question not said back', () => {
    const [reply = ''] = conversation(CV, [
      'Sent my application to a print shop two weeks ago and heard nothing back.\nShould I call them?',
    ]);
    expect(opening(reply)).toMatch(/^Yes, call them: /);
    expect(reply).not.toMatch(/You're asking whether/);
    expect(reply.indexOf('Yes, call them')).toBeLessThan(reply.indexOf('1. **'));
  });

  it('an either-or choice names both options in its first sentence', () => {
    const [reply = ''] = conversation(FINANCE, [
      'Should I take the hospital admin role or the council job? Both are full time and pay about the same.',
    ]);
    expect(opening(reply)).toMatch(
      /^Between the hospital admin role and the council job, I'd lean to/,
    );
  });

  it('a question of timing next to a request for steps is answered before them', () => {
    const [reply = ''] = conversation(CV, [
      'How do I hand in my notice politely?\nI have a new job lined up at a bakery. Is it better to tell my supervisor before lunch or after?',
    ]);
    expect(opening(reply)).toMatch(/^I'd tell your supervisor after lunch: /);
    expect(opening(reply)).toMatch(/tell your supervisor before lunch only if/);
  });

  it('a post a card answers: its other question is answered first, the card after', () => {
    const [reply = ''] = conversation(CV, [
      'What does at-will employment mean? And is it rude to ask HR about it in my first week?',
    ]);
    expect(opening(reply)).toMatch(/^No, it isn't rude to ask HR about it in your first week: /);
    expect(opening(reply)).toMatch(/At-will employment/);
  });

  it('a new question on a later turn is answered outright too', () => {
    const [, second = ''] = conversation(FINANCE, [
      'A logistics firm offered me 48k; I am on 41k as a planner.',
      'Should I tell my current manager about it before I decide?',
    ]);
    expect(second).toMatch(/^Only if you would stay for a better deal: /);
  });

  it('an informational question: the verdict replaces the stock account of such questions', () => {
    const [reply = ''] = conversation(WORK, [
      'Is it rude to ask my team lead to stop messaging me after 9pm?',
    ]);
    expect(opening(reply)).toMatch(
      /^No, it isn't rude to ask your team lead to stop messaging you after 9pm: /,
    );
    expect(reply).not.toMatch(/It happens more often than people admit/);
  });
});
