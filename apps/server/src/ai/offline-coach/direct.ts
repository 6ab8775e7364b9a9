import { asksWithoutMark } from './asks.js';
import { jobLike } from './choice.js';
import type { Fact } from './facts.js';
import { lead, situation } from './frames.js';
import { upperFirst } from './plan.js';
import { secondPerson } from './reflect.js';

/**
 * The question a post actually asks, and a direct first answer to it (yes, no, or it depends on
 * ONE named thing, with the reason), put before the steps.
 *
 * Blind reviewers' most frequent complaint was a reply that gives the steps of a situation but
 * never answers what was asked ("should I follow up?", "is it rude to ask for the range?", "the
 * warehouse job or the office one?"). The question is read by its FORM, sentence by sentence
 * (question sentences and requests written without their mark, the subject line last), and what it
 * asks about by the MEANING of its action (reaching out, leaving, accepting, stretching the
 * truth, disclosing, learning, moving): a coach's answer to "should I follow up" and to "should I
 * quit" differ in kind, not in wording. Where the coach cannot know (a law, a company's policy) it
 * says so in one sentence and who can tell them.
 *
 * The answer carries the member's own words (what they asked about, in the second person, never
 * the whole question quoted back) and one of their facts when one fits a frame (frames.ts).
 */

export type DirectKind =
  | 'either'
  | 'legal'
  | 'wait'
  | 'tell'
  | 'look'
  | 'ok'
  | 'doubt'
  | 'worth'
  | 'need'
  | 'say'
  | 'should';

export interface DirectAsk {
  kind: DirectKind;
  /** The question sentence, as written. */
  sentence: string;
  /** What it asks about, in the second person ("follow up with the recruiter"). */
  x: string;
  /** The two options of an either-or question. */
  a?: string;
  b?: string;
  /** For 'ok': the judgement asked for (rude, normal, okay …). */
  judged?: string;
}

const OPENER =
  /^(?:(?:so|but|and|also|now|ok|okay|basically|honestly|anyway|well|then|my question is|question)[,:]?\s+)+/i;

