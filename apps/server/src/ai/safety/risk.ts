import {
  type CueMatch,
  compileCue,
  findCue,
  nearHas,
  type Reading,
  read,
  sentenceHas,
} from '../../nlp/cues.js';
import type { CrisisKind } from './crisis-kinds.js';
import { CONCEPTS, type Concept, FICTION } from './risk-concepts.js';

/**
 * The risk reader: what a member's message says about their safety, in three outcomes.
 * - `crisis`: danger is named (thoughts of suicide, a method or plan, preparation, an attempt,
 *   self-harm, violence or threats from someone, a medical emergency): the server answers with the
 *   safety reply and resources, nothing else.
 * - `concern`: distress with a risk sign but no named danger (hopelessness, feeling a burden,
 *   self-hatred, unbearable pain, or two different signs of low mood, loneliness, exhaustion…):
 *   a warm check-in that asks whether they are safe.
 * - `none`.
 * When unsure between concern and none, the reader says concern.
 *
 * Deterministic and local: the same words always give the same answer, with or without a model.
 */

export type RiskLevel = 'crisis' | 'concern' | 'none';

export interface RiskAssessment {
  level: RiskLevel;
  /** For a crisis: every kind of danger named, most urgent first. */
  kinds: CrisisKind[];
  /** True when every danger named is someone else's (a friend who spoke of suicide). */
  aboutOther: boolean;
  /** The concepts found, for the log and the evaluation (never shown to the member). */
  concepts: string[];
  /** The words that raised a crisis, for choosing the reply (never shown or logged in full). */
  evidence: string[];
  /**
   * For violence or threats against the member: true when the message places the person who did
   * it outside home and family (a customer, a colleague, a stranger) and names no partner, family
   * member or home. The reply then gives victim-support lines instead of domestic-abuse ones.
   * When both or neither are named, false: the domestic-abuse reply is the safer default.
   */
  outsideHome?: boolean;
}

/** Partners, family and home: violence among them is domestic abuse. */
const HOME_WORDS =
  /\b(husband|wife|partner|boyfriend|girlfriend|bf|gf|fianc[eé]e?|spouse|ex|dad|father|mum|mom|mother|step-?(dad|father|mom|mum|mother)|stepdad|stepfather|stepmom|stepmother|parents?|brother|sister|son|daughter|uncle|aunt|cousin|grand(pa|ma|father|mother)|family|home|house|relationship|marriage|married|roommate|landlord)\b/i;
/** People and places outside home: customers, colleagues, strangers, work and public places. */
const OUTSIDE_WORDS =
  /\b(customers?|clients?|co-?workers?|colleagues?|boss|manager|supervisor|employer|stranger|passengers?|patients?|guests?|shift|store|shop|office|workplace|at work|on the street|on the bus|on the train|in the street|security)\b/i;

function placedOutsideHome(text: string): boolean {
  return !HOME_WORDS.test(text) && OUTSIDE_WORDS.test(text);
}

/** Most urgent first: a body in danger, then a life, then violence. */
const URGENCY: CrisisKind[] = ['medical', 'suicide', 'self-harm', 'abuse', 'harm-to-others'];

/**
 * Long messages are read in slices of about this many characters, cut at a sentence end where
 * there is one: the language model's cost grows faster than the length of one run-on "sentence",
 * and slices keep the whole read linear in the message's length.
 */
const SLICE = 1_500;

export function slices(text: string): string[] {
  if (text.length <= SLICE) return [text];
  const out: string[] = [];
  let start = 0;
  while (start < text.length) {
    let end = Math.min(text.length, start + SLICE);
    if (end < text.length) {
      const window = text.slice(start + SLICE / 2, end);
      const stop = Math.max(
        window.lastIndexOf('. '),
        window.lastIndexOf('! '),
        window.lastIndexOf('? '),
        window.lastIndexOf('\n'),
      );
      if (stop >= 0) end = start + SLICE / 2 + stop + 1;
    }
    out.push(text.slice(start, end));
    start = end;
  }
  return out;
}

