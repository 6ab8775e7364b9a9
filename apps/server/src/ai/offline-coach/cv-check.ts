/// <reference path="./vendor.d.ts" />
import dictionary from 'dictionary-en';
import nspell from 'nspell';

/**
 * Real faults in a CV, each quoted from its own lines: a date range that ends before it starts, a
 * misspelt word (checked against the Hunspell English dictionary from npm, dictionary-en, with
 * nspell), a generic objective, referees' phone numbers, and duties listed without results. The
 * coach shows them before it rewrites anything.
 */

const MONTHS = [
  'jan',
  'feb',
  'mar',
  'apr',
  'may',
  'jun',
  'jul',
  'aug',
  'sep',
  'oct',
  'nov',
  'dec',
] as const;

/** "Mar 2021 – Jan 2019", "03/2021 – 11/2019", "2018 to 2016". */
const RANGE =
  /(?:\b([A-Za-z]{3,9})\.?\s+|\b(\d{1,2})\/)?((?:19|20)\d{2})\s*(?:[-–—]|to)\s*(?:\b([A-Za-z]{3,9})\.?\s+|\b(\d{1,2})\/)?((?:19|20)\d{2})\b/g;

const monthOf = (word?: string, number?: string) =>
  number && Number(number) >= 1 && Number(number) <= 12
    ? Number(number) - 1
    : word
      ? MONTHS.indexOf(word.slice(0, 3).toLowerCase() as (typeof MONTHS)[number])
      : -1;

/** "Mar 2021 – Jan 2019": ranges whose end comes before their start. */
export function reversedRanges(text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(RANGE)) {
    const fromYear = Number(m[3]);
    const toYear = Number(m[6]);
    const fromMonth = monthOf(m[1], m[2]);
    const toMonth = monthOf(m[4], m[5]);
    const reversed =
      toYear < fromYear ||
      (toYear === fromYear && fromMonth >= 0 && toMonth >= 0 && toMonth < fromMonth);
    if (reversed) out.push(m[0].trim());
  }
  return out;
}

let speller: ReturnType<typeof nspell> | null = null;
function spellerOf() {
  speller ??= nspell(dictionary);
  return speller;
}

/** Whether every letter of `part` appears in `whole`, in order. */
function holdsInOrder(whole: string, part: string): boolean {
  let i = 0;
  for (const c of whole) if (c === part[i]) i++;
  return i === part.length;
}

/** Whether the dictionary knows the word (in either spelling, British or American). */
export function isWord(word: string): boolean {
  const spell = spellerOf();
  return spell.correct(word) || spell.correct(word.toLowerCase()) || britishSpelling(word);
}

