import { describe, expect, it } from 'vitest';
import { coachRequest } from '../../test/coach-request.js';
import type { CoachTurn } from '../coach.js';
import { artefactAsk } from './artefacts.js';
import { asksWithoutMark, nonRequest } from './asks.js';
import { factsOf } from './facts.js';
import { respond } from './respond.js';

/** Messages written the way people type on a phone. Every message was written for this test. */
describe('terse messages', () => {
  it('reads "can u" as "can you"', () => {
    expect(artefactAsk('can u write me a bio for my portfolio site?')?.kind).toBeDefined();
  });

  it('reads a titled role that opens a terse self-description as the member’s own', () => {
    const roles = factsOf('pls help. senior backend dev, go + postgres, 6 years exp').filter(
      (f) => f.kind === 'role',
    );
    expect(roles.map((f) => f.text)).toContain('senior backend dev');
    expect(factsOf('our dev team shipped late again').filter((f) => f.kind === 'role')).toEqual([]);
  });

  it('writes one year as a year', () => {
    const { reply } = respond(
      coachRequest(1, 'can u write me a linkedin headline? junior mobile dev, kotlin, 1 year exp'),
    );
    expect(reply).not.toMatch(/\b1 years\b/);
    expect(reply).toMatch(/Junior Mobile Dev/);
  });

  it('a yes/no question without its mark is a request, not a story told for itself', () => {
    expect(nonRequest('is 60k fair for a junior surveyor in leeds. 2 yrs exp')).toBeUndefined();
    expect(
      respond(coachRequest(19, 'is 60k fair for a junior surveyor in leeds. 2 yrs exp')).reply,
    ).not.toMatch(/Thanks for sharing|did you mainly want to tell it/i);
  });

  it('answers a question written without its question mark as a question', () => {
    expect(asksWithoutMark('what if they ask why I left so soon')).toBe(true);
    expect(asksWithoutMark('I will ask them tomorrow')).toBe(false);
    const first = 'Interview on Monday for a lab technician job. Any tips?';
    const history: CoachTurn[] = [
      { role: 'user', content: first },
      { role: 'assistant', content: respond(coachRequest(1, first)).reply },
    ];
    const { reply } = respond({
      ...coachRequest(1, 'what if they ask about my weaknesses'),
      history,
    });
    expect(reply).toMatch(/weakness/i);
  });

  it('an answer to the coach’s question never repeats its steps word for word', () => {
    const first =
      "I'm a secondary school science teacher, 9 years in. I want to move into learning design. Where do I start?";
    const before = respond(coachRequest(1, first)).reply;
    const { reply } = respond({
      ...coachRequest(1, 'I have already finished a short online course on it'),
      history: [
        { role: 'user', content: first },
        { role: 'assistant', content: before },
      ],
    });
    const bodies = (text: string) =>
      text
        .split('\n')
        .filter((l) => /^\d+\.\s+\*\*/.test(l))
        .map((l) => l.replace(/^\d+\.\s+\*\*[^*]+\*\*\s*/, ''));
    for (const body of bodies(reply)) expect(bodies(before)).not.toContain(body);
  });
});