/**
 * Negation read locally: a word of negation among the four words before the match, or between its
 * words ("I don't want to live", "I do not see the point of going on"). The language model's own
 * negation flag runs on to the end of the sentence, so "I don't know if that is a good suicide
 * method" would read as a denial of suicide; here only the words next to the match count.
 */
const NEGATORS = new Set([
  'not',
  "n't",
  'never',
  'nt',
  'dont',
  'cant',
  'wont',
  'cannot',
  'neither',
  'nor',
]);

/** Words that close a clause: a negation before one of them belongs to the clause before. */
const CLAUSE_BREAKS = new Set([',', ';', ':', 'but', 'and', 'because', 'so', 'though', 'although']);
const SUBJECTS = new Set(['i', 'you', 'he', 'she', 'we', 'they']);

function isNegator(token: { normal: string; lemma: string }): boolean {
  return NEGATORS.has(token.normal) || token.lemma === 'not';
}

function locallyNegated(reading: Reading, match: CueMatch): boolean {
  const tokens = reading.sentences[match.sentence] ?? [];
  const first = Math.min(...match.words);
  const last = Math.max(...match.words);
  for (let i = first + 1; i <= last; i++) {
    const token = tokens[i];
    if (token && !match.words.includes(i) && isNegator(token)) return true;
  }
  for (let i = first - 1; i >= Math.max(0, first - 4); i--) {
    const token = tokens[i];
    if (!token || CLAUSE_BREAKS.has(token.normal)) return false;
    if (!isNegator(token)) continue;
    // A negation followed by a new subject ended its own clause: "I can't, I need to cut myself"
    // written without the comma ("i cant i need to…") still affirms what follows.
    const next = tokens[i + 1];
    return !(next && i + 1 < first && SUBJECTS.has(next.normal));
  }
  return false;
}

/** A cue without its polarity sign, and the polarity it asked for. */
function splitPolarity(cue: string): { body: string; polarity: 'any' | 'affirmed' | 'negated' } {
  if (cue.startsWith('+')) return { body: cue.slice(1), polarity: 'affirmed' };
  if (cue.startsWith('!')) return { body: cue.slice(1), polarity: 'negated' };
  return { body: cue, polarity: 'any' };
}

interface Found {
  concept: Concept;
  negated: boolean;
  /** A crisis concept read as a strong sign only (not first person, or softened by irony). */
  softened: boolean;
  words: string;
}

/**
 * Words that make a sentence about the member or someone close to them: a danger named there is
 * theirs to act on ("my sister is in a violent relationship"), unlike one named about the world.
 */
const CLOSE = new Set([
  'i',
  'me',
  'my',
  'myself',
  'mine',
  'im',
  'ive',
  'id',
  'ill',
  'we',
  'us',
  'our',
  'sister',
  'brother',
  'mom',
  'mum',
  'mother',
  'dad',
  'father',
  'son',
  'daughter',
  'friend',
  'wife',
  'husband',
  'partner',
  'boyfriend',
  'girlfriend',
  'cousin',
  'aunt',
  'uncle',
  'niece',
  'nephew',
  'grandma',
  'grandmother',
  'grandpa',
  'grandfather',
  'roommate',
  'colleague',
  'coworker',
]);

/** Pronouns that name someone mentioned just before. */
const POINTING_BACK = new Set(['he', 'she', 'him', 'her', 'his', 'they', 'them', 'their']);

/**
 * A state the member says is behind them: "I used to hate myself", "I used to want to die".
 * "Used to" before the match in its own clause marks a past habit. A past attempt or preparation
 * is a risk factor whatever its tense, so those concepts keep their weight (`pastCounts`).
 */
