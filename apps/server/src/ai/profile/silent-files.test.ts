import { describe, expect, it } from 'vitest';
import { profileOf } from '../../test/profile-of.js';
import { silentFileReason } from './engine.js';
import { memberProfile } from './job.js';

/**
 * A readable file the offline profile finds nothing in says why, and which kind of document would
 * fill the profile (2026-11-28). The texts are invented for the test.
 */

const file = (text: string, kind: 'cv' | 'psychometric' = 'cv', name = 'file.txt') => ({
  id: name,
  name,
  kind,
  text,
});

const empty = (text: string) => Object.values(profileOf(text)).every((list) => list.length === 0);

describe('why a file gave nothing', () => {
  it('says a page about something else is not about its writer', () => {
    const page =
      'Checking tracked changes once more, with odd symbols ✻ to see if offsets shift.\n\nThis paragraph was added during review.';
    expect(empty(page)).toBe(true);
    expect(silentFileReason(file(page))).toMatch(/does not read as a CV or a report about you/);
    expect(silentFileReason(file(page))).toMatch(/personal statement/);
  });

  it('says a CV that only lists names no work, and asks for achievement bullets', () => {
    const list =
      'Education Details\nJune 2018 BSc Physics Cardiff University\nSkill Details\nExcel- Exprience - 12 months\nCompany Details\ncompany - Harbour Labs\ndescription -';
    expect(empty(list)).toBe(true);
    expect(silentFileReason(file(list))).toMatch(/^It lists things/);
    expect(silentFileReason(file(list))).toMatch(/Achievement bullets/);
  });

  it('says a text in another language is not read', () => {
    const other =
      'Ich arbeite seit vielen Jahren als Tischlerin in einer kleinen Werkstatt und baue Möbel aus Eiche, Buche und Nussbaum für Kunden aus der ganzen Region.';
    expect(silentFileReason(file(other))).toMatch(/not English/);
  });

  it('says a report without a ranking it knows gave nothing, and names the reports it reads', () => {
    const report = 'Team workshop handout\nThe session covered planning habits.';
    expect(silentFileReason(file(report, 'psychometric'))).toMatch(/CliftonStrengths/);
  });
});

describe('the member profile names its silent files', () => {
  it('lists a file no statement quotes, with its reason, and not a file that was used', () => {
    const cv = file(
      'Rhea Moss\n\nEXPERIENCE\nBaker, Crumb and Co, 2019 - 2023\n• Trained two apprentices in sourdough.\n',
      'cv',
      'cv.txt',
    );
    const notes = file(
      'Draft page for the layout test.\n\nThis line was inserted later.',
      'cv',
      'notes.txt',
    );
    const built = memberProfile({ files: [cv, notes], firstName: 'Rhea', lastName: 'Moss' });
    expect(built.silentFiles).toEqual([
      { fileId: 'notes.txt', fileName: 'notes.txt', reason: expect.stringMatching(/about you/) },
    ]);
    expect(built.evidence.behaviours.length).toBeGreaterThan(0);
  });
});
