import dictionary from 'dictionary-en';
import { headingOf } from './structure.js';

/**
 * Runs where the text is read (the profile worker), never on the request thread: the word list
 * takes a fifth of a second to build once.
 *
 * The name of the person a document is about, when its first lines give it the way CVs, résumés
 * and reports do: a line of two to four capitalised words ("Seven Brooksby", "BRYAN DADY |
 * 05-09-2018", "Name: Jordan Lee"), before any sentence. Undefined when no such line opens the
 * document: a name is never guessed from the body. A line of heading or job words ("Senior
 * Product Manager", "Curriculum Vitae"), of common English words ("Core Java", "Skill Set": at most
 * one word of a name may be one, as in "Seven Brooksby"), or with a short abbreviation in capitals
 * ("MCA YMCAUST") is not a name. Linear in the lines it looks at (the first 4).
 */

/** Lower-case entries of Hunspell's English dictionary: common words, not names (built once). */
let common: Set<string> | null = null;
const commonWord = (word: string) => {
  if (!common) {
    common = new Set();
    for (const line of new TextDecoder().decode(dictionary.dic).split('\n')) {
      const entry = line.split('/')[0] as string;
      if (/^[a-z]/.test(entry)) common.add(entry);
    }
  }
  const w = word.toLowerCase();
  // The list holds stems ("learn"), so a word's usual endings are taken off to find it.
  return [
    w,
    w.replace(/s$/, ''),
    w.replace(/es$/, ''),
    w.replace(/ing$/, ''),
    w.replace(/ing$/, 'e'),
    w.replace(/ed$/, ''),
    w.replace(/ed$/, 'e'),
    w.replace(/(?:er|or)$/, ''),
    w.replace(/ies$/, 'y'),
  ].some((stem) => stem.length >= 3 && common?.has(stem));
};

const NOT_NAME_WORDS = new Set(
  (
    'curriculum vitae resume résumé cv contact profile summary experience education skills report ' +
    'results result strengths strength your my the top page personal details information of and for ' +
    'at in to senior junior lead principal chief head manager engineer developer designer analyst ' +
    'consultant director officer assistant associate intern teacher nurse student graduate software ' +
    'product project data sales marketing business account customer service services support ' +
    'technical technology systems system network cloud web full stack front end back operations ' +
    'financial finance human resources hr it qa test quality research scientist professor doctor ' +
    'dr mr mrs ms miss objective career about me introduction assessment questionnaire personality ' +
    'type theme themes insights cover letter dear hiring team company limited ltd inc llc university ' +
    'college school street road avenue city state united kingdom states india page address phone ' +
    'email mobile linkedin github portfolio website executive administrator specialist coordinator ' +
    'representative supervisor technician architect administration administrative'
  ).split(' '),
);

const WORD =
  /^(?:[A-Z][a-zà-ÿ]+(?:['’-][A-Za-zà-ÿ]+)*|[A-Z]{4,}(?:['’-][A-Z]+)*|[A-Z][a-zà-ÿ]?\.)$/;

export function personNameOf(text: string): string | undefined {
  let seen = 0;
  let start = 0;
  while (start < text.length && seen < 4) {
    let end = text.indexOf('\n', start);
    if (end === -1) end = text.length;
    const raw = text.slice(start, end).trim();
    start = end + 1;
    if (!raw) continue;
    seen++;
    // A sentence before any name line: the document does not open with a name.
    if (/[a-z]{3,}[.!?]$/.test(raw) && raw.split(/\s+/).length > 5) return undefined;
    const line = raw
      .replace(/^#+\s*/, '')
      .replace(/^(?:full\s+)?name\s*[:\-–]\s*/i, '')
      .split(/\s+[|•·—–-]\s+|\s*,\s*|\t/)[0]
      ?.trim();
    if (!line) continue;
    // A name comes before the document's sections: at the first heading there is none.
    if (headingOf(raw) && headingOf(raw) !== 'other') return undefined;
    const words = line.split(/\s+/);
    if (words.length < 2 || words.length > 4) continue;
    if (!words.every((w) => WORD.test(w))) continue;
    if (words.some((w) => NOT_NAME_WORDS.has(w.toLowerCase().replace(/[.'’]/g, '')))) continue;
    // Initials alone are not a name: at least two words of two letters or more.
    const full = words.filter((w) => !w.endsWith('.'));
    if (full.length < 2) continue;
    if (full.filter(commonWord).length > 1) continue;
    return words
      .map((w) =>
        /^[A-Z'’-]+$/.test(w) && w.length > 1 ? w.charAt(0) + w.slice(1).toLowerCase() : w,
      )
      .join(' ');
  }
  return undefined;
}
