import { type CueMatch, nearHas, type Reading, sentenceHas, type Token } from '../../nlp/cues.js';
import { type Concept, FICTION } from './risk-concepts.js';

/**
 * Readings that are wrong, not risks that are mild: the word in another sense, a sign whose
 * subject is a thing or someone else, a mention of the topic or a story. Each class is
 * read as a concept (who or what the subject is, what the words are about, what tense they are
 * in), never as a list of posts; a literal first-person danger keeps its weight in every class.
 *
 * - `drop`: the words do not say what the concept means ("the heat is unbearable", "a farewell
 *   note to my team", "my personal life has suffered").
 * - `lower`: read one step lower, as a sign to ask about ("I need it all to be over, this exam week
 *   is hell", "in the book the detective shoots himself").
 * - `mention`: the words are a topic, passed on: one weak sign however many concepts read them
 *   ("my thesis on self-harm", "a video about suicide for class").
 */
export type Sense = 'drop' | 'lower' | 'mention';

const PERSON_PRONOUNS = new Set([
  'i',
  'me',
  'you',
  'u',
  'we',
  'us',
  'he',
  'she',
  'they',
  'him',
  'her',
  'them',
  'im',
  'ive',
  'id',
  'everyone',
  'everybody',
  'someone',
  'somebody',
  'nobody',
  'anyone',
  'people',
]);

/**
 * What a person can find unbearable or suffer that is their own inner life, not a thing around
 * them: "this pain is unbearable" is pain; "this commute is unbearable" is a complaint.
 */
const INNER = new Set([
  'pain',
  'life',
  'lives',
  'feeling',
  'feelings',
  'loneliness',
  'sadness',
  'depression',
  'anxiety',
  'hurt',
  'suffering',
  'existence',
  'thought',
  'thoughts',
  'mind',
  'head',
  'emotion',
  'emotions',
  'heartache',
  'ache',
  'misery',
  'grief',
  'guilt',
  'shame',
  'self',
  'emptiness',
  'numbness',
  'health',
  'heart',
  'soul',
  'world',
  'everything',
  'nothing',
  'anything',
  'way',
  'torment',
  'hell',
  'darkness',
  'voices',
  'voice',
  'abuse',
  'fear',
  'panic',
  'body',
  'living',
]);

/** Words that end a clause: the subject of a word is looked for only back to one of these. */
const CLAUSE_EDGE = new Set([
  ',',
  ';',
  ':',
  '-',
  '(',
  ')',
  'but',
  'and',
  'because',
  'so',
  'though',
  'although',
  'that',
  'which',
  'when',
  'while',
  'if',
  'since',
]);

/** Possessives and determiners before a subject noun ("my personal life", "the heat"). */
function isNounLike(t: Token): boolean {
  return t.pos === 'NOUN' || t.pos === 'PROPN' || t.pos === 'PRON';
}

/**
 * The subject of the clause a word sits in: the first noun or pronoun after the clause's start
 * ("My home life with the kids has suffered" → life; "The heat is unbearable today" → heat).
 * Possessive words ("my", "his") are not subjects. Null when the clause names none before the word.
 */
function clauseSubject(tokens: Token[], at: number): Token | null {
  let start = at - 1;
  while (start >= 0 && !CLAUSE_EDGE.has(tokens[start]?.normal ?? '')) start--;
  for (let i = start + 1; i < at; i++) {
    const t = tokens[i] as Token;
    if (['my', 'your', 'his', 'her', 'our', 'their', 'its'].includes(t.normal)) continue;
    // "Every day is agony": every day of the member's life is their life, not a thing.
    if (isNounLike(t)) return ['every', 'each'].includes(tokens[i - 1]?.normal ?? '') ? null : t;
  }
  return null;
}

