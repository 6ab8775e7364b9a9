import type { InsightDimension } from '@facet/contracts';

/**
 * How a first-person narrative (a personal statement, an "About me", notes for a coach) tells what
 * holds someone back, what they have learned, and what is no longer theirs: read by concept (who
 * is the subject, the tense, the polarity of what they say of themselves, whether a habit costs
 * them), not by a list of whole phrases.
 *
 * - A limiting belief is a self-evaluation with a negative polarity: a self-image denied ("I've
 *   never felt like a real …", "I don't see myself as a …") or lowered ("I still feel like the
 *   junior…"), or a comparison they lose ("I assume others are better placed than me").
 * - A limiting behaviour is a habit, told in the present, of avoiding (steering clear, holding
 *   back, waiting too long, never pushing back) or of over-doing (a verb with "over-", yes to
 *   everything, whole evenings spent on something, checking again and again, staying late to prove
 *   themselves).
 * - A lesson learned ("I've found that people…") is a belief when what was learned is told as a
 *   general truth, in the present; a fact found out ("…that the clinic had closed") is not.
 * - Time and voice are kept: a state or habit told in the past, or set in childhood, is not held
 *   now; a belief they once held and gave up is not stated as held; a sentence whose subject is
 *   "you" or that gives an instruction is advice to a reader, never a statement about the member;
 *   what someone else says is theirs.
 *
 * Every function takes the sentence as written (and, where the tense matters, wink's tokens).
 */

export interface NarrativeToken {
  w: string;
  l: string;
  pos: string;
  neg: boolean;
}

