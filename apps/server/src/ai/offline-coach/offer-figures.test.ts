import { describe, expect, it } from 'vitest';
import { coachRequest } from '../../test/coach-request.js';
import { offerFigures } from './offer-figures.js';
import { respond } from './respond.js';

/** Every message here was written for this test. */
describe('an offer set against current pay is worked out', () => {
  it('gives the difference in money, per cent and per month, in the member’s own form', () => {
    const k = offerFigures('They came back with an offer of 71k and I am on 64k right now.');
    expect(k).toContain('71k against the 64k you are on now is 7k more a year (10.9 %)');
    expect(k).toContain('about 583 a month');
    const full = offerFigures('The hospital offered $48,500. I currently make $45,000.');
    expect(full).toContain('$3,500 more a year (7.8 %)');
    // Under about 10 % the money alone rarely carries a move: the reply says what else must.
    expect(full).toMatch(/rarely pays for itself on money alone/);
  });

  it('says a lower offer is a cut, and what it is for', () => {
    expect(offerFigures('The charity would pay 38k; I earn 44k at the moment.')).toMatch(
      /38k is 6k \(13.6 %\) less than the 44k you are on now/,
    );
  });

  it('gives nothing when the amounts are not an offer and current pay', () => {
    expect(offerFigures('The budget for the role is 50k to 60k.')).toBeUndefined();
    expect(offerFigures('I make 58k and my rent takes 18k of it.')).toBeUndefined();
    expect(offerFigures('They offered me 30 days of leave and a 5k bonus.')).toBeUndefined();
  });

  it('an offer question answered by the career coach carries the numbers, with no referral', () => {
    const { reply } = respond(
      coachRequest(1, 'A logistics firm offered me 61k and I make 57k now, should I take it?'),
    );
    expect(reply).toContain('61k against the 57k you are on now is 4k more a year');
    expect(reply).not.toMatch(/This sits closest to/);
    // The whole message is not quoted back at them as "You asked …".
    expect(reply).not.toMatch(/You asked “/);
  });
});
