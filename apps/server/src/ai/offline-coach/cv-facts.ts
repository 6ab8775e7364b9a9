import { read } from '../../nlp/cues.js';
import type { CoachRequest } from '../coach.js';
import {
  DOMAINS,
  DOUBLING,
  DUTY_OPENERS,
  IRREGULAR_PAST,
  RESULT_WORDS,
  ROLE_HEADS,
  VAGUE_WORDS,
} from './lexicon.js';

/**
 * Reads a CV into the facts a coach can build on: the latest title, years of experience, industries,
 * skills, the bullets (each scored for how weak it is) and the results that carry numbers. Nothing
 * is invented: every fact is a line or a number of the text.
 */

export interface Bullet {
  text: string;
  /** Higher is weaker. */
  weakness: number;
  reasons: string[];
  hasNumber: boolean;
  hasResult: boolean;
  opener: 'owned' | 'built' | 'helped' | 'handled' | 'partnered' | null;
  /** The role (index into CvFacts.roles) the bullet sits under, when it sits under one. */
  role?: number;
}

export interface RoleLine {
  title: string;
  org?: string;
  from?: number;
  to?: number;
}

export interface CvFacts {
  /** Where the text came from, for the member: "cv.txt" or "your uploaded CV (cv.pdf)". */
  sourceLabel: string;
  title?: string;
  org?: string;
  roles: RoleLine[];
  years?: number;
  firstYear?: number;
  domains: string[];
  skills: string[];
  bullets: Bullet[];
  /** Bullets that report a result with a number, strongest first. */
  results: string[];
  /** The CV's own summary paragraph, if it has one. */
  summary?: string;
  /** Every non-empty line, for quoting evidence. */
  lines: string[];
}

export interface CvSource {
  label: string;
  text: string;
}

/** The CV the member gave: attached to this message, else uploaded, else their LinkedIn data. */
export function cvSource(request: CoachRequest): CvSource | null {
  const saysCv = /\b(cv|resume|résumé|curriculum)\b/i.test(request.message.content);
  const attached = request.message.attachments.find(
    (a): a is Extract<typeof a, { kind: 'text' }> =>
      a.kind === 'text' && (looksLikeCv(a.text) || /cv|resume|résumé/i.test(a.name) || saysCv),
  );
  if (attached) return { label: attached.name, text: attached.text };
  const cv = request.user.context?.cv;
  // A CV pasted earlier in the conversation is named as such ("the CV you pasted earlier").
  if (cv?.text.trim()) {
    return {
      label: cv.name.startsWith('the ') ? cv.name : `your uploaded CV (${cv.name})`,
      text: cv.text,
    };
  }
  const linkedin = request.user.context?.linkedin;
  if (linkedin?.experience.length) {
    const lines = [
      linkedin.headline ?? linkedin.currentPosition ?? '',
      '',
      'Experience',
      ...linkedin.experience.flatMap((e) => [
        `${e.title}, ${e.company} (${e.duration})`,
        ...(e.description ? e.description.split(/\n+/).map((d) => `- ${d.trim()}`) : []),
      ]),
      '',
      linkedin.skills.length ? `Skills: ${linkedin.skills.join(', ')}` : '',
    ];
    return { label: 'your LinkedIn profile', text: lines.join('\n') };
  }
  return null;
}

/** A long text with job-like lines: a CV rather than, say, a meeting note. */
/** The name a CV pasted into a chat message is given when it becomes that message's attachment. */
export const PASTED_CV = 'the CV in your message';

/** Whether this message brought a CV summary pasted on its own (respond.ts opens it "Summary"). */
export function pastedSummaryIn(request: CoachRequest): boolean {
  return request.message.attachments.some(
    (a) => a.kind === 'text' && a.name === PASTED_CV && a.text.startsWith('Summary\n'),
  );
}

export function looksLikeCv(text: string): boolean {
  const lines = text.split(/\n/).filter((l) => l.trim());
  if (lines.length < 4) return false;
  return (
    YEAR_RANGE.test(text) ||
    /\b(experience|employment|skills|education)\b/i.test(text) ||
    lines.some((l) => BULLET.test(l))
  );
}

