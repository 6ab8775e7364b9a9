import type { InsightDimension } from '@facet/contracts';
import type { ItemSentence, ItemToken } from 'wink-nlp';
import { its, nlp } from '../../nlp/english.js';
import {
  addressedToReader,
  beliefGivenUp,
  believedThen,
  earlierLife,
  heldNow,
  lessonOf,
  narrativeLimit,
  someoneElsesWords,
} from './narrative.js';
import { isEnglishWord } from './repair.js';
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
  /** The part of the sentence read, when only a part of it is the person's item. */
  quote?: string;
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
    .replace(/\bI wasn't\b/g, "you weren't")
    .replace(/\bwasn't I\b/g, "weren't you")
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

// The article "A" opening a phrase ("A dedicated nurse…") is lowered too; capitals (an acronym,
// "I") stay.
const lowerFirst = (s: string) =>
  /^[A-Z][a-z]|^A\s/.test(s) ? s.charAt(0).toLowerCase() + s.slice(1) : s;

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

/**
 * Self-doubt in the first person. "Fraud" is one only as what they are ("like a fraud in
 * meetings"), never a topic ("a fraud alert service", "fraud dashboards").
 */
const DOUBT_SELF =
  /\bi be not (?:sure(?! (?:that )?i (?:\w+ )?(?:want|wish|like|need)\b| (?:whether|if|what|where|which|how|about|yet)\b)|good|smart|clever|qualified|experienced|technical|ready|confident|talented|capable|strong|senior|creative|cut|a natural)\b|\bi be too (?:old|young|late|junior|inexperienced|slow)\b|\bi (?:can|will|could) not (?:ever )?(?:be|become|do|lead|manage|compete|succeed|change|imagine|see|keep up)\b(?! (?:\w+ ){0,2}?(?:anything|anywhere|any other|another|a better|life without|a world without|a day without))|\bi will never be\b|\b(?:everyone|everybody) (?:else )?(?:\w+ ){0,3}?(?:seem|be|look) (?:to (?:be|think|work|learn|pick thing up|get it) )?(?:\w+ )?(?:smart|smarter|fast|faster|better|clever|cleverer|more (?:talented|capable|confident|experienced|qualified))\b|\b(?:everyone|everybody) (?:else )?(?:\w+ ){0,3}?(?:seem|be|look|pick|learn|think|work|catch) (?:\w+ ){0,5}?than me\b|\bthe other be (?:\w+ )?(?:smarter|better|cleverer|more talented|more capable)\b|\bi can not (?:cope|handle it|keep up)\b|\bi do not (?:deserve|belong)\b|\b(?:impostor|imposter)\b|\b(?:a|an|be) fraud(?= *$| *[,;:]| (?:in|at|on|when|who|and|but|because|for|if|among|around|with|wait|to|here|there)\b)|\bnot good enough\b|\btoo late for (?:me|i)\b|\bmy (?:\w+ )?fear be\b|\bnot (?:smart|clever|qualified|experienced|talented|technical|senior) enough\b|\bmy own (?:worst|bad|harshest|harsh|biggest|big) critic\b|\bi (?:\w+ )?(?:doubt|question|second-guess) (?:myself|my (?:\w+ )?(?:ability|abilities|skill|skills|worth|judgement|judgment|decision|decisions))\b|\bi (?:\w+ )?compare myself\b|\bi (?:(?!never\b|rarely\b|seldom\b)\w+ )?lack (?:the |any |real |much )?(?:self ?-? ?)?(?:confidence|belief in myself|esteem)\b|\bmy (?:\w+ )?lack of (?:self ?-? ?)?(?:confidence|belief|esteem)\b|\bi (?:\w+ )?have (?:no|little|low|very little) (?:self ?-? ?)?(?:confidence|esteem|belief)\b|\bmy (?:\w+ )?self ?-? ?doubt\b|\bi (?:\w+ )?(?:wonder|question) (?:whether|if) i be (?:\w+ )?(?:cut out|good enough|capable|ready)\b|\bi (?:\w+ )?beat myself up\b|\bi (?:\w+ )?be (?:too |so |overly |very )?(?:hard|harsh|critical) (?:on|of|with) myself\b|\bi (?:\w+ )?feel (?:that |like )?i (?:have|need|must) (?:to )?prove myself\b/;
/**
 * What may follow a feeling so that it is the person's ("I get nervous before talks", "…makes me
 * anxious."), not a word describing someone else ("I get anxious patients settled…").
 */
const FEELING_END =
  '(?= *$| ?[,;:]| (?:when|whenever|before|about|around|in|at|during|if|with|because|on|over|for|while|as|and|or|but|to|speak|speaking|talk|talking|present|presenting|i|my|me|every|each|among)\\b)';
const DOUBT_FEELING = new RegExp(
  `\\bi (?<t>worry|fear|doubt)\\b|\\bi (?:be|feel) (?<t2>afraid|scared|scare|worried|worry|anxious|nervous|terrified|terrify|insecure|inadequate|shy|self-conscious)\\b|\\bi (?:have )?(?<t3>feel) (?:like|as if|as though) i be (?:fail|a failure|a fraud|useless|hopeless|out of (?:my|i) depth|in over (?:my|i) head|let \\w+ down)\\b|\\bi (?:have )?(?<t4>feel) (?:like )?(?:a failure|a fraud|useless|out of (?:my|i) depth)\\b|\\bi (?:\\w+ )?(?<t5>get|become|grow) (?:very |really |quite |so |too |a bit |a little |extremely )?(?:nervous|anxious|scared|scare|worried|worry|panicky|overwhelmed|overwhelm|flustered|fluster)${FEELING_END}|(?<!\\bnothing )(?<!\\bnobody )(?<!\\bno one )\\b(?<t6>make) me (?:\\w+ )?(?:nervous|anxious|scared|worried|uneasy|panicky)${FEELING_END}`,
);
const AVOIDANCE =
  /\bi (?:\w+ ){0,3}?(?<t>procrastinate|postpone|delay|avoid|hesitate|overcommit|overthink|micromanage|second-guess|put (?:(?:thing|task|it|them|work|decision|call|email|chore)s? )?off|shy away|struggle to|struggle with|find it hard|find it difficult|take on too much|say yes to everything|leave (?:\w+ ){1,3}?(?:until|till|to) the (?:last minute|night before|last day|day before)|leave (?:\w+ ){1,3}?too late|give up (?:too )?(?:easily|quickly)|over-prepare|overprepare|over-plan|overplan|miss (?:the |my )?deadlines?)\b|\bi (?:\w+ )?have (?:a |an )?(?:\w+ )?(?:habit|tendency) (?:of|to) (?<t2>procrastinate|postpone|delay|avoid|overcommit|overthink|micromanage|second-guess|put (?:\w+ )?off|shy away|take on (?:too much|more than)|say yes|leave \w+ (?:until|to) the last minute|over-prepare|overprepare|over-plan|overplan|underestimate|rush)\b/;
/** Burnout and overwork told in the first person ("I burned out after…", "I was exhausted"). */
const BURNOUT =
  /\bI (?:\w+ ){0,3}?burn(?:ed|t|ing)? (?:myself )?out\b|\bburn-?out\b|\bI (?:\w+ ){0,2}?(?:overworked|overwork)\b|\bI (?:was|am|felt|feel|got|became) (?:\w+ )?(?:exhausted|burned out|burnt out)\b/i;
const AVOIDANCE_NEGATIVE =
  /\bi be (?:\w+ )?(?:terrible|bad|awful|hopeless|rubbish|useless) at (?:say no|delegate|delegating|ask for help|switch off|let go|speak up|prioritise|prioritize|rest|stop)\b|\bi be (?:\w+ )?(?:a )?people ?-? ?pleaser\b|\bi (?:\w+ ){0,3}?(?:stay|remain|stick) (?:with)?in my comfort zone\b|\bi (?:\w+ ){0,2}?(?:rarely|never|seldom) (?:ask for help|delegate|say no|speak up)\b|\bi can not say no\b|\bi (?:\w+ )?say yes to (?:every|all|any)\b|\bi (?:\w+ )?have (?:\w+ )?(?:trouble|difficulty|a hard time) (?:with )?(?:say no|saying no|delegat\w*|switch\w* off|ask\w* for help|let\w* go|speak\w* up|finish\w*|start\w*|stop\w*|rest\w*)\b|\bi (?:can |could |do )?(?:not|never|rarely) (?:\w+ )?(?:switch|turn|shut) off\b/;
/**
 * Perfectionism and overwork told in the first person: "I am a perfectionist", "my perfectionism
 * slows…", "I work most weekends", "I take on more than I can manage".
 */
const OVERDOING =
  /\bi be (?:\w+ )?(?:a |such a |bit of a )?perfectionist\b|\bmy (?:\w+ )?perfectionism\b|\bi (?:\w+ )?work (?:\w+ )?(?:late|weekend|weekends|evening|evenings|night|nights|long hour|long hours|through (?:the night|lunch|weekend|weekends|holiday|holidays))\b|\bi (?:\w+ )?take on more than\b|\bi (?:\w+ )?(?:answer|reply to|check|send|write) (?:\w+ )?(?:email|emails|message|messages|slack|teams) (?:until|till|past|after) (?:\d|midnight|late|the early)|\bi (?:\w+ )?(?:have not|have never|do not|never|rarely) (?:\w+ )?take (?:a |any )?(?:proper |real )?(?:lunch )?(?:break|breaks|holiday|holidays|day off|days off|leave|annual leave)\b|\bi (?:\w+ )?(?:never|do not ever) feel (?:like |that )?(?:my )?(?:work|it|anything) be (?:\w+ )?(?:finish|finished|done|good enough|ready)\b|\b(?:say|said|saying) yes to (?:every|everyone|everything|all)\b/;
/** A doubt or habit told as over: "I used to…", "I no longer…", "…not any more", "I overcame…". */
const LEFT_BEHIND =
  /\bused to\b|\bno longer\b|\bany ?more\b|\b(?:overcame|overcome|outgrew|got over|stopped)\b|\bonce (?:thought|believed|felt)\b/i;
/**
 * "I rarely ask for help", "I seldom say no", "I take feedback personally": the lemma line leaves
 * adverbs out, so these are read on the sentence (AVOIDANCE_NEGATIVE has "never", which it keeps).
 */
const SELDOM =
  /\bI (?:\w+ ){0,2}?(?:rarely|seldom|hardly ever) (?:ask(?:ed)? (?:anyone |others |colleagues )?for help|delegate[sd]?|say no|said no|speak up|spoke up|take (?:a )?breaks?|switch off)\b|\bI (?:(?!never |not |don't |do not )\w+ ){0,2}?(?:take|takes) (?:\w+ ){0,2}?(?:criticism|feedback|things|it|comments|setbacks|rejection) (?:too )?personally\b/i;
/** Doing it oneself rather than trusting or asking others ("…myself instead of delegating"). */
const NOT_DELEGATING =
  /\b(?:myself|alone|on my own)\b.{0,60}\binstead of (?:trusting|delegating|asking|letting|relying on|handing)\b|\bI (?:still |always |often |keep |tend to )(?:re-?check|re-?do|re-?write|double-check|go over|redo)(?:ing)? (?:\w+ ){0,4}?(?:(?:my|our|the) (?:\w+ )?\w+|others|colleagues|they|people|someone)\b.{0,40}\b(?:already|has|have|had)\b/i;
/**
 * Words that make "advocate", "champion" or "supporter" a stance rather than a job or a title: "a
 * strong advocate of plain English" holds a view; "an advocate of the High Court" practises law
 * and "champion of the county league" won something.
 */
const STANCE =
  '(?:strong|firm|passionate|vocal|staunch|committed|keen|fierce|tireless|great|big|true|active|enthusiastic|long-standing|lifelong|life-long|longtime|long-time|fervent|ardent|devoted|outspoken)';
const BELIEF = new RegExp(
  `\\bi (?:have )?(?<t>believe|be convince|be convinced|be (?:a|an) (?:\\w+ )?believer)\\b|\\bmy (?:\\w+ )?(?<t2>belief|conviction) be\\b|\\bi (?<t3>think) that\\b|\\bi have (?<t6>learn|learnt|come to believe|come to realise|come to realize|come to understand|come to see) that\\b|\\bi be (?:a|an) (?:\\w+ )?(?<t4>believer) that\\b|\\bi be (?:[\\w-]+ ){1,6}?who (?:(?:\\w+ )?(?<t7>believe|be convince|be convinced) (?!in\\b))|\\bi be (?:a|an) ${STANCE} (?<t5>advocate|champion|proponent|supporter) (?:of|for)\\b`,
);
/**
 * "A firm believer in learning by doing, I…", "Being a strong advocate of open data, I…": a
 * stance put before the sentence's "I", held by the person whatever the sentence goes on to say.
 */
const FRONTED_STANCE = new RegExp(
  `^(?:be )?(?:(?:a|an) )?(?:(?:\\w+ )?believer in|${STANCE} (?:advocate|champion|proponent|supporter) (?:of|for))\\b[^,;]{3,100} ?, i\\b`,
);
/**
 * A clause whose object points back ("…to start that at Lumen.", "…to protect the option.",
 * "I believe that more every year"): what it is about is in another sentence.
 */
const POINTS_BACK =
  /\bI(?:['’]d| would| want| hope| plan| intend| aim)(?: \w+)? to \w+ (?:that|this|it|them|the option|the idea|the chance)(?: (?:at|in|with|for|from|by|next|this|soon|someday|again|later)(?: [\w'’-]+){0,2})?[.!]?$|\bI (?:\w+ )?(?:believe|think) (?:that|this|it) (?:more|less|now|still|too|even more|every|deeply|strongly|completely|firmly)\b/;

/**
 * "I learned that the hard way.", "I stopped doing it around 2019.": a short sentence whose
 * object is "that", "it" or "this" with no clause after it (no verb follows): what it is about
 * is in the sentence before.
 */
function pointsBackShort(tokens: Token[]): boolean {
  if (tokens.length > 10 || tokens[0]?.w !== 'I') return false;
  const at = tokens.findIndex((t, i) => i > 1 && /^(?:that|it|this)$/i.test(t.w));
  if (at < 0 || at > 4) return false;
  if (!tokens.slice(1, at).some((t) => t.pos === 'VERB')) return false;
  return !tokens.slice(at + 1).some((t) => t.pos === 'VERB' || t.pos === 'AUX');
}

const RATHER_THAN =
  /\bI(?:['’]d| would) (?:much |always |still )?rather (?!die\b|be dead\b|not (?:be|live|exist|wake)\b|kill\b|disappear\b|quit\b|stay home\b)[\w'’-]+(?: [\w'’,-]+){0,14}? than\b/i;
const HAPPIEST =
  /\bI(?:'m|’m| am) (?:\w+ )?(?:happiest|at my happiest|at my best|most fulfilled|most at home) (?:when|while|whenever|doing|helping|working|teaching|making|building|solving)\b/i;
const FRONTED_MOTIVE =
  /^(?:[Dd]riven|[Mm]otivated|[Ii]nspired|[Gg]uided) by (?:a |an |my )?[a-z][\w -]{2,60}?, I\b/;
/** The same stance as a CV's line without its "I": "Strong advocate of plain-language forms." */
const STANCE_LINE = new RegExp(
  `^(?:(?:a|an) )?${STANCE} (?:advocate|champion|proponent|supporter) (?:of|for)\\s+\\S`,
  'i',
);
const BELIEF_FROM_DOUBT = /\bi (?:\w+ )?doubt that\b/;
/** A cover letter's claim about the writer's fit for the job. */
const SELF_PROMOTION =
  /\b(?:I|my)\b.{0,80}\b(?:(?:strong|good|great|perfect|ideal|excellent|natural) (?:fit|match|candidate)|(?:well|ideally|uniquely) (?:suited|placed|qualified)|right (?:person|candidate)|valuable (?:asset|addition)|an asset to)\b/i;
const VALUE =
  /\bi (?:\w+ ){0,2}?(?<t>value|prize|cherish|treasure)\b|\bi (?:\w+ )?(?<t2>care) (?:\w+ )?about\b|\bwhat (?<t3>matter) (?:most |deeply )?to me\b|\b(?<t4>matter) (?:most |more |deeply |a lot |so much )?to me\b|\bi (?<t11>take) (?:great |real |a lot of )?pride in\b|\bi (?<t46>pride) myself (?:on|in)\b|\bfor me ?,? (?:[\w-]+ ){1,4}?(?<t47>matter|count) (?:most|more)\b|\b(?<t5>important) (?:to|for) me\b|\bi be (?:\w+ )?(?<t6>drive|motivate|guide|energise|energize) by\b|\b(?<t7>guide) my (?:work|decision|choice|life|career)\b|\bi (?<t8>stand) for\b|\b(?:thing|cause|principle|value)s? i (?:will )?(?:\w+ )?(?<t48>fight|stand up|speak up|argue) for\b|\bi will (?:\w+ )?(?<t49>fight|stand up) for\b|\bi be (?:\w+ )?(?<t9>passionate|committed|commit|dedicated|dedicate) (?:about|to)\b|\bmy (?:core |personal )?(?<t10>value|principle) be\b|\bi (?:\w+ )?(?:think|feel|believe|know|find) (?:that )?it be (?:\w+ )?(?<t12>important|essential|vital|crucial) to\b|\b(?<t13>excite|energise|energize|motivate|inspire|fulfil|fulfill) me\b|\bi (?:\w+ )?(?<t14>take|find|get|draw|derive) (?:\w+ ){0,2}?(?:satisfaction|fulfilment|fulfillment|joy|meaning|pleasure) (?:in|from)\b|\bmy (?:\w+ )?(?<t15>learning|curiosity) never stop\b|\bi be (?:\w+ )?(?:a )?(?<t16>lifelong|life-long|continuous|constant|keen|eager|avid) learner\b|\bi be (?:\w+ )?(?<t17>keen|eager|hungry) to (?:learn|grow|keep learn)\b|\bi (?:\w+ )?(?<t18>love|enjoy) (?:to learn|learn|learning|to grow|grow)\b|\bmy (?:\w+ )?(?<t19>passion) (?:be|lie|for)\b|\bi (?:\w+ )?have (?:a |an )?(?:\w+ )?(?<t20>passion) for\b|\bi (?<t21>thrive) (?:on|in|when|where)\b|\bwhat (?<t22>drive|motivate|excite|inspire|energise|energize) me\b|\bi (?:\w+ )?(?<t23>believe) in (?!myself|me\b|you\b)|\b(?<t24>come) first (?:for|to|with) me\b|\b(?<t25>mean) (?:a lot|a great deal|everything|the world|so much|most|more) to me\b|\b(?<t26>value|principle) (?:that |which )?i (?:\w+ )?(?:live|work|stand) by\b|\bbe (?:a |my )?(?:\w+ )?(?<t27>priority) (?:for|to) me\b|\bthe most (?<t28>rewarding|fulfilling|satisfying|meaningful) (?:part|thing|aspect)\b|\bwhat i (?:\w+ )?(?<t29>enjoy|love) most\b|\bi be (?:\w+ ){1,6}?who (?:(?<t30>value|cherish|prize|care about|believe in)|be (?:\w+ )?(?<t44>passionate about|commit(?:ted)? to|dedicate(?:d)? to|devote(?:d)? to|drive(?:n)? by))\b|\bi (?:\w+ )?have (?:a |an )?(?:\w+ )?(?<t31>sense) of (?:justice|fairness|duty|purpose|community)\b|\b(?<t32>heart|centre|center|core) of (?:everything|all|what) i\b|\bat the (?<t45>heart|centre|center|core) of my (?:work|practice|career|life|teaching|nursing|approach|job|day)\b|\b(?<t34>teach|show) me the (?:importance|value) of\b|\bi (?:\w+ )?(?<t35>learn|realise|realize|understand|see) (?:\w+ )?the (?:importance|value) of\b|\b(?<t36>give) me (?:a |my )?(?:\w+ )?(?:sense of purpose|purpose|meaning|satisfaction|joy|fulfilment|fulfillment)\b|\b(?<t37>keep) me (?:go|going)\b|\bi (?:\w+ )?(?<t38>find) it (?:\w+ )?(?:rewarding|reward|fulfilling|fulfil|fulfill|satisfying|satisfy|meaningful|motivating|motivate)\b|\bi (?:\w+ )?(?<t39>love|enjoy) (?:help|support|mentor|teach|coach|care for|work with|serve) (?:\w+ )?(?:people|person|child|student|customer|patient|other|team|community|colleague|client|family|learner|user|pupil|resident)\b|\bi be (?:\w+ )?(?<t40>draw|drawn|attract|attracted) to\b|\b(?<t41>resonate|resonates) (?:deeply |strongly )?with me\b|\bi (?:\w+ )?(?<t42>share) (?:your|the|this|their|its) (?:\w+ )?(?:commitment|belief|passion|values?|focus|dedication) (?:to|in|for|on)\b|\bbe my (?:\w+ ){0,2}?(?<t43>value|priority|principle)(?! proposition| add| stream| chain)\b|\bi (?<t33>put) (?:the |my |our )?(?:\w+ )?(?:customer|client|patient|people|team|family|safety|quality|student|pupil|child|user|guest|resident|other)s? first\b/;
const VISION =
  /\bi (?:\w+ )?(?<t>want|hope|plan|intend|aim|aspire|wish|mean) (?:one day |some day |my (?:\w+ ){0,2}?)?to\b|\bi (?:\w+ )?(?<t17>want) (?:a|an|my) (?:[\w-]+ ){0,3}?(?:career|role|job|position|future|life)\b|\bi be (?:\w+ )?(?<t18>apply) to (?:study|read|train|join|become|work)\b|\bi be (?:\w+ )?(?<t29>apply) (?:for|to) (?:this|the|a|an|your) (?:[\w-]+ ){0,3}?(?:programme|program|course|degree|master|masters|msc|ma|mba|phd|doctorate|fellowship|scholarship|apprenticeship|residency)\b|\bi be (?:\w+ )?(?<t19>determine|determined) to (?:become|be|get|finish|complete|qualify|build|start|move|lead|work|make)\b|\bi would (?:\w+ )?(?<t2>like|love) to\b|\bwhat i (?:\w+ )?(?<t28>want|hope for|would like|aim for|plan) (?:\w+ )?be (?:simple |clear |straightforward )?:? ?(?:to|a|an)\b|\bmy (?:\w+ ){0,3}?(?<t3>goal|ambition|aim|dream|vision|aspiration|objective|mission|plan) (?:(?:for|over|in|within) (?:the |this |next )?(?:\w+ ){0,3}?)?be (?:to|a|an)\b|\b(?<t24>goal|ambition|aim|objective|aspiration) of my (?:\w+ )?(?:career|life|working life|work) be (?:to|a|an)\b|\bmy (?:\w+ ){0,3}?(?<t25>goal|ambition|aim|dream|vision|aspiration|objective|mission|plan) be (?:simple|clear|straightforward) ?: to\b|\bi be (?:\w+ )?(?<t4>work) (?:toward|towards)\b|\bi be (?:\w+ )?(?<t21>move|head|transition) (?:toward|towards|into|to)\b|\bi be (?:\w+ )?(?<t20>work) hard to (?:become|get|qualify|earn|reach|build)\b|\bi be (?:\w+ )?(?<t5>look|seek|search)(?:ing)? (?:for|to)\b|\bi be (?:\w+ )?(?:in (?<t14>search) of|on the (?<t15>lookout) for|in the (?<t16>market) for)\b|\bi be (?:\w+ )?(?<t13>interested) in work(?:ing)? (?:as|in|with|for|on)\b|\bi (?<t6>see) (?:myself|my future)\b|\bi be (?:\w+ )?(?<t11>open) to (?:new )?(?:[\w-]+ ){0,3}?(?:role|roles|position|positions|opportunity|opportunities|job|jobs)\b|\bi be (?:\w+ )?(?<t7>interested) in (?:a |an |the )?(?:[\w-]+ ){0,3}?(?:role|roles|position|positions|job|jobs|opportunity|opportunities|career)\b|\bmy (?:\w+ )?(?<t8>next step) be\b|\bi be (?:\w+ )?(?<t27>explore) (?:a (?:move|career|transition|switch|change) (?:into|to|in)|(?:new )?(?:[\w-]+ )?(?:role|opportunity|career|position)s? (?:in|as)\b)|\bi (?:\w+ )?(?<t9>aspire)\b|\bi be (?:\w+ )?(?<t10>eager|keen|ready|excited) to (?:take on|move|step|join|transition|grow into|lead|start|begin|pursue|become|build|develop|progress|advance|gain|bring my)\b|\bi be (?:\w+ )?(?<t22>ready|look) for (?:a |an |my )?(?:new |next |fresh |bigger )?(?:challenge|step|chapter|opportunity)\b|\bi would (?:\w+ )?(?<t23>like|love) (?:the|an|a) (?:\w+ )?(?:chance|opportunity) to (?:work|join|contribute|grow|learn|develop|lead|become|build|train|study|bring)\b/;
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
  'realise',
  'notice',
  'realize',
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

/**
 * Winning is getting, except what is won against others by what one did: a contest (a medal, a
 * prize, a championship) or business (a contract, a tender, a client). "Won 3 medals in the
 * county league" and "I won the Hartley contract" are achievements; "won a place" is not.
 */
const WON_BY_DOING =
  /^(?:won|win|wins|winning)\s+(?:(?:a|an|the|\d[\d,.]*|two|three|four|five|six|seven|eight|nine|ten|several|many|multiple|first|second|third|gold|silver|bronze|new|major|national|regional|state|international|[A-Z][\w&'-]*)\s+){0,4}(?:medals?|prizes?|trophy|trophies|championships?|competitions?|contests?|tournaments?|hackathons?|awards?|contracts?|tenders?|bids?|accounts?|clients?|customers?|deals?|business)\b/i;
/**
 * Serving is a standing when a role or a body follows ("Served as treasurer", "Served on the
 * board", "Served in the army"), and work done when what was served follows ("Served 200
 * customers a day", "Served breakfast to…").
 */
const SERVED_AS_STANDING = /^(?:as|on|in|with|under|at|for|within|alongside)\b/i;
const weakAction = (verb: Token, rest: string) =>
  WEAK_ACTION.has(verb.l) &&
  !(verb.l === 'win' && WON_BY_DOING.test(`${verb.w} ${rest}`)) &&
  !(verb.l === 'serve' && /ed$/i.test(verb.w) && rest !== '' && !SERVED_AS_STANDING.test(rest));

/** Past participles that are not also a simple past ("written", never "You written…"). */
const PARTICIPLE_ONLY = new Set(
  'written taken given driven known seen done gone eaten fallen forgotten hidden ridden risen shaken spoken stolen sworn thrown woken worn chosen frozen broken beaten bitten blown drawn flown grown shown sewn proven begun sung swum undertaken overseen overtaken mistaken forbidden'.split(
    ' ',
  ),
);

/** Verbs whose past is their base form ("Cut costs by 30 %", "Set up the depot"). */
const PAST_AS_BASE = new Set(
  'cut set put shut split spread hit bid broadcast forecast quit upset let cost'.split(' '),
);

/** The past-tense verbs English forms without -ed (their surface differs from the lemma). */
const isPast = (t: Token) =>
  /ed$/i.test(t.w) || (t.w.toLowerCase() !== t.l && !/(?:ing|s)$/i.test(t.w));
const hasObject = (tokens: Token[], from: number) =>
  tokens.slice(from).some((t) => t.pos === 'NOUN' || t.pos === 'PROPN' || t.pos === 'NUM');

/** A first-person sentence of the person's own: what it says about them, if anything. */
export function readOwnSentence(said: string, experience: boolean): Finding | undefined {
  // "That is why I am applying for…": the link to the sentence before is dropped, the clause
  // stands on its own.
  const sentence = said.replace(/^(?:That|This)(?: is|['’]s) (?:why|how) (?=I\b)/, '');
  if (sentence.length > 300 || /\?$/.test(sentence.trim())) return undefined;
  const tokens = tokensOf(sentence);
  if (!tokens.some((t) => t.w === 'I' || /^(my|me|myself)$/i.test(t.w))) return undefined;
  const lemmas = lemmaLine(tokens);
  // A letter's "you" is its reader ("…a post at your school"): turned around, it would read as the
  // person's own, so such a sentence is quoted whole, as a "we" sentence is.
  const own = /\b(?:you|your|yours|yourself)\b/i.test(sentence)
    ? inYourWords(repairOcrI(sentence))
    : toSecondPerson(sentence);

  // Advice to a reader ("You should also be candid that…", "Be honest about…") and someone
  // else's words ("My mentor always says…") are not the person's, whatever their pronouns.
  if (addressedToReader(sentence) || someoneElsesWords(sentence)) return undefined;
  // "I once believed that…, but I gave that up": neither the belief nor the giving up is stated.
  if (beliefGivenUp(sentence)) return undefined;
  // "I would like to start that at Lumen", "I believe that more every year": a clause whose
  // object points back to a sentence before it says nothing alone.
  if (POINTS_BACK.test(sentence.trim()) || pointsBackShort(tokens)) return undefined;

  // "I used to think I was too old", "I no longer say yes to everything": a doubt or habit the
  // person has left behind is not stated as held. A burnout is an event, told in its own tense.
  // A doubt or habit told in the past ("As a teenager I was shy", "I avoided…") or set in their
  // childhood is a memory, not how they are now.
  const leftBehind = LEFT_BEHIND.test(sentence);
  const burnout = BURNOUT.test(sentence);
  const narrative = narrativeLimit(sentence);
  const avoidance =
    burnout ||
    (!leftBehind &&
      (affirmed(lemmas, AVOIDANCE) ||
        AVOIDANCE_NEGATIVE.test(lemmas.line) ||
        OVERDOING.test(lemmas.line) ||
        NOT_DELEGATING.test(sentence) ||
        SELDOM.test(sentence) ||
        narrative === 'limitingBehaviours'));
  const doubt =
    DOUBT_SELF.test(lemmas.line) ||
    narrative === 'limitingBeliefs' ||
    (!avoidance && affirmed(lemmas, DOUBT_FEELING) !== undefined);
  if (!burnout && (doubt || avoidance)) {
    if (leftBehind || !heldNow(tokens, sentence, avoidance ? 'habit' : 'doubt')) return undefined;
  }
  if (leftBehind && !burnout && (DOUBT_SELF.test(lemmas.line) || affirmed(lemmas, DOUBT_FEELING))) {
    return undefined;
  }
  if (doubt) {
    // "I am not a natural speaker" is what they tell themselves, not a fact to state.
    // Self-criticism ("I can be too hard on myself") is said of themselves, not told to them.
    // A doubt already told as a thought or a feeling ("I don't think I have what it takes", "Part
    // of me thinks…") is stated as said.
    const selfDescription =
      !/\bcritic\b|\bmyself\b/.test(lemmas.line) &&
      !/\b(?:think|thinks|believe|believes|feel|feels|convinced|worry|assume|suspect|sure)\b/i.test(
        sentence,
      ) &&
      /^i (?:be|can|will|could|do) /.test(lemmas.line.slice(lemmas.line.indexOf('i '))) &&
      !/^i be (?:not )?(?:sure|afraid|scared|scare|worried|worry|anxious|nervous|terrify|shy|self-conscious)/.test(
        lemmas.line.slice(lemmas.line.indexOf('i ')),
      );
    return {
      dimension: 'limitingBeliefs',
      // A quoted sentence ("In your words: …") stands as it is.
      statement:
        selfDescription && !own.startsWith('In your words')
          ? `You tell yourself that ${lowerFirst(own)}`
          : own,
      score: 1,
    };
  }
  if (avoidance) {
    return { dimension: 'limitingBehaviours', statement: own, score: 1 };
  }
  // "A firm believer in plain forms, I rewrite every letter…": the stance before the "I" is
  // theirs, whatever the rest says. Not a named thing ("…advocate of Kotlin, I…").
  if (FRONTED_STANCE.test(lemmas.line)) {
    const comma = tokens.findIndex((t) => t.w === ',');
    if (
      comma > 0 &&
      !namesSomething(tokens.slice(0, comma).filter((t, i) => i > 0 || t.w !== 'Being'))
    ) {
      return { dimension: 'beliefs', statement: own, score: 1 };
    }
  }
  // "Driven by curiosity, I moved into data": the motive before the "I" is theirs, a value,
  // whatever the rest says; never a named thing ("Inspired by Tesla, I…").
  const motive = FRONTED_MOTIVE.exec(sentence.trim());
  // Only a motive that is a person's ("by curiosity", "by a wish to…"), never "by a diesel pump".
  if (motive && MOTIVE_AGENT.test(sentence.trim().replace(/^inspired/i, 'driven'))) {
    const comma = tokens.findIndex((t) => t.w === ',');
    if (comma > 0 && !namesSomething(tokens.slice(1, comma))) {
      return { dimension: 'values', statement: own, score: 1 };
    }
  }
  // "I'm happiest when I'm teaching…": what they enjoy most, a value. Read on the sentence: the
  // lemma line has "happy" and leaves "when" out.
  if (HAPPIEST.test(sentence)) return { dimension: 'values', statement: own, score: 1 };
  // "I'd rather report a modest honest result than a dramatic one": a choice between two ways,
  // what they prefer, a value. Not a wish to die or to disappear said this way.
  if (RATHER_THAN.test(sentence)) return { dimension: 'values', statement: own, score: 1 };
  // "I learned that asking early saves weeks": a lesson told as a general truth is what they hold
  // true, a belief; "I learned that the clinic had closed" is a fact found out, and neither is a deed.
  const lesson = lessonOf(tokens, sentence);
  if (lesson === 'belief' && !SELF_PROMOTION.test(sentence)) {
    return { dimension: 'beliefs', statement: own, score: 1 };
  }
  if (lesson === 'fact') return undefined;
  // "For years I thought…", "I believed…": a belief told in the past is not stated as held.
  if (believedThen(sentence)) return undefined;
  // "I believe in small teams" names what they hold dear, a value; "I believe that…" a belief.
  const believesIn = /\bi (?:\w+ )?believe in (?!myself|me\b|you\b)/.test(lemmas.line);
  if (
    (!believesIn && affirmed(lemmas, BELIEF)) ||
    (BELIEF_FROM_DOUBT.test(lemmas.line) && /\bnever\b|\bnot\b/.test(lemmas.line))
  ) {
    // "I believe my experience makes me a strong fit for this role" sells, it is not a belief.
    if (SELF_PROMOTION.test(sentence)) return undefined;
    // "I have learned that lesson the hard way": "that" points at a thing, no clause follows it.
    const learned = tokens.findIndex((t) => /^(?:learned|learnt|come)$/i.test(t.w));
    const that = learned < 0 ? -1 : tokens.findIndex((t, i) => i > learned && /^that$/i.test(t.w));
    if (that > 0 && !tokens.slice(that + 2).some((t) => t.pos === 'VERB' || t.pos === 'AUX'))
      return undefined;
    // "I am a big supporter of Leeds United": a team or a product, not a view.
    const stance = tokens.findIndex((t) =>
      /^(?:advocate|champion|proponent|supporter)$/i.test(t.w),
    );
    if (stance > 0 && namesSomething(tokens.slice(stance + 1))) return undefined;
    return { dimension: 'beliefs', statement: own, score: 1 };
  }
  const found = affirmed(lemmas, VALUE);
  // "Honesty is my first value": held now; "Speed was my priority then" is not stated as held.
  // What they value stands before "is" there ("Kafka is my passion" names a tool).
  const copula = tokens.findIndex((t) => /^(?:is|are)$/i.test(t.w));
  const value =
    found?.groups?.t43 &&
    (!/\b(?:is|are)\s+(?:still\s+|always\s+)?my\b/i.test(sentence) ||
      copula < 1 ||
      // The opening word is capitalised as any sentence's is: a name only when no English word.
      namesSomething(tokens.slice(1, copula)) ||
      !isEnglishWord((tokens[0] as Token).w.toLowerCase()))
      ? undefined
      : // "Animal welfare has been at the heart of my work": what stands there is theirs to
        // hold, never a tool or a name ("Kafka has been at the heart of my work").
        found?.groups?.t45 &&
          (namesSomething(
            tokens.slice(
              1,
              tokens.findIndex((t) => /^(?:heart|centre|center|core)$/i.test(t.w)),
            ),
          ) ||
            !isEnglishWord((tokens[0] as Token).w.toLowerCase()))
        ? undefined
        : found;
  if (value) {
    const after = tokens.slice(
      Math.max(
        0,
        tokens.findIndex((t) => t.l === value[0].split(' ').pop()),
      ),
    );
    // What they value is named in the trigger's own clause ("I'm passionate about Kubernetes" names
    // a technology); a later clause ("…, though I learned it on NightOwl labs") is not its object.
    const end = after.findIndex(
      (t, i) =>
        i > 0 &&
        (t.w === ',' || t.w === ';' || /^(?:though|although|but|while|whereas)$/i.test(t.w)),
    );
    const object = after.slice(1, end === -1 ? undefined : end);
    if (!namesSomething(object)) return { dimension: 'values', statement: own, score: 1 };
  }
  const vision = affirmed(lemmas, VISION);
  // "I am looking for candidates for…": a recruiter's search for others, not an aim of theirs.
  const forOthers =
    vision?.groups?.t5 !== undefined &&
    /\b(?:look|seek|search)\w* for (?:\w+ )?(?:candidates?|talent|clients?|customers?|applicants?|staff|hires?|recruits?)\b/i.test(
      sentence,
    );
  if (vision && !forOthers) {
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
    // "I see myself as a natural organiser" is a self-image; "I see myself as a head of year one
    // day", or "…running my own shop", looks ahead.
    const selfImage =
      vision.groups?.t6 !== undefined &&
      /\bsee myself as\b/i.test(sentence) &&
      !/\b(?:in (?:\w+ )?(?:years?|months?)|one day|some ?day|future|eventually|by (?:the )?\d{4})\b/i.test(
        sentence,
      );
    if (trigger && !past && !selfImage) return { dimension: 'vision', statement: own, score: 1 };
  }
  // "I am an honest and hardworking person": a quality of character they claim, a value.
  // "I am a person who is honest and loyal": the self-description restated whole.
  if (
    /^I(?:'m|’m| am) (?:a|an) (?:[\w-]+ ){1,2}(?:who|that) (?:is|am) /.test(sentence.trim()) &&
    VIRTUE.test(sentence) &&
    !own.startsWith('In your words')
  ) {
    return { dimension: 'values', statement: own, score: 1 };
  }
  if (/^I(?:'m|’m| am) /.test(sentence.trim())) {
    const virtue = readVirtueItem(sentence.trim());
    if (virtue) return virtue;
    // "I am punctual and reliable", "I'm a hard working person": how they work, said of
    // themselves. A person noun without its article ("I'm hard working person") is quoted.
    const rest = sentence.trim().replace(/^I(?:'m|’m| am) (?:(?:a|an) )?/, '');
    if (!/[,;]/.test(rest) && readTraitItem(rest)) {
      const article = /^I(?:'m|’m| am) (?:a|an) /.test(sentence.trim());
      const personNoun = /\b(?:person|worker|individual|learner|player|starter)\b/i.test(rest);
      return {
        dimension: 'behaviours',
        statement: personNoun && !article ? inYourWords(repairOcrI(sentence)) : own,
        score: 1,
      };
    }
  }
  // "Growing up, I looked after…", "As a child I…": a memory, not something they do or did at work.
  // "I have applied for the planner post": an application, not a deed (nor, alone, an aim).
  const applied =
    /\bappl(?:y|ied|ying) for (?:the |a |an |this |that |my )?(?:[\w-]+ ){0,4}?(?:post|role|job|position|vacancy|opening|promotion)\b/i.test(
      sentence,
    );
  // "My husband says I treat every shift…": what someone says of them, not a deed they tell.
  const reported =
    /\b(?:says|said|tells me|told me|thinks|reckons|insists|jokes|complains)\b/i.test(
      sentence.slice(0, Math.max(0, sentence.search(/\bI\b/))),
    );
  if (experience && !earlierLife(sentence) && !applied && !reported) {
    // "I led…", "I have run…": something they did.
    const i = tokens.findIndex((t) => t.w === 'I');
    let k = i + 1;
    while (k < tokens.length && (tokens[k]?.pos === 'ADV' || tokens[k]?.l === 'have')) k++;
    // "I am currently building…", "I am now running…": the work they do now, its "am" kept. Only
    // with a word that dates it to now: without one, "I am learning to say no" tells a story
    // or a struggle, not a deed.
    if (/^am$/i.test(tokens[k]?.w ?? '')) {
      let j = k + 1;
      while (j < tokens.length && tokens[j]?.pos === 'ADV') j++;
      const doing = tokens[j];
      const now = tokens.slice(k + 1, j).some((t) => /^(?:currently|presently|now)$/i.test(t.w));
      if (
        now &&
        doing?.pos === 'VERB' &&
        /ing$/i.test(doing.w) &&
        !/\byou (?:are|were) (?:\w+ )?working (?:for|at|as|in|within|under)\b/i.test(own)
      ) {
        k = j;
      }
    }
    const verb = tokens[k];
    if (
      i >= 0 &&
      verb &&
      verb.pos === 'VERB' &&
      !verb.neg &&
      (!MENTAL.has(verb.l) ||
        (verb.l === 'win' &&
          WON_BY_DOING.test(
            tokens
              .slice(k)
              .map((t) => t.w)
              .join(' '),
          ))) &&
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

/** Participles that name a standing someone holds ("Certified…", "Registered…"). */
const STANDING =
  /^(?:certified|authori[sz]ed|registered|licen[sc]ed|chartered|qualified|accredited|approved|recogni[sz]ed)$/i;

const DEGREE =
  /^(?:highly|very|extremely|well|fully|deeply|strongly|self|exceptionally|genuinely)$/i;

/** An achievement bullet without a subject ("Led a team of 8 engineers…"): what they did. */
export function readAchievement(sentence: string, pastOnly = false): Finding | undefined {
  const text = sentence.replace(/\s+/g, ' ').trim();
  if (text.length < 12 || text.length > 300 || !/^[A-Za-z]/.test(text)) return undefined;
  // A job-title or date line ("Shift Supervisor, Parcelnet (2013 – 2018)") is not an achievement,
  // nor a header of names ("Northwind Media, Leeds — Sales"), whose first word may look like a
  // verb, nor a labelled field ("Project Name: …", "Service Area: …").
  if (DATE_RANGE.test(text) || MONTH_YEAR.test(text) || !/[.!;%]$|\w\)?$/.test(text)) {
    return undefined;
  }
  if (headerLike(text) || /^(?:[A-Z][\w&/-]*\s){0,3}[A-Z]?[\w&/-]+:\s/.test(text)) return undefined;
  // A line that speaks to its reader ("Delegate the work you enjoy") is advice, not an achievement.
  if (/\byou(?:r|rs|rself|'re|'ll|'ve)?\b/i.test(text)) return undefined;
  // "Want to specialise in…", "Hoping to lead…": a wish, never a deed, whatever its subject lost.
  if (
    /^(?:want|wants|wanted|wanting|hope|hopes|hoped|hoping|wish|wishes|wished|wishing|long|longing|dream|dreaming|aspire|aspires|aspiring)\s+to\b/i.test(
      text,
    )
  )
    return undefined;
  // Read as "I <bullet>" so the model tags the opening word as the verb it is.
  const tokens = tokensOf(`I ${lowerFirst(text)}`).slice(1);
  let k = 0;
  while (k < tokens.length && tokens[k]?.pos === 'ADV') k++;
  const first = tokens[k];
  // The tagger reads some past verbs as adjectives after "I" ("I reconciled 40 accounts"): an
  // opening word in -ed whose stem is a verb in the dictionary, with an object after it, is the
  // verb it looks like.
  if (
    first &&
    first.pos === 'ADJ' &&
    k === 0 &&
    /[a-z]ed$/i.test(first.w) &&
    !SELF_DESCRIBING.test(first.w) &&
    /^(?:NUM|DET|NOUN|PRON)$/.test(tokens[k + 1]?.pos ?? '') &&
    [first.w.slice(0, -2), first.w.slice(0, -1)].some(
      (stem) => stem.length > 2 && isEnglishWord(stem) && hasVerbForm(stem.toLowerCase()),
    )
  ) {
    const stem = [first.w.slice(0, -1), first.w.slice(0, -2)].find(
      (w) => isEnglishWord(w) && hasVerbForm(w.toLowerCase()),
    ) as string;
    tokens[k] = { ...first, pos: 'VERB', l: stem.toLowerCase() };
  }
  const verb = tokens[k];
  if (
    verb?.pos !== 'VERB' ||
    verb.neg ||
    weakAction(
      verb,
      text
        .split(' ')
        .slice(k + 1)
        .join(' '),
    )
  ) {
    return undefined;
  }
  // "Committed towards quality work", "Motivated individual with…", "Dedicated nurse": a
  // participle that describes a person, before what they hold to or the person it describes (a
  // noun without its article), is who they are, never "You committed…". "Motivated a team of…"
  // (an article follows) is a deed.
  if (
    SELF_DESCRIBING.test(verb.w) &&
    (/^(?:to|towards?|about|for)$/i.test(tokens[k + 1]?.w ?? '') ||
      // "Focused on fair pricing" on a line of its own outside a job: how they describe
      // themselves now, not something they did ("You focused on…" would change its tense).
      (pastOnly && /^on$/i.test(tokens[k + 1]?.w ?? '')) ||
      describedPerson(tokens.slice(k + 1)))
  )
    return undefined;
  // "Highly organised site lead", "Well read…": a participle after an adverb of degree
  // describes the person, it is not something they did.
  if (k > 0 && /ed$/i.test(verb.w) && DEGREE.test(tokens[k - 1]?.w ?? '')) return undefined;
  // A word before a capitalised one is a name when it is no English word ("Brinxed Logistics
  // Ltd.") or a noun as well ("Games Workshop description"), whatever the tagger says.
  const next = tokens[k + 1];
  if (next && /^[A-Z]/.test(next.w)) {
    const w = verb.w.toLowerCase().replace(/-/g, '');
    const english = [w, verb.l, w.replace(/is(e|ed|es|ing)$/, 'iz$1')].some(isEnglishWord);
    // "Sports", "Systems": a plural noun read as a verb in -s.
    if (!english || (nounToo(verb.l) && /[^s]s$/i.test(verb.w))) return undefined;
  }
  // "Conducted by the institute", "Organised by the college": a participle with its agent after
  // it says what others did (a passive), never "You conducted by…".
  // So is an irregular participle ("Driven by a wish to…", "Taken by…"); "Led by example" is a deed.
  if (
    /(?:ed|en|wn)$/i.test(verb.w) &&
    /^by$/i.test(tokens[k + 1]?.w ?? '') &&
    !/^example$/i.test(tokens[k + 2]?.w ?? '')
  )
    return undefined;
  // "Authorised Panel Builder for…", "Certified Scrum Master": a participle of standing before a
  // title in capitals names a credential, not something done.
  if (STANDING.test(verb.w) && next && /^[A-Z]/.test(next.w)) return undefined;
  if (pastOnly && !isPast(verb) && !PAST_AS_BASE.has(verb.w.toLowerCase())) return undefined;
  // "Written on the train…", "Taken from…": a participle that is no simple past says what was
  // done to something, never "You written…".
  if (k === 0 && PARTICIPLE_ONLY.has(verb.w.toLowerCase())) return undefined;
  if (!hasObject(tokens, k + 1)) return undefined;
  if (ownFiniteVerbLater(tokens, k + 1)) return undefined;
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
  // "Co-ordinating with…" is a participle however the model splits the hyphen.
  // A misspelt participle ("Troubleshoooting…") has no lemma of its own: quoted as well.
  const participle =
    (/ing$/i.test(verb.w) && (verb.l !== verb.w.toLowerCase() || !isEnglishWord(verb.w))) ||
    (k === 0 && /^[a-z]+-[a-z]+ing$/i.test(text.split(' ')[0] ?? ''));
  const bare = verb.w.toLowerCase() === verb.l;
  const passive =
    PASSIVE_OPENERS.has(verb.l) && (tokens[k + 1]?.pos === 'ADP' || tokens[k + 1]?.w === 'to');
  if (
    participle ||
    passive ||
    /^hands?[- ]on\b/i.test(text) ||
    (bare &&
      nounToo(verb.w) &&
      (!verbFollows(tokens[k + 1], tokens[k + 2]) || !hasVerbForm(verb.w.toLowerCase())))
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

/** Verbs with an irregular past that a CV line may open with, also nouns ("Run", "Lead", "Set"). */
const IRREGULAR = new Set(
  'run lead set build drive hold cut write sell buy win deal draw spend split shut put fly ride shoot speak stand fight feed meet light bid broadcast forecast hit beat dig lay lend make pay read seek show spin spread strike swing throw wear wind teach bring grow'.split(
    ' ',
  ),
);

/**
 * Whether a word has a verb's past in the dictionary ("plan" → "planned", "design" → "designed"):
 * "Company own practice…" opens with a word that is only a noun, whatever the tagger says.
 */
function hasVerbForm(word: string): boolean {
  if (IRREGULAR.has(word)) return true;
  const stem = word.replace(/e$/, '');
  return (
    isEnglishWord(`${stem}ed`) ||
    isEnglishWord(`${word.replace(/y$/, 'i')}ed`) ||
    isEnglishWord(`${word}${word.slice(-1)}ed`)
  );
}

/** A word the model also reads as a noun or adjective in a noun's place ("the impact was"). */
function nounToo(word: string): boolean {
  const t = tokensOf(`the ${word.toLowerCase()} was`)[1];
  return t !== undefined && t.pos !== 'VERB';
}

/**
 * A token after a verb that shows it is one: a determiner, pronoun, adjective, or a listed verb.
 * Not a capitalised word ("Team Lead for…", "Voice Based Search…": a name or a title), nor
 * "in" or "of" ("Experience in…", "Knowledge of…": a noun's complement), nor a participle
 * ("Pedal operated pump", "Data scraping using…": a noun it modifies or that modifies it).
 */
const verbFollows = (next: Token | undefined, after: Token | undefined) =>
  next !== undefined &&
  !/^[A-Z]/.test(next.w) &&
  !/^(?:in|of)$/i.test(next.w) &&
  !(next.pos === 'VERB' && /ed$/i.test(next.w) && next.w.toLowerCase() !== next.l) &&
  !(next.pos === 'VERB' && /ing$/i.test(next.w) && after?.pos === 'VERB') &&
  (/^(?:DET|PRON|ADJ|PART|ADV|ADP|VERB)$/.test(next.pos) ||
    (next.pos === 'CCONJ' && after?.pos === 'VERB' && !nounToo(after.w)));

/**
 * A finite verb of its own later in the line's first clause ("Motorised paint sprayer makes
 * coating faster", "Company supplies tiles to…"): the opening word was a modifier of the
 * subject, not the person's verb. A clause after a comma, a conjunction or a relative word is
 * another clause and does not count.
 */
function ownFiniteVerbLater(tokens: Token[], from: number): boolean {
  // Only right after the noun phrase the opening word would modify: "Motorised paint
  // sprayer makes…", "Company supplies…". "Ensured all sites were up" has its object first.
  let i = from;
  while (
    i < tokens.length &&
    i < from + 4 &&
    (/^(?:NOUN|PROPN|ADJ)$/.test(tokens[i]?.pos ?? '') ||
      (tokens[i]?.pos === 'VERB' && /ing$/i.test(tokens[i]?.w ?? '')) ||
      // "paint sprayer": a base form read as a verb inside a compound noun.
      (tokens[i]?.pos === 'VERB' &&
        tokens[i]?.w.toLowerCase() === tokens[i]?.l &&
        tokens[i + 1]?.pos === 'NOUN'))
  )
    i++;
  const t = tokens[i];
  if (!t || (i === from && t.pos !== 'AUX' && t.pos !== 'VERB')) return false;
  if (/^(?:is|are|was|were|has)$/i.test(t.w)) return true;
  // A verb in -s read where a plural noun may stand ("pager alerts per engineer", "stock counts
  // across depots") counts only with an object after it ("makes rendering easier").
  const after = tokens[i + 1];
  return (
    t.pos === 'VERB' &&
    /[^s]s$/i.test(t.w) &&
    t.w.toLowerCase() !== t.l &&
    after !== undefined &&
    /^(?:DET|ADJ|NOUN|PRON|VERB|ADV)$/.test(after.pos)
  );
}

/** Verbs whose participle before "in", "with", "on" says what was done to someone. */
const PASSIVE_OPENERS = new Set([
  'experience',
  'admit',
  'license',
  'licence',
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

/**
 * A first-person sentence about looking for work that the aim readings cannot restate, its
 * grammar off ("I am in search a driver job", "Currently I'm hunting sales roles"): "I am" in the
 * present, a word of searching, and a role as what is sought, within a few words. Quoted whole,
 * under vision: a restatement would have to mend their grammar. Not a recruiter's search for
 * others ("…roles for my clients", "…candidates for open positions"), not a job board ("job
 * portals"), not "not" or a past ("I was looking…").
 */
const JOB_SEARCH =
  /^(?:(?:currently|now|presently|at present),? )?i(?: am|'m|’m) (?:(?:currently|now|actively|presently) )?(?:in (?:a |the )?)?(?:search|searching|seeking|looking|hunting)\b(?:\s+[\w-]+){0,6}?\s+(?:jobs?|roles?|positions?|posts?|vacanc(?:y|ies)|placements?|internships?|openings?|employment)(?=[\s,.;!]|$)(?!\s+(?:databases?|portals?|boards?|sites?|descriptions?|profiles?|specs?|sheets?|ads?|adverts?)\b)/i;
const SEARCHING_FOR_OTHERS =
  /\b(?:candidates?|talent|clients?|customers?|applicants?|staff|hires?|recruits?)\b/i;

export function readJobSearch(sentence: string): Finding | undefined {
  const text = sentence.replace(/\s+/g, ' ').trim();
  if (text.length > 200 || !JOB_SEARCH.test(text)) return undefined;
  if (SEARCHING_FOR_OTHERS.test(text) || hasContactDetail(text)) return undefined;
  if (/\b(?:you|your)\b/i.test(text)) return undefined;
  return { dimension: 'vision', statement: inYourWords(text), score: 1 };
}

/**
 * A duty named by a noun made from a verb, under a job ("Execution of all site work",
 * "Preparation of monthly stock reports", "Handling of client escalations"): what the role asked
 * of them, quoted whole as one of their duties. Not a title or a name in capitals ("Department of
 * Civil Engineering"), a label, or a noun that names a thing rather than an act ("Bank of…").
 */
const ACT_NOUN =
  /^(?:[a-z]+(?:tion|sion|ment|ance|ence|ing)|handling|maintenance|supervision|analysis|review|repair|design|control)$/i;
export function readDutyNoun(sentence: string): Finding | undefined {
  const text = sentence
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[\s,;:.–—-]+$/, '');
  const words = text.split(' ');
  if (words.length < 4 || words.length > 16 || !/^[A-Z][a-z]/.test(text)) return undefined;
  if (/[:?!|“”"]/.test(text) || hasContactDetail(text) || DATE_RANGE.test(text)) return undefined;
  if (headerLike(text) || MONTH_YEAR.test(text) || /\b(?:you|your|I|my|me|we|our)\b/.test(text))
    return undefined;
  if (!ACT_NOUN.test(words[0] as string) || !/^of$/i.test(words[1] ?? '')) return undefined;
  // Read in lower case after "the", so the opening capital does not pass for a name.
  const tokens = tokensOf(`the ${lowerFirst(text)}`).slice(1);
  // "Execution of the plan was delayed": a sentence about the act, with its own verb.
  if (
    tokens[0]?.pos !== 'NOUN' ||
    tokens.some((t) => t.pos === 'AUX' || (t.pos === 'VERB' && isPast(t)))
  )
    return undefined;
  // What the act is done to is a thing in lower case, not a name ("Implementation of SAP").
  const object = tokens.slice(2);
  if (!object.some((t) => t.pos === 'NOUN' && /^[a-z]/.test(t.w))) return undefined;
  if (/\b(?:of|and|or|the|a|an|for|to|in|on|with|by)$/i.test(text)) return undefined;
  return {
    dimension: 'behaviours',
    statement: `You list “${text}” among your duties.`,
    score: 0,
  };
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
  // "Calm: able to steady upset callers": a short label, then what it means to them.
  const labelled = /^([A-Z][\w -]{2,30}):\s+(\S.*)$/.exec(text);
  if (labelled && (labelled[1] as string).split(' ').length <= 3 && text.length <= 160) {
    const rest = labelled[2] as string;
    if (/[:?!|]|\d/.test(rest) || /\b(?:you|your|I|my|me)\b/.test(rest)) return undefined;
    if (namesSomething(tokensOf(`the ${lowerFirst(rest)}`).slice(1))) return undefined;
    return {
      dimension: VIRTUE.test(text) ? 'values' : 'behaviours',
      statement: `You list “${text}” among your strengths.`,
      score: 0,
    };
  }
  if (text.length < 4 || text.length > 120 || /[:?!|]|\d/.test(text)) return undefined;
  if (/\b(?:you|your|I|my|me)\b/.test(text)) return undefined;
  // An item in title case without closing punctuation ("Quick Learner", "Honest And Loyal") is
  // kept as written and named as a strength before it is quoted, so it never reads as a heading.
  const asWritten =
    headerLike(text) && !/[.!]$/.test(line.trim())
      ? `Your strengths include “${text.charAt(0).toUpperCase()}${text.slice(1)}”.`
      : undefined;
  // A line in title case ("Strong Sense Of Fairness", "Quick Learner") is read with its
  // English words in lower case, so their capitals do not pass for names; the words are kept.
  const probe = lowerFirst(text).replace(/\b[A-Z][a-z]+\b/g, (w) =>
    isEnglishWord(w.toLowerCase()) ? w.toLowerCase() : w,
  );
  const tokens = tokensOf(`the ${probe}`).slice(1);
  if (namesSomething(tokens)) return undefined;
  if (!tokens.some((t) => t.pos === 'ADJ' || t.pos === 'NOUN')) return undefined;
  // "You describe yourself as…" fits an adjective or a person ("honest and hardworking", "a quick
  // learner", "eager to learn…"), not a quality named by a noun ("Commitment to the work", "good
  // communication skills"): that is quoted as the strength the person lists.
  const head = tokens[0];
  const last = tokens[tokens.length - 1];
  const personNoun = (t: Token | undefined) =>
    t?.pos === 'NOUN' && /(?:er|or|ist|ian|ant|ent|player)$/i.test(t.w);
  const adjectiveLed =
    head?.pos === 'ADJ' && /^(?:to|about|towards?|in|at|with|for)$/i.test(tokens[1]?.w ?? '');
  const phrase = probe;
  const dimension: InsightDimension = VIRTUE.test(text) ? 'values' : 'behaviours';
  if (asWritten) return { dimension, statement: asWritten, score: 0 };
  // A quality of character ("Honest and hardworking", "Eager to learn") says what they hold to.
  // "Loyal and dedicated": a participle at the end is an adjective of the person.
  const adjectiveLast =
    last?.pos === 'ADJ' || (last?.pos === 'VERB' && /ed$/i.test(last.w) && tokens.length <= 4);
  if (adjectiveLed || adjectiveLast) {
    return { dimension, statement: `You describe yourself as ${phrase}.`, score: 0 };
  }
  // "a quick learner", "a team player"; not "Belief in team work as a leader" (its head is
  // "belief": a phrase with a preposition is about something, not someone).
  if (personNoun(last) && tokens.length <= 4 && !tokens.some((t) => t.pos === 'ADP')) {
    return {
      dimension,
      statement: `You describe yourself as ${anArticle(phrase)}${phrase}.`,
      score: 0,
    };
  }
  return {
    dimension,
    statement: `You list “${text.charAt(0).toUpperCase()}${text.slice(1)}” among your strengths.`,
    score: 0,
  };
}

/**
 * What a person's list of qualities says they value: honesty and integrity, fairness, loyalty,
 * curiosity and a love of learning, a belief in something. Work habits ("hardworking", "dedicated",
 * "disciplined", "responsible") say how they work: they stay behaviours.
 */
export const VIRTUE =
  /\b(?:honest|honesty|integrity|ethical|(?:strong |good )?work ethics?|trustworthy|trustworthiness|loyal|loyalty|sincere|sincerity|fairness|accountable|accountability|transparent|transparency|humble|humility|curious|curiosity|(?:life[- ]?long|continuous|keen|eager|avid) learner|(?:keen|eager|willing|passionate|hungry|enthusiastic) (?:to|about|towards?|for) (?:learn|learning|grow|growing|improve|self-improvement)\w*|(?:passion|love|thirst|hunger|zeal) (?:for|of) (?:learning|knowledge|growth)|(?:willingness|desire|eagerness|keenness) to learn|(?:enthusiasm|zeal|interest) (?:for|in|to) learn(?:ing)?|(?:ready|open|happy) to learn\w*|(?:willing|eager|keen|happy|enthusiastic|ready)(?: to work| working) (?:with|in|alongside|within) (?:a )?(?:[\w-]+ )?(?:diverse|different|multicultural|multi-cultural|cross-functional|international|varied)|willingness to work (?:with|in|alongside|within) (?:a )?(?:[\w-]+ )?(?:diverse|different|multicultural|multi-cultural|cross-functional|international|varied)|(?:strong )?belief in)\b/i;

export const hasContactDetail = (text: string) =>
  /[\w.+-]+@[\w-]+\.\w|\bhttps?:\/\/|\bwww\.|\+?\(?\d{3}\)?[\s.-]\d{3}[\s.-]\d{4}/.test(text);

const SUMMARY_VALUE =
  /^(?:(?:dedicated|committed|devoted|passionate|hardworking|hard-working|motivated|self-motivated|driven|enthusiastic|caring)(?:,| and| &) )?(?:(?:deeply|strongly|genuinely|highly|very|truly|fully|really|extremely) )?(?:(?:committed|dedicated|devoted) (?:to|towards)\b|passionate (?:about|towards?|for)\b|enthusiastic about\b)|^(?:driven|guided|motivated) by\b|^(?:(?:a|an) )?(?:(?:strong|firm|great|big|true|staunch|passionate|keen) )?believer in\b/i;
const SUMMARY_VISION =
  /^aspiring to (?:become|be|work|move|join|lead|build|grow|develop|start|pursue)\b|^(?:(?:currently|now|actively) )?open to (?:new |exciting )?(?:[\w-]+ ){0,3}?(?:roles?|positions?|opportunit(?:y|ies)|jobs?)\b|^(?:(?:currently|now|actively|always) )?(?:seeking|looking|aiming|hoping|eager|keen) (?:to|for)\b|^(?:(?:currently|now|actively) )?seeking (?:a|an|the|new|my|opportunities|roles?|positions?|employment)\b|^(?:(?:currently|now|actively) )?seeking (?:[\w-]+ ){1,3}?(?:assignments?|challenges?|careers?|opportunit(?:y|ies)|roles?|positions?|jobs?|employment|placements?|internships?|openings?)\b|^looking forward to\b|^(?:(?:currently|now|actively) )?exploring (?:a (?:move|career|transition|switch|change) (?:into|to|in)|(?:new )?(?:[\w-]+ )?(?:roles?|opportunit(?:y|ies)|careers?|positions?) (?:in|as))\b|^(?:(?:always|very|highly) )?willing to (?:work|serve|contribute|grow) (?:as|in) (?:a|an)\s|^interested in (?:a |an |the )?(?:[\w-]+ ){0,3}?(?:roles?|positions?|jobs?|opportunit(?:y|ies)|careers?)\b/i;
const KNOWN_FOR = /^(?:(?:well|widely|best|often) )?known for\s/i;
/** "Aspiring data analyst with…": who they mean to become. */
const ASPIRING =
  /^aspiring ((?:[\w-]+ ){0,3}?[\w-]+?)(?=\s+(?:with|who|and|seeking|looking|eager|keen)\b|[,.;]|$)/i;
/** "Recent Environmental Science graduate seeking a role…": who they are, then what they seek. */
const PERSON_SEEKING =
  /^((?:[\w'’&-]+ ){1,7}?|(?:[\w'’&-]+ ){1,11}?[\w'’&-]+, )(?:seeking|looking (?:for|to)|aiming (?:for|to)|hoping to|keen to|eager to)\s+\S/i;
/**
 * "Results-driven site manager passionate about safe sites", "Care worker with a love for helping
 * people stay at home", "Warehouse operative who takes pride in accuracy": who they are, then what
 * drives them. The phrase before the trigger is checked to be a description of a person.
 */
const PERSON_VALUE =
  /^((?:[\w'’&-]+,? ){1,10}?)(?:(?:deeply |truly |genuinely |highly )?passionate (?:about|for)|(?:deeply |strongly |fully )?(?:committed|dedicated|devoted) to|(?:driven|motivated|guided) by|with (?:a |an )?(?:real |genuine |deep |strong |lifelong )?(?:passion|love) (?:for|of)|with (?:a |an )?(?:(?:real|genuine|deep|strong|firm|lifelong|great) )?(?:belief in|commitment to)|who (?:takes|take) (?:great |real )?pride in|who (?:values|cares (?:deeply )?about|believes in|is (?:passionate about|committed to|dedicated to|driven by))|who (?:always )?puts (?:the |their |his |her )?[\w'’-]+(?: [\w'’-]+){0,3} first\b|who thrives (?:on|in|when|where))\s*\S/i;
/** "Patient teacher who (firmly) believes (that) every child can learn": a belief, not "believes in". */
const PERSON_BELIEF =
  /^((?:[\w'’&-]+,? ){1,10}?)who (?:(?:firmly|truly|strongly|genuinely|deeply) )?believes (?:that )?(?!in\b)[a-z]+\s+\S/i;
/** "Career changer moving from teaching into design", "Chef retraining as a dietitian": an aim. */
const PERSON_MOVING =
  /^((?:[\w'’&-]+,? ){1,10}?)(?:(?:now |currently )?(?:moving|transitioning|pivoting|changing careers?|looking to move) (?:from [\w\s,&'’-]{2,40}? )?(?:into|to|towards?)|retraining (?:as|in|for)|training to (?:become|be))\s+\S/i;
/**
 * Whether the words open with a singular person noun phrase without its article ("individual
 * with…", "and hardworking professional", "nurse"): adjectives and nouns, the last a role or kind
 * of person, not followed by another noun.
 */
function describedPerson(tokens: Token[]): boolean {
  let end = 0;
  while (end < tokens.length && /^(?:NOUN|ADJ|CCONJ|PUNCT)$/.test(tokens[end]?.pos ?? '')) {
    if (tokens[end]?.pos === 'PUNCT' && tokens[end]?.w !== ',') break;
    end++;
  }
  const head = tokens[end - 1];
  return (
    head !== undefined &&
    /^(?:NOUN|ADJ)$/.test(head.pos) &&
    !/s$/i.test(head.w) &&
    /(?:ist|ian|er|or|ant|ee|individual|professional|person|graduate|nurse|lead|analyst|architect|executive|officer|administrator|coach|mentor|chef|clerk|student|specialist|consultant|assistant|technician|apprentice|parent)$/i.test(
      head.w,
    )
  );
}

/** Participles that describe a person rather than say what they did to something. */
const SELF_DESCRIBING =
  /^(?:self-)?(?:motivated|dedicated|committed|devoted|driven|determined|disciplined|focused|focussed|experienced|skilled|talented|qualified|seasoned|accomplished|organi[sz]ed|energi[sz]ed|inspired|passionate)$/i;
/** Ends the head of a person's description: a role or a kind of person ("engineer", "carer"). */
const PERSON_HEAD =
  /(?:er|or|ist|ian|ant|ent|ive|ee|ate|al|player|person|individual|professional|graduate|leader|lead|nurse|specialist|expert|practitioner|teacher|coach|mentor|student|head|chef|clerk|builder|artist|scientist|engineer|analyst|architect|technician|administrator|executive|officer|apprentice|parent)s?$/i;
/** A labelled aim ("Career goal: lead a regional logistics network by 2027"). */
// A dash after the colon ("Objective: - To…", "Goal :– …") belongs to the label.
const GOAL_LABEL =
  /^((?:my )?(?:(?:career|carrier|job|professional|long[- ]term|short[- ]term|next|personal) )?(?:goal|aim|ambition|objective|mission|vision|aspiration))s?\s*(?::\s*[-–—]|[:–—-])\s+(.{6,})$/i;
const OBJECTIVE =
  /^to (?:obtain|secure|join|become|lead|build|work|transition|move|find|grow|develop|contribute|pursue|utili[sz]e|apply|use|gain|establish|excel|enhance|be|seek|get|achieve|attain|explore|start|begin|serve|acquire|launch|continue|enter|learn|improve|associate|make a career|take up)\b/i;

/** "Driven by a desire to…", "Motivated by my love of…": what moves them is a motive of a person. */
const MOTIVE_AGENT =
  /^(?:driven|guided|motivated) by (?:a |an |my |the )?(?:(?:real|deep|genuine|strong|lifelong|life-long|great|sincere|burning|constant) )?(?:desire|passion|love|wish|belief|commitment|curiosity|sense|need|hunger|determination|values?|principles?)\b/i;

/**
 * A description of the person that says what drives them ("Hardworking warehouse operative who
 * takes pride in accuracy", "Nurse committed to…"): "You are a hardworking warehouse operative
 * who…", under values, not when what drives them is a named thing ("…passionate about Kafka");
 * or where they are heading ("Teacher moving into instructional design"), under vision.
 */
export function readDrivenPerson(sentence: string): Finding | undefined {
  const text = sentence.replace(/\s+/g, ' ').trim();
  if (text.length > 240 || /\b(?:you|your)\b/i.test(text) || hasContactDetail(text))
    return undefined;
  // "Patient teacher who believes every child can learn": who they are, then what they hold true.
  const believing = PERSON_BELIEF.exec(text);
  if (believing) {
    const who = personPhrase(believing[1] as string);
    if (!who) return undefined;
    return {
      dimension: 'beliefs',
      statement: toSecondPerson(`You are ${who.article}${lowerFirst(text)}`),
      score: 1,
    };
  }
  const moving = PERSON_MOVING.exec(text);
  const driven = moving ?? PERSON_VALUE.exec(text);
  if (!driven) return undefined;
  const who = personPhrase(driven[1] as string);
  const rest = tokensOf(text.slice((driven[1] as string).length));
  // What drives them is no named thing ("…passionate about Kafka"); where they head may be.
  if (!who || (!moving && namesSomething(rest.slice(2)))) return undefined;
  return {
    dimension: moving ? 'vision' : 'values',
    statement: toSecondPerson(`You are ${who.article}${lowerFirst(text)}`),
    score: 1,
  };
}

/**
 * A CV line that leaves its "I" out, as CVs do ("Value plain speaking and fair deals", "Believes
 * in finishing what she starts", "Intend to qualify as a surveyor", "Would like to move into
 * teaching"): a verb of valuing or aiming in the first or third person, with no subject before it.
 * Read as the sentence with its "I" ("I value…", "I believe in…") and kept only when that says a
 * value, a belief or an aim; the statement then keeps the person's verb and tense ("You value…").
 * When the line goes on in another person ("…and is never late…"), it is quoted whole instead.
 * `aims`: whether an aim may be read (not in a job's bullets, where "Aim to close tickets…" is a
 * duty). Not "Plan to…", which titles a plan as often as it says one, nor "Aims to…", which is
 * how a project's description goes on. Not a compound noun ("Value stream mapping", "Value chain analysis"), nor a line that
 * speaks to its reader ("Value your team").
 */
const ELIDED_I =
  /^(?:(?:also|always|truly|really|genuinely|strongly|firmly|deeply|sincerely)\s+)?(?:(?<value>values?(?![-\s]+(?:stream|chain|engineering|added|addition|adding|proposition|analysis|creation|based|for money|driven|selling|pricing|delivery)\b))|(?<in>believes? in|cares? (?:deeply |a lot )?about|takes? (?:great |real |a lot of )?pride in|have (?:a |an )?(?:(?:real|deep|genuine|strong|great|keen|lifelong) )?passion for)|(?<aim>(?:wants?|hopes?|intends?|aim|aspires?|wish(?:es)?) to|would (?:like|love) to))\s+\S/i;
const ELIDED_BASES = new Set([
  'have',
  'value',
  'believe',
  'care',
  'take',
  'want',
  'hope',
  'intend',
  'aim',
  'aspire',
  'wish',
]);

export function readElidedFirstPerson(sentence: string, aims = true): Finding | undefined {
  const text = sentence.replace(/\s+/g, ' ').trim();
  if (text.length > 240 || /\b(?:you|your|yours|yourself)\b/i.test(text)) return undefined;
  if (hasContactDetail(text) || /\?/.test(text)) return undefined;
  const m = ELIDED_I.exec(text);
  if (!m || (m.groups?.aim && !aims)) return undefined;
  const tokens = tokensOf(text);
  // "Value of orders rose…", "Values in the ledger were checked": "value" was the subject, a
  // noun, when a finite verb of its own follows without "and" before it; so it is before a
  // preposition, a conjunction or a figure ("Value at risk…", "Values and behaviours…").
  if (m.groups?.value) {
    const next = tokens.find((t, i) => i > 0 && t.pos !== 'ADV');
    if (
      !next ||
      /^(?:ADP|CCONJ|SCONJ|NUM|PART|AUX)$/.test(next.pos) ||
      /^\d/.test(next.w) ||
      (next.pos === 'VERB' && isPast(next))
    ) {
      return undefined;
    }
  }
  const ownVerb = tokens.findIndex(
    (t, i) =>
      i > 1 &&
      (t.pos === 'AUX' || t.pos === 'VERB') &&
      (/^(?:is|are|was|were|has|had)$/i.test(t.w) ||
        (t.pos === 'VERB' && isPast(t) && !/ed$/i.test(t.w))),
  );
  if (ownVerb !== -1 && !/^(?:and|but|,|;)$/i.test(tokens[ownVerb - 1]?.w ?? '')) return undefined;
  const adverb = /^(\w+)\s+(?=\w)/.exec(text);
  const lead = m.groups?.value ?? m.groups?.in ?? m.groups?.aim ?? '';
  const start = text.toLowerCase().indexOf(lead.toLowerCase());
  const word = (/^\w+/.exec(lead)?.[0] ?? '').toLowerCase();
  const base =
    ELIDED_BASES.has(word) || word === 'would'
      ? word
      : ELIDED_BASES.has(word.slice(0, -2))
        ? word.slice(0, -2)
        : word.slice(0, -1);
  const before = start > 0 ? `${(adverb?.[1] ?? '').toLowerCase()} ` : '';
  const own = `I ${before}${base}${text.slice(start + word.length)}`;
  const finding = readOwnSentence(own, false);
  if (
    !finding ||
    !['values', 'vision', 'beliefs'].includes(finding.dimension) ||
    finding.statement.startsWith('In your words')
  ) {
    return undefined;
  }
  // "Value punctuality and is never late…": the line turns to another person; "Believes in finishing
  // what she starts" names the person in the third. Neither has a sure second person: quoted.
  if (
    /(?:\band|\bbut|,)\s+(?:is|was|has|does|am)\b/i.test(text) ||
    /[;:]\s/.test(text) ||
    /\b(?:he|she|his|her|hers|him|himself|herself|they|their|them|themselves)\b/i.test(text)
  ) {
    return { ...finding, statement: inYourWords(text) };
  }
  return finding;
}

/**
 * A line outside a summary that opens with what drives the person ("Committed to safe sites",
 * "Passionate about plain-language forms", "Firm believer in…"): read as a summary's would be, a
 * value.
 * In a job's bullets "Dedicated to the Leeds account" names what they were assigned to, so there
 * only a commitment, a passion or what drives them is read.
 */
export function readCommitmentLine(sentence: string, inJob: boolean): Finding | undefined {
  const text = sentence.replace(/\s+/g, ' ').trim();
  const passion = readPassionPhrase(text);
  if (passion) return passion;
  if (STANCE_LINE.test(text)) return readSummaryLine(text, false);
  if (KNOWN_FOR.test(text)) return readSummaryLine(text, false);
  if (!SUMMARY_VALUE.test(text)) return undefined;
  if (inJob && /^(?:\w+ )?(?:dedicated|devoted) to\b/i.test(text)) return undefined;
  // "Driven by a geared motor", "Guided by the site plan": outside a summary, a description of
  // a machine or a method as often as of a person.
  // Only a motive that is a person's ("Driven by a wish to help…", "Motivated by my love of…").
  if (/^(?:driven|guided|motivated) by\b/i.test(text) && !MOTIVE_AGENT.test(text)) return undefined;
  const finding = readSummaryLine(text, false);
  return finding?.dimension === 'values' ? finding : undefined;
}

/**
 * "Passion for teaching young learners", "A love of the outdoors": what they care about, named
 * by a noun with no verb to restate, so quoted whole, under values. Not a named thing ("Passion
 * for Kotlin"), nor a line that goes on with a verb of its own ("Love of the game led me…").
 */
const PASSION_PHRASE =
  /^(?:(?:a|an) )?(?:(?:real|deep|genuine|strong|great|lifelong|life-long|keen|true) )?(?:passion|love) (?:for|of|towards?) \S/i;
export function readPassionPhrase(sentence: string): Finding | undefined {
  const text = sentence.replace(/\s+/g, ' ').trim();
  if (!PASSION_PHRASE.test(text) || text.split(' ').length > 16 || hasContactDetail(text))
    return undefined;
  const tokens = tokensOf(text);
  if (namesSomething(tokens.slice(2))) return undefined;
  if (tokens.some((t, i) => i > 0 && (t.pos === 'AUX' || (t.pos === 'VERB' && !/ing$/i.test(t.w)))))
    return undefined;
  return { dimension: 'values', statement: inYourWords(text), score: 1 };
}

/**
 * "Always ready to learn new things", "Willing to learn any new tool": a readiness to learn, a
 * value wherever it stands as a line or a list item of its own (not only in a summary or a
 * strengths list), read as a summary's line would be.
 */
const READINESS =
  /^(?:(?:always|very|highly|extremely|really) )?(?:eager|keen|willing|enthusiastic|happy|ready|hungry|open) (?:to|for) (?:learn|learning|grow|growing|explore|upskill)\b/i;
export function readReadiness(sentence: string): Finding | undefined {
  const text = sentence.replace(/\s+/g, ' ').trim();
  if (!READINESS.test(text) || text.split(' ').length > 14) return undefined;
  const finding = readSummaryLine(text);
  return finding?.dimension === 'values' ? finding : undefined;
}

/** A subject-less line of a summary or objective: a principle they hold or what they aim for. */
export function readSummaryLine(sentence: string, virtues = true): Finding | undefined {
  const text = sentence.replace(/\s+/g, ' ').trim();
  if (text.length > 240) return undefined;
  const passion = readPassionPhrase(text);
  if (passion) return passion;
  // "Strong advocate of plain-language forms": a view they hold, "You are a strong advocate…".
  // Not a named thing ("…champion of Scrum"), nor a line that goes on with a verb of its own.
  if (STANCE_LINE.test(text)) {
    const tokens = tokensOf(text);
    const of = tokens.findIndex((t) => /^(?:of|for)$/i.test(t.w));
    if (
      namesSomething(tokens.slice(of + 1)) ||
      tokens.some((t, i) => i > of && (t.pos === 'AUX' || (t.pos === 'VERB' && !/ing$/i.test(t.w))))
    )
      return undefined;
    const article = /^(?:a|an)\s/i.test(text) ? '' : anArticle(text);
    const phrase = lowerFirst(text).replace(/^(A|An)\s/, (a) => a.toLowerCase());
    return {
      dimension: 'beliefs',
      statement: toSecondPerson(`You are ${article}${phrase}`),
      score: 1,
    };
  }
  // "Known for integrity and a calm manner": a quality of character others see in them, a value;
  // "Known for fast turnarounds" (how they work) is not read here.
  if (KNOWN_FOR.test(text) && VIRTUE.test(text) && text.split(' ').length <= 16) {
    const tokens = tokensOf(text);
    if (namesSomething(tokens.slice(2))) return undefined;
    return {
      dimension: 'values',
      statement: toSecondPerson(`You are ${lowerFirst(text)}`),
      score: 1,
    };
  }
  if (SUMMARY_VALUE.test(text)) {
    const tokens = tokensOf(text);
    if (namesSomething(tokens.slice(2))) return undefined;
    // "Firm believer in…" names the person: "You are a firm believer in…".
    const article =
      /believer in\b/i.test(text) && !/^(?:a|an)\s/i.test(text) ? anArticle(text) : '';
    const phrase = lowerFirst(text).replace(/^(A|An)\s/, (a) => a.toLowerCase());
    return {
      dimension: 'values',
      statement: toSecondPerson(`You are ${article}${phrase}`),
      score: 1,
    };
  }
  const driven = readDrivenPerson(text);
  if (driven) return driven;
  // "Eager to learn new trades", "Keen to work with diverse teams": a readiness to learn or to
  // work with people unlike them, what they hold to, not where they are heading.
  if (
    virtues &&
    /^(?:(?:always|very|highly|extremely|really) )?(?:eager|keen|willing|enthusiastic|happy|ready|hungry|open) (?:to|for)\b/i.test(
      text,
    ) &&
    VIRTUE.test(text.split(' ').slice(0, 7).join(' '))
  ) {
    const whole = text.split(' ').length <= 12 ? readQuality(text) : undefined;
    const virtue = readVirtueItem(text) ?? (whole?.dimension === 'values' ? whole : undefined);
    if (virtue) return virtue;
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
  const aspiring = ASPIRING.exec(text);
  if (aspiring) {
    const who = `aspiring ${aspiring[1] as string}`;
    const tokens = tokensOf(`the ${who}`).slice(1);
    if (tokens[tokens.length - 1]?.pos === 'NOUN' && !/\d/.test(who)) {
      return {
        dimension: 'vision',
        statement: `You describe yourself as ${anArticle(who)}${lowerFirst(who)}.`,
        score: 1,
      };
    }
  }
  const seeking = PERSON_SEEKING.exec(text);
  if (seeking) {
    // Only a noun phrase before "seeking" ("Recent … graduate"): no verb, no pronoun.
    const who = tokensOf(`the ${seeking[1]}`).slice(1);
    const nounPhrase = who.every((t) => /^(?:NOUN|PROPN|ADJ|NUM|CCONJ|DET|PUNCT)$/.test(t.pos));
    // "Graduate with an eye for detail, looking for…": who they are, with a "with…" phrase,
    // then a comma: the description of a person that personPhrase checks.
    const described = /,\s*$/.test(seeking[1] as string) && personPhrase(seeking[1] as string);
    // "A dedicated and hardworking chemist looking for…": participles that describe the person.
    // "Energetic professional looking…": all adjectives to the tagger, yet "professional" names
    // the person, which personPhrase checks.
    const person = !described && personPhrase(seeking[1] as string);
    if ((nounPhrase && who.some((t) => t.pos === 'NOUN')) || described || person) {
      const phrase = lowerFirst(text);
      const article = /^(?:a|an|the)\s/i.test(phrase) ? '' : anArticle(phrase);
      return {
        dimension: 'vision',
        statement: toSecondPerson(`You are ${article}${phrase}`),
        score: 1,
      };
    }
  }
  return virtues ? readVirtueItem(text) : undefined;
}

/**
 * The opening of a summary's self-description when it describes a person ("Results-oriented
 * sales leader", "Software engineer with eight years of experience,"): adjectives and nouns,
 * perhaps a "with/of/in" phrase, ending in a role or a kind of person; no verb of its own (a
 * participle used as an adjective, "experienced", "results-oriented", is one), no pronoun. The
 * article it needs after "You are".
 */
export const describesPerson = (phrase: string) => personPhrase(phrase) !== undefined;

function personPhrase(phrase: string): { article: string } | undefined {
  const words = phrase.replace(/[\s,]+$/, '').trim();
  const tokens = tokensOf(`the ${lowerFirst(words)}`).slice(1);
  if (tokens.length === 0 || tokens.length > 12) return undefined;
  const first = tokens[0] as Token;
  if (!/^(?:DET|ADJ|NOUN|PROPN|NUM|VERB)$/.test(first.pos)) return undefined;
  // "Managed teams committed to…" opens with a deed: only an adjectival participle may open
  // ("Driven", an irregular one, only as a word that describes a person: "Driven professional").
  const participle = (t: Token) => /(?:ed|ing)$/i.test(t.w) || SELF_DESCRIBING.test(t.w);
  if (first.pos === 'VERB' && !participle(first)) return undefined;
  if (
    first.pos === 'VERB' &&
    isPast(first) &&
    tokens[1]?.pos !== 'ADJ' &&
    tokens[1]?.pos !== 'CCONJ'
  ) {
    if (!/-/.test(words.split(' ')[0] ?? '') && !DEGREE.test(words.split(' ')[0] ?? '')) {
      // "Dedicated carer", "Experienced nurse": a participle straight before its noun.
      if (tokens[1]?.pos !== 'NOUN') return undefined;
    }
  }
  const ok = tokens.every(
    (t) =>
      /^(?:DET|ADJ|NOUN|PROPN|NUM|CCONJ|ADV|PUNCT)$/.test(t.pos) ||
      (t.pos === 'ADP' && /^(?:with|of|in|for)$/i.test(t.w)) ||
      (t.pos === 'VERB' && participle(t)),
  );
  if (!ok) return undefined;
  // The person is named before any "with…" phrase: "Nurse with ten years on wards".
  const headEnd = tokens.findIndex((t) => t.pos === 'ADP');
  const head = tokens.slice(0, headEnd === -1 ? undefined : headEnd);
  const last = head[head.length - 1];
  // "operative", "representative" are tagged as adjectives even where they name the person.
  const noun =
    last?.pos === 'NOUN' ||
    (last?.pos === 'ADJ' && /(?:ive|^individual|^professional)$/i.test(last.w) && head.length > 1);
  if (!last || !noun || !PERSON_HEAD.test(last.w)) return undefined;
  // A CV's person is one: "Trained volunteers seeking…" names others (and "You are a trained
  // volunteers…" is no sentence), so a plural head is not the person.
  if (/[^s]s$/i.test(last.w)) return undefined;
  return { article: /^(?:a|an|the)\s/i.test(words) ? '' : anArticle(words) };
}

/**
 * A summary's self-description that names a quality of character or a love of learning
 * ("Organised, lifelong learner, good listener with…", "I am an honest and careful worker"):
 * the item that names it, as they describe themselves, under values.
 */
export function readVirtueItem(sentence: string): Finding | undefined {
  const text = sentence.replace(/^I(?:'m|’m| am) (?:a |an )?/, '').replace(/[.!]$/, '');
  if (!VIRTUE.test(text) || text.length > 240) return undefined;
  for (const item of text.split(/\s*[,;]\s*(?:and\s+)?|\s+(?:and|&)\s+|\s+with\s+/)) {
    if (!VIRTUE.test(item) || item.split(' ').length > 5) continue;
    // "keen learner hard worker": two people run together by a lost comma, not one phrase.
    if ((item.match(/\b\w+(?:er|or|ist)\b/gi) ?? []).length > 1) continue;
    const finding = readQuality(item);
    if (finding?.dimension === 'values' && !finding.statement.startsWith('You list'))
      return finding;
  }
  // "Highly organised tradesman with a strong work ethic, committed to tidy sites": no item to
  // restate alone, so the self-description is quoted whole, as theirs.
  const whole = sentence
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[\s,;:–—-]+$/, '');
  if (
    whole.length <= 200 &&
    !/\b(?:you|your)\b/i.test(whole) &&
    !hasContactDetail(whole) &&
    !DATE_RANGE.test(whole) &&
    /^[A-Z]/.test(whole) &&
    !/^I\b/.test(whole) &&
    // A self-description opens with the quality ("Highly organised…", "Honest and…"), not with
    // a circumstance ("During induction staff are trained in ethical…").
    (VIRTUE.test(whole.split(' ').slice(0, 3).join(' ')) ||
      DEGREE.test(whole.split(' ')[0] ?? '')) &&
    tokensOf(whole)[0]?.pos !== 'VERB' &&
    !namesSomething(tokensOf(`the ${lowerFirst(whole)}`).slice(1))
  ) {
    return {
      dimension: 'values',
      statement: `In your words: “${/[.!]$/.test(whole) ? whole : `${whole}.`}”`,
      score: 0,
    };
  }
  return undefined;
}

/**
 * Words of character or work habit ("hard working", "quick learner", "punctual", "self-motivated",
 * "positive attitude"), and the small words such an item is built with. A strengths item made of
 * these words alone says how the person works; a skill ("Good communication & leadership"),
 * a tool or a duty has a word outside them.
 */
const TRAIT_CORE =
  /^(?:hard[- ]?working|hardworking|hard[- ]?worker|positive-(?:attitude|thinking)|self[- ]?motivated|motivated|self[- ]?starter|adaptab\w*|flexib\w*|punctual\w*|reliab\w*|dependab\w*|disciplined?|dedicat\w*|diligen\w*|determined|determination|proactive|confident|self[- ]?confiden\w*|patient|patience|organi[sz]ed|responsible|result[s]?[- ]oriented|goal[- ]oriented|detail[- ]oriented|creative|creativity|energetic|enthusiastic|enthusiasm|committed|commitment|friendly|co-?operative|calm|tenacious|approachable|honest\w*|sincer\w*|loyal\w*|integrity|ethical|learner|cheerful|polite|humble|curious|optimistic|resilient|trustworthy|accountable|sincere|willing|eager|keen|quick|fast)$/i;
const TRAIT_FILLER =
  /^(?:hard|work|worker|team|player|positive|attitude|thinking|independent|independently|smart|good|strong|very|highly|a|an|and|&|to|learn|learning|new|things|under|pressure|person|individual|nature|towards?|self|oriented|sense|of|responsibility|quick|fast|grasping|power|ability|always|ready)$/i;

/**
 * A strengths item, on a line or bullet of its own, made of words of character or work habit
 * alone ("Hard working", "Quick learner", "Punctual and reliable", "Self Motivated"): how the person
 * says they work, in their words ("You describe yourself as a quick learner", "You list
 * “Adaptability” among your strengths"), under behaviours; with a virtue in it, also under
 * values by readVirtueItem. Never a tool, a skill with a subject ("Good communication skills"), a
 * heading or a sentence about something else.
 */
export function readTraitItem(line: string): Finding | undefined {
  const text = line
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[\s.;,]+$/, '');
  if (text.length < 4 || text.length > 60 || /[:?!|\d“”"()]/.test(text)) return undefined;
  // "Hard working", "Positive attitude": one quality written as two words.
  const joined = text
    .replace(/\bhard\s+work(ing|er)\b/gi, 'hard-work$1')
    .replace(/\bpositive\s+(attitude|thinking)\b/gi, 'positive-$1');
  const words = joined.split(/[\s,/]+/).filter(Boolean);
  if (words.length > 8) return undefined;
  const plain = (w: string) => w.replace(/^[^\w&]+|[^\w&-]+$/g, '');
  if (!words.every((w) => TRAIT_CORE.test(plain(w)) || TRAIT_FILLER.test(plain(w))))
    return undefined;
  // At least one word of character or habit that says it alone ("Team work" is a skill's name).
  if (
    !words.some(
      (w) => TRAIT_CORE.test(plain(w)) && !/^(?:quick|fast|willing|eager|keen)$/i.test(plain(w)),
    )
  )
    return undefined;
  const quality = readQuality(line.trim());
  if (!quality) return undefined;
  // With a virtue in it the item is a value too (read as one elsewhere, "You describe yourself
  // as honest"): as a strength it is named in its own words, so neither reading hides the other.
  if (VIRTUE.test(text) && !quality.statement.startsWith('Your strengths include')) {
    return {
      dimension: 'behaviours',
      statement: `You name “${text.charAt(0).toUpperCase()}${text.slice(1)}” as one of your strengths.`,
      score: 0,
    };
  }
  return { ...quality, dimension: 'behaviours' };
}

/**
 * A wish to learn inside a flattened run of skills that lost its punctuation ("Java, SQL Keen to
 * learn new frameworks Docker, Git"): the item opens with its adjective in capitals, as each item
 * of the run does, and ends where the next item's capital begins. Read as the item alone, with the
 * item as its quote; not when it ends on a small word ("…new tools like"), names a tool inside,
 * or is cut to nothing.
 */
const RUN_VIRTUE =
  /(?:^|[\s,;•])((?:Enthusiastic|Eager|Keen|Willing|Passionate|Hungry|Ready|Happy|Open)\s+(?:to|about|towards?|for)\s+(?:learn|learning|grow|growing|work)\b(?:\s+[a-z][\w&'-]*){0,6})(?=\s+[A-Z]|\s*$|[,;.])/;
export function readVirtueInRun(text: string): Finding | undefined {
  if (text.length > 2_000) return undefined;
  const m = RUN_VIRTUE.exec(text);
  if (!m) return undefined;
  const item = (m[1] as string).trim();
  if (
    !VIRTUE.test(item) ||
    /\b(?:of|and|or|the|a|an|for|to|in|on|with|by|like|such|as)$/i.test(item)
  )
    return undefined;
  const finding = readQuality(item);
  if (finding?.dimension !== 'values' || finding.statement.startsWith('In your words'))
    return undefined;
  return { ...finding, quote: item };
}

/**
 * An aim inside a flattened run that lost its line breaks ("Excel, SQL Seeking a role in credit
 * analysis." , "…Tally To work in a firm where…"): it opens with a capital where no sentence
 * ended, with an opener of an aim, and runs to its sentence's end. Read as a summary's line, with
 * the aim alone as its quote. "To…" only with a verb of a career ("To automate reports" in a tools
 * run is what a script does).
 */
const RUN_AIM =
  /(?:^|[\s,;•])((?:Seeking|Looking (?:for|to)|Aspiring to|Aiming (?:for|to)|To (?:work|obtain|secure|seek|pursue|join|become|excel|grow|build a career|be (?:a )?part of|be associated))\s[^.!?]{8,200}[.!?])/;
export function readAimInRun(text: string): Finding | undefined {
  if (text.length > 2_000) return undefined;
  const m = RUN_AIM.exec(text);
  if (!m || m.index === 0) return undefined;
  const aim = (m[1] as string).trim();
  if (/\b(?:you|your)\b/i.test(aim) || hasContactDetail(aim)) return undefined;
  const finding = readSummaryLine(aim, false);
  if (finding?.dimension !== 'vision' || finding.statement.startsWith('In your words'))
    return undefined;
  return { ...finding, quote: aim };
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
  // "Objective: Google Mountain View, CA" is a header of names under a label, not an aim.
  if (headerLike(aim) || hasContactDetail(aim)) return undefined;
  // "Objective: Intend to build…", "Goal: Want to lead…": the aim is told without its "I", and
  // "Your objective is to intend to…" would say it twice: "You intend to build…".
  const elided = readElidedFirstPerson(aim);
  if (elided?.dimension === 'vision') return elided;
  if (/^to\s/i.test(aim)) {
    return {
      dimension: 'vision',
      statement: toSecondPerson(`Your ${label} is ${lowerFirst(aim)}`),
      score: 1,
    };
  }
  // "lead a regional logistics network…": a verb in its base form, so "is to lead…". Not a
  // compound adjective the tagger reads as a verb ("Result-oriented nurse…"), nor the subject of
  // a sentence of its own ("Career aspiration is to…", read by readGoalIsTo).
  const first = tokensOf(`I ${lowerFirst(aim)}`)[1];
  const ownSentence = /^(?:[\w-]+ ){0,3}(?:is|are|was)\b/i.test(aim);
  if (
    first?.pos === 'VERB' &&
    first.w.toLowerCase() === first.l &&
    !first.neg &&
    !/^\w+-\w+/.test(aim) &&
    !ownSentence
  ) {
    return {
      dimension: 'vision',
      statement: toSecondPerson(`Your ${label} is to ${lowerFirst(aim)}`),
      score: 1,
    };
  }
  // "Objective: Seeking a role in…", "Goal: Aspiring product manager…": a summary's aim.
  const summary = readSummaryLine(aim);
  if (summary?.dimension === 'vision') return summary;
  return readAimPhrase(label, aim);
}

/**
 * An aim told as a sentence about it: "It is my goal to qualify as…", "Career aspiration is to
 * become…", "My long-term ambition is to…". Read as the label it names ("Your goal is to…"):
 * the same words, the subject put in the second person. Only the person's own aim: "my", or a word
 * that makes it a career's or a life's ("career", "personal", "long-term"); never "The objective
 * is to…", "Main objective is to…", which is how a project's description goes.
 */
const GOAL_IS_TO =
  /^(?:(?:it is|it's|it['’]s) my ((?:(?:career|professional|personal|life|long[- ]term|short[- ]term|ultimate|main|primary|biggest|greatest) ){0,2}(?:goal|aim|ambition|aspiration|dream|mission|objective|vision)) to (.+)$|(?:my ((?:(?:career|professional|personal|life|long[- ]term|short[- ]term|ultimate|main|primary|biggest|greatest) ){0,2})|((?:career|professional|personal|life|long[- ]term) ))(goal|aim|ambition|aspiration|dream|mission|objective|vision) is to (.+)$)/i;
export function readGoalIsTo(sentence: string): Finding | undefined {
  const text = sentence.replace(/\s+/g, ' ').trim();
  if (text.length > 240 || hasContactDetail(text) || /\b(?:you|your)\b/i.test(text))
    return undefined;
  const m = GOAL_IS_TO.exec(text);
  if (!m) return undefined;
  const label = (m[1] ?? `${m[3] ?? m[4] ?? ''}${m[5] ?? ''}`).toLowerCase().trim();
  const aim = (m[2] ?? m[6] ?? '').trim();
  if (!label || aim.split(' ').length < 2) return undefined;
  return readLabelledGoal(`${label}: to ${aim}`);
}

/**
 * What an objective or goal names without a verb ("A supervisory role in a busy kitchen
 * where I can train new cooks", "Senior data engineer in fintech"): restated after its
 * label, "Your objective: …", in the second person. A noun phrase that names a role, a kind of
 * work or a place to work; no contact detail, date or figure of a CV header.
 */
export function readAimPhrase(label: string, aim: string): Finding | undefined {
  const text = aim
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[\s,;:–—-]+$/, '');
  if (text.length < 8 || text.length > 200 || hasContactDetail(text) || DATE_RANGE.test(text)) {
    return undefined;
  }
  if (MONTH_YEAR.test(text) || headerLike(text)) return undefined;
  // "The objective is to build…": a sentence with its own verb, not a phrase naming an aim.
  if (/^(?:[\w-]+ ){0,3}(?:is|are|was|were)\b/i.test(text)) return undefined;
  const tokens = tokensOf(text);
  const head = tokens[0];
  // "Running a contact centre within three years": an aim named by what they will be doing.
  // The tagger may read a capitalised gerund as a name ("Teaching one studio a year").
  const gerund =
    (head?.pos === 'VERB' || head?.pos === 'PROPN') &&
    /^[A-Z][a-z]+ing$/.test(head.w) &&
    isEnglishWord(head.w.toLowerCase());
  // "My own small practice, three or four people": an aim named as theirs.
  const owned = head?.pos === 'PRON' && /^(?:My|Our)$/.test(head.w);
  if (!head || (!/^(?:DET|ADJ|NOUN)$/.test(head.pos) && !gerund && !owned)) return undefined;
  if (!tokens.some((t) => t.pos === 'NOUN')) return undefined;
  const own = toSecondPerson(text);
  const phrase =
    /^(?:A|An|The)\s/.test(own) || /^[A-Z][a-z]/.test(own)
      ? lowerFirst(own.replace(/^(A|An|The)\s/, (a) => a.toLowerCase()))
      : own;
  return {
    dimension: 'vision',
    statement: `Your ${label} is ${phrase}`,
    score: 1,
  };
}

/**
 * A phrase that opens with a verb's base form ("Ship small", "Default to open"). Not one whose
 * first word is an adjective or a number before a noun ("fair rosters", "zero waste"): the tagger
 * reads "fair" after "I" as a verb, and before a noun it describes the noun.
 */
const isInstruction = (phrase: string) => {
  const verb = tokensOf(`I ${lowerFirst(phrase)}`)[1];
  if (verb?.pos !== 'VERB' || verb.w.toLowerCase() !== verb.l) return false;
  const asNoun = tokensOf(`the ${lowerFirst(phrase)}`)[1];
  return asNoun?.pos !== 'ADJ' && asNoun?.pos !== 'NUM';
};

/**
 * A line of the person's own list of values (under "Values", "What I care about"): a noun phrase
 * ("Accessibility that is built in, not bolted on") becomes "You care about…" or "You value…".
 * Not a sentence, an instruction, a figure or a name.
 */
export function readValueItem(line: string, care: boolean): Finding | undefined {
  // "Time with my kids" in their own list of values: the item is theirs, said to them.
  const text = line
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[.;]$/, '')
    .replace(/\bmy\b/g, 'your')
    .replace(/\bMy\b/g, 'Your');
  // A list on one line ("integrity, curiosity, collaboration", "Integrity | Ownership"): each
  // item a value of its own.
  const items = text.split(/\s*[,;|·•]\s*(?:and\s+)?|\s+and\s+/).filter(Boolean);
  if (items.length >= 2 && items.length <= 8 && items.every((i) => i.split(' ').length <= 4)) {
    // Short nouns or noun phrases: no figure, name or instruction to the reader.
    const plain = (i: string) =>
      !/\d|[:?!|]/.test(i) &&
      !/\byou\b/i.test(i) &&
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
  // "Respect for people", "Care for the planet": a word that is a noun as well, followed by "for"
  // or "of", names what they value, as a noun does ("respect for", not "respect people").
  const nounWithComplement =
    /^[a-z]+ (?:for|of|towards?)\s/i.test(phrase) && nounToo(phrase.split(' ')[0] as string);
  if (!nounWithComplement && isInstruction(phrase)) return undefined;
  // "Listen more than you speak" is an instruction; "Writing that respects…" is a noun.
  if (!nounWithComplement && head.pos === 'VERB' && head.w.toLowerCase() === head.l)
    return undefined;
  if (namesSomething(tokens) || /\b(?:you|your)\b/i.test(text)) return undefined;
  return {
    dimension: 'values',
    statement: `You ${care ? 'care about' : 'value'} ${phrase}.`,
    score: 1,
  };
}

/**
 * A line under the person's own heading of what they believe, said without "I" ("Simple systems
 * outlive clever ones."): a belief, stated as theirs in their words. Only a whole statement (a
 * verb, a full stop, no question, no instruction, nothing addressed to the reader) is read.
 */
export function readBeliefItem(line: string): Finding | undefined {
  const text = line.replace(/\s+/g, ' ').trim();
  if (!/[.!]$/.test(text) || text.length > 200 || /[?:]/.test(text)) return undefined;
  const body = text.replace(/[.!]+$/, '');
  if (/\b(?:you|your)\b/i.test(body)) return undefined;
  const tokens = tokensOf(body);
  // An instruction opens on a verb in its base form ("Ship small, ship often"); a statement has
  // its subject first ("Small teams ship faster…").
  const head = tokens[0];
  if (head?.pos === 'VERB' && head.w.toLowerCase() === head.l) return undefined;
  // A statement, not a noun phrase ("Honesty and hard work"): a verb, or (where the tagger reads
  // the verb as a noun, "teams ship faster") the adverbs and prepositions a clause has.
  const clause =
    tokens.some((t) => t.pos === 'VERB' || t.pos === 'AUX') ||
    (tokens.length >= 5 && tokens.some((t) => t.pos === 'ADV' || t.pos === 'ADP'));
  if (!clause || body.split(' ').length < 3) return undefined;
  return { dimension: 'beliefs', statement: `You believe that ${lowerFirst(body)}.`, score: 1 };
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
    // "I care about my team and I believe…": without a comma, a second "I" after "and" or "but"
    // starts a clause of its own only when the first already has "I" as its subject ("My
    // husband and I run a shop" is one clause).
    .flatMap((part) =>
      /^I(?:['’](?:m|ve|d|ll))?\s/.test(part)
        ? part.split(/\s+(?:and|but)\s+(?=I\s+(?!and\b))/)
        : [part],
    )
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

/** An item under "What I'm already doing" opening on a gerund: what they do now, in the present. */
export function readDoingNow(sentence: string): Finding | undefined {
  const text = sentence
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[\s,;:–—-]+$/, '');
  const first = /^([A-Z][a-z]+ing)\b/.exec(text)?.[1];
  if (!first || !isEnglishWord(first.toLowerCase()) || text.length > 240) return undefined;
  if (hasContactDetail(text)) return undefined;
  const own = toSecondPerson(text);
  return {
    dimension: 'behaviours',
    statement: `You are ${own.charAt(0).toLowerCase()}${own.slice(1)}`,
    score: 1,
  };
}