const clean = (s: string) =>
  s
    .replace(/&amp;/g, '&')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[“”"*_`#>]/g, '')
    .replace(/’/g, "'")
    .replace(/\s+/g, ' ')
    .trim()
    .replace(OPENER, '');

const bare = (s: string) => s.replace(/[?.!,;:\s]+$/, '').trim();

/** What is asked about, cut to its first clause, in the second person. */
function gist(s: string): string {
  const first = bare(s)
    .split(
      /,|;|\s[-–—]\s|\s(?:because|since|as i|as we|given that|even though|although|considering|if|when|so that|so|even if|just because)\s/i,
    )[0]
    ?.trim();
  return secondPerson(first ?? '').replace(/\s+/g, ' ');
}

/** Longer than this, what is asked about is not said back inside the answer. */
const MAX_WORDS = 12;
const sayable = (x: string) => x && x.split(/\s+/).length <= MAX_WORDS;

/** The sentences that may hold the question: body sentences first, the subject line last. */
function candidates(text: string): string[] {
  const lines = text.replace(/&amp;/g, '&').split('\n');
  const subject = lines.length > 1 ? (lines[0] ?? '').trim() : '';
  const body = (lines.length > 1 ? lines.slice(1) : lines).join('\n');
  const sentences = body
    .split(/(?<=[.!?])\s+|\n+/)
    .map((s) => s.trim())
    .filter(Boolean);
  const asking = sentences.filter((s) => /\?\s*$/.test(s) || asksWithoutMark(clean(s)));
  // The subject line's own sentences ("Take the night shift?? Need help fast"), each on its own.
  const heads = subject
    .split(/(?<=[.!?])\s+/)
    .filter((s) => /\?\s*$/.test(s) || asksWithoutMark(clean(s)));
  return [...asking, ...heads].map(clean).filter((s) => s.length <= 240);
}

/** A question put to the readers about themselves, not the member's own question. */
const TO_READERS =
  /\b(?:anyone else|has any(?:one|body)|does any(?:one|body)|did any(?:one|body)|is any(?:one|body)|your experiences?|how did you|you guys|how about you)\b/i;

const EITHER_HEAD =
  /^(?:should (?:i|we)|do (?:i|we)|would (?:it be|you rather|you)|is it (?:better|smarter|wiser|best)(?: for me)?(?: to)?|what(?:'s| is| would be) better,?|which is (?:better|best|smarter),?|better to|would you rather)\s+(.+)$/i;

/** The two options of "A or B", each a short phrase; undefined when either side is not one. */
function optionsOf(rest: string): [string, string] | undefined {
  const m = /^(.+?),?\s+or\s+(.+)$/i.exec(bare(rest));
  if (!m?.[1] || !m[2]) return undefined;
  let b = m[2].replace(/^(?:should (?:i|we)|do (?:i|we)|to)\s+/i, '');
  // "ring them before lunch or after": the second option is the first with its time changed.
  const time = /\b(?:before|after|now|later|today|tomorrow)\b/i;
  if (b.split(/\s+/).length <= 2 && time.test(b) && time.test(m[1]))
    b = m[1].replace(/^(?:to)\s+/i, '').replace(time, b.trim());
  if (/^(?:not|no|nah|something|anything|what|so|even)\b/i.test(b)) return undefined;
  let a = m[1].replace(/^(?:to)\s+/i, '');
  // "a job as a housekeeper or a dishwasher": the first option is the phrase parallel to the second.
  // Of the noun phrases in the first side, the one closest in length to the second.
  const det = /^(?:a|an|the|my|your|this|that)$/i;
  if (det.test(b.split(/\s+/)[0] ?? '') && !det.test(a.split(/\s+/)[0] ?? '')) {
    const words = a.split(/\s+/);
    const wb = b.split(/\s+/).length;
    const starts = words.flatMap((w, i) => (det.test(w) ? [i] : []));
    const best = starts.sort(
      (i, j) => Math.abs(words.length - i - wb) - Math.abs(words.length - j - wb),
    )[0];
    if (best !== undefined) a = words.slice(best).join(' ');
  }
  const wa = a.split(/\s+/).length;
  const wb = b.split(/\s+/).length;
  if (wa > 16 || wb > 12 || b.includes(',')) return undefined;
  return [secondPerson(a), secondPerson(b)];
}

/** The form of one question sentence, if it asks something the coach can answer head on. */
export function directForm(sentence: string): DirectAsk | undefined {
  const s = clean(sentence);
  const q = bare(s);
  if (!q || TO_READERS.test(q)) return undefined;
  // Whether the employer may do something: a question about the rules, never a mention of them
  // inside a story ("… my CV says I can legally work here?").
  const legal =
    /^(?:(?:is|was|would) (?:it|this|that|what they did|what they're doing)(?: even| really)? (?:legal|illegal|lawful|unlawful|allowed)|(?:is|are|was|were) (?:they|he|she|my \w+|the company|the employer|employers|companies) (?:even |really |legally )?(?:allowed|within (?:their|his|her) rights)|(?:can|could|may) (?:they|my (?:employer|boss|manager|company|job|supervisor)|the company|the employer|an employer|employers|a company|companies|hr) (?:legally |really |just |even )?(?:fire|make|force|deduct|withhold|refuse|cut|change|require|keep|take|ask|rescind|stop|not pay|dock|reduce|deny|terminate|let|do)|can (?:i|you) (?:legally )?(?:be|get) (?:fired|sued|terminated|let go))\b/i;
  if (legal.test(q)) return { kind: 'legal', sentence: s, x: '' };
  const wait =
    /^(?:how long (?:should|do|must|would|can|will) (?:i|we) (?:wait|give (?:it|them|him|her))|how long (?:before|until|till) (?:i|we) (?:follow|reach|email|call|give up|hear|move on|assume)|when (?:should|do|can) (?:i|we) (?:follow up|reach out|email|call|give up|move on|expect to hear))\b/i;
  if (wait.test(q)) return { kind: 'wait', sentence: s, x: q };
  const either = EITHER_HEAD.exec(q);
  if (either?.[1]) {
    const options = optionsOf(either[1]);
    if (options) return { kind: 'either', sentence: s, x: q, a: options[0], b: options[1] };
  }
  // A short line that sets two things side by side ("Retail or a call centre?").
  if (
    /\?\s*$/.test(s) &&
    q.split(/\s+/).length <= 8 &&
    !/^(?:what|how|why|who|where|when)\b/i.test(q)
  ) {
    const options = optionsOf(q);
    if (options) return { kind: 'either', sentence: s, x: q, a: options[0], b: options[1] };
  }
  const say =
    /^(?:what|how) (?:do|should|can|would) (?:i|we) (?:say|tell|answer|respond|reply|explain|word|put)\b\s*(.*)$/i.exec(
      q,
    );
  if (say) return { kind: 'say', sentence: s, x: secondPerson(say[1] ?? '') };
  const tell =
    /^(?:should|do|must|would|can) (?:i|we) (?:tell|mention|disclose|inform|bring up|report|admit|let (?:[\w']+ ){1,8}know|explain)\b\s*(.*)$/i.exec(
      q,
    );
  if (tell)
    return { kind: 'tell', sentence: s, x: secondPerson(tell[0].replace(/^\w+ (?:i|we) /i, '')) };
  const look =
    /^(?:would|will|does|could|is|might) (?:it|this|that) (?:look|seem|come across|be seen as|read|hurt (?:me|my chances))\b(?: (?:bad|weird|odd|desperate|unprofessional|strange|suspicious|pushy))?\s*(?:if|that|to|when)?\s*(.*)$/i.exec(
      q,
    );
  if (look) return { kind: 'look', sentence: s, x: gist(look[1] ?? '') };
  const ok =
    /^(?:is|would|was) (?:it|this|that)(?: be)? (?:really |even |considered |seen as )?(rude|ok|okay|alright|normal|common|typical|usual|bad|wrong|weird|strange|unprofessional|inappropriate|too much|acceptable|appropriate|fine|frowned upon|a bad idea|a good idea|reasonable|unreasonable|unusual|a red flag|tacky|pushy|a problem)\b\s*(?:(?:for me )?to|for (?:me|a company|an employer|employers|companies|them|my \w+|a \w+) to|if|that|when)?\s*(.*)$/i.exec(
      q,
    );
  if (ok?.[1])
    return { kind: 'ok', sentence: s, x: gist(ok[2] ?? ''), judged: ok[1].toLowerCase() };
  const doubt =
    /^am i (crazy|wrong|stupid|dumb|overreacting|overthinking|being (?:unreasonable|dramatic|petty|paranoid|greedy|entitled|too picky|picky|naive)|too picky|naive|greedy|entitled|paranoid|an idiot|the problem|in the wrong)\b\s*(?:for|to|if|that|about|by)?\s*(.*)$/i.exec(
      q,
    );
  if (doubt?.[1])
    return { kind: 'doubt', sentence: s, x: gist(doubt[2] ?? ''), judged: doubt[1].toLowerCase() };
  const worth =
    /^(?:is|would|will|was) (?:it|this|that)(?: be| even| really| still)* worth (?:it )?(?:to )?(.*)$|^(?:is|are|would|will) (.{3,60}?) (?:be )?(?:even |really |still )?worth (?:it|the \w+|doing|getting|taking|paying for)\b/i.exec(
      q,
    );
  if (worth) return { kind: 'worth', sentence: s, x: gist(worth[1] ?? worth[2] ?? '') };
  const need = /^do (?:i|we) (?:really |even |actually )?(?:need|have) to (.+)$/i.exec(q);
  if (need?.[1]) return { kind: 'need', sentence: s, x: gist(need[1]) };
  const should =
    /^(?:should|shall) (?:i|we) (?:(?:just|still|even|really|actually|simply|maybe|probably|also|now|then|definitely|seriously) )*(.+)$/i.exec(
      q,
    );
  // "Should I only apply once I have the clothes?" asks whether to wait for a condition: the
  // answer is about the condition, which a yes to the action would get backwards.
  if (should?.[1] && !/^(?:do|only|wait|hold off)\b/i.test(should[1]))
    return { kind: 'should', sentence: s, x: gist(should[1]) };
  return undefined;
}

/** The question the post asks that the coach can answer head on, if any. */
export function directAsk(text: string): DirectAsk | undefined {
  for (const c of candidates(text)) {
    const form = directForm(c);
    if (form) return form;
  }
  return undefined;
}

// ——— What the question is about, by the meaning of its action ————————————————————————

type Act =
  | 'stretch'
  | 'return'
  | 'use'
  | 'leave'
  | 'decline'
  | 'take'
  | 'follow'
  | 'negotiate'
  | 'apply'
  | 'reach'
  | 'put'
  | 'learn'
  | 'move'
  | 'worry'
  | 'stay';

const ACTS: Array<[Act, RegExp]> = [
  [
    'stretch',
    /\b(?:lie|lying|fake|fudge|stretch|inflate|exaggerate|embellish|round up|pad|make up|pretend|backdate|change (?:the|my) (?:dates?|title))\b/i,
  ],
  [
    'decline',
    /\b(?:turn (?:it|them|this|that|\w+ \w+|\w+) down|turn down|decline|reject|back out|renege|withdraw)\b/i,
  ],
  [
    'leave',
    /\b(?:quit|quitting|resign|resigning|leave (?:my|this|the|a|your|now)\b|leaving|walk (?:out|away)|give (?:my |your |in )?(?:two weeks'? )?notice|put in (?:my |your )?(?:two weeks|notice)|two weeks notice)\b/i,
  ],
  [
    'return',
    /\b(?:go(?:ing)? back|return(?:ing)?|rejoin\w*|boomerang)\b.{0,30}\b(?:old|former|previous|last|same)\b/i,
  ],
  [
    'take',
    /\b(?:take|taking|accept|accepting|sign|signing|say yes to|go for) (?:it|the|this|that|a|an|their|them|\w+ (?:job|offer|position|role|pay ?cut))\b(?!(?: [\w-]+){0,2} (?:course|class|certificat\w*|degree|training|exam|test|program)\b)|\bpay ?cut\b/i,
  ],
  [
    'follow',
    /\b(?:follow(?:ing)? up|check in|chase|nudge|remind|send (?:a|another) (?:follow|email|message|note))\b/i,
  ],
  [
    'negotiate',
    /\b(?:negotiat\w*|counter(?:[- ]offer)?|ask for (?:a |an |more |higher )?(?:raise|more|higher|pay|salary|money|increase|bump|promotion|the range)|ask (?:about|for) (?:the )?(?:salary|pay|range|compensation))\b/i,
  ],
  [
    'apply',
    /\b(?:apply|re-?apply|applying|submit(?:ting)? (?:an|my|your) application|send(?:ing)? (?:out )?(?:apps|applications|resumes|cvs))\b/i,
  ],
  [
    'put',
    /\b(?:put|list|include|add|mention|leave)\b.{0,40}\b(?:resume|cv|linkedin|application)\b/i,
  ],
  [
    'reach',
    /\b(?:ask(?:ing)?|contact(?:ing)?|e-?mail(?:ing)?|call(?:ing)?|messag(?:e|ing)|text(?:ing)?|reach(?:ing)? out|get(?:ting)? in touch|go(?:ing)? in(?:to)?|walk(?:ing)? in(?:to)?|visit(?:ing)?|approach(?:ing)?|talk(?:ing)? to|speak(?:ing)? (?:to|with)|writ(?:e|ing) to|connect(?:ing)? with|thank(?:ing)?|drop(?:ping)? off|show(?:ing)? up|in person)\b/i,
  ],
  [
    'use',
    /\b(?:us(?:e|ing)|sign(?:ing)? up (?:for|on|to)|join(?:ing)?|post(?:ing)? on)\b.{0,30}\b(?:site|app|platform|board|handshake|indeed|linkedin|glassdoor|ziprecruiter|it|that|this|premium|service)\b|\b(?:linkedin premium|job boards?)\b/i,
  ],
  [
    'learn',
    /\b(?:course|class(?:es)?|certificat\w*|cert|degree|master'?s|mba|bootcamp|diploma|training|school|college|learn|study|studying|major)\b/i,
  ],
  ['move', /\b(?:move|moving|relocat\w*)\b/i],
  ['worry', /\b(?:worr(?:y|ied)|concerned|nervous|scared|panic\w*|afraid|freak\w* out)\b/i],
  [
    'stay',
    /\b(?:stay|wait|hold (?:off|out)|stick (?:it )?out|keep (?:working|looking|going)|give it (?:more )?time|hang (?:on|in))\b/i,
  ],
];

/**
 * Acts read only from the head of what is asked, within this many words: "change the way you
 * apply" is no application, "a separate account for my employer and college to see" no study.
 */
const HEAD_WORDS: Partial<Record<Act, number>> = {
  follow: 3,
  negotiate: 3,
  apply: 3,
  reach: 3,
  learn: 5,
};

function actOf(x: string): Act | undefined {
  const words = x.split(/\s+/);
  return ACTS.find(([act, re]) => {
    const m = re.exec(x);
    if (!m) return false;
    const head = HEAD_WORDS[act];
    if (!head) return true;
    // The act's first word stands among the first words of the phrase.
    const at = x.slice(0, m.index).split(/\s+/).filter(Boolean).length;
    return at < head || words.length <= head;
  })?.[0];
}

/** A thing done to the member, not by them: its subject is the employer or another person. */
const THEIRS =
  /^(?:for )?(?:they|them|he|she|my (?:boss|manager|employer|company|supervisor|job|team|recruiter|hr)|the (?:company|employer|manager|boss|recruiter|hiring manager|interviewer)|companies|employers|recruiters|a company|an employer|hr)\b/i;

/** Conduct no workplace may make normal, however common. */
const MISTREATED =
  /\b(?:not (?:pay|paying|paid)|unpaid|withh[eo]ld\w*|yell\w*|scream\w*|shout\w*|threaten\w*|swear\w* at|insult\w*|cut (?:my|our|your) (?:hours|pay)|dock\w*|deduct\w*|no breaks?|retaliat\w*|humiliat\w*|punish\w*|work (?:for )?free|off the clock)\b/i;

/** A place as a sentence carries it: "the US", "the Netherlands", "Ohio". */
const placeName = (p: string) =>
  `${/^(?:US|USA|UK|EU|United States|United Kingdom|Netherlands|Philippines|Bay Area)$/.test(p) ? 'the ' : ''}${p}`;

/** Where a person or an office that can tell them the rules sits, from the place they named. */
function whoKnowsTheLaw(place: string | undefined): string {
  if (!place)
    return 'your local labour office or an employment lawyer (many give a first call free)';
  if (
    /\b(?:UK|United Kingdom|England|Scotland|Wales|London|Manchester|Birmingham|Glasgow|Edinburgh)\b/.test(
      place,
    )
  )
    return 'Acas (free, confidential) or an employment solicitor';
  if (
    /\b(?:Canada|Ontario|Quebec|Alberta|British Columbia|Manitoba|Nova Scotia|Toronto|Vancouver|Montreal|Calgary|Ottawa)\b/.test(
      place,
    )
  )
    return "your province's employment standards office";
  if (/\b(?:Australia|Sydney|Melbourne|Brisbane|Perth)\b/.test(place))
    return 'the Fair Work Ombudsman';
  if (/^(?:US|USA|United States|America)$/.test(place))
    return "your state's labor department or an employment lawyer (many give a first call free)";
  return `the labour department for ${placeName(place)} or an employment lawyer (many give a first call free)`;
}

const POLICY =
  /\b(?:policy|handbook|pto|leave|benefits?|bonus|401k|insurance|vacation|holiday|overtime)\b/i;

/** The awaited thing of a "how long should I wait" question, and how long a coach would give it. */
function waitAnswer(text: string): string {
  if (/\binterview(?:ed|s)?\b/i.test(text))
    return 'Give it five to seven working days after the interview, then send one short follow-up; if a second week passes in silence, keep applying and let them come back to you.';
  if (/\b(?:offer|background check|paperwork|contract|start date|onboarding)\b/i.test(text))
    return 'Three to five working days is normal for paperwork and checks; past that, one short message to the recruiter asking where it stands is expected, not pushy.';
  if (/\b(?:appl(?:y|ied|ication)|resume|cv)\b/i.test(text))
    return 'About two weeks after applying is the time for one follow-up; meanwhile keep applying, because most applications that get a reply get it within that time.';
  return 'About a week, then one short message asking where things stand; silence after that is an answer, and you can move on without waiting for it.';
}

/** What a disclosure question is about, and the answer a coach gives to it. */
function tellAnswer(x: string): string {
  if (
    /\b(?:health|pregnan\w*|disabilit\w*|diagnos\w*|adhd|autis\w*|mental|medical|condition|therapy|illness|medication)\b/i.test(
      x,
    )
  )
    return "You don't have to: your health is yours to share. Tell them when you need an adjustment or time off, and then only what they need to arrange it.";
  // Telling the current employer about an outside offer is a question of a counter-offer.
  if (
    /\b(?:current|your) (?:manager|boss|employer|supervisor|company|job|work)\b/i.test(x) &&
    !/\binterviewing (?:with|for|at)\b/i.test(x) &&
    !/\b(?:leav\w*|quit\w*|resign\w*|notice)\b/i.test(x) &&
    /\b(?:offer|decid\w*|interview\w*|other job|new job|another job)\b/i.test(x)
  )
    return 'Only if you would stay for a better deal: telling your employer about an outside offer invites a counter-offer, so if you would leave anyway, tell them once you have signed.';
  if (
    /\b(?:other|another|competing|second) (?:offer|interview|company|companies|job)|interview(?:ing)? (?:elsewhere|with others)\b/i.test(
      x,
    )
  )
    return 'Yes, say it: another offer or process is a normal thing to mention, it often speeds them up, and said plainly it costs you nothing.';
  if (/\b(?:salary|pay|how much|current (?:pay|salary|wage)|make now)\b/i.test(x))
    return "You don't have to tell them what you earn now; tell them what you are looking for instead, a range whose bottom you would be happy with.";
  if (/\b(?:mistake|error|messed up|screwed up|broke|forgot|missed)\b/i.test(x))
    return 'Yes, and soon: a mistake you report yourself with a fix ready is forgotten far faster than one they find.';
  if (/\b(?:fired|terminated|let go|dismissed)\b/i.test(x))
    return "Only when they ask, and then in one honest sentence about what you learned; don't volunteer it, and never deny it where a form asks.";
  if (/\b(?:leav\w*|quit\w*|resign\w*|notice|new job|another job)\b/i.test(x))
    return 'Tell your manager first, in person, before anyone else at work, and only once the new offer is in writing.';
  if (
    /\b(?:harass\w*|bull\w*|what happened|behaviou?r|comments?|treat\w*|yell\w*|rude|problem|issue|conflict|complain\w*|abuse\w*|unsafe|safety)\b/i.test(
      x,
    )
  )
    return 'Yes, raise it, in writing, with dates and what happened; it depends on one thing: whether the person to tell is the one causing it, in which case go one level up or to HR.';
  return "Tell them if it changes what they would decide or plan (your start date, hours or availability); if it doesn't, you don't owe it.";
}

/** The moment a "what do I say when…" question is about, and a line for it in the coach's words. */
function sayAnswer(moment: string): string | undefined {
  if (
    /\b(?:why (?:i|you) (?:left|am leaving|are leaving|want to leave|quit)|reason for leaving|why (?:i'm|you're) leaving)\b/i.test(
      moment,
    )
  )
    return 'Say where you are going, not what you are leaving: "I learned a lot there, and I want a role with more of the work I do best; this job is that next step."';
  if (/\b(?:gap|time off|unemploy\w*|not working|out of work|career break)\b/i.test(moment))
    return 'One honest sentence, then move on: "I stepped away for personal reasons that are now settled, and I have spent the last months getting ready to come back." Nobody needs the details.';
  if (/\b(?:fired|let go|terminated|dismissed)\b/i.test(moment))
    return 'Keep it short and forward: "It was not the right fit; I learned to agree on expectations early, and that is how I work now." Then stop talking; silence is fine.';
  if (/\b(?:decline|turn (?:it |them )?down|say no|reject)\b/i.test(moment))
    return 'Thank them, say no plainly, leave the door open: "Thank you for the offer; after thinking it over I have decided it is not the right move for me now, and I hope our paths cross again."';
  if (/\b(?:weakness\w*|strength\w*)\b/i.test(moment))
    return 'Name a real one with what you do about it: "I used to take on too much myself; now I agree priorities with my manager every Monday, and it has made my weeks calmer."';
  return undefined;
}

/** An option written in title case ("Keep My Desk Job") said back in plain case. */
const plainCase = (s: string) =>
  /^(?:(?:[A-Z][\w'-]*|at|a|an|the|of|or|and|to|in|for|on|with)\s*){2,}$/.test(s) &&
  /^[A-Z]/.test(s)
    ? s.toLowerCase()
    : s.replace(/^[A-Z](?=[a-z])/, (c) => c.toLowerCase());

/** The lean of an either-or question: which side, on what condition. */
function eitherAnswer(a: string, b: string, whole: string): string | undefined {
  const both = `${a} ${b}`;
  if (
    /\bhr\b/i.test(whole) &&
    /\b(?:manager|boss|supervisor)\b/i.test(whole) &&
    /\b(?:manager|boss|supervisor)\b/i.test(both)
  )
    return "I'd start with your manager, unless the problem is your manager: then HR first, as you would for pay, safety or discrimination.";
  const channel = /\b(?:email|e-mail|text|message|letter|writing)\b/i;
  const live = /\b(?:in person|call|phone|face to face|meeting|go in)\b/i;
  if ((channel.test(a) && live.test(b)) || (live.test(a) && channel.test(b)))
    return `Both, in order: ${live.test(a) ? a : b} first, to say it with the right tone, then ${channel.test(a) ? a : b} the same day so it is on record.`;
  const after = /\b(?:after|end of|later|tomorrow|next week|wait)\b/i;
  const before = /\b(?:before|now|today|right away|first|immediately)\b/i;
  if (
    /\b(?:tell|talk|say|ask|mention|bring)\b/i.test(both) &&
    ((after.test(a) && before.test(b)) || (before.test(a) && after.test(b)))
  )
    return `I'd ${after.test(a) ? a : b}: a conversation that matters goes better when neither of you has to rush back to work; ${before.test(a) ? a : b} only if waiting would leave them too little time to plan.`;
  const stay = /\b(?:stay|keep|wait|hold|current|remain|stick)\b/i;
  // Staying against a move between jobs, not any wait ("wait until after the interview").
  const go = /\b(?:quit|leave|resign|take|accept|move|switch|jump|join)\b/i;
  const stayA = stay.test(a) && !go.test(a);
  const stayB = stay.test(b) && !go.test(b);
  const jobs =
    jobLike(a) || jobLike(b) || jobLike(whole) || /\b(?:quit|leave|resign)\b/i.test(both);
  if (stayA !== stayB && (go.test(a) || go.test(b)) && jobs) {
    const [keep, change] = stayA ? [a, b] : [b, a];
    const verb = (s: string) =>
      /^(?:stay|keep|wait|hold|remain|stick|quit|leave|take|accept|move|switch|go|start|jump|join|do|get)\b/i.test(
        s,
      );
    return `I'd ${verb(keep) ? keep : `stay with ${keep}`} for now, and ${verb(change) ? change : `go for ${change}`} only once it is certain: signed, or with three to six months of costs saved.`;
  }
  const amountA = /[$£€]\s?\d|\b\d+(?:\.\d+)?\s?k\b/i.exec(a)?.[0];
  const amountB = /[$£€]\s?\d|\b\d+(?:\.\d+)?\s?k\b/i.exec(b)?.[0];
  if (amountA && amountB) {
    const n = (s: string) =>
      Number.parseFloat(s.replace(/[^\d.]/g, '')) * (/k/i.test(s) ? 1000 : 1);
    const [high, low] = n(amountA) >= n(amountB) ? [a, b] : [b, a];
    return `On the numbers I'd lean to ${high}, unless what ${low} gives you instead (time, stability, what you learn) is worth more to you than the difference over a year.`;
  }
  // Two jobs or ways of working with nothing above to tell them apart: the condition that decides
  // between jobs. Two of anything else (two CV layouts, two wordings) is left to the steps.
  // Only two jobs named as things ("a night porter or a school caretaker"); two actions ("email
  // them today or wait") are a question of timing or manner, which this condition does not settle.
  const noun = (s: string) => /^(?:a|an|the|my|your|this|that|one)\b/i.test(s);
  if (!noun(a) || !noun(b) || !((jobLike(a) && jobLike(b)) || jobLike(whole))) return undefined;
  return `Between ${a} and ${b}, I'd lean to the one closer to what you want to be doing a year from now; if they are equal on that, the one that is easier to undo if it turns out wrong.`;
}

/** Reasons for reaching out, by the kind of reach. */
function reachReason(act: Act, x = ''): string {
  if (
    /\b(?:in person|go(?:ing)? in(?:to)?|walk(?:ing)? in(?:to)?|drop(?:ping)? off|visit\w*|stores?|shops?)\b/i.test(
      x,
    )
  )
    return 'whoever hires at a local site often decides quickly, and a face with a CV is remembered; go at a quiet hour, not in a rush';
  switch (act) {
    case 'follow':
      return 'one short follow-up is expected from someone who wants the job, not pushy; two lines, then let it rest';
    case 'negotiate':
      return 'asking once, with a number and one reason, almost never costs an offer or a job; the worst usual answer is that this is their best';
    case 'apply':
      return 'an application costs you little and the decision is theirs to make, not yours to make for them';
    default:
      // What the member reaches for decides why it is fine: their hours, something they need to
      // know, or a person they have already met.
      if (
        /\b(?:stop|after (?:hours|work|\d)|at night|weekends?|days? off|time off|holidays?|schedule|shifts?|hours|work from home|remote)\b/i.test(
          x,
        )
      )
        return 'a request about your hours, made once and plainly, is an ordinary part of work, and often the other person had simply not noticed the problem';
      if (
        /\b(?:old|former|previous) (?:boss|manager|job|team|employer)\b|\binterviewers?\b|\bagain\b/i.test(
          x,
        )
      )
        return 'someone you have already been in touch with is the warmest door you have; two friendly lines and one question are enough';
      if (/\b(?:recruiters?|hiring managers?|team lead|someone (?:at|on|in))\b/i.test(x))
        return 'people who hire expect to hear from candidates, and a note of two lines naming the role and one reason you fit stands out from the pile';
      if (
        /\b(?:why|elaborate|clarify|explain|papers|paperwork|documents?|details|feedback|whether|if)\b/i.test(
          x,
        )
      )
        return 'asking for what you need to know is expected, and it shows you take the job seriously; put it in writing so the answer is on record';
      return 'a short, polite and specific question is welcome far more often than people fear, and the worst realistic answer is a no';
  }
}

export interface DirectContext {
  facts: Fact[];
  text: string;
  /** What the reply says next about their situation: a fact it carries does not lead the answer too. */
  said?: string;
}

/**
 * The direct answer to the member's question, one or two sentences, or undefined when the
 * question is in no form the coach can answer head on. Led by one of their facts when one fits.
 */
export function directLine(ask: DirectAsk, ctx: DirectContext): string | undefined {
  const { facts, text, said = '' } = ctx;
  // One fact that is the member's own standing: how long they have been at it, or their role; an
  // amount is left to the steps, where its frame says what it is (an offer, their pay).
  const own = facts.filter(
    (f) =>
      (f.kind === 'duration' || f.kind === 'role') &&
      !said.toLowerCase().includes(f.text.toLowerCase()),
  );
  const where = situation(
    own.filter((f) => f.kind === 'duration').length
      ? own.filter((f) => f.kind === 'duration')
      : own,
    text,
  );
  // Their facts lead a decision's answer (leaving, accepting, moving, studying), where they are
  // the reason; a reach-out is answered the same for everyone, so a fact there would be decoration.
  const led = (s: string) =>
    where ? `${lead(where)}, ${s.charAt(0).toLowerCase()}${s.slice(1)}` : s;
  // "is it ok if I call them" asks about calling them.
  const x = ask.x.replace(/^you\s+(?=\w)/i, '');
  const act = actOf(x || ask.sentence);
  const place = facts.findLast((f) => f.kind === 'place')?.text;
  // "to quit" and "for quitting": the infinitive or the gerund as the member wrote it.
  const toX = sayable(x) ? (/^\w+ing\b/i.test(x) ? ` for ${x}` : ` to ${x}`) : '';
  // "Whether to quit the bakery depends on one thing:": the decision in their words, then the hinge.
  const depends = sayable(x) ? `Whether to ${x} depends on one thing:` : 'It depends on one thing:';
  // What a platform question is about: "using Handshake" → "Handshake".
  const thing =
    /^(?:us(?:e|ing)|join(?:ing)?|sign(?:ing)? up (?:for|on|to)|pay(?:ing)? for)\s+(.{2,40})$/i.exec(
      x,
    )?.[1];
  const reach = act === 'follow' || act === 'negotiate' || act === 'apply' || act === 'reach';
  switch (ask.kind) {
    case 'either':
      return ask.a && ask.b
        ? eitherAnswer(plainCase(ask.a), plainCase(ask.b), ask.sentence)
        : undefined;
    case 'legal':
      if (POLICY.test(ask.sentence) && !/\b(?:legal(?:ly)?|illegal|law)\b/i.test(ask.sentence))
        return "That is set by the company's own policy, which I can't see: HR can tell you in one email, and asking in writing puts the answer on record.";
      return `I can't tell you for sure whether that is allowed${place ? ` in ${placeName(place)}` : ''}: it turns on the employment rules where you work and on your contract, and ${whoKnowsTheLaw(place)} can tell you. Meanwhile, write down what happened with dates, so whoever you ask has the facts.`;
    case 'wait':
      // What they wait on, from the question itself first, else from the story.
      return waitAnswer(
        /\b(?:interview\w*|offer|background|paperwork|contract|appl\w+|resume|cv)\b/i.test(
          ask.sentence,
        )
          ? ask.sentence
          : text,
      );
    case 'tell':
      return tellAnswer(x);
    case 'say':
      return sayAnswer(`${ask.sentence} ${x}`);
    case 'look':
      if (act === 'leave' || /\b(?:months?|short|leave|left|quit)\b/i.test(x))
        return led(
          'Once, not much: a single short stay with a one-sentence reason reads as a choice; a pattern of them is what makes employers hesitate.',
        );
      if (reach && act) return `No, it won't look bad: ${reachReason(act, x)}.`;
      return undefined;
    case 'ok': {
      const judged = ask.judged ?? 'okay';
      const negativeJudge =
        /rude|bad|wrong|weird|strange|unprofessional|inappropriate|too much|frowned|unreasonable|tacky|pushy|problem|red flag/.test(
          judged,
        );
      if (!x) {
        // "Is this normal?" about the story: only a silence or a wait can be judged from outside.
        if (
          /\b(?:haven'?t heard|no (?:reply|response|answer)|ghost\w*|radio silence|still waiting|weeks? (?:later|now|since))\b/i.test(
            text,
          )
        )
          return 'Yes, a silence like that is common in hiring and usually means a slow process, not a no; one polite follow-up is the only move worth making, and keep applying meanwhile.';
        return undefined;
      }
      if (MISTREATED.test(x))
        return `It happens more than it should, but it isn't something you have to accept, and some of it may break the rules where you work; ${whoKnowsTheLaw(place)} can tell you which.`;
      if (THEIRS.test(x))
        return 'Yes, that is common: many employers do it, and it usually says more about their process than about you.';
      if (act === 'stretch')
        return "No, don't: dates and titles are checked, and a stretched one is a common reason an offer is withdrawn; leaving something off is fine, writing something untrue is not.";
      if (act === 'return')
        return 'Yes: going back to a former employer is common and usually welcome when you left on good terms; ask your old manager directly whether there is a place for you, and say what you bring back.';
      if (act === 'leave')
        return led(
          `No, it isn't ${negativeJudge ? judged : 'wrong'}${toX}: people leave for better situations all the time, and what is remembered is the notice and the handover you give, not the timing.`,
        );
      if (reach || act === 'decline') {
        const why =
          act === 'decline' || !act
            ? 'declining politely and quickly is normal and closes no doors'
            : reachReason(act, x);
        return negativeJudge
          ? `No, it isn't ${judged}${toX}: ${why}.`
          : `Yes, it is fine${toX}: ${why}.`;
      }
      return undefined;
    }
    case 'doubt': {
      // "Am I overthinking it?" names nothing to judge from outside.
      if (!sayable(x) || !/\s/.test(x) || /^(?:it|this|that|things)\b/i.test(x)) return undefined;
      const decision = act === 'leave' || act === 'take' || act === 'stay' || act === 'decline';
      const said = `No, you're not ${ask.judged?.replace(/^being /, '') ?? 'wrong'}${toX}`;
      return decision
        ? led(
            `${said}: it is a reasonable call when it moves you towards what you need next; what decides it is whether you can cover what it costs you in pay or time.`,
          )
        : `${said}: what you describe is a reasonable reaction, and the useful question is what you do next, not whether you are allowed to feel it.`;
    }
    case 'worth':
      if (act === 'learn')
        return led(
          'It is worth it if job ads for the role you want ask for it: count how many of twenty postings do; if most do, yes, if few do, experience will get you further for the money.',
        );
      if (act === 'use')
        return `Only if the employers you want actually post ${thing ? `on ${thing}` : 'there'}: search it for your target role and area, and if you find several live postings, yes; otherwise your time is better spent applying on the employers' own sites.`;
      if (reach && act) return `Yes, it is worth it${toX}: ${reachReason(act, x)}.`;
      return undefined;
    case 'need':
      if (!x) return undefined;
      if (act === 'learn')
        return 'Usually not to get started: a course or certificate is required only where a licence is; the job ads for the role, or one email to the employer, tell you for sure.';
      return 'Only if the employer or the rules ask for it: the job ad or one email to their HR tells you for sure, so ask before you spend time on it.';
    case 'should':
      if (!x) return undefined;
      switch (act) {
        case 'stretch':
          return 'No: dates and titles are checked, and a stretched one is a common reason an offer is withdrawn; leaving something off is fine, writing something untrue is not.';
        case 'return':
          return 'Yes, if you left on good terms: going back to a former employer is common; ask your old manager directly and say what you bring back.';
        case 'leave':
          return led(
            `${depends} whether the next job is signed or you have three to six months of costs saved. With either, yes; with neither, start looking now and leave once one of them is true.`,
          );
        case 'decline':
          return led(
            `Yes, ${sayable(x) ? `${x}, ` : ''}if it does not beat what you have on the one thing you need most now (pay, stability or the experience you want); declining politely and quickly closes no doors.`,
          );
        case 'take':
          return led(
            `${sayable(x) && /^tak/i.test(x) ? upperFirst(x.replace(/^taking/i, 'take')) : 'Take it'} if it beats what you have now on the one thing you need most (pay, stability or the experience towards where you want to be); if it only matches what you have, the answer is no.`,
          );
        case 'follow':
        case 'negotiate':
        case 'apply':
        case 'reach':
          return `Yes, ${sayable(x) ? x : 'do it'}: ${reachReason(act, x)}.`;
        case 'put':
          return 'Yes, if it shows something the jobs you apply for ask for, or it covers a gap; leave it off if it was short and unrelated, which is allowed, since a CV is a selection, not a full record.';
        case 'learn':
          return led(
            `${depends} whether the jobs you want ask for it. Count how many of twenty postings for that role do; if most do, yes.`,
          );
        case 'move':
          return led(
            `${depends} whether you can get interviews there before you move. Apply from where you are first; once interviews come, moving is a much smaller risk.`,
          );
        case 'worry':
          return 'Not yet: one thing like this on its own rarely means much; what would change that is hearing it again, or seeing it in writing.';
        case 'stay':
          return led(
            'Yes, for now: staying while you look costs less than a gap; the exception is when it is hurting your health, and then leaving comes first.',
          );
        default:
          return undefined;
      }
  }
}

/** The direct answer to the post's question, if it asks one the coach can answer head on. */
export function directAnswer(
  text: string,
  facts: Fact[],
  said = '',
): { ask: DirectAsk; line: string } | undefined {
  for (const c of candidates(text)) {
    const ask = directForm(c);
    const line = ask && directLine(ask, { facts, text, said });
    if (ask && line) return { ask, line };
  }
  return undefined;
}