/**
 * Stricter than looksLikeCv, for text typed into a message (where "experience" and a few lines
 * are common in any story): section headings, date ranges and bullets, at least two of them.
 */
export function looksLikePastedCv(text: string): boolean {
  const lines = text
    .split(/\n/)
    .map((l) => l.trim())
    .filter(Boolean);
  if (lines.length < 6) return false;
  const headings = lines.filter((l) => HEADING.test(l)).length;
  const ranges = lines.filter((l) => YEAR_RANGE.test(l)).length;
  const bullets = lines.filter((l) => BULLET.test(l)).length;
  const signs = [headings >= 2, ranges >= 1, bullets >= 3].filter(Boolean).length;
  return signs >= 2;
}

const YEAR_RANGE =
  /(?:[A-Za-z]{3,9}\.?\s+|\d{1,2}\/)?((?:19|20)\d{2})\s*(?:[-–—]|to)\s*(?:[A-Za-z]{3,9}\.?\s+|\d{1,2}\/)?((?:19|20)\d{2}|present|current|now|today)\b/i;
const BULLET = /^\s*(?:[-•*▪◦·‣●■–]|\d+[.)])\s+/;
const HEADING =
  /^(summary|profile|about( me)?|professional summary|personal statement|career summary|objective|(work |professional )?experience|employment( history)?|work history|education|(key |technical )?skills|certifications?|projects|languages|interests|achievements)\s*:?$/i;
const HEAD_WORD = new RegExp(`\\b(${ROLE_HEADS.join('|')})s?\\b`, 'i');
const NUMBER = /\d/;

function sectionOf(line: string): string | null {
  const match = HEADING.exec(line.trim());
  if (!match) return null;
  const word = (match[1] ?? '').toLowerCase();
  if (/summary|profile|about|statement|objective/.test(word)) return 'summary';
  if (/experience|employment|history/.test(word)) return 'experience';
  if (/skills/.test(word)) return 'skills';
  return word;
}

function roleFrom(line: string): RoleLine | null {
  const dates = YEAR_RANGE.exec(line);
  if (!dates) return null;
  const now = new Date().getFullYear();
  const from = Number(dates[1]);
  const to = /\d/.test(dates[2] ?? '') ? Number(dates[2]) : now;
  const rest = line.replace(dates[0], ' ').replace(/[()]/g, ' ').replace(/\s+/g, ' ').trim();
  const parts = rest
    .split(/\s*(?:,|\||—|–|\s-\s|\sat\s|@)\s*/)
    .map((p) => p.trim())
    .filter(Boolean);
  let titleIndex = parts.findIndex((p) => HEAD_WORD.test(p) || /^head of\b/i.test(p));
  // A short dated line with no word for a role in it is still a job header ("Picker, Fastship
  // Ltd, 2018 - 2021"): its first part is the title. A long one is a sentence that has a date.
  if (titleIndex < 0 && parts.length >= 2 && rest.split(/\s+/).length <= 10 && !/[.!?]$/.test(rest))
    titleIndex = 0;
  if (titleIndex < 0) return null;
  const title = parts[titleIndex] as string;
  const org = parts[titleIndex + 1] ?? (titleIndex > 0 ? parts[titleIndex - 1] : undefined);
  return { title, ...(org ? { org } : {}), from, to };
}

/** A short line near the top that names a job ("Senior Data Analyst"). */
function headlineOf(lines: string[]): string | undefined {
  for (const line of lines.slice(0, 5)) {
    for (const part of line.split(/\s*(?:\||—|–|\s-\s|,)\s*/)) {
      const words = part.trim().split(/\s+/);
      if (words.length > 6 || part.includes('@') || NUMBER.test(part)) continue;
      if (HEAD_WORD.test(part) || /^head of\b/i.test(part)) return part.trim();
    }
  }
  return undefined;
}

