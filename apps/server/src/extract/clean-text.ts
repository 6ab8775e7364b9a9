/**
 * Every extracted text passes through here before it is stored or shown to a coach:
 *
 * - Control characters go (PostgreSQL refuses U+0000 in text, and none of them is readable);
 *   line breaks and tabs stay, CR and CRLF become LF. Unpaired UTF-16 surrogates and the
 *   non-characters U+FFFE/U+FFFF go too.
 * - Typographic ligatures (ﬀ ﬁ ﬂ ﬃ ﬄ ﬅ ﬆ) become their plain letters, so "eﬀective" is found by
 *   a search for "effective".
 * - A soft hyphen (U+00AD) at the end of a line marks a word the layout split: the halves are
 *   joined ("develop\u00AD\nment" → "development"). Elsewhere its meaning depends on the source;
 *   see {@link SoftHyphens}.
 */

/**
 * What a soft hyphen inside a line means:
 * - 'visible' — the text was painted (a PDF's text layer): a glyph appeared there, so it was a
 *   hyphen the reader saw ("high\u00ADimpact" was printed "high-impact"); it becomes "-".
 * - 'invisible' — the text is a source (DOCX, RTF, plain text), where U+00AD is an optional
 *   hyphenation point that shows only at a line break; it is removed ("con\u00ADtract" →
 *   "contract").
 */
export type SoftHyphens = 'visible' | 'invisible';

const LIGATURES: Record<string, string> = {
  '\uFB00': 'ff',
  '\uFB01': 'fi',
  '\uFB02': 'fl',
  '\uFB03': 'ffi',
  '\uFB04': 'ffl',
  '\uFB05': 'st',
  '\uFB06': 'st',
};

// C0 controls except TAB and LF (CR is handled first), DEL, the C1 controls, and non-characters.
// biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\uFFFE\uFFFF]/g;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

export function cleanText(text: string, softHyphens: SoftHyphens = 'invisible'): string {
  let out = text.replace(/\r\n?/g, '\n');
  out = out.replace(/[\uFB00-\uFB06]/g, (c) => LIGATURES[c] ?? c);
  // A soft hyphen at a line end (spaces may follow it): the word continues on the next line.
  out = out.replace(/(\p{L})\u00AD[ \t]*\n[ \t]*(?=\p{L})/gu, '$1');
  out = out.replace(/\u00AD/g, (_, offset: number, whole: string) => {
    if (softHyphens === 'invisible') return '';
    const before = whole[offset - 1] ?? '';
    const after = whole[offset + 1] ?? '';
    return /\p{L}|\p{N}/u.test(before) && /\p{L}|\p{N}/u.test(after) ? '-' : '';
  });
  return out.replace(CONTROL, '').replace(LONE_SURROGATE, '');
}

/** Collapses runs of blank space the extractors leave, keeping paragraph breaks. */
export function tidy(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .replace(/[ \f\v\u00A0]+/g, ' ')
    .replace(/ *\t[ \t]*/g, '\t')
    .replace(/[ \t]*\n[ \t]*/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
