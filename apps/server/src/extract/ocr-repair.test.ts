import { describe, expect, it } from 'vitest';
import { repairOcrText } from './ocr-repair.js';

describe('repairOcrText', () => {
  it('reads a bar starting a word before lowercase letters as a capital I', () => {
    expect(repairOcrText('Head of |nnovation at |ntel')).toBe('Head of Innovation at Intel');
  });

  it('reads a bar between letters as a capital I', () => {
    expect(repairOcrText('MSc from M|T, B|LINGUAL')).toBe('MSc from MIT, BILINGUAL');
  });

  it('reads a bar standing alone where the pronoun goes as I', () => {
    expect(repairOcrText('| am a product manager. | led a team of five, and | have shipped')).toBe(
      'I am a product manager. I led a team of five, and I have shipped',
    );
    expect(repairOcrText("|'m moving on\n| enjoy mentoring")).toBe(
      "I'm moving on\nI enjoy mentoring",
    );
  });

  it('keeps a bar that separates items', () => {
    const line = 'Skills | Python | SQL | stakeholder management';
    expect(repairOcrText(line)).toBe(line);
    expect(repairOcrText('2019 | 2021')).toBe('2019 | 2021');
  });

  it('leaves text without a bar alone', () => {
    expect(repairOcrText('Improved onboarding')).toBe('Improved onboarding');
  });
});
