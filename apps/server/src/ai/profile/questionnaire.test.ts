import { describe, expect, it } from 'vitest';
import { checkStatement } from '../../eval/statement-checks.js';
import { byDimension, profileOf } from '../../test/profile-of.js';

/**
 * A coaching questionnaire written in Markdown: bold questions, numbered, a heading for the
 * member's notes, answers of several sentences. Every line here is invented for the test.
 */
const FORM = [
  '# Intake form: Dana Whitlock',
  '',
  '*Answer in your own words, there is no wrong answer.*',
  '',
  '**Name:** Dana Whitlock  **Role:** Head of Nursing, Westgate Hospice',
  '',
  '---',
  '',
  '**1. What do you value most at work?**',
  'Candour with families, even when the news is hard. After that, watching newly qualified nurses find their feet. And, lately, evenings that belong to me.',
  '',
  '**2. What do you believe about leadership?**',
  'I used to think a ward sister had to know every answer. Now I think good leaders make room for other people to decide.',
  '',
  '**3. What gets in your way?**',
  '- I still re-check rotas my deputies have already signed off.',
  '- Leaving the budget review until the night before, every quarter.',
  '',
  '**4. Where would you like to be in three years?**',
  'Running a small community palliative team, with time to teach.',
  '',
  '### Notes I wrote after our first call (14/03)',
  '',
  'I stopped believing that I had to be first in and last out around 2019.',
  "I've been nursing for 22 years and I'm not sure I want another ten of the same.",
].join('\n');

describe('a questionnaire in Markdown', () => {
  const p = byDimension(FORM, 'intake.md');

  it('reads every sentence of an answer under the question it answers', () => {
    expect(p.values).toEqual([
      'Asked what you value most at work, you answer: “Candour with families, even when the news is hard.”',
      'Asked what you value most at work, you answer: “After that, watching newly qualified nurses find their feet.”',
      'Asked what you value most at work, you answer: “And, lately, evenings that belong to me.”',
    ]);
    expect(p.vision).toEqual([
      'Asked where you would like to be in three years, you answer: “Running a small community palliative team, with time to teach.”',
    ]);
  });

  it('keeps a view given up out of what they believe', () => {
    expect(p.beliefs.join(' ')).not.toMatch(/had to know every answer/);
    expect(p.beliefs.join(' ')).toMatch(/good leaders make room for other people to decide/);
    expect(Object.values(p).flat().join(' ')).not.toMatch(/stopped believing/);
  });

  it('reads re-checking what others already did as a limiting habit', () => {
    expect(p.limitingBehaviours).toEqual([
      'You still re-check rotas your deputies have already signed off.',
      // The next bullet is still the answer: what no reading places is quoted under it.
      'Asked what gets in your way, you answer: “Leaving the budget review until the night before, every quarter.”',
    ]);
  });

  it('does not take an open question about what they want for self-doubt', () => {
    expect(p.limitingBeliefs.join(' ')).not.toMatch(/not sure/);
  });

  it('never states a heading, a label or a Markdown mark', () => {
    const all = Object.values(p).flat();
    expect(all.join(' ')).not.toMatch(/\*\*|###|Notes I wrote|Name:|Dana Whitlock/);
    const profile = profileOf(FORM, 'intake.md');
    for (const list of Object.values(profile))
      for (const s of list) expect(checkStatement(s.statement, s.quote)).toEqual([]);
  });
});

describe('a statement of purpose and a CV’s labelled lines', () => {
  it('reads a preference between two ways of working as a value', () => {
    expect(
      byDimension(
        'Statement\nI would rather ship a small tool people use than a big one nobody opens.',
      ).values,
    ).toEqual(['You would rather ship a small tool people use than a big one nobody opens.']);
    // A wish not to live said this way is never a value.
    expect(byDimension('Statement\nI would rather die than present to the board.').values).toEqual(
      [],
    );
  });

  it('reads applying to study as an aim, and a view carried into the past as neither', () => {
    const p = byDimension(
      'Statement\nI joined the ward convinced that hard work alone fixes staffing. I am applying for the MSc in Health Management to learn how rotas are funded.',
    );
    expect(p.vision).toEqual([
      'You are applying for the MSc in Health Management to learn how rotas are funded.',
    ]);
    expect(Object.values(p).flat().join(' ')).not.toMatch(/convinced/);
  });

  it('reads a target role line as the role they aim for, quoted', () => {
    expect(
      byDimension(
        'TARGET ROLE: Site Reliability Lead - fintech or payments\n\nSKILLS\nGo, Kubernetes',
      ).vision,
    ).toEqual(['The role you are aiming for: Site Reliability Lead - fintech or payments.']);
  });

  it('reads a values line of adjectives before nouns', () => {
    expect(byDimension('Values: fair pay, honest feedback, quiet kitchens').values).toEqual([
      'You value fair pay, honest feedback and quiet kitchens.',
    ]);
  });
});

describe('sentences that lean on the one before', () => {
  it('states "That is why I…" without its link, and never quotes a sentence about another one', () => {
    expect(
      byDimension(
        'Statement\nI ran the food bank rota for three years. That is why I am applying for the MA in Community Development.',
      ).vision,
    ).toEqual(['You are applying for the MA in Community Development.']);
    const form = byDimension(
      'Form\n**1. What gets in your way?**\nI put off the hard conversation with my director. I know it contradicts what I said in question 2.',
    );
    expect(Object.values(form).flat().join(' ')).not.toMatch(/question 2|contradicts/);
  });
});

describe('a heading after a list of answers', () => {
  it('ends the answer: the items under it are read for what they are', () => {
    const p = byDimension(
      [
        '**What gets in your way?**',
        '- I still re-check rotas my deputies have already signed off.',
        '',
        '## Where I want to be',
        '- **Running a small community hospice team**, with time to teach.',
      ].join('\n'),
      'form.md',
    );
    expect(p.vision).toEqual([
      'Your aim is running a small community hospice team, with time to teach.',
    ]);
    expect(p.limitingBehaviours.join(' ')).not.toMatch(/hospice/);
  });
});
