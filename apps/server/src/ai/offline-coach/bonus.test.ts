import { describe, expect, it } from 'vitest';
import { coachRequest } from '../../test/coach-request.js';
import { bonusAfter } from './money-figures.js';
import { offerFigures } from './offer-figures.js';
import { respond } from './respond.js';

describe('a bonus joined to a pay figure', () => {
  it('reads a share or a sum right after the figure, in the same clause', () => {
    const text =
      'They offer 70k with a 5k signing bonus? No: 70k plus a 12% annual bonus. I earn 66k.';
    expect(bonusAfter(text, text.indexOf('70k plus'))).toEqual({ percent: 12 });
    expect(bonusAfter('£48,000 + £3,000 bonus', 0)).toEqual({ amount: 3000 });
    // A bonus in another clause belongs to no figure.
    expect(bonusAfter('I earn 66k, but the bonus was cancelled', 0)).toBeUndefined();
    expect(bonusAfter(text, text.indexOf('66k'))).toBeUndefined();
  });

  it('turns a small rise on base into a cut once the current bonus is counted', () => {
    const { reply } = respond(
      coachRequest(
        19,
        'The new place offered me 71k, but my current job pays 67k plus an 8% bonus. Should I move?',
      ),
    );
    expect(reply).toMatch(
      /67,?000 base plus a 8% bonus is about 72,360|67k base plus a 8% bonus is about 72\.4k/,
    );
    expect(reply).toMatch(/less/);
    expect(reply).toMatch(/Does the new role pay a bonus\?/);
  });

  it('asks about the base, not a figure worked out on base plus bonus, when the offer has the bonus', () => {
    const { reply } = respond(
      coachRequest(
        19,
        'Offer: $120,000 with a 20% target bonus. I currently make $130,000 and have no bonus. Is the offer better?',
      ),
    );
    expect(reply).toMatch(/about \$144k a year/);
    expect(reply).toMatch(/how much of the 20% bonus has actually been paid out/);
  });

  it('counts bonuses in the worked numbers of an offer decision too', () => {
    const line = offerFigures('I was offered 50k. My current job pays 47k plus a 10% bonus.');
    expect(line).toMatch(/counting bonuses/);
    expect(line).toMatch(/51\.7k/);
    expect(line).toMatch(/a year less/);
  });
});