function saidAsPast(reading: Reading, concept: Concept, match: CueMatch): boolean {
  if (concept.pastCounts) return false;
  const tokens = reading.sentences[match.sentence] ?? [];
  const first = Math.min(...match.words);
  const last = Math.max(...match.words);
  for (let i = last - 1; i >= Math.max(0, first - 5); i--) {
    const token = tokens[i];
    if (!token) continue;
    if (i < first && CLAUSE_BREAKS.has(token.normal)) return false;
    if (token.normal === 'used' && tokens[i + 1]?.normal === 'to') return true;
    // A past reaction to a cause: "working there made me want to die".
    if (token.normal === 'made' && tokens[i + 1]?.normal === 'me') return true;
  }
  return false;
}

const FIRST_PERSON = new Set(['i', 'me', 'myself', 'im', 'ive', 'id', 'ill']);

/**
 * Laughter or irony next to a concept that has such markers (`softenedBy`), or a sentence about a
 * game, a show, a song or a story in which the member does not speak of themselves ("the villain
 * kills himself in the finale"). A sentence with "I" in it is never read as fiction: "I want to
 * die, this game is too hard" is the member's own.
 */
function ironic(reading: Reading, concept: Concept, match: CueMatch): boolean {
  if (concept.softenedBy && nearHas(reading, match, concept.softenedBy, 6)) return true;
  const tokens = reading.sentences[match.sentence] ?? [];
  return (
    !tokens.some((t) => FIRST_PERSON.has(t.normal)) && sentenceHas(reading, match.sentence, FICTION)
  );
}

function softened(reading: Reading, concept: Concept, match: CueMatch): boolean {
  if (concept.weight !== 'crisis') return false;
  if (saidAsPast(reading, concept, match)) return true;
  if (concept.selfOnly) {
    const tokens = reading.sentences[match.sentence] ?? [];
    const close = (t: { normal: string; lemma: string }) =>
      CLOSE.has(t.normal) || CLOSE.has(t.lemma);
    // "He" or "she" points back to the sentence before: "I live with my uncle. He is
    // abusive." is about someone close.
    const before = reading.sentences[match.sentence - 1] ?? [];
    const pointsBack = tokens.some((t) => POINTING_BACK.has(t.normal)) && before.some(close);
    if (!tokens.some(close) && !pointsBack) return true;
  }
  return ironic(reading, concept, match);
}

function wordsOf(reading: Reading, match: CueMatch): string {
  const tokens = reading.sentences[match.sentence] ?? [];
  return match.words.map((w) => tokens[w]?.normal ?? '').join(' ');
}

function counts(reading: Reading, concept: Concept, match: CueMatch): boolean {
  if (concept.unless && nearHas(reading, match, concept.unless)) return false;
  if (concept.with && !sentenceHas(reading, match.sentence, concept.with)) return false;
  if (concept.unlessInSentence) {
    for (let s = match.sentence - 1; s <= match.sentence + 1; s++) {
      if (
        s >= 0 &&
        s < reading.sentences.length &&
        sentenceHas(reading, s, concept.unlessInSentence)
      )
        return false;
    }
  }
  return true;
}

function findConcept(reading: Reading, concept: Concept): Found | null {
  let negatedFind: Found | null = null;
  let softFind: Found | null = null;
  for (const cue of concept.cues) {
    const { body, polarity } = splitPolarity(cue);
    for (const match of findCue(reading, compileCue(body))) {
      if (!counts(reading, concept, match)) continue;
      const negated = polarity === 'any' ? false : locallyNegated(reading, match);
      if (polarity === 'negated' && !negated) continue;
      const words = wordsOf(reading, match);
      if (polarity === 'affirmed' && negated) {
        if (concept.negatedIsWeak)
          negatedFind ??= { concept, negated: true, softened: false, words };
        continue;
      }
      const soft = softened(reading, concept, match);
      // A strong sign said as past, or next to laughter, counts as a weak one.
      const past =
        concept.weight === 'strong' &&
        (saidAsPast(reading, concept, match) || ironic(reading, concept, match));
      const hit = { concept, negated: false, softened: soft || past, words };
      if (!soft && !past) return hit;
      softFind ??= hit;
    }
  }
  return softFind ?? negatedFind;
}