/** A subject that is a thing, not a person or the member's inner life ("the heat", "my grades"). */
function thingAsSubject(subject: Token | null): boolean {
  if (!subject) return false;
  if (PERSON_PRONOUNS.has(subject.normal)) return false;
  if (['it', 'this', 'that', 'everything', 'nothing', 'all'].includes(subject.normal)) return false;
  if (subject.pos === 'PROPN' || subject.pos === 'PRON') return false;
  return (
    !INNER.has(subject.normal) && !INNER.has(subject.lemma) && !PERSON_NOUNS.has(subject.lemma)
  );
}

const PERSON_NOUNS = new Set([
  'person',
  'people',
  'friend',
  'mom',
  'mum',
  'mother',
  'dad',
  'father',
  'parent',
  'sister',
  'brother',
  'family',
  'kid',
  'child',
  'son',
  'daughter',
  'wife',
  'husband',
  'partner',
  'boyfriend',
  'girlfriend',
  'man',
  'woman',
  'guy',
  'girl',
  'boy',
  'teen',
  'teenager',
  'everyone',
  'baby',
]);

/** Words that say a state is unbearable, as an adjective or a noun of pain. */
const UNBEARABLE = new Set([
  'unbearable',
  'unbearably',
  'excruciating',
  'agony',
  'torture',
  'torment',
  'hell',
]);

/**
 * Word sense by subject: a thing that "suffers" has got worse ("my grades suffered", "my personal
 * life with my family has suffered"), and a thing that is "unbearable" or "agony" is a complaint
 * ("the heat is unbearable", "this commute is agony"). "Can't take this commute anymore" names
 * what cannot be borne: a thing, not the member's pain. The member's own pain, life, feelings,
 * a person, or "it"/"this" left unnamed keep the sign.
 */
function thingSense(tokens: Token[], match: CueMatch): boolean {
  const first = Math.min(...match.words);
  const last = Math.max(...match.words);
  const opening = tokens[first] as Token;
  if (opening.lemma === 'suffer' || UNBEARABLE.has(opening.normal)) {
    // "Suffer from …" and "suffering with …" name what the member suffers: theirs.
    if (['from', 'with', 'through'].includes(tokens[first + 1]?.normal ?? '')) return false;
    return thingAsSubject(clauseSubject(tokens, first));
  }
  // "Can't take / stand / handle this <thing> anymore": the word named after "this" is the
  // object borne.
  if (['can', 'cant'].includes(opening.normal) || opening.lemma === 'can') {
    for (let i = first + 1; i < last; i++) {
      const t = tokens[i] as Token;
      if (match.words.includes(i)) continue;
      if (t.pos === 'NOUN') return !INNER.has(t.normal) && !INNER.has(t.lemma);
    }
  }
  return false;
}

/** Where people leave work or study: a farewell addressed there is a job or a course ending. */
const WORK_AUDIENCE = [
  'team|teams|colleague|colleagues|coworker|coworkers|co_worker|co_workers|office|job|company|employer|boss|manager|department|workplace|shift|store|client|clients|customers|staff|crew|class|classmates|students|teacher|school|university|uni|internship|contract|project|retirement|leaving_do|farewell_party',
];

/** Words of a final goodbye that no work context explains ("goodbye world", "goodbye forever"). */
const FINAL_WORDS = new Set(['world', 'cruel', 'forever', 'life', 'earth', 'alive', 'suicide']);

const FAREWELLS = new Set(['preparation', 'farewell-note', 'farewell-said', 'farewell-final']);

/**
 * A farewell or a note addressed to work or study ("a farewell note to my team", "my goodbyes to
 * the office", "this is my last post as a moderator, goodbye everyone" with a job named) is a
 * leaving, not a goodbye to life. Words of a final goodbye ("goodbye world") keep it, whatever is
 * named beside them.
 */
function workFarewell(reading: Reading, concept: Concept, match: CueMatch): boolean {
  if (!FAREWELLS.has(concept.name)) return false;
  const tokens = reading.sentences[match.sentence] ?? [];
  const said = match.words.map((w) => tokens[w]?.normal ?? '');
  if (
    !said.some((w) =>
      ['goodbye', 'goodbyes', 'bye', 'farewell', 'farewells', 'note', 'letter', 'message'].includes(
        w,
      ),
    )
  )
    return false;
  if (tokens.some((t) => FINAL_WORDS.has(t.normal))) return false;
  return sentenceHas(reading, match.sentence, WORK_AUDIENCE);
}

