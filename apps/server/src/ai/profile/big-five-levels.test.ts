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

describe("a report's own reading of the person", () => {
  const report = [
    'Big Five work style report',
    'Openness: 20th percentile (Low)',
    'Conscientiousness: 85th percentile (High)',
    'Extraversion: 50th percentile (Moderate)',
    'Agreeableness: 75th percentile (High)',
    'Neuroticism: 60th percentile (Moderate)',
    '',
    'Conscientiousness',
    'Factor definition: reflects planning and persistence. Your result: You likely keep careful lists and finish what you start. At the extreme, this can show up as reluctance to hand tasks to others when you doubt they will be done well.',
    '',
    'Neuroticism',
    'Factor definition: reflects worry. Your result: You may be self-critical after a setback. Consider writing down what went well.',
  ].join('\n');
  const p = buildOfflineProfile([
    { id: 'f', name: 'report.txt', kind: 'psychometric', text: report },
  ]);
  const all = Object.values(p)
    .flat()
    .map((s) => s.statement);

  it('states what the report says of them, in its words, and never its definitions or advice', () => {
    expect(p.behaviours.map((s) => s.statement)).toContain(
      'Your report says you likely keep careful lists and finish what you start.',
    );
    expect(p.limitingBehaviours.map((s) => s.statement)).toEqual([
      'Your report says that at the extreme, this can show up as reluctance to hand tasks to others when you doubt they will be done well.',
    ]);
    expect(p.limitingBeliefs.map((s) => s.statement)).toEqual([
      'Your report says you may be self-critical after a setback.',
    ]);
    expect(all.join(' ')).not.toMatch(/Factor definition|reflects worry|Consider writing/);
  });
});
