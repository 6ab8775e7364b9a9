import { situationOf } from './retrieve.js';

/**
 * What kind of message the member sent, read from its form rather than its topic:
 * - a request with a recognisable question form (should I X or Y / should I X / how do I X /
 *   is it normal that X / what do I say to X), so the general path can answer it in its first
 *   sentence;
 * - not a request at all (good news shared, a rant with no question, an advert for a product or a
 *   job), which gets a short human reply that asks what they want from the conversation instead of
 *   a list of steps.
 */

export type AskForm =
  | { kind: 'either'; a: string; b: string }
  | { kind: 'should'; x: string }
  | { kind: 'how'; x: string }
  | { kind: 'normal'; x: string }
  | { kind: 'say'; x: string };

const clean = (s: string) =>
  s
    .replace(/[“”"]/g, '')
    .replace(/\s+/g, ' ')
    .replace(/[?.!,;:\s]+$/, '')
    .trim();

/** Second person for the member's own words: "my boss" → "your boss", "I" → "you". */
export function toYou(s: string): string {
  const map: Record<string, string> = {
    i: 'you',
    me: 'you',
    my: 'your',
    mine: 'yours',
    myself: 'yourself',
    am: 'are',
    "i'm": "you're",
    'i’m': 'you’re',
    "i've": "you've",
    'i’ve': 'you’ve',
    we: 'you',
    our: 'your',
    us: 'you',
  };
  return s.replace(/\b[\p{L}’']+\b/gu, (w) => {
    const to = map[w.toLowerCase()];
    return to ?? w;
  });
}

/** The form of one question sentence, if it has one of the forms the coach can answer head on. */
export function formOf(sentence: string): AskForm | undefined {
  const s = clean(sentence);
  if (!s || s.length > 220) return undefined;
  const either =
    /^(?:so\s+|but\s+)?(?:should (?:i|we)|do (?:i|we)|would it be (?:better|smarter|wiser) (?:for me )?to|is it (?:better|smarter|wiser) to|what(?:'s| is) better,?|which is better,?) (.+?),? or (?:should (?:i|we) )?(.+)$/i.exec(
      s,
    );
  if (either?.[1] && either[2] && !/^not$/i.test(either[2]) && either[2].split(' ').length <= 14)
    return { kind: 'either', a: toYou(either[1]), b: toYou(either[2]) };
  const say =
    /^(?:so\s+)?(?:what (?:do|should|can|would) (?:i|we) (?:say|tell|write|reply|respond)|how (?:do|should|can|would) (?:i|we) (?:tell|say|word|phrase|respond|reply|bring up|approach|ask|explain))\b\s*(.*)$/i.exec(
      s,
    );
  if (say) return { kind: 'say', x: toYou(say[1] ?? '') };
  const normal =
    /^(?:so\s+)?(?:is (?:it|this|that) (?:normal|common|typical|usual|okay|ok|weird|unusual|reasonable|standard)|is it normal (?:for|that)|am i (?:wrong|crazy|overreacting|overthinking|being unreasonable))\b\s*(.*)$/i.exec(
      s,
    );
  if (normal) return { kind: 'normal', x: toYou(normal[1] ?? '') };
  const should = /^(?:so\s+|but\s+)?should (?:i|we) (.+)$/i.exec(s);
  if (should?.[1]) return { kind: 'should', x: toYou(should[1]) };
  const how =
    /^(?:so\s+|but\s+)?(?:how (?:do|can|should|would) (?:i|we|one|you|a person)|how to|what(?:'s| is) the best way to|best way to|any tips (?:on|for)) (.+)$/i.exec(
      s,
    );
  if (how?.[1]) return { kind: 'how', x: toYou(how[1]) };
  return undefined;
}

/** The sentences of a text that ask something: ending in "?" or opening as a question does. */
export function questionsOf(text: string): string[] {
  return text
    .replace(/&amp;/g, '&')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[*_`>#]/g, '')
    .split(/(?<=[.!?])\s+|\n+/)
    .map((s) => s.trim())
    .filter(
      (s) =>
        /\?\s*$/.test(s) ||
        /^(?:so\s+|but\s+)?(?:should (?:i|we)|how (?:do|can|should) (?:i|we)|how to|what (?:do|should) (?:i|we))\b/i.test(
          s,
        ),
    );
}

/** The first question sentence with a form the coach can answer head on. */
export function askForm(text: string): AskForm | undefined {
  for (const q of questionsOf(text)) {
    const form = formOf(q);
    if (form) return form;
  }
  return undefined;
}

/** Words that make a message a request even with no question mark, wherever they stand. */
const REQUEST =
  /\b(?:should|how|advice|advise|help|tips?|suggest(?:ion)?s?|recommend|wondering|thoughts|opinions?|please|can you|could you|what to do|idk|ideas?|let me know|(?:not sure|don'?t know) (?:what|how|if|whether|where|which)|has anyone|does anyone|anyone else)\b/i;

/**
 * Words that make a request only where people say what they want (the subject line, the last
 * paragraph): in the middle of a story, "we had a plan to move flats" or "I was trying to cut costs"
 * is what happened, not an ask.
 */
const WANT =
  /\b(?:need to|want to|trying to|not sure|don'?t know|plan|negotiate|decide|looking for)\b/i;

/** Saying outright that nothing is asked: "just wanted to share", "needed to vent". */
const ONLY_SHARING =
  /\b(?:just (?:wanted|want|needed|need) to (?:share|vent|say|get (?:it|this) off)|just sharing|just venting|needed to vent|wanted to share)\b/i;

/** A season's greeting in a subject line is not news: "Happy holidays from my department". */
const GREETING =
  /\bhappy (?:holidays|new year|thanksgiving|christmas|easter|friday|monday|birthday)\b/gi;

/** A story long enough to be told for its own sake (a short statement may still want steps). */
const STORY_WORDS = 60;
/** Shorter than this, a message is too slight to read as a story. */
const SHORT_STORY_WORDS = 12;

/** An advert: someone promoting a product, a study or a job rather than asking for help. */
const ADVERT =
  /\b(?:we(?:'re| are) hiring|now hiring|dm me|my (?:app|startup|platform|podcast|newsletter)|sign up (?:for|at|here)|fill out (?:my|our|this) (?:survey|form)|beta testers?|free trial|link in (?:bio|the comments)|promo code|apply (?:here|now|at|via|through|today)\b|please contact (?:me|us)|contact (?:me|us) for (?:more )?details|send (?:me |us )?your (?:cv|resume|résumé)|(?:site|tool|app|extension|website|template) (?:i|we) (?:built|made|put together|created)|i (?:built|made|put together|created) (?:a |an |this )?(?:free )?(?:site|tool|app|extension|website|template)|(?:any )?feedback (?:is )?(?:welcome|appreciated))\b/i;

/** Good news or a story told for its own sake. */
const GOOD_NEWS =
  /\b(?:grateful|thankful|relieved|finally|excited|happy|proud|celebrat\w*|feeling (?:good|great)|good news|i got (?:the|a|an|my|\d+|two|three|four|multiple) (?:job )?(?:job|offers?)|got (?:hired|promoted)|accepted (?:an|the) offer)\b/i;

/** Venting: a story told to let off steam, not to ask anything. */
const RANT =
  /\b(?:rant|vent(?:ing)?|fed up|sick of|tired of|i hate|this sucks|it sucks|so done with|ugh|ridiculous|unbelievable)\b/i;

/**
 * A difficulty the member has now: not being able to, too much of something, a strain named, or
 * feeling bound to do something. Words, not topics: it says a message wants help, not which.
 */
const DIFFICULTY =
  /\b(?:i|i'm|im|i am|i've|ive|i have)\b[^.!?\n]{0,40}\b(?:can'?t|cannot|can not|unable|struggl\w*|exhausted|drained|overwhelmed|stressed|anxious|nervous|worried|dread\w*|panic\w*|scared|afraid|stuck|lost|burn(?:ed|t|ing) out|behind|feel (?:like )?i (?:have|need|must) to|don'?t know (?:how|what|if|whether))\b|\b(?:too much|too many|is killing me|no time|never stops|every (?:night|weekend|day))\b|\b\d{2,3} ?(?:hours|hrs|h)(?: a| per)? week\b|\bfe(?:el|lt|eling|eeling)\s+(?:so\s+|really\s+|very\s+|pretty\s+|a bit\s+|kind of\s+|kinda\s+)?(?:low|down|flat|sad|numb|empty|lonely|miserable|depressed|hopeless|lost|off)\b|\b(?:not looking forward to|can'?t enjoy|lost interest in|no interest in)\b/i;

/**
 * A question written without its question mark ("what if they ask about my weaknesses", "how do I
 * answer that"): it still asks.
 */
const ASKS_ANEW =
  /^(?:(?:and|but|ok|okay|so)\s+)?(?:what if|what about|how (?:do|does|should|can|would)|why (?:do|does|is|would)|should i|can i|could i|is it|do i|what do i|what should|which|when should|where do)\b/i;

/** A sentence opened by an auxiliary verb ("is 52k good for…", "do they pay overtime"): a yes/no question. */
const YES_NO =
  /^(?:is|are|am|was|were|do|does|did|can|could|should|would|will|has)\s+\S+\s+\S+\s+\S+/i;

export function asksWithoutMark(sentence: string): boolean {
  const s = sentence.trim();
  return ASKS_ANEW.test(s) || YES_NO.test(s);
}

export function namesDifficulty(text: string): boolean {
  const m = DIFFICULTY.exec(text);
  // "I'm not stressed", "I am no longer stuck": the strain is denied, not named.
  return Boolean(m) && !/\b(?:not|never|no longer)\s+(?:\w+\s+)?\w+$/i.test(m?.[0] ?? '');
}

/** Words that turn a story away from good news. */
// Trouble with people that came with the good news (a promotion over peers who resent it) is
// bad news too: the member brings the trouble, not the promotion.
const BAD_NEWS =
  /\b(?:rescinded|rejected|fired|laid off|let go|denied|didn'?t get|cut|toxic|resent(?:s|ed|ful|ment)?|sarcastic|undermin\w+|disrespect\w*|hostile|flat|low|sad|down|numb|empty|miserable|lonely|anxious|stressed|exhausted|burn(?:ed|t) out|drained|overwhelmed|crying|cried|depressed|sleeping badly|can'?t sleep|not sleeping)\b/i;

/**
 * A word of good news counts only when it is not negated: "I can't get excited about anything",
 * "not happy", "never relieved" tell the opposite.
 */
const NEGATED_RUN =
  /\b(?:not|never|no longer|can'?t|cannot|couldn'?t|don'?t|doesn'?t|didn'?t|isn'?t|wasn'?t|aren'?t|barely|hardly|struggle to|stopped)\b(?:\s+[\w']+){0,3}/gi;

function goodNews(subject: string): boolean {
  return GOOD_NEWS.test(subject.replace(GREETING, '').replace(NEGATED_RUN, ' '));
}

/** Whether the subject line (the first line) announces good news. */
export function goodNewsSubject(text: string): boolean {
  return goodNews(text.split('\n')[0] ?? '');
}

export type NonRequest = 'advert' | 'news' | 'vent' | 'story';

/** Why a message is not a request for coaching, or undefined when it is one. */
export function nonRequest(text: string): NonRequest | undefined {
  // An advert asks the readers for something (to sign up, to try a product), not the coach.
  // A member who asks about their own situation ("how do I …", "my manager …") is not advertising.
  const own = questionsOf(text).some((q) => /\b(?:i|my|me)\b/i.test(q));
  if (ADVERT.test(text) && !own && !/\b(?:advice|help me)\b/i.test(text)) return 'advert';
  if (questionsOf(text).length) return undefined;
  // A question written without its mark asks all the same.
  if (text.split(/(?<=[.!?])\s+|\n+/).some(asksWithoutMark)) return undefined;
  const lines = text.split('\n').filter((l) => l.trim());
  const subject = lines[0] ?? '';
  const paragraphs = text.split(/\n\s*\n/).filter((p) => p.trim());
  // The closing words: the last paragraph, or in a story written as one block its last two
  // sentences.
  const last =
    paragraphs.length > 1
      ? (paragraphs.at(-1) ?? '')
      : lines
          .slice(1)
          .join(' ')
          .split(/(?<=[.!?])\s+/)
          .slice(-2)
          .join(' ');
  const sharing = ONLY_SHARING.test(text);
  // A subject line that names options ("Trades or an office job") asks which.
  // So does one that opens as a question without its question mark ("Can I list my family's
  // shop on my CV").
  const options =
    lines.length > 1 &&
    (/\b(?:or|vs\.?|versus)\b/i.test(subject) ||
      /^(?:can|could|should|is|are|do|does|did|how|what|why|which|would|will|am)\b/i.test(subject));
  if (REQUEST.test(text) || options || (!sharing && (WANT.test(subject) || WANT.test(last))))
    return undefined;
  // Good news is announced in the subject line; one in the middle of a story is background.
  if (goodNews(subject) && !BAD_NEWS.test(text)) return 'news';
  if (RANT.test(text) || sharing) return 'vent';
  // A story told with no question and no ask in it: the member is told it was heard and asked
  // what they want from it, rather than handed steps for a problem they did not raise.
  // A short one too, when nothing in it names a situation the library knows ("the gift was broken and the
  // courier cost more"): a plan picked by a stray word would answer another message. One that
  // names a situation ("I was laid off today") still gets its steps.
  const n = text.split(/\s+/).length;
  if (n >= STORY_WORDS) return 'story';
  // A short message that names a difficulty of the member's own ("I can't stop thinking about
  // it", "work is too much", "I feel I have to answer") brings it to the coach to work on.
  if (namesDifficulty(text)) return undefined;
  return n >= SHORT_STORY_WORDS && !situationOf(text, text) ? 'story' : undefined;
}