/** The simple past of a verb's lemma (irregular forms, -ied, doubled consonants). */
/**
 * The past tense of an -ing form. A word the lemmatiser does not know keeps its -ing as the lemma
 * ("onboarding"): its stem plus -ed is right for regular verbs, whether the -ing dropped an e
 * ("manag-ing" → "managed") or doubled a consonant ("plann-ing" → "planned").
 */
function pastOfIng(token: { normal: string; lemma: string }): string {
  if (token.lemma.endsWith('ing') && token.lemma === token.normal) {
    return `${token.normal.slice(0, -3)}ed`;
  }
  return pastTense(token.lemma);
}

export function pastTense(lemma: string): string {
  const irregular = IRREGULAR_PAST[lemma];
  if (irregular) return irregular;
  if (lemma.endsWith('e')) return `${lemma}d`;
  if (/[^aeiou]y$/.test(lemma)) return `${lemma.slice(0, -1)}ied`;
  if (DOUBLING.has(lemma)) return `${lemma}${lemma.at(-1)}ed`;
  return `${lemma}ed`;
}

export function scoreBullet(text: string): Bullet {
  const clean = text.replace(/\s+/g, ' ').trim();
  const reasons: string[] = [];
  let weakness = 0;
  const duty = DUTY_OPENERS.find(([re]) => re.test(clean));
  if (duty) {
    weakness += 3;
    reasons.push('it states a duty, not what changed because of you');
  }
  const hasNumber = NUMBER.test(clean);
  if (!hasNumber) {
    weakness += 2;
    reasons.push('no number shows the scale or the result');
  }
  const hasResult = RESULT_WORDS.test(clean);
  if (!hasResult) {
    weakness += 1;
    if (hasNumber) reasons.push('it gives a size but no result');
  }
  if (VAGUE_WORDS.test(clean)) {
    weakness += 1;
    reasons.push(`“${VAGUE_WORDS.exec(clean)?.[0]}” hides what you actually did`);
  }
  if (clean.split(' ').length < 6) {
    weakness += 1;
    reasons.push('it is too short to show scope');
  }
  return { text: clean, weakness, reasons, hasNumber, hasResult, opener: duty?.[1] ?? null };
}

function resultStrength(text: string): number {
  let score = 0;
  if (/\d\s?%|\bper ?cent\b/i.test(text)) score += 3;
  if (/[£$€]\s?\d|\d\s?(k|m|bn)\b/i.test(text)) score += 3;
  if (/\bfrom\b.*\bto\b/i.test(text)) score += 2;
  if (NUMBER.test(text)) score += 1;
  if (RESULT_WORDS.test(text)) score += 2;
  return score;
}

/**
 * Lines as the writer meant them: a line that starts in lower case and follows a bullet or a
 * sentence left open (no full stop) is the same line wrapped by the PDF or the editor, not a new
 * bullet or a job header.
 */
export function unwrapLines(text: string): string[] {
  const out: string[] = [];
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (!line) continue;
    const previous = out.at(-1);
    const continues =
      previous !== undefined &&
      /^[a-z(&]/.test(line) &&
      !BULLET.test(line) &&
      !HEADING.test(line) &&
      !/[.;:!?]$/.test(previous) &&
      !HEADING.test(previous);
    if (continues) out[out.length - 1] = `${previous} ${line}`;
    else out.push(line);
  }
  return out;
}

