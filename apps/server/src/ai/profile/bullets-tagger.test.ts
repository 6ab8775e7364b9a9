import { describe, expect, it } from 'vitest';
import { checkStatement } from '../../eval/statement-checks.js';
import { byDimension, profileOf } from '../../test/profile-of.js';
import { readAchievement } from './voice.js';

/**
 * Job bullets the engine used to drop for reasons that have nothing to do with what they say: a
 * past verb the tagger does not know ("Reconciled…" read as an adjective), a bullet that ends in
 * a percent sign, a verb whose past is its base form in a past job ("Cut…"), and serving read as
 * holding a post when customers follow. Each beside a look-alike that must stay silent. Every
 * line here is invented for the test.
 */

describe('a past job bullet', () => {
  it('reads a regular past verb the tagger takes for an adjective', () => {
    expect(readAchievement('Reconciled 40 supplier accounts monthly', true)?.statement).toBe(
      'You reconciled 40 supplier accounts monthly.',
    );
    expect(readAchievement('Digitised the paper archive of the clinic', true)?.statement).toBe(
      'You digitised the paper archive of the clinic.',
    );
    // A participle that describes the person stays a description, not a deed.
    expect(readAchievement('Dedicated to patient safety', true)).toBeUndefined();
  });

  it('reads a bullet that ends in a percentage', () => {
    expect(readAchievement('Lowered returns by 12%', true)?.statement).toBe(
      'You lowered returns by 12%.',
    );
    expect(readAchievement('Cut picking errors by 30%', true)?.statement).toBe(
      'You cut picking errors by 30%.',
    );
  });

  it('keeps a verb whose past is its base form as written', () => {
    const cut = readAchievement('Cut overtime costs by a third', true);
    expect(cut?.statement).toMatch(/^(?:You cut|In your words: “Cut) overtime costs by a third/);
    expect(readAchievement('Set up the first night shift at the depot', true)).toBeDefined();
  });

  it('reads serving customers as work, serving as a member as a standing', () => {
    expect(readAchievement('Served 180 customers a day at a busy till', true)?.statement).toBe(
      'You served 180 customers a day at a busy till.',
    );
    expect(readAchievement('Served as treasurer of the staff club', true)).toBeUndefined();
    expect(readAchievement('Served on the health and safety committee', true)).toBeUndefined();
  });

  it('states every bullet of a job, each a sentence the checks accept', () => {
    const p = profileOf(
      'EXPERIENCE\nAccounts Assistant, Harbour Foods, 2018 - 2022\n- Reconciled 40 supplier accounts monthly\n- Chased 25 overdue invoices a week\n- Lowered returns by 12%',
    );
    expect(p.behaviours.map((s) => s.statement)).toEqual([
      'You reconciled 40 supplier accounts monthly.',
      'You chased 25 overdue invoices a week.',
      'You lowered returns by 12%.',
    ]);
    for (const s of p.behaviours) expect(checkStatement(s.statement, s.quote)).toEqual([]);
  });
});

describe('a self-description with two things in it', () => {
  it('reads a belief held by "a person who believes"', () => {
    expect(
      byDimension(
        'PROFILE\nI am a patient and practical mechanic who believes that a job done twice is a job done badly.',
      ).beliefs,
    ).toEqual([
      'You are a patient and practical mechanic who believes that a job done twice is a job done badly.',
    ]);
  });

  it('reads "I care about X and I believe Y" as a value and a belief', () => {
    const p = byDimension(
      'About me\nI care deeply about the people on my shift and I believe calm leaders make fewer mistakes.',
    );
    expect(p.values).toEqual(['You care deeply about the people on your shift.']);
    expect(p.beliefs).toEqual(['You believe calm leaders make fewer mistakes.']);
  });

  it('keeps "my partner and I" as one subject', () => {
    const p = byDimension('About me\nMy partner and I run a small bakery in Leith.');
    expect(Object.values(p).flat().join(' ')).not.toMatch(/^You run a small bakery/);
  });
});

describe('their own list of values', () => {
  it('reads items set apart by bars as values, whatever the heading says', () => {
    for (const text of [
      'Key Values\nCandour | Craft | Patience',
      'My values\nCandour | Craft | Patience',
      'VALUES: Candour | Craft | Patience',
    ]) {
      expect(byDimension(text).values).toEqual(['You value candour, craft and patience.']);
    }
  });

  it('turns "my" inside an item to "your" and keeps it a value', () => {
    expect(byDimension('What I value\nFairness, family, my health.').values).toEqual([
      'You value fairness, family and your health.',
    ]);
  });

  it('reads a strengths line without its "I" as a value', () => {
    expect(byDimension('STRENGTHS\n• Believe in steady, honest work').values).toContain(
      'You believe in steady, honest work.',
    );
  });

  it('does not make a bar-separated line of tools into values', () => {
    expect(byDimension('Key Values\nExcel | Power BI | Tableau').values).toEqual([]);
  });
});
