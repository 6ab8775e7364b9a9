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

/** Words that make a message a request even with no question mark. */
const REQUEST =
  /\b(?:should|how|advice|advise|help|tips?|suggest(?:ion)?s?|recommend|need to|want to|trying to|wondering|thoughts|opinions?|please|can you|could you|what to do|not sure|don'?t know|idk|ideas?|plan|negotiate|decide|looking for)\b/i;

/** An advert: someone promoting a product, a study or a job rather than asking for help. */
const ADVERT =
  /\b(?:we(?:'re| are) hiring|now hiring|dm me|my (?:app|startup|platform|podcast|newsletter)|sign up (?:for|at|here)|fill out (?:my|our|this) (?:survey|form)|beta testers?|free trial|link in (?:bio|the comments)|promo code)\b/i;

/** Good news or a story told for its own sake. */
const GOOD_NEWS =
  /\b(?:grateful|thankful|relieved|finally|excited|happy|proud|celebrat\w*|feeling (?:good|great)|good news|i got (?:the|a|an|my|\d+|two|three|four|multiple) (?:job )?(?:job|offers?)|got (?:hired|promoted)|accepted (?:an|the) offer)\b/i;

/** Venting: a story told to let off steam, not to ask anything. */
const RANT =
  /\b(?:rant|vent(?:ing)?|fed up|sick of|tired of|i hate|this sucks|it sucks|so done with|ugh|ridiculous|unbelievable)\b/i;

/** Words that turn a story away from good news. */
const BAD_NEWS = /\b(?:rescinded|rejected|fired|laid off|let go|denied|didn'?t get|cut|toxic)\b/i;

export type NonRequest = 'advert' | 'news' | 'vent';

/** Why a message is not a request for coaching, or undefined when it is one. */
export function nonRequest(text: string): NonRequest | undefined {
  // An advert asks the readers for something (to sign up, to try a product), not the coach.
  // A member who asks about their own situation ("how do I …", "my manager …") is not advertising.
  const own = questionsOf(text).some((q) => /\b(?:i|my|me)\b/i.test(q));
  if (ADVERT.test(text) && !own && !/\b(?:advice|help me)\b/i.test(text)) return 'advert';
  if (questionsOf(text).length || REQUEST.test(text)) return undefined;
  // Good news is announced in the subject line; one in the middle of a story is background.
  const subject = text.split('\n')[0] ?? '';
  if (GOOD_NEWS.test(subject) && !BAD_NEWS.test(text)) return 'news';
  return RANT.test(text) ? 'vent' : undefined;
}
