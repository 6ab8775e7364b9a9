import {
  type CueMatch,
  compileCue,
  findCue,
  hasCue,
  nearHas,
  type Reading,
  read,
  sentenceHas,
  type Token,
} from '../../nlp/cues.js';
import type { CrisisKind } from './crisis-kinds.js';
import { CONCEPTS, type Concept, FICTION } from './risk-concepts.js';
import { RECALL_CONCEPTS } from './risk-recall-concepts.js';
import { misreadSense } from './risk-senses.js';

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
  /**
   * For a crisis: every kind of danger named, most urgent first. For a concern raised only by
   * signs of abuse: `['abuse']`; otherwise empty.
   */
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
  /**
   * Words quoted from someone else (see `reportedBy`): from a person, their danger (`theirs`);
   * from people in general, words the member only passes on (`passed-on`, a weak sign).
   */
  reported?: Reported;
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
    if (i < first && CLAUSE_BREAKS.has(token.normal)) break;
    if (token.normal === 'used' && tokens[i + 1]?.normal === 'to') return true;
    // A past reaction to a cause: "working there made me want to die".
    if (token.normal === 'made' && tokens[i + 1]?.normal === 'me') return true;
  }
  return !concept.act && datedPast(tokens);
}

/** Words that say a state goes on or came back: a sentence with one is not behind the member. */
const ONGOING = new Set([
  'still',
  'again',
  'now',
  'anymore',
  'since',
  'lately',
  'recently',
  'today',
  'tonight',
  'currently',
  'nowadays',
  'always',
  'every',
]);
const CHILDHOOD = new Set([
  'kid',
  'child',
  'teen',
  'teenager',
  'little',
  'young',
  'younger',
  'small',
  'boy',
  'girl',
]);
const YEARS = new Set(['year', 'years', 'yrs', 'decade', 'decades']);

/**
 * A sentence dated in the member's past, years back or in childhood ("two years ago I wanted to
 * die", "my father hit me when I was small", "as a teen I was abused"), that says nothing of the state
 * going on or coming back ("still", "again", "now", "since"). Weeks, days or hours ago are not
 * dated past: a recent attack or wish is as urgent as a present one. Read per sentence, once
 * through its words.
 */
function datedPast(tokens: Token[]): boolean {
  let dated = false;
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i] as Token;
    if (ONGOING.has(t.normal)) return false;
    if (t.normal === 'ago' && YEARS.has(tokens[i - 1]?.normal ?? '')) dated = true;
    else if (t.normal === 'back' && tokens[i + 1]?.normal === 'then') dated = true;
    else if (
      (t.normal === 'when' && tokens[i + 1]?.normal === 'i' && tokens[i + 2]?.lemma === 'be') ||
      t.normal === 'as'
    ) {
      // "When I was a kid / 12 / little", "as a teen": childhood named.
      const next = tokens.slice(i + 1, i + 6);
      if (next.some((w) => CHILDHOOD.has(w.normal) || /^\d{1,2}$/.test(w.normal))) {
        if (t.normal === 'when' || tokens[i + 1]?.normal === 'a') dated = true;
      }
    }
  }
  return dated;
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
  if (concept.softenedBy && clarifiedAfter(reading, match, concept.softenedBy)) return true;
  return aboutCharacter(reading, match);
}

/**
 * A short next sentence that says what was meant ("no wish to be here any more. At this
 * company I mean."): its context words soften the match as if they stood beside it. Only a
 * sentence of a few words with "mean" in it counts, so a new thought that mentions a job does not.
 */
function clarifiedAfter(reading: Reading, match: CueMatch, cues: string[]): boolean {
  const next = reading.sentences[match.sentence + 1];
  if (!next || next.length > 10 || !next.some((t) => t.lemma === 'mean')) return false;
  const one: Reading = { text: reading.text, sentences: [next], tokens: next };
  return cues.some((cue) => findCue(one, cue).length > 0);
}

/** He, she: a sentence about someone, in a message about a work, is about a character. */
const THIRD_PERSON = new Set(['he', 'she', 'him', 'her', 'his', 'hers', 'himself', 'herself']);

const worksNamed = new WeakMap<Reading, boolean>();

