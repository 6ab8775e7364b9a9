import dictionary from 'dictionary-en';
import nspell from 'nspell';
import { headingOf } from './structure.js';

/**
 * Extraction debris repaired before a document is read, linear in its length:
 * - a word cut by a hyphen and a space inside a line ("on- call", "microser- vices", what a PDF
 *   line-end hyphen becomes once the text is flattened): joined without the hyphen when that makes
 *   an English word (Hunspell's dictionary), else kept as a hyphenated compound ("on-call");
 * - bullets run together on one line ("STRENGTHS: • Quick learner. • Honest.", or with asterisks
 *   "* Quick learner. * Honest.") are put on lines of their own, as the document showed them, so
 *   each is read as the bullet it is.
 * - a heading glued to the end of the line before it ("…6 monthsCompany Details") is put on a
 *   line of its own, and a field label ("description - Managed…") is left on its own line;
 * - a label in capitals after a sentence's end ("…in Leeds. EXTRA ACTIVITIES: …") or a known
 *   heading after a colon ("…ACTIVITIES: Education Details") goes on a line of its own;
 * - a bullet that OCR read as a letter or sign ("e Managed…", "«Developed…") is a bullet again.
 * - "Self - taught", "well - organised" are one compound again.
 * A cut before "and", "or" or "to" ("short- and long-term") is a compound written out, left alone.
 */

let speller: ReturnType<typeof nspell> | null = null;
/** A word of English (Hunspell's dictionary), in the case given or in lower case. */
export const isEnglishWord = (word: string) => {
  speller ??= nspell(dictionary);
  return speller.correct(word) || speller.correct(word.toLowerCase());
};

const SPLIT = /\b([A-Za-z]{1,30})- ([a-z]{1,30})\b/g;
const INLINE_BULLETS = /\s+[•▪●■►➢➤◆❖✓✔]\s+/;

/**
 * A bullet as OCR reads it: a lone "e", "o" or "c" before a capital ("e Managed a team…"), or a
 * guillemet, plus, copyright or degree sign ("«Developed…", "+ Control…").
 */
const OCR_BULLET = /^[ \t]*(?:[eoc][ \t]+|[«»+©®°¢][ \t]*)(?=[A-Z][a-z])/gm;

/**
 * A bullet glyph lost in a change of character set: replacement characters standing alone
 * ("\uFFFD?\uFFFD Led the…", "SKILLS \uFFFD?\uFFFD Excel"), never one inside a word.
 */
const LOST_BULLET = /(^|[ \t])\uFFFD(?:\??\uFFFD)*(?=[ \t])/gm;

/**
 * A word a PDF split with a space or a line break and no hyphen ("en terprise", "an alytics"): a
 * lower-case fragment that is no English word, after a fragment, is joined to it
 * when the two make one. Two words stay apart ("on boarding"), and so does a name or a term the
 * dictionary lacks ("run kubectl"): only a join the dictionary knows is made.
 */
const SPACED = /\b([A-Za-z][a-z]{0,14})(?: |[ \t]*\n[ \t]*)(?=([a-z]{2,15})\b)/g;
export function joinSpacedWords(text: string): string {
  return text.replace(SPACED, (whole, head: string, tail: string) =>
    !isEnglishWord(tail) && isEnglishWord(head + tail) ? head : whole,
  );
}

/**
 * Markdown's marks are not words: emphasis (`**Name:**`, `*Please answer…*`, `__…__`) is
 * dropped, a quoted line's `> ` too, and a horizontal rule becomes a blank line. A heading's
 * `#` marks are kept, so the line is read as a heading (structure.ts).
 */
export function stripMarkdown(text: string): string {
  return text
    .split('\n')
    .map((line) => {
      if (/^\s*(?:-{3,}|\*{3,}|_{3,})\s*$/.test(line)) return '';
      return line
        .replace(/^\s*>\s?/, '')
        .replace(/(\*\*|__)(?=\S)([^*_\n]*?\S)\1/g, '$2')
        .replace(/(^|[\s(])\*(?=[^\s*])([^*\n]*?[^\s*])\*(?=$|[\s).,;:!?])/g, '$1$2');
    })
    .join('\n');
}