/** Something with an end in sight: a wish for it to be over is for the task, not for life. */
const BOUNDED = new Set([
  'exam',
  'exams',
  'finals',
  'test',
  'tests',
  'week',
  'weeks',
  'semester',
  'term',
  'shift',
  'shifts',
  'project',
  'meeting',
  'meetings',
  'interview',
  'interviews',
  'day',
  'deadline',
  'deadlines',
  'season',
  'trip',
  'flight',
  'wedding',
  'move',
  'process',
  'search',
  'hunt',
  'course',
  'year',
  'month',
  'quarter',
  'presentation',
  'class',
  'lecture',
  'surgery',
  'audit',
  'launch',
  'sprint',
  'commute',
]);

const WISH_ENDS = new Set(['wish-dead', 'wish-over', 'wants-relief']);
const DEATH_WORDS = new Set(['die', 'dead', 'death', 'dying', 'kill', 'life', 'live', 'exist']);

/**
 * "I need it all to be over, this exam week is hell": the wish is for a bounded task to end,
 * named in the same sentence. Read one step lower (the member is still asked), never when the
 * words name death or life themselves.
 */
function taskEnding(reading: Reading, concept: Concept, match: CueMatch): boolean {
  if (!WISH_ENDS.has(concept.name)) return false;
  const tokens = reading.sentences[match.sentence] ?? [];
  if (match.words.some((w) => DEATH_WORDS.has(tokens[w]?.lemma ?? ''))) return false;
  if (
    !match.words.some((w) =>
      ['over', 'end', 'stop', 'disappear', 'vanish'].includes(tokens[w]?.lemma ?? ''),
    )
  )
    return false;
  // The task is what "it" stands for: named in the wish ("I want this week to be over") or
  // after it as its gloss ("…to be over, this exam week is hell"), not before it as a span of
  // time ("for a year I have wanted it all to end").
  const first = Math.min(...match.words);
  return tokens.slice(first).some((t) => BOUNDED.has(t.normal));
}

/** What the member's words can be about as a subject of study, news or talk. */
const TOPIC_NOUNS = new Set([
  'post',
  'posts',
  'video',
  'videos',
  'thesis',
  'essay',
  'paper',
  'research',
  'article',
  'articles',
  'book',
  'books',
  'documentary',
  'awareness',
  'prevention',
  'lesson',
  'lessons',
  'talk',
  'assignment',
  'presentation',
  'study',
  'studies',
  'course',
  'training',
  'podcast',
  'report',
  'news',
  'statistics',
  'stats',
  'rates',
  'campaign',
  'charity',
  'seminar',
  'workshop',
  'project',
]);
const TOPIC_PREPOSITIONS = new Set(['about', 'on', 'regarding', 'around']);
const TOPIC_WORDS = new Set([
  'suicide',
  'suicidal',
  'self',
  'harm',
  'selfharm',
  'cutting',
  'overdose',
  'overdoses',
  'depression',
  'abuse',
]);

/**
 * Suicide or self-harm named as a subject of study, news or talk ("my thesis on self-harm",
 * "a video about suicide for class", "suicide prevention training"): the noun after "about / on"
 * or before "awareness / prevention", with such a topic named in the sentence. It is passed on,
 * not the member's act. A sentence where the member says it of themselves ("I self harm") has no
 * such frame and keeps its weight.
 */
