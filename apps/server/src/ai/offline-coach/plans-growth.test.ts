import { describe, expect, it } from 'vitest';
import { coachRequest } from '../../test/coach-request.js';
import { respond } from './respond.js';

/**
 * An offer is weighed against what the member earns now: the difference and the percentage are
 * worked out, a small rise gets a counter with a number, a cut gets the question of what would
 * make it worth it, and current pay is never mistaken for a market figure. Messages are our own.
 */
const reply = (content: string) => respond(coachRequest(19, content)).reply;

describe('an offer against current pay', () => {
  it('works out a small rise and drafts a counter above it', () => {
    const text = reply('They offered me 62k and I make 58k now. Should I counter?');
    expect(text).toContain('62,000 against the 58,000 you earn now: 4,000 more, a 6.9% rise');
    expect(text).toMatch(/closer to 67,000/);
    expect(text).not.toMatch(/market figure is 58/);
  });

  it('calls a lower offer a cut, with the right article', () => {
    const text = reply(
      'The new place offers £41k; my current salary is £45k. Worth it for a calmer team?',
    );
    expect(text).toContain('£4,000 less, an 8.9% cut');
    expect(text).toMatch(/match what I earn today, around £45k/);
  });

  it('treats a large rise as already solid and points at the package', () => {
    const text = reply(
      "Got an offer for €70,000 and I'm on €55,000 at the moment. Do I negotiate?",
    );
    expect(text).toContain('a 27.3% rise');
    expect(text).toMatch(/already a solid rise/);
  });

  it('keeps the market comparison when a market figure is given too', () => {
    const text = reply(
      'Offer is 90k, market rate for the role is 100k, I earn 80k now. How do I counter?',
    );
    expect(text).toMatch(/your market figure is 100,000/);
  });
});

describe('asked for a salary expectation against a band', () => {
  it('names a figure near the top of the band, not a reaction to an offer', () => {
    const text = reply(
      "The recruiter says the salary range is £40,000 to £48,000 and asked what salary I'd expect. I'm on £39,000. What should I answer?",
    );
    expect(text).toContain('£40k to £48k');
    expect(text).toMatch(/around £46k to £48k/);
    expect(text).not.toMatch(/The offer is/);
  });

  it('reads "between 70 and 80k" as a band too', () => {
    const text = reply('They pay between 70 and 80k for this level. What number do I give them?');
    expect(text).toMatch(/78,000 to 80,000|around 78/);
  });
});
