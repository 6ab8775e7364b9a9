import { ROLE_HEADS } from './lexicon.js';

/**
 * The decision a member asks for, read from the form of their question and what it is about,
 * not from topic words anywhere in the post. "A or B?" and "A vs B" ask for a choice only when
 * both sides are jobs (a job, an offer, a role title, an employer, a kind of contract, a salary):
 * "male vs female" or "the company or the individual" choose nothing. "Should I take the job?"
 * is a decision on an offer, whatever else the job comes with ("…plus a benefits package").
 */
export type Choice = 'choose-between-jobs' | 'offer-decision';

/** Words that make one side of "A or B" a job. */
const JOB_WORDS = [
  'job',
  'jobs',
  'offer',
  'offers',
  'position',
  'role',
  'career',
  'company',
  'employer',
  'firm',
  'government',
  'bank',
  'startup',
  'corporate',
  'internship',
  'co-op',
  'coop',
  'contract',
  'freelance',
  'full-time',
  'part-time',
  'fulltime',
  'parttime',
  'agency',
  'nonprofit',
  'wfh',
  'remote',
  'hybrid',
  'salary',
  'rep',
  'dispatcher',
  'cook',
  'clerk',
  'driver',
  'technician',
  'cashier',
  'nurse',
  'teacher',
  ...ROLE_HEADS,
];

const JOB = new RegExp(`(?:^|[^a-z-])(?:${JOB_WORDS.join('|')})(?:$|[^a-z-])`, 'i');
/** A salary or rate: "93k", "$55,000", "$22/hr". */
const AMOUNT = /(?:\$\s?\d|\b\d+(?:\.\d+)?\s?k\b|£\s?\d|€\s?\d)/i;

/** The words on each side of the first "or"/"vs" of a sentence, a few words either way. */
function sides(sentence: string): [string, string] | undefined {
  const m = /\s(?:or|vs\.?|versus)\s/i.exec(sentence);
  if (!m) return undefined;
  const before = sentence.slice(0, m.index).split(/\s+/).slice(-5).join(' ');
  const after = sentence
    .slice(m.index + m[0].length)
    .split(/\s+/)
    .slice(0, 5)
    .join(' ');
  // A side ends at a clause break: "a job, or should I wait" has no job on its right.
  const cut = (s: string, fromEnd: boolean) => {
    const parts = s.split(/[,;:?!.]/);
    return (fromEnd ? parts.at(-1) : parts[0]) ?? '';
  };
  return [cut(before, true), cut(after, false)];
}

export const jobLike = (side: string) => JOB.test(side.toLowerCase()) || AMOUNT.test(side);

/** A sentence in the form of a choice: "Should I…", "Which…", "Would you…", "Is it better to…". */
const CHOICE_FORM =
  /^(?:(?:so|but|and|ok|okay)\s+)?(?:should|which|would|do i|is it better|what would|what should|better|take)\b/i;

/** A line this short that sets two jobs side by side ("93k remote or 110k with a commute?") asks to choose. */
const SHORT_LINE = 12;

/** Asks which of two jobs to take without naming them in the same sentence. */
const WHICH =
  /\b(?:what|which) (?:one )?(?:would|should) (?:you|i) (?:choose|pick|take|go with|do)\b|\bwhich (?:one|offer|job|position|role) (?:should|would|do)\b/i;

/** "Should I take/accept the job/offer/position?" */
const TAKE =
  /\b(?:should|do|would) i (?:take|accept|go for|say yes to)\b(?: (?:a|an|the|this|that|their|it))?[^?.!]{0,80}?\b(?:job|offer|position|role)\b/i;

/** "Should I take it?": the decision points back with a pronoun. */
const TAKE_IT =
  /\b(?:should|do|would) i (?:take|accept|go for|say yes to) (?:it|this one|that one)\b/i;
/** A job or an offer named before the pronoun. */
const OFFERED = /\b(?:job|offer(?:ed|ing)?|position|role)\b/i;

/**
 * "I got an offer for 62k, should I take it?": the pronoun's object is the offer or job named
 * before it, in the same sentence or in the subject line; with none named, it is not a job.
 */
function takesItBack(sentence: string, subject: string): boolean {
  const m = TAKE_IT.exec(sentence);
  if (!m) return false;
  return (
    OFFERED.test(sentence.slice(0, m.index)) || (subject !== sentence && OFFERED.test(subject))
  );
}

/**
 * The decision asked, from the question sentences and the subject line (the first line when it
 * is short): a choice between two jobs, a decision on one offer, or undefined.
 */
/**
 * A choice between people to hire ("which candidate would you pick?"): the member is the one
 * hiring, so it is not their choice between jobs or offers.
 */
const HIRING =
  /\b(?:candidates?|applicants?|interviewees|(?:who|whom|which one|which person) (?:to|should i|would you) hire)\b/i;

export function choiceAsked(questions: string[], subject = ''): Choice | undefined {
  const asked = [subject, ...questions].map((s) => s.replace(/&amp;/g, '&').trim()).filter(Boolean);
  if (asked.some((s) => HIRING.test(s))) return undefined;
  for (const s of asked) {
    // "Is there a site that lists the company or the recruiter?" names two things, not a choice:
    // only a question in the form of a choice, or a short line that sets two options side by side.
    if (!CHOICE_FORM.test(s) && s.split(/\s+/).length > SHORT_LINE) continue;
    const pair = sides(s);
    if (pair && jobLike(pair[0]) && jobLike(pair[1])) return 'choose-between-jobs';
  }
  if (asked.some((s) => TAKE.test(s) || takesItBack(s, subject))) return 'offer-decision';
  return undefined;
}

/** Asking to pick one: "…have to pick one and would like help", "help me decide between them". */
const PICK = /\b(?:choose|pick|decide on|decide between|choosing between|deciding between)\b/i;

/** Two or more jobs or offers in hand: "two offers", "I landed 4 jobs", "both positions". */
const SEVERAL =
  /\b(?:two|2|3|4|5|both|multiple|several|three|four|five) (?:job |different |new )?(?:offers|jobs|positions|options|roles)\b/i;

/**
 * Whether the member asks which of several jobs or offers to take ("which would you choose?",
 * "I have to choose one") while the text holds two or more of them.
 */
export function whichOfTwo(questions: string[], subject: string, text: string): boolean {
  if ([subject, ...questions].some((s) => HIRING.test(s))) return false;
  const asks =
    questions.some((q) => WHICH.test(q) || PICK.test(q)) ||
    (PICK.test(subject) && SEVERAL.test(subject));
  return asks && SEVERAL.test(text);
}
