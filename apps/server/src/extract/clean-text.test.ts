import { describe, expect, it } from 'vitest';
import { cleanText, tidy } from './clean-text.js';
import { repairNulLigatures } from './ligature-repair.js';

describe('cleanText', () => {
  it('removes control characters but keeps line breaks and tabs', () => {
    expect(cleanText('a\u0000b\u0007c\td\r\ne\u007f\u0085f\uFFFE')).toBe('abc\td\nef');
    expect(cleanText('lone \uD800 surrogate, pair \uD83D\uDE00')).toBe('lone  surrogate, pair 😀');
  });

  it('turns ligature characters into plain letters', () => {
    expect(cleanText('eﬀective ﬁrst ﬂow oﬃce baﬄe')).toBe('effective first flow office baffle');
  });

  it('joins a word split by a soft hyphen at a line end, whatever the source', () => {
    expect(cleanText('collabor\u00AD\nation', 'visible')).toBe('collaboration');
    expect(cleanText('collabor\u00AD \n  ation', 'invisible')).toBe('collaboration');
  });

  it('reads a soft hyphen inside a PDF line as the hyphen it was printed as', () => {
    expect(cleanText('a high\u00ADimpact launch', 'visible')).toBe('a high-impact launch');
  });

  it('drops a soft hyphen inside a source line, where it is only a hyphenation point', () => {
    expect(cleanText('a con\u00ADtract', 'invisible')).toBe('a contract');
  });

  it('tidies blank runs but keeps paragraphs and tabs', () => {
    expect(tidy('  a   b \t c\n\n\n\nd\u00A0e ')).toBe('a b\tc\n\nd e');
  });
});

describe('repairNulLigatures', () => {
  it('puts back the ligature a PDF font mapped to U+0000, choosing a known word', () => {
    expect(
      repairNulLigatures('e\u0000ective o\u0000er o\u0000ce \u0000rst re\u0000ect sta\u0000'),
    ).toBe('effective offer office first reflect staff');
  });

  it('leaves text without NUL alone', () => {
    expect(repairNulLigatures('plain words')).toBe('plain words');
  });
});
