import { questionsOf, toYou } from './asks.js';

/**
 * Questions that ask for INFORMATION rather than a plan, and posts that open a discussion.
 *
 * "Why do companies repost a job?", "is it normal that HR takes three weeks?", "what does
 * 'under review' mean?", "how does a background check work?", "do employers usually call
 * references?", "is a certificate worth it?", "what are my chances?": a coach answers these with
 * what is typical and why, first, then at most two steps and one question. A list of actions in
 * place of the answer reads as not having listened.
 *
 * "Anyone else getting texts about jobs they never applied for?", "what's your experience with
 * four-day weeks?", "how did you move past your first job?": the member opens a discussion. A coach
 * engages with the topic (what is common, one view) and asks what they want from it; no step list.
 */

export type InfoKind =
  | 'why'
  | 'flag'
  | 'wrong'
  | 'normal'
  | 'meaning'
  | 'how-works'
  | 'usual'
  | 'worth'
  | 'chances'
  | 'can';

const clean = (s: string) =>
  s
    .replace(/[“”"*_]/g, '')
    .replace(/\s+/g, ' ')
    .trim();

/** Each form of an informational question, tried on the subject line and question sentences. */
const INFO_FORMS: Array<[InfoKind, RegExp]> = [
  [
    'meaning',
    /\bwhat (?:does|do|did) (?:it|this|that|they|[\w' ]{1,40}) (?:mean|signal|indicate)\b/i,
  ],
  ['meaning', /\bwhat(?:'s| is) the meaning of\b|\bis (?:this|that|it) a (?:good|bad) sign\b/i],
  [
    'how-works',
    /\bhow (?:does|do|did) (?!i\b|we\b|you\b)[\w' ]{1,40} (?:work|happen|get decided)\s*\??$/i,
  ],
  [
    'how-works',
    /\bhow long (?:does|do|will|should) (?:it|this|that|the|a|an|they|companies|employers)\b/i,
  ],
  [
    'why',
    /^(?:so\s+|but\s+)?why (?:do|does|did|would|are|is|was|were|can't|don't|doesn't|won't|should) (?!i\b)/i,
  ],
  // Whether something that happened is a warning sign, or whether they themselves were in the
  // wrong: a judgement of one event, not a question of what is common or allowed.
  [
    'flag',
    /\b(?:is|was|are|were) (?:it|this|that|these|they|he|she) (?:a )?(?:red flags?|weird|strange|odd|sketchy|shady|suspicious|unusual|unprofessional|a bad sign)\b|\bred flags?\s*\??$/i,
  ],
  [
    'wrong',
    // "Was I in the wrong?" judges their own act; "am I wrong to expect a reply?" asks what is usual.
    /\bwas i (?:in the )?wrong\b|\bam i in the wrong\b|\bam i overthinking\b|\bdid i (?:step on|overstep)\b/i,
  ],
  [
    'normal',
    /\bis (?:it|this|that) (?:normal|common|typical|usual|standard|legal|allowed)\b|\bis it normal (?:for|that|to)\b|\bhow (?:common|normal|typical) is\b/i,
  ],
  [
    'usual',
    /\b(?:do|does|will|would|can) (?:companies|employers|recruiters|hiring managers|managers|hr|jobs|interviewers|they|most people|people) (?:usually|normally|typically|generally|actually|really|even|ever|still|check|care|look|call|see|notice|read|know|hire|accept|expect|pay|consider)\b/i,
  ],
  [
    'worth',
    /\b(?:is|was|would) (?:it|this|that|[\w-]{1,20}(?: [\w-]{1,20}){0,2}) (?:really |even |still )?worth\b/i,
  ],
  [
    'how-works',
    /\bwhat (?:to|should i|can i) expect\b|\bwhat (?:are|is|will be) the next steps?\b/i,
  ],
  [
    'normal',
    /\b(?:was|am) i (?:too|being) (?:pushy|rude|unprofessional|demanding|dramatic|petty|sensitive|impatient)\b/i,
  ],
  [
    'normal',
    /\bis it (?:bad|wrong|rude|unprofessional|okay|ok|fine|acceptable|appropriate|frowned upon) (?:to|that|if|for)\b|\bam i (?:wrong|crazy|overreacting|overthinking|being unreasonable|in the wrong)\b|\b(?:a )?red flags?\b/i,
  ],
  [
    'worth',
    /\bis (?:\w+ ){0,3}a (?:good|bad|smart|reliable|decent|stable) (?:job|career|idea|choice|move|path|option|field)\b/i,
  ],
  [
    'chances',
    /\bwill (?:anyone|anybody|employers|companies|they) (?:\w+ )?(?:hire|take|want|accept)\b|\bam i (?:unhireable|unemployable)\b/i,
  ],
  [
    'can',
    // "Can I …" is a rules question only when it asks leave to act; "can I afford / manage / live
    // on …" asks about the member's own means, which the rules do not settle (their figures do).
    /^(?:so\s+|but\s+)?(?:can|could|may|am i able to|is it (?:legal|allowed) (?:for|to)) (?:i(?!\s+(?:really\s+|actually\s+|still\s+|even\s+|realistically\s+)?(?:afford|manage|cope|live on|survive on|get by|make ends meet|make it work|cover|pay for|stretch|handle|save|budget)\b)|my employer|my boss|my manager|they|an employer|a company|employers|companies|hr)\b/i,
  ],
  [
    'chances',
    /\bwhat are (?:my|the) (?:chances|odds)\b|\b(?:do|would) i (?:even )?(?:have|stand) a chance\b|\bam i (?:likely|going) to (?:get|be)\b|\bwill (?:i|they|this|it) (?:likely |still |ever )?(?:get|be|look|hurt|affect|matter)\b|\bdoes (?:it|this|that) (?:matter|look bad|hurt)\b/i,
  ],
];

/** Forms that ask for a plan of one's own: with one of these, the message is a request for action. */
const OWN_ACTION =
  /\b(?:should i|what should i|how (?:do|can|should) i|what (?:do|can) i do|help me|what would you do|any advice on how)\b/i;

/**
 * "Is it worth pushing for more?", "is it worth applying?": whether to take an action of one's own,
 * a decision like "should I…". Only an investment ("is it worth doing a master's?", "a
 * certificate", "paying for a job board") is answered with what makes one pay back.
 */
const OWN_WORTH =
  /\b(?:is|was|would|will) it (?:be )?(?:really |even |still )?worth (?:it to \w+|\w+ing)\b/i;
const INVESTMENT =
  /\b(?:course|class(?:es)?|certificat\w*|certs?|degree|master'?s|mba|phd|bootcamp|diploma|qualification|licen[cs]e|school|college|uni(?:versity)?|program(?:me)?|training|tuition|pay(?:ing)? for|buy(?:ing)?|spend(?:ing)?|invest(?:ing)?|subscri\w+|membership|premium)\b/i;

const ownWorth = (s: string) => OWN_WORTH.test(s) && !INVESTMENT.test(s);

/** Words that ask for help with one's own situation. */
const HELP =
  /\b(?:advice|advise|help|tips?|suggestions?|recommend(?:ations?)?|guidance|what (?:do|can|should) i|need|please)\b/i;

/**
 * The informational form of the member's question, or undefined when they ask for a plan of their
 * own ("should I…", "how do I…") before or instead of information. `alsoAdvice`: another sentence
 * asks for help with their own next step too.
 */
/**
 * "What does that even mean?" about a word the member quoted ("she said I need more 'visibility'"):
 * the question with the word in place of the pronoun, so the answer can say what it asks about.
 */
function withTerm(question: string, text: string): string {
  if (!/^what does (?:that|it|this) (?:even |actually |really )?mean\b/i.test(question))
    return question;
  const term = /(?:^|[\s(])['"“‘]([^'"“”‘’\n]{3,40})['"”’](?=[\s.,!?)]|$)/.exec(text)?.[1];
  return term ? `What does ‘${term}’ mean?` : question;
}

export function infoAsk(
  text: string,
): { kind: InfoKind; question: string; alsoAdvice: boolean } | undefined {
  // A first line is a subject when something follows it (a post's title) or when it is one
  // sentence; a chat message of several sentences on one line is a story, not a subject, and
  // quoting it whole as "the question" says the message back instead of answering it.
  const firstLine = (text.split('\n')[0] ?? '').trim();
  const oneSentence = firstLine.split(/(?<=[.!?])\s+(?=[A-Z])/).length <= 1;
  const subject = text.trim().includes('\n') || oneSentence ? firstLine : '';
  const sentences = [subject, ...questionsOf(text)].map(clean).filter(Boolean);
  const first = sentences.find((s) => /\?$/.test(s) || s === clean(subject));
  for (const s of sentences) {
    if (s.length > 240) continue;
    // "Should I follow up, and how long does it usually take?" asks for action first.
    if ((OWN_ACTION.test(s) || ownWorth(s)) && s === first) return undefined;
    for (const [kind, form] of INFO_FORMS) {
      if (kind === 'worth' && ownWorth(s)) continue;
      if (form.test(s) && (/\?$/.test(s) || s === clean(subject))) {
        // "Why would they call me? Any advice for the interview?" wants both.
        const alsoAdvice = sentences.some((o) => o !== s && (OWN_ACTION.test(o) || HELP.test(o)));
        return { kind, question: withTerm(s, text), alsoAdvice };
      }
    }
  }
  return undefined;
}

/** Openers of a question put to the readers rather than to a coach. */
const TO_READERS =
  /\b(?:anyone else|any(?:one|body) (?:else )?(?:here |out there )?(?:ha(?:s|ve)|experienc|notic|find|feel|get|gett|know|been|seen|tried|doing|working|going through|in the same)|has any(?:one|body)|does any(?:one|body)|did any(?:one|body)|is any(?:one|body)|what(?:'s| is| has been) your experience|what are your (?:thoughts|experiences)|how did you (?:all |guys |folks )?|do you guys|you guys|how about you|what about you(?: folks| guys| all)?|for those of you|people who|those who have|poll\b|am i the only one|is it just me|can(?:'t)? i be the only one|how many of you|who else)\b/i;

/**
 * A question about the readers' own past: "did it take you", "have you ever", "ever had …?",
 * "did you (all) leave / stay / find …". The member asks what happened to others, not what to do.
 */
const READERS_PAST =
  /\b(?:did it take (?:for )?you|has it taken you|have you (?:ever|all)|did you (?:ever |all |guys )?(?:leave|stay|quit|get|find|land|have|deal|handle|cope))\b|^ever (?:had|been|worked|seen|noticed)\b/i;

/** Words by which a writer speaks of themself. */
const FIRST_PERSON = /\b(?:i|i'm|i’m|i've|i’ve|i'd|i’d|i'll|me|my|mine|myself)\b/gi;

/**
 * A piece about the world rather than the writer: long enough to be an article or an essay
 * (120+ words) and speaking of the writer in under one word in a hundred. Such a post is news
 * or an opinion to discuss; a personal template ("so you have been laid off") misreads it.
 */
export function aboutTheWorld(text: string): boolean {
  const words = text.split(/\s+/).filter(Boolean).length;
  if (words < 120) return false;
  const own = text.match(FIRST_PERSON)?.length ?? 0;
  return own / words < 0.01;
}

/**
 * Whether the post opens a discussion with the readers ("anyone else…?", "what's your
 * experience…", "how did you…") rather than asking for help with the member's own next step.
 */
export function discussion(text: string): boolean {
  const subject = (text.split('\n')[0] ?? '').trim();
  const asks = [subject, ...questionsOf(text)].map(clean).filter(Boolean);
  // The subject line or the first question is put to the readers, or asks them about their own
  // past ("how many weeks did it take you…?", "have you ever…?"), or the post is a piece about the
  // world (an article, an opinion) with next to nothing about the writer's own situation ...
  const toReaders = asks.slice(0, 2).some((s) => TO_READERS.test(s) || READERS_PAST.test(s));
  if (!toReaders && !aboutTheWorld(text)) return false;
  // ... and nothing asks for help with their own next step ("Has anyone dealt with this? What
  // should I do?", "Tips on …?", "Need advice").
  return !asks.some((s) => OWN_ACTION.test(s) || HELP.test(s));
}

/**
 * The member's question, quoted back as a clause ("whether it is normal that …"), in second
 * person; undefined when it is too long to read well.
 */
export function askedClause(question: string): string | undefined {
  const q = toYou(clean(question)).replace(/[?.!]+$/, '');
  if (q.length > 140 || q.split(' ').length < 3) return undefined;
  return q;
}

/**
 * The general path's direct answer to an informational question no library entry covers: what is
 * honestly true of such questions in general and how to get the specific answer, in two or three
 * sentences. It states what can and cannot be known from outside rather than a checklist.
 */
export function generalExplanation(kind: InfoKind): string {
  switch (kind) {
    case 'why':
      return 'Nobody outside that organisation can give you their exact reason, but the usual reasons behind this are dull ones: a process or system they follow, timing and budget, or a policy set above the person you deal with. It is rarely about you personally, and the quickest way to the real reason is one polite, direct question to the person who decides.';
    case 'flag':
      return 'One odd moment on its own is usually disorganisation or a bad day, not a warning; what makes it a red flag is a pattern, or something that costs you (pay held back, pressure to decide on the spot, terms that keep changing, a request for money or ID). The way they handle the next step tells you more than this one did: whether they explain, put it right, and keep to what they said.';
    case 'wrong':
      return 'Whether you were in the wrong turns on two things: what was agreed or expected before, and how you said or did it. Asking plainly for what you need, within what was agreed, is not a fault even when it lands awkwardly; if you did cross a line, a short apology with what you will do differently closes it faster than silence or a long explanation.';
    case 'normal':
      return 'It happens more often than people admit, and practice differs a lot between companies, sectors and countries. Whether it is acceptable in your case is decided by what you were told in writing (offer, contract, handbook) and by local employment rules; those two settle most of these questions.';
    case 'meaning':
      return 'On its own it usually means less than it feels like: wording in hiring and HR is mostly standard text, and what tells you more is what happens next and how quickly. If it matters for a decision, ask them what it means for your timeline; they are used to that question.';
    case 'how-works':
      return 'The broad shape is the same in most organisations: a few fixed stages, each owned by a different person, and most of the waiting sits between stages rather than inside them. The details (how long, who decides) vary by company, and the person running the process will tell you if you ask for the next step and its timing.';
    case 'usual':
      return 'Some do and some do not; it depends far more on the company, its size and its country than on any general rule, so anyone who tells you "they always" or "they never" is guessing. The reliable answer for your case comes from the company itself or from someone who has been through its process recently.';
    case 'worth':
      return 'It is worth it when what it costs you (money, evenings, months) comes back within about a year as pay, interviews or a role you could not reach without it. Job ads for the role you want are the honest test: if it keeps appearing in the requirements, it counts; if it never does, it is a nice-to-have.';
    case 'can':
      return "Often yes, within limits: what an employer may ask or require, and what you may do, is set by your contract, the company's written policy and local employment law, and those differ from one country or state to the next. The quickest sure answer is a one-line question in writing to HR or whoever handles it; for anything that sounds unlawful, your local labour agency answers free.";
    case 'chances':
      return 'Nobody can honestly give you a percentage from outside, and most outcomes turn on things you cannot see (how many people applied, budget, an internal candidate). What you can judge is how closely you match what they asked for, and what you can move is the next action in your hands.';
  }
}

/** A one-line view of the topic for a discussion post no library entry covers. */
export function generalDiscussion(): string {
  return 'You are not alone in noticing it: experiences vary a lot by company, field and country, and the loudest stories online are rarely the typical ones. The most useful view usually comes from people a year or two ahead of you in the same kind of work.';
}
