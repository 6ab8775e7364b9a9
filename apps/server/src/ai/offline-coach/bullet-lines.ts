import { read } from '../../nlp/cues.js';
import { isWord, misspellings } from './cv-check.js';
import { pastTense, scoreBullet } from './cv-facts.js';
import { DUTY_OPENERS, IRREGULAR_PAST } from './lexicon.js';
import { upperFirst } from './plan.js';

/**
 * CV lines pasted into a message with a request to improve them ("can you make these bullets
 * better: - responsible for social media - helped with events"), rewritten one by one from the
 * member's own words: each line keeps its own subject and object, opens with a strong verb in the
 * past tense, and the scale or result it lacks is asked for as a question, never invented and never
 * filled with a placeholder. Lines are never merged: line N of the answer comes from line N of the
 * message. A typo is corrected where the dictionary is sure of it, and said.
 *
 * A whole CV pasted in (many lines, headings, dates) is not this: it goes to the CV plans, which
 * pick out the weakest bullets.
 */

/** A request to work on the lines: "make these better", "improve", "rewrite", "punch up". */
const IMPROVE =
  /\b(?:make|making)\s+(?:these|this|them|it|those|my)\b[^:\n]{0,40}?\b(?:better|stronger|punchier|sound better|more (?:impressive|professional|active))\b|\b(?:improve|rewrite|re-?write|re-?word|reword|fix|polish|tighten|sharpen|strengthen|punch up|redo|edit|upgrade|jazz up|spruce up|tailor|adapt|rework|reframe)\b/i;

/** The lines named as CV lines. */
const CV_LINES =
  /\b(?:bullets?|bullet points?|lines?|points?|cv|resume|résumé|experience|duties|achievements|responsibilities)\b/i;

const MARK = /^\s*(?:[-•*▪◦·‣●■–]|\d{1,2}[.)])\s+/;

/** Past the point where a message is lines to rewrite, it is a whole CV to read. */
const MOST_LINES = 12;

export interface PastedLines {
  ask: string;
  lines: string[];
}

/** The lines pasted under a request to improve them, in their order, or null. */
export function pastedLines(content: string): PastedLines | null {
  const text = content.replace(/\r/g, '').trim();
  const rows = text.split('\n').map((r) => r.trim());
  let lines = rows.filter((r) => MARK.test(r)).map((r) => r.replace(MARK, ''));
  // The request is the line that introduces the list (the last line before it), and the message
  // around the list is short: a story with a list in it is not a request to rewrite CV lines.
  const firstMarked = rows.findIndex((r) => MARK.test(r));
  let ask = firstMarked > 0 ? (rows.slice(0, firstMarked).filter(Boolean).at(-1) ?? '') : '';
  const around = rows.filter((r) => r && !MARK.test(r)).join(' ');
  if (around.split(/\s+/).length > 60) return null;
  const inline = /[:?]\s*((?:[-•*]|\d{1,2}[.)])\s+[^\n]+)$/.exec(text);
  if (!lines.length && inline?.[1]) {
    // On one line: "make these better: - responsible for social media - helped with events",
    // "can you fix these? 1) … 2) …". Numbers must run 1, 2, 3 to be markers.
    const numbers = [...inline[1].matchAll(/(?:^|\s)(\d{1,2})[.)]\s+/g)].map((m) => Number(m[1]));
    const dashed = /^[-•*]/.test(inline[1]);
    if (dashed || numbers.every((n, i) => n === i + 1)) {
      lines = inline[1]
        .split(dashed ? /(?:^|\s)[-•*]\s+/ : /(?:^|\s)\d{1,2}[.)]\s+/)
        .map((l) => l.trim())
        .filter(Boolean);
      ask = text.slice(0, inline.index + 1);
    }
  }
  if (!lines.length) {
    const colon = text.indexOf(':');
    const after = colon >= 0 ? text.slice(colon + 1) : '';
    if (colon >= 0 && /:\s*\n/.test(text)) {
      // "Improve these:\nresponsible for social media\nhelped with events": one line each.
      const head = text.slice(0, colon);
      const body = after
        .split('\n')
        .map((l) => l.trim())
        .filter(Boolean);
      if (body.length >= 1 && body.every((l) => l.split(/\s+/).length <= 25)) {
        lines = body;
        ask = head;
      }
    }
  }
  lines = lines.map((l) => l.replace(/[.;,\s]+$/, '')).filter((l) => /\p{L}/u.test(l));
  if (!lines.length || lines.length > MOST_LINES) return null;
  if (ask.split(/\s+/).length > 30 || !IMPROVE.test(ask) || !CV_LINES.test(ask)) return null;
  // Dates or headings among the lines make it a CV, read by the CV plans.
  if (lines.some((l) => /\b(?:19|20)\d{2}\b/.test(l) || l.split(/\s+/).length > 40)) return null;
  return { ask, lines };
}