/** Edits between two words, counting a swap of neighbours as one (Damerau). */
function distance(a: string, b: string): number {
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const row = d[i] as number[];
      const up = d[i - 1] as number[];
      row[j] = Math.min((up[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1, (up[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        row[j] = Math.min(row[j] ?? 0, ((d[i - 2] as number[])[j - 2] ?? 0) + 1);
      }
    }
  }
  return (d[a.length] as number[])[b.length] ?? 0;
}

/** The dictionary is American: "Centre", "organise", "colour" are British spellings, not faults. */
function britishSpelling(word: string): boolean {
  const spell = spellerOf();
  const w = word.toLowerCase();
  const american = [
    w.replace(/tre(s?)$/, 'ter$1'),
    w.replace(/our/, 'or'),
    w.replace(/is(e|ed|es|ing|ation|ations)$/, 'iz$1'),
    w.replace(/ys(e|ed|es|ing)$/, 'yz$1'),
    w.replace(/ogue$/, 'og'),
    w.replace(/ll(ed|ing|er)$/, 'l$1'),
    w.replace(/ence$/, 'ense'),
  ];
  return american.some((a) => a !== w && spell.correct(a));
}

/**
 * Misspelt words with the dictionary's nearest spelling: "Univeristy → University". Only words of
 * six letters or more (short ones are often names and acronyms), only when the suggestion is one
 * edit away, and never a word in capitals or with a digit.
 */
export function misspellings(text: string, limit = 5): Array<{ word: string; suggestion: string }> {
  const spell = spellerOf();
  const out: Array<{ word: string; suggestion: string }> = [];
  const seen = new Set<string>();
  // A short word is checked only against words every CV uses ("Schol" → "School"): a short word
  // the dictionary lacks is more often a name than a typo.
  for (const m of text.matchAll(/\b[A-Za-z][a-z]{3,4}\b/g)) {
    const word = m[0];
    if (seen.has(word) || out.length >= limit) continue;
    seen.add(word);
    if (spell.correct(word) || spell.correct(word.toLowerCase())) continue;
    const near = spell
      .suggest(word)
      .find(
        (s) =>
          SHORT_CV_WORDS.has(s.toLowerCase()) &&
          distance(word.toLowerCase(), s.toLowerCase()) === 1,
      );
    if (near && near[0]?.toLowerCase() === word[0]?.toLowerCase())
      out.push({ word, suggestion: near });
  }
  for (const m of text.matchAll(/\b[A-Za-z][a-z]{5,}\b/g)) {
    const word = m[0];
    if (seen.has(word) || out.length >= limit) continue;
    seen.add(word);
    if (spell.correct(word) || spell.correct(word.toLowerCase()) || britishSpelling(word)) continue;
    // A dropped letter is the commonest typo: of the dictionary's suggestions, one that holds every
    // letter of the word in order ("traning" → "training", not "tracing") comes first.
    const suggestions = spell.suggest(word);
    const suggestion =
      suggestions.find(
        (s) =>
          s.length === word.length + 1 &&
          s[0]?.toLowerCase() === word[0]?.toLowerCase() &&
          holdsInOrder(s.toLowerCase(), word.toLowerCase()),
      ) ?? suggestions[0];
    // A typo rarely changes the first letter; a product or place name the dictionary lacks
    // ("Moodle" → "Boodle") usually does.
    if (
      suggestion &&
      suggestion[0]?.toLowerCase() === word[0]?.toLowerCase() &&
      distance(word.toLowerCase(), suggestion.toLowerCase()) === 1
    ) {
      out.push({ word, suggestion });
    }
  }
  return out;
}

/** Short words every CV uses, the only short words a typo is reported for. */
const SHORT_CV_WORDS = new Set(
  'school college degree skills skill team teams lead leader sales staff store shop stock orders order client clients service office admin role roles level award course grade grades manager work worked works years year month months data report reports tools design media people hours shift shifts field goals project budget trade english maths french german spanish'.split(
    ' ',
  ),
);

const GENERIC_OBJECTIVE =
  /\b(seeking (?:a|an) (?:challenging|rewarding|dynamic)|challenging (?:position|role|environment)|opportunity to (?:grow|utili[sz]e|use) my|utili[sz]e my skills|hard[- ]working|team player|results[- ]driven|self[- ]motivated|detail[- ]oriented|go-getter)\b/i;

const PHONE = /(?:\+?\d[\d\s().-]{7,}\d)/;

const DUTY =
  /^\s*(?:[-•*▪◦·‣●■–]\s*)?(?:responsible for|duties (?:included|include)|tasks included|in charge of|worked on|helped (?:with|to)|assisted (?:with|in))\b/i;

const RESULT =
  /\b\d|%|\b(?:increas|reduc|grew|grow|cut|sav|improv|raised|won|launched|delivered|achiev)/i;

export interface CvFault {
  kind: 'dates' | 'spelling' | 'objective' | 'references' | 'duties';
  text: string;
}

/** Every fault worth telling the member, in the order a reader would meet them. */
export function cvFaults(text: string): CvFault[] {
  const faults: CvFault[] = [];
  const lines = text.split(/\r?\n/).map((l) => l.trim());
  const objectiveAt = lines.findIndex((l) => /^(career )?objective\b/i.test(l));
  const objective =
    objectiveAt >= 0
      ? [lines[objectiveAt]?.replace(/^(career )?objective\s*:?\s*/i, ''), lines[objectiveAt + 1]]
          .filter(Boolean)
          .join(' ')
      : '';
  if (objective && GENERIC_OBJECTIVE.test(objective)) {
    faults.push({
      kind: 'objective',
      text: `Your objective (“${objective.slice(0, 90)}${objective.length > 90 ? '…' : ''}”) could sit on anyone's CV. Replace it with a summary: who you are, one result with a number, the role you want next.`,
    });
  }
  for (const range of reversedRanges(text)) {
    faults.push({
      kind: 'dates',
      text: `“${range}” ends before it starts: check the dates, since a recruiter will read it as a mistake.`,
    });
  }
  const wrong = misspellings(text);
  if (wrong.length) {
    faults.push({
      kind: 'spelling',
      text: `Spelling: ${wrong.map((w) => `“${w.word}” → “${w.suggestion}”`).join(', ')}.`,
    });
  }
  const refsAt = lines.findIndex((l) => /^references?\b/i.test(l));
  if (refsAt >= 0 && lines.slice(refsAt, refsAt + 12).some((l) => PHONE.test(l))) {
    faults.push({
      kind: 'references',
      text: 'Your references list phone numbers: that shares your referees’ details with everyone you apply to. Remove the section; give referees when asked.',
    });
  }
  const duties = lines.filter((l) => DUTY.test(l) && !RESULT.test(l));
  if (duties.length) {
    const first = duties[0]?.replace(/^\s*[-•*▪◦·‣●■–]\s*/, '') ?? '';
    faults.push({
      kind: 'duties',
      text: `${duties.length === 1 ? 'One line lists' : `${duties.length} lines list`} a duty without a result, such as “${first.slice(0, 80)}${first.length > 80 ? '…' : ''}”: say what changed because of you.`,
    });
  }
  return faults;
}
