import { describe, expect, it } from 'vitest';
import { checkStatement } from '../../eval/statement-checks.js';
import { byDimension as byBio } from '../../test/profile-of.js';
import { bioSubjectOf, toFirstPerson } from './third-person.js';

const byDimension = (text: string) => byBio(text, 'bio.pdf');
const statements = (text: string) => Object.values(byDimension(text)).flat();

describe('toFirstPerson', () => {
  const she = { names: ['Marisol Quent', 'Marisol'], pronoun: 'She' as const };
  const named = { names: ['Tobiah Renn', 'Tobiah'] };

  it('changes only the subject and its agreement, keeping the tense', () => {
    expect(toFirstPerson('Marisol believes that small teams ship better.', she)).toBe(
      'I believe that small teams ship better.',
    );
    expect(toFirstPerson('She has led two warehouse moves.', she)).toBe(
      'I have led two warehouse moves.',
    );
    expect(toFirstPerson('Tobiah is passionate about open maps.', named)).toBe(
      'I am passionate about open maps.',
    );
    expect(toFirstPerson('Tobiah taught evening classes for adults.', named)).toBe(
      'I taught evening classes for adults.',
    );
    expect(toFirstPerson('Tobiah teaches his apprentices to test first.', named)).toBe(
      'I teach my apprentices to test first.',
    );
    expect(toFirstPerson('She always studies her numbers before a pitch.', she)).toBe(
      'I always study my numbers before a pitch.',
    );
  });

  it('gives nothing when unsure whose words or which person', () => {
    // Another speaker in the sentence, a possessive subject, a noun after the name, two people.
    expect(toFirstPerson('Marisol says I should apply.', she)).toBeUndefined();
    expect(toFirstPerson("Marisol's team won the bid.", she)).toBeUndefined();
    expect(toFirstPerson('Marisol Quent Consulting, Leeds', she)).toBeUndefined();
    expect(toFirstPerson('Tobiah thinks he owes her a call.', named)).toBeUndefined();
    // A sentence about someone else.
    expect(toFirstPerson('Kellan believes in long lunches.', named)).toBeUndefined();
    expect(toFirstPerson('He believes in long lunches.', she)).toBeUndefined();
  });

  it('finds the subject of a bio, never of a CV with references or bullets', () => {
    const bio = ['Nadira Okonkwo-Veit', 'Nadira leads the night shift.', 'She values fairness.'];
    expect(bioSubjectOf(bio.join('\n'), bio.slice(1))).toEqual({
      names: ['Nadira Okonkwo-Veit', 'Nadira'],
      pronoun: 'She',
    });
    // Bullets that open with the same verb are not a person's name.
    const bullets = ['Perform weekly audits of stock.', 'Perform related tasks as needed.'];
    expect(bioSubjectOf(bullets.join('\n'), bullets)).toBeUndefined();
    // A first-person CV whose reference says "He…": the pronoun is the referee's.
    const cv = ['I run the bakery.', 'He was my manager for six years.', 'He vouches for me.'];
    expect(bioSubjectOf(cv.join('\n'), cv)).toBeUndefined();
  });
});

describe('a third-person bio in the profile', () => {
  it('reads values, aims and achievements told of the person, restated to them', () => {
    const text = [
      'Priyanka Dallow',
      'About',
      'Priyanka is passionate about making public data easy to use. She believes that good tools should explain themselves. She wants to lead a small research team within three years. She has led the redesign of a county transport portal used by 40,000 residents.',
    ].join('\n');
    const found = byDimension(text);
    expect(found.values).toContain('You are passionate about making public data easy to use.');
    expect(found.beliefs).toContain('You believe that good tools should explain themselves.');
    expect(found.vision).toContain('You want to lead a small research team within three years.');
    expect(found.behaviours).toContain(
      'You have led the redesign of a county transport portal used by 40,000 residents.',
    );
    for (const s of statements(text)) expect(checkStatement(s, s)).toEqual([]);
  });

  it('leaves a first-person CV and its references as they were', () => {
    const text = [
      'Experience',
      '- Ran the weekend till team of six.',
      'References',
      'He is happy to be contacted. He believes I am a reliable colleague.',
    ].join('\n');
    expect(statements(text)).toEqual(['You ran the weekend till team of six.']);
  });

  it('makes a second verb joined to the first agree too, and leaves a noun after "and" alone', () => {
    const text = [
      'Imogen Hart',
      '',
      'Imogen tends to avoid the monthly forecast meeting and sends notes to her deputy instead. Imogen manages stock and sales for two shops.',
    ].join('\n');
    const found = byDimension(text);
    expect(found.limitingBehaviours).toEqual([
      'You tend to avoid the monthly forecast meeting and send notes to your deputy instead.',
    ]);
    for (const s of statements(text)) expect(checkStatement(s, s)).toEqual([]);
  });
});