function pastOf(word: string): string {
  // A verb the tagger does not know keeps its -ing as its lemma ("onboarding").
  return pastTense(word.endsWith('ing') && word.length > 5 ? word.slice(0, -3) : word);
}

/** Verbs too weak to open a line, and the stronger verb that says the same thing. */
const WEAK: Record<string, string> = {
  do: 'Managed',
  get: 'Secured',
  work: 'Worked',
  help: 'Helped deliver',
  assist: 'Helped deliver',
  support: 'Supported',
  handle: 'Handled',
  deal: 'Handled',
  look: 'Looked after',
};

/** The stronger verb for a duty opener ("responsible for" → "Managed"). */
const DUTY_VERB: Record<string, string> = {
  owned: 'Managed',
  built: 'Delivered',
  helped: 'Helped deliver',
  handled: 'Handled',
  partnered: 'Partnered with',
};

/** "management of the stock room" → "Managed the stock room": the action inside the noun. */
function actionNoun(core: string): string | undefined {
  const m = /^([a-z]+?)(ment|ation|tion)\s+of\s+(.+)$/i.exec(core);
  if (!m?.[1] || !m[2] || !m[3]) return undefined;
  const stem = m[1].toLowerCase();
  const candidates =
    m[2].toLowerCase() === 'ment'
      ? [pastOf(stem)]
      : m[2].toLowerCase() === 'ation'
        ? [`${stem}ated`, `${stem}ed`, `${stem}d`]
        : [`${stem}ted`, `${stem}ed`];
  const verb = candidates.find((c) => isWord(c));
  return verb ? `${upperFirst(verb)} ${m[3]}` : undefined;
}

/** The tagger reads "organising" as "organize": the member's British spelling is kept. */
function ownSpelling(past: string, word: string): string {
  return upperFirst(/is(?:e|es|ed|ing)$/i.test(word) ? past.replace(/iz/g, 'is') : past);
}

/** The line opened with a strong past-tense verb, its own words kept after it. */
function strongOpening(line: string): string {
  // "I was in charge of…", "Was in charge of…": the line starts at what they did.
  let core = line.replace(/^(?:(?:i|we)\s+)?(?:was|were|am|'m|have been|'ve been)\s+/i, '');
  core = core.replace(/^(?:i|we)\s+/i, '');
  const duty = DUTY_OPENERS.find(([re]) => re.test(core));
  if (duty) {
    const rest = core.replace(duty[0], '').trim();
    // "responsible for managing the rota": the action is already there.
    const inner = read(`I ${rest}`).tokens[1];
    // "helped with fundraising" stays a contribution: it is not made the member's own action.
    if (duty[1] === 'helped' && inner?.normal.endsWith('ing')) return `Contributed to ${rest}`;
    // "helped to organise the party": the verb they gave follows the help.
    // Only "to" is followed by a bare verb; after "for" or "with" the word is a thing ("stock
    // ordering").
    const opener = duty[0].exec(core)?.[0] ?? '';
    if (/\bto\s+$/i.test(opener) && inner?.pos === 'VERB' && !inner.normal.endsWith('ing'))
      return duty[1] === 'helped'
        ? `Helped ${rest}`
        : `${ownSpelling(pastOf(inner.lemma), rest.split(/\s/)[0] ?? '')}${rest.slice(rest.split(/\s/)[0]?.length ?? 0)}`;
    if (inner && inner.pos === 'VERB' && inner.normal.endsWith('ing'))
      return `${ownSpelling(pastOf(inner.lemma), rest.split(/\s/)[0] ?? '')}${rest.slice(rest.split(/\s/)[0]?.length ?? 0)}`;
    return `${DUTY_VERB[duty[1]] ?? 'Managed'} ${rest}`;
  }
  const named = actionNoun(core);
  if (named) return named;
  // A CV line is a first-person clause with its subject left out: read it with "I" put back, so
  // "answering phones" and "did the rotas" are read as the verbs they are.
  const first = read(`I ${core}`).tokens[1];
  const word = core.split(/\s/)[0] ?? '';
  const rest = core.slice(word.length);
  if (first && (first.pos === 'VERB' || first.pos === 'AUX')) {
    const weak = WEAK[first.lemma];
    if (weak) return `${weak}${rest}`;
    // Already in the past tense: the member's own word, in their own spelling.
    if (/ed$/i.test(word) || Object.values(IRREGULAR_PAST).includes(word.toLowerCase()))
      return `${upperFirst(word)}${rest}`;
    return `${ownSpelling(pastOf(first.lemma), word)}${rest}`;
  }
  // A thing, not an action ("social media", "stock control"): what they did with it was run it.
  return `Managed ${core.charAt(0).toLowerCase()}${core.slice(1)}`;
}

