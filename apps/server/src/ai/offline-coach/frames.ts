/**
 * Typed fact insertion: a member's fact goes into a reply only as a phrase that fits its kind,
 * built from the member's own words around it, and a frame that has no fitting fact is written
 * without one.
 *
 * - a role reads "as a product manager", an organisation "at Acme", a place "in Lisbon";
 * - money reads "with $85k at stake", or "with the extra $2 an hour at stake" when the member
 *   wrote of a raise, a bump or an increase next to it;
 * - a length of time reads "after 3 years" only when the member wrote it as time spent ("for 3
 *   years", "after 6 months", "3 years in"); "3 days" alone may be a schedule, "2 weeks" a notice;
 * - a person reads "with your manager Sam involved";
 * - a count reads only where its noun says what it is: "after 60 applications", "after 4
 *   interviews", "with 2 offers on the table"; a count of people or days fits no frame;
 * - an age reads "at 17" (their own age, stated as theirs);
 * - "Three moves that fit 3 days:" is what this file prevents.
 *
 * The phrases trail or lead a clause ("As a nurse at Acme, it sounds like …", "What I would do
 * from here, after 3 years:"); none is ever placed alone after a colon.
 */

import { escapeRegExp as escapeRe } from '../../lib/regexp.js';
import type { Fact } from './facts.js';
import { upperFirst, withArticle } from './plan.js';

const THE_PLACE =
  /^(?:Philippines|Netherlands|UK|US|USA|EU|United States|United Kingdom|United Arab Emirates|Bay Area|Midwest|Czech Republic|Dominican Republic|Bahamas|Gambia)$/;

