import type { InsightDimension } from '@facet/contracts';
import type { ItemSentence, ItemToken } from 'wink-nlp';
import { its, nlp } from '../../nlp/english.js';
import { DATE_RANGE } from './structure.js';

/**
 * What one sentence says about the person, read with wink-nlp (part of speech, lemmas, negation):
 * - their own first-person statements: values ("I value…", "what matters to me…", "I care
 *   about…"), vision ("I want to…", "my goal is to…"), beliefs ("I believe…"), self-doubt
 *   (limiting beliefs) and avoidance or procrastination (limiting behaviours), and what they did
 *   ("I led…");
 * - an achievement bullet of an experience section ("Led a team of 8…"), summarised as what
 *   they do;
 * - a subject-less principle or aim of a summary ("Committed to…", "Seeking…").
 * A negated trigger ("I never procrastinate", "I am not afraid") never counts. Each statement is
 * the sentence itself turned to the second person, so it stays grammatical and whole.
 */

export interface Finding {
  dimension: InsightDimension;
  statement: string;
  /** Higher first when a dimension has more findings than it may show. */
  score: number;
}

interface Token {
  /** Surface form. */
  w: string;
  /** Lower-case lemma. */
  l: string;
  pos: string;
  neg: boolean;
}

/**
 * OCR often reads a capital I in a sans-serif font as a vertical bar ("| value calm teamwork").
 * A lone bar before a lower-case word, in a line with no other bar (not a table), is that I.
 */
export function repairOcrI(text: string): string {
  if (!text.includes('|') || text.indexOf('|') !== text.lastIndexOf('|')) return text;
  return text.replace(/(^|\s)\|(?=\s+[a-z])/, '$1I');
}

