import { INSIGHT_DIMENSIONS } from '@facet/contracts';
import { describe, expect, it } from 'vitest';
import { checkStatement } from '../../eval/statement-checks.js';
import { buildOfflineProfile } from './engine.js';

const profileOf = (text: string) =>
  buildOfflineProfile([{ id: 'f', name: 'cv.pdf', kind: 'cv', text }]);
const all = (text: string) => {
  const p = profileOf(text);
  return INSIGHT_DIMENSIONS.flatMap((d) => p[d].map((s) => s.statement));
};

describe('extraction debris and headers in a CV', () => {
  it('never makes a verb of a company, place or title line', () => {
    const statements = all(
      [
        'Experience',
        'Bramble Media, Provo, Utah — Account Development',
        'Google Mountain View, CA',
        'Network Engineer at Route 9 Solutions',
        'Project Name: Harbour Stock Planning Consultant; 6 months.',
        'Cashier • 03/2021 - 09/2022',
        '• Trained four new cashiers on the till and stock checks.',
      ].join('\n'),
    );
    expect(statements).toEqual(['You trained four new cashiers on the till and stock checks.']);
  });

  it('keeps the tense of the line and turns a CV third person into the second', () => {
    const statements = all(
      [
        'Experience',
        'Maths Teacher, Hillcrest Academy 2018 - 2024',
        '- Learned to write proofs with year 12 students in weekly clinics.',
        '- Manages a team of 4 teaching assistants across two sites.',
      ].join('\n'),
    );
    expect(statements).toEqual([
      'You learned to write proofs with year 12 students in weekly clinics.',
      'You manage a team of 4 teaching assistants across two sites.',
    ]);
  });

  it('joins a word cut by a line-end hyphen', () => {
    const statements = all(
      [
        'Experience',
        '• Split the billing monolith into microser-',
        'vices owned by three product teams.',
      ].join('\n'),
    );
    expect(statements).toEqual([
      'You split the billing monolith into microservices owned by three product teams.',
    ]);
  });

  it('never shows a contact line as evidence', () => {
    const statements = all(
      [
        'Robin Vale',
        '14 Orchard Lane, Bristol · +44 7700 900123 · robin@example.org',
        'Goal: 14 Orchard Lane, Bristol',
        'Experience',
        '• Organised 30 community repair days with local volunteers.',
      ].join('\n'),
    );
    expect(statements).toEqual(['You organised 30 community repair days with local volunteers.']);
  });
});

describe('the automatic statement checks', () => {
  it('flag each kind of statement a person would not sign', () => {
    expect(checkStatement('You squeeze Media, Orem.', 'Squeeze Media, Orem')).toContain(
      'verb-from-name',
    );
    expect(checkStatement('You learn to write proofs.', 'Learned to write proofs.')).toEqual([
      'tense',
    ]);
    expect(checkStatement('You build microser- vices.', 'Built microser- vices.')).toContain(
      'split-word',
    );
    expect(checkStatement('Your vision: call 555-201-3344.', 'call 555-201-3344')).toContain(
      'contact',
    );
    expect(checkStatement('You cashier 07/2022 - 11/2023.', 'Cashier 07/2022 - 11/2023')).toContain(
      'heading-or-date',
    );
    expect(checkStatement('You learned to write proofs.', 'Learned to write proofs.')).toEqual([]);
  });
});