/** Words that say an amount of the member's own is their pay. */
const PAY_WORDS =
  /\b(?:make|earn|earning|making|take[- ]home|bring home|salary|pay|paid|wage|income|after tax|net|(?:i'?m|am|be|someone|people|me) on)\b/i;

/** The phrase a fact reads as in a frame, or undefined when its kind fits no frame. */
export function factClause(f: Fact, text: string): string | undefined {
  const at = new RegExp(`(?:^|[^\\p{L}\\p{N}$£€])${escapeRe(f.text)}(?![\\p{L}\\p{N}])`, 'iu');
  switch (f.kind) {
    case 'role':
      // A plural ("sales", "graduates") or a run-on title is not one person's role.
      if (/s$/i.test(f.text) && !/(ss|ics|ous)$/i.test(f.text)) return undefined;
      if (f.text.split(' ').length > 4) return undefined;
      return `as ${withArticle(f.text)}`;
    case 'org':
      // A short code with a digit ("F1", "H1B") is a visa or a grade, not an employer.
      if (/\d/.test(f.text) && f.text.length <= 4) return undefined;
      return `at ${f.text}`;
    case 'place':
      // "the Philippines", "the UK": places whose name takes an article in a sentence.
      return `in ${THE_PLACE.test(f.text) ? 'the ' : ''}${f.text}`;
    case 'person':
      return `with your ${f.text} involved`;
    case 'money': {
      // Only an amount with a currency or a clear unit reads as money; "401k" is a plan.
      if (/^401k$/i.test(f.text)) return undefined;
      if (!/[$£€]|\d\s?(?:k|dollars|euros|pounds|usd|eur|gbp)\b|\bhour|\/hr/i.test(f.text))
        return undefined;
      const i = text.search(at);
      const before = i >= 0 ? text.slice(Math.max(0, i - 25), i + 1) : '';
      const after = i >= 0 ? text.slice(i, i + f.text.length + 20) : '';
      // What they earn now is not at stake ("I make 58k now"): the frame would misstate it.
      const wide = i >= 0 ? text.slice(Math.max(0, i - 40), i) : '';
      if (
        /\b(?:make|earn|making|earning|am on|i'm on|currently|paid)\s*(?:about|around)?\s*[$£€]?\s*$/i.test(
          wide,
        ) ||
        /^\S+\s+(?:now|currently|at the moment)\b/i.test(after)
      )
        return undefined;
      const raise = /\b(?:raise|bump|increase|extra|more|pay rise)\b/i.test(before + after);
      // Their own pay ("I take home £2,450", "I'm on 40k") is what they live on, not a sum at
      // stake: "on £2,450".
      if (f.as === 'own' && !raise && PAY_WORDS.test(before + after)) return `on ${f.text}`;
      // A sum is at stake only when the post turns on getting it: an amount offered, or a raise
      // asked for. Any other figure ("2 dollars in my account", "jobs that pay 65k-70k") spliced
      // into "with … at stake" reads as a number dropped into a frame, not their situation.
      // An option's pay in a post about offers ("2 offers, the better one pays $52k") is offered.
      const lead = i >= 0 ? text.slice(Math.max(0, i - 60), i) : '';
      const offered =
        f.as === 'offer' ||
        /\boffers?\b[^.?!]*\bpays?\s*(?:about|around)?\s*[$£€]?\s*$/i.test(lead);
      // Money put aside is what they can fall back on: "with $1200 saved", said as theirs.
      if (!offered && !raise && /\b(?:saved|savings|put (?:aside|away)|set aside)\b/i.test(after))
        return `with ${f.text} saved`;
      if (!offered && !raise) return undefined;
      return `with ${raise ? 'the extra ' : ''}${f.text} at stake`;
    }
    case 'duration': {
      if (!/(?:years?|yrs?|months?)$/i.test(f.text)) return undefined;
      // "about a year" is said back in their sentence, not set in a frame ("After over a year, …").
      if (/\ban?\s+\w+$/i.test(f.text)) return undefined;
      const spent = new RegExp(
        `\\b(?:for|after|over|past|last|almost|nearly|about|been|spent)\\s+(?:the\\s+)?(?:past\\s+|last\\s+)?${escapeRe(f.text)}\\b(?!\\s+(?:ago|old|from|until|notice|left|to go|away|from now|(?:of|in|worth of) (?:savings|saved|runway|expenses|money|cash|salary|pay|rent|severance|notice|leave|emergency|living)|(?:paid|unpaid|parental|maternity|paternity|sick) leave|(?:of )?(?:emergency )?(?:fund|funds|buffer|cushion|runway)))|\\b${escapeRe(f.text)}\\s+(?:in|into|of experience|of working|at (?:this|my|the))\\b`,
        'i',
      );
      return spent.test(text) ? `after ${f.text.replace(/\byrs?\b/i, 'years')}` : undefined;
    }
    case 'count': {
      // Applications sent or interviews sat through read as effort spent, only when the member
      // wrote them as done ("I've sent 60 applications", "after 4 interviews"), never when they
      // are ahead ("4 interviews lined up"); offers as a choice in hand when they hold them.
      const n = escapeRe(f.text);
      const done = new RegExp(
        `\\b(?:sent|submitted|applied (?:to|for)|had|done|did|been (?:to|through)|went through|gone through|after|over|completed|attended|failed)\\s+(?:\\w+\\s+){0,2}${n}\\b(?!\\s+(?:lined up|coming|scheduled|planned|next|this week|tomorrow))`,
        'i',
      );
      if (/\b(?:applications|interviews|rejections|rounds)$/i.test(f.text))
        return done.test(text) ? `after ${f.text}` : undefined;
      const held = new RegExp(
        `\\b(?:have|got|received|holding|with|juggling)\\s+(?:\\w+\\s+){0,2}${n}\\b`,
        'i',
      );
      if (/\boffers$/i.test(f.text))
        return held.test(text) ? `with ${f.text} on the table` : undefined;
      return undefined;
    }
    case 'age': {
      // Only their own age ("I'm 17", "I (24) …", "I am 33"), not a child's or a colleague's.
      const own = new RegExp(`\\bI(?:'m|’m| am)?\\s*\\(?\\s*${escapeRe(f.text)}(?!\\d)`);
      return /^\d{2}$/.test(f.text) && own.test(text) ? `at ${f.text}` : undefined;
    }
    case 'workplace':
      return `at ${f.text}`;
    case 'field':
      // A field alone leads no frame ("In tech, one question: …" reads as a label); it joins
      // a role in situation() ("as a recruiter in tech"), and their own sentence says the rest.
      return undefined;
    case 'stage': {
      // A stage reached reads as the point they are at ("after the final round"), one booked as
      // what is ahead ("with the second interview ahead"); "final round of interviews" is said
      // by its head ("the final round").
      const stage = f.text
        .replace(/\s+of\s+(?:the\s+)?interviews?(?:\s+process)?$/, '')
        .replace(/s$/, '')
        .replace(/^(.*(?:round|stage))\s+interviews?$/, '$1');
      return f.when === 'done' ? `after the ${stage}` : `with the ${stage} ahead`;
    }
    default:
      return undefined;
  }
}

/**
 * The member's situation as one phrase built from at most two typed facts, role first and its
 * workplace or place joined to it ("as a nurse at Acme"), else the two most telling apart
 * ("after 3 years, with $85k at stake"). Empty when no fact fits.
 */
export function situation(facts: Fact[], text: string, skip: string[] = []): string {
  const order: Fact['kind'][] = [
    'role',
    'org',
    'workplace',
    'place',
    'stage',
    'money',
    'duration',
    'count',
    'person',
    'age',
  ];
  const clauses: Array<{ kind: Fact['kind']; clause: string }> = [];
  for (const kind of order) {
    // Of the amounts, the one said as offered is the one at stake ("an offer of 65k, I'm on 58k").
    const fact =
      (kind === 'money' ? [...facts].reverse().find((f) => f.as === 'offer') : undefined) ??
      [...facts].reverse().find((f) => f.kind === kind);
    const clause = fact && factClause(fact, text);
    if (clause && !skip.includes(clause)) clauses.push({ kind, clause });
  }
  // A role takes the field it is in when the member wrote them together ("a recruiter in tech").
  const field = facts.findLast((f) => f.kind === 'field' && !f.studied)?.text;
  const role = clauses.find((c) => c.kind === 'role');
  if (role && field) {
    const roleText = facts.findLast((f) => f.kind === 'role')?.text ?? '';
    const near = new RegExp(
      `${escapeRe(roleText)}\\s+(?:\\w+\\s+){0,3}in\\s+(?:the\\s+)?${escapeRe(field)}`,
      'i',
    ).test(text);
    if (near) role.clause = `${role.clause} in ${field}`;
  }
  const [a, b] = clauses;
  if (!a) return '';
  if (!b) return a.clause;
  // "at Acme, at 24" or "with $44k at stake, with 2 offers on the table" says the same word twice:
  // the first, more telling fact alone reads better.
  if (a.clause.split(' ')[0] === b.clause.split(' ')[0] && a.kind !== 'role') return a.clause;
  // "as a nurse at Acme" only when the member wrote the two together ("a nurse at Acme"): a role
  // and an employer named apart may not belong together ("banker" from one sentence, "Amazon"
  // from another). Otherwise the role stands alone.
  if (a.kind === 'role' && b.kind === 'org') {
    const role = facts.findLast((f) => f.kind === 'role')?.text ?? '';
    const org = facts.findLast((f) => f.kind === 'org')?.text ?? '';
    const paired = new RegExp(
      `${escapeRe(role)}s?\\s+(?:at|for|with)\\s+(?:the\\s+)?${escapeRe(org)}`,
      'i',
    ).test(text);
    return paired ? `${a.clause} ${b.clause}` : a.clause;
  }
  if (a.kind === 'role' && b.kind === 'workplace') {
    const role = facts.findLast((f) => f.kind === 'role')?.text ?? '';
    const paired = new RegExp(
      `${escapeRe(role)}\\s+(?:\\w+\\s+){0,2}(?:at|for|in)\\s+${escapeRe(b.clause.slice(3))}`,
      'i',
    ).test(text);
    return paired ? `${a.clause} ${b.clause}` : a.clause;
  }
  if (a.kind === 'role' && b.kind === 'place') return `${a.clause} ${b.clause}`;
  // "as a recruiter in tech": a role and the field it is in read as one phrase; after an
  // employer or a place the field adds little ("at Acme, in tech").

  if ((a.kind === 'org' || a.kind === 'workplace') && b.kind === 'place')
    return `${a.clause} ${b.clause}`;
  return `${a.clause}, ${b.clause}`;
}

/** The facts' phrases one by one, for frames that hold a single fact. */
export function clauses(facts: Fact[], text: string): string[] {
  const out: string[] = [];
  for (const f of facts) {
    const c = factClause(f, text);
    if (c && !out.includes(c)) out.push(c);
  }
  return out;
}

const ING_NOUNS =
  /^(?:meeting|training|onboarding|building|wedding|housing|funding|hiring|marketing|accounting|nursing|engineering|consulting|networking|scheduling|clothing|parking|offering|posting|listing|opening|briefing|ceiling|setting|pricing|staffing|budgeting|coaching|tutoring|mentoring|painting|recruiting|banking|lending|teaching|writing|testing|planning|reporting|shipping|catering|cleaning|landscaping|manufacturing|warehousing|trucking|coding|programming|boarding)$/i;

/**
 * A phrase of the member's own words as a noun phrase a sentence can carry: "the car
 * dealership", "Google Docs", "the referrals". Undefined for anything longer than three words,
 * for a single short word and for an abbreviation, so a stray noun never stands in for their
 * concern.
 */
export function nounPhrase(phrase: string | undefined, text?: string): string | undefined {
  if (!phrase) return undefined;
  const parts = phrase.split(' ');
  if (parts.length > 3) return undefined;
  // A single word stands for their concern only when they come back to it ("the weekends" twice);
  // said once, it is as likely a stray word ("regard", "anytime").
  if (parts.length === 1) {
    if (phrase.length < 6 || !text) return undefined;
    const stem = phrase.replace(/(?:es|s)$/i, '');
    const said = text.match(new RegExp(`\\b${escapeRe(stem)}(?:s|es)?\\b`, 'gi'))?.length ?? 0;
    if (said < 2) return undefined;
  }
  // Capitals only ("Happy Holidays", "October") are a greeting, a date or a name, not a concern;
  // an abbreviation or a short word ("vs") leaves the phrase unfinished.
  if (!parts.some((p) => /^[a-z][a-z-]+$/.test(p))) return undefined;
  if (parts.some((p) => p.length <= 2 || /^(?:vs|etc|ie|eg)$/i.test(p))) return undefined;
  // A head word in -ing is mostly a verb the tagger read as a noun ("worth turning", "dwelling").
  const head = parts.at(-1) ?? '';
  if (/ing$/.test(head) && !ING_NOUNS.test(head)) return undefined;
  // "Possible offer" is a capital that opens their sentence, not a name: it reads "the possible offer".
  if (/^[A-Z][a-z]+(?: [a-z][a-z-]*)+$/.test(phrase)) return `the ${lowerFirst(phrase)}`;
  if (/^[A-Z]/.test(phrase)) return phrase;
  return `the ${phrase}`;
}

export const lead = (clause: string) => upperFirst(clause);

const lowerFirst = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);