function topicMention(reading: Reading, concept: Concept, match: CueMatch): boolean {
  if (!['suicide-word', 'self-harm'].includes(concept.name)) return false;
  const tokens = reading.sentences[match.sentence] ?? [];
  const first = Math.min(...match.words);
  const last = Math.max(...match.words);
  if (!match.words.every((w) => TOPIC_WORDS.has(tokens[w]?.normal ?? ''))) return false;
  if (!tokens.some((t) => t.pos === 'NOUN' && TOPIC_NOUNS.has(t.normal))) return false;
  const after = tokens[last + 1]?.normal ?? '';
  // "Suicide awareness", "suicide rates": the word names a subject. A hotline or a prevention
  // line the member called is their own help-seeking, and keeps its weight.
  if (['awareness', 'rates', 'statistics', 'stats'].includes(after)) return true;
  // "about suicide", "about suicide or self harm": a topic preposition within the two words
  // before, skipping a joined alternative.
  for (let i = first - 1; i >= Math.max(0, first - 4); i--) {
    const w = tokens[i]?.normal ?? '';
    if (TOPIC_PREPOSITIONS.has(w)) return true;
    if (!['or', 'and', 'like', 'topics', 'topic', 'of'].includes(w) && !TOPIC_WORDS.has(w))
      return false;
  }
  return false;
}

/** Words of a harm only feared or foreseen, not done: "he's probably gonna get hurt". */
const FEARED = new Set([
  'gonna',
  'going',
  'might',
  'could',
  'may',
  'will',
  'probably',
  'maybe',
  'worried',
  'afraid',
  'scared',
]);

/**
 * An assault feared for someone else, in the passive ("he is probably going to get hurt by his stepmum",
 * "I'm worried she might get hit by her dad"): a worry about them, not an assault on the member
 * or one told as done. Read one step lower: the member is asked about it. A done assault on
 * someone close ("she got hit by her husband") keeps its weight.
 */
function otherHurt(reading: Reading, concept: Concept, match: CueMatch): boolean {
  if (concept.name !== 'violence-against-me') return false;
  const tokens = reading.sentences[match.sentence] ?? [];
  const first = Math.min(...match.words);
  const last = Math.max(...match.words);
  if (!['be', 'get'].includes(tokens[first]?.lemma ?? '')) return false;
  if (!match.words.some((w) => tokens[w]?.normal === 'by')) return false;
  if (tokens.slice(first, last + 1).some((t) => ['me', 'my', 'i'].includes(t.normal))) return false;
  // The one hurt is named right before the verb ("he's gonna get hurt", "she might get hit").
  const around = tokens.slice(Math.max(0, first - 5), first);
  if (!around.some((t) => ['he', 'she', 'they', 'hes', 'shes'].includes(t.normal))) return false;
  const gap = tokens.slice(Math.max(0, first - 5), last + 1);
  return gap.some((t) => FEARED.has(t.normal));
}

const FIRST_PERSON = new Set(['i', 'me', 'my', 'myself', 'im', 'ive', 'id', 'ill', 'mine']);

/** A work named by where things happen in it: "in the book", "in season two", "in the show". */
const IN_A_WORK = [
  'in|by the|this|that|a book|novel|series|season|show|story|play|film|movie|episode',
  'in season|episode|chapter|volume',
];

/**
 * A danger in a sentence about a work, told of a character, with no "I" or "me" in it ("in the
 * book the detective shoots himself", "in season two she hangs herself"): read one step lower,
 * as the reader already does for a work named by its kind ("the villain", "the movie"); "book",
 * "show" and "story" count only as the place where it happens ("in the book"), because people
 * also tell their own story. A sentence where the member speaks of themselves is never fiction.
 */
function fictionMention(reading: Reading, concept: Concept, match: CueMatch): boolean {
  if (concept.weight !== 'crisis') return false;
  const tokens = reading.sentences[match.sentence] ?? [];
  if (tokens.some((t) => FIRST_PERSON.has(t.normal))) return false;
  if (
    !tokens.some((t) =>
      ['he', 'she', 'they', 'himself', 'herself', 'themselves', 'his', 'her'].includes(t.normal),
    )
  )
    return false;
  return sentenceHas(reading, match.sentence, [...FICTION, ...IN_A_WORK]);
}

