import { type WrittenDraft, writtenDraft } from './drafts.js';
import { type Fact, latest } from './facts.js';
import { ROLE_HEADS } from './lexicon.js';
import { CARDINALS } from './numbers.js';
import { offerReply } from './offer-reply.js';
import { upperFirst, withArticle } from './plan.js';

/**
 * A thing the member explicitly asks the coach to produce (headline options, opening lines,
 * subject lines, questions to ask someone, a script of what to say, a message to send, a list),
 * read from the form of the sentence that asks for it, never from a topic word: "could you write
 * me three headlines" asks, "my manager says my headline is boring" only mentions one.
 *
 * The artefact is built from the member's own facts (role, years, target role, company, the person
 * it goes to, what it must say) and delivered first. A fact it cannot do without is asked for; the
 * artefact never carries a placeholder such as "[Company]".
 */

export type ArtefactKind =
  | 'headline'
  | 'opener'
  | 'subject'
  | 'questions'
  | 'script'
  | 'message'
  | 'list';

export interface ArtefactAsk {
  kind: ArtefactKind;
  /** How many the member asked for (a digit or a number word), else the kind's usual number. */
  n: number;
  /** Whether the member gave the number themselves. */
  counted: boolean;
  /** The sentence that asks, as written. */
  sentence: string;
  /** For an opener: a profile intro (LinkedIn "about", bio) rather than a letter's first lines. */
  profile?: boolean;
  /**
   * For a script asked as short lines for a moment ("phrases I can use when I need time to
   * think", "what to say when they interrupt me"): that moment, in the member's words.
   */
  moment?: string;
  /**
   * For a profile opener: the whole section ("write my About section", "a LinkedIn summary"),
   * written as a short draft, not a choice of first lines.
   */
  whole?: boolean;
}

const NUMBER: Record<string, number> = {
  ...CARDINALS,
  'a couple': 2,
  'a couple of': 2,
  couple: 2,
  'a few': 3,
  few: 3,
  some: 3,
  several: 4,
};

/** How many of each kind a member usually wants when they give no number. */
const USUAL: Record<ArtefactKind, number> = {
  headline: 3,
  opener: 3,
  subject: 3,
  questions: 4,
  script: 1,
  message: 1,
  list: 5,
};

/** At most this many of one kind: past it the options stop being different. */
export const MOST: Record<ArtefactKind, number> = {
  headline: 5,
  opener: 3,
  subject: 4,
  questions: 6,
  // A script or a message asked for "in 3 versions": the draft as written, shorter, lighter.
  script: 3,
  message: 3,
  list: 7,
};

/**
 * The nouns that name an artefact, most specific first. `plural` tells a singular ask ("an
 * intro") from one that wants options ("intros").
 */
const NOUNS: Array<[ArtefactKind, RegExp]> = [
  ['subject', /\bsubject[- ]lines?\b/i],
  ['headline', /\b(?:linkedin\s+)?(?:headlines?|taglines?)\b/i],
  [
    'opener',
    /\b(?:opening|first|intro(?:ductory)?)\s+(?:lines?|sentences?|paragraphs?)\b|\b(?:openers?|intros?|introductions?|hooks?)\b|\b(?:bio|about(?:\s+me)?\s+section|profile\s+summary|linkedin\s+(?:summary|about))\b/i,
  ],
  ['questions', /\bquestions?\b/i],
  ['script', /\b(?:scripts?|talking points|wording|lines?\b(?!\s+of\b))\b/i],
  ['message', /\b(?:e-?mails?|messages?|notes?|letters?|repl(?:y|ies)|responses?|texts?|dms?)\b/i],
  ['list', /\b(?:lists?|checklists?|check-lists?)\b/i],
  // "Give me 5 things I can drop": a counted set of things is a list.
  [
    'list',
    /\b(?:\d|two|three|four|five|six|seven)\s+(?:[\w-]+\s+){0,2}?(?:things|ideas|ways|tips|points|examples|items)\b/i,
  ],
];

/** An imperative or a request to the coach, at the start of the sentence or after "can you". */
// "Send" and "share" ask the coach only with "me" ("send me three"): "please send a DM" asks the
// reader to act, not the coach to write.
const ASK_VERB =
  '(?:give|write|draft|suggest|list|make|craft|create|prepare|(?:send|share|do)\\s+me|brainstorm|recommend|compose|put together|come up with|jot down|help me (?:write|draft|with|come up with)|help with|type up|need)';
const REQUESTS = new RegExp(
  [
    // "Give me …", "Please write …", "Anyway, could you draft …", "Two subject lines please".
    `^(?:(?:so|ok(?:ay)?|anyway|and|also|hey|hi|right|now|then|alright|please)[,!]?\\s+)*(?:please\\s+)?${ASK_VERB}\\b`,
    `\\b(?:can|could|would|will)\\s+(?:you|u|ya)\\s+(?:please\\s+|just\\s+|maybe\\s+|also\\s+)?(?:help\\s+me\\s+)?${ASK_VERB}\\b`,
    `\\b(?:i|i'd|we)\\s+(?:need|want|would like|'d like|'d love|would love|could use|could do with)\\s+(?:you\\s+to\\s+${ASK_VERB}\\s+)?(?:me\\s+)?(?:a|an|some|the|\\d|one|two|three|four|five|six|seven|a few|a couple)\\b`,
    `\\bplease[.!]?\\s*$`,
    // "Two subject lines please", "3 headlines for a nurse": the counted thing is the artefact.
    `^(?:\\d|one|two|three|four|five|six|seven|a few|a couple of|some)\\s+(?:[\\w-]+\\s+){0,2}?(?:subject lines?|headlines?|taglines?|opening lines?|openers?|intros?|questions|lines|e-?mails?|messages?|ideas|options)\\s+(?:please|for|to)\\b`,
  ].join('|'),
  'i',
);

/** "What should I say when …", "what questions should I ask …", "what do I bring to …". */
const WHAT_I =
  /\b(?:what|which)\s+(?:(\d|one|two|three|four|five|six|seven|a few)\s+)?(questions?|things?|lines?|words?)?\s*(?:should|do|can|could|would|shall|must)\s+i\s+(say|tell|write|reply|answer|respond|ask|bring|take|prepare|include|mention|put)\b/i;
/** The same asked as an embedded question: "draft what I'd say to him", "write what I should tell her". */
const WHAT_I_EMBEDDED =
  /\b(?:draft|write|give\s+me|tell\s+me|help\s+me\s+with|script|word)\s+(?:out\s+)?(?:what|which)\s+(?:(\d|one|two|three|four|five|six|seven|a few)\s+)?(questions?|things?|lines?|words?)?\s*i(?:'d|\s+would|\s+should|\s+could|\s+can|'ll|\s+will|\s+might|\s+need\s+to)\s+(say|tell|write|reply|answer|respond|ask|bring|take|prepare|include|mention|put)\b/i;
const HOW_I =
  /\bhow\s+(?:should|do|can|could|would|shall)\s+i\s+(?:word|phrase|say|put)\b|\bhow\s+to\s+(?:word|phrase|say)\b|\bwhat\s+to\s+say\b/i;

