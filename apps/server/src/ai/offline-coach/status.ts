/**
 * Reading the member's situation before choosing what to answer: where they stand with their job
 * (let go, on a performance plan, deciding whether to leave, decided and leaving, already gone),
 * whether they are a student, and whether they ask if their immigration status lets them work.
 *
 * Advice that is right in one standing is harmful in another: "claim unemployment benefit straight
 * away" helps someone who was laid off and misleads someone who is only thinking of resigning; a
 * performance plan is a warning, not a dismissal; "just take the shifts" is never an answer to a
 * question about working on a student visa. Library entries, answer cards and their steps say
 * which standings they fit (`only`, `never`: knowledge.ts, cards.ts), and retrieval leaves out
 * those that do not fit (retrieve.ts situationOf, answers.ts answerFor).
 *
 * The reading is of what the member says about themselves, in past or present: a fear ("I might
 * be let go"), a condition ("if I get fired") or someone else's dismissal does not count.
 */

export type Condition =
  /** They were let go: fired, laid off, made redundant, their role cut. */
  | 'job-lost'
  /** Their job has ended, either way: let go, or they already resigned or quit. */
  | 'job-ended'
  /** On a performance improvement plan or a formal warning, and still employed. */
  | 'on-plan'
  /** Asking whether to leave: the decision is not made. */
  | 'deciding'
  /** Decided to resign, and still in the job. */
  | 'leaving'
  /** Accepted a job offer (and not started yet, or just started). */
  | 'accepted-offer'
  /** Holds a job offer they have not accepted yet: leaving is a choice between two jobs. */
  | 'has-offer'
  /** In school, college or university. */
  | 'student'
  /** Asking whether a visa, permit or immigration status lets them (or someone close) work. */
  | 'legal-status'
  /** Says they have worked a year or more (in a role, at a place, or as experience). */
  | 'experienced'
  /** Already promoted or newly put in charge of people: the promotion is won, leading is the work. */
  | 'promoted'
  /** Their current employer answered their leaving (or an offer) with a counter-offer. */
  | 'counter-offered'
  /** Works for themselves now: freelance, self-employed, their own business (not an employee). */
  | 'self-employed'
  /** Nobody to take a problem to above the person: no HR, or the boss owns the business. */
  | 'no-hr'
  /**
   * Applying, over time, with nothing coming of it ("I've been applying for sales jobs and
   * getting nowhere"): they know what they want, the search is what is not working.
   */
  | 'search-stalled'
  /**
   * An interview still to come: named with a time ahead ("on Thursday", "tomorrow", "next week",
   * "coming up") and no past tense in its clause, or asked how to prepare for one.
   */
  | 'interview-ahead';

export interface Reading {
  conditions: Set<Condition>;
}

/** Something that fits only some standings: a library entry, an answer card, or one of their steps. */
export interface Preconditions {
  /** Used only when at least one of these holds. */
  only?: Condition[];
  /** Never used when one of these holds. */
  never?: Condition[];
}

/** Whether an entry, card or step fits the member's situation. */
export function fits(item: Preconditions, reading: Reading | undefined): boolean {
  const has = (c: Condition) => reading?.conditions.has(c) ?? false;
  if (item.only?.length && !item.only.some(has)) return false;
  if (item.never?.some(has)) return false;
  return true;
}

const normal = (text: string) =>
  text.replace(/&amp;/g, '&').replace(/[’‘]/g, "'").toLowerCase().slice(0, 12_000);

function sentencesOf(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+|\n+/)
    .map((s) => s.trim())
    .filter(Boolean);
}