/** What a member does at a place of work or training, said before the place is named. */
const WORK_AT = new Set([
  'work',
  'works',
  'worked',
  'working',
  'job',
  'placement',
  'shift',
  'shifts',
  'intern',
  'internship',
  'volunteer',
  'volunteering',
  'volunteered',
  'employed',
  'hired',
  'staff',
  'nurse',
  'nursing',
  'admin',
  'receptionist',
  'orderly',
  'career',
  'applying',
  'applied',
  'interview',
  'rotation',
]);

/**
 * A psychiatric ward or hospital named as where the member works, trains or applies ("I work in a
 * psychiatric hospital as an admin", "my nursing placement on a psych ward"): a workplace, not
 * care received. The member's own stay ("I was in a psych ward") has no such word and keeps its
 * weight.
 */
function treatmentAsWorkplace(reading: Reading, concept: Concept, match: CueMatch): boolean {
  if (concept.name !== 'fear-or-treatment') return false;
  const tokens = reading.sentences[match.sentence] ?? [];
  const first = Math.min(...match.words);
  const opening = tokens[first]?.normal ?? '';
  if (!['psych', 'psychiatric', 'mental'].includes(opening)) return false;
  return tokens.slice(Math.max(0, first - 8), first).some((t) => WORK_AT.has(t.normal));
}

/** Contests: "beaten in the final" is a defeat. */
const CONTESTS = new Set([
  'game',
  'games',
  'match',
  'final',
  'finals',
  'semifinal',
  'race',
  'round',
  'competition',
  'tournament',
  'chess',
  'election',
  'vote',
  'league',
  'quiz',
  'contest',
  'cup',
  'debate',
  'draft',
]);

/** Where one is taken along to, not dragged by force: an event or an activity. */
const OUTINGS = new Set([
  'class',
  'party',
  'concert',
  'church',
  'gym',
  'mall',
  'meeting',
  'wedding',
  'practice',
  'shopping',
  'yoga',
  'movies',
  'cinema',
  'museum',
  'event',
  'festival',
  'game',
  'dinner',
  'lunch',
  'brunch',
  'show',
  'club',
  'lecture',
  'seminar',
  'conference',
  'interview',
  'fair',
]);

/**
 * A verb of violence in its other sense, read by the words right after it:
 * - "hit on me" is flirting (the particle "on" between the verb and the member);
 * - pushed or dragged "into" doing something, or "along" or "to" an outing, is persuasion
 *   ("my dad pushed me into studying law", "my sister dragged me to a yoga class");
 * - "beaten in / at" a contest is a defeat ("I got beaten in the chess final").
 * A place of force ("dragged me to the car", "pushed me into the wall") keeps its weight.
 */
function figurativeAct(reading: Reading, concept: Concept, match: CueMatch): boolean {
  if (concept.name !== 'violence-against-me' && concept.name !== 'violence-at-home') return false;
  const tokens = reading.sentences[match.sentence] ?? [];
  const first = Math.min(...match.words);
  const last = Math.max(...match.words);
  for (let i = first; i <= last; i++) {
    const t = tokens[i] as Token;
    const next = tokens[i + 1]?.normal ?? '';
    if (t.lemma === 'hit' && next === 'on') return true;
  }
  const verb = match.words
    .map((w) => tokens[w] as Token)
    .find(
      (t) =>
        ['push', 'pushed', 'drag', 'dragged', 'beat', 'beaten', 'beating'].includes(t.normal) ||
        ['push', 'drag', 'beat'].includes(t.lemma),
    );
  if (!verb) return false;
  const after = tokens.slice(last + 1, last + 5);
  const word = after[0]?.normal ?? '';
  if (verb.lemma === 'beat' || verb.normal.startsWith('beat')) {
    return (
      ['in', 'at', 'by'].includes(word) &&
      after.slice(1).some((t) => CONTESTS.has(t.normal) || /^\d/.test(t.normal))
    );
  }
  // "Dragged me along to a gig" or "along with them" is company; "along the floor" is force.
  if (word === 'along') return ['to', 'with', 'for'].includes(after[1]?.normal ?? '');
  if (word === 'into') return after[1]?.pos === 'VERB' || /ing$/.test(after[1]?.normal ?? '');
  if (word === 'to') return after.slice(1).some((t) => OUTINGS.has(t.normal));
  return false;
}

