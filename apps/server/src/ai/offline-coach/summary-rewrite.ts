import { lowerKeepingAcronyms } from './acronyms.js';
import { misspellings } from './cv-check.js';

/**
 * A CV summary pasted into the chat, rewritten from the member's own lines: nothing is added that
 * they did not write except the role they are aiming for (named in their message).
 *
 * - Filler that could sit on anyone's CV goes ("hard-working", "results-oriented", "team player",
 *   "looking for a new challenge", "passionate about" with nothing concrete after it).
 * - Duties become what they did: "Responsible for managing campaigns" and "I was teaching classes
 *   of 30" both end up as the -ing phrases they hold ("managing campaigns", "teaching classes of
 *   30"), attached to the title and years ("Marketing professional with 6+ years managing…").
 * - Misspellings are corrected with the dictionary's one-edit suggestion (cv-check.ts).
 * - A sentence the rules cannot safely rework is kept as written, spelling fixed.
 *
 * Three versions come out: the full rewrite, a short one for a headline or the top line, and one
 * that leads with the concrete work (skills and tools first).
 */

export interface SummaryRewrite {
  title?: string;
  years?: string;
  /** Concrete work, as -ing phrases: "managing campaigns", "teaching classes of 30 students". */
  work: string[];
  /** Sentences kept as the member wrote them (spelling fixed). */
  kept: string[];
  /** What the rules removed, quoted, to tell the member why. */
  dropped: string[];
  fixes: Array<{ word: string; suggestion: string }>;
  full: string;
  short: string;
  /** Empty when there is no concrete work or tool to lead with. */
  workFirst: string;
}

const FILLER_ADJECTIVES =
  /\b(?:results?[- ]oriented|results?[- ]driven|driven|ambitious|hard[- ]?working|highly motivated|self[- ]motivated|motivated|dedicated|dynamic|passionate|enthusiastic|detail[- ]oriented|experienced|seasoned|proactive|reliable|committed)\b\s*/gi;

