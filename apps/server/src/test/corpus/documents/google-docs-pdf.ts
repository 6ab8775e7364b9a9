import { rawPdf } from './raw-pdf.js';

/** Glyph codes of the fixture's font: the ff ligature (mapped to U+0000), fi, and a hyphen. */
const FF = '\x80';
const FI = '\x81';
const SOFT = '\xAD';

/**
 * A CV exported from Google Docs: its font maps the "ff" ligature glyph to U+0000 (the text layer
 * says "e\u0000ective"), the "fi" ligature to U+FB01, and the hyphen glyph to U+00AD — both a
 * visible hyphen inside a line ("high-impact") and the hyphen of a word split at a line end
 * ("collabor-/ation").
 */
export async function googleDocsPdf(): Promise<Buffer> {
  const lines = [
    'Amara Lindqvist - Customer Success Lead',
    `I help customers get e${FF}ective value from our platform and o${FF}er honest advice.`,
    `Built a high${SOFT}impact onboarding programme for 40 enterprise accounts.`,
    `Led the company's ${FI}rst customer advisory board in 2022.`,
    `Championed cross-team collabor${SOFT}`,
    'ation with product and sales teams.',
    `Dedicated sta${FF} mentor; I value patience and di${FF}erent points of view.`,
  ];
  return rawPdf(
    {
      differences: { 128: 'ff', 129: 'fi', 173: 'hyphen' },
      toUnicode: { 128: '0000', 129: 'FB01', 173: '00AD' },
    },
    lines.map((codes, i) => ({ codes, x: 72, y: 720 - i * 16 })),
  );
}