/** Things a body part meets by accident: "burned my hand on the oven", "cut my finger on a tin". */
const SURFACES = new Set([
  'oven',
  'stove',
  'hob',
  'pan',
  'pot',
  'kettle',
  'iron',
  'grill',
  'toaster',
  'radiator',
  'heater',
  'tray',
  'nail',
  'nails',
  'tin',
  'can',
  'glass',
  'paper',
  'fence',
  'door',
  'edge',
  'corner',
  'table',
  'desk',
  'counter',
  'machine',
  'wire',
  'box',
  'bike',
  'chain',
  'fryer',
  'espresso',
  'steam',
  'coffee',
]);

/**
 * A body part hurt "on" a thing at hand ("I burned my hand on the oven at work", "cut my thumb
 * on a tin lid"): contact with an object, an accident. "With" a tool, or "on purpose", names a
 * means and keeps its weight ("I burned my arm with a lighter").
 */
function accidentOnThing(reading: Reading, concept: Concept, match: CueMatch): boolean {
  if (concept.kind !== 'self-harm') return false;
  const tokens = reading.sentences[match.sentence] ?? [];
  const last = Math.max(...match.words);
  if (tokens[last + 1]?.normal !== 'on') return false;
  const after = tokens.slice(last + 2, last + 6);
  if (after.some((t) => t.normal === 'purpose')) return false;
  return after.some((t) => SURFACES.has(t.normal));
}

/** Dispensing: pills counted or sorted as a job, not as a means. */
const DISPENSING_WORK = [
  'pharmacist|pharmacists|pharmacy|dispensary|chemist|chemists|tech|technician|shift|shifts|work|job|nurse|ward|hospital|care_home|customers|prescriptions',
];

const MEANS_WEIGHED = new Set([
  'my',
  'mine',
  'need',
  'enough',
  'take',
  'swallow',
  'overdose',
  'die',
  'end',
  'kill',
  'save',
  'saving',
  'stash',
  'hoard',
  'hoarding',
  'stockpile',
  'stockpiling',
  'myself',
]);

/**
 * Pills counted, sorted or handed out in a sentence about the member's work ("I'm a pharmacist and
 * I count pills all day", "my shifts are spent counting tablets"): a job, not a means weighed.
 * Pills counted with no work named ("I counted my pills again") keep their weight.
 */
function dispensingAsWork(reading: Reading, concept: Concept, match: CueMatch): boolean {
  if (concept.name !== 'method') return false;
  const tokens = reading.sentences[match.sentence] ?? [];
  const counting = match.words.some((w) =>
    ['count', 'sort', 'dispense', 'counting', 'sorting', 'dispensing'].includes(
      tokens[w]?.lemma ?? '',
    ),
  );
  // Pills that are the member's, or weighed as enough or needed, are a means whatever the job.
  const own = tokens.some((t) => MEANS_WEIGHED.has(t.normal) || MEANS_WEIGHED.has(t.lemma));
  return counting && !own && sentenceHas(reading, match.sentence, DISPENSING_WORK);
}

/**
 * A degree said after the words ("I want to jump off a bridge, that's how boring this meeting
 * is"): the act is a measure of how bad something is, a figure of speech. Read one step lower,
 * so the member is still asked.
 */