/** The question for the scale a line lacks, about the line's own thing when it names one. */
function scaleQuestion(line: string): string {
  // A plural is a noun the tagger reads back to a different singular ("events" → "event").
  const plural = [...read(line).tokens]
    .reverse()
    .find((t) => t.pos === 'NOUN' && t.normal !== t.lemma && t.normal.endsWith('s'))?.normal;
  return plural ? `how many ${plural}` : 'how big it was (people, items, money, or how often)';
}

export interface RewrittenLine {
  before: string;
  after: string;
  /** What the member could add, as questions. */
  missing: string[];
  /** Typos corrected in it. */
  fixed: Array<{ word: string; suggestion: string }>;
}

/** One line rewritten from its own words. */
export function rewriteLine(line: string): RewrittenLine {
  const before = line
    .replace(MARK, '')
    .replace(/[.;,\s]+$/, '')
    .trim();
  const fixed = misspellings(before);
  let text = before;
  for (const f of fixed) {
    const to = /^[A-Z]/.test(f.word) ? upperFirst(f.suggestion) : f.suggestion.toLowerCase();
    text = text.replace(new RegExp(`\\b${f.word}\\b`), to);
  }
  const scored = scoreBullet(text);
  const after = upperFirst(strongOpening(text).replace(/\s+/g, ' ').trim());
  const missing: string[] = [];
  if (!scored.hasNumber) missing.push(scaleQuestion(text));
  if (!scored.hasResult)
    missing.push('what changed because of it (time saved, more sales, fewer complaints)');
  return { before, after, missing, fixed };
}

/** The reply: every line rewritten in order, the question each leaves, one question to finish. */
export function linesReply(pasted: PastedLines): string[] {
  const rewritten = pasted.lines.map(rewriteLine);
  const n = rewritten.length;
  // "Tailor my bullets for a warehouse supervisor job": the role they are aimed at is named.
  const aim =
    /\bfor\s+((?:an?|the|my)\s+(?:[\w-]+\s+){0,4}?(?:job|role|position|post|application))\b/i
      .exec(pasted.ask)?.[1]
      ?.replace(/^my\b/i, 'your');
  const out = [
    `Here ${n === 1 ? 'is your line' : `are your ${n} lines`}, rewritten one by one from your own words${aim ? ` for ${aim}` : ''} (strong verb first, then what you did); the number each still needs is a question only you can answer:`,
    '',
  ];
  for (const [i, r] of rewritten.entries()) {
    // The examples of a result are given once, on the first line that needs one.
    const missing = r.missing.map((m) =>
      i === rewritten.findIndex((x) => x.missing.includes(m)) ? m : m.replace(/\s*\(.*\)$/, ''),
    );
    const ask = missing.length
      ? ` To finish it: ${missing.join(', and ')}?`
      : ' It already has its scale and result.';
    out.push(`${i + 1}. **${r.after}.** (was: "${r.before}")${ask}`);
  }
  const typos = rewritten.flatMap((r) => r.fixed);
  if (typos.length)
    out.push(
      '',
      `I corrected the spelling of ${typos.map((f) => `"${f.word}" to "${f.suggestion}"`).join(', ')}.`,
    );
  out.push(
    '',
    'Put the number in the same line as the verb ("for 3 brands", "for 200 guests"): a recruiter skimming reads the first few words and the first figure.',
    '',
    n === 1
      ? 'What number could you add to it?'
      : 'Which of these can you put a number on first? Give me the figure and I will fold it in.',
  );
  return out;
}
