import type { Fact } from './facts.js';
import { upperFirst, withArticle } from './plan.js';

/**
 * Written drafts a member asks the coach for (a cold note to a senior person, a follow-up to a
 * recruiter who went quiet, a raise request, a resignation, declining an offer, a reference
 * request, a boundary about after-hours messages, an out-of-office reply, a thank-you note, a
 * counter-offer, a note to a former colleague), built around the slots a professional would fill
 * from what the member said: who it goes to (their title, organisation or sector, first name, how
 * the member knows them), who the member is and where they are going, the concrete ask, and the
 * dates and figures. A slot the member did not give is left out of the draft (the sentence is
 * written without it), and the most useful missing one is asked for in the closing question:
 * never a placeholder, never a stand-in such as "your company".
 */

export type DraftKind =
  | 'ooo'
  | 'resign'
  | 'counter'
  | 'decline'
  | 'reference'
  | 'raise'
  | 'boundary'
  | 'thanks'
  | 'follow-up'
  | 'reconnect'
  | 'cold';

/** What the member told the coach about themselves, as artefacts.ts profileOf reads it. */
export interface MemberProfile {
  role?: string;
  years?: string;
  target?: string;
  result?: string;
  company?: string;
}

export interface Slots {
  /** The recipient's title in the member's words ("VP of Product", "former manager"). */
  title?: string;
  /** Bare head of the title, lowercased ("manager", "recruiter", "team"). */
  head?: string;
  /** The recipient's first name. */
  name?: string;
  /** Their organisation when the member named it ("Stripe"). */
  org?: string;
  /** Their sector or kind of organisation when no name was given ("fintech"). */
  sector?: string;
  /** How the member knows them. */
  relation: 'cold' | 'former' | 'manager' | 'team' | 'other';
  /** The member's role, years, aim and things they did. */
  role?: string;
  years?: string;
  /** What the years were spent on, in their words: "Go and Kubernetes" in "5 years of Go and…". */
  yearsOf?: string;
  aim?: string;
  /** Where they want the role: "Dublin" in "senior roles in Dublin". */
  aimPlace?: string;
  done: string[];
  /** The role or programme they applied for, and where. */
  applied?: string;
  appliedAt?: string;
  /** Money: what they earn now, what the market pays, what they want, what was offered. */
  current?: string;
  market?: string;
  wanted?: string;
  offered?: string;
  /** Notice period and last day, for a resignation. */
  notice?: string;
  lastDay?: string;
  /** Dates away and who covers what, for an out-of-office reply. */
  away?: { from: string; to: string };
  cover?: { name: string; what?: string };
  /** A boundary: the channel, the hour, what they will do instead. */
  channel?: string;
  hour?: string;
  /** When the unwanted messages come ("at 10pm"), as opposed to the hour to stop at. */
  seenAt?: string;
  stance?: string;
  /** A recruiter follow-up: the interview's date and stage, and what was promised. */
  when?: string;
  stage?: string;
  promised?: string;
  /** The ask in the member's words, turned to face the recipient. */
  ask?: string;
  /** A reason the member gave (declining: another role, the pay). */
  reason?: 'other-role' | 'pay' | 'fit';
  /** They want to stay on good terms / keep the door open. */
  warm: boolean;
  /** Where the member and the recipient worked together, and for how long. */
  sharedAt?: string;
  sharedFor?: string;
  /** How the member refers to the recipient ("her", "him"), when they did. */
  pronoun?: 'her' | 'him';
  /** The member's own employer, for a resignation. */
  employer?: string;
  /** What a mentor did for them ("helped me get my first developer job"). */
  helped?: string;
  /** What the member asked to mention ("I led the payments migration"), oldest first. */
  mentions: string[];
}

export interface WrittenDraft {
  kind: DraftKind;
  lead: string;
  text: string;
  use: string;
  question: string;
}

const clean = (s: string) => s.replace(/[’]/g, "'").replace(/\r/g, '');

// ——— Which draft ———————————————————————————————————————————————————————————————————————