function degreeHyperbole(reading: Reading, match: CueMatch): boolean {
  const tokens = reading.sentences[match.sentence] ?? [];
  const last = Math.max(...match.words);
  for (let i = last + 1; i < tokens.length - 2; i++) {
    const t = tokens[i] as Token;
    const next = tokens[i + 1] as Token;
    if (['that', 'thats', 'this'].includes(t.normal) || t.normal === "that's") {
      const how = next.lemma === 'be' ? tokens[i + 2] : next;
      const degree = next.lemma === 'be' ? tokens[i + 3] : tokens[i + 2];
      if (how?.normal === 'how' && degree && (degree.pos === 'ADJ' || degree.normal === 'much'))
        return true;
    }
  }
  return false;
}

/** Roles in which a member serves people at risk: their clients' danger is the member's work. */
const CARING_ROLES = [
  'caseworker|counsellor|counselor|advocate|officer|police|nurse|social_worker|support_worker|volunteer|volunteering|therapist|teacher|paramedic|emt|doctor|chaplain|moderator|worker|staff|carer|caregiver|work|job|role|career|shift|calls|cases|caseload',
];

/** The people or the work a danger word describes: "abused children", "domestic abuse calls". */
const SERVED = new Set([
  'children',
  'kids',
  'teens',
  'teenagers',
  'youth',
  'women',
  'men',
  'people',
  'clients',
  'patients',
  'students',
  'families',
  'victims',
  'survivors',
  'calls',
  'cases',
  'referrals',
  'callers',
  'residents',
]);

/**
 * A danger word that describes the people the member serves at work ("I work with abused children
 * as a caseworker", "a crisis counsellor for suicidal teens", "I deal with domestic abuse calls"):
 * the danger is the clients', and the member speaks of their job. Passed on, one weak mention. The
 * member's own "I was abused" has no group after the word and keeps its weight.
 */
function clientsOfWork(reading: Reading, concept: Concept, match: CueMatch): boolean {
  if (concept.weight !== 'crisis') return false;
  if (concept.kind !== 'abuse' && concept.kind !== 'suicide' && concept.kind !== 'self-harm')
    return false;
  const tokens = reading.sentences[match.sentence] ?? [];
  const last = Math.max(...match.words);
  const next = tokens[last + 1];
  const after = tokens[last + 2];
  const served =
    (next && SERVED.has(next.normal)) ||
    (next?.pos === 'NOUN' && after && SERVED.has(after.normal));
  return !!served && sentenceHas(reading, match.sentence, CARING_ROLES);
}

const LAUGHTER = ['lol|lmao*|lolol*|haha*|jk|joking|kidding|😂|🤣|💀'];

/**
 * Harm to someone said next to laughter ("I want to kill my manager lol"): read one step lower,
 * as the reader already does for a wish to die beside laughter. The member is still asked.
 */
function harmLaughedOff(reading: Reading, concept: Concept, match: CueMatch): boolean {
  return concept.kind === 'harm-to-others' && nearHas(reading, match, LAUGHTER, 6);
}

/** How a match is misread, if it is: see `Sense`. Null when the reading stands. */
export function misreadSense(reading: Reading, concept: Concept, match: CueMatch): Sense | null {
  const tokens = reading.sentences[match.sentence] ?? [];
  if (
    (concept.name === 'low-mood' || concept.name === 'unbearable-pain') &&
    thingSense(tokens, match)
  )
    return 'drop';
  if (workFarewell(reading, concept, match)) return 'drop';
  if (topicMention(reading, concept, match)) return 'mention';
  if (clientsOfWork(reading, concept, match)) return 'mention';
  if (fictionMention(reading, concept, match)) return 'lower';
  if (taskEnding(reading, concept, match)) return 'lower';
  if (otherHurt(reading, concept, match)) return 'lower';
  if (treatmentAsWorkplace(reading, concept, match)) return 'drop';
  if (figurativeAct(reading, concept, match)) return 'drop';
  if (accidentOnThing(reading, concept, match)) return 'drop';
  if (harmLaughedOff(reading, concept, match)) return 'lower';
  if (dispensingAsWork(reading, concept, match)) return 'drop';
  if (concept.weight === 'crisis' && degreeHyperbole(reading, match)) return 'lower';
  return null;
}