/** Whole sentences (or their tails) that say nothing a reader can check. */
const FILLER_SENTENCE =
  /^(?:i am |i'm )?(?:a )?(?:team player|good team player|fast learner|quick learner|people person)\b|\b(?:looking|seeking|searching) for (?:a |an )?(?:new |exciting |challenging )*(?:challenge|opportunit\w*|role|position|job)\b|\bthank you\b|\bthanks\b/i;

/**
 * Clauses that claim a quality without showing it, however they are joined to the sentence:
 * "with excellent communication skills", "seeking a challenging role in marketing where I can
 * grow" (the field they want is kept as the aim), a leading "team player".
 */
const FILLER_CLAUSES: RegExp[] = [
  /,?\s*\b(?:with|having|who has)\s+(?:(?:excellent|strong|great|good|outstanding|proven|exceptional|superb|solid)\s+)+(?:[a-z-]+(?:,\s*|\s+and\s+|\s+))*?skills\b/gi,
  /,?\s*\b(?:and\s+)?(?:who is\s+)?(?:seeking|looking for|searching for|in search of|eager to find|hoping to find)\s+(?:a\s+|an\s+)?(?:(?:new|exciting|challenging|rewarding|fulfilling|dynamic|suitable)\s+)*(?:role|position|opportunit(?:y|ies)|job|career|challenge)(?:\s+(?:in|within)\s+(?:the\s+)?[a-z][a-z &/-]{1,40}?)?(?:\s+(?:where|that|which|to)\b[^.;]*)?(?=[.;]|$)/gi,
  /^(?:and\s+|a\s+|an\s+)*(?:(?:good|great|strong)\s+)?(?:team player|fast learner|quick learner|people person|self[- ]starter|go-getter)\b\s*(?:and\s+)?/i,
];

/** Labels anyone can give themselves, wherever they stand in the sentence. */
const FILLER_NOUNS =
  /\b(?:team player|fast learner|quick learner|people person|self[- ]starter|go-getter)\b/gi;

/** The field named in a "seeking a role in marketing" clause: the member's aim, kept. */
const SEEKING_FIELD =
  /\b(?:seeking|looking for|searching for|in search of)\s+(?:a\s+|an\s+)?(?:(?:new|exciting|challenging|rewarding|fulfilling|dynamic|suitable)\s+)*(?:role|position|opportunit(?:y|ies)|job|career)\s+(?:in|within)\s+(?:the\s+)?([a-z][a-z &/-]{1,40}?)(?=\s+(?:where|that|which|to)\b|[.,;]|$)/i;

/** The filler phrases a summary uses, in its own words, to name them back to the member. */
export function fillerPhrases(summary: string): string[] {
  const found = new Set<string>();
  for (const m of summary.matchAll(FILLER_ADJECTIVES)) found.add(m[0].trim().toLowerCase());
  for (const re of [FILLER_SENTENCE, ...FILLER_CLAUSES, FILLER_NOUNS]) {
    const flags = re.flags.includes('g') ? re.flags : `${re.flags}g`;
    for (const m of summary.matchAll(new RegExp(re.source, flags))) {
      const phrase = m[0]
        .replace(/^[,\s]*(?:and\s+|with\s+|who is\s+|having\s+)?/i, '')
        .replace(/\s+(?:where|that|which|to)\b.*$/i, '')
        // The field they want is their aim, not filler: "seeking a challenging role".
        .replace(/\s+(?:in|within)\s+(?:the\s+)?[a-z][a-z &/-]*$/i, '')
        .trim()
        .toLowerCase();
      if (phrase.split(/\s+/).length >= 1 && phrase.length >= 4) found.add(phrase);
    }
  }
  // A phrase inside a longer one found too is named once, in the longer form.
  return [...found].filter((p) => ![...found].some((q) => q !== p && q.includes(p)));
}

/** The field a summary says it is seeking a role in ("…seeking a challenging role in marketing"). */
export function seekingField(summary: string): string | undefined {
  const field = SEEKING_FIELD.exec(summary)?.[1]?.trim();
  return field ? lowerKeepingAcronyms(field) : undefined;
}

const DUTY_LEAD =
  /^(?:i was |i am |i'm |i have been |was |am )?(?:responsible for|in charge of|tasked with|involved in)\s+/i;
const PROGRESSIVE_LEAD = /^(?:i was|i am|i'm|i have been|i've been)\s+(?=\w+ing\b)/i;
/** "I am good with computers, I know Moodle and Microsoft Office" → tools and skills. */
const SKILL_LEAD =
  /^(?:i am |i'm )?(?:good (?:with|at)|skilled (?:in|at|with)|proficient (?:in|with)|familiar with|i know|i can use|i use)\s+/i;

const YEARS = /(\d{1,2})\s*\+?\s*(?:years?|yrs?)(?:\s+(?:of\s+)?experience)?/i;
const SINCE = /\b((?:19|20)\d{2})\s*[-–]\s*(?:present|now|today)\b/i;

function fixSpelling(text: string, fixes: Array<{ word: string; suggestion: string }>): string {
  let out = text;
  for (const f of fixes) out = out.replace(new RegExp(`\\b${f.word}\\b`, 'g'), f.suggestion);
  return out;
}

const upperFirst = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const clean = (s: string) =>
  s
    .replace(/["“”]/g, '')
    .replace(/\s+/g, ' ')
    .replace(/\s+([,.;])/g, '$1')
    .replace(/^[,;\s]+|[,;\s]+$/g, '')
    .trim();

/** The title the first sentence gives ("Results oriented marketing profesional with…"). */
function titleOf(first: string): { title?: string; rest: string } {
  // "i am a hard working admin assistant with…": the self-introduction is not part of the title,
  // however it is cased.
  const bare = first.replace(/^(?:i\s+am|i'm|im)\s+(?:an?\s+)?/i, '');
  const m =
    /^((?:[A-Za-z][\w/&-]*\s+){0,4}?(?:professional|specialist|manager|teacher|engineer|developer|designer|analyst|consultant|coordinator|nurse|accountant|marketer|writer|assistant|administrator|officer|lead|leader|director|executive|scientist|technician|advisor|adviser|planner|recruiter|supervisor|associate|representative|strategist|architect|researcher|editor|producer|instructor|trainer|tutor|lecturer|graduate|student))\b\s*(.*)$/i.exec(
      bare.replace(FILLER_ADJECTIVES, ''),
    );
  if (!m?.[1]) return { rest: first };
  const title = clean(m[1]);
  if (/^(?:i|i'm|i am|a|an|the)\b/i.test(title)) return { rest: first };
  return { title: upperFirst(title.toLowerCase()), rest: m[2] ?? '' };
}

/** -ing phrases from a duty line, or null when it is not one. */
function workOf(sentence: string): string | null {
  const s = sentence.replace(/[.!]+$/, '').trim();
  if (DUTY_LEAD.test(s)) {
    const rest = s.replace(DUTY_LEAD, '');
    // "Responsible for the schedule" has no -ing: "handling the schedule" would invent a verb.
    return /^\w+ing\b/i.test(rest) ? rest : null;
  }
  if (PROGRESSIVE_LEAD.test(s)) return s.replace(PROGRESSIVE_LEAD, '');
  return null;
}

/**
 * `known` is what the member said about themselves outside the summary ("I'm a retail store
 * manager with 8 years"): it fills the title and years when the summary gives none, or only a
 * word like "professional".
 */
export function rewriteSummary(
  summary: string,
  target?: string,
  known: { title?: string; years?: number } = {},
): SummaryRewrite | null {
  let text = summary
    .replace(/^summary\s*\n/i, '')
    .replace(/\s*\n\s*/g, ' ')
    .trim();
  // A summary pasted in quotes ends at its closing quote: "…" Many thanks.
  const quoted = /^["“]([^"”]{20,})["”]/.exec(text);
  if (quoted?.[1]) text = quoted[1].trim();
  if (text.split(/\s+/).length < 8) return null;
  const fixes = misspellings(text, 8);
  const fixed = fixSpelling(text, fixes);
  const sentences = fixed
    // A summary typed in lower case still has sentences.
    .split(/(?<=[.!?])\s+(?=[A-Za-z0-9"“])/)
    .map((s) => clean(s))
    .filter(Boolean);
  const dropped: string[] = [];
  const work: string[] = [];
  const kept: string[] = [];
  const skills: string[] = [];
  let title: string | undefined;
  let years: string | undefined;
  let yearsAt: string | undefined;
  for (const [i, raw] of sentences.entries()) {
    let s = raw;
    const y = YEARS.exec(s);
    const since = SINCE.exec(s);
    if (!years && y?.[1]) years = `${y[1]}+ years`;
    if (!years && since?.[1]) years = `since ${since[1]}`;
    if (i === 0) {
      const t = titleOf(s);
      if (t.title) {
        title = t.title;
        // "…with 6+ years experience in B2B SaaS": the field stays, the years are said once.
        const field = /\bin ([^,.;]+)/i.exec(t.rest.replace(YEARS, ''))?.[1];
        // What the opening sentence goes on to say after a comma ("…, responsible for diary
        // management and answering phones") is their work, kept in their words.
        for (const clause of t.rest
          .replace(/[.!]+$/, '')
          .split(/,\s*/)
          .slice(1)) {
          const asWork = workOf(clause);
          if (asWork) work.push(clean(asWork.replace(FILLER_ADJECTIVES, '')));
          else if (DUTY_LEAD.test(clause.trim()) && clause.trim().split(/\s+/).length >= 3)
            kept.push(`${upperFirst(clean(clause))}.`);
        }
        s = field ? `in ${clean(field)}` : '';
        if (!s) continue;
        work.push(s);
        continue;
      }
    }
    if (FILLER_SENTENCE.test(s)) {
      dropped.push(raw);
      continue;
    }
    const asWork = workOf(s);
    if (asWork) {
      work.push(clean(asWork.replace(FILLER_ADJECTIVES, '')));
      continue;
    }
    if (SKILL_LEAD.test(s)) {
      skills.push(...s.replace(SKILL_LEAD, '').split(/,\s*(?:i know\s+|i use\s+)?|\s+and\s+/i));
      continue;
    }
    const passion = /^(?:i am |i'm )?passionate about\s+(.+)$/i.exec(s.replace(/[.!]+$/, ''));
    if (passion?.[1]) {
      // What they care about is concrete enough to keep, said plainly.
      kept.push(`Strong interest in ${clean(passion[1])}.`);
      continue;
    }
    // "5 years at a B2B SaaS company running email": the years join the title's line, with
    // where they were spent, instead of being said twice.
    const spent = /^(\d{1,2})\+?\s*(?:years?|yrs?)\s+((?:at|in|with|across)\s+.+?)[.!]?$/i.exec(s);
    if (i > 0 && spent?.[1] && spent[2] && (!years || years === `${spent[1]}+ years`) && !yearsAt) {
      years = `${spent[1]}+ years`;
      yearsAt = clean(spent[2]);
      continue;
    }
    const stripped = clean(
      FILLER_CLAUSES.reduce((t, re) => t.replace(re, ''), s.replace(FILLER_ADJECTIVES, '')),
    );
    if (stripped.split(/\s+/).length >= 3)
      kept.push(/[.!?]$/.test(stripped) ? stripped : `${stripped}.`);
    else dropped.push(raw);
  }
  // Every claim the rules cut is named to the member, not only whole sentences.
  for (const phrase of fillerPhrases(text)) {
    if (!dropped.some((d) => d.toLowerCase().includes(phrase))) dropped.push(phrase);
  }
  if ((!title || /^professional$/i.test(title)) && known.title) title = upperFirst(known.title);
  if (!years && known.years) years = `${known.years}+ years`;
  const field = work.find((w) => /^in /.test(w));
  const doing = work.filter((w) => !/^in /.test(w));
  // "Good with computers" says nothing a reader can check; a named tool does.
  const tools = skills
    .map((x) => clean(x))
    .filter(
      (x) =>
        x &&
        x.split(/\s+/).length <= 4 &&
        !/^(?:computers?|people|numbers|technology|it)$/i.test(x),
    );
  const head = [
    title ?? 'Professional',
    years
      ? years.startsWith('since')
        ? years
        : `with ${years}${yearsAt ? ` ${yearsAt}` : field ? '' : ' of experience'}`
      : '',
    field ?? '',
  ]
    .filter(Boolean)
    .join(' ');
  const doingText = doing.length ? joinList(doing) : '';
  const aim = target ? `Now moving into ${target} roles` : '';
  const full = [
    `${head}${doingText ? `: ${doingText}` : ''}.`,
    ...kept,
    tools.length ? `Tools: ${joinList(tools)}.` : '',
    aim
      ? `${aim}${tools.length || doing.length ? ', bringing this hands-on experience' : ''}.`
      : '',
  ]
    .filter(Boolean)
    .join(' ');
  const short = [`${head}.`, doing[0] ? `${upperFirst(doing[0])}.` : '', aim ? `${aim}.` : '']
    .filter(Boolean)
    .join(' ');
  // Without concrete work or tools to lead with, the third version would repeat the second.
  const workFirst =
    !doing.length && !tools.length
      ? ''
      : [
          doing.length ? `${upperFirst(joinList(doing))}.` : '',
          tools.length ? `Hands-on with ${joinList(tools)}.` : '',
          `${head}${aim ? `, ${lowerFirst(aim)}` : ''}.`,
        ]
          .filter(Boolean)
          .join(' ');
  if (!title && !doing.length && !kept.length) return null;
  return { title, years, work: doing, kept, dropped, fixes, full, short, workFirst };
}

/**
 * The field a member says they are heading for, in their words, when it is not a known role:
 * "I want to move into learning design", "applying for product marketing roles".
 */
export function targetPhrase(ask: string): string | undefined {
  const m =
    /\b(?:move|moving|switch|switching|go|going|get|getting|transition|transitioning|pivot|pivoting)\s+(?:in|into|to)\s+(?:a\s+|an\s+)?([a-z][a-z -]{1,40}?)(?=\s+(?:roles?|jobs?|positions?|work)\b|\s*[.,?!\n]|\s+(?:and|or|but|because|so)\b|$)|\b(?:applying|apply) (?:for|to)\s+(?:a\s+|an\s+)?([a-z][a-z -]{3,40}?)\s+(?:roles?|jobs?|positions?)\b/i.exec(
      ask,
    );
  const phrase = (m?.[1] ?? m?.[2])?.trim();
  if (
    !phrase ||
    /^(?:the|this|that|it|new|another|a new|be|do|go|get|have|see|make|try|know|me|us|you|him|her|them|my|your|work|bed|sleep|school|college|university|class)\b/i.test(
      phrase,
    )
  )
    return undefined;
  return lowerKeepingAcronyms(phrase);
}

const lowerFirst = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);

function joinList(items: string[]): string {
  const list = items.map((x) => x.replace(/[.;]+$/, ''));
  if (list.length <= 1) return list[0] ?? '';
  return `${list.slice(0, -1).join(', ')} and ${list.at(-1)}`;
}