/**
 * Swearing used only to intensify ("I'm so god damn tired of it", "I'm so fucking done") says
 * nothing of what is meant but lengthens the gaps a cue allows; it is read as absent.
 */
const INTENSIFIERS =
  /\b(?:fucking|fuckin|freaking|friggin|frigging|goddamn|god damn|god damned|damn|bloody|the fuck|the hell|the heck)\b/gi;

/**
 * Repairs that keep words apart before reading: a title run into its body ("end my lifeMight")
 * and self-referring words run together ("killmyself") would otherwise hide the words, and
 * intensifying swearing would stretch the gaps between them.
 */
function unglued(text: string): string {
  return (
    text
      .replace(/(\p{Ll})(\p{Lu})(?=\p{Ll}|\s|[.,!?'’])/gu, '$1. $2')
      // An ellipsis before a new capitalised sentence ends the sentence ("I cannot keep doing this...
      // Then I log off."); mid-sentence ("I just... can't") it stays.
      // Written without a lookahead, so a long run of dots is read once, never backtracked.
      .replace(/(?:\.\s*){2,}/g, (dots, at: number, all: string) =>
        /\p{Lu}/u.test(all.charAt(at + dots.length)) ? '. ' : dots,
      )
      .replace(/\b(kill|hurt|cut|harm|end)(my)(self)\b/gi, '$1 $2$3')
      .replace(INTENSIFIERS, ' ')
  );
}

/**
 * Every concept the reader finds in a text, with the words that matched and how it was read
 * (negated, or softened one step). For the evaluation's error listings; `assessRisk` judges these.
 */
export function explainRisk(
  text: string,
): Array<{ name: string; weight: string; negated: boolean; softened: boolean; words: string }> {
  return findAll(text).map((f) => ({
    name: f.concept.name,
    weight: f.concept.weight,
    negated: f.negated,
    softened: f.softened,
    words: f.words,
  }));
}

function findAll(text: string): Found[] {
  const found: Found[] = [];
  if (text.trim()) {
    for (const slice of slices(unglued(text))) {
      const reading = read(slice);
      for (const concept of CONCEPTS) {
        if (found.some((f) => f.concept === concept && !f.negated && !f.softened)) continue;
        const hit = findConcept(reading, concept);
        if (hit) found.push(hit);
      }
    }
  }
  return found;
}

export function assessRisk(text: string): RiskAssessment {
  const found = findAll(text);
  const crises = found.filter((f) => f.concept.weight === 'crisis' && !f.negated && !f.softened);
  // A softened crisis concept counts as its `otherwise` weight; a softened strong one (said as
  // past) as weak.
  const soft = (f: Found) =>
    f.softened && (f.concept.weight === 'strong' ? 'weak' : (f.concept.otherwise ?? 'strong'));
  const strong = found.filter(
    (f) => (f.concept.weight === 'strong' && !f.softened) || soft(f) === 'strong',
  );
  const weak = new Set(
    found
      .filter(
        (f) =>
          f.concept.weight === 'weak' ||
          (f.concept.weight === 'crisis' && f.negated) ||
          soft(f) === 'weak',
      )
      .map((f) => f.concept.name),
  );
  const concepts = [
    ...new Set(
      found.map((f) =>
        f.negated ? `not ${f.concept.name}` : f.softened ? `~${f.concept.name}` : f.concept.name,
      ),
    ),
  ];
  if (crises.length > 0) {
    const kinds = new Set(crises.map((f) => f.concept.kind ?? 'suicide'));
    return {
      level: 'crisis',
      kinds: URGENCY.filter((k) => kinds.has(k)),
      aboutOther: crises.every((f) => f.concept.aboutOther),
      concepts,
      evidence: crises.map((f) => f.words),
      ...(kinds.has('abuse') ? { outsideHome: placedOutsideHome(text) } : {}),
    };
  }
  const level: RiskLevel = strong.length > 0 || weak.size >= 2 ? 'concern' : 'none';
  return { level, kinds: [], aboutOther: false, concepts, evidence: [] };
}
