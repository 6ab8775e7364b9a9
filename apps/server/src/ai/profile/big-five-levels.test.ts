import { describe, expect, it } from 'vitest';
import { buildOfflineProfile } from './engine.js';

/**
 * A five-factor report's levels in its own words: "moderately low" is said as a lean ("may tend
 * to"), and Emotional Stability keeps its name, never turned into "high on Neuroticism". The
 * report here is written for the test.
 */
const behaviours = (text: string) =>
  buildOfflineProfile([{ id: 'f', name: 'report.txt', kind: 'psychometric', text }]).behaviours.map(
    (s) => s.statement,
  );

describe('a five-factor report', () => {
  const report = [
    'Big Five personality report',
    'Openness: Low (15th percentile)',
    'Conscientiousness: High (91st percentile)',
    'Extraversion: Moderately low (30th percentile)',
    'Agreeableness: Above average (64th percentile)',
    'Emotional Stability: High (86th percentile)',
  ].join('\n');

  it('states a lean the report names, hedged, with its own word and number', () => {
    expect(behaviours(report)).toContain(
      'You score moderately low on Extraversion (30th percentile): you may tend to be reserved and to recharge on your own.',
    );
    expect(behaviours(report)).toContain(
      'You score above average on Agreeableness (64th percentile): you may tend to be cooperative, trusting and considerate of others.',
    );
  });

  it('keeps Emotional Stability as the report names it, with its meaning the right way round', () => {
    const all = behaviours(report);
    expect(all).toContain(
      'You score high on Emotional Stability (86th percentile): you tend to stay calm under pressure and recover quickly from setbacks.',
    );
    expect(all.join(' ')).not.toMatch(/Neuroticism/);
  });
});
