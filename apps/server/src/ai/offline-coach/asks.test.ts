import { describe, expect, it } from 'vitest';
import { coachRequest } from '../../test/coach-request.js';
import type { CoachRequest } from '../coach.js';
import { askForm, formOf, nonRequest, toYou } from './asks.js';
import { respond } from './respond.js';
import { askedOf } from './retrieve.js';

/**
 * How the offline coach reads the form of a message, on messages written for this test: what the
 * member asks decides the situation (not a word of background), a question with a recognisable
 * form is answered head on, and a message that asks for nothing gets a short human reply.
 */

function request(agentId: number, content: string): CoachRequest {
  return coachRequest(agentId, content, { firstName: 'Sam' });
}

const steps = (reply: string) => reply.split('\n').filter((l) => /^\d+\.\s/.test(l));

describe('what the member asks weighs over their background', () => {
  it('keeps the question, the subject line and the last paragraph, and leaves background out', () => {
    const text =
      'Visa hours question\nI am a graduate student from Kenya and I work on campus.\nMy cousin runs a shop.\n\nCan extra weekend shifts off campus affect my visa?';
    const asked = askedOf(text);
    expect(asked).toContain('Visa hours question');
    expect(asked).toContain('affect my visa');
    expect(asked).not.toContain('graduate student');
  });

  it('does not give first-job advice to a student whose question is about something else', () => {
    const { reply } = respond(
      request(
        19,
        'Second job while studying\nI am a grad student here on a student visa and I already work 20 hours a week at the campus library. A neighbour offered me cash to help in his restaurant on weekends.\n\nCould taking that put my visa status at risk, and how would I even check?',
      ),
    );
    expect(reply).not.toMatch(/first foot in the door|routes built for beginners/);
  });

  it('still gives first-job advice when that is what they ask for', () => {
    const { reply } = respond(
      request(
        1,
        'I finished my degree in June and every entry-level post asks for two years of experience. How do I land my first job with no experience?',
      ),
    );
    expect(reply).toMatch(/first|beginners|experience/i);
    expect(steps(reply).length).toBeGreaterThanOrEqual(3);
  });
});

describe('a question with a recognisable form is answered head on', () => {
  it('reads the forms: X or Y, should I, how do I, is it normal, what do I say', () => {
    expect(formOf('Should I take the night shift or stay on days?')).toEqual({
      kind: 'either',
      a: 'take the night shift',
      b: 'stay on days',
    });
    expect(formOf('Should I tell my team lead about the second job?')?.kind).toBe('should');
    expect(formOf('How do I get into logistics planning?')).toEqual({
      kind: 'how',
      x: 'get into logistics planning',
    });
    expect(formOf('Is it normal that my manager texts me on Sundays?')?.kind).toBe('normal');
    expect(formOf('What do I say to my landlord-turned-boss?')?.kind).toBe('say');
    expect(toYou('my boss asked me')).toBe('your boss asked you');
    expect(askForm('Long story here. Anyway. Should I move to Leeds or stay?')?.kind).toBe(
      'either',
    );
  });

  it('opens the general answer with their choice and a direct answer, then steps and one question', () => {
    const { reply } = respond(
      request(
        22,
        'My grandmother left me a small pottery studio in the village. Should I keep running the pottery studio on weekends or sell it to the neighbour who asked?',
      ),
    );
    const [opening = ''] = reply.split('\n\n');
    if (/choosing between/.test(opening)) {
      expect(opening).toMatch(/keep running the pottery studio on weekends/);
      expect(opening).toMatch(/My direct answer/);
    }
    expect(steps(reply).length).toBeGreaterThanOrEqual(2);
    expect(steps(reply).length).toBeLessThanOrEqual(3);
    expect(reply.split('\n\n').at(-1)).toMatch(/\?/);
    expect(reply).not.toMatch(/here is what I can do|\[[A-Za-z][^\]]*\](?!\()/i);
  });
});

describe('a message that asks for nothing gets a short human reply', () => {
  it('tells a request, good news, venting and an advert apart', () => {
    expect(nonRequest('How do I ask for a raise after two years?')).toBeUndefined();
    expect(
      nonRequest('Finally hired!\nAfter 7 months of searching I start at the library on Monday.'),
    ).toBe('news');
    expect(nonRequest('Ugh, so fed up with the two-hour commute every single day.')).toBe('vent');
    expect(
      nonRequest("We're hiring weekend baristas downtown, DM me and sign up for the open day."),
    ).toBe('advert');
    // Good news in the middle of a story is background, not the point.
    expect(
      nonRequest('Offer rescinded\nI was so excited, then they rescinded it after the check.'),
    ).not.toBe('news');
  });

  for (const [kind, message] of [
    [
      'good news',
      'Finally hired!\nAfter 7 months of searching I start at the city library on Monday.',
    ],
    ['venting', 'Ugh, so fed up with the two-hour commute to the depot every single day.'],
    ['an advert', "We're hiring weekend baristas downtown, DM me and sign up for the open day."],
  ] as const) {
    it(`answers ${kind} with a reflection and a question about what they want, not steps`, () => {
      const { reply } = respond(request(16, message));
      expect(steps(reply)).toHaveLength(0);
      expect(reply.trim().endsWith('?')).toBe(true);
      expect(reply.split(/\s+/).length).toBeLessThan(90);
    });
  }
});

describe('a negated word of good news', () => {
  it('is not good news, and a flat month is answered as low mood', () => {
    expect(
      nonRequest("Nothing wrong at work really, I just can't get excited about any of it lately."),
    ).not.toBe('news');
    expect(nonRequest('Not happy, not sad, just numb for about a month now.')).not.toBe('news');
    const { reply } = respond(
      coachRequest(
        13,
        "I've felt flat for about a month. The job is okay but I'm not looking forward to anything and I keep waking at 4am.",
      ),
    );
    expect(reply).not.toMatch(/good news|well earned|Congratulations/);
    expect(reply).toMatch(/low/i);
  });
});
