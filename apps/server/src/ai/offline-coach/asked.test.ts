import { describe, expect, it } from 'vitest';
import { read } from '../../nlp/cues.js';
import { coachRequest } from '../../test/coach-request.js';
import { infoAsk } from './explain.js';
import { respond } from './respond.js';
import { classify, objectLeftOut, senseOf } from './understand.js';

/**
 * The member's question decides the topic; the story around it is context. An open ask ("should I
 * push back?", "is it worth asking for more?", "how do I tell my boss?") is read from its object.
 * Every message here is written for this test.
 */

const STRESS = 15;
const FINANCE = 19;

const intentOf = (agentId: number, text: string) => classify(agentId, read(text)).intent;
const reply = (agentId: number, text: string) => respond(coachRequest(agentId, text)).reply;

const TELL_MANAGER_OVERLOAD = [
  'Since two colleagues left in the spring I have been doing the work of three people. I sleep about four hours and I am short with my partner. How do I tell my manager without looking like I cannot cope?',
  'Our team is understaffed and I cover two roles now. I wake at 3am every night. How do I bring it up with my boss?',
  'Three teammates resigned and nobody was hired, so their projects landed on me. My kids barely see me. What do I say to my supervisor?',
];

const COUNTER_ON_OFFER = [
  'They offered me 71k and I make 64k now. Should I push back?',
  'A logistics firm came back with $92,000; I am on $84,000 at the moment. Is it worth asking for more?',
  'The offer is £39,500 and my current salary is £37,000. Would it be worth pushing for more?',
];

describe('the question decides the topic', () => {
  it('reads "how do I tell my manager" with overload as the workload conversation, not sleep', () => {
    for (const text of TELL_MANAGER_OVERLOAD) {
      expect(intentOf(STRESS, text), text).toBe('stress-overload');
      const answer = reply(STRESS, text);
      expect(answer, answer).toMatch(/What you can say/);
      expect(answer, answer).toMatch(/everything I am carrying/);
      expect(answer, answer).not.toMatch(/wake-up time|4-7-8|tonight/i);
    }
  });

  it('answers a longer story of the same kind from the burnout entry, not a conflict or a resignation', () => {
    // Over 40 words: the library answers (respond.ts). "Tell my manager" names whom to tell, not
    // the situation, so the story's understaffing decides the entry.
    for (const text of [
      'Two colleagues resigned in the summer and neither was replaced, so I have been covering for both of them on top of my own clients. I sleep five hours at best and I am short with my children every evening. How do I tell my manager without sounding weak?',
      'Since the spring our team has been understaffed and I do the work of two people most weeks, late into the evening. I am tired all the time and my partner has noticed it too. How do I bring it up with my boss?',
    ]) {
      const answer = reply(STRESS, text);
      expect(answer, answer).toMatch(/Make the load visible|Ask your manager to choose/);
      expect(answer, answer).not.toMatch(/Make your work visible|resign/i);
    }
  });

  it('names what the overload costs at home or in sleep as the reason to raise it', () => {
    const answer = reply(STRESS, TELL_MANAGER_OVERLOAD[0] ?? '');
    expect(answer).toMatch(/your sleep and your life at home is the reason to raise it now/);
  });

  it('keeps sleep when sleep is what is asked about (look-alikes)', () => {
    for (const text of [
      'I have slept badly for a month since the reorganisation. What can I do?',
      'Work is busy and I keep waking at 4am. How do I get back to sleep?',
      'I cannot fall asleep before 2am. Any advice?',
    ]) {
      expect(intentOf(STRESS, text), text).toBe('sleep');
    }
  });

  it('reads "push back" and "worth asking for more" after an offer as a counter', () => {
    for (const text of COUNTER_ON_OFFER) {
      expect(intentOf(FINANCE, text), text).toBe('salary-negotiation');
      const answer = reply(FINANCE, text);
      // The offer weighed against current pay (plans-growth.ts), with words for the ask.
      expect(answer, answer).toMatch(/The offer is .+ against the .+ you earn now/);
      expect(answer, answer).toMatch(/\*\*What to say/);
      // Not the refusal of extra work, nor what makes a course pay back.
      expect(answer, answer).not.toMatch(/flat no|priorities should move/);
      expect(answer, answer).not.toMatch(/comes back within about a year/);
    }
  });

  it('reads "push back" after new tasks as a refusal of extra work (look-alikes)', () => {
    for (const text of [
      'My manager keeps giving me extra projects on top of my own. Should I push back?',
      'Since the reorganisation there is more work every week and no one to share it. Should I push back?',
    ]) {
      expect(intentOf(STRESS, text), text).toBe('stress-overload');
      expect(reply(STRESS, text)).not.toMatch(/The offer is/);
    }
    // The object in the question itself decides before the rest of the message.
    expect(
      senseOf(
        read('How do I push back on the new tasks?'),
        read('They gave me a raise last year. How do I push back on the new tasks?'),
      ),
    ).toBe('stress-overload');
  });

  it('still answers "is it worth it" about a course or a paid service with what makes it pay back', () => {
    for (const text of [
      'Is it worth getting a project management certificate to earn more?',
      'Is it worth paying for a premium job board account?',
    ]) {
      expect(infoAsk(text)?.kind, text).toBe('worth');
    }
    // An own action that is no investment is a decision, not a question for information.
    expect(infoAsk('They offered 50k. Is it worth asking for 55k?')).toBeUndefined();
    expect(infoAsk('Is it worth negotiating at all?')).toBeUndefined();
  });

  it('reads an open ask from its object, and leaves it unread when the message names none', () => {
    expect(
      senseOf(read('Should I push back?'), read('They offered me 40k. Should I push back?')),
    ).toBe('salary-negotiation');
    expect(
      senseOf(
        read('How do I tell my boss?'),
        read('I am covering for two people. How do I tell my boss?'),
      ),
    ).toBe('stress-overload');
    expect(
      senseOf(read('Should I push back?'), read('I feel odd. Should I push back?')),
    ).toBeUndefined();
    expect(objectLeftOut('Should I push back?')).toBe(true);
    expect(objectLeftOut('Should I push back on the salary?')).toBe(false);
    expect(objectLeftOut('How do I write a cover letter?')).toBe(false);
  });

  it('lets a question that names a topic outright win over the story’s topic', () => {
    // The story is stress; the question asks about pay.
    expect(
      intentOf(
        FINANCE,
        'I am exhausted and stressed after a year of long hours. How do I negotiate a pay rise?',
      ),
    ).toBe('salary-negotiation');
    // A question that names nothing leaves the story's topic in place.
    expect(intentOf(STRESS, 'I am completely burnt out at work. What should I do?')).toBe(
      'stress-overload',
    );
  });
});