/** Whether the text names a game, a show, a song or a story anywhere (read once per text). */
function namesWork(reading: Reading): boolean {
  let named = worksNamed.get(reading);
  if (named === undefined) {
    named = FICTION.some((cue) => hasCue(reading, cue));
    worksNamed.set(reading, named);
  }
  return named;
}

/**
 * A sentence without the member's own "I" that is about a work: it names the work ("the villain
 * kills himself in the finale"), or it speaks of "him" or "her" in a message that names one ("it
 * makes him seem helpless", after "a fun game"). What is said there is a character's, not the
 * member's. A sentence with "I" in it is never read as fiction: "I want to die, this game is too
 * hard" is the member's own.
 */
function aboutCharacter(reading: Reading, match: CueMatch): boolean {
  const tokens = reading.sentences[match.sentence] ?? [];
  if (tokens.some((t) => FIRST_PERSON.has(t.normal))) return false;
  if (sentenceHas(reading, match.sentence, FICTION)) return true;
  return tokens.some((t) => THIRD_PERSON.has(t.normal)) && namesWork(reading);
}

function softened(reading: Reading, concept: Concept, match: CueMatch): boolean {
  if (concept.weight !== 'crisis') return false;
  if (saidAsPast(reading, concept, match)) return true;
  // An act on the member's body done by someone else ("he hits my arm", "my brother cut my
  // hand") is not self-harm: read one step lower (violence-against-me reads the act itself).
  if (concept.kind === 'self-harm') {
    const tokens = reading.sentences[match.sentence] ?? [];
    if (actByAnother(tokens, Math.min(...match.words))) return true;
  }
  // A method told as someone else's act ("he accidentally pulled the trigger while cleaning it"),
  // or harm to others meant by someone else ("a kid who says he's going to shoot up the school"),
  // is about them, not the member's own intent: read one step lower, so the member is still asked.
  if ((concept.act && concept.kind === 'suicide') || concept.kind === 'harm-to-others') {
    const tokens = reading.sentences[match.sentence] ?? [];
    if (stateOfAnother(tokens, Math.min(...match.words))) return true;
  }
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

/** Whether the sentence or the one just before or after it holds one of the cues. */
function nearSentencesHave(reading: Reading, sentence: number, cues: string[]): boolean {
  for (let s = Math.max(0, sentence - 1); s <= sentence + 1 && s < reading.sentences.length; s++) {
    if (sentenceHas(reading, s, cues)) return true;
  }
  return false;
}

function wordsOf(reading: Reading, match: CueMatch): string {
  const tokens = reading.sentences[match.sentence] ?? [];
  return match.words.map((w) => tokens[w]?.normal ?? '').join(' ');
}

/**
 * A weak state said to be less, or no longer, the member's ("writing here makes me feel less
 * alone", "I'm no longer depressed"): the state is easing, not a sign.
 */
function lessened(tokens: Token[], first: number): boolean {
  const one = tokens[first - 1]?.normal;
  const two = tokens[first - 2]?.normal;
  return (
    one === 'less' ||
    (two === 'no' && one === 'longer') ||
    (one === 'no' && tokens[first + 1]?.normal === 'longer')
  );
}

const THIRD = new Set(['he', 'she', 'they', 'him', 'her', 'them', 'his', 'their', 'hes', 'shes']);
const OWN_SUBJECT = new Set([
  'i',
  'me',
  'my',
  'myself',
  'im',
  'ive',
  'id',
  'we',
  'us',
  'our',
  'you',
  'u',
  'your',
]);
const KIN = new Set([
  'mom',
  'mum',
  'mother',
  'dad',
  'father',
  'sister',
  'brother',
  'son',
  'daughter',
  'wife',
  'husband',
  'partner',
  'boyfriend',
  'girlfriend',
  'friend',
  'cousin',
  'aunt',
  'uncle',
  'ex',
  'grandma',
  'grandpa',
  'roommate',
  'flatmate',
  'housemate',
  'stepdad',
  'stepfather',
  'stepmom',
  'stepmum',
  'stepmother',
  'stepbrother',
  'stepsister',
  'coworker',
  'colleague',
  'boss',
  'kid',
  'child',
]);
/** Words that open a clause of its own: the subject found past one is another clause's. */
const CLAUSE_OPENERS = new Set([
  ...CLAUSE_BREAKS,
  'that',
  'who',
  'when',
  'if',
  'while',
  'since',
  'whether',
  'which',
]);

/**
 * A weak state whose subject is someone else ("she is often sad", "my dad is an alcoholic", "I
 * haven't seen her this depressed"): the nearest person named before the state, in its own clause,
 * is a third person or a relative, not the member. "You" is read as the member's own: people write
 * of themselves as "you". When nobody is named before the state, it is the member's.
 */
function stateOfAnother(tokens: Token[], first: number): boolean {
  for (let i = first - 1; i >= Math.max(0, first - 6); i--) {
    const t = tokens[i] as Token;
    if (CLAUSE_OPENERS.has(t.normal)) return false;
    if (OWN_SUBJECT.has(t.normal)) return false;
    if (THIRD.has(t.normal)) return true;
    if (KIN.has(t.normal) || KIN.has(t.lemma)) return true;
  }
  return false;
}

/** What can be the subject of a harm verb without being a person: the instrument itself. */
const INSTRUMENT = new Set([
  'blade',
  'blades',
  'razor',
  'razors',
  'knife',
  'knives',
  'glass',
  'scissors',
  'lighter',
  'needle',
  'it',
  'this',
  'that',
  'which',
]);

/**
 * Whether an act on the body, matched from its verb, is done by someone else: the verb is in the
 * third person ("hits", "cuts": nobody writes "I hits") with no instrument before it as its subject
 * ("the blade cuts my skin" is the member's act), or the nearest person named before the verb in
 * its clause is a third person or a relative ("my brother cut my hand"). Read only when the match
 * starts with the verb, so "dad saw the scars on my arm" keeps its reading.
 */
function actByAnother(tokens: Token[], first: number): boolean {
  const verb = tokens[first];
  if (verb?.pos !== 'VERB') return false;
  const thirdSingular =
    verb.normal !== verb.lemma && verb.normal.endsWith('s') && !verb.normal.endsWith('ss');
  if (thirdSingular) {
    for (let i = first - 1; i >= Math.max(0, first - 4); i--) {
      const t = tokens[i] as Token;
      if (CLAUSE_BREAKS.has(t.normal)) break;
      if (INSTRUMENT.has(t.normal) || FIRST_PERSON.has(t.normal)) return false;
    }
    return true;
  }
  return stateOfAnother(tokens, first);
}

/**
 * Strong signs that describe a state of mind: said of someone else they are that person's mood,
 * not the member's.
 */
const MOOD_SIGNS = new Set([
  'hopeless',
  'future-closed',
  'hope-gone',
  'burden',
  'self-hatred',
  'unbearable-pain',
  'distress-self',
  'wants-relief',
  'reckless-indifference',
]);

/** People in general or a group, who head a relative clause: "those who", "people that". */
const GROUP_HEADS = new Set([
  'those',
  'people',
  'ppl',
  'anyone',
  'anybody',
  'someone',
  'somebody',
  'everyone',
  'everybody',
  'others',
  'kids',
  'men',
  'women',
  'person',
  'folks',
]);

/** A third person as the subject of a clause ("him" after "makes" is an object, not one). */
const NOMINATIVE = new Set(['he', 'she', 'they', 'hes', 'shes']);

/** Verbs that join a subject to a state: "she is helpless", "he feels hopeless". */
const LINKING = new Set(['be', 'feel', 'seem', 'look', 'sound', 'become', 'get', 'remain']);

/**
 * A strong sign of mood said of someone else is read one step lower, as a weak sign: "my aunt is
 * helpless without my gran", "my dad feels hopeless", "a group for people who feel hopeless".
 * Read only where the sign is a state (it opens on an adjective, a noun or "no": never an
 * act such as "finally going to do it"), and its subject is plain:
 * - a third person as subject or a relative, then a linking verb, right before it ("she is", "my
 *   dad feels"),
 *   with at most two adverbs or determiners between;
 * - or a group heading a relative clause the sign sits in ("people who …", "those that …").
 * The member's own "I", "my" or "you" before it keeps the sign theirs.
 */
function moodOfAnother(reading: Reading, concept: Concept, match: CueMatch): boolean {
  if (!MOOD_SIGNS.has(concept.name)) return false;
  const tokens = reading.sentences[match.sentence] ?? [];
  const first = Math.min(...match.words);
  const opening = tokens[first];
  if (!opening || !['ADJ', 'NOUN', 'DET'].includes(opening.pos)) return false;
  let i = first - 1;
  while (i >= 0 && first - i <= 3 && ['ADV', 'DET', 'PART'].includes(tokens[i]?.pos ?? '')) i--;
  const verb = tokens[i];
  if (verb && LINKING.has(verb.lemma)) {
    const subject = tokens[i - 1];
    if (
      subject &&
      (NOMINATIVE.has(subject.normal) || KIN.has(subject.normal) || KIN.has(subject.lemma))
    )
      return true;
  }
  for (let k = first - 1; k >= Math.max(1, first - 4); k--) {
    const t = tokens[k] as Token;
    if (OWN_SUBJECT.has(t.normal)) return false;
    if (t.normal === 'who' || t.normal === 'that')
      return GROUP_HEADS.has(tokens[k - 1]?.normal ?? '');
  }
  return false;
}

const IMAGINED = ['might|could|would ~ make|makes ~ me ~ feel|felt'];

/** Determiners: a word right after one is a noun ("in the end it works out"), not a verb. */
const DETERMINERS = new Set(['the', 'a', 'an', 'this', 'that']);

function counts(reading: Reading, concept: Concept, match: CueMatch): boolean {
  const tokens = reading.sentences[match.sentence] ?? [];
  const first = Math.min(...match.words);
  // "End" after a determiner is the noun ("in the end we pass it", "at the end it was
  // fine"): never the verb of ending something.
  if (tokens[first]?.lemma === 'end' && DETERMINERS.has(tokens[first - 1]?.normal ?? ''))
    return false;
  // "End up" is the phrasal verb of how things turn out ("they end up dehydrating themselves"):
  // never the verb of ending a life, whatever follows it.
  if (tokens[first]?.lemma === 'end' && tokens[first + 1]?.normal === 'up') return false;
  // A mood or a sign of distress in a sentence about a character is the character's, not the
  // member's (crisis concepts are read one step lower there instead, see `softened`).
  if (concept.weight !== 'crisis' && aboutCharacter(reading, match)) return false;
  // A weak state given as what something might cause ("moving might make me feel lonely") is a
  // reaction imagined, not a state the member is in; "they make me feel alone" still counts.
  if (concept.weight === 'weak' && nearHas(reading, match, IMAGINED)) return false;
  if (concept.weight === 'weak' && (lessened(tokens, first) || stateOfAnother(tokens, first)))
    return false;
  if (concept.unless && nearHas(reading, match, concept.unless)) return false;
  if (concept.unlessWithin && nearHas(reading, match, concept.unlessWithin, 0)) return false;
  if (concept.with && !sentenceHas(reading, match.sentence, concept.with)) return false;
  if (concept.withNear && !nearSentencesHave(reading, match.sentence, concept.withNear))
    return false;
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

/** Kinds whose words, quoted from someone else, are theirs: suicide and self-harm (and states). */
const QUOTABLE = new Set<CrisisKind>(['suicide', 'self-harm']);

/** Verbs that introduce someone's words ("she said", "someone posts", "he was like"). */
const SAYING = new Set([
  'say',
  'said',
  'says',
  'saying',
  'tell',
  'tells',
  'told',
  'telling',
  'ask',
  'asks',
  'asked',
  'like',
  'go',
  'goes',
  'went',
  'write',
  'writes',
  'wrote',
  'post',
  'posts',
  'posted',
  'comment',
  'comments',
  'commented',
  'reply',
  'replies',
  'replied',
  'text',
  'texts',
  'texted',
  'message',
  'messaged',
  'scream',
  'screamed',
  'yell',
  'yelled',
  'shout',
  'shouted',
]);

/** Words that name a title: what follows in quotes is a work's words ("a song called '…'"). */
const TITLING = new Set(['called', 'named', 'titled', 'entitled']);

const offsets = new WeakMap<Reading, number[]>();

/** Where each sentence starts in `reading.tokens`. */
function sentenceOffsets(reading: Reading): number[] {
  let starts = offsets.get(reading);
  if (!starts) {
    starts = [];
    let at = 0;
    for (const sentence of reading.sentences) {
      starts.push(at);
      at += sentence.length;
    }
    offsets.set(reading, starts);
  }
  return starts;
}

/** Speakers in general: their words are passed on, not a person's own danger. */
const GENERIC_SPEAKERS = new Set([
  'someone',
  'somebody',
  'anyone',
  'anybody',
  'everyone',
  'everybody',
  'people',
  'ppl',
  'they',
  'you',
  'u',
  'nobody',
]);

type Reported = 'theirs' | 'passed-on';
type Quoted = Reported | 'to-member';

/** What of the member's own can speak in a quote: their mind, its voices, their illness. */
const OWN_MIND = new Set([
  'brain',
  'mind',
  'head',
  'thoughts',
  'voice',
  'voices',
  'depression',
  'anxiety',
  'inner',
  'heart',
  'body',
]);

/**
 * Whose words a quoted match is. The match ends inside quotation marks and a verb of saying stands
 * in the six words before the quote ("someone posts 'I want to die'", "my friend texted me 'I'm
 * going to end it'"). With "I" from the three words before the verb up to the quote, or the
 * member's own mind as the speaker, the member quotes themselves: their own words (null).
 * - Said by people in general ("someone", "people", "you"), or named as a title ("a song
 *   called …"): passed on (`passed-on`).
 * - Said by a person (a friend, "he", a user named) of themselves: that person's danger
 *   (`theirs`); the member needs the same resources to help them.
 * - Said by a person to the member ("just end it"): a danger aimed at the member (`to-member`).
 * A quote with no verb of saying before it (a title, a phrase stressed) is the member's (null).
 * In every quoted case a mood or a state is the speaker's, not the member's.
 */
function reportedBy(reading: Reading, match: CueMatch): Quoted | null {
  const sentence = reading.sentences[match.sentence] ?? [];
  // The match ends inside the quote: its words of danger are quoted, even when a word before
  // the quote is part of it ("somebody comments 'I want to die'").
  const last = Math.max(...match.words);
  if (!sentence[last]?.quoted) return null;
  const tokens = reading.tokens;
  let start = (sentenceOffsets(reading)[match.sentence] ?? 0) + last;
  while (start > 0 && tokens[start - 1]?.quoted) start--;
  for (let v = start - 1; v >= Math.max(0, start - 6); v--) {
    const verb = tokens[v];
    if (!verb || verb.quoted) return null;
    if (TITLING.has(verb.normal)) return 'passed-on';
    if (!SAYING.has(verb.normal)) continue;
    // "Like" quotes only after a form of "be" ("she was like …"); "things like …" names examples.
    if (verb.normal === 'like' && tokens[v - 1]?.lemma !== 'be') continue;
    const around = tokens.slice(Math.max(0, v - 3), start);
    if (around.some((t) => t.normal === 'i')) return null;
    const before = tokens.slice(Math.max(0, v - 4), v);
    // The member's own mind speaking ("my brain keeps telling me '…'") is the member.
    if (before.some((t, k) => t.normal === 'my' && OWN_MIND.has(before[k + 1]?.normal ?? '')))
      return null;
    if (before.some((t) => GENERIC_SPEAKERS.has(t.normal))) return 'passed-on';
    // A person speaking of themselves ("I'm going to end it") puts themselves at risk; words
    // said to the member ("just end it") are about the member (`to-member`).
    let end = start;
    while (tokens[end + 1]?.quoted && end - start < 40) end++;
    return tokens.slice(start, end + 1).some((t) => FIRST_PERSON.has(t.normal))
      ? 'theirs'
      : 'to-member';
  }
  return null;
}

function findConcept(reading: Reading, concept: Concept): Found | null {
  let negatedFind: Found | null = null;
  let softFind: Found | null = null;
  for (const cue of concept.cues) {
    const { body, polarity } = splitPolarity(cue);
    for (const match of findCue(reading, compileCue(body, { loose: true }))) {
      if (!counts(reading, concept, match)) continue;
      const negated = polarity === 'any' ? false : locallyNegated(reading, match);
      if (polarity === 'negated' && !negated) continue;
      const words = wordsOf(reading, match);
      if (polarity === 'affirmed' && negated) {
        if (concept.negatedIsWeak)
          negatedFind ??= { concept, negated: true, softened: false, words };
        continue;
      }
      // Someone else's words, quoted: a state in them is not the member's, and a danger in them
      // is theirs (a friend's) or only passed on (someone's post). Threats, violence and
      // emergencies quoted are evidence of danger and keep their weight.
      const quoted = QUOTABLE.has(concept.kind ?? 'suicide') ? reportedBy(reading, match) : null;
      if (quoted && concept.weight !== 'crisis') continue;
      const reported = quoted === 'to-member' ? null : quoted;
      if (reported === 'passed-on') {
        softFind ??= { concept, negated: false, softened: true, words, reported };
        continue;
      }
      // A word in another sense, a thing or someone else as its subject, a topic or a story
      // (risk-senses.ts): dropped, passed on as one weak mention, or read one step lower.
      const sense = misreadSense(reading, concept, match);
      if (sense === 'drop' || (sense === 'lower' && concept.weight === 'weak')) continue;
      if (sense === 'mention') {
        softFind ??= { concept, negated: false, softened: true, words, reported: 'passed-on' };
        continue;
      }
      const soft = softened(reading, concept, match) || sense === 'lower';
      // A strong sign said as past, or next to laughter, counts as a weak one.
      const past =
        concept.weight === 'strong' &&
        (saidAsPast(reading, concept, match) ||
          ironic(reading, concept, match) ||
          moodOfAnother(reading, concept, match));
      const hit: Found = { concept, negated: false, softened: soft || past, words };
      if (reported) hit.reported = reported;
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
export function explainRisk(text: string): Array<{
  name: string;
  weight: string;
  negated: boolean;
  softened: boolean;
  words: string;
  reported?: Reported;
}> {
  return findAll(text).map((f) => ({
    name: f.concept.name,
    weight: f.concept.weight,
    negated: f.negated,
    softened: f.softened,
    words: f.words,
    ...(f.reported ? { reported: f.reported } : {}),
  }));
}

/**
 * "Im" written without its apostrophe and capitalised, as a sentence opens ("Im worthless"), is
 * "I am": the matcher's spelling fixes read only the lower-case form, and "i ~ be" cues missed it.
 * "IM" (a message) is written otherwise and is left alone.
 */
function imRead(text: string): string {
  return text.replace(/\bIm\b/g, 'I am');
}

/** The main list and the recall groups (risk-recall-concepts.ts), read alike. */
const ALL_CONCEPTS: Concept[] = [...CONCEPTS, ...RECALL_CONCEPTS];

function findAll(text: string): Found[] {
  const found: Found[] = [];
  if (text.trim()) {
    for (const slice of slices(unglued(imRead(text)))) {
      const reading = read(slice);
      for (const concept of ALL_CONCEPTS) {
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
    f.softened &&
    (f.concept.weight === 'strong' || f.reported === 'passed-on'
      ? 'weak'
      : (f.concept.otherwise ?? 'strong'));
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
      // Words passed on are one mention, however many concepts read them.
      .map((f) => (f.reported === 'passed-on' ? 'passed-on' : f.concept.name)),
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
      aboutOther: crises.every((f) => f.concept.aboutOther || f.reported === 'theirs'),
      concepts,
      evidence: crises.map((f) => f.words),
      ...(kinds.has('abuse') ? { outsideHome: placedOutsideHome(text) } : {}),
    };
  }
  const level: RiskLevel = strong.length > 0 || weak.size >= 2 ? 'concern' : 'none';
  // A concern raised only by signs of abuse (a partner who watches, a threat told) is asked about
  // as abuse: the check-in asks about safety with the people around them, with abuse lines.
  const abuseOnly =
    level === 'concern' && strong.length > 0 && strong.every((f) => f.concept.kind === 'abuse');
  return { level, kinds: abuseOnly ? ['abuse'] : [], aboutOther: false, concepts, evidence: [] };
}
