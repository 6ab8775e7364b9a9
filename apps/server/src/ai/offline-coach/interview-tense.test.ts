import { describe, expect, it } from 'vitest';
import { coachRequest } from '../../test/coach-request.js';
import { respond } from './respond.js';
import { readSituation } from './status.js';

/**
 * An interview still to come is preparation, whatever stage it is; one already held is the
 * waiting stretch (status.ts interview-ahead). Every message here was written for this test.
 */

const ahead = (text: string) => readSituation(text).conditions.has('interview-ahead');

describe('reading whether an interview is ahead or behind', () => {
  it.each([
    'My last-stage interview with the insurer is on Wednesday and I still have to plan my answers.',
    'Got a panel tomorrow afternoon for a warehouse supervisor job.',
    'I have a second round interview coming up with a games studio.',
    'How do I get ready for a case interview at a consultancy?',
    'The final round is next week, two hours with the whole team.',
  ])('ahead: %s', (text) => expect(ahead(text)).toBe(true));

  it.each([
    'I had my final round on Tuesday and they said I would hear by Friday.',
    'The interview was last Monday and nothing since.',
    'I interviewed on Thursday for a teaching post and have not heard back.',
  ])('behind: %s', (text) => expect(ahead(text)).toBe(false));

  it('answers a final round named with a day to come as preparation, not as waiting', () => {
    const r = respond(
      coachRequest(
        1,
        'I have a final round interview on Friday for a Principal Platform Engineer post. They will ask me to walk through a pipeline I designed, and when I am nervous I go into too much detail. How can I get ready to explain my design clearly?',
      ),
    ).reply;
    expect(r).not.toMatch(/thank-you|waiting stretch|follow up once/i);
    expect(r).toMatch(/interview coming|stories|prepare/i);
  });

  it('still answers a final round already held as waiting', () => {
    const r = respond(
      coachRequest(
        1,
        'I had a final round interview on Monday for a payroll lead role. They promised an answer within days and over a week has passed in silence. What should I do now?',
      ),
    ).reply;
    expect(r).toMatch(/follow up|timeline|waiting/i);
  });
});
