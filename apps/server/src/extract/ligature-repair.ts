import { its, nlp } from '../nlp/english.js';

/**
 * Some PDF producers (Google Docs among them) map a ligature glyph to U+0000 in the font's
 * ToUnicode table, so the text layer says "e\u0000ective" where the page shows "effective". The
 * glyph is one of the f-ligatures; which one is found by trying each and keeping the spelling the
 * English lexicon knows (wink-nlp's model, already loaded for the profile engine). When none is a
 * known word, "ff" is kept: it is the ligature these producers drop most (fi and fl usually keep
 * their mapping).
 */
const CANDIDATES = ['ff', 'fi', 'fl', 'ffi', 'ffl', 'ft'];

/** Token ids below this belong to the model's own lexicon; new spellings get ids above it. */
let lexiconSize: number | undefined;

function isKnownWord(word: string): boolean {
  if (lexiconSize === undefined) {
    // The first never-seen token is given the next free id: the size of the lexicon so far.
    lexiconSize = nlp.readDoc('qzxjvqzxjv').tokens().out(its.uniqueId)[0] as unknown as number;
  }
  const ids = nlp.readDoc(word.toLowerCase()).tokens().out(its.uniqueId) as unknown as number[];
  return ids.length === 1 && (ids[0] as number) < lexiconSize;
}

/** A run of letters with one or more U+0000 inside or at its ends. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: U+0000 is what is repaired
const WORD_WITH_NUL = /[\p{L}\u0000]*\u0000[\p{L}\u0000]*/gu;

export function repairNulLigatures(text: string): string {
  if (!text.includes('\u0000')) return text;
  return text.replace(WORD_WITH_NUL, (word) => {
    if (!/\p{L}/u.test(word)) return word;
    const parts = word.split('\u0000');
    // Words of two or more gaps are rare; each gap gets the same ligature.
    for (const candidate of CANDIDATES) {
      const spelled = parts.join(candidate);
      if (isKnownWord(spelled)) return spelled;
    }
    return parts.join('ff');
  });
}