/** Tokens of a sentence (contractions expanded first so the model tags them reliably). */
function tokensOf(text: string): Token[] {
  const expanded = repairOcrI(text)
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/\bI'm\b/g, 'I am')
    .replace(/\bI've\b/g, 'I have')
    .replace(/\bI'd\b/g, 'I would')
    .replace(/\bI'll\b/g, 'I will');
  const tokens: Token[] = [];
  nlp
    .readDoc(expanded)
    .tokens()
    .each((t: ItemToken) => {
      if (t.out(its.type) === 'punctuation' && !/^[,;:]$/.test(t.out())) return;
      tokens.push({
        w: t.out(),
        // The lemma addon is typed loosely by wink; its output is a string like the others.
        // wink has no lemma for a few tokens it tags oddly (an all-capital "IAM" read as a
        // pronoun): the word itself stands in, so no token lacks one.
        l: (t.out(its.lemma as unknown as typeof its.pos) ?? t.out()).toLowerCase(),
        pos: t.out(its.pos),
        neg: Boolean(t.out(its.negationFlag)),
      });
    });
  return tokens;
}

/** The lemmas joined by spaces, adverbs of degree and frequency left out, and where each starts. */
function lemmaLine(tokens: Token[]) {
  const kept: number[] = [];
  const parts: string[] = [];
  let line = '';
  const starts: number[] = [];
  tokens.forEach((t, i) => {
    const keepAdverb = /^(not|never|no|longer|too|enough|most|deeply|so)$/.test(t.l);
    if (t.pos === 'ADV' && !keepAdverb) return;
    starts.push(line.length + (line ? 1 : 0));
    line += (line ? ' ' : '') + t.l;
    kept.push(i);
    parts.push(t.l);
  });
  /** The token at a character offset of the line. */
  const tokenAt = (offset: number): Token | undefined => {
    let k = 0;
    while (k + 1 < starts.length && (starts[k + 1] as number) <= offset) k++;
    return tokens[kept[k] as number];
  };
  return { line, tokenAt };
}

/** The sentence in the second person: I → you, my → your, me → you… (English needs no more). */
function toSecondPerson(sentence: string): string {
  // "We", "our", "us" have no safe second person ("our kids" is not "your kids", "you and your
  // partner's" would be a guess): the person's own sentence is quoted whole instead.
  if (/\b(?:we|our|ours|us|ourselves)\b/i.test(sentence) && /\b(?:I|my|me)\b/.test(sentence)) {
    const own = repairOcrI(sentence)
      .replace(/\s+/g, ' ')
      .trim()
      .replace(/[\s,;:–—-]+$/, '');
    return `In your words: “${/[.!?]$/.test(own) ? own : `${own}.`}”`;
  }
  let s = repairOcrI(sentence)
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/\bI'm\b/g, "you're")
    .replace(/\bI've\b/g, "you've")
    .replace(/\bI'd\b/g, "you'd")
    .replace(/\bI'll\b/g, "you'll")
    .replace(/\bI am\b/g, 'you are')
    .replace(/\bI was\b/g, 'you were')
    .replace(/\bam I\b/g, 'are you')
    .replace(/\bwas I\b/g, 'were you')
    .replace(/\bI\b/g, 'you')
    .replace(/\bmyself\b/gi, 'yourself')
    .replace(/\bmine\b/gi, 'yours')
    .replace(/\bMy\b/g, 'Your')
    .replace(/\bmy\b/g, 'your')
    .replace(/\bme\b/gi, 'you')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^(?:and|but|so|also|then)\s+/i, '')
    .replace(/[\s,;:–—-]+$/, '')
    .replace(/[.!?]*$/, '.');
  s = s.charAt(0).toUpperCase() + s.slice(1);
  return s;
}

const lowerFirst = (s: string) =>
  /^[A-Z][a-z]/.test(s) ? s.charAt(0).toLowerCase() + s.slice(1) : s;

/** Nouns that name a technology, product, company or course: never a value or an aim. */
function namesSomething(tokens: Token[]): boolean {
  return tokens.some(
    (t, i) => t.pos === 'PROPN' || (i > 0 && /^[A-Z]/.test(t.w) && t.w !== 'I' && t.pos !== 'PRON'),
  );
}

/** The first match of `re` (with a group `t` around the trigger word) whose trigger is not negated. */
function affirmed(lemmas: ReturnType<typeof lemmaLine>, re: RegExp): RegExpExecArray | undefined {
  const global = new RegExp(re.source, re.flags.includes('g') ? re.flags : `${re.flags}gd`);
  for (const m of lemmas.line.matchAll(global)) {
    const groups = m.indices?.groups ?? {};
    const at = Object.values(groups).find((g) => g !== undefined)?.[0] ?? m.index;
    const trigger = lemmas.tokenAt(at);
    if (trigger && !trigger.neg) return m as RegExpExecArray;
  }
  return undefined;
}

const DOUBT_SELF =
  /\bi be not (?:sure|good|smart|clever|qualified|experienced|technical|ready|confident|talented|capable|strong|senior|creative|cut|a natural)\b|\bi be too (?:old|young|late|junior|inexperienced|slow)\b|\bi (?:can|will|could) not (?:ever )?(?:be|become|do|lead|manage|compete|succeed|change|imagine|see|keep up)\b|\bi will never be\b|\bi do not (?:deserve|belong)\b|\b(?:impostor|imposter|fraud)\b|\bnot good enough\b|\btoo late for (?:me|i)\b|\bmy (?:\w+ )?fear be\b/;
const DOUBT_FEELING =
  /\bi (?<t>worry|fear|doubt)\b|\bi (?:be|feel) (?<t2>afraid|scared|scare|worried|worry|anxious|nervous|terrified|terrify|insecure|inadequate)\b|\bi (?<t3>feel) (?:like|as if|as though) i be (?:fail|a failure|a fraud|useless|hopeless|out of (?:my|i) depth|in over (?:my|i) head|let \w+ down)\b|\bi (?<t4>feel) (?:like )?(?:a failure|a fraud|useless|out of (?:my|i) depth)\b/;
const AVOIDANCE =
  /\bi (?:\w+ ){0,3}?(?<t>procrastinate|postpone|delay|avoid|hesitate|overcommit|overthink|micromanage|second-guess|put off|shy away|struggle to|struggle with|find it hard|find it difficult|take on too much|say yes to everything|leave \w+ (?:until|to) the last minute|give up (?:too )?(?:easily|quickly)|over-prepare|overprepare|over-plan|overplan|miss (?:the |my )?deadlines?)\b/;
/** Burnout and overwork told in the first person ("I burned out after…", "I was exhausted"). */
const BURNOUT =
  /\bI (?:\w+ ){0,3}?burn(?:ed|t|ing)? (?:myself )?out\b|\bburn-?out\b|\bI (?:\w+ ){0,2}?(?:overworked|overwork)\b|\bI (?:was|am|felt|feel|got|became) (?:\w+ )?(?:exhausted|burned out|burnt out)\b/i;
const AVOIDANCE_NEGATIVE =
  /\bi (?:\w+ ){0,2}?(?:rarely|never|seldom) (?:ask for help|delegate|say no|speak up)\b|\bi can not say no\b|\bi (?:\w+ )?say yes to (?:every|all|any)\b/;
/** Doing it oneself rather than trusting or asking others ("…myself instead of delegating"). */
const NOT_DELEGATING =
  /\b(?:myself|alone|on my own)\b.{0,60}\binstead of (?:trusting|delegating|asking|letting|relying on|handing)\b/i;
const BELIEF =
  /\bi (?<t>believe|be convince|be convinced|be a firm believer|be a strong believer|be a believer)\b|\bmy (?:\w+ )?(?<t2>belief|conviction) be\b|\bi (?<t3>think) that\b/;
const BELIEF_FROM_DOUBT = /\bi (?:\w+ )?doubt that\b/;
/** A cover letter's claim about the writer's fit for the job. */
const SELF_PROMOTION =
  /\b(?:I|my)\b.{0,80}\b(?:(?:strong|good|great|perfect|ideal|excellent|natural) (?:fit|match|candidate)|(?:well|ideally|uniquely) (?:suited|placed|qualified)|right (?:person|candidate)|valuable (?:asset|addition)|an asset to)\b/i;
const VALUE =
  /\bi (?:\w+ ){0,2}?(?<t>value|prize|cherish|treasure)\b|\bi (?:\w+ )?(?<t2>care) (?:\w+ )?about\b|\bwhat (?<t3>matter) (?:most |deeply )?to me\b|\b(?<t4>matter) (?:most |more |deeply |a lot |so much )?to me\b|\bi (?<t11>take) (?:great |real |a lot of )?pride in\b|\b(?<t5>important) to me\b|\bi be (?:\w+ )?(?<t6>drive|motivate|guide|energise|energize) by\b|\b(?<t7>guide) my (?:work|decision|choice|life|career)\b|\bi (?<t8>stand) for\b|\bi be (?:\w+ )?(?<t9>passionate|committed|dedicated) (?:about|to)\b|\bmy (?:core |personal )?(?<t10>value|principle) be\b|\bi (?:\w+ )?(?:think|feel|believe|know|find) (?:that )?it be (?:\w+ )?(?<t12>important|essential|vital|crucial) to\b|\b(?<t13>excite|energise|energize|motivate|inspire|fulfil|fulfill) me\b|\bi (?:\w+ )?(?<t14>take|find|get|draw|derive) (?:\w+ ){0,2}?(?:satisfaction|fulfilment|fulfillment|joy|meaning|pleasure) (?:in|from)\b/;
const VISION =
  /\bi (?:\w+ )?(?<t>want|hope|plan|intend|aim|aspire|wish|mean) to\b|\bi would (?:\w+ )?(?<t2>like|love) to\b|\bmy (?:\w+ )?(?<t3>goal|ambition|aim|dream|vision|aspiration|objective|mission|plan) (?:\w+ ){0,2}?be to\b|\bi be (?:\w+ )?(?<t4>work|move|head|transition) (?:toward|towards|into|to)\b|\bi be (?:\w+ )?(?<t5>look|seek)(?:ing)? (?:for|to)\b|\bi (?<t6>see) myself\b/;
/** Verbs of getting or holding rather than doing ("received an award", "held the role"). */
const GETTING_VERBS = [
  'receive',
  'win',
  'award',
  'earn',
  'obtain',
  'graduate',
  'attend',
  'get',
  'gain',
  'become',
  'hold',
  'include',
  'use',
];
const MENTAL = new Set([
  'be',
  'have',
  'feel',
  'think',
  'know',
  'want',
  'like',
  'love',
  'hope',
  'believe',
  'need',
  'seem',
  ...GETTING_VERBS,
  'tend',
  'try',
  'wish',
  'find',
  'do',
  'can',
  'will',
  'would',
  'could',
  'should',
  'may',
  'must',
]);
const WEAK_ACTION = new Set([
  'be',
  'have',
  ...GETTING_VERBS,
  'complete',
  'pass',
  'participate',
  'serve',
  'do',
  'go',
  'make',
  'take',
  'see',
  'feel',
  'know',
  'see',
  'select',
  'nominate',
  'promote',
  'hire',
  'invite',
  'name',
]);

/** The past-tense verbs English forms without -ed (their surface differs from the lemma). */
const isPast = (t: Token) =>
  /ed$/i.test(t.w) || (t.w.toLowerCase() !== t.l && !/(?:ing|s)$/i.test(t.w));
const hasObject = (tokens: Token[], from: number) =>
  tokens.slice(from).some((t) => t.pos === 'NOUN' || t.pos === 'PROPN' || t.pos === 'NUM');

/** A first-person sentence of the person's own: what it says about them, if anything. */
export function readOwnSentence(sentence: string, experience: boolean): Finding | undefined {
  if (sentence.length > 300 || /\?$/.test(sentence.trim())) return undefined;
  const tokens = tokensOf(sentence);
  if (!tokens.some((t) => t.w === 'I' || /^(my|me|myself)$/i.test(t.w))) return undefined;
  const lemmas = lemmaLine(tokens);
  const own = toSecondPerson(sentence);

  const avoidance =
    affirmed(lemmas, AVOIDANCE) ||
    BURNOUT.test(sentence) ||
    AVOIDANCE_NEGATIVE.test(lemmas.line) ||
    NOT_DELEGATING.test(sentence);
  if (DOUBT_SELF.test(lemmas.line) || (!avoidance && affirmed(lemmas, DOUBT_FEELING))) {
    // "I am not a natural speaker" is what they tell themselves, not a fact to state.
    const selfDescription =
      /^i (?:be|can|will|could|do) /.test(lemmas.line.slice(lemmas.line.indexOf('i '))) &&
      !/^i be (?:not )?(?:sure|afraid|scared|scare|worried|worry|anxious|nervous|terrify)/.test(
        lemmas.line.slice(lemmas.line.indexOf('i ')),
      );
    return {
      dimension: 'limitingBeliefs',
      statement: selfDescription ? `You tell yourself that ${lowerFirst(own)}` : own,
      score: 1,
    };
  }
  if (avoidance) {
    return { dimension: 'limitingBehaviours', statement: own, score: 1 };
  }
  if (
    affirmed(lemmas, BELIEF) ||
    (BELIEF_FROM_DOUBT.test(lemmas.line) && /\bnever\b|\bnot\b/.test(lemmas.line))
  ) {
    // "I believe my experience makes me a strong fit for this role" sells, it is not a belief.
    if (SELF_PROMOTION.test(sentence)) return undefined;
    return { dimension: 'beliefs', statement: own, score: 1 };
  }
  const value = affirmed(lemmas, VALUE);
  if (value) {
    const after = tokens.slice(
      Math.max(
        0,
        tokens.findIndex((t) => t.l === value[0].split(' ').pop()),
      ),
    );
    if (!namesSomething(after.slice(1))) return { dimension: 'values', statement: own, score: 1 };
  }
  const vision = affirmed(lemmas, VISION);
  if (vision) {
    // "I wanted to…" or "my goal was…" is the past, not an aim.
    const trigger = lemmas.tokenAt(vision.indices?.[0]?.[0] ?? vision.index);
    // "I have always wanted to…" is an aim held until now, not one given up.
    const past = tokens.some(
      (t, i) =>
        /^(wanted|hoped|planned|intended|aimed|was|were)$/i.test(t.w) &&
        !(
          tokens[i - 1]?.l === 'have' ||
          (tokens[i - 1]?.pos === 'ADV' && tokens[i - 2]?.l === 'have')
        ),
    );
    if (trigger && !past) return { dimension: 'vision', statement: own, score: 1 };
  }
  if (experience) {
    // "I led…", "I have run…": something they did.
    const i = tokens.findIndex((t) => t.w === 'I');
    let k = i + 1;
    while (k < tokens.length && (tokens[k]?.pos === 'ADV' || tokens[k]?.l === 'have')) k++;
    const verb = tokens[k];
    if (
      i >= 0 &&
      verb &&
      verb.pos === 'VERB' &&
      !verb.neg &&
      !MENTAL.has(verb.l) &&
      // "I led…", "I have run…", or what they do now ("At Westgate I prepare the accounts…"),
      // but not an attitude or a habit of mind ("I enjoy…", "I tend to…", "I keep thinking…").
      (isPast(verb) ||
        tokens[k - 1]?.l === 'have' ||
        (!STATIVE.has(verb.l) && !EMPLOYMENT.test(own))) &&
      hasObject(tokens, k + 1)
    ) {
      return { dimension: 'behaviours', statement: own, score: 1 };
    }
  }
  return undefined;
}

/** "I work for a company that…", "I live in…": where someone is employed or lives, not what they do. */
const EMPLOYMENT = /\byou (?:\w+ )?(?:work (?:for|at|as|in|within)|live (?:in|at|near))\b/i;

/** Verbs of attitude, habit or intention: in the present they say how someone is, not what they do. */
const STATIVE = new Set([
  'enjoy',
  'hate',
  'prefer',
  'tend',
  'keep',
  'try',
  'struggle',
  'avoid',
  'worry',
  'care',
  'value',
  'mean',
  'say',
  'tell',
  'take',
  'stay',
  'remain',
  'look',
  'seem',
  'appear',
  'plan',
  'intend',
  'aim',
  'expect',
  'miss',
  'doubt',
  'fear',
  'wonder',
  'guess',
  'suppose',
  'assume',
  'agree',
  'understand',
  'remember',
  'forget',
  'realise',
  'realize',
  'consider',
  'imagine',
  'dream',
  'admire',
  'appreciate',
  'prioritise',
  'prioritize',
  'let',
  'put',
  'owe',
  'deserve',
  'mind',
  'dislike',
  'fail',
  'wish',
  'hope',
  'need',
  'want',
  'like',
  'love',
]);

/** Words after which a coordinated verb belongs to another clause ("a team that designed and…"). */
const SUBORDINATE =
  /^(?:that|which|who|whom|whose|where|when|while|because|after|before|since|until|as|so|if|although|though|whereas)$/i;
/** Verbs of receiving: "…and promoted to manager" is passive, not something they did. */
const RECEIVED = new Set([
  'promote',
  'award',
  'select',
  'nominate',
  'hire',
  'invite',
  'name',
  'elect',
  'appoint',
  'recognise',
  'recognize',
  'shortlist',
]);

/** British spelling stays British: "Organised" → "organise", not "organize". */
const presentOf = (verb: Token) =>
  /is(e|ed|ing|es)$/i.test(verb.w) && /ize$/.test(verb.l) ? verb.l.replace(/ize$/, 'ise') : verb.l;

/**
 * The words of an achievement with its verbs in the present: the opening verb, the verbs listed
 * with it ("Designed, built and ran…") and a past verb coordinated with it later in the same clause
 * ("Trained new baristas and handled opening…"). Undefined when the line is not a verb's clause:
 * a list of nouns that opens with a word that could be a verb ("Rewires, consumer unit upgrades…"),
 * or a coordinated verb of receiving ("…and promoted to manager").
 */
function presentClause(words: string[], tokens: Token[], k: number): string[] | undefined {
  // Pair each word with the token of its first letters (tokens drop most punctuation).
  const tokenOf: Array<Token | undefined> = [];
  let t = k;
  for (const word of words) {
    const bare = word.replace(/^[("'“‘]+|[)"'”’.,;:!?]+$/g, '').toLowerCase();
    let found = -1;
    for (let j = t; j < Math.min(tokens.length, t + 4); j++) {
      if (tokens[j]?.w.toLowerCase() === bare) {
        found = j;
        break;
      }
    }
    tokenOf.push(found === -1 ? undefined : tokens[found]);
    if (found !== -1) t = found + 1;
  }
  const out = [...words];
  const verb = tokenOf[0];
  if (!verb) return undefined;
  out[0] = presentOf(verb);
  const past = isPast(verb);
  let i = 1;
  // The opening list of verbs.
  let listed = words[0]?.endsWith(',') ?? false;
  while (listed && i < words.length) {
    const token = tokenOf[i];
    if (token?.pos !== 'VERB') return undefined;
    out[i] = presentOf(token) + (words[i]?.match(/[,;:]$/)?.[0] ?? '');
    listed = words[i]?.endsWith(',') ?? false;
    i++;
    if (!listed && /^(?:and|or)$/i.test(words[i] ?? '')) {
      const next = tokenOf[i + 1];
      if (next?.pos !== 'VERB') return undefined;
      out[i + 1] = presentOf(next) + (words[i + 1]?.match(/[,;:]$/)?.[0] ?? '');
      i += 2;
    }
  }
  if (!listed && /^(?:and|or)$/i.test(words[1] ?? '') && tokenOf[2]?.pos === 'VERB') {
    out[2] = presentOf(tokenOf[2] as Token) + (words[2]?.match(/[,;:]$/)?.[0] ?? '');
    i = 3;
  }
  // Past verbs coordinated with the opening one, while still in its clause.
  for (; past && i < words.length; i++) {
    const word = words[i] as string;
    if (SUBORDINATE.test(word) || /[;:–—(]/.test(word)) break;
    const token = tokenOf[i];
    if (token?.pos !== 'VERB' || !isPast(token)) continue;
    if (!/^(?:and|or)$/i.test(words[i - 1] ?? '')) continue;
    if (RECEIVED.has(token.l) || WEAK_ACTION.has(token.l)) return undefined;
    out[i] = presentOf(token) + (word.match(/[,;:.!]$/)?.[0] ?? '');
  }
  return out;
}

const MONTH_YEAR =
  /\b(?:0?[1-9]|1[0-2])\/(?:19|20)\d{2}\b|\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s+(?:19|20)\d{2}\b/i;

/**
 * A line of names rather than a sentence: most of its words capitalised and no closing
 * punctuation ("Network Engineer at Route 1 Solutions", "Google Mountain View, CA"), or names
 * joined by a dash, bar or dot ("Squeeze Media, Orem — Business Development").
 */
export function headerLike(text: string): boolean {
  const t = text.trim();
  if (/[.!?]$/.test(t)) return false;
  if (/\s[—|•·]\s/.test(t) && /^[A-Z]/.test(t)) return true;
  const words = t.match(/[A-Za-z][A-Za-z'’-]*/g) ?? [];
  const counted = words.filter((w) => !/^(?:of|and|the|for|at|in|on|to|a|an|with|by)$/.test(w));
  if (counted.length < 2) return false;
  const caps = counted.filter((w) => /^[A-Z]/.test(w)).length;
  return caps / counted.length >= 0.75;
}

/** An achievement bullet without a subject ("Led a team of 8 engineers…"): what they did. */
export function readAchievement(sentence: string, pastOnly = false): Finding | undefined {
  const text = sentence.replace(/\s+/g, ' ').trim();
  if (text.length < 12 || text.length > 300 || !/^[A-Za-z]/.test(text)) return undefined;
  // A job-title or date line ("Shift Supervisor, Parcelnet (2013 – 2018)") is not an achievement,
  // nor a header of names ("Northwind Media, Leeds — Sales"), whose first word may look like a
  // verb, nor a labelled field ("Project Name: …", "Service Area: …").
  if (DATE_RANGE.test(text) || MONTH_YEAR.test(text) || !/[.!;]$|\w\)?$/.test(text)) {
    return undefined;
  }
  if (headerLike(text) || /^(?:[A-Z][\w&/-]*\s){0,3}[A-Z]?[\w&/-]+:\s/.test(text)) return undefined;
  // A line that speaks to its reader ("Delegate the work you enjoy") is advice, not an achievement.
  if (/\byou(?:r|rs|rself|'re|'ll|'ve)?\b/i.test(text)) return undefined;
  // Read as "I <bullet>" so the model tags the opening word as the verb it is.
  const tokens = tokensOf(`I ${lowerFirst(text)}`).slice(1);
  let k = 0;
  while (k < tokens.length && tokens[k]?.pos === 'ADV') k++;
  const verb = tokens[k];
  if (verb?.pos !== 'VERB' || verb.neg || WEAK_ACTION.has(verb.l)) return undefined;
  if (pastOnly && !isPast(verb)) return undefined;
  if (!hasObject(tokens, k + 1)) return undefined;
  // A line that stops short ("Currently associated with Acme as .") says nothing whole.
  if (/\b(?:as|with|at|of|for|to|in|on|by|and|or|the|a|an)\s*[.!;]?$/i.test(text)) return undefined;
  const score = (/\d/.test(text) ? 2 : 0) + (text.length >= 40 ? 1 : 0);
  // When the opening word's form is not sure, the line is quoted, never rewritten:
  // - a participle ("Developing and debugging the mappings…") keeps no tense of its own;
  // - a bare word that reads as a noun as well ("Impact analysis of change requests", "Company
  //   portal for…", "Helm charts to…") is a verb only when what follows shows it (an article, a
  //   pronoun, an adjective, another verb: "Lead the team", "Design and implement…").
  // - a participle of being done to ("Involved in…", "Associated with…") has no "you" form that
  //   keeps its meaning without guessing "were" or "are".
  const participle = /ing$/i.test(verb.w) && verb.l !== verb.w.toLowerCase();
  const bare = verb.w.toLowerCase() === verb.l;
  const passive = PASSIVE_OPENERS.has(verb.l) && tokens[k + 1]?.pos === 'ADP';
  if (
    participle ||
    passive ||
    (bare && nounToo(verb.w) && !verbFollows(tokens[k + 1], tokens[k + 2]))
  ) {
    // Quoted only when it is a clause as written: a line of nouns ("Rent control Courts",
    // "Experience in monitoring…") is not a sentence of theirs to quote.
    if (!tokensOf(text).some((t) => t.pos === 'VERB' || t.pos === 'AUX')) return undefined;
    return { dimension: 'behaviours', statement: inYourWords(text), score };
  }
  // presentClause is a check that the line is a verb's clause (not a list of nouns that opens
  // with a word that could be a verb); the statement keeps the person's own words and tense
  // ("Learned to write proofs" → "You learned to write proofs"), only its subject made explicit.
  const words = text.split(' ').slice(k);
  if (!presentClause(words, tokens, k)) return undefined;
  // A CV's third person ("Manages a team…", "…and owns the rota") becomes the second: the verb's
  // base form, its tense unchanged.
  const person = words.map((word, i) => {
    if (i > 0 && !/^(?:and|or|,)$/i.test(words[i - 1] ?? '') && !/,$/.test(words[i - 1] ?? '')) {
      return word;
    }
    const bare = word.replace(/[,;:.!]+$/, '');
    const token = tokens.slice(k).find((t) => t.w.toLowerCase() === bare.toLowerCase());
    if (
      token?.pos !== 'VERB' ||
      !/s$/.test(bare) ||
      !new RegExp(`^${token.l}e?s$`, 'i').test(bare)
    ) {
      return word;
    }
    return presentOf(token) + word.slice(bare.length);
  });
  const lemma = (person[0] as string).toLowerCase();
  let clause = person.slice(1).join(' ');
  if (clause.length > 180) {
    const cut = clause.slice(60).search(/[,;–—]\s/);
    if (cut !== -1) clause = clause.slice(0, 60 + cut);
  }
  // A bracket the line never closes ("requirements (PF, ESIC, TDS etc calculations.") ends it.
  if ((clause.match(/\(/g) ?? []).length > (clause.match(/\)/g) ?? []).length) {
    clause = clause.slice(0, clause.lastIndexOf('(')).trim();
  }
  // "Fitted 120 heat pumps since 2021": what has gone on since then, so "You have fitted…".
  const untouched =
    clause ===
    text
      .split(' ')
      .slice(k + 1)
      .join(' ');
  const since =
    untouched && /\bsince (?:(?:19|20)\d{2}|joining|then)\b/i.test(clause) && /ed$/i.test(verb.w);
  const opening = since ? `have ${verb.w.toLowerCase()}` : lemma;
  const statement = toSecondPerson(`You ${opening} ${clause}`);
  return { dimension: 'behaviours', statement, score };
}

/** A word the model also reads as a noun or adjective in a noun's place ("the impact was"). */
function nounToo(word: string): boolean {
  const t = tokensOf(`the ${word.toLowerCase()} was`)[1];
  return t !== undefined && t.pos !== 'VERB';
}

/** A token after a verb that shows it is one: a determiner, pronoun, adjective, or a listed verb. */
const verbFollows = (next: Token | undefined, after: Token | undefined) =>
  next !== undefined &&
  (/^(?:DET|PRON|ADJ|PART|ADV|ADP|VERB)$/.test(next.pos) ||
    (next.pos === 'CCONJ' && after?.pos === 'VERB' && !nounToo(after.w)));

/** Verbs whose participle before "in", "with", "on" says what was done to someone. */
const PASSIVE_OPENERS = new Set([
  'involve',
  'associate',
  'engage',
  'expose',
  'employ',
  'assign',
  'base',
  'locate',
  'certify',
  'interest',
  'specialize',
  'specialise',
]);

/** The person's own line quoted whole, cleaned of bullets and trailing separators. */
function inYourWords(text: string): string {
  const trimmed = text
    .replace(/\s+/g, ' ')
    .replace(/\s+([,.;:])/g, '$1')
    .trim()
    .replace(/[\s,;:–—-]+$/, '');
  const own = trimmed.charAt(0).toUpperCase() + trimmed.slice(1);
  return `In your words: “${/[.!?]$/.test(own) ? own : `${own}.`}”`;
}

/** A line of duties in the CV's own past or present ("Duties included …", "Responsibilities include …"). */
export const DUTIES =
  /^(?:main |key )?(?:duties|responsibilities|tasks)\s+(?:included|include|were|are)\s+\S/i;

/** "Duties included X": "Your duties included X." (the person's words, only the subject made theirs). */
export function readDuties(sentence: string): Finding | undefined {
  const text = sentence.replace(/\s+/g, ' ').trim();
  if (text.length > 300 || hasContactDetail(text)) return undefined;
  const own = text.replace(/[\s,;:–—-]+$/, '').replace(/[.!?]*$/, '.');
  return { dimension: 'behaviours', statement: `Your ${lowerFirst(own)}`, score: 1 };
}

/**
 * A line of the person's own strengths or qualities ("Honest, disciplined and hardworking",
 * "Passionate towards learning new skills"): quoted as how they describe themselves. Not a
 * sentence to the reader, a figure, a name or a list of tools.
 */
export function readQuality(line: string): Finding | undefined {
  const text = line
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\d{1,2}[.)]\s*/, '')
    .replace(/[.;,]$/, '');
  if (text.length < 4 || text.length > 120 || /[:?!|]|\d/.test(text)) return undefined;
  if (/\b(?:you|your|I|my|me)\b/.test(text)) return undefined;
  const tokens = tokensOf(`the ${lowerFirst(text)}`).slice(1);
  if (namesSomething(tokens)) return undefined;
  if (!tokens.some((t) => t.pos === 'ADJ' || t.pos === 'NOUN')) return undefined;
  // "Quick learner", "Honest and punctual" describe a person; "Ability to grasp…", "Dedication
  // towards work" name a quality, which "You describe yourself as…" would not fit: quoted as
  // the strength the person lists (the line stands in their strengths or qualities).
  const head = tokens[0];
  const named = head?.pos === 'NOUN' && !/(?:er|or|ist|ian|ant|ent)s?$/i.test(head.w);
  return {
    dimension: 'behaviours',
    statement: named
      ? `You list “${text.charAt(0).toUpperCase()}${text.slice(1)}” among your strengths.`
      : `You describe yourself as ${lowerFirst(text)}.`,
    score: 0,
  };
}

const hasContactDetail = (text: string) =>
  /[\w.+-]+@[\w-]+\.\w|\bhttps?:\/\/|\bwww\.|\+?\(?\d{3}\)?[\s.-]\d{3}[\s.-]\d{4}/.test(text);

const SUMMARY_VALUE =
  /^(?:deeply |strongly |genuinely )?(?:committed|dedicated|devoted) to\b|^(?:driven|guided|motivated) by\b|^passionate (?:about|towards?|for)\b/i;
const SUMMARY_VISION =
  /^(?:seeking|looking|aiming|hoping|eager|keen) (?:to|for)\b|^seeking (?:a|an|the|new|my|opportunities|roles?|positions?|employment)\b/i;
/** "Recent Environmental Science graduate seeking a role…": who they are, then what they seek. */
const PERSON_SEEKING =
  /^((?:[\w'’&-]+ ){1,7}?)(?:seeking|looking (?:for|to)|aiming (?:for|to)|hoping to|keen to|eager to)\s+\S/i;
/** A labelled aim ("Career goal: lead a regional logistics network by 2027"). */
const GOAL_LABEL =
  /^((?:my )?(?:(?:career|professional|long[- ]term|short[- ]term|next|personal) )?(?:goal|aim|ambition|objective|mission|aspiration))s?\s*[:–—-]\s+(.{6,})$/i;
const OBJECTIVE =
  /^to (?:obtain|secure|join|become|lead|build|work|transition|move|find|grow|develop|contribute)\b/i;

/** A subject-less line of a summary or objective: a principle they hold or what they aim for. */
export function readSummaryLine(sentence: string): Finding | undefined {
  const text = sentence.replace(/\s+/g, ' ').trim();
  if (text.length > 240) return undefined;
  if (SUMMARY_VALUE.test(text)) {
    const tokens = tokensOf(text);
    if (namesSomething(tokens.slice(2))) return undefined;
    return {
      dimension: 'values',
      statement: toSecondPerson(`You are ${lowerFirst(text)}`),
      score: 1,
    };
  }
  if (SUMMARY_VISION.test(text)) {
    return {
      dimension: 'vision',
      statement: toSecondPerson(`You are ${lowerFirst(text)}`),
      score: 1,
    };
  }
  if (OBJECTIVE.test(text)) {
    return {
      dimension: 'vision',
      statement: toSecondPerson(`You aim ${lowerFirst(text)}`),
      score: 1,
    };
  }
  const seeking = PERSON_SEEKING.exec(text);
  if (seeking) {
    // Only a noun phrase before "seeking" ("Recent … graduate"): no verb, no pronoun.
    const who = tokensOf(`the ${seeking[1]}`).slice(1);
    const nounPhrase = who.every((t) => /^(?:NOUN|PROPN|ADJ|NUM|CCONJ|DET|PUNCT)$/.test(t.pos));
    if (nounPhrase && who.some((t) => t.pos === 'NOUN')) {
      const phrase = lowerFirst(text);
      const article = /^(?:a|an|the)\s/i.test(phrase) ? '' : anArticle(phrase);
      return {
        dimension: 'vision',
        statement: toSecondPerson(`You are ${article}${phrase}`),
        score: 1,
      };
    }
  }
  return undefined;
}

/** "a " or "an " before a phrase, by its sound ("an MBA graduate", "a UX designer"). */
function anArticle(phrase: string): string {
  const first = phrase.split(/\s/)[0] ?? '';
  if (/^[A-Z]{2,}/.test(first)) return /^[AEFHILMNORSX]/.test(first) ? 'an ' : 'a ';
  if (/^(?:uni|use|usu|eu|one|once)/i.test(first)) return 'a ';
  if (/^(?:hour|honest|honou?r|heir)/i.test(first)) return 'an ';
  return /^[aeiou]/i.test(first) ? 'an ' : 'a ';
}

/** A labelled aim, wherever it stands: "Career goal: lead a regional logistics network by 2027." */
export function readLabelledGoal(sentence: string): Finding | undefined {
  const text = sentence.replace(/\s+/g, ' ').trim();
  const m = GOAL_LABEL.exec(text);
  if (!m || text.length > 240) return undefined;
  const label = (m[1] as string).toLowerCase().replace(/^my /, '');
  const aim = (m[2] as string).trim();
  if (/^to\s/i.test(aim)) {
    return { dimension: 'vision', statement: toSecondPerson(`Your ${label} is ${aim}`), score: 1 };
  }
  // "lead a regional logistics network…": a verb in its base form, so "is to lead…".
  const first = tokensOf(`I ${lowerFirst(aim)}`)[1];
  if (first?.pos === 'VERB' && first.w.toLowerCase() === first.l && !first.neg) {
    return {
      dimension: 'vision',
      statement: toSecondPerson(`Your ${label} is to ${lowerFirst(aim)}`),
      score: 1,
    };
  }
  return undefined;
}

const isInstruction = (phrase: string) => {
  const verb = tokensOf(`I ${lowerFirst(phrase)}`)[1];
  return verb?.pos === 'VERB' && verb.w.toLowerCase() === verb.l;
};

/**
 * A line of the person's own list of values (under "Values", "What I care about"): a noun phrase
 * ("Accessibility that is built in, not bolted on") becomes "You care about…" or "You value…".
 * Not a sentence, an instruction, a figure or a name.
 */
export function readValueItem(line: string, care: boolean): Finding | undefined {
  const text = line.replace(/\s+/g, ' ').trim().replace(/[.;]$/, '');
  // A list on one line ("integrity, curiosity, collaboration"): each item a value of its own.
  const items = text.split(/\s*[,;]\s*(?:and\s+)?|\s+and\s+/).filter(Boolean);
  if (items.length >= 2 && items.length <= 8 && items.every((i) => i.split(' ').length <= 4)) {
    // Short nouns or noun phrases: no figure, name or instruction to the reader.
    const plain = (i: string) =>
      !/\d|[:?!|]/.test(i) &&
      !/\b(?:you|your)\b/i.test(i) &&
      !namesSomething(tokensOf(`the ${lowerFirst(i)}`).slice(1)) &&
      // "ship small, ship often" is an instruction: a phrase opening with a verb's base form.
      !(i.includes(' ') && isInstruction(i));
    if (items.every(plain)) {
      const phrases = items.map(lowerFirst);
      const list = `${phrases.slice(0, -1).join(', ')} and ${phrases[phrases.length - 1]}`;
      return {
        dimension: 'values',
        statement: `You ${care ? 'care about' : 'value'} ${list}.`,
        score: 1,
      };
    }
  }
  if (text.length < 3 || text.length > 120 || /[:?!|]|\d/.test(text)) return undefined;
  if (text.split(' ').length > 14 || /[.!?]\s/.test(text)) return undefined;
  const phrase = lowerFirst(text);
  const tokens = tokensOf(`the ${phrase}`).slice(1);
  const head = tokens[0];
  if (!head || !/^(?:NOUN|ADJ|VERB)$/.test(head.pos)) return undefined;
  // "Ship small, ship often", "Default to open" are instructions, read as what someone does
  // ("I ship small"): a verb in its base form. "Writing that respects…" is a noun.
  const asDoing = tokensOf(`I ${phrase}`)[1];
  if (asDoing?.pos === 'VERB' && asDoing.w.toLowerCase() === asDoing.l) return undefined;
  // "Listen more than you speak" is an instruction; "Writing that respects…" is a noun.
  if (head.pos === 'VERB' && head.w.toLowerCase() === head.l) return undefined;
  if (namesSomething(tokens) || /\b(?:you|your)\b/i.test(text)) return undefined;
  return {
    dimension: 'values',
    statement: `You ${care ? 'care about' : 'value'} ${phrase}.`,
    score: 1,
  };
}

/**
 * The clauses of a first-person sentence that says two things, each a sentence of its own: split
 * before ", and I…", ", but I…", "; I…" (and "my…"), at most three. A short label or preface before
 * a colon is left out ("Barriers: I tend to…", "I'll be honest: I'm worried…"); a subordinate "I"
 * ("…because I hate…") is not a new clause.
 */
export function clausesOf(sentence: string): string[] {
  let split = sentence
    .split(/(?:,\s+(?:and|but)\s+|;\s+(?:and\s+|but\s+)?)(?=(?:I|my|My)\b)/)
    .map((part) => part.trim())
    .filter(Boolean);
  // A later clause that points back ("…where I can do that") means nothing alone: keep it whole.
  if (
    split
      .slice(1)
      .some((part) =>
        /\b(?:do|doing|did) (?:that|this|it|so)\b|\bthe same\b|\b(?:that|this|it|them|so)[.!?]?$/i.test(
          part,
        ),
      )
  ) {
    split = [sentence];
  }
  // Only the clauses in the first person: "Dedicated staff mentor; I value…" is about the value.
  const parts =
    split.length === 1
      ? split
      : split
          .filter((part) => /\bI\b|\bI['’](?:m|ve|d|ll)\b|\b(?:my|me|myself)\b/i.test(part))
          .slice(0, 3);
  return parts.map((part) => {
    const m = /^([^:]{1,40}):\s+(?=(?:I|My|my)\b)/.exec(part);
    return m && (m[1] as string).split(/\s+/).length <= 4 ? part.slice(m[0].length) : part;
  });
}

/** Sentences of a block, by the model's sentence boundaries. */
export function sentencesOf(text: string): string[] {
  const out: string[] = [];
  nlp
    .readDoc(text)
    .sentences()
    .each((s: ItemSentence) => {
      const sentence = s.out().replace(/\s+/g, ' ').trim();
      if (sentence) out.push(sentence);
    });
  return out;
}