const KINDS: Array<[DraftKind, RegExp]> = [
  [
    'ooo',
    /\bout[- ]of[- ](?:the[- ])?office\b|\booo\b|\bauto[- ]?(?:reply|response)\b|\baway message\b/i,
  ],
  ['resign', /\bresign\w*|\bhand(?:ing)? in my notice\b|\b(?:notice|quitting) (?:letter|email)\b/i],
  [
    'counter',
    /\bcounter[- ]?offer\b|\bcounter(?:ing)?\b(?=.*\$|.*\d\s?k\b)|\bnegotiat\w+ (?:the |my )?(?:offer|salary)\b/i,
  ],
  [
    'decline',
    /\b(?:declin\w+|turn(?:ing|ed)? down|say(?:ing)? no to|reject\w*)\b[^.?!]{0,40}\b(?:offer|role|position|job)\b|\b(?:offer|role|position|job)\b[^.?!]{0,60}\b(?:declin\w+|turn(?:ing)? (?:it )?down)\b/i,
  ],
  ['reference', /\b(?:reference|referee|recommendation letter|letter of recommendation)\b/i],
  [
    'raise',
    /\b(?:(?:a|my|the|for)\s+(?:pay\s+)?raise|pay rise|a rise|salary (?:increase|bump|review)|pay (?:increase|bump)|more money)\b/i,
  ],
  [
    'boundary',
    /\bafter[- ]hours\b|\b(?:won'?t|will not|not going to|no longer|stop)\s+(?:be\s+)?(?:answering|replying|responding|checking|answer|reply|respond|check)\b|\b(?:reply|respond|answer)\w*\b[^.?!]{0,40}\bnext (?:morning|day|working day)\b|\b(?:evenings?|weekends?|at night|\d{1,2}\s?pm)\b[^.?!]{0,40}\b(?:messages?|texts?|texting|emails?|slack|teams|calls?)\b|\b(?:texting|messaging|emailing|calling|pinging|slacking|texts|messages|emails|calls|pings) me\b[^.?!]{0,30}\b(?:at \d|night|evening|weekend)/i,
  ],
  [
    'thanks',
    /\bthank[- ]?you (?:note|e-?mail|message|letter|card)\b|\bthank(?:ing)? (?:her|him|them|my|the|a|an)\b|\bthanks? (?:note|e-?mail|message|letter)\b/i,
  ],
  [
    'follow-up',
    /\bfollow[- ]?up\b|\bchase\b|\bcheck(?:ing)? in\b|\bhaven'?t heard\b|\bheard nothing\b|\bno (?:reply|response|answer|word)\b|\bwent (?:quiet|silent)\b|\bgone (?:quiet|silent)\b|\bghost\w*/i,
  ],
  [
    'reconnect',
    /\b(?:former|old|ex-?|previous)\s+(?:colleague|co-?worker|teammate|boss|manager|team ?lead)\b|\bused to work with\b|\bworked together\b/i,
  ],
  [
    'cold',
    /\bcold (?:message|email|note|dm|outreach)\b|\bnever (?:met|spoken|talked)\b|\bdon'?t know (?:her|him|them)\b|\blinked ?in (?:message|note|dm|request)\b|\b(?:reach(?:ing)? out|connect(?:ion)? (?:request|note))\b/i,
  ],
];

/** A written thing is asked for (a message, an email, a letter, a note, a reply). */
const WRITTEN =
  /\b(?:e-?mails?|messages?|notes?|letters?|repl(?:y|ies)|dms?|texts?|inmails?|out[- ]of[- ]office|auto[- ]?reply)\b/i;

/** The draft the text asks for, read from the asking sentence first, then the rest. */
export function draftKindOf(sentence: string, whole: string): DraftKind | undefined {
  const s = clean(sentence);
  const w = clean(whole);
  const inAsk = KINDS.find(([, re]) => re.test(s))?.[0];
  if (inAsk === 'follow-up' && /\binterview|recruiter|applied|application\b/i.test(w))
    return 'follow-up';
  // "A thank-you email after my interview" thanks; "follow up after my interview" follows up.
  if (inAsk) return inAsk;
  return KINDS.find(([, re]) => re.test(w))?.[0];
}

// ——— The slots —————————————————————————————————————————————————————————————————————————

const HEADS =
  'vp|vice[- ]president|chief|officer|principal|head|director|manager|recruiter|colleague|co-?worker|teammate|professor|mentor|team|hr|founder|co-?founder|ceo|cto|cfo|coo|cpo|lead|boss|supervisor|partner|teacher|lecturer|tutor|client|employer|engineer|designer|analyst|talent partner|hiring manager|interviewer|contact|people team';

/** "a VP of Product", "my former manager", "the Head of Design", "an engineering director". */
const RECIPIENT = new RegExp(
  `\\b(?:to|with|ask(?:ing)?|tell(?:ing)?|email(?:ing)?|messag(?:e|ing)|thank(?:ing)?|for)\\s+(my|a|an|the|our)\\s+((?:(?:former|old|ex|previous|current|new|direct)[- ]\\s*)?(?:[\\w-]+\\s+){0,3}?(?:${HEADS})s?(?:\\s+of\\s+[A-Za-z][\\w&-]*(?:\\s+(?!(?:at|in|from|who|with|and|for|to|i)\\b)[A-Z][\\w&-]*)?)?)(?![\\w-])(?!\\s+(?:role|position|job|post|interview)s?\\b)`,
  'i',
);
const HR_TO =
  /\b(?:to|email(?:ing)?|message|tell(?:ing)?|ask(?:ing)?)\s+(hr|human resources|payroll|people ops)\b/i;

/** Words that cannot start a recipient's title ("a short", "a quick"). */
const NOT_TITLE =
  /^(?:short|quick|polite|formal|brief|nice|cold|linkedin|friendly|professional|good|simple)\s+/i;

/** Capitalised words that are not a first name. */
const NOT_NAME =
  /^(?:I|I'm|I'd|I've|It|The|A|An|And|But|So|My|We|They|She|He|Hi|Hello|Dear|Thanks|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|January|February|March|April|May|June|July|August|September|October|November|December|LinkedIn|Slack|Teams|HR|Can|Could|Would|Please|Write|Also|Just|Make)$/;

const ORG_AFTER =
  /^\s*,?\s*(?:who\s+(?:now\s+)?(?:works|is|leads|runs|heads)\s+)?(?:at|from|in|with)\s+(?:(a|an|the)\s+)?((?:[\w&.'-]+\s+){0,2}?[\w&.'-]+)(?=\s+(?:I|i'm|that|who|which|and|but|because|where|asking|about|to|for)\b|[.,;:!?\n]|$)/;

const MONEY = String.raw`(?:[$£€]\s?[0-9][0-9,]*(?:\.[0-9]+)?\s?(?:k|K)?\b|[0-9][0-9,]*(?:\.[0-9]+)?\s?(?:k|K)\b|[0-9][0-9,]{3,}\s?(?:dollars|pounds|euros|usd|gbp|eur)?)`;

const NUMBER_WORDS = 'one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|\\d+';

function firstMatch(text: string, res: RegExp[]): RegExpExecArray | undefined {
  for (const re of res) {
    const m = re.exec(text);
    if (m) return m;
  }
  return undefined;
}

/** "I took over test automation for the whole team", as the member wrote it. */
const DONE =
  /\bI(?:'ve| have)?\s+(?:also\s+|recently\s+|just\s+|now\s+|since\s+)?(?:been\s+)?(?:took over|taken over|running|leading|managing|covering|handling|run|lead|manage|cover|led|built|launched|delivered|redesigned|designed|shipped|migrated|cut|reduced|saved|grew|increased|doubled|halved|trained|mentored|automated|closed|won|created|set up|rolled out|organised|organized)\b[^.;!?\n]{3,110}/gi;

/** "mention that I led the payments migration", "add that I speak Spanish". */
const MENTION =
  /\b(?:mention|add|include|say|point out|put in|note|highlight)\s+(?:in\s+(?:it|there)\s+)?(?:that\s+)?(I\b[^.?!\n]{3,140}|my\s+[^.?!\n]{3,140})/i;

export function mentionsOf(turns: string[]): string[] {
  return turns
    .map((t) => MENTION.exec(clean(t))?.[1]?.trim())
    .filter((x): x is string => Boolean(x))
    .map((x) => upperFirst(x.replace(/\s*(?:too|as well|also|please)$/i, '').replace(/^i\b/, 'I')));
}

const AIM = [
  /\b(?:move|moving|get|getting|transition(?:ing)?|switch(?:ing)?|break(?:ing)?|pivot(?:ing)?|step(?:ping)?)\s+(?:in)?to\s+((?:[\w-]+\s+){0,3}?[\w-]+?)(?=\s+(?:roles?|jobs?|work|positions?)\b|\s+(?:and|but|so|because|from|at|with|,|one day|eventually|someday|soon|next)\b|[.,;:!?\n]|$)/i,
  /\blooking (?:for|at)\s+((?:[\w-]+\s+){0,3}?[\w-]+)\s+(?:roles?|jobs?|positions?|openings)\b/i,
];

/** The member's slots and the recipient's, from the conversation (newest message first). */
export function slotsOf(
  text: string,
  facts: Fact[],
  me: MemberProfile,
  turns: string[] = [],
): Slots {
  const t = clean(text);
  const s: Slots = { relation: 'other', done: [], warm: false, mentions: mentionsOf(turns) };
  // The recipient: their title, then what follows it (an organisation, a sector, a name).
  const r = RECIPIENT.exec(t);
  if (r?.[2]) {
    const title = r[2].replace(NOT_TITLE, '').trim();
    s.title = title;
    s.head = (
      new RegExp(`(?:${HEADS})s?(?:\\s+of\\s+.*)?$`, 'i').exec(title)?.[0] ?? title
    ).toLowerCase();
    const after = t.slice((r.index ?? 0) + r[0].length);
    // "my manager is called Denise", "my boss's name is Raj": a name, never an organisation.
    const called =
      /^\s*(?:'s name is|,?\s*(?:who is |who's )?(?:is |'s )?(?:called|named))\s+([A-Z][a-z]+)\b/.exec(
        after,
      )?.[1];
    const name = called ?? /^\s*,?\s*([A-Z][a-z]+)\b/.exec(after)?.[1];
    if (name && !NOT_NAME.test(name)) s.name = name;
    const org = called ? null : ORG_AFTER.exec(after);
    if (org?.[2]) {
      const word = org[2].replace(/[.'’]+$/, '');
      if (/^[A-Z]/.test(word) && !org[1]) s.org = word;
      else if (org[1] && /^(?:a|an)$/i.test(org[1])) s.sector = word;
      else if (/^[A-Z]/.test(word)) s.org = word;
    }
    if (/^(?:former|old|ex|previous)\b/i.test(title)) s.relation = 'former';
    else if (/\b(?:manager|boss|supervisor|lead)$/i.test(title) && /^(?:my|our)$/i.test(r[1] ?? ''))
      s.relation = /\bhiring\b/i.test(title) ? 'other' : 'manager';
    else if (/\bteam$/i.test(title) && /^(?:my|our)$/i.test(r[1] ?? '')) s.relation = 'team';
  } else if (HR_TO.test(t)) {
    s.title = 'HR';
    s.head = 'hr';
  }
  if (/\bnever (?:met|spoken|talked)\b|\bdon'?t know (?:her|him|them)\b|\bcold\b/i.test(t))
    s.relation = 'cold';
  if (/\b(?:used to work with|worked together|we worked)\b/i.test(t) && s.relation !== 'cold')
    s.relation = 'former';
  // A first name given elsewhere: "with Laura", "my manager Priya", "to Tom".
  if (!s.name) {
    const named = firstMatch(t, [
      /\b(?:with|to|email|message|thank)\s+([A-Z][a-z]+)\b(?!\s+[A-Z])/,
      /\b(?:manager|boss|recruiter|supervisor|professor|mentor|lead),?\s+([A-Z][a-z]+)\b/,
      /\b([A-Z][a-z]+),?\s+(?:the|my|our)\s+(?:hiring manager|recruiter|manager|boss)\b/,
      // "My manager is called Denise", "my boss's name is Raj".
      /\b(?:[Mm]y|[Oo]ur)\s+(?:line\s+)?(?:manager|boss|supervisor|team lead|lead|head teacher|headteacher|recruiter)(?:'s name is|\s+is\s+(?:called|named)|\s+(?:called|named))\s+([A-Z][a-z]+)\b/,
    ])?.[1];
    if (
      named &&
      !NOT_NAME.test(named) &&
      !facts.some((f) => f.kind !== 'person' && f.text === named)
    )
      s.name = named;
  }
  // The member: role, years, where they are going, what they did.
  s.role = me.role?.replace(/^(?:an?|the)\s+/i, '');
  s.years = me.years;
  const spent =
    /\b\d+\+?\s*(?:years?|yrs?)['’]?\s+(?:of\s+(?:experience\s+(?:in|with)\s+)?|experience\s+(?:in|with)\s+)([^,.;!?\n]{2,50}?)(?=\s*[,.;!?\n]|\s+(?:and\s+)?(?:looking|seeking|hoping|wanting|I|am|at|for|but|so)\b|$)/i.exec(
      t,
    )?.[1];
  if (spent && !/^(?:experience|work|working)$/i.test(spent.trim())) s.yearsOf = spent.trim();
  const place =
    /\b(?:roles?|jobs?|positions?|openings?|work)\s+(?:in|based in|around)\s+([A-Z][\w'-]+(?:\s+[A-Z][\w'-]+)?)/.exec(
      t,
    )?.[1];
  if (place) s.aimPlace = place;
  const aim = firstMatch(t, AIM)?.[1];
  if (aim && !/^(?:it|this|that|them|there|touch|contact|a call|work|the role|the job)$/i.test(aim))
    s.aim = aim.replace(/^(?:a|an|the)\s+/i, '');
  else if (me.target) s.aim = me.target;
  for (const m of t.matchAll(DONE)) {
    const line = m[0].replace(/^I\s+also\s+/i, 'I ').trim();
    if (!s.mentions.some((x) => x.includes(line.slice(2, 30))) && !s.done.includes(line))
      s.done.push(line);
  }
  // Applied for: "for the operations manager role", "for a master's programme in public health".
  const applied =
    /\b(?:for|applying to|applied to|applied for|applying for)\s+(?:the|a|an|this|that)\s+((?:(?!(?:for|to|at|a|an|the)\s)[\w'-]+\s+){0,3}?[\w'-]+\s+(?:role|position|job|post|programme|program|course|place|opening|internship))(\s+(?:in|at)\s+[\w &'-]{2,40}?)?(?=[.,;!?\n]|\s+(?:and|but|because|so|on|last|today|yesterday)\b|\s+\d|$)/i.exec(
      t,
    );
  if (applied?.[1]) {
    s.applied = applied[1].replace(/\s+(?:job|post|opening)$/i, ' role');
    const where = applied[2]?.trim();
    if (where && /^at\s+[A-Z]/.test(where)) s.appliedAt = where.replace(/^at\s+/, '');
    else if (where) s.applied = `${s.applied} ${where}`;
  }
  if (!s.appliedAt) {
    const at =
      /\b(?:role|position|job|offer|interview\w*)\s+(?:at|with|from)\s+([A-Z][\w&'-]*(?:\s+(?!I\b)[A-Z][\w&'-]*)?)/.exec(
        t,
      )?.[1];
    if (at) s.appliedAt = at;
  }
  // Money, each read from the words around it.
  const money = (re: RegExp) => re.exec(t)?.[1]?.replace(/\s+/g, '');
  s.current = money(
    new RegExp(
      String.raw`\b(?:i'?m on|i am on|i earn|earning|i make|i'?m paid|i get paid|my (?:current )?(?:salary|pay|base) is|currently (?:on|paid|earn\w*|making))\s+(?:about\s+|around\s+|only\s+)?(${MONEY})`,
      'i',
    ),
  );
  s.market = money(
    new RegExp(
      String.raw`\b(?:roles?|jobs?|positions?|market|others?|peers?|people)\b[^.;!?\n]{0,40}?\b(?:pay|paying|earn|get|is|are|rate is|average)\s+(?:around\s+|about\s+|roughly\s+|up to\s+|closer to\s+)?(${MONEY})`,
      'i',
    ),
  );
  s.wanted = money(
    new RegExp(
      String.raw`\b(?:i want|i'?d like|i would like|asking for|ask for|hoping for|aiming for|counter (?:at|with)|to get)\s+(?:about\s+|around\s+)?(${MONEY})`,
      'i',
    ),
  );
  s.offered = money(
    new RegExp(
      String.raw`\b(?:offered(?: me)?|offer (?:is|was|of)|they'?re offering)\s+(?:about\s+|around\s+)?(${MONEY})`,
      'i',
    ),
  );
  // Notice and last day.
  const notice = firstMatch(t, [
    new RegExp(
      `\\bnotice(?:\\s+period)?\\s+(?:is|of|will be|would be)\\s+((?:${NUMBER_WORDS})[- ](?:weeks?|months?))`,
      'i',
    ),
    new RegExp(`\\b((?:${NUMBER_WORDS})[- ](?:weeks?|months?))'?\\s+notice\\b`, 'i'),
  ])?.[1];
  if (notice)
    s.notice = notice
      .replace('-', ' ')
      .replace(
        /^(\S+) (week|month)$/i,
        (_, n, u) => `${n} ${u}${/^(?:one|1)$/i.test(n) ? '' : 's'}`,
      );
  s.lastDay =
    /\blast day\s+(?:would be|will be|is|to be|being)\s+(?:on\s+)?([^.,;!?\n]{3,30}?)(?=[.,;!?\n]|\s+(?:and|but|so)\b|$)/i.exec(
      t,
    )?.[1];
  // Away from … to …, and who covers.
  const away =
    /\b(?:off|away|out(?: of (?:the )?office)?|on (?:leave|holiday|vacation|annual leave))\s+(?:from\s+)?(\d{1,2}(?:st|nd|rd|th)?(?:\s+[A-Z][a-z]+)?|[A-Z][a-z]+\s+\d{1,2}(?:st|nd|rd|th)?)\s+(?:to|until|till|through|-|–)\s+(\d{1,2}(?:st|nd|rd|th)?(?:\s+[A-Z][a-z]+)?|[A-Z][a-z]+\s+\d{1,2}(?:st|nd|rd|th)?)/.exec(
      t,
    );
  if (away?.[1] && away[2]) s.away = { from: away[1], to: away[2] };
  const cover =
    /\b([A-Z][a-z]+)\s+(?:covers?|is covering|will cover|will be covering|handles?|will handle|is handling|takes?|will take)\s+(?:any\s+|all\s+|the\s+)?([^.;!?\n]{3,60}?)(?=[.;!?\n]|\s+(?:while|when|and)\b|$)/.exec(
      t,
    );
  if (cover?.[1] && !NOT_NAME.test(cover[1])) s.cover = { name: cover[1], what: cover[2] };
  // A boundary: where and when.
  s.channel = /\b(Slack|Teams|WhatsApp|email|e-mails?|emails|texts?|calls?|phone)\b/i.exec(t)?.[1];
  // "after 7pm" sets the boundary's hour; "at 10pm" is when the messages come, which the draft
  // names but does not take as the hour to stop at.
  const TIME = "(\\d{1,2}(?:[:.]\\d\\d)?\\s?(?:am|pm)|\\d{1,2}\\s?o'?clock|midnight)";
  s.hour = new RegExp(`\\b(?:after|past|from)\\s+${TIME}`, 'i').exec(t)?.[1];
  s.seenAt = new RegExp(`\\b(?:at|around|until|till)\\s+${TIME}`, 'i').exec(t)?.[1];
  // The interview's date and stage, and what was promised.
  const when =
    /\binterview\w*\b[^.;!?\n]{0,50}?\b(on (?:the )?\d{1,2}(?:st|nd|rd|th)?(?: of [A-Z][a-z]+)?|on (?:Monday|Tuesday|Wednesday|Thursday|Friday)|last (?:week|Monday|Tuesday|Wednesday|Thursday|Friday)|today|yesterday)/i.exec(
      t,
    )?.[1];
  s.when = when;
  s.stage = /\b(final|second|third|first|phone|panel|technical)[- ](?:round\s+)?interview\b/i
    .exec(t)?.[1]
    ?.toLowerCase();
  s.promised =
    /\b(?:said|told me|promised|mentioned)\s+(?:that\s+)?(?:i'?d|i would|i'?ll|i will|they'?d|they would|we'?d)\s+(?:hear|get|have)\s+(?:back\s+)?(?:an answer\s+|something\s+|news\s+)?(by [^.,;!?\n]{2,25}|within [^.,;!?\n]{2,25}|(?:this|next|in a) (?:week|few days))/i.exec(
      t,
    )?.[1];
  // The ask: "I'd like to ask if they know of any openings in their finance team".
  const ask =
    /\b(?:ask(?:ing)?|to ask)\s+(?:(?:her|him|them|if|whether)\s+)+((?:she|he|they)\s+.{3,140}?|(?:there|i)\s+.{3,140}?)(?=[.?!\n]|$)/i.exec(
      t,
    )?.[1];
  if (ask) s.ask = toThem(ask);
  const minutes = /\b(\d{1,2})\s*(?:-\s*)?(?:minutes?|mins?)\b/i.exec(t)?.[1];
  if (minutes) s.ask = s.ask ?? `${minutes} minutes`;
  if (
    /\b(?:accepted|taking|took|going with|signed)\b[^.;!?\n]{0,30}\b(?:another|other|different)\s+(?:role|offer|job|position)\b|\baccepted an offer\b/i.test(
      t,
    )
  )
    s.reason = 'other-role';
  else if (
    /\b(?:pay|salary|money|offer|compensation|package)\b[^.;!?\n]{0,20}\b(?:too low|low|not enough|below)\b|\blowball/i.test(
      t,
    )
  )
    s.reason = 'pay';
  const shared =
    /\b(?:worked|were|was)\s+(?:together\s+)?(?:at|in)\s+([A-Z][\w&'-]*(?:\s+(?!I\b)[A-Z][\w&'-]*)?)(?:\s+for\s+((?:\d+|one|two|three|four|five|six|a few|several)\s+(?:years?|months?)))?/.exec(
      t,
    );
  if (shared?.[1]) {
    s.sharedAt = shared[1];
    s.sharedFor = shared[2];
    if (s.relation === 'other') s.relation = 'former';
  }
  s.employer = me.company;
  s.pronoun = /\b(?:she|her)\b/i.test(t) ? 'her' : /\b(?:he|him)\b/i.test(t) ? 'him' : undefined;
  s.warm =
    /\bgood terms\b|\bkeep (?:the|a) door open\b|\bliked (?:the|them|the team|everyone)\b|\bstay in touch\b|\bburn\w* (?:a |any |the |my |that |this )?bridges?\b/i.test(
      t,
    );
  s.helped =
    /\bwho\s+((?:helped|supported|encouraged|taught|guided|coached|referred|introduced|pushed)\s+me\b[^.;!?\n]{3,90})/i.exec(
      t,
    )?.[1];
  return s;
}

/** "they know of openings in their team" → "you know of openings in your team". */
function toThem(text: string): string {
  return text
    .replace(/\b(?:she|he|they)(?:'d)\b/gi, 'you would')
    .replace(/\b(?:she|he|they)\b/gi, 'you')
    .replace(/\b(?:her|his|their)\b/gi, 'your')
    .replace(/\b(?:him|them)\b/gi, 'you')
    .replace(/\byou (?:knows|has|is)\b/gi, (m) =>
      m.replace(/knows/, 'know').replace(/has/, 'have').replace(/is/, 'are'),
    )
    .trim();
}

// ——— Writing ———————————————————————————————————————————————————————————————————————————

const a = (role: string) =>
  /(?:tion|ing|ics|ment|ance|ence|ship|work|design|support|sales|data)$/i.test(role) ||
  /^(?:an?|the)\s/i.test(role)
    ? role
    : withArticle(role);

/** "I took over test automation" as a sentence of its own. */
const sentence = (line: string) => `${upperFirst(line.trim().replace(/[.,;:!?\s]+$/, ''))}.`;

/** The recipient said in a lead ("the VP of Product", "your former manager", "Laura"). */
function whom(s: Slots): string | undefined {
  if (s.name) return s.name;
  if (!s.title) return undefined;
  if (s.relation === 'team') return 'your team';
  if (/^hr$/i.test(s.title)) return 'HR';
  return s.relation === 'manager' || s.relation === 'former' ? `your ${s.title}` : `the ${s.title}`;
}

function greet(s: Slots, formal = false): string {
  if (s.name) return `${formal ? 'Dear' : 'Hi'} ${s.name},`;
  if (s.relation === 'team') return 'Hi all,';
  if (/^hr$/i.test(s.title ?? '')) return 'Hello,';
  return formal ? 'Hello,' : 'Hi there,';
}

function compose(greeting: string, paragraphs: string[], name: string, close = 'Best,'): string {
  return [
    greeting,
    ...paragraphs.filter(Boolean).map((p) => `\n${p}`),
    `\n${close}${name ? `\n${name}` : ''}`,
  ]
    .join('\n')
    .trim();
}

/** Where the recipient is: "at Stripe", "in fintech", "at a health-tech startup". */
function whereOf(s: Slots): string | undefined {
  if (s.org) return `at ${s.org}`;
  if (!s.sector) return undefined;
  return /\b(?:startup|start-up|company|firm|agency|bank|business|charity|school|hospital|studio|consultancy|organisation|organization|brand|retailer|lab|group|network|trust|practice|chain|platform|fund|insurer|manufacturer|publisher|nonprofit|non-profit|university|council)$/i.test(
    s.sector,
  )
    ? `at ${withArticle(s.sector)}`
    : `in ${s.sector}`;
}

/** What the member did, and what they asked to mention, as sentences. */
const doneLines = (s: Slots) => [...s.done, ...s.mentions].map(sentence);

function nameQuestion(s: Slots, who: string, formal = false): string {
  const written = greet(s, formal).replace(/,$/, '');
  return `What is ${who}'s first name? "${written}" is the one line I could not make theirs, and a name reads warmer.`;
}

function cold(s: Slots, name: string): WrittenDraft {
  const where = whereOf(s);
  const hiring = /\b(?:hiring manager|recruiter|talent|hr)\b/i.test(s.title ?? '');
  const me = s.role
    ? `I'm ${a(s.role)}${s.years ? ` with ${s.years} ${s.yearsOf ? `of ${s.yearsOf}` : 'of experience'}` : ''}`
    : undefined;
  const aimed = s.aim
    ? hiring
      ? `looking for ${s.aim}${/\b(?:roles?|jobs?|work)$/i.test(s.aim) ? '' : ' roles'}${s.aimPlace ? ` in ${s.aimPlace}` : ''}`
      : `working towards a move into ${s.aim}`
    : undefined;
  const intro = me
    ? `${me}${aimed ? `${s.yearsOf ? ',' : ''} ${aimed}` : ''}.`
    : aimed
      ? `I'm ${aimed}.`
      : undefined;
  const why = hiring
    ? where
      ? `I'm reaching out because I'd like to work ${where}, and I think my experience fits what your team does.`
      : undefined
    : s.title
      ? `Your path to ${s.title.replace(/^(?:an?|the)\s+/i, '')}${where ? ` ${where}` : ''} is the kind I'd like to learn from.`
      : undefined;
  const minutes = s.ask && /^\d+ minutes$/.test(s.ask) ? s.ask : '15 minutes';
  const view =
    s.aim && s.role
      ? `what helps someone make the move from ${s.role} into ${s.aim}`
      : s.aim
        ? `what it takes to move into ${s.aim}`
        : 'how you got to where you are';
  const request = hiring
    ? `Would you be open to a short call, or could you point me to the right person if your team is hiring${s.aim ? ` for ${s.aim}${/\b(?:roles?|jobs?|work)$/i.test(s.aim) ? '' : ' roles'}` : ''}?`
    : s.ask && !/^\d+ minutes$/.test(s.ask)
      ? `I'm writing to ask whether ${s.ask}.`
      : `Would you be open to a ${minutes.replace(' minutes', '-minute')} call in the next few weeks? I'd especially value your view on ${view}.`;
  const text = compose(
    greet(s),
    [
      [intro, why].filter(Boolean).join(' '),
      doneLines(s)
        .slice(-1)
        .map((l) => `Most recently, ${l.charAt(0) === 'I' ? l : l}`)
        .join(''),
      `${request} No worries if the timing doesn't suit.`,
    ],
    name,
  );
  const who = whom(s);
  return {
    kind: 'cold',
    lead: `Here is a short note${who ? ` to ${who}` : ''}, built from what you told me:`,
    text,
    use: 'On LinkedIn a connection note only holds a few hundred characters: if it is cut off, send the request with the first two sentences and the rest once they accept.',
    question: !s.role
      ? 'What do you do now, in a few words? That line is what makes a stranger answer.'
      : hiring && !s.org
        ? 'Which company is it? With its name the note can say why them, and that is what gets a hiring manager to reply.'
        : `Is there one thing of ${s.pronoun === 'her' ? 'hers' : s.pronoun === 'him' ? 'his' : 'theirs'} you have read, heard or used (a talk, a post, a product) that we could name in the first line?${s.name ? '' : ` That, and ${s.pronoun ?? 'their'} first name, are what make it unmistakably for ${s.pronoun ?? 'them'}.`}`,
  };
}

function followUp(s: Slots, name: string): WrittenDraft {
  const role = s.applied ? `the ${s.applied.replace(/^(?:the|a|an)\s+/i, '')}` : 'the role';
  const at = s.appliedAt ?? s.org;
  const interview = `${s.stage ? `${s.stage} ` : ''}interview for ${role}${at ? ` at ${at}` : ''}${s.when && !/^(?:today|yesterday)$/i.test(s.when) ? ` ${s.when}` : ''}`;
  const promised = s.promised
    ? ` You mentioned I'd hear ${s.promised}, so I wanted to check in.`
    : '';
  const text = compose(
    greet(s),
    [
      `I hope you're well. I'm following up on my ${interview}.${promised}`,
      `I enjoyed the conversation and I'm still very interested in the role. Could you let me know where things stand, and when I might hear about next steps?`,
      'Thanks for your help with this.',
    ],
    name,
  );
  return {
    kind: 'follow-up',
    lead: `Here is the follow-up${whom(s) ? ` to ${whom(s)}` : ''}, built from what you told me:`,
    text,
    use: 'Send it on a weekday morning. If another week passes with no reply, one last short nudge, then put your energy into your other applications: silence is usually slow process, not a verdict.',
    question: !s.applied
      ? 'Which role was the interview for? Naming it helps a recruiter with many openings find your file at once.'
      : !s.name
        ? nameQuestion(s, 'the recruiter')
        : 'Apart from this one, what else is in your pipeline right now?',
  };
}

function raise(s: Slots, name: string): WrittenDraft {
  const tenure = s.years
    ? `In my ${s.years.replace(/^(\d+)\s*years?$/, '$1 years')} here${s.role ? ` as ${a(s.role)}` : ''}`
    : s.role
      ? `As ${a(s.role)} here`
      : undefined;
  const work = doneLines(s);
  const grown = tenure
    ? `${tenure}, my role has grown.${work.length ? ` ${work.join(' ')}` : ''}`
    : work.join(' ');
  const target = s.wanted ?? s.market;
  const figures = s.current
    ? `I'm currently on ${s.current}${s.market ? `, and similar roles pay around ${s.market}` : ''}. ${target ? `I'd like to ask for an increase to ${target}.` : "I'd like to ask for an increase that brings my pay in line with the role I'm doing now."}`
    : target
      ? `Similar roles pay around ${s.market ?? target}, and I'd like to ask for an increase to ${target}.`
      : "I'd like to ask for an increase that reflects the role I'm doing now.";
  const text = compose(
    greet(s),
    [
      "I'd like to set up some time to talk about my salary.",
      grown,
      figures,
      'Could we find 30 minutes over the next two weeks? I can bring a short summary of the results to the conversation.',
    ],
    name,
  );
  return {
    kind: 'raise',
    lead: `Here is the email${whom(s) ? ` to ${whom(s)}` : ' to your manager'}, built from your figures and your work:`,
    text,
    use: 'Use it to book the conversation, then make the case in person with one page of results and the market figure: a number agreed in a meeting sticks better than one argued by email.',
    question:
      !s.market && !s.wanted
        ? 'What do similar roles pay where you are? With a market figure the email can ask for a number, not just "an increase".'
        : !work.length
          ? 'What is one result from the last year with a number in it (time saved, money earned, work taken over)? It is the line that carries the ask.'
          : !s.name
            ? nameQuestion(s, 'your manager')
            : 'When are pay decisions made where you work? Sending this a few weeks before that date gives the answer room to be yes.',
  };
}

function resign(s: Slots, name: string): WrittenDraft {
  const role = s.role ? `my position as ${s.role}` : 'my position';
  const at = s.employer && s.employer !== s.name ? s.employer : undefined;
  const period = s.notice?.replace(/^(\S+)\s+(week|month)s?$/i, '$1-$2');
  const timing = s.lastDay
    ? period
      ? `In line with my ${period} notice period, my last day will be ${s.lastDay}.`
      : `My last day will be ${s.lastDay}.`
    : period
      ? `I'll work my ${period} notice period, and I'm happy to agree the exact last day with you.`
      : "I'll work my full notice period, and I'm happy to agree the exact last day with you.";
  const text = compose(
    greet(s, true),
    [
      `Please accept this as formal notice of my resignation from ${role}${at ? ` at ${at}` : ''}. ${timing}`,
      `Thank you for the support and the opportunities I've had here${s.warm ? "; I've valued working with you and the team, and I'd like to leave things in good shape" : ''}.`,
      "Over the coming weeks I'll make sure the handover is thorough: open work, key contacts and where everything lives.",
    ],
    name,
    'Kind regards,',
  );
  return {
    kind: 'resign',
    lead: `Here is your resignation letter${whom(s) ? ` to ${whom(s)}` : ''}:`,
    text,
    use: 'Tell your manager in person or on a call first, then send this the same day, so the date is on record and nobody hears it second-hand.',
    question: !s.lastDay
      ? s.notice
        ? `What date does your ${period} notice end on? Putting the exact last day in the letter avoids any argument later.`
        : 'How much notice does your contract ask for, and what would your last day be?'
      : !s.name
        ? nameQuestion(s, 'your manager', true)
        : 'When will you tell them in person, before you send it?',
  };
}

function decline(s: Slots, name: string): WrittenDraft {
  const role = s.applied
    ? `the ${s.applied.replace(/^(?:the|a|an)\s+/i, '')}`
    : s.role
      ? `the ${s.role} role`
      : undefined;
  const at = s.appliedAt ?? s.org;
  const thanks = `Thank you for offering me ${role ?? 'the role'}${at ? ` at ${at}` : ''}, and for the time you and the team gave me through the process.`;
  const why =
    s.reason === 'other-role'
      ? "After a lot of thought, I've decided to decline: I've accepted another role that is a closer fit for where I want to go next."
      : s.reason === 'pay'
        ? "After a lot of thought, I've decided to decline: the package doesn't quite work for me at this stage."
        : "After a lot of thought, I've decided to decline; it wasn't an easy decision.";
  const text = compose(
    greet(s),
    [
      thanks,
      why,
      s.warm
        ? "I really enjoyed meeting the team, and I'd be glad to stay in touch; I hope our paths cross again."
        : "I'd be glad to stay in touch, and I hope our paths cross again.",
    ],
    name,
  );
  return {
    kind: 'decline',
    lead: `Here is the reply declining the offer${whom(s) ? `, to ${whom(s)}` : ''}:`,
    text,
    use:
      s.reason === 'pay'
        ? 'Send it within a day of deciding. If pay is all that stands between you, it is worth one call to ask whether there is room before you send it: a no often starts a new number.'
        : 'Send it within a day of deciding, so they can go to their next candidate; a warm no is remembered when the next opening comes up.',
    question:
      !at && !role
        ? 'Which company and role is it for? Naming them makes the thanks read as meant.'
        : !s.name
          ? nameQuestion(s, 'the hiring manager')
          : 'Is there anyone else in the process (a recruiter, a future teammate) you would like to thank too?',
  };
}

function reference(s: Slots, name: string): WrittenDraft {
  const academic =
    /\b(?:professor|lecturer|teacher|tutor|supervisor)\b/i.test(s.title ?? '') &&
    /\b(?:programme|program|course|master|phd|degree|university|school)\b/i.test(s.applied ?? '');
  const applying = s.applied
    ? `I'm applying for ${withArticle(s.applied.replace(/^(?:the|a|an)\s+/i, ''))}${s.appliedAt ? ` at ${s.appliedAt}` : ''}`
    : "I'm applying for my next role";
  const where = s.sharedAt ?? (s.relation === 'former' ? s.org : undefined);
  const shared = where
    ? `You saw my work closely${s.sharedFor ? ` during our ${s.sharedFor} together` : ''} at ${where}, so your view would carry real weight.`
    : academic
      ? 'You know my work from your classes better than anyone, so your view would carry real weight.'
      : 'You know my work well, so your view would carry real weight.';
  const text = compose(
    greet(s),
    [
      `I hope you're well. ${applying}, and I'd be grateful if you would ${academic ? 'write a reference' : 'act as a reference'} for me. ${shared}`,
      `If you're happy to, I'll send you ${academic ? 'the programme details and a few notes on the work I did with you' : 'the job description and a few notes on the work we did together'}, so it takes as little of your time as possible.`,
      "Thank you either way; I'd completely understand if the timing doesn't work.",
    ],
    name,
  );
  return {
    kind: 'reference',
    lead: `Here is the request${whom(s) ? ` to ${whom(s)}` : ''}, built from what you told me:`,
    text,
    use: 'Ask before you give their name to anyone, and when they say yes, send the notes the same day: referees write better references when they are reminded what you did.',
    question: !s.applied
      ? 'What are you applying for? One line on it lets them say yes knowing what they are vouching for.'
      : !s.name
        ? nameQuestion(s, whom(s)?.replace(/^your\s+/, 'your ') ?? 'their')
        : 'When does the reference need to be in? Adding the date helps them plan.',
  };
}

function boundary(s: Slots, name: string, stance: string | undefined): WrittenDraft {
  const team = s.relation === 'team';
  const channel = s.channel
    ? /^whatsapp$/i.test(s.channel)
      ? 'WhatsApp'
      : /^(?:slack|teams)$/i.test(s.channel)
        ? upperFirst(s.channel)
        : s.channel.toLowerCase()
    : undefined;
  const rule = stance
    ? `${sentence(stance.replace(/\s+(?:any ?more|from now on)$/i, ''))}`
    : `From now on I won't be answering ${channel ?? 'messages'}${s.hour ? ` after ${s.hour}` : ' in the evening'}.`;
  const opener = team
    ? `A quick change to how I work${rule.startsWith('From now on') ? ':' : ': from now on,'} ${team && !rule.startsWith('From now on') ? lowerFirst(rule) : lowerFirst(rule.replace(/^From now on /, 'from now on '))}`
    : `I wanted to flag one thing about ${channel && /^texts?$/i.test(channel) ? 'texts' : 'messages'} in the evening${(s.seenAt ?? s.hour) ? ` (around ${s.seenAt ?? s.hour})` : ''}. ${rule}`;
  const text = compose(
    greet(s),
    [
      opener,
      `Anything that comes in ${s.hour ? `after ${s.hour}` : 'after working hours'} I'll pick up first thing the next morning. If something is genuinely urgent and can't wait, please call me.`,
      team
        ? 'Thanks for understanding: it means I can give you my full attention during the day.'
        : 'It helps me stay sharp for the day; does that work for you?',
    ],
    name,
  );
  return {
    kind: 'boundary',
    lead: `Here is the message${whom(s) ? ` to ${whom(s)}` : ''}, built from what you told me:`,
    text,
    use: 'Then keep to it: the first few evenings you do not reply are what make the rule real. Mute the app after hours so the habit does not rest on willpower.',
    question: team
      ? 'What should count as urgent enough to call you? Saying it once saves a lot of guessing later.'
      : !s.name
        ? nameQuestion(s, 'your manager')
        : 'What would count as urgent enough for a call? Agreeing that with them keeps the rule from being tested every week.',
  };
}

const lowerFirst = (x: string) => (/^I\b/.test(x) ? x : x.charAt(0).toLowerCase() + x.slice(1));

function dayAfter(day: string): string | undefined {
  const m = /^(\d{1,2})(?:st|nd|rd|th)?\s+([A-Z][a-z]+)$/.exec(day);
  if (!m?.[1] || !m[2]) return undefined;
  const d = Number(m[1]);
  return d < 28 ? `${d + 1} ${m[2]}` : undefined;
}

function ooo(s: Slots, name: string): WrittenDraft {
  const to = s.away?.to;
  const from =
    s.away?.from && to && /^\d+$/.test(s.away.from) && /\s[A-Z]/.test(to)
      ? s.away.from
      : s.away?.from;
  const back = to ? dayAfter(to) : undefined;
  const cover = s.cover
    ? `For ${s.cover.what ? `urgent ${s.cover.what.replace(/^(?:urgent|any|all)\s+/i, '')}` : 'anything urgent'}, please contact ${s.cover.name}.`
    : undefined;
  const text = compose(
    'Hello,',
    [
      `Thank you for your email. I'm out of the office${from && to ? ` from ${from} to ${to}` : ''}, with limited access to email.`,
      [
        cover,
        `${cover ? 'For everything else, ' : ''}I'll reply when I'm back${back ? ` on ${back}` : ''}.`,
      ]
        .filter(Boolean)
        .join(' ')
        .replace(/For everything else, I/, 'For everything else, I'),
    ],
    name,
  );
  return {
    kind: 'ooo',
    lead: 'Here is your out-of-office reply:',
    text,
    use: 'Set it to reply once per sender, and tell the person covering for you before you switch it on.',
    question: !s.away
      ? 'Which dates are you away? With them the reply can say when people will hear back.'
      : s.cover
        ? `Do you want ${s.cover.name}'s email address in it? Put it right after the name so people can reach them in one click.`
        : 'Who can people contact for something urgent while you are away? One name there saves a lot of chasing.',
  };
}

function gerund(verb: string): string {
  const v = verb.toLowerCase();
  if (v.endsWith('ed')) {
    const base = v.replace(/ied$/, 'y').replace(/ed$/, '');
    if (/(?:courag|guid|introduc)$/.test(base)) return `${base}ing`;
    return `${base.replace(/(?:e)$/, '')}ing`;
  }
  if (v === 'taught') return 'teaching';
  return v;
}

function thanks(s: Slots, name: string, whole: string): WrittenDraft {
  const interview = /\binterview/i.test(whole);
  if (interview) {
    const role = s.applied ? `the ${s.applied.replace(/^(?:the|a|an)\s+/i, '')}` : 'the role';
    const at = s.appliedAt ?? s.org;
    const text = compose(
      greet(s),
      [
        `Thanks again for meeting with me ${/\btoday\b/i.test(whole) ? 'today' : /\byesterday\b/i.test(whole) ? 'yesterday' : ''} about ${role}${at ? ` at ${at}` : ''}.`.replace(
          /\s{2,}/g,
          ' ',
        ),
        `I enjoyed the conversation, and it left me even more interested in the role.${doneLines(s).length ? ` ${doneLines(s).at(-1)}` : ''}`,
        "If there's anything else you need from me, I'm happy to send it over.",
      ],
      name,
    );
    return {
      kind: 'thanks',
      lead: `Here is the thank-you note${whom(s) ? ` to ${whom(s)}` : ''}:`,
      text,
      use: 'Send it the same day or the next morning, and keep it this short: it is a courtesy, not a second interview.',
      question:
        `What was one thing ${s.name ?? 'they'} said in the interview that stuck with you? One line on it makes the note ${s.name ? 'hers or his' : 'theirs'}, not anyone's.`.replace(
          'hers or his',
          'theirs',
        ),
    };
  }
  const helped = s.helped
    ? s.helped.replace(/^(\w+)\s+me\b/i, (_, v: string) => `${gerund(v)} me`)
    : undefined;
  const text = compose(
    greet(s),
    [
      helped
        ? `I wanted to say a proper thank you for ${helped}.`
        : 'I wanted to say a proper thank you for your help.',
      'Your advice made a real difference, and I will keep passing it on.',
      "I'll keep you posted on how it goes, and if I can ever return the favour, just ask.",
    ],
    name,
  );
  return {
    kind: 'thanks',
    lead: `Here is the thank-you note${whom(s) ? ` to ${whom(s)}` : ''}:`,
    text,
    use: 'A specific line beats a warm general one: name the advice or the moment that made the difference.',
    question:
      'What is one piece of their advice you actually used? Naming it is what makes a thank-you stay with someone.',
  };
}

function counter(s: Slots, name: string): WrittenDraft {
  const role = s.applied
    ? `the ${s.applied.replace(/^(?:the|a|an)\s+/i, '')}`
    : s.role
      ? `the ${s.role} role`
      : 'the role';
  const at = s.appliedAt ?? s.org;
  const basis = [
    s.years ? `my ${s.years} of experience` : undefined,
    s.market || /\bmarket\b/i.test(s.ask ?? '')
      ? 'what similar roles pay'
      : 'what similar roles pay',
  ]
    .filter(Boolean)
    .join(' and ');
  const text = compose(
    greet(s),
    [
      `Thank you for the offer for ${role}${at ? ` at ${at}` : ''}; I'm excited about it and about the team.`,
      s.wanted
        ? `Based on ${basis}, I was hoping for a base salary of ${s.wanted}${s.offered ? ` rather than ${s.offered}` : ''}. Is there flexibility to get closer to that figure?`
        : `Based on ${basis}, I was hoping for a higher base salary. Is there flexibility there?`,
      "I'm keen to make this work and to get started.",
    ],
    name,
  );
  return {
    kind: 'counter',
    lead: 'Here is the counter-offer email, built from your figures:',
    text,
    use: 'Name the number once and stop: no apology, no long justification. If base is fixed, ask about a sign-on bonus or an earlier review.',
    question: s.wanted
      ? 'What is the lowest figure you would still accept? Decide it before they reply.'
      : 'What figure do you want to ask for? With it the email can name a number, which is what moves an offer.',
  };
}

function reconnect(s: Slots, name: string): WrittenDraft {
  const me = s.role
    ? `I'm ${a(s.role)}${s.aim ? ` looking to move into ${s.aim}` : ' looking for my next role'}`
    : undefined;
  const ask =
    s.ask && !/^\d+ minutes$/.test(s.ask)
      ? `I'm writing to ask whether ${s.ask}.`
      : 'Would you be up for a 20-minute call in the next few weeks? I would really value your perspective.';
  const text = compose(
    greet(s),
    [
      `It's been a while since we worked together, and I hope things ${s.org ? `at ${s.org}` : ''} are going well.`.replace(
        /\s{2,}/g,
        ' ',
      ),
      [
        me ? `${me}.` : undefined,
        doneLines(s).at(-1) ? `Most recently, ${lowerFirst(doneLines(s).at(-1) ?? '')}` : undefined,
        ask,
      ]
        .filter(Boolean)
        .join(' '),
      'No pressure at all, and either way it would be good to catch up.',
    ],
    name,
  );
  return {
    kind: 'reconnect',
    lead: `Here is the message${whom(s) ? ` to ${whom(s)}` : ''}, built from what you told me:`,
    text,
    use: 'Send your CV only if they ask for it: the first message is about the conversation, the second about the job.',
    question: !s.name
      ? 'What is their first name, and is there one project you did together we could mention? That line is what makes them smile when they read it.'
      : 'Is there one project you did together we could mention? That line is what makes them smile when they read it.',
  };
}

/** The member's own words for a boundary ("I won't be answering Slack after 6pm"). */
function stanceOf(text: string): string | undefined {
  const m =
    /\b(?:saying|say|explaining|explain|telling (?:them|her|him|my team)|tell (?:them|her|him|my team)|letting (?:them|her|him) know)\s+(?:that\s+)?(I(?:'ll|'m| will| won'?t| am| no longer| can'?t)\b[^.;!?\n]{3,120})/i.exec(
      clean(text),
    );
  return m?.[1];
}

/**
 * The written draft the conversation asks for, built from its slots; undefined when it is not one
 * of the kinds above (the caller's own paths then write it).
 */
export function writtenDraft(
  sentence: string,
  text: string,
  facts: Fact[],
  me: MemberProfile,
  name: string,
  turns: string[] = [],
  /** The member already asked for words to send ("draft what I'd say"): no noun need name them. */
  asked = false,
): WrittenDraft | undefined {
  if (!asked && !WRITTEN.test(sentence) && !WRITTEN.test(text)) return undefined;
  const kind = draftKindOf(sentence, text);
  if (!kind) return undefined;
  const s = slotsOf(text, facts, me, turns);
  switch (kind) {
    case 'cold':
      // "Reach out to my manager" is not a note to a stranger; a former colleague is reconnected.
      if (s.relation === 'former') return reconnect(s, name);
      if (s.relation === 'manager' || s.relation === 'team') return undefined;
      return cold(s, name);
    case 'follow-up':
      // A follow-up after an interview or an application; a follow-up after a chat is a thanks.
      return /\binterview|recruiter|applied|application|hiring\b/i.test(text)
        ? followUp(s, name)
        : thanks(s, name, text);
    case 'raise':
      return raise(s, name);
    case 'resign':
      return resign(s, name);
    case 'decline':
      return decline(s, name);
    case 'reference':
      return reference(s, name);
    case 'boundary':
      return boundary(s, name, stanceOf(text));
    case 'ooo':
      return ooo(s, name);
    case 'thanks':
      return thanks(s, name, text);
    case 'counter':
      return counter(s, name);
    case 'reconnect':
      return reconnect(s, name);
    default:
      return undefined;
  }
}