/** Questions the member will be asked, not ones to ask ("likely interview questions"). */
const ASKED_OF_THEM =
  /\b(?:interview questions|questions (?:they|you|he|she|interviewers?) (?:might|will|could|may|usually|would)|questions (?:i'?ll|i will|i might|i may) (?:get|be asked|face))\b/i;

/** A meeting, call or conversation: its "opening lines" are what to say, not a letter. */
const SPOKEN =
  /\b(?:1:1|1-1|one[- ]on[- ]one|meeting|call|conversation|chat|talk|review|interview|catch[- ]up|standup|presentation)\b/i;

const PROFILE = /\b(?:linkedin|profile|bio|about|portfolio|website)\b/i;
/** The whole profile section, not its first line: "my About section", "a bio", "a profile summary". */
const WHOLE_PROFILE =
  /\b(?:bio|about(?:\s+me)?\s+section|profile\s+summary|linkedin\s+(?:summary|about))\b/i;

function countBefore(sentence: string, at: number): number | undefined {
  const before = sentence.slice(Math.max(0, at - 45), at);
  const m =
    /\b(\d|one|two|three|four|five|six|seven|a couple(?: of)?|a few|few|some|several)\s+(?:(?:\S+\s+){0,3})$/i.exec(
      before,
    );
  if (!m?.[1]) return undefined;
  const word = m[1].toLowerCase();
  return NUMBER[word] ?? Number(word);
}

function sentencesOf(text: string): string[] {
  return text
    .replace(/\r/g, '')
    .split(/(?<=[.!?])\s+|\n+/)
    .map((s) => s.trim())
    .filter(Boolean);
}

/**
 * Short lines to say in a moment: "phrases / lines / words / sentences I can use when …", "what
 * to say when …", "what can I say if …". The form asks for lines, and the clause after "when",
 * "if" or "while" names the moment they are for.
 */
const LINES_FOR =
  /\b(?:phrases?|lines?|words?|sentences?|expressions?|things\s+(?:i\s+(?:can|could|should)\s+)?(?:to\s+)?say|what\s+(?:to|(?:can|could|should|do|would|shall)\s+i|i\s+(?:can|could|should))\s+say)\b[^.?!]{0,40}?\b(?:when(?:ever)?|if|while|during|for when|in case)\s+([^.?!]{4,120})/i;

/** A request for lines to say in a moment, with that moment; undefined when the form is not one. */
function momentAsk(s: string): ArtefactAsk | undefined {
  const m = LINES_FOR.exec(s);
  if (!m?.[1]) return undefined;
  // The lines must be asked for, not only mentioned ("my lines were fine when I practised").
  if (!REQUESTS.test(s) && !/\bwhat\s+(?:to|(?:can|could|should|do|would)\s+i)\s+say\b/i.test(s))
    return undefined;
  if (!momentKind(m[1])) return undefined;
  const given = countBefore(s, m.index ?? 0);
  return {
    kind: 'script',
    n: Math.max(4, Math.min(given ?? 5, 6)),
    counted: given !== undefined,
    sentence: s,
    moment: m[1].trim(),
  };
}

/** The artefact one sentence asks for, if it asks for one. */
function askIn(sentence: string): ArtefactAsk | undefined {
  const s = sentence.replace(/[’]/g, "'");
  const moment = momentAsk(s);
  if (moment) return moment;
  const what = WHAT_I.exec(s) ?? WHAT_I_EMBEDDED.exec(s);
  // "What should I put as my headline?": the artefact named decides the kind, not the verb.
  const named = NOUNS.find(
    ([k, noun]) => ['headline', 'subject', 'opener'].includes(k) && noun.test(s),
  )?.[0];
  if (what && named) {
    const n = countBefore(s, s.search(NOUNS.find(([k]) => k === named)?.[1] ?? /$/));
    return {
      kind: named,
      n: Math.min(n ?? USUAL[named], MOST[named]),
      counted: n !== undefined,
      sentence,
      profile: named === 'opener' && PROFILE.test(s),
      whole: named === 'opener' && WHOLE_PROFILE.test(s),
    };
  }
  if (what) {
    const verb = (what[3] ?? '').toLowerCase();
    const given = what[1] ? (NUMBER[what[1].toLowerCase()] ?? Number(what[1])) : undefined;
    const kind: ArtefactKind =
      verb === 'ask'
        ? 'questions'
        : /^(?:bring|take|prepare|include|mention|put)$/.test(verb)
          ? 'list'
          : verb === 'write'
            ? 'message'
            : 'script';
    // "What should I ask for?" is about a request, not questions to ask someone.
    if (kind === 'questions' && /\bask\s+for\b/i.test(s)) return undefined;
    return {
      kind,
      n: Math.min(given ?? USUAL[kind], MOST[kind]),
      counted: given !== undefined,
      sentence,
    };
  }
  if (HOW_I.test(s) && !/\b(?:headline|subject|e-?mail|message|letter|note)\b/i.test(s))
    return { kind: 'script', n: 1, counted: false, sentence };
  if (!REQUESTS.test(s)) return undefined;
  for (const [kind, noun] of NOUNS) {
    const m = noun.exec(s);
    if (!m) continue;
    let k: ArtefactKind = kind;
    // "Questions" are an artefact only when they are to be asked of someone.
    if (k === 'questions' && (ASKED_OF_THEM.test(s) || !/\bask\b|\bquestions?\s+for\b/i.test(s)))
      continue;
    // "A cover letter" is a whole document (compose.ts); its opening lines are an opener.
    if (k === 'message' && /\bcover\s+letters?\b/i.test(s)) continue;
    const after = s.slice((m.index ?? 0) + m[0].length);
    // Lines to open a conversation are said, not written.
    if ((k === 'opener' || k === 'script') && SPOKEN.test(after) && !PROFILE.test(s)) k = 'script';
    // "Lines" alone need what they are for: "lines for a cover letter" open a letter.
    if (k === 'script' && /^lines?$/i.test(m[0]) && /\b(?:cover\s+letter|letter)\b/i.test(after))
      k = 'opener';
    // A list's number stands before what it lists ("list 5 things"), after the word "list".
    const counted =
      k === 'list'
        ? /\b(\d|two|three|four|five|six|seven)\s+(?:[\w-]+\s+){0,2}?(?:things|ideas|ways|tips|points|examples|items)\b/i.exec(
            s,
          )
        : null;
    const given = counted?.[1]
      ? (NUMBER[counted[1].toLowerCase()] ?? Number(counted[1]))
      : countBefore(s, m.index ?? 0);
    const plural = /s\b/i.test(m[0]) && !/^(?:bio|wording|talking points)$/i.test(m[0]);
    // A line that stands for the member (a headline, an opening, a subject line) is offered in
    // its usual number of variants even when asked for as "a headline": the member picks one, and
    // one option is no choice. Only a number they gave themselves says otherwise.
    const variants = k === 'headline' || k === 'subject' || k === 'opener';
    const n = given ?? (plural || variants ? USUAL[k] : k === 'list' ? USUAL.list : 1);
    const profile = k === 'opener' && PROFILE.test(s) && !/\bletter\b/i.test(s);
    return {
      kind: k,
      n: Math.max(1, Math.min(n, MOST[k])),
      counted: given !== undefined,
      sentence,
      profile,
      whole: profile && WHOLE_PROFILE.test(m[0]) && !/\b(?:lines?|sentences?)\b/i.test(s),
    };
  }
  return undefined;
}

/**
 * The artefact the message asks for, wherever the asking sentence sits in it (a request in the
 * middle of a story counts). A sentence that only mentions a headline or an email asks nothing.
 */
export function artefactAsk(text: string): ArtefactAsk | undefined {
  // Words in quotation marks are someone else's ("they emailed: 'can you send me your
  // references'"): a request there is not made to the coach.
  const own = text.replace(/["“][^"”\n]{0,400}["”]/g, ' ');
  for (const sentence of sentencesOf(own)) {
    const ask = askIn(sentence);
    if (ask) return ask;
  }
  return undefined;
}

// ——— The member's own facts, as an artefact needs them —————————————————————————————————

export interface Profile {
  /** What they do now, in their words ("payroll administration", "plumber"). */
  role?: string;
  /** How long ("6 years"). */
  years?: string;
  /** Where they are going ("people analytics", "the junior analyst role"). */
  target?: string;
  /** The employer it is for, by name ("Brightfield"). */
  company?: string;
  /** The employer described, when unnamed ("a climate-tech startup"). */
  companyKind?: string;
  /** What they specialise in ("fintech onboarding flows", "property law"). */
  focus?: string;
  /**
   * Whether the target is a kind of role ("in-house", "remote", "public sector" roles) rather
   * than a job or a field of its own: it is then said with its noun ("In-House Roles").
   */
  targetKind?: boolean;
  /** A result of theirs with a number, in their words ("cut month-end from 10 days to 6"). */
  result?: string;
  place?: string;
  /** Who it goes to ("my manager", "a recruiter"). */
  recipient?: string;
  /** A person named ("Dana"). */
  person?: string;
}

const stop =
  '(?=\\s+(?:and|but|so|because|since|after|for|at|with|in|on|who|which|,)\\b|[.,;:!?\\n]|$)';

const ROLE_CLAIM = new RegExp(
  `(?:\\b(?:i'?m|i am|i'?ve been|i have been|i was|i work as|i'?m working as|working as|worked as)|(?:^|[,;]\\s*|\\band\\s+)been)\\s+(?:currently\\s+|still\\s+|now\\s+)?(?:an?\\s+)((?:[\\w-]+\\s+){0,3}?[\\w-]+)${stop}`,
  'i',
);
const DONE =
  /\b(?:i'?ve done|i have done|i do|i've worked in|i have worked in|i work in)\s+((?:[\w-]+\s+){0,2}?[\w-]+)\s+(?:for|since)\b/i;
const ROLE_OF_YEARS = /\b(?:an?\s+)((?:[\w-]+\s+){0,3}?[\w-]+)\s+of\s+(\d+|[a-z]+)\s+years?\b/i;
const TARGET = new RegExp(
  `\\b(?:moving|move|moved|transition(?:ing)?|switch(?:ing)?|pivot(?:ing)?|get(?:ting)?|break(?:ing)?|go(?:ing)?|career change|promot(?:ed|ion))\\s+(?:in)?to\\s+(?:an?\\s+|the\\s+)?((?:[\\w-]+\\s+){0,3}?[\\w-]+)${stop}|\\b(?:for|applying for|apply for|aiming for|want)\\s+(?:the|a|an)\\s+((?:[\\w-]+\\s+){0,3}?[\\w-]+)\\s+(?:role|position|job)\\b`,
  'i',
);
/**
 * "a company called Brightwell": a name given to an organisation. A person's name is given the
 * same way ("my manager is called Denise"), so what is named must be an organisation word.
 */
const NAMED =
  /\b(?:company|firm|agency|startup|start-up|business|charity|employer|organi[sz]ation|shop|store|bank|school|practice|studio|consultancy|place)\s+(?:(?:that(?:'s| is)|which is)\s+)?(?:called|named)\s+([A-Z][\w&'-]*(?:\s+[A-Z][\w&'-]*){0,2})/;
const TO_NAMED =
  /\b(?:to|at|for|with|from|join)\s+([A-Z][\w&'-]*(?:\s+(?:[A-Z][\w&'-]*|&)){0,2})(?=\s+(?:for|about|as|before|and|on)\b|[.,;:!?\n]|$)/g;
const NOT_COMPANY =
  /^(?:I|LinkedIn|Linkedin|Indeed|HR|My|The|A|An|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|January|February|March|April|May|June|July|August|September|October|November|December)$/;
const COMPANY_KIND =
  /\b(?:to|at|for|with|join)\s+(an?\s+(?:[\w-]+\s+){0,2}(?:startup|start-up|company|firm|agency|bank|charity|nonprofit|non-profit|school|hospital|clinic|consultancy|installer|manufacturer|retailer|brand|studio|lab|council|university|business|employer|organisation|organization))\b/i;
const RECIPIENT =
  /\b(?:to|tell(?:ing)?|ask(?:ing)?|email(?:ing)?|messag(?:e|ing)|with|for|answer(?:ing)?|reply(?:ing)? to|when)\s+((?:my|a|the|our|an)\s+(?:new\s+|old\s+|former\s+|current\s+|direct\s+)?(?:hiring manager|team lead|line manager|manager|boss|supervisor|recruiter|landlord|lead|director|colleague|coworker|co-worker|client|mentor|hr(?: team| person| department)?|interviewer|professor|teacher|partner|team|company|employer|ceo|founder))\b/i;

/** The member's facts, from their messages, as an artefact needs them. */
export function profileOf(text: string, facts: Fact[]): Profile {
  const t = text.replace(/[’]/g, "'");
  const p: Profile = {};
  const claim = ROLE_CLAIM.exec(t)?.[1];
  const done = DONE.exec(t)?.[1];
  const ofYears = ROLE_OF_YEARS.exec(t)?.[1];
  const role = latest(facts, 'role');
  p.role = [role, claim, ofYears, done].find(
    (r) =>
      r &&
      !/\b(?:bit|lot|little|mess|wreck|fan|big|good|bad|huge|total|complete|person|guy|girl|mum|mom|dad|parent|student of)\b/i.test(
        r,
      ),
  );
  p.years = [...facts]
    .reverse()
    .find((f) => f.kind === 'duration' && /\b(?:years?|yrs?)\b/i.test(f.text))
    ?.text.replace(/\byrs?\b/i, 'years');
  const target = TARGET.exec(t);
  p.target = (target?.[1] ?? target?.[2])?.replace(/\s+(?:role|roles|jobs?|positions?)$/i, '');
  if (p.target && /^(?:it|this|that|them|there|work|a new|the next)$/i.test(p.target))
    p.target = undefined;
  p.company = NAMED.exec(t)?.[1] ?? latest(facts, 'org');
  if (!p.company) {
    for (const m of t.matchAll(TO_NAMED)) {
      const name = m[1] ?? '';
      const first = name.split(/\s+/)[0] ?? '';
      const startsSentence = /(?:^|[.!?]\s+)$/.test(t.slice(0, m.index ?? 0));
      if (
        !NOT_COMPANY.test(first) &&
        !startsSentence &&
        !facts.some((f) => f.text === name && f.kind === 'place')
      ) {
        p.company = name;
        break;
      }
    }
  }
  // "company B": a name the member gave to keep it anonymous is still its name.
  const letter = /\b(company|offer|employer|option)\s+([A-Z])\b/.exec(t);
  if (!p.company && letter) p.company = `${letter[1]} ${letter[2]}`;
  p.companyKind = COMPANY_KIND.exec(t)?.[1];
  p.place = latest(facts, 'place');
  p.recipient =
    RECIPIENT.exec(t)?.[1] ??
    /\b(my\s+(?:hiring manager|team lead|line manager|manager|boss|supervisor|recruiter|landlord|lead|director|colleague|coworker|client|mentor|professor|teacher))\b/i.exec(
      t,
    )?.[1];
  p.person = latest(facts, 'person')?.split(' ').at(-1);
  const focus =
    /\b(?:i (?:mostly |mainly |usually )?(?:do|work on|build|design|specialise in|specialize in|focus on))\s+((?:[\w-]+\s+){0,3}?[\w-]+)(?=[.,;!?\n]|$)/i.exec(
      t,
    )?.[1];
  p.focus = focus ?? specialismOf(t, facts);
  // "Looking at in-house roles", "aiming for senior analyst jobs": where they are going, said as
  // the kind of role they look at.
  if (!p.target) {
    const looking = LOOKING_AT.exec(t)?.[1];
    if (
      looking &&
      !/^(?:new|other|different|better|more|some|any|these|those|similar)$/i.test(looking)
    ) {
      p.target = looking;
      p.targetKind = !JOB_NOUN.test(looking);
    }
  }
  p.result = RESULT.exec(t)?.[0]?.replace(/^I\s+/i, '').trim();
  return p;
}

/** Where a specialism-list match stops: a clause, or a verb of what they want next. */
const stopField =
  '(?=\\s+(?:and|but|so|because|since|after|for|at|with|in|on|who|which|looking|hoping|aiming|seeking|targeting|moving|trying|wanting|keen|interested|now|currently|based|working)\\b|[.,;:!?\\n]|$)';

/** "4 years in property law", "specialising in tax": the field their years were spent in. */
const SPECIALISM = new RegExp(
  `\\b(?:(?:\\d+|one|two|three|four|five|six|seven|eight|nine|ten|several|many)\\+?\\s+(?:years?|yrs?)(?:\\s+of\\s+experience|\\s+experience)?\\s+(?:working\\s+)?in|speciali[sz](?:e|es|ed|ing)\\s+in|focused\\s+on)\\s+((?:[\\w&-]+\\s+){0,3}?[\\w&-]+)${stopField}`,
  'i',
);
/** A field too general to be a specialism ("the job", "this industry"). */
const GENERAL_FIELD =
  /^(?:(?:the|this|that|my|a|an|our)\s+)?(?:job|role|industry|field|team|company|business|sector|post|position|area|uk|us|total|a row|management)$/i;

function specialismOf(text: string, facts: Fact[]): string | undefined {
  const m = SPECIALISM.exec(text)?.[1];
  if (!m || GENERAL_FIELD.test(m)) return undefined;
  // "5 years in Leeds" is where, not what.
  if (facts.some((f) => f.kind === 'place' && m.includes(f.text))) return undefined;
  if (/^[A-Z]/.test(m) && !/\s/.test(m) && !/^[A-Z]{2,}$/.test(m)) return undefined;
  return m.replace(/^(?:the|a|an)\s+/i, '');
}

/** "Looking at in-house roles", "aiming for senior analyst jobs". */
const LOOKING_AT =
  /\b(?:looking|aiming|hoping|keen|interested|targeting|applying|going)\s+(?:at|for|to|in|into|after)?\s*(?:an?\s+|the\s+)?((?:[\w&-]+\s+){0,3}?[\w&-]+)\s+(?:roles?|jobs?|positions?|posts?|openings|opportunities)\b/i;

/**
 * A target that names a job ("data analyst", "practice manager") rather than a kind of role
 * ("in-house", "private sector"): its last word is a person's title.
 */
const JOB_NOUN = new RegExp(
  `(?:\\b(?:${ROLE_HEADS.join('|')})s?|ist|ian|\\bdev|\\bchef|\\bcoach|\\bhead|\\bcounsel)$`,
  'i',
);

/** A result with a number, said by the member ("I cut onboarding time by 30%"). */
const RESULT =
  /\bI\s+(?:also\s+|recently\s+)?(?:cut|reduced|saved|grew|increased|doubled|halved|raised|boosted|improved|launched|delivered|closed|won|built|led|trained|managed|handled|processed|recovered)\s+[^.;!?\n]{0,70}?\d[^.;!?\n]{0,40}?(?=\s+(?:and|but|so|while|which)\b|,(?!\d)|[.;!?\n]|$)/i;

/** "plumber" → "a plumber"; "payroll administration" stays. */
export function withA(role: string): string {
  if (/^(?:an?|the)\s/i.test(role)) return role;
  if (/(?:tion|ing|ics|ment|ance|ence|ship|work|design|support|sales|data)$/i.test(role))
    return role;
  return withArticle(role);
}

/** Title Case for a headline, keeping acronyms and short joining words. */
export function titled(phrase: string): string {
  return phrase
    .split(/\s+/)
    .map((w, i) =>
      /^[A-Z]{2,}/.test(w)
        ? w
        : i > 0 && /^(?:of|and|in|for|to|the|a|an|at|on|with)$/i.test(w)
          ? w.toLowerCase()
          : w
              .toLowerCase()
              .split('-')
              .map((part) => upperFirst(part))
              .join('-'),
    )
    .join(' ');
}

const bare = (role: string) => role.replace(/^(?:an?|the)\s+/i, '');

/** "in Payroll Administration" for a field, "as a Bartender" for a person's title. */
const inOrAs = (role: string) => (withA(role) === role ? `in ${role}` : `as ${withA(role)}`);

// ——— Building the artefact ———————————————————————————————————————————————————————————————

export interface Built {
  /** The line before the artefact: what it is and what it was built from. */
  lead: string;
  /** The artefact: one entry per option (a script or a message is one entry). */
  options: string[];
  /** Drafts to send or say are quoted blocks; one-liners are numbered. */
  quoted: boolean;
  /** One short line on how to use it. */
  use: string;
  /** One good question, for what would make it better. */
  question: string;
}

export interface Needed {
  /** The one fact to ask for, as a question. */
  ask: string;
}

const yearsOf = (p: Profile) =>
  p.years?.replace(/^(\d+)\s*years?$/i, (_, n: string) => (n === '1' ? '1 year' : `${n} years`));
const uniq = (xs: Array<string | undefined | false>) =>
  xs.filter((x, i, all): x is string => Boolean(x) && all.indexOf(x) === i);

/**
 * Headlines carry every fact the member gave (role, specialism, years, where they are going, a
 * result), in three orders the member can choose between: where they are going first (what a
 * recruiter searches for), their specialism first (what sets them apart), and their proof first
 * (a result with a number, else their years). More than three are the older mixes of the same
 * facts.
 */
function headlines(p: Profile, n: number): Built | Needed {
  const role = p.role ? bare(p.role) : undefined;
  if (!role && !p.target)
    return {
      ask: 'Happy to write them. What do you do now (or the role you are aiming for), and roughly how many years have you done it? With those two I can give you headlines that are yours, not a template.',
    };
  const R = role ? titled(role) : undefined;
  const T = p.target ? titled(p.target) : undefined;
  const Y = yearsOf(p);
  const F = p.focus ? titled(p.focus) : undefined;
  // "Cut pay errors by 40%": when it happened belongs in the story, not the headline.
  const W = p.result
    ? upperFirst(
        p.result.replace(
          /\s+(?:(?:last|this|in the last|over the last)\s+(?:year|quarter|month|\d+ months)|in (?:19|20)\d{2})$/i,
          '',
        ),
      )
    : undefined;
  // "In-House" is a kind of role, said with its noun; "Financial Analysis" is a field of its own.
  const aim = T ? (p.targetKind ? `${T} Roles` : T) : undefined;
  // "Property Law Paralegal" for a person's title; "Bookkeeping | Property Law" for a field.
  const titleOf = (r: string) => (F ? (withA(r) === r ? `${r} | ${F}` : `${F} ${r}`) : r);
  const record = [Y ? `${Y}${F ? ` in ${F}` : ''}` : F ? `Focused on ${F}` : undefined]
    .filter(Boolean)
    .join('');
  // A job they are not yet in is "aspired to", never claimed as their title.
  const job = Boolean(T && !p.targetKind && JOB_NOUN.test(p.target ?? ''));
  const toward = aim
    ? p.targetKind
      ? `Open to ${aim}`
      : job
        ? `Ready for ${T} Roles`
        : `Moving into ${aim}`
    : undefined;
  const ordered = [
    // Where they are going first.
    aim &&
      R &&
      (p.targetKind
        ? `Seeking ${aim} | ${R}${record ? `, ${record}` : ''}${W ? ` | ${W}` : ''}`
        : `${job ? 'Aspiring ' : ''}${aim} | ${Y ? `${Y} ${inOrAs(R)}` : `Background ${inOrAs(R)}`}${F ? ` | ${F}` : ''}${W ? ` | ${W}` : ''}`),
    // Their specialism first.
    R && F && `${titleOf(R)}${Y ? ` | ${Y}` : ''}${toward ? ` | ${toward}` : ''}`,
    // Their proof first: a result with a number, else their years.
    R && W && `${W} | ${titleOf(R)}${toward ? ` | ${toward}` : ''}`,
    R &&
      !W &&
      Y &&
      `${upperFirst(Y)} of ${F ? `${F} ` : ''}Experience | ${R}${toward ? ` | ${toward}` : ''}`,
  ];
  const options = uniq([
    ...ordered,
    T && R && `${R} moving into ${aim}${p.place ? ` | ${p.place}` : ''}`,
    T && R && `Bringing ${Y ? `${Y} of ` : ''}${R} experience to ${aim}`,
    !T && R && F && `${R} | ${F}${p.place ? ` | ${p.place}` : ''}`,
    !T &&
      R &&
      `${R}${Y ? ` with ${Y} of experience` : ''}${F ? ` in ${F}` : ''}${p.place ? `, based in ${p.place}` : ''}`,
    !T &&
      R &&
      Y &&
      `${Y} as ${withA(role ?? '')}${F ? `, focused on ${F.toLowerCase()}` : ''} | Open to new projects`,
    T && R && F && `${F} | ${R} on the way to ${aim}`,
    T && `${aim}${R ? ` | ex-${R}` : ''}${Y ? ` | ${Y} of hands-on work` : ''}`,
    R &&
      `${R}${F ? ` | ${F}` : ''} | Open to ${T ? `${p.targetKind ? aim : `${T} roles`}` : 'new roles'}`,
  ]);
  const chosen = options.slice(0, n);
  return {
    lead:
      chosen.length < n
        ? `${chosenCount(chosen.length)} headline ${chosen.length === 1 ? 'option' : 'options'} that ${chosen.length === 1 ? 'is' : 'are'} really yours from what you told me; tell me what you do now and I can write more:`
        : `${chosenCount(chosen.length)} headline ${chosen.length === 1 ? 'option' : 'options'}, built from what you told me${chosen.length === 3 && !W && aim && F ? ' (where you are going first, your specialism first, your experience first)' : ''}:`,
    options: chosen,
    quoted: false,
    use: 'Put the role you want first: recruiters search by it, and the first 60 characters are what shows next to your name.',
    question: !Y
      ? 'How many years have you done this? A number makes a headline stop the scroll.'
      : !W
        ? 'Which result with a number could go in one of them (time saved, errors caught, people served)?'
        : !T
          ? 'Which role or kind of employer are you aiming for next? Putting it first tells recruiters where you fit.'
          : 'Which of the three sounds most like you when you read it aloud?',
  };
}

const chosenCount = (k: number) =>
  upperFirst(['one', 'two', 'three', 'four', 'five', 'six', 'seven'][k - 1] ?? String(k));

/**
 * A whole About section (LinkedIn summary, bio), drafted from the member's facts in three or four
 * sentences: who they are with their years and specialism, what they bring (their result, when
 * given), where they are going, and an invitation. The one fact it lacks is asked for after it.
 */
function aboutSection(p: Profile, role: string): Built {
  const Y = yearsOf(p);
  const aRole = withA(role);
  const goal = p.target ? (p.targetKind ? `${p.target} roles` : bare(p.target)) : undefined;
  const field = p.focus;
  const lines = [
    `I'm ${aRole}${Y ? ` with ${Y} of experience` : ''}${field ? ` in ${field}` : ''}${p.place ? `, based in ${p.place}` : ''}.`,
    p.result
      ? `Most recently I ${p.result.replace(/^(\w)/, (c) => c.toLowerCase())}, and that is the kind of result I like to be measured on.`
      : `${Y ? 'Over those years' : 'In that work'} I've learned to get the detail right first time, explain it plainly to the people who rely on it, and keep things moving when deadlines pile up.`,
    goal
      ? `I'm now ${p.targetKind ? 'looking at' : 'moving into'} ${goal}, where I want to bring the same care${field ? ` and my grounding in ${field}` : ''}.`
      : `I'm open to the next step where that experience${field ? ` in ${field}` : ''} is what the team needs.`,
    `If you work ${goal && !p.targetKind ? `in ${goal}` : field ? `in ${field}` : 'in this space'}, I'd be glad to connect.`,
  ];
  return {
    lead: 'Here is a draft of your About section, written from your own facts; change any word that does not sound like you:',
    options: [lines.join(' ')],
    quoted: true,
    use: 'Keep the first sentence as it is: it is the part LinkedIn shows before "see more".',
    question: !p.result
      ? 'The second sentence is the general one: what is one result from your work, with a number (time saved, cases handled, money recovered), that could replace it?'
      : !Y
        ? 'How many years have you done this work? The number belongs in the first sentence.'
        : !goal
          ? 'What kind of role are you looking for next? One line on it tells recruiters where you fit.'
          : 'What would a colleague say you are the person to ask about? That can close the section.',
  };
}

function openers(p: Profile, n: number, profile: boolean, whole = false): Built | Needed {
  const role = p.role ? bare(p.role) : undefined;
  if (!role)
    return {
      ask: 'Happy to write them. What do you do now, and for how long? The first line has to carry your own experience, so that is the one fact I need.',
    };
  const Y = yearsOf(p);
  const aRole = withA(role);
  const where = p.company ?? p.companyKind;
  const goal = p.target ? (p.targetKind ? `${p.target} roles` : bare(p.target)) : undefined;
  if (profile && whole) return aboutSection(p, role);
  if (profile) {
    const options = uniq([
      `I'm ${aRole}${Y ? ` with ${Y} of experience` : ''}${goal ? `, now moving into ${goal}` : ''}${p.focus ? `, and most of my work is ${p.focus}` : ''}.`,
      `${Y ? `${Y} as ${aRole}` : `Working as ${aRole}`} taught me how the work really gets done${goal ? `; now I'm taking that into ${goal}` : ''}.`,
      goal
        ? `From ${role} to ${goal}: ${Y ? `${Y} of` : 'years of'} hands-on experience, now pointed at a new problem.`
        : `${upperFirst(aRole)}${p.place ? ` in ${p.place}` : ''}${p.focus ? ` who mostly works on ${p.focus}` : ''}, open to the next project.`,
    ]);
    const chosen = options.slice(0, n);
    return {
      lead: `${chosenCount(chosen.length)} ${chosen.length === 1 ? 'way' : 'ways'} to open your profile, from your own facts:`,
      options: chosen,
      quoted: false,
      use: 'Follow the line you pick with one result that has a number, then what you are looking for.',
      question:
        'What is one result from your work you are proud of, with a number if you have one?',
    };
  }
  const forWhat = goal && !p.targetKind ? ` as ${withA(goal)}` : '';
  const options = uniq([
    `After ${Y ?? 'years'} as ${aRole}, I'm applying to ${where ?? 'your team'}${forWhat}, and I would bring what those years taught me from the first day.`,
    where
      ? `I've spent ${Y ?? 'years'} as ${aRole}, and I'd like the next ones to be at ${where}.`
      : `I've spent ${Y ?? 'years'} as ${aRole}, and I'd like the next ones to be in this role.`,
    `${Y ? `${upperFirst(Y)} as ${aRole}` : `My work as ${aRole}`} taught me to do a job properly the first time, which is what I would bring to ${where ?? 'your team'}${forWhat}.`,
  ]);
  const chosen = options.slice(0, n);
  return {
    lead: `${chosenCount(chosen.length)} opening ${chosen.length === 1 ? 'line' : 'lines'} for your letter${where ? ` to ${where}` : ''}, built on your ${Y ? `${Y} as ${aRole}` : `work as ${aRole}`}:`,
    options: chosen,
    quoted: false,
    use: 'Follow the one you pick with a single concrete example from your work that shows it.',
    question: where
      ? `What is one thing about ${where} that made you want to apply? A line about it would make the opening theirs alone.`
      : 'Which company is the letter for? One line about why them would make the opening theirs alone.',
  };
}

function subjects(p: Profile, n: number, name: string): Built | Needed {
  const role = p.target ?? p.role;
  if (!role)
    return {
      ask: 'Happy to. Which role is the email about? The subject line has to name it, so that is the one fact I need.',
    };
  const R = titled(bare(role));
  const Y = yearsOf(p);
  const options = uniq([
    `Application: ${R}${name ? ` – ${name}` : ''}`,
    p.company && `${name ? `${name}: ` : ''}${R} at ${p.company}`,
    `${R} application${Y ? ` – ${Y} of experience` : ''}${name ? ` – ${name}` : ''}`,
    `${R}${p.place ? ` (${p.place})` : ''}: application and CV attached`,
  ]);
  const chosen = options.slice(0, n);
  return {
    lead: `${chosenCount(chosen.length)} subject ${chosen.length === 1 ? 'line' : 'lines'}:`,
    options: chosen,
    quoted: false,
    use: 'Keep the role name exactly as the advert writes it: that is what their inbox search will look for.',
    question: 'Do you have a name to address the email to, or is it going to a general inbox?',
  };
}

/** Questions to ask, by who they are for. */
/** A turn-down the member has had: they are asking what to ask now, not at an interview. */
const TURNED_DOWN =
  /\b(?:rejected|rejection|turned (?:me )?down|didn'?t get (?:it|the (?:job|role|offer|position))|did not get (?:it|the (?:job|role|offer|position))|went with (?:someone|somebody|another|a different|an internal)|(?:not|won'?t be) (?:moving|moved) forward|no longer (?:being )?considered|(?:was|were) unsuccessful)\b/i;

/**
 * How far they got before the turn-down, in their words: a late stage reached ("the final
 * round", "3 rounds", "4 interviews"), or undefined when they said nothing of it.
 */
function lateStage(facts: Fact[]): string | undefined {
  const stage = facts.findLast(
    (f) =>
      f.kind === 'stage' &&
      f.when === 'done' &&
      /\b(?:final|late|second|third|fourth|2nd|3rd|4th|panel|on-?site)\b/i.test(f.text),
  );
  if (stage)
    return `the ${stage.text.replace(/\s+of\s+(?:the\s+)?interviews?(?:\s+process)?$/, '').replace(/^(.*(?:round|stage))s?\s+interviews?$/, '$1')}`;
  const rounds = facts.findLast(
    (f) =>
      f.kind === 'count' &&
      /\b(?:rounds|interviews|stages)$/i.test(f.text) &&
      (CARDINALS_OF(f.text) ?? 0) >= 2,
  );
  return rounds?.text;
}

const CARDINALS_OF = (text: string): number | undefined => {
  const word = /^(\d+|\w+)/.exec(text)?.[1]?.toLowerCase() ?? '';
  return /^\d+$/.test(word) ? Number(word) : CARDINALS[word];
};

function questions(
  p: Profile,
  n: number,
  sentence: string,
  whole: string,
  facts: Fact[] = [],
): Built {
  const s = sentence.toLowerCase();
  const company = p.company;
  // "Give me five questions" is for the member to ask; "questions to ask myself" are for them.
  const self = /\bmyself\b/.test(s);
  const manager = /\b(?:manager|boss|supervisor|lead)\b/.test(s);
  const recruiter = /\brecruiter\b/.test(s);
  const deciding = /\b(?:decid|offer|choos|accept|before i (?:say|sign|commit))/i.test(whole);
  const goal = p.target ? bare(p.target) : undefined;
  // Who the questions are for, as the member named them ("ask the bank", "ask Octavia").
  const named =
    /\bask\s+((?:the|my|a|an|this|that)\s+[\w-]+(?:\s+[A-Z][\w&-]*)?|[A-Z][\w&-]*(?:\s+[A-Z][\w&-]*)?)/.exec(
      sentence,
    )?.[1];
  const asked =
    named && !/^(?:my|the|a|an)\s+(?:self|questions?)$/i.test(named)
      ? named.replace(/^my\b/i, 'your')
      : undefined;
  let pool: string[];
  let who: string;
  // After a turn-down the questions are for feedback, and how far they got decides which: after
  // a late round they were close, so what tipped it and whether to stay in touch; after an early
  // one, what in the application or the first call did not match.
  const turnedDown = !self && !deciding && TURNED_DOWN.test(whole);
  const late = turnedDown ? lateStage(facts) : undefined;
  if (turnedDown) {
    who = `to ask ${asked ?? company ?? 'them'}${late ? ` after ${late}` : ' about the decision'}`;
    pool = late
      ? [
          'What tipped the decision between me and the person you chose?',
          'Was there one answer or example of mine that fell short of what you needed?',
          'Would you consider me for a similar opening in the next six months?',
          'May I stay in touch, and who should I contact when a role like this comes up again?',
          'Which part of the process did I do best, so I keep doing it?',
        ]
      : [
          'Was there a requirement of the role my application did not show clearly enough?',
          'Which skills or experience would have made the difference for this role?',
          'Would you keep my details on file for a similar opening?',
          'Is there anything in my CV you would change before I apply for a role like this again?',
        ];
  } else if (self) {
    who = 'to ask yourself';
    pool = [
      `Do I want the work itself${goal ? ` of ${withA(goal)}` : ''}, or mainly the title and pay that come with it?`,
      'What would I stop doing if I said yes, and will I miss it?',
      'In a year, which would I regret more: saying yes or saying no?',
      'What does it cost me in hours, money and time with the people I care about?',
      "Whose expectations am I trying to meet with this choice: mine or someone else's?",
      'What would I need to see in the first three months to know it was the right call?',
    ];
  } else if (manager) {
    who = 'to ask your manager';
    pool = [
      'What would you like me to do more of, and less of, over the next three months?',
      `What would the next step up look like for me${goal ? `, towards ${goal}` : ''}, in concrete terms?`,
      'Which one thing on my plate matters most to you right now?',
      'What is one thing I could do differently that would make your job easier?',
      'When can we check in again on how this is going?',
      "Is there anything in my work you have been meaning to mention and haven't?",
    ];
  } else if (recruiter) {
    who = 'to ask the recruiter';
    pool = [
      'What is the salary range, and how fixed is it?',
      'Why is the role open: growth or someone leaving?',
      'How many interview rounds are there, and who will I meet?',
      'Is the role remote, hybrid or on-site, and is that negotiable?',
      'What do the people who do well in this team have in common?',
    ];
  } else {
    who = `to ask ${asked ?? company ?? 'them'}${deciding ? ' before you decide' : ''}`;
    pool = [
      'What would a great first six months look like in this role, and how will it be measured?',
      'Who would I report to, and how long has the team been together?',
      'What is the full package beyond base pay: bonus, pension, leave, and when is the first pay review?',
      'Why is the role open, and what happened to the last person in it?',
      'What does the next step up from this role look like, and how long did it take the last person?',
      'What is the hardest part of this job that the advert does not mention?',
    ];
  }
  const chosen = pool.slice(0, n);
  return {
    lead: `${chosenCount(chosen.length)} ${chosen.length === 1 ? 'question' : 'questions'} ${who}:`,
    options: chosen,
    quoted: false,
    use: turnedDown
      ? `Send one short email within a few days, thank them, and ask one or two of these, not all: few employers answer a list, most answer one specific question${late ? ', and after a late round they usually know what tipped it' : ''}.`
      : deciding && !self
        ? 'Ask the same questions of every option you are weighing, and write the answers side by side.'
        : 'Write the answers down straight after: the details fade within a day.',
    question: turnedDown
      ? late
        ? 'Would you want to be considered for their next opening, or are you ready to move on from this company?'
        : /\b(?:first|phone|screen\w*|call|application|applied|interview\w*)\b/i.test(whole)
          ? 'Would you apply to them again for a similar role, or put the effort into other openings?'
          : 'Do you know at which step it stopped: the application, a screening call or an interview?'
      : deciding
        ? 'Which one thing would make you say yes on the spot if the answer were right?'
        : 'Which of these do you most need an answer to?',
  };
}

/** "I'm drowning", said to the person: the member's words turned to face the one they speak to. */
function firstPerson(clause: string): string {
  return toRecipient(
    clause.replace(/\bmy\s+(?:manager|boss|supervisor|team lead|lead|colleague)\b/gi, 'you'),
  ).trim();
}

/** The person the message goes to, in the ask's words, said to them: "she'd be" → "you'd be". */
function toRecipient(text: string): string {
  return text
    .replace(/\b(?:she|he|they)(?:'d|’d)\b/gi, 'you would')
    .replace(/\b(?:she|he|they)\b/gi, 'you')
    .replace(/\b(?:her|him|them)\b(?=\s*(?:$|[,.;!?]|\b(?:for|to|about|with|on|at|in)\b))/gi, 'you')
    .replace(/\b(?:her|his|their)\b/gi, 'your')
    .replace(/\b(?:is|was)\b(?=\s+(?:still\s+)?(?:ok|okay|happy|willing|able|free))/gi, 'are');
}

/** What the ask wants the message to do, as its opening sentence; undefined when it names none. */
export function purposeOf(ask: string): string | undefined {
  const t = ask
    .replace(/[?.!\s]+$/, '')
    .replace(/,?\s*(?:please|thanks|thank you|pls|plz)$/i, '')
    .trim();
  const rest = (m: RegExpExecArray | null) => (m?.[1] ? toRecipient(m[1]).trim() : undefined);
  const whether = rest(
    /\b(?:asking|to ask|ask)\s+(?:(?:her|him|them)\s+)?(?:if|whether)\s+((?:she|he|they)(?:'d|’d|\s+would|\s+could|\s+can|\s+will|\s+might)?\s+.{3,140})$/i.exec(
      t,
    ),
  );
  if (whether) {
    const asked = whether.replace(/^you (?:can|will)\b/, 'you would');
    // "whether you would be a referee" asks on the writer's behalf: "for me" says so.
    const forMe = /\b(?:referee|reference)$/i.test(asked) ? ' for me' : '';
    return `I'm writing to ask whether ${asked}${forMe}.`;
  }
  const askTo = rest(/\b(?:asking|to ask|ask)\s+(?:her|him|them)\s+to\s+(.{3,140})$/i.exec(t));
  if (askTo) return `I'm writing to ask whether you could ${askTo}.`;
  const askFor = rest(
    /\b(?:asking|to ask|ask)\s+(?:(?:her|him|them)\s+)?for\s+(.{3,140})$/i.exec(t),
  );
  if (askFor) return `I'm writing to ask for ${askFor}.`;
  const tell = rest(
    /\b(?:telling|to tell|to let)\s+(?:her|him|them)\s+(?:know\s+)?(?:that\s+)?(.{3,140})$/i.exec(
      t,
    ),
  );
  if (tell) return `A quick note to say that ${tell}.`;
  return undefined;
}

/** What the member wants to get across, in the first person, from the sentence that asks. */
export function purposeClause(sentence: string): string | undefined {
  const s = sentence.replace(/[’]/g, "'").replace(/[?.!\s]+$/, '');
  const m =
    /\b(?:saying|to say|that says|explaining|to explain|letting (?:them|him|her|you) know|to let (?:them|him|her) know|telling\s+(?:my|a|the|our)?\s*(?:[\w-]+\s+){0,2}?(?=i\b|i'm|i've|i'd|that\b)|to tell\s+(?:my|a|the|our)?\s*(?:[\w-]+\s+){0,2}?(?=i\b|i'm|i've|i'd|that\b)|for telling\s+(?:my|a|the|our)?\s*(?:[\w-]+\s+){0,2}?(?=i\b|i'm|i've|i'd|that\b)|\btell\s+(?:my|a|the|our|him|her|them)\s*(?:[\w-]+\s+){0,2}?(?=i\b|i'm|i've|i'd|that\b))\s*(?:that\s+)?(i\b.{3,160})$/i.exec(
      s,
    );
  if (m?.[1]) return upperFirst(firstPerson(m[1]).replace(/^i\b/, 'I'));
  return undefined;
}

/** A request the member wants to make, as they would ask it. */
function askClause(sentence: string): string | undefined {
  const s = sentence.replace(/[’]/g, "'").replace(/[?.!\s]+$/, '');
  const m =
    /\b(?:asking|to ask)\s+(?:(?:my|a|the|our)\s+(?:[\w-]+\s+){0,2}?)?(?:(?:him|her|them)\s+)?(?:(?:if|whether)\s+(?:i|we)\s+(?:can|could|may|might)\s+|to\s+|for\s+)(.{3,140})$/i.exec(
      s,
    );
  if (!m?.[1]) return undefined;
  const rest = m[1].replace(/\b(?:him|her|them)\b/gi, 'you').trim();
  if (/\bfor\s+$/.test(m[0].slice(0, m[0].length - m[1].length)))
    return `I would like to ask for ${rest.replace(/[.?!]+$/, '')}.`;
  // "asking him to move me": a thing they would do; "asking to pay late": a thing I would.
  return /^(?:move|give|let|help|approve|sign|send|cover|swap|change|transfer|put|allow|consider)\b/i.test(
    rest,
  )
    ? `Would you be able to ${rest}?`
    : `Could I ${rest}?`;
}

/** What a spoken script is about ("about my workload"), when no clause says it outright. */
function aboutOf(sentence: string): string | undefined {
  return /\babout\s+((?:my|the|our|a)\s+(?:[\w-]+\s+){0,3}?[\w-]+)(?=[.,;!?\n]|$)/i.exec(
    sentence,
  )?.[1];
}

const OVERLOAD =
  /\b(?:overwhelm\w*|drowning|too much|swamped|overload\w*|burn(?:ed|t|ing)? out|workload|can'?t (?:take|handle|cope)|stretched)\b/i;

/** A group a message goes to ("my team", "HR") is greeted as a group and has no first name. */
const GROUP = /\b(?:team|hr(?: team| department)?|company|everyone|all|department|group)$/i;

function scriptFor(p: Profile, sentence: string, whole: string): Built | Needed | undefined {
  const who =
    p.person ?? p.recipient?.replace(/^(?:a|an)\s+/i, 'the ').replace(/^(?:my|our)\s+/i, 'your ');
  // What to say may sit in the sentence before the ask ("I keep thinking about asking my boss
  // for a four-day week. What do I say?"): the newest message's sentences are read in order.
  const near = [sentence, ...sentencesOf(whole).slice(0, 6)];
  const cut = (x: string | undefined) =>
    x?.replace(/\s+(?:but|because|and i|so i|though)\b.*$/i, '');
  const said = cut(near.map(purposeClause).find(Boolean));
  const asked = cut(near.map(askClause).find(Boolean))?.replace(/[^?.]$/, (c) => `${c}.`);
  const about = aboutOf(sentence);
  if (!said && !asked && !about) return undefined;
  const overload = OVERLOAD.test(whole);
  // What the member does that backs a request ("I now run the month-end close alone").
  const backing =
    /\bI\s+(?:now\s+|also\s+|already\s+)?(?:run|lead|manage|handle|own|cover|train|trained|built|launched|saved|doubled|grew)\b[^.;!?\n]{3,90}/.exec(
      whole,
    )?.[0];
  const role = p.role ? bare(p.role) : undefined;
  const Y = yearsOf(p);
  const lines: string[] = [];
  // A conversation to have opens by naming it; news or an ask is said straight out.
  if (about || overload)
    lines.push(
      `Have you got ten minutes? I'd like to talk about ${about ? firstPerson(about) : 'my workload'}.`,
    );
  else if (asked) lines.push("Have you got a few minutes? There's something I want to run by you.");
  if (said) lines.push(said.replace(/[.]?$/, '.'));
  if (asked && (backing || (role && Y)))
    lines.push(
      [
        role && Y ? `I've been ${withA(role)} here for ${Y}` : '',
        backing ? `${role && Y ? ', and ' : ''}${backing.replace(/^I\s+/, 'I ')}` : '',
      ].join('') + '.',
    );
  if (asked) lines.push(asked);
  // A request said as a statement is followed by the question that hands the turn over.
  if (asked && !asked.endsWith('?') && !overload)
    lines.push('Could we talk about how that could work?');
  if (overload) {
    lines.push(
      'I want to do the important things well rather than everything badly, so can we look at my list together and agree what moves, waits or goes to someone else?',
    );
  } else if (/\brecruiter\b/i.test(who ?? '')) {
    lines.push("Thanks for your help with this; I'd be glad to stay in touch for future roles.");
  } else if (said && !asked) {
    lines.push('I wanted you to hear it from me directly.');
  } else if (!asked) {
    lines.push('What would you suggest?');
  }
  return {
    lead: `Here is what you can say${who ? ` to ${who}` : ''}, built from what you told me; change any word that does not sound like you:`,
    options: [lines.join(' ')],
    quoted: true,
    use: 'Say the first sentence, then stop and let them answer: the pause does more than any extra explanation.',
    question: overload
      ? 'Which two things on your plate could wait a month without real harm?'
      : 'When will you have this conversation, and where?',
  };
}

function messageFor(p: Profile, sentence: string, whole: string, name: string): Built | Needed {
  // A draft of a kind professionals send (a cold note, a raise request, a resignation…) is built
  // around its slots (drafts.ts); the paths below write the rest.
  const written = writtenDraft(sentence, whole, [], p, name, whole.split('\n'));
  if (written) return builtOf(written);
  const said = purposeClause(sentence);
  const asked = said ? undefined : (purposeOf(sentence) ?? askClause(sentence));
  const to = p.recipient?.replace(/^(?:my|a|an|the|our)\s+/i, '');
  const group = Boolean(to && GROUP.test(to));
  // "What do I write?" after saying what it is for: an offer to answer is written as that reply.
  const offer = !said && !asked ? offerMessage(p, whole, name, sentence) : undefined;
  if (offer) return offer;
  // "An email to HR about a mistake on my payslip": what it is about is its purpose, raised with
  // them and handed over as a question; it is written rather than asked about.
  const about =
    !said && !asked
      ? /\babout\s+((?:my|the|our|a|an|this|that|some)\s+(?:[\w'-]+\s+){0,8}?[\w'-]+)\s*[.?!]*$/i.exec(
          sentence.replace(/,?\s*(?:please|thanks|thank you|pls)[.!?]*$/i, ''),
        )?.[1]
      : undefined;
  if (about) {
    const topic = firstPerson(about);
    const body = [
      `I'm writing about ${topic}.`,
      'Could you look into it and let me know the next step, and by when?',
      'Thanks in advance; anything you need from my side, just say.',
    ].join(' ');
    return {
      lead: `Here is the message${to ? ` to your ${to}` : ''}, ready to send; change any word that does not sound like you:`,
      options: [
        [`Hi ${p.person ?? (group ? 'all' : 'there')},`, '', body, '', 'Best,', name]
          .join('\n')
          .trim(),
      ],
      quoted: true,
      use: 'Add one line with the facts they need to act (a date, an amount, a reference), then send it.',
      question: `One line of detail (when, how much) makes it easy to act on: what exactly happened with ${topic.replace(/^(?:a|an)\s+/i, 'the ').replace(/\bmy\b/gi, 'your')}?`,
    };
  }
  if (!said && !asked)
    return {
      ask: `Happy to write it. What is the one thing it must get across${to ? ` to your ${to}` : ''}? Give me that in a sentence and I will draft it from your own facts.`,
    };
  const reached = /\b(?:messaged|contacted|reached out|emailed|approached|got in touch)\b/i.test(
    whole,
  );
  const body: string[] = [];
  if (reached) body.push('Thank you for reaching out.');
  if (said) body.push(said.replace(/[.]?$/, '.'));
  if (asked) body.push(asked);
  const role = p.role ? bare(p.role) : undefined;
  const Y = yearsOf(p);
  // The member's standing, where it is a plain fact of their work, backs a request; the reason
  // they gave the coach ("my back is killing me") is theirs to add.
  if (asked && role && Y && !/\breferee|reference\b/i.test(asked))
    body.push(`I've been ${withA(role)} here for ${Y}, and I'd like to keep doing good work.`);
  if (/\brecruiter\b/i.test(to ?? '') && said)
    body.push("If something comes up that fits, I'd be glad to hear about it.");
  else if (/\breferee|reference\b/i.test(asked ?? ''))
    body.push(
      "If you're happy to, I'll send you the job description and a few notes on the work we did together, so it takes as little of your time as possible. Thank you either way.",
    );
  else if (asked)
    body.push("Thank you for considering it; I'm happy to talk it through whenever suits you.");
  else
    body.push(
      group ? 'Any questions, just ask.' : 'Happy to talk it through if anything needs arranging.',
    );
  const greeting = `Hi ${p.person ?? (group ? 'all' : 'there')},`;
  const draft = [greeting, '', body.join(' '), '', 'Best,', name].join('\n').trim();
  return {
    lead: `Here is the message${to ? ` to your ${to}` : ''}, ready to send; change any word that does not sound like you:`,
    options: [draft],
    quoted: true,
    use: 'Read it aloud once before you send it: anything you would not say to their face, cut.',
    question:
      p.person || group
        ? 'Is there one detail only they would recognise that we could add?'
        : `What is ${to ? `your ${to}'s` : 'their'} first name? Greeting them by name reads warmer than "Hi there".`,
  };
}

/** A written draft (drafts.ts) as an artefact: one quoted option. */
export function builtOf(w: WrittenDraft): Built {
  return { lead: w.lead, options: [w.text], quoted: true, use: w.use, question: w.question };
}

/** The reply to an offer the member has (offer-reply.ts), as a message ready to send. */
function offerMessage(p: Profile, whole: string, name: string, sentence = ''): Built | undefined {
  // "If they ask for my expectations, what do I say?" asks about another moment, not the reply.
  if (/\b(?:if|when|whenever|once)\b/i.test(sentence)) return undefined;
  const offer = offerReply(whole);
  if (!offer) return undefined;
  const greeting = `Hi ${p.person ?? 'there'},`;
  return {
    lead: `Here is the message, ${offer.what}; change any word that does not sound like you:`,
    options: [[greeting, '', offer.body, '', 'Best,', name].join('\n').trim()],
    quoted: true,
    use: offer.advice,
    question: p.person
      ? 'Is there one detail of the offer (a date, a figure) you want it to name?'
      : 'What is the first name of the person who made you the offer? Greeting them by name reads warmer than "Hi there".',
  };
}

/**
 * "Write it for me", "what would you say in the email?" later in a thread: the message for the
 * thread's own situation, from what the member said in any of their turns (newest first). An offer
 * to answer is written as that reply; else the first sentence that says what the message must get
 * across or ask for is written up with the member's facts. Undefined when no turn says either.
 */
export function threadDraft(turns: string[], facts: Fact[], name: string): Built | undefined {
  const newestFirst = [...turns].reverse();
  const whole = newestFirst.join('\n');
  const p = profileOf(whole, facts);
  const offer = offerMessage(p, whole, name);
  if (offer) return offer;
  for (const turn of newestFirst) {
    for (const sentence of sentencesOf(turn)) {
      if (!purposeClause(sentence) && !purposeOf(sentence) && !askClause(sentence)) continue;
      const built = messageFor(p, sentence, whole, name);
      if ('options' in built) return built;
    }
  }
  return undefined;
}

// ——— Lines for a moment ————————————————————————————————————————————————————————————

/**
 * The moments members ask lines for, read from the clause that names it (its meaning, not one
 * cue), each with short lines a person can say aloud in it, in the team's own words.
 */
const MOMENTS: Array<{ kind: string; when: RegExp; lead: string; lines: string[]; use: string }> = [
  {
    kind: 'think',
    when: /\b(?:time|moment|second|minute|pause)\b[^.?!]{0,25}\b(?:think|reflect|gather|consider|answer)|\b(?:think|thinking)\b[^.?!]{0,20}\b(?:on my feet|before (?:i )?answer)|\bblank|\bfreeze|\bmind goes?\b|\bstuck\b|\bhard question|\bcaught off guard/i,
    lead: 'Lines that buy you a few seconds to think without sounding lost',
    lines: [
      'Good question; give me a second to think that through.',
      'Just so I answer the right thing: which part of that matters most to you?',
      'There are a couple of ways I could answer that; let me pick the example that fits best.',
      'Can I think out loud for a second? I will start with how I would break the problem down.',
      'I want to give you a real example rather than a general one, so give me a moment.',
      'I would like to come back to that at the end, if that is all right, once I have thought it through.',
    ],
    use: 'Say one, then take a real pause of three or four seconds: silence feels long to you and reads as thoughtful to them.',
  },
  {
    kind: 'unknown',
    when: /\b(?:don'?t|do not|doesn'?t)\s+know\b|\bno idea\b|\bnot sure (?:of )?the answer\b|\bnever (?:used|done|worked with)\b/i,
    lead: 'Lines for when you do not know the answer, honest without giving up',
    lines: [
      'I have not worked with that directly, but here is how I would approach it.',
      'I do not know that one offhand; let me tell you the closest thing I have done.',
      'I would rather not guess. Here is what I would check first to find out.',
      'I have not met that yet; the last time something was new to me, here is how I got up to speed.',
      'Could you tell me a bit more about how it is used here? Then I can say how I would tackle it.',
    ],
    use: 'Say what you would do next, not only what you lack: the approach is what they are testing.',
  },
  {
    kind: 'unclear',
    when: /\b(?:don'?t|do not|didn'?t|did not)\s+(?:understand|get|follow)\b|\bunclear\b|\bconfus\w*|\bmisunderst\w*|\bdidn'?t hear\b/i,
    lead: 'Lines to check a question before you answer it',
    lines: [
      'Just to check I have understood: could you put the question another way?',
      'Could you say a little more about what you are looking for there?',
      'Are you asking more about the technical side or the people side?',
      'Would an example from my current role work, or would you like something more recent?',
      'Sorry, could you repeat the last part? I want to answer the right question.',
    ],
    use: 'Asking once is a sign of care, not weakness; then answer the question they confirm.',
  },
  {
    kind: 'interrupted',
    when: /\binterrupt\w*|\btalk(?:s|ed)? over me\b|\bcut(?:s)? me off\b/i,
    lead: 'Lines to hold the floor calmly when you are cut off',
    lines: [
      'Let me just finish this point, then I want your view.',
      'One second, I am nearly done.',
      'I want to finish the thought, because it changes the conclusion.',
      'Could I come back to what I was saying? I had not quite finished.',
      'Happy to hear that, and I would like to finish my point first.',
    ],
    use: 'Say it evenly and keep your volume steady; the calm tone does more than the words.',
  },
  {
    kind: 'refuse',
    when: /\b(?:say(?:ing)? no|turn(?:ing)? (?:it |them )?down|decline|push(?:ing)? back|too much (?:work|on my plate)|extra work|more work|(?:another|new|extra) (?:task|project))\b/i,
    lead: 'Lines to say no, or not now, without burning goodwill',
    lines: [
      'I would like to help, and I cannot take this on without something else slipping.',
      'If I pick this up, which of my current priorities should wait?',
      'I can do it by next week; if it is needed sooner, I am not the right person this time.',
      'Not this time, but I could help with a smaller part of it.',
      'Let me look at my week and get back to you this afternoon.',
    ],
    use: 'Name the trade-off, not an apology: a clear no with an option is easier to hear than a vague yes.',
  },
  {
    kind: 'salary',
    when: /\b(?:salary|pay|expectations?|how much|compensation|rate)\b/i,
    lead: 'Lines for when they ask about pay',
    lines: [
      'I would like to learn more about the role first; what range do you have budgeted for it?',
      'From what I have seen for similar roles, I have a range in mind; is there a band for this one?',
      'I am flexible for the right role; the whole package matters to me, not just the base.',
      'I would want to be paid fairly for the level of the role; what does the band look like?',
      'Can we come back to the figure once we both know this is a fit?',
    ],
    use: 'Know your figure before the call, so the line you choose is a choice, not a reflex.',
  },
];

function momentKind(clause: string) {
  return MOMENTS.find((m) => m.when.test(clause));
}

/** Short lines for the moment asked about, as many as asked (four to six). */
function momentLines(ask: ArtefactAsk): Built | undefined {
  const m = ask.moment ? momentKind(ask.moment) : undefined;
  if (!m) return undefined;
  return {
    lead: `${m.lead}; pick the two that sound most like you and say them aloud a few times:`,
    options: m.lines.slice(0, ask.n),
    quoted: false,
    use: m.use,
    question:
      'Which of these could you say without it sounding rehearsed, and when can you try it aloud?',
  };
}

/**
 * The artefact built from the member's facts, or the one fact to ask for. Lists, and scripts the
 * message gives no content for, come from the library instead (undefined here).
 */
export function buildArtefact(
  ask: ArtefactAsk,
  text: string,
  facts: Fact[],
  name: string,
): Built | Needed | undefined {
  const p = profileOf(text, facts);
  switch (ask.kind) {
    case 'headline':
      return headlines(p, ask.n);
    case 'opener':
      return openers(p, ask.n, Boolean(ask.profile), Boolean(ask.whole) && !ask.counted);
    case 'subject':
      return subjects(p, ask.n, name);
    case 'questions':
      return questions(p, ask.n, ask.sentence, text, facts);
    case 'script':
      if (ask.moment) return momentLines(ask);
      // "What do I say to them?" about an offer: the reply to the offer is what to say.
      return scriptFor(p, ask.sentence, text) ?? offerMessage(p, text, name, ask.sentence);
    case 'message':
      return messageFor(p, ask.sentence, text, name);
    default:
      return undefined;
  }
}
