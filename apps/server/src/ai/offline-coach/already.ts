import type { Fact, FactKind } from './facts.js';
import { commuteTimeIn } from './options-figures.js';

/**
 * No re-asking: a coach's question must not ask for what the member has already said in the
 * conversation (their role, how long, the money, where, whether they talked to their manager,
 * whether they have an offer, the date they were given…). Each rule pairs what a question asks
 * for with the evidence that it was already said: a fact of a kind (facts.ts) or the member's own
 * words saying it. A question whose answer is already there is skipped for the next one.
 */
interface Rule {
  asks: RegExp;
  kinds?: FactKind[];
  said?: RegExp;
  /** A reading of the conversation that finds the fact (a commute time said any way). */
  given?: (text: string) => boolean;
}

const RULES: Rule[] = [
  // What the gap was, when they said what filled it (caring for someone, an illness, study).
  {
    asks: /\bwhat was the gap\b/i,
    said: /\b(?:caretaker|carer|caring for|took care of|taking care of|looked after|looking after|raising|recover\w*|illness|surgery|went back to school|studying)\b/i,
  },
  // A new job already accepted or signed ("I accepted an offer yesterday, in writing").
  {
    asks: /\b(?:new role|offer|contract) signed\b|\bhave you (?:signed|accepted)\b/i,
    said: /\b(?:accepted|signed)\b[^.?!\n]{0,30}\b(?:offer|contract|role|job|position)\b|\b(?:offer|contract)\b[^.?!\n]{0,20}\b(?:accepted|signed)\b/i,
  },
  // Who took the credit, when they said who ("my manager has taken credit for …").
  {
    asks: /\bwho took the credit\b/i,
    said: /\b(?:manager|boss|supervisor|lead|colleague|co-?worker|teammate)\b[^.?!\n]{0,40}\b(?:took|takes|taking|taken|steal\w*|stole|claim\w*)\b[^.?!\n]{0,20}\bcredit\b|\b(?:manager|boss|supervisor|lead|colleague|co-?worker)\b[^.?!\n]{0,40}\bas (?:his|her|their) own\b/i,
  },
  // Money: an offer, a rate, a figure.
  {
    asks: /\b(?:what figure|lowest figure|what rate|how much (?:do|are|did|would) you|what (?:do|did) you (?:earn|make)|salary)\b/i,
    kinds: ['money'],
  },
  {
    asks: /\bhow many months of expenses\b/i,
    said: /\bmonths? of (?:savings|expenses)\b|\bsaved\b/i,
  },
  // How long: in the job, a gap.
  { asks: /\bhow long\b/i, kinds: ['duration'] },
  // Where.
  {
    asks: /\b(?:which country|which state|which city|where are you (?:moving|based|located)|where do you live)\b/i,
    kinds: ['place'],
  },
  // Their role.
  {
    asks: /\b(?:what is your (?:role|job title|title)|what do you do for work|what kind of work do you do)\b/i,
    kinds: ['role'],
  },
  // How many applications and replies.
  {
    asks: /\bhow many applications\b/i,
    said: /\b(?:applied (?:to|for|at) (?:\w+ ){0,2}\d+|\d+\+? (?:applications|jobs applied))\b/i,
  },
  // When they applied.
  {
    asks: /\bwhen (?:exactly )?did you apply\b/i,
    said: /\bapplied (?:on|last|yesterday|\d|a (?:week|month)|two|three|few)\b/i,
  },
  // A date for a decision.
  {
    asks: /\bwhat date\b|\bdid they give you\b/i,
    said: /\b(?:said|told (?:me|us)|promised) (?:that )?they(?:'d|’d| would| will)? (?:get back|let me know|decide|reach out|be in touch|call)|\bhear back (?:by|after|before|in)\b|\b(?:by|after|before) (?:monday|tuesday|wednesday|thursday|friday|next week|the end of|christmas|the holidays|new year)/i,
  },
  // The stage their rejections come at.
  {
    asks: /\bwhich stage\b|\bbefore interviews or after\b/i,
    said: /\bscreening\b|\b(?:after|before) (?:the |my |an? )?(?:first |second |final |1st |2nd )?(?:round|interview|stage)s?\b/i,
  },
  // Whether the next role is lined up.
  {
    asks: /\blined up\b|\bleaving without one\b/i,
    said: /\b(?:got|have|received|accepted|signed|landed) (?:an?|the|another|two|three|\d) (?:new )?(?:job )?offers?\b|\boffer letter\b|\bnew job lined up\b/i,
  },
  // Whether they spoke to the manager or HR; what the manager said.
  {
    asks: /\b(?:have you raised it|did you (?:talk|speak) to|have you (?:talked|spoken) to|what exactly did your manager say)\b/i,
    said: /\b(?:talked|spoke|spoken|told|asked|raised it|brought (?:it|this) up|went|complained|reported it|emailed|messaged) (?:to |with )?(?:my |our |the )?(?:manager|boss|supervisor|hr|director|lead)\b|\b(?:manager|boss|supervisor|hr) (?:said|told me|replied)\b/i,
  },
  // Whether they were asked for money (a scam check).
  {
    asks: /\basked you for money\b/i,
    said: /\b(?:pay|paid|fee|buy|purchase|bank details)\b|[$£€]\s?\d|\d\s?[$£€]/i,
  },
  // Hours they need or get.
  { asks: /\bhow many hours\b/i, said: /\b\d+\s?(?:hours|hrs)\b/i },
  // Which options they are choosing between.
  { asks: /\bchoosing between\b/i, said: /\bbetween\b.{2,60}\band\b|\bor\b.{2,40}\?/i },
  // What they heard, and from whom.
  { asks: /\bwhat did you hear\b/i, said: /\b(?:heard|told me|found out)\b/i },
  // Where they want to go: a field, a role or a direction they already named.
  {
    asks: /\b(?:which (?:new )?(?:field|direction|industry|kind of (?:role|work))|what (?:kind|sort|type) of (?:role|work|job) (?:would you like|do you want|are you (?:after|drawn to|aiming for))|what role are you (?:aiming|going) for|where do you want to (?:go|move|end up))\b/i,
    said: /\b(?:move|moving|switch|switching|transition|transitioning|pivot|pivoting|get|break|getting|breaking) (?:in)?to (?:a |an |the )?[a-z][a-z -]{2,40}\b|\bbecome (?:a|an) [a-z]{3,}|\b(?:applying|apply) for (?:a |an |the )?[a-z][a-z -]{2,30}(?:role|job|position)s?\b/i,
  },
  // A package already named ("they offered 3 months' pay", "a settlement of £8,000", "I was
  // offered severance") is not asked about again.
  {
    asks: /\b(?:(?:been )?offered (?:any )?severance|severance (?:package )?(?:been )?offered|a severance|settlement (?:agreement )?(?:been )?offered)\b/i,
    said: /\b(?:severance|settlement|redundancy (?:pay|package)|exit package|package of|\d+\s*(?:weeks?|months?)(?:'|’)?s? (?:pay|salary|wages)|(?:weeks?|months?) of (?:pay|salary|wages))\b/i,
  },
  // The member's own money: pay after tax, costs, what they can save, debts, a pension match, a
  // target income; each said with a figure next to the words that name it.
  {
    asks: /\b(?:reaches your account|after tax|take[- ]home)\b/i,
    said: /\b(?:after tax|take[- ]home|take home|bring home|net)\b[^.?!\n]{0,30}\d|\d[^.?!\n]{0,30}\b(?:after tax|take[- ]home|net)\b/i,
  },
  {
    asks: /\b(?:essential costs|fixed costs)\b/i,
    said: /\b(?:essentials?|costs|expenses|outgoings|bills|rent)\b[^.?!\n]{0,30}\d|\d[^.?!\n]{0,30}\b(?:essentials|costs|expenses|outgoings|bills)\b/i,
  },
  {
    asks: /\bhow much could you (?:move|pay|put|save)\b/i,
    said: /\b(?:put away|set aside|save|saving|pay off|pay)\b[^.?!\n]{0,20}\d/i,
  },
  {
    asks: /\binterest rate\b/i,
    said: /\d+(?:\.\d+)?\s?(?:%|percent)/i,
  },
  {
    asks: /\bwhat does your employer match\b/i,
    said: /\bmatch\w*\b[^.?!\n]{0,40}\d+(?:\.\d+)?\s?%/i,
  },
  { asks: /\bhow old are you\b/i, kinds: ['age'] },
  {
    asks: /\byearly income\b|\bthe two salaries\b/i,
    said: /\b(?:earn|make|salary|offered)\b[^.?!\n]{0,25}\d+\s?k\b/i,
  },
  // How long the journey takes: "30 min each way", "an hour's drive", "90 minutes by train".
  {
    asks: /\b(?:commute|journey)\b[^?]*\b(?:hours?|minutes?|how long|time)\b|\bhow long (?:is|does|would) (?:the|your|each) (?:commute|journey|drive|trip)\b|\bhow far\b/i,
    given: (text) => text.split(/\n/).some((line) => commuteTimeIn(line, false) !== undefined),
  },
  // What the journey costs.
  {
    asks: /\bwhat (?:does|would|will) (?:the|your|each) (?:commute|journey|travel) cost\b|\bcommute costs?\b/i,
    said: /\b(?:train|ticket|fuel|petrol|gas|parking|bus|commut\w*|season|travel)\b[^.?!\n]{0,30}[£$€]?\d|[£$€]?\d[\d,.]*\s?k?\b[^.?!\n]{0,20}\b(?:on|for|in) (?:the )?(?:train|fuel|petrol|parking|travel|commut\w*)\b/i,
  },
  // Days at home or in the office.
  {
    asks: /\bhow many days (?:would you|do you|are you|in the office|at home|a week (?:at home|in the office|remote))|\bhow many (?:office|home|remote) days\b/i,
    said: /\b(?:\d|one|two|three|four|five)\s*days?\b[^.?!\n]{0,20}\b(?:home|remote|office|wfh|on-?site)\b|\b(?:fully remote|office 5 days)\b/i,
  },
  // Which way they lean: a member who asks "should I take A?" has named the one they lean to.
  {
    asks: /\bpulling you towards\b|\bwhich way (?:are you|do you) lean|\bwhich (?:option|one|offer|job) would you (?:choose|pick|take)\b|\bare you leaning\b/i,
    given: (text) =>
      // A capital letter is an option's name; "a job" is not.
      /\b[Ss]hould I (?:still |just )?(?:take|go (?:for|with)|accept|choose|pick) (?:[A-D]\b|[Oo]ption \w|[Oo]ffer [A-D1-4]\b)/.test(
        text,
      ) ||
      /\bshould i (?:still |just )?(?:take|go (?:for|with)|accept|choose|pick) the (?:first|second|other|former|latter)\b|\b(?:i'?m|i am) leaning (?:towards|to)\b|\bi(?:'d| would) (?:rather|prefer)\b/i.test(
        text,
      ),
  },
  // When they must answer: a deadline already given.
  {
    asks: /\bwhen do you need to (?:give|decide|answer)\b|\bwhen (?:is|do) (?:the|your|their) deadline\b|\bwhen do they (?:expect|need) your answer\b/i,
    said: /\bdeadline\b|\b(?:answer|decide|respond|reply|decision)\b[^.?!\n]{0,30}\b(?:by|until|before|within)\b|\b(?:by|until) (?:monday|tuesday|wednesday|thursday|friday|tomorrow|the end of|next week)\b/i,
  },
  // What they have tried.
  {
    asks: /\bwhat have you (?:already )?tried\b/i,
    said: /\bI(?:'ve|’ve| have)? (?:tried|already|applied|emailed|messaged|called|asked|reached out|replied|sent|talked|spoke)\b/i,
  },
];

/** Whether the member already answered what this question asks for. */
export function alreadySaid(question: string, text: string, facts: Fact[]): boolean {
  return RULES.some(
    (rule) =>
      rule.asks.test(question) &&
      (rule.kinds?.some((k) => facts.some((f) => f.kind === k)) ||
        Boolean(rule.said?.test(text)) ||
        Boolean(rule.given?.(text))),
  );
}

/** Forward-moving questions that ask for nothing the member could already have said. */
export const FORWARD_QUESTIONS = [
  'What is the first step you could take on this before the end of the week?',
  'Which of these steps feels hardest to start, and what would make it easier?',
  'What would make you feel this is settled a month from now?',
];