/** Words just before a statement that make it a fear, a condition or a denial, not a fact. */
const HEDGE =
  /\b(?:about to|going to|gonna|might|may|could|will|would|'ll|afraid|scared|worried|fear(?:ing)?|if|avoid|not|don't|didn't|never|before|whether|until|chance|risk|sign|signs|think|thinks)\b[^.?!]{0,18}$/;

/**
 * A statement of fact: no hedge in the words before it, and not inside a question ("Can I get
 * fired for this?" says nothing has happened).
 */
function stated(text: string, pattern: RegExp): boolean {
  const global = new RegExp(pattern.source, 'g');
  for (const m of text.matchAll(global)) {
    const at = m.index ?? 0;
    // Only the clause the statement is in: "put on a PIP in May and I was fired" is a fact.
    const before =
      text
        .slice(Math.max(0, at - 40), at)
        .split(/[,;:]|\b(?:and|but|so|then)\b/)
        .at(-1) ?? '';
    const rest = text.slice(at).split(/(?<=[.!?])\s|\n/)[0] ?? '';
    if (!HEDGE.test(before) && !/\?\s*$/.test(rest.trim())) return true;
  }
  return false;
}

/** "I was laid off", "they let me go", "I lost my job", "my role was eliminated". */
const LET_GO = [
  /\b(?:i|i've|i have|i was|i got|i've been|i just got|i just|we were|we got|we all got|he|she|he was|she was|he got|she got|my (?:husband|wife|partner|boyfriend|girlfriend|mom|mum|dad|son|daughter|brother|sister) (?:was|got|has been))\s+(?:just\s+|recently\s+|been\s+|finally\s+)?(?:got\s+|been\s+|being\s+)?(?:laid off|let go|fired|terminated|sacked|dismissed|made redundant)\b/,
  /\b(?:ended|ending) (?:in|with) (?:being |getting )?(?:terminated|fired|let go|laid off)\b/,
  /\b(?:let me go|fired me|laid me off|terminated me|sacked me|dismissed me|made me redundant|got rid of me)\b/,
  // The subject left out, as chat often does: "Got laid off yesterday", "Laid off after 9 years".
  /(?:^|[.!?\n]\s*)(?:so\s+|well\s+|today\s+|yesterday\s+)?(?:just\s+|recently\s+|finally\s+)?(?:(?:got|been|was)\s+(?:just\s+)?)?(?:laid off|let go|made redundant|fired|terminated|sacked)\s+(?:today|yesterday|this (?:morning|week|month)|last (?:week|month|night|\w+day)|on\b|after\b|from\b|at\b|by\b|with\b|[.!,])/,
  /\bgot (?:'|")?soft[- ]fired\b|\b(?:lost (?:my|his|her|our) job|lost my position|my (?:role|position|job) (?:was|got|has been) (?:eliminated|cut|made redundant)|got the sack|since (?:i was|i got|being) (?:laid off|let go|fired))\b/,
];

/** Out of work now, however it ended: "I've been unemployed since June", "he has been out of work". */
const JOBLESS =
  /\b(?:i'?m|i am|i've been|i have been|he'?s|she'?s|he has been|she has been|we'?re|been)\s+(?:\w+\s+)?(?:unemployed|out of work|jobless|between jobs)\b/;

/** "I quit last week", "I resigned", "I put in my two weeks and my last day was Friday". */
const RESIGNED =
  /\b(?:i|i've|i have|i just)\s+(?:already\s+|just\s+|finally\s+)?(?:quit|resigned|left (?:my|that) (?:previous |last |old |former )?(?:job|employer|company|workplace)|walked out)\b/;

/** A performance improvement plan or a formal warning. */
const PLAN =
  /\b(?:pip|pip'd|performance improvement plan|improvement plan|performance plan|written warning|final warning|formal warning|written up|write[- ]?up)\b/;
/** In the UK, PIP is also a disability benefit. */
const PIP_BENEFIT = /disabilit|allowance|benefit payments|dwp/;

/** Asking whether to leave. */
const DECIDING =
  /\bshould i (?:just )?(?:quit|leave|resign|stay|put in|hand in|give (?:my )?(?:two weeks|notice))\b|\b(?:quit|leave|stay|resign)\b[^.?!]{0,30}\bor (?:stay|leave|quit|not|keep)\b|\b(?:bad|terrible|stupid|dumb|good|smart|wise|crazy|dumbest|worst) (?:idea|move|decision) to (?:quit|leave|resign)\b|\bthinking (?:about|of) (?:quitting|leaving|resigning)\b|\bconsidering (?:quitting|leaving|resigning)\b|\bwhether (?:to|i should) (?:quit|leave|resign|stay)\b|\bdo i (?:quit|leave|stay)\b|\bis (?:it|quitting|leaving) (?:a )?(?:bad|terrible|stupid|mistake)\b/;

/** Wanting to leave, which is not yet a decision: "I want to quit", "I'm tempted to leave". */
const WANTING =
  /\b(?:want|wanting|tempted|itching|dying|ready) to (?:quit|leave (?:my|this|the) (?:job|company|role|position))\b/;

/** Accepted an offer: "I accepted the offer", "I signed the offer letter", "accepted verbally". */
const ACCEPTED =
  /\b(?:i|i've|i have|i just|we)\s+(?:already\s+|just\s+|verbally\s+|officially\s+)?(?:accepted|signed)\s+(?:a |an |the |their |his |her |this |my )?(?:\w+\s+){0,2}(?:offer|contract|offer letter)\b|\baccepted (?:it )?verbally\b/;

/** An offer in hand: "I just got an offer", "I received two job offers", "they offered me the job". */
const OFFER =
  /\b(?:i|i've|i have|i just)\s+(?:just\s+|finally\s+)?(?:got|received|have|been given)\s+(?:a|an|the|two|2|three|3|another)\s+(?:\w+\s+){0,2}offers?\b|\b(?:just\s+)?received (?:a|an) (?:job )?offer\b|\boffered me (?:the|a) (?:job|role|position)\b|(?:^|[.!?\n]\s*)(?:so\s+|just\s+|finally\s+)*(?:got|received)\s+(?:a|an|the|my first)\s+(?:\w+\s+){0,2}offers?\b/;

/** Decided to go, and not yet gone. */
const LEAVING =
  /\b(?:decided|planning|plan|going|about|ready|intend|intending)\s+to\s+(?:quit|resign|leave (?:my|the|this) (?:job|company|role|position)|hand in|put in|give (?:in )?(?:my )?notice|submit my)|\b(?:handing|putting|giving|turning) in (?:my )?(?:notice|two weeks|resignation)\b|\bresignation letter\b|\b(?:want|need) to resign\b|\bbefore i (?:quit|resign|hand in|leave)\b/;

const STUDENT =
  /\b(?:i'?m|i am)\s+(?:a |an |currently a |still a )?(?:[\w-]+ ){0,6}(?:student|undergrad|undergraduate|freshman|sophomore)\b|\binternational student\b|\bstudent visa\b|\bstudy permit\b|\b(?:i'?m|i am) (?:in|at) (?:high school|college|uni|university|grade \d+)\b|\bgrade \d+\b.{0,30}\bstudent\b/;

/** A visa, permit or immigration status. */
const STATUS =
  /\bvisas?\b|\bwork permit\b|\bresidence permit\b|\bstudy permit\b|\bstudent permit\b|\bimmigration\b|\basylum\b|\brefugee\b|\bgreen card\b|\bopt\b|\bcpt\b|\bf-?1\b|\bh-?1b\b|\bh-?4\b|\bj-?1\b|\bead\b|\bwork authori[sz]ation\b|\bauthori[sz]ed to work\b|\bright to work\b|\bundocumented\b|\bwithout (?:papers|documents|a permit)\b|\bno papers\b|\bdaca\b|\bmy permit\b|\bmy status\b|\binternational student\b/;

/** Asking whether something is allowed. */
const MAY =
  /\b(?:can|could|may|allowed|legal(?:ly)?|illegal|okay|ok|fine|trouble|able to|permitted|risk|get away with|just take)\b/;

/** Work as the thing asked about, or a word pointing back to it. */
const WORK =
  /\bwork|\bjobs?\b|\bshifts?\b|\bgig|freelanc|side hustle|\bpaid\b|\bcash\b|\bmoney\b|\bearn|\bincome\b|\bemploy|\bhire|\bintern|\baccept|\bstart|\btake\b|\bkeep (?:coming|working|going)|\b(?:it|that|this|them|these|those)\b/;

/** A question about being sponsored by an employer, which is a search question, not permission. */
const SPONSOR_ONLY = /\bsponsor/;

/** Sentences that ask: a question mark, "I'm wondering whether…", "is it okay to…". */
function askingIndexes(sentences: string[]): number[] {
  return sentences
    .map((s, i) => ({ s, i }))
    .filter(
      ({ s }) =>
        /\?\s*$/.test(s) ||
        /\b(?:wondering|not sure|unsure)\s+(?:if|whether|how|what)\b/.test(s) ||
        /^(?:is it|would it be|am i) (?:ok|okay|legal|allowed|fine|illegal)\b/.test(s),
    )
    .map(({ i }) => i);
}

/**
 * Whether the member asks if a visa, permit or status lets them work: an asking sentence that asks
 * whether something is allowed, about work (or pointing back to it), with the status named in it
 * or in one of the two sentences before it.
 */
function asksLegalStatus(text: string): boolean {
  const sentences = sentencesOf(text);
  for (const i of askingIndexes(sentences)) {
    const s = sentences[i] ?? '';
    if (!MAY.test(s) || !WORK.test(s)) continue;
    const window = sentences.slice(Math.max(0, i - 2), i + 1).join(' ');
    if (!STATUS.test(window)) continue;
    if (SPONSOR_ONLY.test(s) && !/\ballowed|\blegal|\bpermit|\bcan i (?:work|take|start)\b/.test(s))
      continue;
    return true;
  }
  return false;
}

/**
 * Promoted, or newly in charge of people, said as done: "I was promoted to lead 5 engineers",
 * "I've just been made team lead", "I became a manager in March", "as a new manager". A promotion
 * hoped for ("if I get promoted", "to get promoted") is not.
 */
const PROMOTED =
  /\b(?:i|i've|i have|i just|i was|i got|i've been|i have been|i've just been|i have just been|i was just|i recently)\s+(?:just\s+|recently\s+|finally\s+)?(?:been\s+|got\s+|was\s+)?(?:promoted|made (?:a |the )?(?:team lead|lead|manager|supervisor|head|team leader)|became (?:a |the )?(?:team lead|lead|manager|supervisor|team leader))\b|\b(?:i'?m|i am|as) (?:a |the )?(?:brand )?new (?:team lead|manager|supervisor|team leader|lead)\b|\bfirst[- ]time (?:manager|team lead|supervisor)\b/;

/**
 * The employer they are leaving answers with more: "my manager came back with a counter-offer",
 * "they matched the 70k", "my boss offered to match it". The member's own counter to an offer
 * ("should I counter?", "I want to make a counter offer") is a negotiation, not this.
 */
const COUNTERED =
  /\b(?:my (?:current |old )?(?:boss|manager|company|employer|work|job|firm|team lead|director)|they|she|he|hr|work)\b[^.?!\n]{0,50}?\b(?:(?:came back|come back|returned) with|made|gave me|offered me|put forward|presented)\s+(?:me\s+)?(?:a |an |their |his |her )?counter[- ]?offer\b|\b(?:my (?:current |old )?(?:boss|manager|company|employer|firm)|they|she|he)\s+(?:(?:has|have|had|just|then|now|immediately|already|since|even) ){0,2}(?:matched|offered to match|will match|agreed to match|countered)\b/;

/** Where the member stands, read from what they wrote (every member turn of the conversation). */
/**
 * A year or more of their own work, said outright: "I've worked as a lab technician for 2 years",
 * "6 years in logistics", "after 4 years at the bank", "3 years of experience", "a nurse for 10
 * years". Months, a course, or someone else's years do not count.
 */
const YEARS = String.raw`(?:\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|several|many)\+?\s+years?`;
const EXPERIENCED = new RegExp(
  [
    String.raw`\bi(?:'ve| have)? (?:worked|been working|been employed)\b[^.?!]{0,60}\b(?:for|over) ${YEARS}`,
    String.raw`\bi(?:'ve| have) been (?:an?|the) [a-z ]{2,40} for ${YEARS}`,
    String.raw`\b${YEARS} (?:of (?:work |professional |industry |relevant )?experience|in (?:the )?(?:industry|field|role|job|logistics|sales|finance|tech|retail|healthcare|education|marketing|engineering))`,
    String.raw`\bafter ${YEARS} (?:at|with|in|as)\b`,
  ].join('|'),
  'i',
);

/** "I left my old company in spring": a job already behind them. */
const LEFT_EMPLOYER =
  /\b(?:i|i've|i have)\s+(?:already\s+)?left (?:my|that) (?:previous |last |old |former )?(?:job|employer|company|workplace)\b/;

/** "I'm freelance", "I've been freelancing", "I work for myself", "I'm self-employed". */
const SELF_EMPLOYED =
  /\b(?:i'?m|i am|i've been|i have been|i was|currently|at the moment i'?m)\s+(?:(?!not\b|no\b|never\b)\w+\s+)?(?:freelanc(?:e|ing|er)|self[- ]employed|a contractor|contracting|working for myself)\b|\bi (?:freelance|work for myself|run my own (?:business|company|studio|agency))\b/;

/**
 * A later turn that takes a standing back ("I'm not freelance any more", "we do have HR after
 * all"): the standing it names no longer holds, whatever an earlier turn said.
 */
const TAKEN_BACK: Partial<Record<Condition, RegExp>> = {
  'self-employed':
    /\b(?:not|no longer|stopped)\s+(?:\w+\s+)?(?:freelanc(?:e|ing|er)|self[- ]employed|contracting)\b|\b(?:i'?m|i am) (?:now )?(?:employed|on (?:the )?payroll|(?:a |an )?(?:permanent|full[- ]time) employee)\b/,
  'no-hr': /\b(?:we|they|there) (?:do )?(?:have|has|is) (?:an? )?hr\b(?! department\?)/,
};

/**
 * No one above to take a problem to: "there's no HR", "we don't have an HR team", "he owns the
 * company", "she's the owner". Said as fact (the negation is the fact itself, so no hedge test).
 */
const NO_HR =
  /\b(?:there'?s|there is|there are|we have|with|and|so|it has|company has)\s+no\s+(?:hr|human resources|one above (?:him|her|them))\b|\b(?:don'?t|doesn'?t|do not|does not|didn'?t)\s+have\s+(?:an?\s+|any\s+)?(?:hr|human resources)\b|\bno (?:hr|human resources) (?:department|team|person|to (?:go|talk|take))\b|\b(?:he|she|they|my (?:boss|manager))\s*(?:'s|is|are)\s+(?:the|an?)\s+(?:business |company )?owner\b|\b(?:he|she|my (?:boss|manager))\s+owns\s+(?:the|this)\s+(?:company|business|firm|shop|place)\b/;

/** Standings a step's own words contradict: advice that sends them to HR when there is none. */
const NEEDS: Partial<Record<Condition, RegExp>> = {
  'no-hr':
    /\bHR\b|\bhuman resources\b|\bskip-level\b|\byour manager's manager\b|\bgo over (?:their|his|her) head\b/,
};

/**
 * Whether a step's words rely on something the member said is not there: a step that sends them
 * to HR when "there's no HR". Read from the step's text, so every entry's steps obey it without
 * each being marked.
 */
export function contradicted(text: string, reading: Reading | undefined): boolean {
  if (!reading) return false;
  return Object.entries(NEEDS).some(
    ([c, needs]) => reading.conditions.has(c as Condition) && needs.test(text),
  );
}

/**
 * Where the member stands across a conversation: every turn read together, then any standing a
 * later turn takes back removed (the newest word on it wins: "I'm not freelance any more").
 */
export function readThread(turns: string[]): Reading {
  const reading = readSituation(turns.join('\n'));
  for (const [c, back] of Object.entries(TAKEN_BACK) as Array<[Condition, RegExp]>) {
    const last = turns.findLastIndex((t) => back.test(normal(t)));
    if (last < 0) continue;
    const setLater = turns.slice(last + 1).some((t) => readSituation(t).conditions.has(c));
    // "freelance, not employed" names the standing and denies another in one turn: it holds.
    if (!setLater && !readSituation(turns[last] ?? '').conditions.has(c))
      reading.conditions.delete(c);
  }
  return reading;
}

/** Standings the newest turn adds to what the turns before it said. */
export function newStandings(turns: string[]): Condition[] {
  if (turns.length < 2) return [];
  const before = readThread(turns.slice(0, -1)).conditions;
  return [...readThread(turns).conditions].filter((c) => !before.has(c));
}

/** Their applying, going on over time: "I've been applying", "I keep applying", "I have applied to 40". */
const APPLYING =
  /\b(?:i'?ve been|i have been|i'?ve|i have|i keep|i'?m|i am|i'?ve been|been)\s+(?:\w+\s+)?(?:applying|applied|sending (?:out )?(?:applications|cvs|resumes))\b/;
/** And nothing coming of it, in the same sentence. */
const NOTHING_BACK =
  /\b(?:getting nowhere|got nowhere|no (?:luck|replies|reply|response|responses|callbacks?|interviews?|offers?|bites)|nothing back|(?:heard|hear|hearing) nothing|not hearing back|(?:no one|nobody) (?:calls?|replies|responds|gets back)|all i get is rejections?|only rejections?|ghosted|silence)\b/;

function stalledSearch(t: string): boolean {
  return sentencesOf(t).some((s) => stated(s, APPLYING) && NOTHING_BACK.test(s));
}

/** An interview, named as a noun or a verb. */
const INTERVIEW =
  /\b(?:interview(?:s|ing)?|onsite|on-site|panel|final round|phone screen|screening call)\b/;

/** A time ahead: a day to come, "next …", "coming up", "in 3 days", "scheduled for". */
const AHEAD =
  /\b(?:tomorrow|tonight|later today|next (?:week|month|monday|tuesday|wednesday|thursday|friday|saturday|sunday|mon|tue|wed|thu|fri)|this (?:coming |week|monday|tuesday|wednesday|thursday|friday|saturday|sunday|afternoon|evening|morning)|(?:on|this|by) (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|mon|tue|tues|wed|thu|thur|thurs|fri)|in (?:\d+|a|two|three|four|five|a few|a couple of) (?:days?|weeks?|hours?)|coming up|upcoming|scheduled (?:for|on)|(?:is|'s) (?:set )?for|soon)\b/;

/**
 * Past tense in the clause: "I had", "it was", "went", "did", "last week", "yesterday", "ago",
 * "after the interview", "since the interview". A time ahead beside it is another event's
 * ("they said they'd decide by Friday").
 */
const PAST =
  /\b(?:had|did|went|was|were|attended|finished|completed|interviewed|last (?:week|month|monday|tuesday|wednesday|thursday|friday|saturday|sunday)|yesterday|ago|after (?:the|my|our) (?:\w+ )?interview|since (?:the|my|our) (?:\w+ )?interview|heard back|hear back|haven'?t heard)\b/;

/** Getting ready for an interview, said or asked: "how do I prepare", "prep for the panel". */
const PREPARING =
  /\b(?:prepar\w*|prep|get(?:ting)? ready|practi[cs]\w*|rehears\w*|brush(?:ing)? up)\b/;

/**
 * Whether an interview is still to come. Read per clause (a sentence cut at "and", "but",
 * commas): the interview and a time ahead in one clause with no past tense ("I have a final round
 * on Thursday"), or any sentence of a conversation about an interview asking how to get ready for
 * it. Tense decides, not the stage named: "final round" is neither before nor after on its own.
 */
function interviewAhead(t: string): boolean {
  const sentences = sentencesOf(t);
  const anyInterview = sentences.some((s) => INTERVIEW.test(s));
  if (!anyInterview) return false;
  for (const s of sentences) {
    for (const clause of s.split(/[,;:]|\b(?:and|but|so|then|because|though)\b/)) {
      if (INTERVIEW.test(clause) && AHEAD.test(clause) && !PAST.test(clause)) return true;
    }
    if (PREPARING.test(s) && !/\b(?:wasn'?t|was not|didn'?t|did not)\b/.test(s)) return true;
  }
  return false;
}

export function readSituation(text: string): Reading {
  const t = normal(text);
  const conditions = new Set<Condition>();
  const lost = LET_GO.some((p) => stated(t, p));
  const resigned = stated(t, RESIGNED);
  // "Should I quit?" is a decision still open, even when they also say they are planning it.
  const leaving = DECIDING.test(t)
    ? 'deciding'
    : LEAVING.test(t)
      ? 'leaving'
      : WANTING.test(t)
        ? 'deciding'
        : undefined;
  // Someone who has already left an employer is not about to resign from it, though they may
  // still mention a resignation letter.
  const gone = stated(t, LEFT_EMPLOYER);
  const leave = gone && leaving === 'leaving' ? undefined : leaving;
  // Someone weighing whether to leave a job holds one: a layoff they mention is a past job's.
  const ended = !leave && (lost || resigned || stated(t, JOBLESS));
  if (leave) conditions.add(leave);
  if (ended && lost) conditions.add('job-lost');
  if (ended) conditions.add('job-ended');
  if (!(ended && lost) && PLAN.test(t) && !PIP_BENEFIT.test(t)) conditions.add('on-plan');
  if (stated(t, ACCEPTED)) conditions.add('accepted-offer');
  else if (stated(t, OFFER)) conditions.add('has-offer');
  if (STUDENT.test(t)) conditions.add('student');
  if (asksLegalStatus(t)) conditions.add('legal-status');
  if (EXPERIENCED.test(t)) conditions.add('experienced');
  if (stated(t, PROMOTED)) conditions.add('promoted');
  if (stated(t, COUNTERED)) conditions.add('counter-offered');
  if (stated(t, SELF_EMPLOYED)) conditions.add('self-employed');
  if (NO_HR.test(t)) conditions.add('no-hr');
  if (stalledSearch(t)) conditions.add('search-stalled');
  if (interviewAhead(t)) conditions.add('interview-ahead');
  return { conditions };
}