export function readCv(source: CvSource): CvFacts {
  const lines = unwrapLines(source.text);
  let section: string | null = null;
  const roles: RoleLine[] = [];
  const bulletLines: string[] = [];
  /** For each bullet line, the role above it (-1 before any role). */
  const bulletRoles: number[] = [];
  const experienceLines: string[] = [];
  const summaryLines: string[] = [];
  const skills: string[] = [];
  for (const line of lines) {
    const heading = sectionOf(line);
    if (heading) {
      section = heading;
      continue;
    }
    const inlineSkills = /^(key |technical )?skills\s*:\s*(.+)$/i.exec(line);
    if (inlineSkills?.[2]) {
      skills.push(...splitList(inlineSkills[2]));
      continue;
    }
    const role = BULLET.test(line) ? null : roleFrom(line);
    if (role) {
      roles.push(role);
      if (!section) section = 'experience';
      continue;
    }
    if (BULLET.test(line)) {
      const text = line.replace(BULLET, '');
      if (section === 'skills') skills.push(...splitList(text));
      else {
        bulletLines.push(text);
        bulletRoles.push(section === 'experience' ? roles.length - 1 : -1);
      }
      continue;
    }
    if (section === 'summary') summaryLines.push(line);
    else if (section === 'skills') skills.push(...splitList(line));
    else if (section === 'experience' && line.split(/\s+/).length >= 5) experienceLines.push(line);
  }
  // No bullets and no experience section (a CV pasted as one paragraph): its sentences will do.
  const sentences = bulletLines.length || experienceLines.length ? [] : sentencesOf(source.text);
  const bullets = (
    bulletLines.length ? bulletLines : experienceLines.length ? experienceLines : sentences
  ).map((line, i) => {
    const scored = scoreBullet(line);
    const role = bulletLines.length ? (bulletRoles[i] ?? -1) : -1;
    return role >= 0 ? { ...scored, role } : scored;
  });
  const years = roles.filter((r) => r.from && r.to);
  const firstYear = years.length ? Math.min(...years.map((r) => r.from as number)) : undefined;
  const lastYear = years.length ? Math.max(...years.map((r) => r.to as number)) : undefined;
  const domains: string[] = [];
  const orgText = roles.map((r) => r.org ?? '').join(' ');
  for (const text of [orgText, bullets.map((b) => b.text).join(' ')]) {
    for (const [pattern, name] of DOMAINS) {
      if (pattern.test(text) && !domains.includes(name)) domains.push(name);
    }
  }
  const first = roles[0];
  const title = first?.title ?? headlineOf(lines);
  return {
    sourceLabel: source.label,
    ...(title ? { title } : {}),
    ...(first?.org ? { org: first.org } : {}),
    roles,
    ...(firstYear && lastYear && lastYear > firstYear
      ? { years: lastYear - firstYear, firstYear }
      : {}),
    domains: domains.slice(0, 3),
    skills: [...new Set(skills.map((s) => s.trim()).filter((s) => s && s.length <= 40))].slice(
      0,
      12,
    ),
    bullets,
    results: bullets
      .filter((b) => b.hasNumber && b.hasResult)
      .map((b) => b.text)
      .sort((a, b) => resultStrength(b) - resultStrength(a)),
    ...(summaryLines.length ? { summary: summaryLines.join(' ') } : {}),
    lines,
  };
}

function sentencesOf(text: string): string[] {
  return text
    .replace(/\s+/g, ' ')
    .split(/(?<=[.!?])\s+/)
    .map((s) => s.trim())
    .filter((s) => s.split(' ').length >= 4 && !YEAR_RANGE.test(s));
}

function splitList(text: string): string[] {
  return text
    .split(/[,;•|·]/)
    .map((s) => s.replace(/\.$/, '').trim())
    .filter(Boolean);
}

/** The weakest bullets, weakest first (ties keep the CV's order); only the ones worth fixing. */
export function weakestBullets(facts: CvFacts, count = 3): Bullet[] {
  return facts.bullets
    .map((b, index) => ({ b, index }))
    .filter(({ b }) => b.weakness >= 2)
    .sort((x, y) => y.b.weakness - x.b.weakness || x.index - y.index)
    .slice(0, count)
    .map(({ b }) => b);
}

const lowerFirst = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);
const upperFirst = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/**
 * A stronger version of a bullet: an action verb, the scope, the result. What the CV does not say
 * becomes one short question after the rewrite; the coach never invents a number.
 */