/** The sentence in lower case, with its contractions written out and curly quotes made plain. */
export function plain(sentence: string): string {
  return ` ${sentence} `
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/\bcan't\b/gi, 'can not')
    .replace(/\bcannot\b/gi, 'can not')
    .replace(/\bwon't\b/gi, 'will not')
    .replace(/\b(\w+)n't\b/gi, '$1 not')
    .replace(/\bI'm\b/gi, 'I am')
    .replace(/\bI've\b/gi, 'I have')
    .replace(/\bI'd\b/gi, 'I would')
    .replace(/\bI'll\b/gi, 'I will')
    .replace(/\byou're\b/gi, 'you are')
    .replace(/\byou've\b/gi, 'you have')
    .replace(/\byou'll\b/gi, 'you will')
    .replace(/\byou'd\b/gi, 'you would')
    .replace(/[.!?;:,"“”()]+/g, (p) => (p.includes(',') || p.includes(';') ? ' , ' : ' '))
    .replace(/\s+/g, ' ')
    .toLowerCase();
}

/** Words that say a past state or habit still holds ("I still avoid…", "even now I…"). */
const STILL =
  /\b(?:still|even now|to this day|nowadays|again|yet|as usual|as always|like always|every time|as ever)\b/;

const MODALS = /^(?:could|would|should|might|must|may|can|will|shall|ought)$/i;

/** A verb form in the past ("avoided", "was", "felt"), not a participle after "have". */
function pastForm(t: NarrativeToken | undefined): boolean {
  if (!t) return false;
  const w = t.w.toLowerCase();
  if (/^(?:was|were|had|did)$/.test(w)) return true;
  if (t.pos !== 'VERB' || MODALS.test(w)) return false;
  return /ed$/.test(w) || (w !== t.l && !/(?:ing|s)$/.test(w));
}

/** A past told as recent, with no end to it: "Lately I have…", "this year I froze…". */
const RECENT =
  /\b(?:recently|lately|this (?:year|month|week|spring|summer|autumn|winter)|last (?:week|month))\b/;

/**
 * A past told as over: a time it belonged to ("back then", "at first", "when I started", "in my
 * first year") or a turn to now ("…, but now I…").
 */
const ENDED =
  /\b(?:then|at first|at the time|at that time|in those days|back then|in my (?:first|early|old|previous|last) (?:\w+ )?(?:job|role|post|year|years|weeks|months|days|team|career)|when i (?:was new|first|started|joined|began|arrived|moved)|before i (?:learned|learnt|found|started|joined|became|realised|realized)|until i|since then|but now|now i|these days)\b/;

/**
 * Whether the person's own clauses are all told in the past: every verb that follows an "I" is a
 * past form ("I avoided…", "I was shy", "I felt…"); a present, a present perfect ("I have never
 * felt…") or a modal ("I can not…") reaches to now. "Would" says neither.
 */
function pastOnly(tokens: NarrativeToken[]): boolean {
  let past = 0;
  for (const [i, t] of tokens.entries()) {
    if (t.w !== 'I') continue;
    let k = i + 1;
    while (k < tokens.length && tokens[k]?.pos === 'ADV') k++;
    const verb = tokens[k];
    if (!verb || (verb.pos !== 'VERB' && verb.pos !== 'AUX')) continue;
    if (/^would$/i.test(verb.w)) continue;
    if (pastForm(verb)) past++;
    else return false;
  }
  return past > 0;
}

/**
 * Whether a limit told in the sentence holds now. A habit told only in the past is not a current
 * one unless the sentence says they still do it ("past habits are not current behaviours"); a
 * doubt told in the past holds unless the sentence places it in a time that is over ("When I
 * started I felt like a fraud", "At first I…") or in their childhood.
 */
export function heldNow(
  tokens: NarrativeToken[],
  sentence: string,
  kind: 'habit' | 'doubt',
): boolean {
  const s = plain(sentence);
  if (EARLIER_LIFE.test(s)) return STILL.test(s) && !pastOnly(tokens);
  if (!pastOnly(tokens) || STILL.test(s) || RECENT.test(s)) return true;
  return kind === 'doubt' && !ENDED.test(s);
}

/**
 * A sentence set in the person's childhood or youth, or in a stage of life that has ended: "As a
 * child I…", "When I was twelve…", "Growing up, I…", "In my teens…", "Back then I…". What it
 * tells is a memory, not how they are now.
 */
const EARLIER_LIFE =
  /\b(?:as a (?:child|kid|boy|girl|teenager|teen|youngster|young (?:child|boy|girl|man|woman)|toddler|schoolboy|schoolgirl|pupil)|when i was (?:a )?(?:child|kid|boy|girl|teenager|teen|young|little|small|younger|at school|in school|growing up|\d{1,2}|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|six|seven|five)\b|growing up|i grew up|i was (?:brought up|raised)|in my (?:childhood|youth|teens|teenage years|school days|schooldays|early twenties)|(?:at|in) (?:primary|secondary|high|junior|grammar|boarding) school|back then|in those days|at the age of \d{1,2}|aged \d{1,2}\b|years ago)/;

export function earlierLife(sentence: string): boolean {
  return EARLIER_LIFE.test(plain(sentence));
}

/**
 * A sentence addressed to a reader, not about the member: "you" is the subject of a clause ("You
 * should also be candid that…", "If you're asked…, be honest", "You're applying for…"), or it
 * opens with an instruction ("Make sure…", "Don't undersell…", "Be honest about…"). A letter's
 * "you" as an object ("…to discuss it with you", "Thank you for…") or framing ("As you will see,
 * I led…") is not this.
 */
const YOU_SUBJECT =
  /(?:^| , |\b(?:if|when|whenever|once|before|after|because|so|and|but|that|unless|while) )you (?:\w+ )?(?:should|must|need|have to|ought|will|would|could|can|might|may|are|were|have|had|do|did|want|get|feel|think|know|say|tell|mention|make|keep|try|go|find|come|take|see|show|apply|applied|explain|talk|write|bring|focus|remember|avoid|let)\b/;
const FRAMING_YOU =
  /^ ?(?:(?:as|like) you (?:will|can|may|might|would) (?:see|know|note|notice|read|tell)|(?:if|when) you (?:ask|asked|were to ask|talk to|spoke to|speak to)|you know)\b/;
const IMPERATIVE =
  /^ ?(?:(?:do not|never|always|please|just) )?(?:be (?:honest|candid|clear|open|specific|ready|prepared|careful|confident|sure|brief|yourself)|make sure|remember (?:to|that)|do not (?:\w+)|try (?:to|not)|think about|tell (?:them|the|your|us)|ask (?:yourself|them|for)|keep (?:your|it|them)|avoid (?:saying|talking|using|mentioning)|mention (?:your|the|that)|explain (?:your|why|how|what)|prepare (?:\w+ )?(?:examples|answers|questions|a|an|your)|focus on|talk about|show (?:them|that|how)|highlight|emphasise|emphasize|stress (?:your|that)|avoid (?:\w+ )?(?:your|the)|list your|include (?:your|a)|write (?:down|about|your))\b/;

export function addressedToReader(sentence: string): boolean {
  const s = plain(sentence);
  if (FRAMING_YOU.test(s)) return false;
  // "You" is the subject before the person speaks: "I think it is important that you…" is their
  // own view, its "you" anyone; "You should be candid that I…" is addressed to someone.
  const you = YOU_SUBJECT.exec(s);
  const i = /\b(?:i|my|me)\b/.exec(s);
  if (you && (!i || you.index < i.index)) return true;
  // An instruction opens the sentence, or the clause after a condition ("If they ask about it,
  // be honest").
  const segments = s.split(' , ');
  if (/\bi\b/.test(segments[0] ?? '')) return false;
  return segments.some(
    (seg, n) =>
      IMPERATIVE.test(seg) &&
      (n === 0 || /^ ?(?:if|when|whenever|once|before|after)\b/.test(segments[0] ?? '')),
  );
}

/**
 * Someone else's words or habit told by the member: "My mentor always says…", "As my coach likes
 * to put it…", "My manager told me that…". What follows is theirs, whatever its person.
 */
const SPEAKER =
  /\b(?:my|our|a|the|his|her|their) (?:[\w-]+ ){0,2}?(?:mentor|coach|manager|boss|supervisor|colleague|colleagues|teacher|tutor|lecturer|parent|parents|mother|father|mum|mom|dad|partner|wife|husband|friend|friends|sister|brother|director|lead|head|ceo|founder|predecessor|doctor|therapist|counsellor|counselor|peer|peers|client|clients|grandmother|grandfather|nan|granddad|grandad|grandma|grandpa) (?:always |often |once |used to |likes to |liked to |would |never )?(?:say|says|said|tell|tells|told|put it|puts it|remind|reminds|reminded|insist|insists|insisted|warn|warns|warned)\b|\bas (?:my |our |a |the )(?:\w+ ){0,2}(?:says|said|puts it|put it|likes to say|would say)\b/;

export function someoneElsesWords(sentence: string): boolean {
  const s = plain(sentence);
  const speaker = SPEAKER.exec(s);
  if (!speaker) return false;
  // "I told my manager that…" is the person speaking: the speaker must stand before any "I".
  const before = s.slice(0, speaker.index);
  if (/\bi\b/.test(before)) return false;
  // A quotation is the speaker's, whatever its "I" ("My coach told me, "I believe you can…"").
  // Reported words about the member ("My manager says I take on too much") are feedback they
  // pass on, read as theirs; a saying about anything else is the speaker's.
  if (/["“”]/.test(sentence)) return true;
  const said = s.slice(speaker.index + speaker[0].length);
  return !/\b(?:i|my|myself)\b/.test(said);
}

/**
 * A belief told as given up: a believing verb in the past ("I once believed…", "For years I
 * thought…") or the sentence saying it is over ("…but I no longer believe that", "I gave that up",
 * "I was wrong", "I see it differently now"). The whole sentence is then no belief of theirs, and
 * its clause that points back ("I gave that up after a year") is no deed either.
 */
const GIVEN_UP =
  /\b(?:no longer (?:believe|think|hold|feel|see)|not (?:believe|think) (?:that|it|this|so) any ?more|gave (?:that|it|this|the idea) up|gave up (?:that|this|the) (?:idea|belief|view|notion)|(?:let|letting) go of (?:that|this|the) (?:idea|belief|view|notion)|changed my (?:mind|view)|i was wrong|i have (?:since )?(?:learned|learnt|realised|realized|seen) (?:that )?(?:this|that|it) (?:is|was) (?:not|wrong|untrue|false)|see (?:it|things|this|that) differently|(?:outgrew|dropped|abandoned|unlearned|unlearnt) (?:that|this|the) (?:idea|belief|view|notion|habit)|i (?:now )?know better)\b/;
const BELIEVING_PAST =
  /\bi (?:\w+ )?(?:believed|thought|was (?:convinced|sure|certain)|assumed|used to (?:believe|think|assume|feel))\b/;

export function beliefGivenUp(sentence: string): boolean {
  const s = plain(sentence);
  if (GIVEN_UP.test(s)) return BELIEVING_PAST.test(s) || /\bused to\b|\bonce\b/.test(s);
  return false;
}

/** A belief verb told in the past, not reaching to now ("I thought that…", but not "I have always thought"). */
export function believedThen(sentence: string): boolean {
  const s = plain(sentence);
  // "I trained as a pharmacist believing that…", "I joined the bank convinced that…": a view
  // carried into something done in the past, held then.
  if (
    /\bi (?:\w+ )?(?:\w+ed|began|went|came|grew up|left|took|became|spent|was|were)\b(?: [\w'-]+){0,8}?,? (?:believing|thinking|convinced|assuming|sure|certain) that\b/.test(
      s,
    )
  )
    return true;
  return (
    /\bi (?:(?!have\b|had\b)\w+ )?(?:believed|thought|was (?:convinced|sure|certain) that|used to (?:believe|think))\b/.test(
      s,
    ) && !/\bi (?:\w+ )?have (?:\w+ )?(?:believed|thought)\b/.test(s)
  );
}

/**
 * A lesson told as a general truth: "I learned that asking early saves weeks", "Over the years I
 * have found that people…", "Experience has taught me that…". What follows "that" must be a
 * clause in the present (its finite verb not past, its subject not the person: "I learned that I
 * was…" and "…that the clinic had closed" are facts found out). Returns whether the sentence is
 * one, and whether it is a mental verb at all (then it is never a deed).
 */
const LESSON =
  /\b(?:i (?:\w+ )?(?:have |had )?(?:learned|learnt|learn|found|find|discovered|discover|realised|realized|realise|realize|come to (?:see|know|believe|understand|accept|realise|realize|appreciate)|understood|know from experience|(?:now )?(?:know|see|understand) now|now (?:know|see|understand))|(?:taught|teaches|teach|shown|showed|shows) me|(?:lesson|thing|what) i (?:\w+ )?(?:have )?(?:learned|learnt|found|discovered|take away|took away)(?: \w+){0,3}? , (?:it is|it's|is)|(?:lesson|thing|what) i (?:\w+ )?(?:have )?(?:learned|learnt|found|discovered|take away|took away)(?: \w+){0,3}? (?:is|it is|it's)) (?:the hard way )?that\b/;

export function lessonOf(
  tokens: NarrativeToken[],
  sentence: string,
): 'belief' | 'fact' | undefined {
  const s = plain(sentence);
  const m = LESSON.exec(s);
  if (!m) return undefined;
  const that = tokens.findIndex(
    (t, i) =>
      /^that$/i.test(t.w) &&
      i > 0 &&
      /^(?:learned|learnt|learn|found|find|discovered|discover|realised|realized|realise|realize|see|know|believe|understand|accept|appreciate|understood|taught|teaches|teach|shown|showed|shows|me|way|experience|now|is|'s|’s)$/i.test(
        tokens[i - 1]?.w ?? '',
      ),
  );
  if (that < 0) return undefined;
  const rest = tokens.slice(that + 1);
  // The clause's finite verb: not a gerund or an infinitive ("asking early saves…": "saves").
  const finite = rest.find(
    (t, i) =>
      (t.pos === 'VERB' || t.pos === 'AUX') &&
      !/ing$/i.test(t.w) &&
      rest[i - 1]?.w.toLowerCase() !== 'to',
  );
  // "…that small habits matter more…": the tagger may read a plural subject's verb as a noun
  // ("habits matter"). With no verb at all, "that" points at a thing ("I have learned that lesson
  // the hard way"): no lesson.
  if (!finite) {
    const verbAsNoun = rest.some(
      (t, i) =>
        i > 0 &&
        t.pos === 'NOUN' &&
        !/s$/i.test(t.w) &&
        rest[i - 1]?.pos === 'NOUN' &&
        /[^s]s$/i.test(rest[i - 1]?.w ?? ''),
    );
    return verbAsNoun ? 'belief' : undefined;
  }
  if (pastForm(finite) || /^(?:was|were|had|did|would)$/i.test(finite.w)) return 'fact';
  // "I realised that I need more sleep": about themselves, once, not a truth they hold.
  if (rest[0]?.w === 'I' && rest.length > 0 && !/\b(?:when|whenever|if)\b/i.test(sentence))
    return 'fact';
  return 'belief';
}

/**
 * A limit told as a habit or a self-image in the first person, now. Returns the dimension, or
 * nothing. The caller has already checked that the person's own clause is present.
 */
const PERSON_NOUN =
  '(?:leader|manager|boss|expert|professional|engineer|writer|teacher|nurse|designer|artist|scientist|developer|doctor|lawyer|researcher|specialist|adult|grown-up|part of (?:the|this) team|one of them|member|colleague|peer|person|creative|natural|senior|director|success|talent|achiever|contender|candidate|authority|owner|founder|entrepreneur|[a-z]+(?:er|or|ist|ian|ant|ent))';
/** A self-image denied: "I never feel like a real leader", "I do not see myself as a manager". */
const SELF_IMAGE_DENIED = new RegExp(
  String.raw`\bi (?:\w+ )?(?:(?:do|does|have|can|could) )?(?:not|never|hardly ever|rarely|seldom) (?:\w+ )?(?:feel|felt|see myself|think of myself|consider myself|regard myself|view myself|count myself|call myself|picture myself|describe myself|think i am|believe i am|feel i am) (?:like |as |that i am )?(?:a |an |the )?(?:real |proper |true |genuine |natural |legitimate |serious |good |capable |credible |fully-fledged |actual )?(?:[a-z-]+ )?${PERSON_NOUN}\b`,
);
/** Nouns of a place below others: "I still feel like the junior in the room". */
const LOWER_PLACE =
  '(?:junior|beginner|newcomer|new kid|new girl|new boy|outsider|novice|trainee|intern|student|fake|impostor|imposter|fraud|failure|kid|child|passenger|spare part|token|odd one out|weakest|least qualified|least experienced)';
const SELF_IMAGE_LOWER = new RegExp(
  String.raw`\bi (?:\w+ ){0,2}?(?:feel|see myself|think of myself|picture myself|consider myself) (?:like|as) (?:a |an |the )?(?:\w+ )?${LOWER_PLACE}\b`,
);
/**
 * A comparison they lose, under a verb of supposing: "I assume others are more qualified", "I
 * always think everyone else knows more than I do", "I tend to assume the consultants know better
 * than I do". Someone other than the person is the clause's subject, and the comparison favours
 * them.
 */
const SUPPOSING =
  /\bi (?:\w+ ){0,3}?(?:assume|assumes|think|suspect|presume|feel|imagine|figure|believe|take it|expect|am sure|am convinced|worry)\b(?: that)?|\bmy (?:first |immediate |instant |usual |automatic )?(?:thought|instinct|assumption|reaction|reflex) is(?: that)?/;
const OTHERS_AHEAD =
  /^ (?:that )?(?:(?:all |most )?(?:the |my |our )?(?:others?|everyone(?: else)?|everybody(?: else)?|other people|people|colleagues|peers|they|the rest(?: of [a-z ]+)?|(?:[a-z-]+ ){0,2}(?:[a-z-]+(?:ers|ors|ists|ians|ants|ents|ees)|staff|graduates|doctors|consultants|seniors|experts|others))|[a-z]+ else)(?: [a-z-]+){0,5}? (?:is|are|know|knows|have|has|do|does|deserve|deserves|seem|seems|would|will|must|can)\b(?: [a-z-]+){0,3}? (?:more|better|smarter|cleverer|brighter|stronger|further ahead|ahead|know best|wiser|right)\b/;

/** Verbs of steering away, told as a habit: "I steer clear of…", "I hold back…", "I keep quiet…". */
const AVOIDING =
  /\bi (?<pre>(?:\w+ ){0,3}?)(?:steer clear|stay clear|keep clear|dodge|sidestep|side-step|evade|duck out|duck|keep quiet|stay quiet|stay silent|keep silent|go quiet|keep my head down|keep my mouth shut|hold back|bite my tongue|back down|back off|back away|give in|clam up|hide (?:my|from|behind)|leave (?:\w+ ){1,5}?(?:until|till|to) the (?:very )?(?:last (?:minute|moment|possible moment)|eleventh hour|deadline)|wait (?:\w+ ){0,3}?(?:too long|until the last|for someone else to|for others to)|let (?:\w+ ){1,4}?(?:slide|slip|drift|fester|build up|pile up|go unsaid|go unchallenged))\b/;
/** A call for what would help them that they do not make: "I never push back", "I rarely ask…". */
const UNASSERTIVE =
  /\bi (?:\w+ )?(?:do not|never|rarely|seldom|hardly ever|almost never|can not) (?:\w+ )?(?:push back|speak up|say no|ask for|ask anyone|ask others|ask colleagues|delegate|challenge|disagree|put my hand up|volunteer (?:for|to lead|to present)|go for (?:promotion|the|a|an|senior|bigger)|put myself up for|raise (?:it|them|concerns|issues|problems|questions|my)|share my|put myself forward|put my name forward|apply for promotion|negotiate|admit (?:i|when|that|a|my)|switch off|take (?:a )?breaks?|take (?:my )?(?:holiday|leave|time off|lunch)|celebrate|claim (?:the )?credit|stand up for myself|set boundaries|stop (?:working|checking))\b/;
/** Over-doing: yes to everything, whole evenings on one thing, again and again, to prove themselves. */
const PERFECTING =
  '(?:prepar|rehears|check|re-?check|polish|rewrit|re-?writ|re-?do|redo|re-?read|edit|tweak|worr|fret|agonis|agoniz|perfect|practis|practic|go(?:ing)? over|research|plan|answer|catch|reply|replying)[a-z]*';
const OVERDOING = new RegExp(
  String.raw`\bi (?<pre>(?:\w+ ){0,3}?)(?:agree|say yes|volunteer|sign up|offer) (?:to |for )?(?:do )?(?:every|everything|all|any|anything|each|whatever|everyone)\b|\bi (?<pre2>(?:\w+ ){0,3}?)take on (?:every|everything|all of|too much|too many|whatever|anything)\b|\bi (?<pre3>(?:\w+ ){0,3}?)spend (?:a |an |the )?(?:whole|entire|all|most|every|many|long|hours|days|evenings|nights|weekends|too long|too much time|far too long|far too much time)(?: \w+){0,3}? ${PERFECTING}\b|\bi (?<pre4>(?:\w+ ){0,3}?)(?:check|re-check|recheck|rewrite|re-write|redo|re-do|rehearse|reread|re-read|edit|polish|revise|go over|tweak|practise|practice|proofread)\b(?: [a-z'-]+){0,6}? (?:again and again|over and over|endlessly|repeatedly|obsessively|(?:three|four|five|several|many|a dozen|ten|[3-9]|\d\d+) times)\b|\bi (?<pre5>(?:\w+ ){0,8}?)(?:to|so as to|in order to) (?:prove (?:myself|that i|i am|i can|my worth|i deserve|i belong)|show (?:that )?(?:i deserve|i belong|i am good enough|i can cope|i am worth)|earn my (?:place|keep|seat))\b|\bi (?<pre6>(?:\w+ ){0,3}?)(?:wait|spend|take|leave it) (?:\w+ ){0,2}?(?:far )?too (?:long|much time)\b`,
);

/** A verb made with "over-" that says too much of it: "over-prepare", "overthink", "overcommit". */
const OVER_VERB = /\bi (?<pre>(?:\w+ ){0,3}?)(over-?(?:[a-z]{4,}))\b/;
/** Words "over" opens that say no excess ("oversee", "overcome", "overseas", "overnight"). */
const OVER_NOT_EXCESS = [
  'see',
  'saw',
  'come',
  'came',
  'haul',
  'ride',
  'look',
  'take',
  'took',
  'turn',
  'hear',
  'heard',
  'lap',
  'flow',
  'shadow',
  'deliver',
  'achiev',
  'all',
  'time',
  'night',
  'head',
  'view',
  'load',
  'rul',
  'whelm',
  'joy',
  'sight',
  'coat',
  'seas',
  'draft',
  'lay',
  'lord',
  'throw',
  'threw',
  'hang',
  'pass',
];

/**
 * More shapes of a self-evaluation with a negative polarity, each a concept rather than a phrase:
 * - a kind of person they say they are not ("I'm just not a confident speaker", "not someone who
 *   speaks up", "not leadership material"), or a capability they do not think they have ("I don't
 *   think I have what it takes", "I don't believe I'm ready");
 * - success put down to luck ("I got this job by luck"), or a fear of being found out;
 * - belonging denied ("I feel out of place", "I don't fit in") or a group they say cannot rise
 *   ("people like me don't…");
 * - a comparison they lose with their own things or alone ("my ideas are never as good as other
 *   people's", "everyone else knows what they're doing except me").
 */
const NOT_THAT_PERSON =
  /\bi am (?:\w+ )?not (?:(?:a|an|the) (?:[a-z-]+ ){0,2}?(?:person|material|speaker|leader|manager|natural|type|kind|sort|presenter|networker|writer|talker)\b|(?:someone|somebody|the (?:kind|type|sort) of (?:person|people)|one of those people) (?:who|that) |[a-z]+ material\b)/;
const CAPABILITY_DOUBTED =
  /\bi (?:\w+ )?(?:do not|can not|never) (?:really )?(?:think|believe|feel|trust) (?:that )?(?:i|myself|my)\b(?: \w+){0,3}? (?:have what it takes|am (?:\w+ )?(?:ready|capable|able|good|strong|qualified|clever|smart|experienced|leadership|management|senior|cut out)|can (?:do|lead|manage|handle|cope|run)|could (?:do|lead|manage|handle|cope|run)|would (?:cope|manage|be able)|deserve|belong|(?:work|judgement|judgment|ideas?|opinion|skills?) (?:is|are) (?:\w+ )?(?:good|worth|valuable|enough))\b/;
const LUCK_OR_FOUND_OUT =
  /\b(?:i|part of me|a part of me)\b(?: \w+){0,4}? (?:think|thinks|believe|believes|feel|feels|suspect|suspects|worry|worries|am sure|am convinced|fear)\b(?: that)?(?: \w+){0,8}? (?:by (?:pure |sheer |dumb |blind )?(?:luck|chance|accident|fluke|mistake)|(?:was|am|got) (?:just |only |simply )?lucky|a fluke)\b|\bi (?:will|am going to|might|could|would) (?:\w+ )?be (?:found out|exposed|caught out|rumbled|unmasked)\b|\b(?:someone|people|they|everyone|somebody) (?:will|is going to|are going to|might) (?:\w+ )?(?:realise|realize|discover|find out|notice|see through) (?:that )?(?:i|me)\b/;
/** Measuring oneself against others and losing: "I measure myself against…, and I never come out well". */
const MEASURED_AGAINST =
  /\bi (?:\w+ ){0,4}?(?:measured?|measures|measuring|judged?|judges|judging|rated?|rates|rating|benchmark(?:ed|s|ing)?|hold up|held up) myself (?:against|by|next to|alongside|to)\b|\bi (?:\w+ )?(?:never|always|usually) (?:seem to )?(?:come out (?:well|badly|worse|second|last)|fall short|come up short|measure up)\b/;
const NOT_BELONGING =
  /\bi (?:\w+ ){0,2}?(?:feel|am) (?:\w+ )?out of place\b|\bi (?:\w+ )?(?:do not|never|rarely|seldom|hardly ever) (?:really )?(?:fit in|belong)\b|\b(?:people|women|men|someone|somebody|anyone) (?:like me|from my background|with my background) (?:do not|can not|never|rarely|will not|would not|are not|is not)\b/;
const OWN_LOSING_COMPARISON =
  /\bmy (?:[a-z-]+ ){0,2}?[a-z]+s?\b(?: \w+){0,2}? (?:is|are|seem|seems|look|looks|feel|feels|sound|sounds) (?:never |not |rarely )?(?:\w+ )?(?:as (?:\w+ ){0,2}?as|worse than|less \w+ than) (?:other (?:people|peoples|people's)|others|everyone|everybody|theirs|(?:my |the )?(?:colleagues|peers|classmates|teammates|team-mates|other \w+)(?:'s|')?)|\b(?:everyone|everybody) else\b(?: [\w']+){0,6}? (?:except|but|apart from|other than) (?:me|myself)\b/;

/**
 * More shapes of a habit of steering away or over-doing, each with a cost to the person: opinions
 * kept to themselves, everything done alone, work answered late at night or on holiday, jobs no
 * one else wants, apologising for what is not theirs, their own part played down, others' needs
 * put before their own, a dread of asking for help, every decision second-guessed.
 */
const WORK_VERB =
  '(?:answer|reply|respond|check|work|email|write|review|finish|catch up|prepare|log on|log in|read|edit|take calls|do (?:my )?(?:emails|admin|paperwork))';
const MORE_HABITS = new RegExp(
  String.raw`\bi (?<p1>(?:\w+ ){0,3}?)keep (?:my|those|these|any) (?:\w+ )?(?:opinions?|views?|ideas?|thoughts?|concerns?|doubts?|questions?|feelings?|worries|objections?) to myself\b` +
    String.raw`|\bi (?<p2>(?:\w+ ){0,4}?)(?:do|doing|handle|handling|fix|fixing|carry|carrying|finish|finishing) (?:everything|it all|all of it) (?:myself|alone|on my own|by myself)\b` +
    String.raw`|\bi (?<p3>(?:\w+ ){0,3}?)${WORK_VERB}\b(?: [a-z'-]+){0,5}? (?:late into the (?:night|evening)|into the (?:small|early) hours|until (?:midnight|\d{1,2} ?am)|past midnight|through the night|(?:even )?(?:on|while on) holiday|on my days off|even at weekends)\b` +
    String.raw`|\bi (?<p4>(?:\w+ ){0,3}?)(?:take on|pick up|volunteer for|end up with|get stuck with|agree to do) (?:\w+ ){0,3}?(?:nobody|no one|no-one) else (?:wants|will)\b` +
    String.raw`|\bi (?<p5>(?:\w+ ){0,3}?)apologi[sz](?:e|es|ing) (?:\w+ ){0,2}?(?:before|in advance|first|for (?:everything|things|mistakes|problems) (?:that )?(?:are|were) not (?:my|mine)|too much|too often|constantly|all the time|for everything)\b` +
    String.raw`|\bi (?<p6>(?:\w+ ){0,3}?)(?:downplay|play down|undersell|understate|minimise|minimize|brush off|shrug off|dismiss) (?:my (?:own )?|the )?(?:part|role|contribution|contributions|achievements?|successes?|work|skills|strengths|efforts?|results)\b` +
    String.raw`|\bi (?<p7>(?:\w+ ){0,3}?)put (?:everyone|everybody|other people|others|colleagues|my team)(?:'s| else's| else)? (?:\w+ ){0,2}?(?:before|ahead of) (?:my own|mine|myself)\b` +
    String.raw`|\bi (?<p8>(?:\w+ ){0,2}?)(?:hate|dread|dislike|resist|avoid|put off) (?:ask|asking) (?:\w+ )?(?:for help|for support|for advice|questions)\b` +
    String.raw`|\bi (?<p9>(?:\w+ ){0,3}?)(?:muddle through|struggle on|soldier on|go it alone|plough on) (?:\w+ )?(?:alone|on my own|by myself)?` +
    String.raw`|\bi (?<p10>(?:\w+ ){0,3}?)(?:second-guess|second guess|doubt|question) (?:\w+ )?(?:every|each|all|most) (?:\w+ )?(?:decision|decisions|choice|choices|call|calls|email|emails|word)\b` +
    String.raw`|\bi (?<p13>(?:\w+ ){0,3}?)(?:work|eat|type|answer emails) (?:right )?through (?:most |every |all |many |my )?(?:lunch|lunches|lunch ?breaks?|lunchtimes?|breaks|weekends|evenings|holidays?|annual leave|sick days?)\b` +
    String.raw`|\bi (?<p12>(?:\w+ ){0,3}?)(?:stay|stay on|stay behind|keep working|am still working) (?:late|behind|after hours|after everyone)(?: \w+){0,2}? (?:most|every|nearly every|almost every|all) (?:\w+ )?(?:evenings?|nights?|days?|weeks?)\b` +
    String.raw`|\bi (?<p11>(?:\w+ ){0,3}?)(?:never|rarely|seldom|do not) (?:\w+ )?(?:say what i (?:\w+ )?(?:think|feel|mean)|speak my mind|voice (?:my )?(?:concerns?|opinions?|disagreement|doubts)|ask questions)\b`,
);

/**
 * An activity named as hard for them: "Saying no is something I struggle with", "Delegating has
 * never been my strong point", "Speaking up doesn't come naturally to me". The activity opens the
 * sentence (a gerund); the predicate says it is hard for the person.
 */
const HARD_FOR_ME =
  /^ ?[a-z]+ing\b(?: [a-z'-]+){0,5}? (?:(?:does|do|has|have) (?:not|never) (?:\w+ )?(?:come|came) (?:\w+ )?(?:naturally|easily|easy) to me|(?:is|are|(?:has|have) (?:never |not |always )?been) (?:never |not |always )?(?:\w+ )?(?:my (?:\w+ )?(?:weakness|weak (?:point|spot))|(?:something|an area|one thing|the thing) i (?:\w+ )?(?:struggle|find hard|find difficult|find tough|avoid)|(?:hard|difficult|tough|a struggle|a challenge) for me(?! to (?:resist|beat|fault|put down|ignore|stop))))\b|^ ?[a-z]+ing\b(?: [a-z'-]+){0,5}? (?:is|are|(?:has|have) been) (?:never|not) (?:been )?my (?:strong (?:point|suit)|forte)\b|^ ?[a-z]+ing\b(?: [a-z'-]+){0,5}? (?:has|have) never been my (?:strong (?:point|suit)|forte)\b/;

/**
 * A cost to the person told with a habit: "…, which is wearing me down", "…at the expense of my
 * health", "…so my own training slips". A present habit of theirs with such a cost holds them back,
 * whatever the habit is.
 */
const COST =
  /\b(?:which|and (?:it|this|that)|it) (?:is|has been|keeps|'s) (?:\w+ )?(?:wearing me (?:down|out)|burning me out|exhausting me|taking (?:its|a) toll|costing me|hurting my|draining me|grinding me down|catching up with me)\b|\bat the (?:expense|cost) of my (?:own )?(?:health|family|sleep|work|wellbeing|well-being|relationships?|weekends?|evenings?|career|development|training)\b|\b(?:and|so|which means|meaning) my (?:own )?(?:[a-z]+ ){0,2}?[a-z]+ (?:suffers?|suffer|slips?|slides?|pays|gets? pushed (?:back|aside)|falls? behind|never gets? done|goes? undone|disappears?|vanish(?:es)?)\b/;

/** Staying out of sight or letting others take what is theirs: "I stay in the background", "I let others take the credit", "I smooth things over instead of addressing them", "I get defensive". */
const SELF_EFFACING = new RegExp(
  String.raw`\bi (?<q1>(?:\w+ ){0,3}?)(?:stay|keep|remain|hang back|hover) (?:\w+ )?(?:(?:in|on|to) the (?:background|sidelines|side-lines|edges?|margins?)|under the radar|out of sight|out of the spotlight|in my lane)\b` +
    String.raw`|\bi (?<q2>(?:\w+ ){0,3}?)make myself (?:scarce|small|invisible)\b` +
    String.raw`|\bi (?<q3>(?:\w+ ){0,3}?)let (?:others|other people|colleagues|someone else|my (?:\w+ )?(?:manager|boss|colleagues)) (?:\w+ )?(?:take|have|get) (?:the )?credit\b` +
    String.raw`|\b(?:i|my instinct is to|my habit is to|my reflex is to)\b(?: [a-z'-]+){0,3}? (?:smooth|paper|gloss|let|keep quiet|stay quiet|say nothing|wait|ignore|hope|work around|put up with|go along|do it myself|do them myself|fix it myself)\b(?: [a-z'-]+){0,5}? (?:rather than|instead of) (?:address|tackl|confront|deal(?:ing)? with|rais|fac|challeng|ask|say|speak|push|mention|admit)[a-z]*\b` +
    String.raw`|\bi (?<q4>(?:\w+ ){0,3}?)(?:get|become|go|turn) (?:very |really |quite |a bit |a little )?(?:defensive|prickly|snappy|short with (?:people|others|colleagues)|silent|flustered)\b` +
    String.raw`|\bi (?<q7>(?:\w+ ){0,2}?)would (?:much |far )?rather (?:[a-z'-]+ ){1,8}?than (?:ask|delegate|say no|admit|speak up|push back|hand (?:it|them|work) over|let (?:someone|anyone|others))\b` +
    String.raw`|\bi (?<q5>(?:\w+ ){0,3}?)find it (?:\w+ )?(?:impossible|tough|a struggle) to\b` +
    String.raw`|\bi (?<q6>(?:\w+ ){0,2}?)(?:never|rarely|seldom|do not) (?:\w+ )?take (?:my |all my |the )?(?:full |whole |annual |proper )?(?:holiday|holidays|leave|annual leave|lunch|lunch break|breaks?|time off|days off)\b`,
);
/** Guilt for resting or refusing, and a role they think themselves unfit for ("too soft for management"). */
const UNFIT_OR_GUILTY =
  /\bi (?:\w+ ){0,2}?(?:feel|get|am) (?:\w+ )?guilty (?:whenever|when|if|about|for) (?:i )?(?:take|taking|rest|resting|leave|leaving|switch|switching|say|saying|ask|asking|stop|stopping|have|having)\b|\bi (?:\w+ ){0,2}?am (?:\w+ )?too (?:[a-z]+) (?:for|to be|to become|to make) (?:a |an )?(?:management|manager|leader|leadership|senior|promotion|the role|the job|team lead|lead|supervisor|director)\b/;

/** "…as good as others'" loses only when denied ("never as good as…"); "worse than" always does. */
function losingComparison(s: string): boolean {
  const m = OWN_LOSING_COMPARISON.exec(s);
  if (!m) return false;
  return !/\bas (?:\w+ ){0,2}?as\b/.test(m[0]) || /\b(?:not|never|rarely|hardly)\b/.test(m[0]);
}

export function narrativeLimit(sentence: string): InsightDimension | undefined {
  const s = plain(sentence);
  if (
    SELF_IMAGE_DENIED.test(s) ||
    SELF_IMAGE_LOWER.test(s) ||
    NOT_THAT_PERSON.test(s) ||
    CAPABILITY_DOUBTED.test(s) ||
    LUCK_OR_FOUND_OUT.test(s) ||
    NOT_BELONGING.test(s) ||
    UNFIT_OR_GUILTY.test(s) ||
    MEASURED_AGAINST.test(s) ||
    losingComparison(s)
  ) {
    return 'limitingBeliefs';
  }
  const supposing = SUPPOSING.exec(s);
  if (supposing) {
    const rest = s.slice(supposing.index + supposing[0].length);
    // "I believe in myself more than I did" compares the person with themselves: what follows the
    // verb must be someone else, the subject of a clause of its own.
    const someoneElse =
      /^ (?:that )?(?!(?:i|me|myself|my|in|it|to|of|about|so|on|at|for|with|this|that)\b)[a-z]/.test(
        rest,
      );
    // "I think people are more capable than they believe": compared with something else.
    const thanOther = /\bthan (?!i\b|me\b)/.test(rest);
    // "…my first reaction is that the GP must be right": deferring to whoever questions them.
    const deferring =
      /^ (?:that )?(?:the |my |our |a |an )?[a-z-]+ (?:must|should|would|will) (?:\w+ )?(?:be right|know best|know better)\b/.test(
        rest,
      );
    if (
      deferring ||
      (OTHERS_AHEAD.test(rest) && !thanOther) ||
      (someoneElse && /\bthan (?:i|me)\b/.test(rest))
    ) {
      // The comparison is about someone else: the clause's subject is not the person.
      if (!/^ (?:that )?i\b/.test(rest)) return 'limitingBeliefs';
    }
  }
  if (UNASSERTIVE.test(s)) return 'limitingBehaviours';
  // The habit is theirs only when nothing before it denies it ("I never hold back", "I do not
  // spend hours…").
  // "I want to prove myself in a bigger role" is an aim, not a habit: a wish before it is no habit.
  const affirmedHabit = (re: RegExp) => {
    const m = re.exec(s);
    if (!m) return false;
    const pre = Object.values(m.groups ?? {}).find((g) => g !== undefined) ?? '';
    return !/\b(?:not|never|no longer|rarely|seldom|hardly|want|wish|hope|would|plan|aim|intend|eager|keen|ready|need|try|trying|learning)\b/.test(
      pre,
    );
  };
  if (affirmedHabit(AVOIDING) || affirmedHabit(OVERDOING)) return 'limitingBehaviours';
  if (HARD_FOR_ME.test(s)) return 'limitingBehaviours';
  const effacing = SELF_EFFACING.exec(s);
  if (effacing) {
    // q6 is the negated rest itself ("I never take my full leave"); the others must not be denied.
    const q6 = effacing.groups?.q6 !== undefined;
    if (q6 || affirmedHabit(SELF_EFFACING)) return 'limitingBehaviours';
  }
  if (
    COST.test(s) &&
    /^ ?i (?!used to|was|had|did)\w+/.test(
      s.replace(/^ ?(?:honestly|frankly|often|usually|sometimes|always) ,?/, ''),
    )
  ) {
    return 'limitingBehaviours';
  }
  // p11 is the negated call itself ("I never say what I think"): its "never" is the point.
  const more = MORE_HABITS.exec(s);
  if (more && (more.groups?.p11 !== undefined || affirmedHabit(MORE_HABITS))) {
    return 'limitingBehaviours';
  }
  const over = OVER_VERB.exec(s);
  if (over && !/\b(?:not|never|no longer|rarely|seldom|hardly)\b/.test(over.groups?.pre ?? '')) {
    const stem = (over[2] as string).replace(/^over-?/, '');
    if (!OVER_NOT_EXCESS.some((w) => stem.startsWith(w))) return 'limitingBehaviours';
  }
  return undefined;
}

/**
 * A habit told with its cost in a second clause ("I cover for everyone, and my own work slips"):
 * read whole, so the cost stays with the habit it belongs to.
 */
export function habitWithCost(sentence: string): boolean {
  const s = plain(sentence);
  return COST.test(s) && /^ ?i (?!used to|was|had|did)\w+/.test(s);
}