export function repairDebris(text: string): string {
  // "Self - taught", "well - organised": a compound whose hyphen extraction spaced out.
  let out = joinSpacedWords(stripMarkdown(text))
    .replace(LOST_BULLET, '$1•')
    .replace(OCR_BULLET, '• ')
    .replace(/\b([Ss]elf|[Ww]ell) - (?=[a-z]{3,})/g, '$1-');
  if (out.includes('- ')) {
    out = out.replace(SPLIT, (whole, head: string, tail: string) => {
      if (/^(?:and|or|to|nor)$/.test(tail)) return whole;
      return isEnglishWord(head + tail) ? head + tail : `${head}-${tail}`;
    });
  }
  // A numbered list run together on one line ("QUALITIES 1. Patience 2. Calm: able to…
  // 3. Team work…"): each number starts a line, and a label in capitals before "1." heads them.
  if (/\s1\.\s+\S.*\s2\.\s+\S.*\s3\.\s+\S/.test(out)) {
    out = out
      .split('\n')
      .map((line) => {
        if (!/\s1\.\s+\S.*\s2\.\s+\S.*\s3\.\s+\S/.test(line)) return line;
        return line
          .replace(/(?:^|\s+)([A-Z][A-Z &/]{2,40}:?)\s+(?=1\.\s)/g, '\n$1\n')
          .replace(/\s+(?=\d{1,2}\.\s+[A-Z])/g, '\n');
      })
      .join('\n');
  }
  // Asterisks used as bullets and run together on one line ("* Quick learner. * Honest and
  // punctual. * …"), two or more of them, each before a capital: each starts a line, as a bullet
  // glyph's would. A lone asterisk, or one between figures ("24 * 7"), is left alone.
  if (/\s\*\s+[A-Z][^*\n]*\s\*\s+[A-Z]/.test(out)) {
    out = out
      .split('\n')
      .map((line) =>
        (line.match(/(?:^|\s)\*\s+[A-Z]/g) ?? []).length >= 2
          ? line.replace(/\s+\*\s+(?=[A-Z])/g, '\n* ')
          : line,
      )
      .join('\n');
  }
  if (INLINE_BULLETS.test(out)) {
    out = out
      .split('\n')
      .map((line) => {
        // The line's own opening bullet counts too ("• Hard working • Quick learner").
        const marks = line.match(/(?:^|\s)[•▪●■►➢➤◆❖✓✔]\s/g);
        if (!marks || marks.length < 2) return line;
        // A label in capitals before a bullet ("… milling STRENGTHS: • Honest.") heads what follows,
        // and so does one in title case after a word in lower case ("• Calm Other Courses: • …").
        return line
          .replace(/\s+([A-Z][A-Z &/]{2,40}:)\s+(?=[•▪●■►➢➤◆❖✓✔]\s)/g, '\n$1\n')
          .replace(
            /(\b[a-z]+)\s+((?:[A-Z][a-z]+ ){0,3}[A-Z][a-z]+:)\s+(?=[•▪●■►➢➤◆❖✓✔]\s)/g,
            '$1\n$2\n',
          )
          .replace(/\s+([•▪●■►➢➤◆❖✓✔])\s+/g, '\n$1 ');
      })
      .join('\n');
  }
  // A full stop with no space after it ("…in Leeds.I manage…", "…on time.The team…"): a new
  // sentence, when a word of three letters or more ends the first and a word that opens
  // sentences starts the next (never "Asp.Net", "node.js", "U.K.").
  out = out.replace(
    /\b([A-Za-z][a-z]{2,}[.!?])(?=(?:I|The|This|These|My|We|Our|It|In|At|As|He|She|They|Also|Then|After|During|Later|Currently|Here|There)\s)/g,
    '$1 ',
  );
  // A known heading in title case after a sentence's end, with its colon ("…in Leeds.
  // Responsibilities: Used…", "…2014. Project Details: …"): the heading of what follows.
  out = out.replace(
    /([a-z0-9)][.!?])[ \t]+((?:[A-Z][a-z]+ ){0,3}[A-Z][a-z]+):[ \t]+(?=\S)/g,
    (whole, end: string, label: string) => {
      const section = headingOf(label);
      return section && section !== 'other' ? `${end}\n${label}:\n` : whole;
    },
  );
  // An objective's heading in capitals run into the text around it ("…Tally.CAREER OBJECTIVE To
  // build…"): on a line of its own, what follows under it. Only right after a sentence's end or
  // a word in lower case, never inside a run of capitals ("PROJECT OBJECTIVE").
  out = out.replace(
    /([a-z0-9)][.!?]?)[ \t]*((?:CAREER |JOB |PROFESSIONAL )?OBJECTIVES?|CAREER GOALS?)[ \t]*(?::-|[:–—-])?[ \t]+(?=[A-Z][a-z])/g,
    '$1\n$2\n',
  );
  // The same heading in any case after a run of tools or capitals ("…Python, SQL Objective To
  // seek…", "• SQL CAREER OBJECTIVE: To join…"): on a line of its own when what follows is the
  // aim itself ("To <verb>…", or anything after its colon). Never the objective of a project or a
  // business ("Project Objective To…", "The main objective: …").
  out = out.replace(
    /(\S+)[ \t]+((?:career |job |professional )?objectives?)([ \t]*(?::-|[:–—]|\s-)[ \t]+(?=[A-Z][a-z]|To\s)|[ \t]+(?=To\s+[a-z]{2,}))/gi,
    (whole, before: string, label: string) => {
      if (
        /^(?:project|projects|main|primary|key|business|the|this|our|its|their|an?|of|and|with|my|overall|study|research|course|module|test|career|carrier|job|professional|personal)$/i.test(
          before.replace(/[^\w]/g, ''),
        ) ||
        !/^[A-Z]/.test(label)
      ) {
        return whole;
      }
      return `${before}\n${label}\n`;
    },
  );
  // A label in capitals after a sentence's end ("…in Leeds. EXTRA ACTIVITIES: …") heads what follows.
  out = out
    .replace(/([A-Za-z][.!?])[ \t]+([A-Z][A-Z &/-]{2,40}:)(?=[ \t]|$)/gm, '$1\n$2\n')
    .replace(
      /([a-z][.!?])[ \t]+([A-Z][A-Z &/-]{2,40})[ \t]*$/gm,
      (whole, end: string, label: string) =>
        // "…on time. IT SKILLS": a heading of two words or a known one, after a
        // sentence's end (not "1. SQL", an item of a numbered list).
        headingOf(label) && (label.includes(' ') || headingOf(label) !== 'other')
          ? `${end}\n${label}`
          : whole,
    );
  if (
    /\S\s*[A-Z][a-z]+ [A-Z][a-z]+\s*$/m.test(out) ||
    /^[a-z]{3,12} - \S/m.test(out) ||
    /[.:] [A-Z][a-z]+ [A-Z][a-z]+\s*$/m.test(out)
  ) {
    out = out
      .split('\n')
      .map((line) => {
        const glued = /^(.*[a-z0-9)])([A-Z][a-z]+(?: [A-Z][a-z]+){1,3})\s*$/.exec(line);
        if (glued && headingOf(glued[2] as string)) return `${glued[1]}\n${glued[2]}`;
        // "…on time Training Details", "CAD 2DTraining Details": a heading of two words or
        // more that names a known section, glued to the end of a line.
        const known = /^(.*\S)\s*([A-Z][a-z]+(?: [A-Z][a-z]+){1,3})\s*$/.exec(line);
        const section = known ? headingOf(known[2] as string) : undefined;
        if (known && section && section !== 'other') return `${known[1]}\n${known[2]}`;
        // "…ACTIVITY: Education Details": a heading after a colon or a sentence's end.
        const after = /^(.*[.:])\s+([A-Z][a-z]+(?: [A-Z][a-z]+){1,3})\s*$/.exec(line);
        if (after && headingOf(after[2] as string)) return `${after[1]}\n${after[2]}`;
        // "company - Acme", "description - Execution of all site work": the label stands apart,
        // with a blank line on each side, so a line above it without closing punctuation does
        // not run into it ("Execution of all site work company") nor it into the value.
        const field = /^([a-z]{3,12}) - (?=\S)/.exec(line);
        if (field) return `\n${field[1]}\n\n${line.slice(field[0].length)}`;
        return line;
      })
      .join('\n');
  }
  return out;
}