export function strongerBullet(bullet: Bullet): string {
  let core = bullet.text.replace(/[.;]+$/, '').trim();
  const duty = DUTY_OPENERS.find(([re]) => re.test(core));
  if (duty) core = core.replace(duty[0], '').trim();
  const tokens = read(core).tokens;
  const first = tokens[0];
  const missingOf = (vague: boolean) => [
    ...(!bullet.hasNumber || vague ? ['how many people, items or customers'] : []),
    ...(!bullet.hasResult ? ['what changed because of it'] : []),
  ];
  // A line about the person rather than a task ("I was also…", "Passionate about…", "Good with…")
  // has no safe rewrite into an action: say how to rework it instead of inventing one.
  if (
    /^(?:i|we|my|our|i'm|i've|passionate|good|excellent|strong|great|skilled|able)\b/i.test(core)
  ) {
    const missing = missingOf(true);
    return `Lead with what you did there, as an action in the past tense, then its scale and result.${missing.length ? ` (To finish it: ${missing.join(', and ')}?)` : ''}`;
  }
  // "picking rota", "training budget": a gerund before a bare singular noun names a thing, it is
  // not an action with an object ("managing campaigns"), so it is not turned into a verb.
  const compound =
    first?.normal.endsWith('ing') &&
    tokens.length >= 2 &&
    tokens.length <= 3 &&
    tokens.slice(1).every((t) => t.pos === 'NOUN' && t.normal === t.lemma);
  let sentence: string;
  if (compound) {
    sentence = `${duty ? 'Owned' : 'Ran'} the ${lowerFirst(core)}`;
  } else if (
    first?.normal.endsWith('ing') &&
    (first.pos === 'VERB' ||
      // "scheduling site visits": an -ing word with an object after it acts, whatever the tag.
      ['DET', 'PRON', 'ADJ', 'NOUN', 'NUM'].includes(tokens[1]?.pos ?? ''))
  ) {
    // Every action of the line goes into the past, not only the first: "onboarding clients and
    // answering their questions" → "Onboarded clients and answered their questions".
    const rest = core.slice(core.split(/\s/)[0]?.length ?? 0);
    sentence = `${upperFirst(pastOfIng(first))}${rest.replace(
      /(\band|,)\s+([a-z]+ing)\b/gi,
      (whole, joint: string, word: string) => {
        // Parallel to the first action: an -ing word joined to it and followed by its own object
        // ("and answering their questions") is an action too, however the tagger reads it.
        const at = tokens.findIndex((t) => t.normal === word.toLowerCase());
        const token = tokens[at];
        const next = tokens[at + 1];
        const acts =
          token &&
          (token.pos === 'VERB' ||
            (next !== undefined && ['DET', 'PRON', 'ADJ', 'NOUN', 'NUM'].includes(next.pos)));
        return token && acts ? `${joint} ${pastOfIng(token)}` : whole;
      },
    )}`;
  } else if (!duty && first && first.pos === 'VERB') {
    sentence = upperFirst(core);
  } else {
    const verb: Record<NonNullable<Bullet['opener']>, string> = {
      owned: 'Owned',
      built: 'Built',
      helped: 'Contributed to',
      handled: 'Handled',
      partnered: 'Partnered with',
    };
    sentence = `${verb[bullet.opener ?? 'owned']} ${lowerFirst(core)}`;
  }
  const missing = missingOf(VAGUE_WORDS.test(sentence));
  return `${sentence}.${missing.length ? ` (To finish it: ${missing.join(', and ')}?)` : ''}`;
}

/** The first result-like phrase of a bullet, short enough for a headline: "cut stock-outs by 18%". */
export function resultPhrase(text: string): string | undefined {
  const match =
    /\b(cut|cutting|reduc\w*|increas\w*|grew|grow\w*|sav\w*|rais\w*|boost\w*|lower\w*|improv\w*|doubl\w*|halv\w*)\b[^,.;]{0,40}?\d[\d,.]*\s?(%|percent|k\b|m\b|hours?|days?|minutes?|weeks?|x\b)?(\s+to\s+\d[\d,.]*\s?(%|percent|k\b|m\b|hours?|days?|minutes?|weeks?|x\b)?)?/i.exec(
      text,
    );
  return match?.[0].trim();
}
