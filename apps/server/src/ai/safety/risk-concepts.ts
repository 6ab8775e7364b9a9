/**
 * The concepts the risk reader looks for, grouped the way clinicians screen for risk, as cues for
 * the matcher in nlp/cues.ts (lemmas, `|` alternatives, `~` up to three words between, `+` = not
 * negated, `!` = negated, `$` = end of sentence). Data only; risk.ts reads them.
 *
 * The groups follow the Columbia screener (C-SSRS): a wish to be dead, thoughts of killing
 * oneself, method, intent, plan and preparation, past behaviour and attempts; the warning signs of
 * safe-messaging guidance (being a burden, no way out, no reason to live, unbearable pain, saying
 * goodbye, giving things away, looking up means); self-harm in any wording, by the act or by the
 * body part; and the danger signs of domestic-abuse guidance (violence, strangulation, threats,
 * sexual violence, stalking, coercive control, fear of a partner or family member).
 *
 * Each concept is a set of cues built from word classes rather than fixed phrases: "a verb of
 * wanting, then a word of death" reads "I want to die", "I'm ready to die", "I wish I was dead" and
 * "longing for death" alike. A concept has a weight:
 * - `crisis` concepts need no other sign: one in the member's own voice makes the message a crisis;
 * - `strong` concepts (hopelessness, being a burden, self-hatred) make it a concern on their own;
 * - `weak` concepts (low mood, loneliness, exhaustion, pain) make it a concern when two different
 *   ones meet in the same message.
 * Idioms are kept out by `unless` cues checked in the same sentence ("this deadline is killing
 * me", "career suicide", "I could kill for a coffee").
 */

import type { CrisisKind } from './crisis-kinds.js';
import { CHAT_CONCEPTS } from './risk-concepts-chat.js';

export type Weight = 'crisis' | 'strong' | 'weak';

export interface Concept {
  /** A short name for the log and the evaluation (never shown to the member). */
  name: string;
  weight: Weight;
  /** For crisis concepts: which kind of danger, deciding the resources given. */
  kind?: CrisisKind;
  cues: string[];
  /** The concept does not count in a sentence where one of these matches. */
  unless?: string[];
  /**
   * Exclusions that explain the matched words themselves: they cancel a match only when one of
   * their words falls inside it ("threatened to quit" cancels "he threatened to", never "he hit
   * me" four words later in the same sentence).
   */
  unlessWithin?: string[];
  /** The concept counts only in a sentence where one of these matches too. */
  with?: string[];
  /** The concept counts only when one of these matches in its sentence or the one before or after. */
  withNear?: string[];
  /** The danger is someone else's (a friend who spoke of suicide), not the member's. */
  aboutOther?: boolean;
  /**
   * When a crisis concept's cue is negated ("I'm not suicidal", "I'd never hurt myself"), the
   * sentence still speaks of it: it counts as a weak sign instead of nothing.
   */
  negatedIsWeak?: boolean;
  /**
   * A crisis concept that counts as a crisis only in a sentence the member speaks in the first
   * person (I, me, my); elsewhere it is a strong sign ("suicide rates rose", "rape is a crime").
   */
  selfOnly?: boolean;
  /**
   * Words near the match that lower the concept one step (laughter and irony markers: "I want to
   * die lol"): a crisis concept to a strong sign, a strong one to a weak sign. When in doubt the
   * reader still asks, it does not dismiss.
   */
  softenedBy?: string[];
  /**
   * What a crisis concept counts as when it is not a crisis (not first person, or softened):
   * a strong sign by default; a weak one where a mention is often about the world, not the
   * member ("rape is a crime").
   */
  otherwise?: 'strong' | 'weak';
  /**
   * The concept does not count when one of these matches anywhere in its sentence or the
   * sentences just before and after ("my wisdom teeth are coming in. It's almost unbearable").
   */
  unlessInSentence?: string[];
  /**
   * Said as past ("I used to…"), the concept keeps its weight: a past attempt or preparation is
   * a risk factor whatever its tense. Other concepts said as past count one step lower.
   */
  pastCounts?: boolean;
  /**
   * An act, not a state ("I swallowed a packet of tablets", "I hit my legs until they bruised"):
   * dated years back it is still an attempt or harm done, a risk factor, so a sentence dated in
   * the past does not lower it (a state, "two years ago I wanted to die", is lowered one step).
   */
  act?: boolean;
}

// Word classes.
const WANT =
  'want|wanna|wanting|need|wish|wishing|ready|prepared|deserve|hope|hoping|pray|praying|long|longing|crave|craving|desire|plan|planning|decide|decided|intend|consider|considering|contemplate|contemplating|tempt|tempted|urge|urges';
const DEATH = 'die|dying|dead|death';
const SELF_KILL_VERB =
  'kill|killing|destroy|destroying|end|ending|off|offing|hang|hanging|drown|drowning|shoot|shooting|shot|poison|poisoning|suffocate|suffocating|smother|smothering|strangle|strangling|stab|electrocute|overdose|od|unalive';
// wink's lemmatiser leaves some -ing forms as they are ("strangling"), so they are listed too.
const BODY =
  'wrist|wrists|arm|arms|forearm|forearms|thigh|thighs|leg|legs|skin|stomach|belly|hip|hips|chest|throat|vein|veins|body|ankle|ankles|hand|hands|finger|fingers|face|neck|shoulder|shoulders';
const HARM_VERB =
  'cut|cutting|slash|slashing|slit|slitting|carve|carving|burn|burning|scratch|scratching|scar|scarring|bruise|bruising|stab|stabbing|hit|hitting|punch|punching|bang|banging|bite|biting|mutilate';
const SUBSTANCE =
  'drug|drugs|pill|pills|tablet|tablets|medication|medications|meds|dose|overdose|painkiller|painkillers|paracetamol|tylenol|acetaminophen|ibuprofen|xanax|klonopin|benzo|benzos|insulin|sleeping|opioid|opioids|oxy|heroin|fentanyl|bleach|antifreeze|poison|benadryl|diphenhydramine|melatonin|aspirin|antidepressant|antidepressants|lithium|seroquel|mg|milligrams';
/** Substances counted by the piece, not by the milligram. */
export const PILLS = SUBSTANCE.split('|')
  .filter(
    (w) => !['mg', 'milligrams', 'dose', 'overdose', 'bleach', 'antifreeze', 'poison'].includes(w),
  )
  .join('|');
const ABUSER =
  'he|she|partner|husband|wife|boyfriend|girlfriend|bf|gf|fiance|fiancé|fiancee|spouse|dad|father|mum|mom|mother|stepdad|stepfather|stepmom|stepmother|parent|parents|brother|sister|son|daughter|ex|uncle|aunt|cousin|grandfather|grandpa|family|abuser|landlord|roommate';
const VIOLENCE =
  'hit|hits|beat|beats|beating|kick|kicks|kicked|choke|chokes|choking|strangle|strangled|strangling|slap|slaps|slapped|punch|punched|punches|shove|shoved|push|pushed|pushes|hurt|hurts|rape|raped|rapes|assault|assaulted|grab|grabbed|throw|threw|thrown|smack|smacked|spit|spat|bite|bit|drag|dragged|stalk|stalked|stalking|strike|struck|attack|attacked|batter|battered|pin|pins|pinned|corner|cornered|restrain|restrained|abuse|abused|abuses|molest|molested|suffocate|suffocated|bruise|bruised|threaten|threatened|threatens|terrorize|terrorized|terrorise|terrorised|frighten|frightens|frightened|terrify|terrifies|terrified|intimidate|intimidates|intimidated|scare|scares|scared';
/** Who exerts control at home: a partner or parent, or "he"/"she" said of one. */
const CONTROLLER =
  'he|she|partner|husband|wife|boyfriend|girlfriend|bf|gf|fiance|fiancé|fiancee|spouse|ex|dad|father|mum|mom|mother|stepdad|stepfather|stepmom|stepmother|parents|abuser';
const FEAR = 'afraid|scared|terrified|frightened|fear|fearful|petrified';
const OTHER_PERSON =
  'he|she|they|friend|friends|colleague|coworker|brother|sister|son|daughter|mom|mum|dad|father|mother|wife|husband|partner|boyfriend|girlfriend|cousin|roommate|classmate|student|employee|someone|somebody';

/** Readings of "I did it by accident / in a sport / while cooking" that are not self-harm. */
const ACCIDENT = [
  // The place or activity is named: a bare "in" or "at" would cancel "he wants to kill himself, he
  // ended up in an argument" or "I cut myself in the bathroom".
  'myself|himself|herself|themselves ~ at|in|on|during|while ~ gym|kitchen|work|practice|game|match|training|job|office|field|court|pool|shift|warehouse|site|forklift|ladder|stairs|ice|bike|skateboard|playground|football|soccer|basketball|hockey|rugby|workout|garden|yard|garage_door',
  'myself|himself|herself|themselves playing|lifting|running|shaving|cooking|chopping|training|exercising|moving|falling|fixing|by_accident|accidentally',
  // The kitchen as the place, not the knife named after it ("with a kitchen knife").
  'accident*|accidentally|shaving|cooking|in_the_kitchen|in_my_kitchen|gym|workout|football|soccer|hiking|skating|climbing',
  'myself ~ slack|break|short|off|out|loose|up|together|down',
];

/**
 * A verb of striking with its particle "out" right after the person ("kicked me out", "threw him
 * out of the house"): the phrasal verb of putting someone out of a place, not a blow. Read
 * adjacent, so "he kicked me, out of nowhere" is still an assault.
 */
/** Having nowhere to live: a shelter named beside these words is housing, not a refuge. */
const HOUSING = [
  'homeless|homelessness|houseless|unhoused|camping|couchsurfing|couch_surfing|rent|renting|sleep_rough|sleeping_rough|nowhere_to_sleep|no_where_to_sleep|on_the_streets|on_the_street|food_bank|soup_kitchen',
];

const EVICTED = [
  'kick|kicks|kicked|kicking|throw|throws|threw|thrown|throwing|chuck|chucked|boot|booted me|him|her|us|them|you out',
];

const SUICIDE_IDIOM = [
  // "This commute is suicide", "it would be suicide for my career"; never "how is suicide not
  // the answer" or "is suicide selfish?".
  'be suicide $|for|to|,',
  'career|social|political|professional|financial|commercial|corporate|brand|electoral|reputational|academic suicide',
  'be basically|literally|pure|just|total|like|complete|sheer|practically|absolute|actual|plain suicide',
  'suicide prevention|awareness|squad|mission|door|doors|lane|drill|run|bid|statistics|rate|rates|training|bomber|bombers|bombing',
];

export const IDIOM_KILL = [
  // The words must follow one another: with room between them, "myself" fitted inside, and a
  // plain "kill myself" followed by "to be…" or "for a…" was read as an idiom.
  'kill|killing for|to a|an|get|have|be|this|that|the|some|one|another|more',
  'kill|killing|killed time|two_birds|it',
  'kill|killing|killed the|my|your|this|that|a vibe|mood|buzz|joke|battery|process|app',
  'killing ~ it|me ~ with',
  'dying ~ to|for|of',
  'phone|battery|laptop|car|plant|plants|project|company|industry|career|dream|hope|startup|business|meme|game|server ~ go|going|will|gonna ~ die',
  'die ~ laughing|of embarrassment|of boredom',
];

export const IRONY = [
  'lol|lmao|lmfao|haha|hahaha|xd|jk|joking|kidding|embarrass*|cringe|cringy|awkward|poggers|meme|memes',
  // Laughter written out or as emoji and emoticons ("I want to die 😂", "lmaooo"). Crying faces
  // are left out: they are as often real tears as laughter.
  'lmao*|lolol*|haha*|ahaha*|😂|🤣|💀|😆|😹|:d|:p',
];

/**
 * Words that place a sentence in a story, a game, a show or a song ("the main character kills
 * himself in the last episode"). Read by risk.ts only in a sentence without the member's own "I".
 */
export const FICTION = [
  // Only words that name a work: "story", "show" and "book" are also how people tell their own.
  'game|games|gameplay|episode|episodes|anime|manga|movie|movies|film|films|tv_show|lyrics|song|songs|album|villain|protagonist|fanfic|fanfiction|comic|comics|cartoon|netflix|trailer|spoiler|spoilers|novel|character|characters',
];

/** "Abused" said of work: hours, workload, an employer (read near the word, not the sentence). */
const WORK_ABUSE = [
  'abuse|abused|abusing|abusive ~ with|by|through ~ unreasonable|hours|overtime|work|workload|schedule|company|employer|management|the_system|people_who',
  'abuse|abused|abusing ~ where|when ~ people|they|coworkers|colleagues',
  'company|employer|management|workplace|job|hours|workload|overtime|corporate ~ abuse|abused|abusive|abusing',
];

/**
 * A shelter, a hotline or abuse as the place or field someone works in ("I work at a women's
 * shelter as a case manager", "I handle child abuse cases"): a trade, not abuse the member lives
 * through.
 */
const ABUSE_AS_WORK = [
  'volunteer*|intern*|job|work|worked|working|worker|workers|position|role|employer|staff|hiring|career|nurse|counselor|counsellor|advocate|manager ~ at|in|for ~ a|the ~ shelter',
  'shelter ~ as ~ a|an ~ case|advocate|counselor|counsellor|manager|coordinator|worker|volunteer|intern|director|assistant',
  'abuse ~ case|cases|caseload|investigator|investigators|investigation|investigations|unit|hotline|prevention|training|awareness|advocate|advocates|advocacy|services|team|department|program|programme|agency|organization|organisation|law|lawyer|attorney|counselor|counsellor|specialist|worker|workers|reports|reporting',
];

/**
 * Abuse lived by someone the member supports in their role (an employee, a client, a patient who
 * disclosed it), and a workplace policy about it: the member asks how to help, the danger is not
 * theirs. "I told HR I'm a survivor" keeps the member's own voice and is not cancelled.
 */
const ABUSE_OF_SOMEONE_SUPPORTED = [
  'employee|employees|staff_member|team_member|client|clients|patient|patients|student|students|direct_report|report|colleague|coworker ~ disclose|disclosed|discloses|disclosing|reported|experiencing|experiences|facing|faces|suffering|dealing_with',
  'policy|policies|procedure|procedures|guidance|handbook|training ~ for|on|about ~ ~ dv|domestic|survivors|victims|abuse',
];

/**
 * A threat of a step at work, in law or at home that harms no one ("he threatened to quit", "my
 * housemate threatened to report me", "threatened to move out"): not a threat of harm. Read
 * adjacent, so "threatened to report me and then hurt me" still reads the hurt.
 */
const THREAT_OF_A_STEP = [
  'threaten|threatens|threatened|threatening to quit|resign|sue|fire|walk|walk_out|strike|unionize|unionise|report|demote|dock|move|move_out',
];

/**
 * Someone at work called abusive ("my old boss was verbally abusive"): mistreatment at work, read
 * as a strong sign (`abuse-at-work`), not as abuse at home. A literal act still counts wherever it
 * is told: "my manager shoved me" is read by violence-against-me.
 */
const WORK_ROLE =
  'boss|bosses|manager|managers|supervisor|supervisors|employer|coworker|coworkers|co_worker|co_workers|colleague|colleagues|customer|customers|client|clients|lead|director|owner|gm';
const ABUSIVE_AT_WORK = [
  `${WORK_ROLE} ~ be|was|were|is|are|been|being|got|get|getting ~ abusive|abuse|abused`,
  `abusive|verbally_abusive ${WORK_ROLE}`,
  // Harassment, not assault, by someone at work: "sexually harassed by my supervisor".
  `sexually ~ harass* ~ by ~ my|a|the|our|one_of_my ~ ${WORK_ROLE}`,
  `${WORK_ROLE} ~ sexually ~ harass*`,
  // Words as the weapon: "verbally attacked by a colleague at the till".
  `verbally ~ assault*|attack*|abuse*|abusive ~ by ~ my|a|the|our|one_of_my ~ ${WORK_ROLE}`,
];

/**
 * Work, study and the job hunt named next to a broad state of strain ("I feel trapped in this
 * role", "drowning in applications", "exams are hell"): the strain is tied to a task, which is
 * what the member came to talk about, not to their life.
 */
export const TASK_CONTEXT = [
  'job|jobs|career|role|position|work|workplace|office|boss|manager|interview|interviews|application|applications|rejection|rejections|company|salary|degree|major|industry|shift|school|class|classes|homework|exam|exams|course|uni|university|college',
];

/**
 * A word of mood put before a work or before other people ("a sad song", "my sad and lonely
 * followers", "such miserable people"): it describes the thing or the others, not the member.
 * Read adjacent, or after one other mood word, so "I feel sad when people leave" still counts.
 */
const MOOD_WORD =
  'sad|unhappy|miserable|empty|numb|heartbroken|depressed|depressing|lonely|isolated|suffering|grieving';
const MOOD_OF_ANOTHER =
  'song|songs|movie|movies|film|films|story|stories|book|books|news|music|ending|scene|scenes|episode|episodes|video|videos|poem|poems|lyrics|anime|show|shows|character|characters|people|redditors|folks|ones|guys|beings|souls|humans|kids|teens|animals|puppy|dog|cat|face|emoji|vibes|quote|quotes|playlist|album|post|posts';
const ATTRIBUTIVE = [
  `${MOOD_WORD} ${MOOD_OF_ANOTHER}`,
  `${MOOD_WORD} and|or|, ${MOOD_WORD} ${MOOD_OF_ANOTHER}`,
];

export const CONCEPTS: Concept[] = [
  // ---- Thoughts of suicide and a wish to be dead (C-SSRS 1-2).
  {
    name: 'suicide-word',
    weight: 'crisis',
    kind: 'suicide',
    cues: [
      '+suicidal',
      '+suicide',
      '+kms',
      '+suicide ~ note|letter|attempt|plan|thought*',
      // Common misspellings ("commit sucide"): the word is meant.
      '+sucide|suicde|suiside|suicid|sucidal|suicdal|suisidal|suicidial|sucicide',
    ],
    unless: [
      ...SUICIDE_IDIOM,
      'suicide ~ squad|silence|season|boys|mission',
      // Suicide rejected as an answer ("I know suicide is not the answer"): the member argues
      // against it, which still speaks of it: a weak sign (hopeless-words), like a denial.
      'suicide be not|never ~ the|an|a ~ answer|option|solution|way_out',
    ],
    negatedIsWeak: true,
    selfOnly: true,
    softenedBy: IRONY,
    unlessWithin: [
      // A suicide as an event that happened somewhere ("the warehouse had a suicide last year",
      // "after a suicide on the line"): someone else's death, read by suicide-event.
      'have|had|has|having|after|witnessed|witness|saw|see|another|handled|responded_to|investigated|covered a suicide',
    ],
  },
  {
    name: 'kill-myself',
    weight: 'crisis',
    // "I'm killing myself at work for a promotion": overwork in the progressive, with the work
    // named, is asked about gently rather than given the crisis reply (it is never excluded).
    softenedBy: [
      ...IRONY,
      'killing ~ myself ~ at|for|over|on|with ~ work|job|company|promotion|project|boss|overtime|shift|shifts|hours|deadline|deadlines|clients|this_job|this_company|this_project',
    ],
    kind: 'suicide',
    // Said outright: killing oneself, taking one's own life. Only figures of speech exclude it, so
    // a work word nearby ("I called an ambulance") never cancels "I shot myself".
    cues: [
      `+${SELF_KILL_VERB} ~ myself|my_self|me_self|meself`,
      '+end|take|ending|taking ~ my ~ own ~ life|lives',
      '+end|take|ending|taking ~ my ~ life',
      '+end|ending ~ my ~ life|existence|suffering|pain',
      '+set|setting ~ myself ~ on ~ fire|alight',
      // The member's own head destroyed, by any verb of blowing or shooting ("blow my brains
      // out", "shoot my head off"); "that blew my mind" names no head.
      '+blow|blew|blowing|shoot|shot|shooting|put|putting ~ my ~ brains|brain ~ out|across',
      '+blow|blew|blowing|shoot|shot|shooting ~ my ~ head|face ~ off',
      'douse|soak ~ myself|my_body ~ in ~ gasoline|petrol|fuel',
      '+make ~ it ~ look ~ like ~ an ~ accident',
      // What follows "wake up" is adjacent: "not real, wake up sheeple" is not a wish.
      'not|never ~ wake_up|waking_up again|tomorrow|$',
    ],
    unless: [...IDIOM_KILL, 'myself ~ a|an|some ~ break|treat|favour|favor', 'foot|feet|leg'],
    unlessWithin: [
      // Someone else who did not wake up ("he didn't wake up when the alarm went off"): a fact
      // about their sleep, not the member's wish. The subject is read right before the negation.
      'he|she|they|it|who|baby|dog|cat|dad|mom|mum ~ not|never wake_up|waking_up',
    ],
    negatedIsWeak: true,
  },
  {
    // The euphemisms ("end it all", "do it tonight", "go through with it"): they share their words
    // with work and relationships, so a task, a deadline or a partner named near them excludes them.
    name: 'end-it',
    weight: 'crisis',
    softenedBy: IRONY,
    kind: 'suicide',
    cues: [
      '+end|ending ~ it|this ~ all|now|tonight|today|soon|forever|for_good',
      '+end|ending ~ everything',
      `+${WANT} ~ to ~ end|ending ~ it|things|everything`,
      '+end|ending ~ it $',
      '+do|go ~ through ~ with ~ it|anything|this',
      '+do|doing ~ it ~ tonight|today|tomorrow|soon|this_week|this_weekend',
    ],
    unless: [
      ...IDIOM_KILL,
      'end ~ it ~ with ~ him|her|them|my|relationship|boyfriend|girlfriend|partner',
      // "an end" is a noun before a new clause ("there was an end it came to…").
      'a|an|the end it|this',
      'end ~ relationship|things ~ with',
      'end ~ up',
      'finish|complete|deadline|project|essay|homework|assignment|work|shift|job|contract|lease|meeting|call|interview',
    ],
    negatedIsWeak: true,
  },
  {
    name: 'wish-dead',
    weight: 'crisis',
    softenedBy: IRONY,
    kind: 'suicide',
    cues: [
      `+${WANT} ~ to|for ~ ${DEATH}`,
      `+${WANT} ~ i ~ be|was|were|am ~ ${DEATH}`,
      `+${WANT} ~ i ~ ${DEATH}`,
      '+rather ~ be ~ dead',
      // "I'd rather die now"; "I'd rather die than give a speech" is the figure of speech.
      '+rather ~ die now|today|tonight|$',
      '+for ~ my ~ life ~ to ~ end|be_over|stop',
      'rather ~ not ~ live|be_alive|exist|wake_up|be_here',
      'i ~ should ~ have ~ died|be_dead|been_dead',
      'i ~ die ~ on|tomorrow|tonight|today|next|this ~ monday|tuesday|wednesday|thursday|friday|saturday|sunday|week|weekend|month',
      'i ~ be|am ~ going|gonna ~ to ~ die ~ soon|tonight|tomorrow|today|this_week',
      'want|wanting|wanna ~ to ~ not ~ be_here|exist|be_alive|wake_up|live',
      '!deserve ~ to ~ live|be_alive|exist',
      '+better off ~ dead',
      '+release|sweet|embrace ~ of ~ death',
      '+welcome ~ death',
      `+${WANT} ~ i ~ never ~ existed|exist|born|been_born`,
      'peace ~ about|with|in ~ death|dying',
      'leave|leaving ~ this ~ earth|world|planet|life',
      'want|wanted|wanting|need ~ out ~ of ~ this|my ~ life|world|existence',
      'instant|painless|quick|peaceful ~ death',
      'happen|happened ~ to ~ die',
      'reason|reasons ~ why|to ~ i ~ should ~ keep_living|live|stay_alive|go_on|keep_going',
      'why ~ should ~ i ~ keep_living|live|stay_alive|go_on|keep_going',
      '+wish ~ i ~ be|was|were ~ never|not ~ born',
      `${WANT} ~ to ~ disappear|vanish|cease|stop_existing|not_exist|sleep_forever|never_wake_up`,
      'wish|want ~ i|to ~ could ~ disappear|vanish|cease|stop_existing|not_exist',
      // The same wish said with a modal of liking ("I'd love to just stop existing", "I would
      // prefer not to wake up"); "I'd love to die my hair" is a misspelt dye (see unless).
      'would ~ love|like|prefer|rather ~ to ~ die|be_dead|disappear|vanish|cease|stop_existing|not_exist|not_be_alive|not_wake_up|never_wake_up|be_removed|sleep_forever',
      `+${WANT} ~ it ~ all ~ to ~ stop|end|be_over`,
      `+${WANT} ~ everything ~ to ~ stop|end|be_over`,
      `+${WANT} ~ life ~ to ~ stop|end|be_over`,
      // Death weighed as the better or wanted thing ("death seems so much brighter").
      '+death|dying|being_dead ~ seem|seems|sound|sounds|look|looks|feel|feels|be ~ bright|brighter|better|good|appealing|peaceful|easier|nice|inviting|welcome|tempting|comforting|right|a_relief|my_escape|the_answer|the_only_way|the_only_option',
      'will|desire|urge ~ to ~ die',
      // Death met without resistance ("I wouldn't mind if I didn't wake up").
      'would ~ not ~ mind|care ~ if ~ i ~ die|died|got_hit|get_hit|was_hit|did_not_wake_up|never_woke_up|was_gone|were_gone|was_dead',
      'hit|run_over ~ by ~ a ~ bus|car|truck|train ~ ~ would ~ not ~ mind|care',
      'if ~ ran|run|hit|killed|kill ~ me ~ ~ i ~ would ~ not ~ mind|care',
      'if ~ i ~ die|died|got_hit|did_not_wake_up|never_woke_up ~ ~ i ~ would ~ not ~ mind|care',
      // Dwelling on the member's own non-existence, by any verb of the mind ("I keep picturing
      // not being here", "daydreaming about being dead").
      'fantasi*|fantasy|daydream*|dream|dreaming|obsess*|picture|picturing|imagine|imagining|romantici*|think|thinking|thought ~ about|of ~ not_existing|not_being_here|not_being_alive|being_dead|my_own_death|killing_myself|ending_my_life|ending_it_all|no_longer_existing',
      'i ~ can|could ~ die ~ would ~ be ~ great|nice|good|better|a_relief|a_blessing|welcome',
      'die|dying|dead ~ would|will ~ be ~ a ~ relief|blessing|mercy',
      'join ~ the ~ other ~ side',
      // Death itself as what the member craves or waits for ("I crave death"); "death metal",
      // "death row" and a film's "death scene" are other things (see unless).
      '+i ~ crave|craving|desire|desiring|await|awaiting|long_for|longing_for|yearn_for|yearning_for ~ death $|,|and|more|every|so|but',
      // Death waited for, and wondered at as the member's own ("I am only waiting for death", "I
      // keep wondering how it would feel to be gone").
      'i ~ be ~ waiting ~ to ~ die|be_dead',
      'i ~ be ~ waiting ~ for ~ death|my_death|the_end_of_my_life',
      'wonder|wondering|wondered ~ what ~ it ~ would|will ~ feel|be ~ like ~ to ~ die|not_be_here|not_exist|be_dead|not_wake_up|be_gone|disappear_forever',
      'tonight|tomorrow ~ will ~ be ~ it $',
      // A passive wish: an accident that would take the member ("I hope the plane crashes").
      `${WANT} ~ the|a|my ~ plane|car|bus|truck|train ~ crash|crashes|hit|hits|kill|kills`,
      `${WANT} ~ to ~ get ~ hit ~ by`,
      // The Columbia screener's first question: a wish to fall asleep and not wake up.
      '!hope|hoping|wish|wishing|pray|praying ~ i ~ wake_up|wake',
      'not ~ existing|being_here|being_alive|waking_up ~ sound|sounds|seem|seems|feel|feels ~ good|better|nice|appealing|peaceful|easier',
      'i ~ will|be_going_to ~ be ~ dead ~ anyway|anyways|soon',
      'time ~ for ~ me ~ to ~ die',
      'my time ~ have|has ~ come',
      'expiration date',
      'think|thinking|thought|thoughts ~ about|of ~ dying|death|suicide|killing_myself|ending_it|ending_my_life|not_being_here',
    ],
    unless: [
      ...IDIOM_KILL,
      'die ~ of|from ~ cringe|embarrassment|boredom|laughter|heat|hunger|thirst',
      // Embarrassment as the cause, said first: "so embarrassed I could die", "that was so
      // cringe I want to die".
      'embarrassed|embarrassing|embarrassment|cringe|cringy|cringey|mortified|mortifying|awkward ~ i ~ want|could|might|will|wanna|just ~ to ~ die',
      'embarrassed|embarrassing|embarrassment|cringe|cringy|cringey|mortified|mortifying|awkward ~ i ~ could|might|will|want ~ die',
      // Away to a place or for a spell, not out of existence: "disappear to a cabin for a week".
      'disappear|vanish ~ to|into|for|on|off_to ~ a|an|the|my|some|somewhere|week|weekend|while|month|holiday|vacation',
      // "Die" for "dye": hair and clothes.
      'die|died|dying ~ my|her|his|it|the ~ hair|roots|shirt|jeans|fabric|clothes|beard|tips',
      'thought|felt|feel|think ~ i ~ be|was ~ going|gonna ~ to ~ die',
      // Waking at the wrong time, not a wish never to wake: "I hope I don't wake up late".
      'wake up late|early|in_time|on_time|sick|with|at|before|to|too',
      // Someone else's death feared or wished, not the member's own.
      'want|wish|wanted ~ them|him|her|you|people|everyone|parents|anyone|it ~ to ~ die',
      'dead ~ tired|end|line|set|serious|weight|silent|last',
      'deadline|deadlines',
      'to ~ go ~ home|out|back|to|for|on|into|and',
    ],
    // Dying down or away is fading ("I want the pain to die down"), read adjacent.
    unlessWithin: [
      'die|dies|died|dying down|away|off',
      // "The dead" are people who died ("pray to the dead", "respect for the dead"), not a wish.
      'to|for the|those dead',
    ],
    negatedIsWeak: true,
  },
  {
    // "I just want this to be over": a wish for everything to stop, unless the sentence names the
    // event that should be over ("I want this meeting to be over"). The exclusion is this
    // concept's alone, so it never cancels a wish to die said near a day or an event.
    name: 'wish-over',
    weight: 'crisis',
    softenedBy: IRONY,
    kind: 'suicide',
    cues: ['+want|wish|need ~ this|everything|all_of_this|it_all ~ to ~ be_over|end|stop'],
    unless: [
      'meeting|day|week|shift|call|interview|project|quarter|year|semester|exam|exams|weekend|commute|process|season|flight|trip|surgery|move|search|hunt',
    ],
  },
  {
    name: 'no-will-to-live',
    weight: 'crisis',
    softenedBy: IRONY,
    kind: 'suicide',
    cues: [
      '!want|wanna|wanting ~ to ~ live ~ anymore|any_more|any_longer|$|but|and|,',
      '!want|wanna ~ to ~ exist|be_alive|wake_up|continue_living|keep_living|go_on_living',
      '!see|know|understand ~ why ~ i ~ should ~ be_alive|live|be_here|exist|stay_alive|keep_living|keep_going',
      '!want|wanna ~ exist|be_alive|wake_up',
      // Life as a thing one does ("I don't want to do life anymore").
      '!want|wanna ~ to ~ do_life|do_this_life|do_living ~ anymore|any_more|any_longer|$',
      '!worth ~ living',
      '!see ~ point ~ living|life|trying|anything|existing|go_on|carry_on|going_on',
      '!value ~ my ~ own ~ life',
      '!have ~ reason ~ to ~ live|keep_going|go_on|stay|be_alive',
      '!find ~ reason ~ to ~ live|keep_going|go_on|stay|be_alive',
      'no|few|zero ~ reason|reasons|point ~ to|in ~ live|living|life|exist|existing|keep_going|go_on|going_on|stay_alive|being_alive|continue_living|keep_living',
      'only ~ reason|thing ~ i ~ be|am ~ still ~ alive|here|living|breathing',
      'only ~ thing|reason|one|person ~ keeping|keeps|that_keeps ~ me ~ alive|here|breathing|from_killing|from_ending',
      "reason|reasons|thing|things ~ i ~ not|n't|never ~ kill|killed|end|ended|done_it",
      "not|n't|never ~ make ~ it ~ through ~ the|this ~ night|week|weekend",
      'nothing ~ to ~ live for',
      'what ~ point ~ of|in ~ live|living|life|existing|being_alive|going_on',
      'tired|sick ~ of ~ living|life|being_alive|existing|waking_up|breathing',
      // Worn out by life itself, whatever the preposition ("exhausted by life", "done in by living").
      'tired|exhausted|drained|worn_out|weary ~ by|with|from ~ life|living|existing|being_alive',
      'can not ~ exist ~ anymore|$|with|like_this',
      'done ~ with ~ life|living|existing|everything',
      'hate ~ being ~ alive',
      'life ~ not|isn ~ worth',
      'wake up ~ disappointed|upset|sad ~ alive',
      'disappointed ~ that ~ i ~ wake_up|woke_up|be_alive|still_alive',
      'not ~ be ~ around ~ much|for_much ~ longer',
      'not ~ going ~ to ~ last ~ much|long ~ longer',
      'better ~ off|place ~ without ~ me',
      'better ~ if ~ i ~ be|was|were ~ gone|dead|not_here|never_born',
      'better ~ if ~ i ~ cease_to_exist|died|disappeared|was_gone|were_gone',
      // A survival regretted: "I wish I had not made it through", "I should not have woken up".
      'wish ~ i ~ have|had ~ not ~ survived|woken_up|made_it',
      'i ~ should ~ have ~ jumped|pulled_the_trigger|taken_them_all|gone_through_with_it|done_it_right',
      'world ~ without ~ me',
    ],
    unless: [
      'live ~ in|at|near|with|abroad|somewhere|there|here|on|by|alone|together|out|through|off|like_that',
    ],
  },

  {
    // "I don't want to be here anymore": a wish not to live, or a wish to leave a workplace. Near
    // a job, a company or a school it counts one step lower (the member is asked, not given the
    // crisis reply); elsewhere it is a crisis.
    name: 'not-be-here',
    weight: 'crisis',
    kind: 'suicide',
    softenedBy: [...IRONY, ...TASK_CONTEXT, 'company|firm|team|workplace|here_at|department'],
    cues: ['!want|wanna|wanting ~ to ~ be_here ~ anymore|any_more|any_longer|$|but|and|,'],
    negatedIsWeak: true,
  },

  // ---- Method, intent, plan, preparation (C-SSRS 3-5), and looking up means.
  {
    name: 'method',
    act: true,
    weight: 'crisis',
    kind: 'suicide',
    // Laughter beside it lowers it one step, as for kill-myself ("I'd jump off the roof before
    // another all-hands haha"): the member is still asked whether they are safe.
    softenedBy: IRONY,
    cues: [
      'jump ~ off|from|in_front_of ~ bridge|building|roof|rooftop|balcony|cliff|ledge|train|bus|car|truck|window|tower|parking',
      'jump ~ off|from ~ something|it|a|the ~ high|tall|bridge|building|roof',
      'jump|jumping|leap|leaping ~ bridge|building|roof|rooftop|balcony|cliff|ledge|skyscraper',
      'throw|throwing|run|running|hurl ~ myself ~ off|over|under|in_front|into|from',
      'lethal|guaranteed|surest|fastest|quickest ~ method|way|methods|ways',
      'put|putting ~ a ~ bullet',
      'bullet ~ in|through ~ my ~ head|brain|skull',
      'thinking|thought|considering|considered ~ hanging|overdosing|jumping|drowning|slitting',
      `take|taking|swallow|swallowing ~ ${SUBSTANCE} ~ appealing|tempting|inviting|good_idea`,
      'buy|buying|bought|own|got ~ a ~ gun|shotgun|rifle|pistol|rope|noose',
      'step ~ in front of ~ train|bus|car|truck',
      'slit|slash|cut|open ~ my ~ wrist|wrists|throat|vein|veins',
      'knife|blade|razor|gun ~ to ~ my ~ wrist|throat|head|chest|neck',
      'gun ~ in ~ my ~ mouth',
      'gun|shotgun|rifle|pistol|revolver ~ to|against|under ~ my ~ chin|head|temple|mouth',
      // A crash meant, not suffered: wanted, thought of or held back from ("stopping myself from
      // speeding into a wall", "I want to drive off a bridge"); "the bus drove off the road" is not.
      'from|to|about|of speed|speeding|drive|driving|swerve|swerving|crash|crashing ~ into ~ a|the ~ wall|tree|pole|truck|oncoming|barrier',
      'from|to|about|of drive|driving|swerve|swerving ~ off ~ the|a ~ road|bridge|cliff',
      // Into water or traffic, in any verb form ("I've thought about driving my car into the river").
      'drive|driving|drove|steer|steering|swerve|swerving ~ my|the ~ car|truck ~ into|off ~ the|a ~ river|lake|sea|ocean|canal|water|oncoming_traffic|cliff|bridge|wall|tree',
      // Everything in the medicine cabinet swallowed or taken.
      'swallow|swallowing|take|taking|down|downing ~ everything|all|whatever ~ in ~ the|my ~ medicine_cabinet|medicine_cupboard|cabinet|cupboard|first_aid_kit|drawer',
      'pulled|pull ~ the ~ trigger',
      `shove|stick|jab|plunge|push ~ it|glass|knife|blade|needle|shard ~ in|into ~ my ~ ${BODY}`,
      `how many|much ~ mg|milligrams|grams ~ to|will|would|does|do|it|kill|take`,
      'gun|pistol|revolver|rifle|shotgun|357 ~ in ~ my ~ lap|hand|hands',
      'noose|hang_myself|hanging_myself',
      'tie ~ rope|noose',
      `how many ~ ${SUBSTANCE} ~ to|would|will|does|do|it|kill|take|needed|lethal`,
      `how much ~ ${SUBSTANCE} ~ to|would|will|does|do|it|kill|take|needed|lethal`,
      'lethal|fatal|deadly ~ dose|amount|quantity',
      `${SUBSTANCE} ~ kill ~ me`,
      'will|would|could|can ~ kill ~ me ~ ?',
      `stockpil*|hoard*|save|saving|saved|collect*|stash* ~ ${SUBSTANCE}`,
      // Put by for later, in the other ways of saying it: "putting aside my pills", "setting my
      // meds aside", "squirrelling away tablets" (not time set aside for a medication review).
      `put|puts|putting aside|by my|some|extra|the|all|a_few ~ ${SUBSTANCE}`,
      `put|puts|putting|set|sets|setting my|some|extra|the ~ ${SUBSTANCE} aside|by`,
      `squirrel* ~ away ~ ${SUBSTANCE}`,
      // Kept back "just in case", whatever the medicine is called.
      `keep|keeping|kept|save|saving|saved|hide|hiding ~ ~ ${SUBSTANCE}|prescription|prescriptions ~ ~ just_in_case|for_later|for_a_bad_day|for_the_day $|,`,
      `count|counted|counting ~ ${SUBSTANCE}|prescription`,
      `research* ~ ${SUBSTANCE}|method|methods|ways_to_die|how_to_die`,
      `look* ~ up ~ ${SUBSTANCE}|method|methods|overdose|overdoses`,
      'painless ~ way|method|death',
      'way|ways|method|methods ~ to ~ die|kill_myself|end_it',
      'how to die|kill_myself|end_it|end_my_life|hang_myself',
      'how much|many ~ to ~ overdose|od',
      'drink|drinking|swallow|swallowing ~ the|some|a ~ bleach|antifreeze|poison',
      `how ~ do|to|can|would|does ~ you|one|someone|a_person|people ~ ${SELF_KILL_VERB} ~ yourself|oneself|themselves|themself`,
      `how ~ to ~ ${SELF_KILL_VERB} ~ yourself|oneself`,
      'easy|easily|quick ~ to ~ jump',
      'jump ~ off|from ~ car_park|carpark|multi_storey|overpass|parking_garage|top_floor',
      `${WANT} ~ overdose|od`,
      `take|swallow ~ all|every|whole ~ ${SUBSTANCE}`,
      'charcoal|carbon_monoxide|sealed_garage|helium|hydrogen_sulfide|hydrogen_sulphide|sodium_nitrite|nitrite',
      // The best or least painful way, asked for ("what's the best way to kill yourself?").
      'best|easiest|quickest|cleanest|surest ~ way|method ~ to ~ kill_yourself|kill_myself|die|end_it|commit|kill_oneself',
      'least ~ painful ~ way|method',
      'belt|rope|cord|cable|noose|scarf ~ around ~ my ~ neck',
      `down|downing|downed ~ ${SUBSTANCE}`,
      'down|downing|swallow|swallowing|take|taking ~ a|the|whole|entire ~ bottle ~ of',
      `enough ~ ${SUBSTANCE} ~ ?|to`,
      `${SUBSTANCE} ~ be ~ enough ~ ?|to`,
      'car ~ in ~ the|a|my ~ garage ~ running',
      `swallow* ~ ${SUBSTANCE}`,
      `buy|bought|get|got ~ a|some ~ gun|rope|rifle|pistol ~ to|for`,
      'drink|drinking ~ myself|me ~ into|in|to ~ coma|death|oblivion|a_coma',
      // A whole pack or bottle taken, whatever the pills are called.
      'swallow|swallowed|swallowing|take|took|taking|down|downed ~ a|the|my ~ whole|entire|full ~ pack|packet|packets|box|bottle|strip|blister',
    ],
    unless: [
      'how much ~ dose ~ should|prescribe*|doctor',
      'jump ~ ship|at|into|through|on|gun|conclusion|conclusions|start|right|in',
      // A gun as paperwork or a trade, not a means: "a gun license for the security job".
      'gun|firearm license|licence|permit|range|shop|store|show|safety|course|class',
      'kill ~ me ~ with',
      'boss|manager|mom|mum|dad|parents|teacher|wife|husband ~ will|would|gonna|going ~ kill',
    ],
    unlessWithin: [
      // "Pull the trigger on" a choice is the idiom of deciding ("pulled the trigger on the offer").
      'trigger on a|an|the|this|that|buying|selling|quitting|applying|moving|leaving|taking|accepting|getting|switching|hiring|signing|booking|ordering|investing|purchasing|changing',
    ],
  },
  {
    // A means and an ending in the same sentence, in any wording: the means named by its noun (a
    // rope, a gun, a blade, a bridge, a stash of pills) beside a word of dying or of ending it
    // ("I could put an end to it with the rope in the shed", "a bullet would settle it"). The
    // phrases of `method` each name one act; this reads the pair, so a new wording still counts.
    // Crisis in the member's own sentence; elsewhere a strong sign (a news story, a film).
    name: 'means-and-end',
    act: true,
    weight: 'crisis',
    kind: 'suicide',
    selfOnly: true,
    softenedBy: IRONY,
    cues: [
      '+gun|guns|handgun|pistol|revolver|rifle|shotgun|firearm|bullet|bullets|rope|noose|razor|razors|blade|blades|bridge|ledge|rooftop|balcony|cliff|tracks|pills|overdose|carbon_monoxide|exhaust_fumes',
    ],
    with: [
      // The member's own dying, not someone else's death ("my uncle died and left me his rifle")
      // and not a figure of speech ("dead tired").
      'i|myself ~ die|dying',
      'to die|death',
      'my ~ death|suicide|end',
      'suicide|suicidal',
      'end|ending|take|taking ~ my ~ life',
      'end|ending ~ it|this|everything|my_suffering|all',
      'put|putting ~ a|an ~ stop|end ~ to',
      'settle|settles|finish|finishes ~ it|this|everything|things',
      'kill|killing ~ myself',
      'never ~ wake_up|wake',
      // Whether it would be enough, or survivable: the means weighed for dying.
      'would|will|be ~ enough|high_enough|fatal|lethal|survivable $|?|to',
      'would|could ~ i ~ survive',
    ],
    unless: [
      ...IDIOM_KILL,
      ...SUICIDE_IDIOM,
      ...FICTION,
      'nail_gun|glue_gun|staple_gun|spray_gun|heat_gun|squirt_gun|water_gun|nerf',
      'jump ~ rope',
      'learning|learn ~ the ~ rope|ropes',
      'bridge ~ the ~ gap',
      'bullet ~ point|points|journal|list',
    ],
    negatedIsWeak: true,
  },
  {
    // Looking up how death or a method works, in any wording: a verb of searching beside a word
    // of dying ("I googled how long it takes to bleed out", "I've been reading about which
    // pills are fatal"). Crisis in the member's own sentence.
    name: 'searching-means',
    weight: 'crisis',
    kind: 'suicide',
    selfOnly: true,
    softenedBy: IRONY,
    cues: [
      'google|googled|googling|search|searched|searching|research|researched|researching|look_up|looked_up|looking_up|read_up|reading_up|read|reading|watched|asked ~ how|what|which|whether|if|about ~ ~ bleed_out|bleeding_out|lethal_dose|fatal_dose|painless_way|painless_death|to_die|die_from|die_of|dying_from|overdose|od|hang|hanging|drown|drowning|suffocate|suffocation|kill_you|kill_yourself|kill_myself|kill_a_person|to_death',
    ],
    unless: [
      ...FICTION,
      ...IDIOM_KILL,
      'symptom|symptoms|treatment|first_aid|cpr|rescue|save|saving|vet|dog|cat|pet|plant|plants|battery|error|bug|build|code|app|server|company|startup|career',
    ],
  },
  {
    // Giving possessions away, with no reason of a move or a clear-out given: a warning sign of
    // preparation that is asked about, since "I'm giving away my old desk" is also how people move.
    name: 'giving-away',
    weight: 'strong',
    cues: [
      'give|giving|gave ~ away ~ my|all_my',
      'give|giving|gave ~ my ~ ~ to ~ my|friends|people ~ ~ keep|need|return|back',
    ],
    unless: [
      'move|moving|moved|declutter*|clear_out|clearing|spring_clean*|donate|donating|charity|sale|upgrade|new_one|old|outgrown|seat|notice|shift|two_weeks',
      // "Give away" as reveal: "it could give away my age".
      'could|would|might|may|will ~ give|giving ~ away',
      'secret|secrets|identity|orientation|sexuality|location|answer|ending|spoiler|age|intentions|feelings|position|plan|plans',
      // What is shared at work, not owned: knowledge, time, ideas.
      'knowledge|time|ideas|idea|advice|tips|expertise|skills|labour|labor|free|for_free|notes|code|designs|work',
      ...TASK_CONTEXT,
    ],
  },
  {
    // Harm to the member's own body done until it shows ("until my knuckles split", "until it
    // bled"): self-injury without the word, read as a strong sign.
    name: 'harm-until',
    act: true,
    weight: 'strong',
    cues: [
      'punch|punched|punching|hit|hitting|bang|banged|banging|scratch|scratched|scratching|pick|picked|picking|bite|bit|biting|burn|burned|burnt|pull|pulled|pulling ~ ~ until|till|til ~ it|they|my|i ~ ~ bled|bleed|bleeding|broke|broken|split|bruised|blistered|scarred|raw|numb|see_stars|saw_stars|blacked_out|passed_out',
    ],
    with: ['i|me|my|myself'],
    unless: [
      'work|worked|working|ran|run|running|train|trained|training|practice|practiced|climb|climbed|dance|danced',
    ],
  },
  {
    name: 'preparation',
    pastCounts: true,
    weight: 'crisis',
    kind: 'suicide',
    cues: [
      'suicide|goodbye|farewell ~ note|letter|letters|message|video|post',
      'give|giving|gave|given ~ away ~ my|all ~ thing|things|stuff|belongings|possessions|pets|cat|dog',
      'give|giving ~ my ~ thing|things|stuff|belongings|possessions ~ away',
      'sell|selling|sold ~ all|everything ~ my|i_own|i_have ~ thing|things|stuff|belongings|possessions',
      'give|giving|gave|given ~ my ~ ~ away ~ to|$|,|and|so|because|before',
      // The will as a document: "my will", "a will", "my last will", read adjacent, so "write a
      // note to my team saying I will not reply after six" is not one.
      'write|wrote|writing|written|drafted|updated|made|making ~ my|a will|testament',
      'write|wrote|writing|written|drafted|updated|made|making ~ my|a last will',
      'affairs ~ in order',
      'goodbye ~ world|cruel|forever|reddit',
      'goodbye|bye everyone|everybody|world|reddit|all',
      'sorry ~ it ~ came|come|had_to_come|has_come ~ to ~ this',
      'this ~ be ~ my ~ last|final ~ post|words',
      'last|final ~ day|night|week ~ on_earth|alive|of_my_life',
      'no ~ stopping ~ me',
      'tonight ~ be ~ the ~ night',
      'when|once|after ~ i ~ am|will|ll ~ gone|dead',
      'after ~ my ~ death|funeral|suicide|passing',
      'affected|sad|miss|cry|devastated ~ by|at|about|after ~ my ~ death|funeral|suicide',
      'spare ~ my ~ family|parents|kids|mom|dad|brother|sister|friends ~ the ~ pain',
      'letter|letters|note|notes ~ i ~ wrote|write|written|left|leave ~ for|to ~ my|everyone',
      'plan|planned|planning ~ how ~ to ~ do_it|kill|die',
      'have|got|made ~ a ~ plan ~ to ~ kill|die|do_it',
      // A plan said to be finished, or only its date left open.
      'completed|finished|final|whole ~ plan ~ $|now|ready|just',
      'just|only ~ matter ~ of ~ when',
    ],
    unless: [
      'cover|thank|thanks|reference|recommendation|resignation|motivation|love|offer|rejection|termination|welcome ~ letter|note|message|post|video',
      'say|said|saying|wave|waved ~ goodbye|bye',
      'last ~ day|shift|week ~ at|in|with',
      // Things given away with the reason given: a move or a clear-out ("since I'm moving
      // abroad"). A place is named, so "moving on to a better place" is not read as a move.
      'move|moving|moved|relocate|relocating|relocated ~ abroad|overseas|out|house|home|country|countries|city|cities|state|apartment|flat|in_with',
      'declutter*|downsiz*|minimalis*|clear_out|clearing_out',
    ],
  },
  {
    name: 'farewell-note',
    weight: 'crisis',
    kind: 'suicide',
    cues: [
      'write|wrote|writing|written|leave|leaving|start|starting|draft|drafting|finish|finished ~ note|notes|letter|letters',
    ],
    with: [
      'goodbye|sorry|family|everyone|loved|parents|mom|mum|dad|kids|forgive|suicide|gone|tonight|anymore',
    ],
    unless: [
      'cover|thank|thanks|reference|recommendation|resignation|motivation|love|offer|rejection|termination|welcome|doctor|sick ~ letter|note',
    ],
  },
  {
    name: 'attempt',
    pastCounts: true,
    weight: 'crisis',
    kind: 'suicide',
    cues: [
      '+attempt|attempted|attempts ~ suicide|to_kill|to_end|on_my_life',
      'suicide ~ attempt|attempts',
      'my ~ last|first|second|third|previous|failed ~ attempt|attempts',
      'survive|survived ~ my ~ attempt',
      'tried|try ~ to ~ kill|hang|drown|overdose|end ~ myself|my_life',
      'tried|try|attempted ~ to ~ overdose|od|hang_myself|drown_myself',
      // The act named by its -ing form, or by the overdose itself: "tried strangling myself".
      `tried|attempted ${SELF_KILL_VERB} myself`,
      'tried|attempted ~ od|oding|overdosing|overdose ~ $|on|before|again|once|twice|time|times',
      'overdosed|od ~ on',
      // A past attempt told as one event ("I had an attempt two years ago").
      'i ~ had|made|survived ~ an|a|one ~ attempt ~ $|,|back|ago|years|when|in|before|last',
      'pump ~ my ~ stomach',
      'failed ~ attempt|to_die',
      "attempt ~ failed|did_not_work|didn't_work $",
      'i ~ attempt|attempted again|$',
      'attempt ~ it ~ again',
      // Survival that was not meant: "I wasn't supposed to wake up last time".
      '!supposed|meant ~ to ~ survive|wake_up|be_alive ~ last_time|that_time|that_night|$|,',
      'i ~ will|be_going_to attempt $|,|again|tonight|tomorrow|soon',
      'talk|talking|talked|talks ~ me ~ off ~ the|a ~ edge|ledge',
    ],
    unless: [
      'attempt ~ at|to ~ get|make|find|apply|fix|learn|ask|talk|contact|reach|do|be|write',
      'layoff|layoffs|restructure|reorg|merger|launch',
      // Too much of a pleasure, not a drug: "overdosed on coffee", "OD'd on pizza".
      'coffee|caffeine|espresso|sugar|candy|chocolate|sweets|carbs|pizza|netflix|tv|anime|cheese|memes|meetings|zoom',
    ],
    unlessWithin: [
      // "Overdosed on" a drink, a food or a pastime is a figure of excess ("overdosed on coffee",
      // "od'd on meetings"); on pills, a drug or something unnamed it stays an overdose.
      'overdosed|od on coffee|caffeine|espresso|sugar|candy|chocolate|cake|pizza|snacks|energy_drinks|netflix|tv|anime|memes|news|work|emails|meetings|zoom|calls|overtime|content|podcasts|cookies|carbs',
    ],
  },

  {
    // A count no dose comes in, taken by the member ("I downed 40 of my sleeping pills",
    // "swallowed like twenty of my tablets"): the quantity itself is the overdose. Told as one
    // event, not a daily dose ("I'm taking 50 mg a day"); pills as goods at work are excluded.
    name: 'overdose-counted',
    act: true,
    pastCounts: true,
    weight: 'crisis',
    kind: 'suicide',
    cues: [`took|swallowed|downed|ingested ~ #10 ~ ${PILLS}`],
    with: ['i|me|my|myself'],
    unless: [
      'booth|conference|pharmacy|sample|samples|shelf|shelves|stock|inventory|delivery|deliver|customer|customers|patient|patients|count|counted|restock|vitamin|vitamins|a_day|per_day|daily|prescribed',
    ],
  },
  {
    // An attempt told by the means that failed, with the act left unnamed: "the revolver jammed",
    // "the belt snapped", "the pills didn't work". A gun that jams at the range, a rope that snaps
    // on a climb, a painkiller that doesn't work on a headache are excluded.
    name: 'means-failed',
    pastCounts: true,
    weight: 'crisis',
    kind: 'suicide',
    cues: [
      'my|the ~ gun|pistol|revolver|rifle|shotgun|rope|noose|belt|cord ~ jammed|misfired|snapped|did_not_fire|gave_way|did_not_hold|broke',
      'the|my|those ~ pills|overdose|od ~ did_not|failed_to ~ work|kill_me|do_it',
    ],
    with: ['i|me|my|myself'],
    unless: [
      'range|hunt|hunting|hunter|clean|cleaning|cleaned|lesson|class|target|shooting_range|deer|climb|climbing|swing|tent|boat|tow|towing|rappel*|headache|migraine|cold|flu|allergy|allergies|pain|sleep|birth_control|period|cramps|anxiety|ibuprofen|tylenol|antibiotics|vitamins|gym|dog|leash|pants|trousers|jeans',
    ],
  },

  {
    // An attempt begun and stopped (the Columbia screener's interrupted or aborted attempt), told
    // by "almost" or "nearly" beside a means or a height: "I stood on the bridge and almost
    // jumped", "I nearly swallowed them all". Being startled ("almost jumped out of my skin") and
    // acting too soon ("nearly jumped the gun") are excluded.
    name: 'aborted-attempt',
    pastCounts: true,
    weight: 'crisis',
    kind: 'suicide',
    softenedBy: IRONY,
    cues: [
      'almost|nearly ~ jumped|jump|stepped_off|let_go|went_through_with_it|did_it|pulled_the_trigger|took_them_all|took_all_of_them|swallowed|hanged_myself|killed_myself|ended_it',
    ],
    with: [
      'bridge|ledge|roof|rooftop|balcony|edge|tracks|train|cliff|window|pills|tablets|gun|trigger|rope|noose|belt|myself|it_all|overdose|knife|blade|river|water|building|parking_garage',
    ],
    unless: [
      'skin|seat|chair|joy|surprise|excitement|fright|scare|phone|rang|door|noise|spider|puddle|fence|queue|gun_the_start|the_gun|conclusion|conclusions|ship|opportunity|chance|offer|laughing|laughter',
    ],
  },

  // ---- Intent implied rather than named (C-SSRS 4-5): "it" with a time, a last day, readiness.
  {
    // Intent bound to a time, with the act left unnamed: "I'm going to do it tonight", "this month
    // is my last", "I didn't do it last night, I'll try again Sunday". The same task exclusions as
    // the euphemisms keep "I'll do it tomorrow, the report is due" out.
    name: 'time-bound-intent',
    weight: 'crisis',
    kind: 'suicide',
    softenedBy: IRONY,
    cues: [
      // A last night or birthday, written as one phrase ("my boyfriend hit me last night" is
      // not one); never a last day or week, which is how people leave a job.
      'this|today|tonight|tomorrow ~ be my last|final night|birthday|christmas|breath',
      'my last|final night|birthday|christmas|breath ~ $|alive|here|on_earth',
    ],
    unless: [
      ...IDIOM_KILL,
      'finish|complete|deadline|project|essay|homework|assignment|work|shift|job|contract|lease|meeting|call|interview|exam|test|class|school|report|presentation|application|day_off|vacation|holiday',
      'last|final ~ day|night|week|month|year|time ~ at|in|with|of|before|as|here_at',
    ],
  },
  {
    // A future the member is not in: things or outcomes that stop mattering to them from a near
    // time on ("I won't need any of it after Sunday", "none of this will matter after tonight"),
    // and the member's things left for whoever comes after them ("for whoever finds him", a
    // pet's care left out for the next person). Leave, a move, a project or a finished exam give
    // the time a reason and are excluded.
    name: 'future-without-me',
    weight: 'crisis',
    kind: 'suicide',
    softenedBy: IRONY,
    cues: [
      '!need|matter ~ them|it|any_of_it|any_of_this|anything|these|those|this|that|my_stuff|my_things ~ after|past|beyond|by|from ~ tonight|tomorrow|friday|saturday|sunday|monday|tuesday|wednesday|thursday|the_weekend|this_week|next_week|today|then|that|the_end',
      '!matter|need ~ after|past|beyond ~ tonight|tomorrow|friday|saturday|sunday|monday|tuesday|wednesday|thursday|the_weekend|today|then',
      'none|nothing ~ ~ matter ~ after|past|beyond ~ tonight|tomorrow|friday|saturday|sunday|monday|tuesday|wednesday|thursday|the_weekend|today|then',
      'for ~ whoever|whomever|whoever_ends_up|the_person_who|the_one_who ~ find|finds|found ~ me|him|her|them|my_body',
      'whoever|whomever ~ find|finds ~ me|my_body',
    ],
    unless: [
      ...IDIOM_KILL,
      'leave|vacation|holiday|holidays|trip|move|moving|moved|relocat*|sabbatical|retire|retiring|retirement|quit|quitting|notice|contract|lease|exam|exams|test|deadline|launch|project|course|semester|class|graduation|graduate|graduating|wedding|surgery|license|licence|subscription|trial|version|update|laptop|computer|badge|account|password|uniform|car_park|parking|access|key|keys',
      'lost|lose|wallet|phone|keys|dog|cat|puppy|kitten|found_it|return|reward',
      // A thing at work that lapses on a date ("the old login won't matter after Monday").
      'migration|login|system|release|deploy|deployment|rollout|cutover|renewal|review|grade|grades|score|report|payroll|invoice|shift|rota|schedule|sprint|tool|software|app|server|database|old|new|once',
      ...TASK_CONTEXT,
    ],
  },
  {
    // A goodbye said as final: the other person not knowing it was one, a last or real goodbye.
    // Goodbyes at the end of a job, a visit or a move are excluded.
    name: 'farewell-final',
    weight: 'crisis',
    kind: 'suicide',
    pastCounts: true,
    cues: [
      // Said of the goodbye itself, not of a last meeting ("I didn't know it was the last time I'd
      // see him" is grief).
      // The goodbye to the person, not to a place or a thing ("goodbye to her old desk").
      '!know|realise|realize|realised|realized it|that be|was goodbye|a_goodbye|my_goodbye $|,|and|but',
      'no|little idea|clue it|that be|was goodbye|a_goodbye|my_goodbye $|,|and|but',
      'say|said|saying ~ goodbye|bye ~ for ~ the ~ last_time|good|real',
      'my ~ way ~ of ~ saying ~ goodbye',
      'said|say|saying ~ a|my ~ final|last|quiet|secret ~ goodbye|goodbyes',
    ],
    unless: [
      'team|colleagues|coworkers|co_workers|office|job|company|shift|students|class|classmates|farewell_party|lunch|leaving_do|move|moving|country|city|airport|flight|visit|trip|semester|school|house|apartment|flat|car|ex|relationship|boyfriend|girlfriend|breakup|broke_up|dog|cat|pet|vet|grandma|grandpa|funeral|hospice',
      'startup|firm|employer|workplace|desk|building|campus|town|neighbourhood|neighborhood|hometown|career|industry|project|client|clients|band|club',
      ...TASK_CONTEXT,
    ],
  },
  {
    // Affairs settled as if for after the member is gone: accounts closed and debts paid, a pet's
    // care written out, passwords left. A strong sign; beside a farewell it is read as one.
    name: 'settling-affairs',
    weight: 'strong',
    cues: [
      'cancel|cancelled|canceled|cancelling|canceling|close|closed|closing ~ all ~ my|of_my ~ subscriptions|accounts|memberships|phone_plan',
      'cancel|cancelled|canceled|cancelling|canceling|close|closed|closing ~ my ~ subscriptions|accounts|memberships',
      'paid|pay|paying ~ off ~ what|everything|all|my_debts|every_debt ~ i ~ could|can|owe',
      'paid|pay|paying ~ off ~ everything|all_my_debts|my_debts|what_i_owe',
      'pet|pets|cat|dog|cats|dogs ~ ~ info|information|instructions|details|care|food|vet ~ ~ on|for|by|left ~ the|my ~ fridge|table|counter|desk|door',
      'left|leave|leaving|wrote|write|written ~ my ~ passwords|bank_details|pin|logins',
    ],
    unless: [
      'move|moving|moved|relocat*|abroad|budget|budgeting|save|saving|savings|money|cost|costs|expensive|afford|broke|bills|rent|mortgage|trip|vacation|holiday|sitter|pet_sitter|neighbour|neighbor|travel|travelling|traveling|away|hospital|surgery|divorce|new_bank|switch|switching',
    ],
  },
  {
    // Readiness and leaving framed as final, a plan carried on, a note weighed: a strong sign, so
    // the member is asked directly whether they are safe.
    name: 'implied-intent',
    weight: 'strong',
    cues: [
      'i ~ be ~ ready ~ to ~ go ~ $|now|tonight',
      'this|today|tonight|tomorrow ~ be my last|final $',
      'not do it last night',
      'make sure it work|works ~ this_time',
      'this time ~ i ~ will|be_going_to ~ make sure it work|works',
      `${WANT}|could ~ to ~ leave|go ~ forever|for_good $`,
      'wish ~ i ~ could ~ leave|go|disappear ~ tonight|forever',
      'carry ~ on|out|through ~ with ~ my ~ plan $',
      'carry ~ on|out|through ~ my|with_my ~ intentions',
      'should ~ i ~ leave|write a note|letter',
      'whether|if ~ i ~ should ~ leave|write a note|letter',
      'how ~ painful ~ would|will|is ~ it ~ be ~ to|if',
      'find|finds|found|discover|discovers ~ my ~ body|corpse $',
      'who ~ will|would ~ find ~ my ~ body|corpse',
      'find|finds|found ~ my ~ body|corpse ~ but|and|,|when|after',
      'i ~ be ~ going ~ to ~ go ~ tonight $',
      'not ~ planning|going|plan ~ on|to ~ coming|come ~ back',
      'courage|guts|balls|nerve ~ to ~ fulfil|fulfill|follow_through|carry_out|go_through_with ~ my|the ~ plan',
      'if ~ only ~ i ~ have|had ~ the ~ courage|guts|balls|nerve',
      'i ~ set|picked|chose|have ~ a|my|the ~ date $',
      // A plan with its time or way settled: "I know how I will do it".
      'know ~ when|how|where ~ i ~ be|will|am ~ going ~ to ~ do_it $|,|and|but',
      'know ~ when|how|where ~ i ~ will ~ do_it $|,|and|but',
      'reason ~ not ~ to ~ end|kill|do_it',
      'care|notice|miss|cry ~ if ~ i ~ died|die|was_gone|were_gone|killed_myself|disappeared|was_dead|were_dead|was_not_around|were_not_around|was_not_here|were_not_here|was_no_longer|were_no_longer|vanished',
      'can not ~ hold ~ on ~ much|any|a_lot ~ longer',
      `${WANT} out $`,
      'if ~ i ~ can|will ~ make ~ it ~ through ~ tomorrow|tonight|the_night',
      'see ~ me ~ dead',
      'go ~ to ~ bed|sleep ~ with ~ some|the|my|a_bottle_of ~ pills|oxy|xanax|meds',
      // The act left as "it", weighed against courage or fear ("not brave enough to do it").
      'courage|guts|balls|nerve|strength|willpower|brave|brave_enough ~ to ~ do_it|go_through|end_it|do_this|kill_myself',
      'too ~ scared|afraid|weak|cowardly|chicken ~ to ~ do_it|go_through|end_it|kill_myself',
      'convince ~ myself|yourself ~ to ~ do_it|go_through',
      // A death dated from now ("if I were to die next month").
      'i ~ die|be_dead|be_gone ~ in ~ a|two|three|few|a_few ~ day|days|week|weeks',
      // The member's absence foreseen, however said: "I don't think I'll be around for her
      // birthday", "I can't see myself still being here next year".
      // Not "here" and not any "around for": "I won't be here next year" and "I won't be around
      // for the standup" are how people speak of a job.
      '!think ~ i ~ will ~ be ~ around|alive much_longer|for_long|anymore|next_year|to_see|$',
      '!think ~ i ~ will ~ be ~ alive',
      '!see ~ myself ~ be|being|still ~ alive',
      'i ~ will ~ not|never ~ be ~ around|alive much_longer|for_long|anymore|next_year|to_see|$',
    ],
    unless: [
      // "work" is left out: it is the verb of "make sure it works".
      'finish|complete|deadline|project|essay|homework|assignment|shift|job|contract|lease|meeting|call|interview|exam|test|class|school|party|trip|vacation|holiday|date|airport|flight|company|team|country|city|town|house|home|office|early|app|code|demo|website',
    ],
  },
  {
    // Goodbyes said in the plural and as the member's own ("I've said my goodbyes"): a farewell,
    // unless work is named near it (a farewell lunch, a last shift).
    name: 'farewell-said',
    weight: 'crisis',
    kind: 'suicide',
    pastCounts: true,
    cues: ['said|say|saying|made|make|written|wrote ~ my ~ goodbyes|farewells'],
    unless: [
      'team|colleagues|coworkers|co_workers|office|job|company|shift|students|class|classmates|farewell_party|lunch|leaving_do|move|moving|country|city',
    ],
  },
  {
    // An apology addressed to the people the member would leave ("I'm sorry to my family, I love
    // you all"): a farewell in safe-messaging's list of warning signs.
    name: 'farewell-apology',
    weight: 'strong',
    cues: [
      'sorry ~ to ~ my|all_my|everyone|all_of_you ~ family|friends|parents|mom|mum|dad|kids|children|loved_ones|brother|sister|wife|husband',
      'i ~ love ~ you ~ all|guys|everyone ~ goodbye|bye',
      'forgive ~ me ~ mom|mum|dad|family|everyone',
    ],
    unless: ['late|delay|delayed|absence|miss|missed|cancel|cancelled|mess|noise'],
  },
  {
    // Getting the means (a gun, a rope) in the member's own words: asked about, even without a
    // stated purpose, because access to means is the strongest single risk factor.
    name: 'means-access',
    weight: 'strong',
    cues: [
      'i ~ get|getting|got|buy|buying|bought|purchase|purchasing|order|ordered ~ a|some|the ~ gun|guns|rope|noose|handgun|revolver|glock|pistol',
      'picking|pick ~ up ~ a|the|my ~ gun|rope|handgun|pistol',
      'access ~ to ~ knives|a_knife|pills|a_gun|guns|a_rope|rope',
      'to ~ get|buy|purchase|order ~ a|some|myself_a ~ gun|handgun|revolver|glock|pistol|rope|noose',
    ],
    // In the member's own sentence: "my uncle went to buy a gun for hunting season" is not theirs.
    with: ['i|me|my|myself'],
    unless: [
      'hunt|hunting|range|license|licence|permit|store|shop|work|job|shift|toy|nerf|airsoft',
    ],
  },

  // ---- Self-harm, by the act or by the body part.
  {
    name: 'self-harm',
    pastCounts: true,
    weight: 'crisis',
    kind: 'self-harm',
    cues: [
      '+self harm|harming|harmed|injury|injure|injuring|mutilation|destruct',
      `+${HARM_VERB}|hurt|hurting|harm|harming|punish|punishing|starve|starving ~ myself|my_self`,
      `${HARM_VERB} ~ my ~ ${BODY}`,
      `${HARM_VERB} ~ into ~ my ~ ${BODY}`,
      `scar|scars|cuts|wounds|burns ~ on ~ my ~ ${BODY}`,
      // A sharp or hot thing put to the member's own body, whatever the verb ("I drag a blade
      // across my skin", "a lighter against my arm").
      `razor|razors|blade|blades|knife|knives|glass|scissors|compass|lighter|needle|pin|pins ~ on|across|into|against|over|along|down ~ my ~ ${BODY}`,
      // Marks hidden: "I cover the marks on my wrists with sleeves".
      `hide|hides|hid|hiding|cover|covers|covered|covering ~ ~ marks|scars|cuts|wounds|burns ~ on ~ my ~ ${BODY}`,
      'long_sleeves|bracelets|bracelet|hoodie|hoodies ~ ~ hide|cover|covering|hiding ~ the|my ~ marks|scars|cuts',
      'relapse|relapsed ~ on|into ~ cutting|self_harm|burning',
      'clean ~ from|of ~ cutting|self_harm|self_injury',
      'urge|urges ~ to ~ cut|burn|bleed|hurt_myself',
      'make ~ myself ~ bleed|throw_up|purge',
      // Said by what the member is or was ("I was a cutter"), or by how deep a cut went.
      'i ~ be|was|am ~ a ~ cutter',
      'nearly|almost|down|all_the_way|cut|cutting ~ to|through ~ the ~ tendon|tendons|vein|veins|artery|arteries|bone|fat',
      // "I cut again": the verb alone, as people who self-harm say it; the object, when there is
      // one ("I cut my hair today"), breaks the adjacency.
      'i ~ cut|cutting again|today|tonight|yesterday|deeper|everyday|but|$',
      'i ~ cut|cutting last_night|every_day|every_night',
      'start|started|starting ~ cutting|self_harming|burning_myself ~ again',
    ],
    unless: [
      ...ACCIDENT,
      'esteem|confidence|worth|image|respect|control',
      'cut ~ hair|costs|cost|budget|back|ties|corners|spending|hours|out|down|off|loose',
      // Shaving, a tattoo, a piercing, a doctor's needle.
      'shave|shaving|shaved|shaver|wax|waxing|tattoo|tattoos|piercing|pierced|injection|vaccine|jab|insulin|acupuncture|stitches',
    ],
    unlessWithin: [
      // Cut or burnt "on" a thing is contact, an accident ("I cut myself on the box cutter", "burnt
      // myself on the oven"); done "with" a thing, or "on" a part of the body, is not excluded.
      'myself on a|an|the|some cutter|box_cutter|paper|can|tin|lid|nail|fence|wire|machine|saw|tool|tools|stove|oven|iron|pan|grill|kettle|door|shelf|pallet|counter|corner',
    ],
    negatedIsWeak: true,
  },

  {
    // Blows struck on purpose against the member's own head or body, told by a hard surface and
    // a sign it was meant (repeated, until it hurt, as a punishment, an injury). "Banging my head
    // against the wall" as a figure of frustration names no such sign.
    name: 'self-injury-blows',
    act: true,
    pastCounts: true,
    weight: 'crisis',
    kind: 'self-harm',
    cues: [
      'slam|slammed|slamming|smash|smashed|smashing|bash|bashed|bashing|bang|banged|banging|hit|hitting|punch|punched|punching ~ my ~ head|face|fist|fists ~ against|into|on ~ ~ wall|walls|floor|door|desk|mirror|window',
    ],
    with: [
      'until|till|til|whenever|every_time|on_purpose|deliberately|punish|bleed|bled|bleeding|bruise|bruised|bruises|stars|concussion|times|again|throwing_up|blacked_out',
    ],
    unless: [
      'like|metaphor|figuratively|trying_to|bug|code|problem|spreadsheet|paperwork|bureaucracy',
      ...ACCIDENT,
    ],
  },
  {
    // Self-harm in the past with its pull returning: "I used to cut and the urge is back".
    // A risk factor asked about, not a crisis on its own.
    name: 'self-harm-history',
    weight: 'strong',
    pastCounts: true,
    cues: [
      'i ~ used to cut|self_harm|selfharm|self_injure|hurt_myself|burn_myself ~ $|in|when|during|,',
      'urge|urges|itch|pull ~ to ~ cut|hurt_myself|harm_myself|burn_myself ~ ~ back|again|return|returning|returned',
      'urge|urges ~ keep|keeps|kept|be|is|are|been ~ coming ~ back',
      'urge|urges ~ be|is|are|came|come ~ back',
      'urge|urges ~ return|returned|returning',
    ],
    with: ['cut|cutting|self_harm|harm|hurt|hurting|burn|burning|relapse|clean|blade'],
    unless: [
      'cut ~ hair|costs|cost|budget|back|ties|corners|spending|hours|out|down|off|loose',
      'film|films|video|videos|footage|edit|editing|editor|trailer|trailers|grass|lawn|wood|fabric|meat|deli|salon|barber',
      'shopping|snack|snacks|sugar|smoke|smoking|vape|vaping|drink|eat|buy|spend',
    ],
  },

  // ---- Someone else in danger: the member needs the same resources to help them.
  {
    name: 'other-at-risk',
    weight: 'crisis',
    kind: 'suicide',
    aboutOther: true,
    cues: [
      `+${SELF_KILL_VERB}|hurt|harm|cut ~ himself|herself|themselves|themself`,
      '+end|take ~ his|her|their ~ own ~ life',
      `${OTHER_PERSON} ~ be ~ suicidal`,
      `${OTHER_PERSON} ~ want|wants|talk|talks|talked|said ~ to|about ~ die|suicide|kill`,
      `${OTHER_PERSON} ~ attempt|attempted|tried ~ suicide|to kill`,
    ],
    unless: [
      ...ACCIDENT,
      'could|might|almost|nearly|would ~ have ~ hurt|kill|harm',
      // Done and past: a death or an injury told, not someone to help now (suicide-known).
      'killed|hanged|shot|drowned|poisoned|hurt himself|herself|themselves|themself',
      'took|ended his|her|their own life|lives',
    ],
  },
  {
    // A suicide or an injury someone else did, told as past ("my friend killed himself last
    // year"), and suicide spoken of in general ("taking your own life"): bereavement by suicide is
    // a risk factor, so the member is asked how they are, but there is no one to rescue now.
    name: 'suicide-known',
    weight: 'strong',
    cues: [
      'take|taking|end|ending ~ your|their|one|ones ~ own ~ life|lives',
      `someone|somebody|person|people|you ~ want|wants|wanting ~ to ~ ${HARM_VERB}|kill|hurt|harm ~ themselves|yourself|oneself|themself`,
    ],
  },
  {
    // A suicide told as past, of someone in the member's life ("my cousin hanged himself", "I
    // found out he took his own life"): bereavement by suicide is a risk factor. Of a stranger or
    // a public figure, with no word of the member's own ("why did that singer take his own life"),
    // it is news, a weak sign (`suicide-told`).
    name: 'suicide-known-close',
    weight: 'strong',
    cues: [
      'killed|hanged|shot|drowned|poisoned himself|herself|themselves|themself',
      'took|ended his|her|their own life|lives',
    ],
    with: [
      'i|me|my|we|our|us|friend|friends|brother|sister|mom|mum|mother|dad|father|son|daughter|cousin|uncle|aunt|grandpa|grandma|grandfather|grandmother|boyfriend|girlfriend|husband|wife|partner|classmate|roommate|colleague|coworker|neighbour|neighbor|teacher|ex',
    ],
  },
  {
    // A suicide as an event, told of a place or people ("we had a suicide on the night shift"):
    // someone else's death, a sign to ask about only beside another one.
    name: 'suicide-event',
    weight: 'weak',
    cues: [
      'have|had|has|having|after|witnessed|witness|saw|see|another|handled|responded_to|investigated|covered a suicide',
    ],
  },
  {
    name: 'suicide-told',
    weight: 'weak',
    cues: [
      'killed|hanged|shot|drowned|poisoned himself|herself|themselves|themself',
      'took|ended his|her|their own life|lives',
    ],
  },
  {
    // Someone else hurt, told as past: a sign to ask unless it reads as an accident.
    name: 'other-hurt-past',
    weight: 'strong',
    cues: ['hurt himself|herself|themselves|themself'],
    unless: [...ACCIDENT],
    // Someone hurt by a task at work done unsafely is an accident told, not self-harm.
    unlessInSentence: [
      'unsafe|safety|injury|injured|machine|machinery|equipment|forklift|ladder|tools|hazard|hazardous',
    ],
  },

  // ---- Harm to others: the member means to hurt someone.
  {
    name: 'harm-to-others',
    weight: 'crisis',
    kind: 'harm-to-others',
    cues: [
      '+i ~ kill|murder|hurt|harm|stab|shoot|attack|strangle|punch|beat|poison ~ him|her|them|boss|manager|colleague|coworker|co|someone|somebody|people|everyone|everybody|wife|husband|partner|kid|kids|child|children|son|daughter|mother|father|mum|mom|dad|team|neighbour|neighbor|customer|client|teacher|classmate|stepdad|stepfather|stepmom|stepmum|stepmother|stepbrother|stepsister|brother|sister|ex|boyfriend|girlfriend|roommate|flatmate|landlord|uncle|aunt|cousin|supervisor|grandma|grandpa|grandmother|grandfather',
      'bring|take|brought ~ gun|knife|weapon|rifle ~ to ~ work|office|school|class',
      // Dwelling on hurting someone, by any verb of the mind ("I keep picturing running him over").
      // Thinking said by the member ("I keep thinking about hurting him"); "you ever think about
      // killing someone?" asks about people in general.
      'i ~ think|thinking|thought ~ about|of ~ hurting|killing|stabbing|shooting|strangling|beating|punching|poisoning ~ ~ him|her|them|someone|somebody|people|boss|manager|coworker|colleague|ex|dad|father|mom|mum|mother|teacher|neighbour|neighbor|stepbrother|stepsister|brother|sister|stepdad|stepfather|stepmom|stepmother|classmate|roommate|girlfriend|boyfriend|wife|husband|partner',
      'fantasi*|daydream*|dream|dreaming|obsess*|picture|picturing|imagine|imagining ~ hurting|killing|stabbing|shooting|strangling|beating|punching|poisoning ~ ~ him|her|them|someone|somebody|people|boss|manager|coworker|colleague|ex|dad|father|mom|mum|mother|teacher|neighbour|neighbor',
      'fantasi*|daydream*|dream|dreaming|obsess*|picture|picturing|imagine|imagining ~ running ~ him|her|them|someone|somebody|boss|manager|coworker|colleague|ex|teacher|neighbour|neighbor ~ over|down',
      'shoot|shooting ~ up ~ office|work|school|place',
      'mass|school ~ shooting ~ i|my',
    ],
    unless: [
      'kill|murder ~ for|to',
      'kindness',
      'shoot|shot ~ email|message|text|note|line|dm|question|idea*|shot|photo|video|hoops|pool|film',
      'hurt ~ feeling*|chance*|career|prospect*',
      'beat ~ deadline|record|target|competition|competitor*|game|level|score|time',
      'beat him|her|them|everyone|you at|in|to chess|cards|game|games|pool|darts|tennis|golf|poker|fifa|race|final|quiz|it|sales|everything',
      'attack ~ problem|issue|backlog|task',
      'would|might ~ kill ~ me',
      'cooking|culinary|chef|kitchen|knife_skills',
    ],
    unlessWithin: [
      // Said in the passive, the member is the one hurt ("I was attacked by a customer"):
      // violence-against-me reads it.
      'attacked|stabbed|shot|hurt|harmed|killed|punched|beaten|strangled|poisoned|murdered|assaulted|attack|stab by',
    ],
  },

  // ---- Abuse or violence (at home or anywhere): someone is hurting or controlling the member.
  {
    name: 'violence-against-me',
    weight: 'crisis',
    kind: 'abuse',
    cues: [
      `${ABUSER} ~ ${VIOLENCE} ~ me`,
      `${ABUSER} ~ ${VIOLENCE} ~ my ~ face|head|neck|throat|arm|arms|body|kid|kids|child|children|son|daughter|baby|dog|cat`,
      `be|was|were|been|get|got|being ~ ${VIOLENCE} ~ by ~ my|him|her|his|partner|husband|wife|boyfriend|girlfriend|father|dad|mother|mom|ex`,
      'be|was|were|been|get|got ~ raped|molested|assaulted|abused|beaten|choked|strangled|battered',
      'threaten|threatened|threatens|threatening ~ to ~ kill|hurt|harm|beat|shoot|stab|take|burn|destroy|hit|punch|kick|slap|smack|choke|strangle|rape|attack ~ me|my|himself|herself|the_kids|our|us',
      'threaten|threatened|threatens ~ me ~ with',
      'restraining|protective|protection ~ order',
      'hands ~ around ~ my ~ neck|throat',
      'bruise|bruises|black_eye ~ on|from|he|she',
      'physically ~ abusive|abused|hurt|assault*',
      'try|tried|trying|attempt|attempted ~ to ~ kill|murder|strangle|choke|drown|stab|shoot|suffocate|smother|run_over ~ me',
      'at ~ knifepoint|gunpoint|knife_point|gun_point',
      'held|hold|holding|holds ~ me ~ hostage|captive|down|against',
      'pull|pulled|pulls ~ a ~ knife|gun ~ on ~ me',
      // The member attacked by anyone, said in the passive with the one who did it ("I was
      // stabbed by a customer"), and struck by someone at work ("my boss shoved me").
      'i ~ be|was|am|got|get|been ~ attacked|stabbed|punched|slapped|kicked|shoved by',
      // A second blow joined without its subject ("he took my phone, then hit me", "she grabbed
      // my bag and slapped me"): the subject is the one named before. The blow is read
      // adjacent, so "then it hit me that…" is not one; joined by "and", a person must be named
      // before it, so "the ball bounced and hit me" is not one either.
      'then hit|punched|slapped|kicked|choked|strangled|shoved|headbutted me',
      `${ABUSER}|${WORK_ROLE}|stepmum|stepbrother|stepsister|flatmate|housemate ~ ~ and hit|punched|slapped|kicked|choked|strangled|shoved|headbutted me`,
      `${WORK_ROLE} ~ hit|hits|kicked|kicks|choked|strangled|slapped|punched|shoved|shoves|attacked|assaulted|spat ~ me`,
      // A blow, a blade or heat on any part of the member's body, by someone else ("my ex burned
      // my arm", "my flatmate punches my shoulder"); grabbing a hand is left out, it is also tender.
      `${ABUSER}|stepmum|stepbrother|stepsister|flatmate|housemate ~ hit|hits|punch|punches|punched|kick|kicks|kicked|slap|slaps|slapped|bite|bites|bit|cut|cuts|stab|stabs|stabbed|burn|burns|burned|burnt|slash|slashed|scratch|scratches|scratched ~ my ~ ${BODY}`,
    ],
    unless: [
      ...WORK_ABUSE,
      // Figures of speech, read tight: "he hit me up", "she beat me at chess". A gap would let an
      // idiom cancel a literal assault in the same sentence ("he beat me, held me at knife point").
      'hit|hits me up|that',
      // Put out of a home or a place, not struck: "she kicked me out", "they threw me out".
      ...EVICTED,
      'hit|hits me with ~ news|question|questions|request|email|deadline|the_news|a_question|a_request|an_email|a_deadline|feedback',
      'domestic ~ violence|abuse ~ agency|organization|organisation|shelter|nonprofit|charity|advocate|advocacy|awareness|month|training|program|programme|center|centre|services|unit|team|cases|case|law|lawyer|attorney',
      'push|pushed|pushes|pushing ~ me ~ to ~ apply|do|take|go|be|work|finish|grow|improve|lead|speak|try|ask|learn|think|change|get',
      'push|pushed|pushes|pushing ~ me ~ into ~ applying|taking|doing|accepting|leading|working|going|signing|management|a_role|the_role|this_role',
      'push|pushed|pushes|pushing ~ me ~ harder|forward|further|toward|towards',
      'hurt ~ me ~ with|by ~ comment*|word*|remark*|feedback|email|decision|criticism|joke*',
      // Beaten in a contest or to something first: "beat me at chess", "beat me to the last
      // space". Never a place or people ("beat me at home", "in front of the kids").
      'beat|beats me at|in chess|cards|game|games|pool|darts|tennis|golf|poker|fifa|scrabble|monopoly|trivia|quiz|race|final|finals|match|sales|everything|running|arm_wrestling|the_race|the_final|the_quiz|the_game|the_match',
      'beat|beats me to it|first|the_punch|the_job|the_role|the_promotion|the_spot|the_last|the_deadline|the_finish',
      'throw|threw|thrown me under ~ bus',
      'throw|threw|thrown me off ~ guard|track|balance',
      'throw|threw|thrown me a|into_the_deep_end|in_at_the_deep_end',
      'hurt ~ my ~ feelings|chances|career',
    ],
    unlessWithin: [
      'kicked|kick|kicks out|off|from',
      // Attacked with words, not a blow: "I was verbally assaulted" (abuse-named still reads abuse).
      'verbally assault|assaulted|attack|attacked|attacking|assaulting',
      // Pushed or driven to a limit is a figure of strain, read adjacent ("the rota pushes me to my
      // limit", "this job drove me over the edge"); "pushed me to the ground" is not one.
      'push|pushed|pushes|pushing|drive|drove|driven|driving me over the edge $|,|again|and|so|with|today|lately|when|this|that',
      'push|pushed|pushes|pushing|drive|drove|driven|driving me to my|the limit|limits|brink|breaking_point',
      'push|pushed|pushes|pushing|drive|drove|driven|driving me to the edge and|so|again|until|$|,',
      ...THREAT_OF_A_STEP,
      // A threat of a work sanction: "threatened to take my shifts away".
      'take|taking ~ my|our|the|away ~ shift|shifts|hours|bonus|pay|job|position|title|commission|overtime|vacation|pto|leave|promotion|raise|desk|account|access',
      // A threat or an attack aimed at someone at work, not at the member (see violence-at-work).
      `kill|hurt|harm|beat|shoot|stab|hit|punch|attack|strangle|choke my|our ${WORK_ROLE}|staff|employee|employees|patient|patients|nurse|cashier|team`,
      // A hurt denied right before the words: "I'm not physically hurt", "never physically harmed".
      'not|never physically hurt|harmed|injured',
    ],
  },
  {
    // Violence at home seen by the member: a parent beating the other, a partner hitting a child.
    // In a sentence about the member's own people it is a crisis; elsewhere (a story, the news)
    // a strong sign, so the member is still asked.
    name: 'violence-at-home',
    weight: 'crisis',
    kind: 'abuse',
    selfOnly: true,
    cues: [
      `${ABUSER} ~ hit|hits|hitting|beat|beats|beating|choke|chokes|choking|strangle|strangles|strangling|punch|punches|punching|kick|kicks|kicking|slap|slaps|slapping|rape|raped|rapes|stab|stabbed ~ her|him|my_mom|my_mum|my_mother|my_sister|my_brother|my_dad|us|the_kids|my_kids|my_son|my_daughter`,
      `${ABUSER} ~ threaten|threatens|threatened ~ to ~ kill|hurt|shoot|stab ~ her|him|us|my|the_kids`,
      // The family member named with a word before it ("my little brother", "our baby girl").
      `${ABUSER} ~ hit|hits|hitting|beat|beats|beating|choke|chokes|choking|strangle|strangles|punch|punches|kick|kicks|slap|slaps|burn|burns|whip|whips ~ my|our ~ ~ sister|sisters|brother|brothers|siblings|kid|kids|child|children|son|daughter|baby|mom|mum|mother`,
      // Sexual abuse of the member's siblings or children, and an attempt on a family member's life.
      `${ABUSER} ~ molest|molests|molested|molesting|abuse|abused|abusing|abuses ~ my|our|the ~ sister|sisters|brother|brothers|siblings|kid|kids|child|children|son|daughter|baby`,
      'attempt|attempted|tried|try ~ to ~ murder|kill|drown|strangle|poison|suffocate|smother ~ my|our|the ~ daughter|son|kid|kids|child|children|baby|mother|mom|mum|sister|brother',
      // Someone close fearing for their life ("he fears for his life").
      `${FEAR} ~ for ~ her|his|their ~ life|lives|safety`,
      // Beaten by a partner or family member, said without "was" ("she showed up beaten by her ex").
      'beaten|raped|molested|assaulted|choked|strangled|battered|abused ~ by ~ my|her|his|their ~ husband|wife|partner|boyfriend|girlfriend|ex|father|dad|mother|mom|mum|stepdad|stepfather|brother|uncle|fiance|spouse',
      'beaten|raped|molested|assaulted|choked|strangled|battered|abused ~ by ~ my|her|his|their ~ ~ husband|wife|partner|boyfriend|girlfriend|ex|father|dad|mother|mom|stepdad|spouse',
    ],
    unless: [
      'hit|hits|hitting ~ him|her ~ up|back|with_a_question|on',
      ...EVICTED,
      'beat|beats|beating ~ him|her|us ~ at|in|to',
      'game|games|video|movie|film|show|episode|anime|character|season|book|story',
    ],
  },
  {
    name: 'abuse-named',
    weight: 'crisis',
    kind: 'abuse',
    selfOnly: true,
    otherwise: 'weak',
    cues: [
      '+rape|raped|rapist',
      'sexually ~ assault*|abuse*|harass*',
      'domestic ~ violence|abuse',
      '+abuse|abused|abuser|abusers|abusive|abusing',
      // Misspelt forms ("abusesive") read as the word they stand for.
      '+abusi*|abuse*',
      'domestic ~ violent',
      'break|broke|broken|breaking ~ my ~ nose|arm|ribs|jaw|wrist|finger|leg|teeth|tooth',
      'my ~ husband|wife|partner|boyfriend|girlfriend|father|dad|mother|mom|mum|ex|stepdad ~ be ~ a ~ monster|abuser|narcissist|psycho',
    ],
    unless: [
      ...ABUSE_OF_SOMEONE_SUPPORTED,
      ...WORK_ABUSE,
      'substance|drug|alcohol|child|animal|elder|verbal ~ abuse ~ test|testing|screening|policy|program|counselor|counsellor|prevention',
      // Abuse of a substance, not of a person ("drug abuse", "abusing Xanax"): the substance
      // concept reads it.
      'substance|drug|drugs|alcohol|xanax|pill|pills|prescription|opioid|opioids ~ abuse|abuser|abusers|abusing',
      'abuse|abusing|abused ~ drugs|alcohol|substances|xanax|pills|painkillers|prescriptions|opioids|adderall',
      // Abuse of a thing, not of a person: power, a system, a rule, a feature ("abusing the award
      // button", "abuse of power"). Someone hurting the member is read by violence-against-me.
      'abuse|abusing|abused|abuses ~ ~ power|system|privilege|privileges|position|authority|award|awards|feature|features|rules|loophole|loopholes|glitch|bug|exploit|mods|karma|upvotes|downvotes|button|command|discount|trial|refund|policy|hotkey|spell|ability|mechanic',
      'power|authority|privilege|system|loophole|glitch|feature ~ abuse|abused|abusing',
      'domestic ~ violence|abuse ~ agency|organization|organisation|shelter|nonprofit|charity|advocate|advocacy|awareness|month|training|program|programme|center|centre|services|unit|team|cases|case|law|lawyer|attorney',
    ],
    unlessWithin: [...ABUSIVE_AT_WORK, ...ABUSE_AS_WORK],
  },
  {
    name: 'abuse-and-control',
    weight: 'crisis',
    kind: 'abuse',
    cues: [
      '+abusive|violent ~ partner|relationship|husband|wife|boyfriend|girlfriend|parent|parents|home|father|mother|dad|mum|mom|ex|marriage|family|household',
      '+abuse|abused|abuses|abusing ~ me',
      'my ~ abuser',
      `${FEAR} ~ of ~ my ~ husband|wife|partner|boyfriend|girlfriend|dad|father|mom|mum|mother|ex|stepdad|brother|family|parents|abuser`,
      `${FEAR} ~ to ~ go ~ home|back`,
      `${FEAR} ~ he|she ~ will|would|might|going|gonna ~ kill|hurt|find|come|take`,
      `${FEAR} ~ for ~ my ~ life|safety`,
      'not ~ safe ~ at_home|home|with_him|with_her|in_my_house',
      // Control by a partner or parent, named by who does it or by "he"/"she".
      `${CONTROLLER} ~ control|controls|controlled|controlling ~ everything|my ~ money|phone|finances|bank|account|life|everything|wages|pay|salary`,
      `${CONTROLLER} ~ control|controls|controlled ~ everything $|,|and|i`,
      `${CONTROLLER} ~ track|tracks|tracked|check|checks|checked|monitor|monitors|read|reads|go_through ~ my ~ phone|location|messages|texts|email`,
      `!${CONTROLLER} ~ let ~ me ~ see|leave|go|work|have|talk|use|out`,
      `${CONTROLLER} ~ took|takes|take|keep|keeps|kept|hide|hides|hid ~ my ~ phone|keys|passport|money|card|bank_card|cards|wages|pay|paycheck|salary|documents|id`,
      `${CONTROLLER} ~ give|gives|gave ~ me ~ an|a ~ allowance`,
      `${CONTROLLER} ~ isolate|isolated|isolates ~ me`,
      `${CONTROLLER} ~ keep|keeps ~ me ~ from ~ my ~ friends|family`,
      `${CONTROLLER} ~ smash|smashed|smashes|broke|breaks|destroy|destroyed|destroys|threw ~ my ~ phone|things|stuff|belongings|laptop|door`,
      // Permission the member needs to live their own life.
      'not ~ allowed|permitted ~ to ~ see|visit|call ~ my ~ family|friends|parents|mum|mom|sister|brother',
      'not ~ allowed|permitted ~ to ~ leave_the_house|go_out|have_money|have_any_money|have_friends|have_a_phone|have_my_own',
      'lock|locks|locked|locking ~ me ~ in|out',
      // Followed and waited for: stalking by anyone.
      'turn|turns|turned|turning|show|shows|showed|showing ~ up ~ at|outside ~ my ~ work|house|home|door|flat|apartment|school|job|place',
      'follow|follows|followed|following ~ me ~ home|around|everywhere|to_work|from_work',
      // Sex forced or pressed for after a no.
      'force|forces|forced|forcing|pressure|pressures|pressured|coerce|coerced|make|makes|made ~ me ~ to|into ~ have_sex|sleep_with|sex|sexual',
      // Hiding from someone at home until they calm down or leave.
      'hide|hid|hiding ~ ~ until|till ~ he|she ~ calm|calmed|left|leaves|sober|asleep|passed_out|went_to_sleep',
      // A threat held over leaving or telling ("if I leave he'll take the kids").
      'if ~ i ~ ever|try|tried ~ leave|leaving|tell|report ~ he|she ~ will|would|said|says|going',
      'if ~ i ~ leave|tell|report ~ him|her ~ he|she ~ will|would|said|says|going',
      'locked ~ in ~ my|the|a ~ room|bedroom|house|closet|basement|bathroom',
      'flee|escape|get_out_of|leave ~ my|the|this ~ violent|abusive ~ relationship|marriage|home|house|partner',
      'ready ~ to ~ flee|escape',
      `${ABUSER} ~ threaten|threatens|threatened|threatening ~ to|me|my`,
      'he|she ~ follow|follows|followed ~ me',
      'flee|fled|escape|escaped|leave|left ~ my ~ husband|wife|partner|abuser|boyfriend|home',
      'shelter ~ for ~ women|victims',
      'women|domestic|dv ~ shelter',
    ],
    unless: [
      'dying|die|death|finding|knowing|reaction|judging|disappointed|disappointment|opinion',
      'boss|manager|company|work|job ~ control|track|monitor',
      'linkedin|instagram|twitter|tiktok|facebook|social|account|page|blog',
      'leave|left ~ my ~ job|company|team|office|role|position|career',
      // A boss who says "if you leave", a reference, a notice period: a work matter.
      'reference|references|notice|contract|recruiter|promotion|raise|bonus|team|coworker|coworkers|colleague|colleagues|client|clients',
    ],
    unlessWithin: [
      ...ABUSE_AS_WORK,
      ...THREAT_OF_A_STEP,
      // Fear of an act done to the person named right after it, not of the person: "scared of
      // asking my parents", "afraid of telling my mom". Read adjacent, so "scared of telling anyone
      // that my stepdad…" still reads a fear of him.
      `${FEAR} of asking|telling|disappointing|letting|upsetting|losing|bothering|admitting|showing|burdening|failing|worrying|meeting|calling|texting my|our`,
    ],
  },

  {
    // Sexual assault told by the act itself, by anyone and anywhere ("the client forced himself on
    // me", "groped me without my consent"): kept apart from coercive control, whose work-matter
    // exclusions ("a client", "my team") must never cancel an assault at work.
    name: 'sexual-assault',
    weight: 'crisis',
    kind: 'abuse',
    cues: [
      'force|forces|forced|forcing ~ himself|herself|themselves ~ on|onto ~ me',
      'touch|touched|touches|grope|groped|gropes|undress|undressed ~ me ~ after ~ i ~ said|told ~ no|stop',
      'touch|touched|touching|sex|undress|undressed|grope|groped|film|filmed ~ ~ without ~ my ~ consent',
    ],
  },

  {
    // Mistreatment at work named as abuse, and violence threatened or done to someone at work in
    // the member's sight ("a customer threatened to kill my coworker"): a strong sign, so the
    // member is asked whether they are safe, without the domestic-abuse reply.
    name: 'abuse-at-work',
    weight: 'strong',
    cues: [
      ...ABUSIVE_AT_WORK,
      `threaten|threatened|threatens|threatening ~ to ~ kill|hurt|harm|beat|shoot|stab|hit|punch|attack|strangle|choke my|our ${WORK_ROLE}|staff|employee|employees|patient|patients|nurse|cashier|team`,
    ],
    // Only what the member tells of their own work, as abuse-named counts only in their voice.
    with: ['i|me|my|myself|we|us|our'],
    unless: [...WORK_ABUSE],
  },
  {
    // A threat to kill or hurt the member, passed on in someone's own words ("my ex told me he'd
    // kill me if I left", "a coworker said he would hurt me"). The same words are also a common
    // figure of speech ("mum said she'd kill me if I was late"), so it is a strong sign: the
    // member is asked kindly whether they are safe, never coached past it.
    name: 'threat-told',
    weight: 'strong',
    kind: 'abuse',
    cues: [
      `${ABUSER}|${WORK_ROLE}|someone|somebody|guy|man|woman|neighbour|neighbor|stranger ~ say|said|says|tell|told|tells|swear|swore|swears|warn|warned|warns|text|texted|texts|message|messaged|yell|yelled|scream|screamed ~ he|she|they|he'd|she'd|they'd ~ would|will|'d|'ll|gonna|going_to ~ kill|hurt|shoot|stab|beat|strangle|choke|murder ~ me|us|my_kids|the_kids`,
    ],
  },
  {
    // A partner or parent who watches where the member is and who they talk to, told beside the
    // member's fear or nerves: a strong sign, so the member is asked kindly whether they are safe.
    // Watched without fear ("my girlfriend asks where I am, it's sweet") stays quiet.
    name: 'watched-and-afraid',
    weight: 'strong',
    kind: 'abuse',
    cues: [
      `${CONTROLLER} ~ keep|keeps|always|constantly ~ ask|asks|asking|check|checks|checking|demand|demands|demanding ~ who|where|what ~ i`,
      `${CONTROLLER} ~ ask|asks|check|checks|checking|demand|demands|demanding ~ who|where ~ i`,
      `${CONTROLLER} ~ want|wants|demand|demands|insist|insists|make|makes|need|needs ~ my ~ location|password|passcode|passwords|phone|messages`,
    ],
    withNear: [
      `${FEAR}|nervous|anxious|uneasy|eggshells|on_edge|panic|panicky|dread|dreading|shaking|flinch`,
    ],
  },
  {
    // Wanting someone to suffer, joined to a step towards it (knowing when they are alone, their
    // routine, "finally going to act"): harm to others meant by the member.
    name: 'harm-intended',
    weight: 'crisis',
    kind: 'harm-to-others',
    cues: [
      '+want|wanted|wish|need ~ him|her|them ~ to ~ hurt|suffer|pay|bleed|die|feel_what',
      // Named by who they are ("want my old manager to suffer"): paying is left out, as "want my
      // employer to pay for the course" is not harm.
      `+want|wanted|wish|need ~ ${ABUSER}|${WORK_ROLE}|ex|teacher|neighbour|neighbor|bully|bullies|guy|man|woman|people ~ to ~ hurt|suffer|bleed|die`,
      '+make ~ him|her|them ~ pay|suffer|bleed',
      'i ~ know ~ his|her|their ~ routine|schedule',
      'i ~ know ~ when ~ he|she|they ~ be ~ alone',
    ],
    with: [
      'going|gonna|finally|tonight|tomorrow|plan|planned|planning|routine|alone|outside|waiting|watching|ready|weapon|gun|knife|rifle|where_he|where_she|where_they|when_he|when_she',
    ],
    unless: [
      'game|match|team|season|sales|market|competitor|competitors|rival|rivals|lawsuit|court|review',
    ],
  },
  {
    // A weapon taken to a place, said with a condition or a threat ("if he writes me up again I'm
    // bringing my rifle in"): harm to others. Taken to a range or a hunt without one stays quiet.
    name: 'weapon-threat',
    weight: 'crisis',
    kind: 'harm-to-others',
    cues: [
      'bring|bringing|brought|take|taking|carry|carrying ~ gun|rifle|shotgun|pistol|knife|weapon|firearm|handgun ~ to|into|in',
    ],
    with: [
      'swear|if|regret|pay|alone|one_more_time|walk|walking|sorry|lesson|everyone|nobody|him|her|them|boss|supervisor|manager',
    ],
    unless: [
      'range|hunt|hunting|shooting_range|class|course|licence|license|permit|safety_course|gunsmith|store|shop|repair|sharpen|sharpening|cooking|kitchen|chef|camping',
    ],
  },
  {
    // A history of violence at home named as such: a strong sign, so the member is asked.
    name: 'violence-history',
    weight: 'strong',
    cues: [
      'history ~ of ~ violence|abuse|domestic_violence|dv|assault|beating|beatings',
      'violent ~ history|past|record',
    ],
    unless: [
      'video ~ game|games',
      'study|research|class|course|book|thesis|paper|essay|article|film|movie|documentary|war|country|violent_crime',
    ],
  },
  {
    // The steps people take to get away from abuse (a shelter, a protective order, custody shared
    // with an abuser, being a victim or survivor of domestic violence): a strong sign, so the member
    // is asked whether they are safe and given the abuse resources.
    name: 'abuse-steps',
    weight: 'strong',
    cues: [
      'restraining|protective|protection|stay_away|no_contact ~ order|orders',
      'denied ~ protection',
      'dv|domestic_violence|abuse ~ victim|survivor|survivors|victims',
      'to|into|at|a ~ shelter',
      'custody ~ with ~ an|my ~ abuser',
      'abusive ~ spouse|ex|marriage|partner|relationship',
    ],
    unless: [
      ...ABUSE_OF_SOMEONE_SUPPORTED,
      ...WORK_ABUSE,
      'animal|dog|cat|pet|homeless|tax ~ shelter',
      'volunteer*|intern*|job|work|worked|working|position|role|employer ~ at|in|for ~ a|the ~ shelter',
    ],
    unlessWithin: [...ABUSE_AS_WORK],
    // A shelter in talk of having nowhere to live (homelessness, rent, camping out) is a bed for
    // the night, not a refuge from abuse: read in the sentence and the ones beside it.
    unlessInSentence: HOUSING,
  },

  // ---- A medical emergency.
  {
    name: 'medical',
    weight: 'crisis',
    kind: 'medical',
    cues: [
      '+be|think|might ~ have|having ~ a|an ~ heart_attack|stroke|seizure|allergic_reaction',
      'chest pain|pains',
      'too many ~ pill*|tablet*|painkiller*|paracetamol|medication|medicine|sleeping_pills',
      '+overdosing',
      'i ~ have|just ~ overdosed|taken_too_many|took_too_many',
      'face ~ droop*',
      'slur* ~ speech|word*',
      'be unconscious|unresponsive',
      'stop* breathing',
      'be not breathing',
      'throat ~ swell*|closing',
      'cough* ~ blood',
      'bleeding ~ heavily|will_not_stop|a_lot',
    ],
    unless: [
      'pain_in_the|a_pain|painful|pain_point|pain_points|growing_pains',
      'heart attack ~ risk|scare|joke',
      'kill|killing ~ me',
    ],
  },

  {
    name: 'overdose-taken',
    act: true,
    weight: 'crisis',
    kind: 'medical',
    cues: [
      `took|taken|swallowed|ingested|downed ~ ${SUBSTANCE}`,
      'took|taken|swallowed|ingested|downed ~ mg|grams|handful|bottle',
      'took|taken|swallowed|ingested|downed ~ a ~ bunch|lot|load|handful ~ of ~ pills|tablets|meds',
    ],
    with: [
      'mg|grams|bottle|bottles|handful|whole|entire|all|every|too_much|too_many|scared|hospital|dose|bunch|lot|load|loads|lots|several|many|weird|dizzy|sick',
    ],
    unless: ['prescribed|doctor|as_directed|daily|every_day|every_morning|every_night'],
  },
  {
    name: 'medical-breathing',
    weight: 'crisis',
    kind: 'medical',
    cues: [
      'can not breathe',
      'struggling|struggle ~ to ~ breathe',
      // Breath that will not come back, beside a sign of the body (lips turning blue, a throat
      // closing): "can't catch my breath" after a run or a busy week has no such sign.
      'can not ~ catch ~ my|her|his ~ breath',
    ],
    with: [
      'chest|throat|lip|lips|tongue|choke|choking|allergic|swell*|swollen|blue|faint*|dizzy|collapse*|numb|pass_out|passing',
    ],
  },

  {
    // Someone who cannot be woken, or whose breathing is wrong, beside what they took or how they
    // look: an emergency whoever it is ("she won't wake up properly and her breathing sounds
    // wrong"). "My teenager won't wake up for school" has no such sign.
    name: 'unrousable',
    weight: 'crisis',
    kind: 'medical',
    cues: [
      'will|can|could not ~ wake ~ up|properly|her|him|them',
      'breathing|breath ~ sound|sounds|seem|seems|be|look|looks ~ wrong|weird|strange|shallow|slow|funny|off|raspy',
      'not ~ respond|responding|responsive ~ to ~ me|anything|anyone',
    ],
    with: [
      'breathing|breath|breathe|took|taken|pills|tablets|bunch|something|drank|unconscious|blue|pale|grey|gray|collapsed|passed_out|floor|ambulance|vomit|vomiting|overdose|od',
    ],
    unless: ['alarm|alarms|school|class|morning|early|lecture|shift'],
  },
  {
    // A child who swallowed something dangerous: poison, medicine, a battery, a cleaning pod.
    name: 'child-swallowed',
    weight: 'crisis',
    kind: 'medical',
    cues: [
      'son|daughter|baby|toddler|kid|child|boy|girl|he|she ~ swallowed|ate|drank|ingested|swallow ~ ~ dishwasher|laundry|bleach|detergent|battery|batteries|magnet|magnets|pills|tablets|medicine|meds|cleaning|chemicals|pods|pod|poison|antifreeze',
    ],
    with: [
      'son|daughter|baby|toddler|kid|child|my_boy|my_girl|year_old|months_old|grandson|granddaughter',
    ],
  },
  {
    name: 'medical-signs',
    weight: 'crisis',
    kind: 'medical',
    cues: [
      'chest ~ hurt*|crush*|tight*|pressure',
      'arm|jaw ~ numb|tingl*',
      // The member's own sense of dying or collapsing, beside a sign of the body.
      'think|feel|feels ~ like ~ i ~ be ~ dying|going_to_die|having_a_heart_attack|having_a_stroke',
      'think|feel ~ i ~ be ~ dying|going_to_die|having_a_heart_attack|having_a_stroke',
      'going|about ~ to ~ pass_out|faint|collapse|black_out',
    ],
    with: [
      'arm|jaw|breath|breathe|sweat*|dizzy|faint*|crush*|heart|chest|racing|pounding|diabetic|insulin|sugar|bleeding|allergic|pregnant|seizure',
    ],
  },

  // ---- Concern: hopelessness, no way out, being a burden, self-hatred (strong signs).
  {
    name: 'hopeless',
    weight: 'strong',
    softenedBy: IRONY,
    cues: [
      '+hopeless|hopelessness|helpless|despair',
      '+lost|lose|losing ~ hope',
      'no ~ hope',
      'nothing ~ will ~ ever ~ change|get better|improve',
      // The same said as a future the member cannot picture changing.
      '!see|imagine|picture ~ it|things|anything|this|my_life ~ ever ~ changing|getting_better|improving|being_different',
      'never ~ get|gets|going_to_get ~ better',
      '!see ~ how ~ get|gets|getting ~ better',
      '!see ~ any ~ way ~ out',
      'be|will_be ~ the ~ end ~ of ~ me',
      'living|life|existing ~ be ~ too ~ hard|much|painful',
      'this ~ be ~ where ~ it ~ all ~ end|ends',
      'finally ~ going|gonna ~ to ~ do_it',
      'giving ~ myself ~ until|till|tomorrow|one_more|a_week|a_month|the_weekend',
      'then ~ it ~ be ~ over|done ~ $|for_good|forever',
      'before ~ i ~ go|leave ~ $|?|for_good|forever',
      'push ~ over ~ the ~ edge',
      'make|makes ~ life ~ worth ~ living',
      'can not ~ deal|cope ~ with ~ anything|life|existence|living|everything|being_alive ~ anymore|any_more|$',
      'cope ~ with ~ existence|being_alive|living',
      'want ~ to ~ stop ~ hurting|existing|feeling',
      'no way out',
      'no ~ future ~ for me',
      'trapped ~ forever|in_this_life|in_my_life',
      'give up ~ on ~ life|everything|myself|living',
      'given up ~ on ~ life|everything|myself|living',
      'what ~ the point ~ of ~ anything|any_of_it|it|this|living|life|trying|it_all|going_on|being_alive|existing|me',
      'what ~ the point ~ anymore',
      'point ~ anymore',
      'nothing ~ to ~ look forward to',
      'nothing ~ left ~ to ~ live|give|lose',
      'at ~ the ~ end ~ of ~ my ~ rope|tether',
      'rock bottom',
      'hit ~ bottom',
      'can not ~ keep ~ going|doing_this|living',
      // "I can't go on", "I can't do this anymore": the classic warning sign, but no danger named
      // on its own, so the member is asked whether they are safe (a crisis word beside it still
      // makes a crisis).
      '!i ~ can|could go_on|keep_going|live_like_this|do_this_anymore|take_it_anymore',
      'i ~ can not go_on|keep_going|live_like_this|do_this_anymore|take_it_anymore|do_this_any_longer|do_it_anymore|do_it_any_longer',
      'can not ~ go_on|keep_going ~ anymore|like_this|any_longer',
      'lost ~ will ~ to ~ live|go_on|keep_going|fight',
      'what ~ the ~ use ~ of ~ trying|living|anything|it_all|going_on|being_alive|me',
      'what ~ the ~ use ~ anymore|any_more',
      'existing|surviving ~ not|instead_of|rather_than ~ living',
      'why ~ be|am ~ i ~ still|even ~ alive|living|breathing',
      'nothing ~ left ~ for ~ me $|anymore|in_this_world|in_this_life',
      'no exit|escape $|for_me|from_this|from_it|from_my_life',
      'running|ran|run ~ out ~ of ~ reasons|reason ~ to ~ stay|live|keep_going|go_on|be_here|try|hold_on',
      'death|dying ~ not ~ scare|frighten ~ me ~ anymore|any_more',
      '!afraid|scared ~ of ~ death|dying ~ anymore|any_more',
      '!think ~ i ~ can ~ keep_going|keep_doing_this|go_on|do_this_anymore|take_much_more|cope_anymore $|anymore|any_longer|much_longer|for_much_longer|for_long|,|and|but',
      // How much longer the member can bear it, asked of themselves.
      'how ~ much|many ~ more|longer ~ i ~ can|could ~ take|carry|handle|bear|last|survive|hold_on|keep_doing_this|keep_going|keep_this_up|go_on|keep_living|do_this',
      'existing|existence|living|being_alive ~ hurt|hurts|be_painful|be_agony|be_torture|be_exhausting',
      'losing|lose|no|zero ~ will ~ to ~ live',
      'please|pls|plz ~ kill ~ me $',
      'close ~ to ~ giving_up $|and|,',
      // Thoughts named by their darkness, and a wish to be talked down: the member is asked.
      'dark ~ thoughts',
      // Said of oneself, not denied ("I'm not in a dark place or anything, I just hate my job").
      '+i ~ be ~ in ~ a ~ dark ~ place',
      'i ~ be ~ in ~ a ~ bad|terrible|horrible|awful ~ place ~ $|mentally|right_now|rn|emotionally|again',
      'can not ~ keep|stop|shake|get ~ the|these|my ~ thoughts ~ away|out|off',
      'talk ~ me ~ down ~ from',
      // Not wanting to stay, said with nowhere named ("I honestly don't want to stay.").
      '!want ~ to ~ stay $|anymore|any_longer|alive|on_this_earth',
      // The same wish said as not wanting to be here or to exist at all; the words must end the
      // sentence or say "anymore", so "I don't want to be here at this party" is not it.
      '!want ~ to be_here|be_alive|exist|live|be_around $|anymore|any_more|any_longer',
      // "I'm done." as the whole of what is said, with nothing named to be done with.
      'i be so|just|completely|totally|officially|really done $|for_real|bye*',
      'i be done for_real|bye*',
      'i be done $',
      'nothing ~ be|is ~ good|fun|worth_it ~ anymore|any_more|nomore',
      'hope ~ be|is ~ gone',
      'point ~ of ~ staying|trying_anymore|carrying_on',
      '!know ~ how ~ to ~ carry_on|go_on|keep_going',
      // Life itself weighed and found wanting: "is it even worth living", "I've had it with life".
      'worth ~ living $',
      'have|had ~ had ~ it ~ with ~ life|living|everything|existing',
      // Nothing worth it any more: said of everything, not of a task.
      'nothing ~ seem|seems|feel|feels|be|is ~ worth ~ it|living|anything|the_effort|trying',
    ],
    unless: [
      // "before I went on leave" is a past event; "before I go" (future, final) is the sign.
      'before ~ i ~ went|left|had_left',
      'cost ~ of ~ living',
      'living ~ cost|costs|wage|wages|expenses|situation|arrangement|arrangements|space|conditions|standards',
    ],
    unlessWithin: [
      // "Before I go to sleep", "before I leave for work": going somewhere named is a trip, not a
      // farewell. Read inside the match, so "before I go, I want you to know" still counts.
      'before ~ i go|leave to|into|home|out|back|upstairs|downstairs|outside|inside',
    ],
  },
  {
    // The future closed as a whole, and life's worth weighed: no future seen for oneself, no self
    // pictured alive later, never being happy or okay, "is any of this worth it anymore". Said of
    // a job or a course ("I don't see a future at this company") it is about the task.
    name: 'future-closed',
    weight: 'strong',
    softenedBy: IRONY,
    cues: [
      '!see|picture|imagine ~ a|any|my ~ future ~ for ~ myself|me',
      '!see|picture|imagine ~ a|any|my ~ future $|,|anymore|any_more|ahead',
      // Alive, not "here": "I can't see myself being here in five years" is said of a job.
      '!see|picture|imagine ~ myself ~ living|alive|being_alive|still_alive|making_it|surviving|growing_old|getting_old',
      // Said of a whole life, not of a thing ("I'll never be happy with this drawing").
      'i ~ will ~ never ~ be ~ happy|okay|ok|normal|loved|whole|at_peace|free_of_this $|,|again|and|in_my_life|in_this_life|in_life|no_matter',
      // The same said of a whole life to have ("I'll never have a normal life"), not a thing.
      'i ~ will ~ never ~ have ~ a ~ normal|happy|good|real|decent ~ life $|,|and|or|?',
      // "It all" or "any of it", not a thing named ("is this course even worth it anymore").
      'be ~ it ~ all|even ~ worth ~ it ~ anymore|any_more|$|?',
      'be ~ any_of_it|all_of_it|any_of_this|all_of_this|life|living ~ even|really ~ worth ~ it',
      'life|living ~ worth ~ it ~ anymore|any_more',
    ],
    unless: [
      ...TASK_CONTEXT,
      'team|firm|field|city|country|relationship|town|price|money|cost|subscription|car|house|trip|game|show|series|movie|book|hobby|sport|band',
    ],
  },
  {
    // Hope gone from trying itself and from memory: no reason seen to keep trying, no memory of
    // the last hopeful day. Said of a market or a search it is about the task.
    name: 'hope-gone',
    weight: 'strong',
    softenedBy: IRONY,
    cues: [
      '!see|know|understand ~ why ~ i ~ should|would|even ~ keep_trying|bother|try|keep_going|carry_on|go_on $|anymore|any_more|at_all|any_longer',
      '!remember|recall ~ the ~ last ~ time ~ i ~ felt|was|had|been ~ hopeful|hope|any_hope|like_living',
      '!remember|recall ~ when ~ i ~ last ~ felt|was|had ~ hopeful|hope|any_hope|like_living',
    ],
    unless: [
      ...TASK_CONTEXT,
      'market|search|hiring|economy|industry|prospects|promotion|raise|team|project|startup|recruiter|recruiters|election|season',
    ],
  },
  {
    // Living narrowed to one reason or endured for its own sake: "all that keeps me going
    // is my dog", "I only keep living out of spite". The work sense ("the only thing keeping me
    // going this week is coffee", "until Friday") names a task, a drink or a day.
    name: 'holding-on',
    weight: 'strong',
    softenedBy: IRONY,
    cues: [
      'only ~ thing|things|reason|one|person ~ keeping|keeps|that_keeps|that_keep ~ me ~ going|sane|together|afloat|hanging_on',
      'only ~ go_on|keep|carry_on|stay ~ living|going|alive|here ~ because|for|out_of|so',
      'only ~ still ~ alive|here|living ~ because|for|out_of',
      'hanging|holding ~ on ~ by ~ a ~ thread',
    ],
    unless: [
      ...TASK_CONTEXT,
      'coffee|caffeine|tea|energy_drink|weekend|friday|vacation|holiday|payday|paycheck|podcast|playlist|snacks|music|deadline|week|semester|term',
    ],
  },
  {
    // A plea for the pain itself to end, without a word of death: "I just want it to stop".
    name: 'wants-relief',
    weight: 'strong',
    cues: [
      '+want|need|wish ~ it|this|everything|all_of_it ~ to ~ stop $',
      '+just ~ want|need ~ it|this|everything ~ to ~ stop',
      // Everything wished quiet or over, not a thing named (a meeting, the noise).
      '+want|need|wish ~ everything|it_all|all_of_it ~ to ~ go_quiet|go_silent|go_dark|go_away|end|be_over|stop $|forever|for_good|for_a_while',
      'it|this ~ have|has|need|needs ~ to ~ stop $',
      '!want ~ to ~ feel ~ like ~ this ~ anymore|any_more|any_longer',
      'nothing ~ to ~ hold ~ on ~ to',
    ],
    unless: ['noise|rain|music|construction|notifications|emails|calls|meeting|meetings|spam|ads'],
  },
  {
    name: 'fear-or-treatment',
    weight: 'strong',
    cues: [
      `${FEAR} ~ of ~ him|her|what_he|what_she`,
      'psych|psychiatric|mental ~ ward|hospital|unit|hold',
      'involuntar* ~ commit*|hospital*',
      'hospitaliz*|hospitalis*',
      'do|doing ~ something|anything ~ to ~ myself',
      // Afraid of oneself: "I'm scared of what I might do tonight"; "scared of what I might do
      // wrong in the interview" names a task.
      'scared|afraid|terrified|frightened ~ of ~ what ~ i ~ might|could|will|would|may ~ do ~ to_myself|$|tonight|next|if|when|alone|to_me',
      'decide|decided ~ to ~ do_it',
      'my ~ time ~ to ~ go|leave ~ $|and|this|the',
      '!feel ~ safe',
      // Readiness and peace made, a departure planned, a burden soon lifted.
      'made|make|making ~ my ~ peace $|with_it|with_everything|with_dying|with_death|with_leaving',
      'plan|planning|planned ~ my ~ exit|way_out|departure $|,|and',
      'permanent|final ~ solution|way_out|exit|escape|sleep|goodbye|rest',
      'not ~ be|going_to_be ~ a ~ problem|burden|bother|worry|trouble ~ ~ much|any ~ longer',
      // On the edge of a height, now.
      'sitting|standing|stood|sat ~ on|at ~ the ~ edge|ledge|roof|rooftop|railing|tracks ~ ~ right_now|now|tonight',
      // Fear of going home while someone is there, and a threat of not being believed.
      'can not|afraid|scared ~ to ~ go ~ back|home ~ ~ while|until|because|when ~ he|she',
      'can not ~ go ~ back|home ~ ~ while|until|because|when ~ he|she',
      'nobody|no_one|noone ~ would|will ~ believe ~ me',
      `${CONTROLLER} ~ make ~ me ~ pay|regret $|,|and|if`,
    ],
  },
  {
    name: 'burden',
    weight: 'strong',
    softenedBy: IRONY,
    cues: [
      // The member as the burden ("I feel like a burden", "a burden to everyone"), not a task
      // that is one ("homework is a burden").
      'i ~ be|feel|felt|become|am ~ a|such_a|the|just_a|only_a ~ burden',
      'feel|feeling|felt ~ like ~ a|such_a ~ burden',
      '+burden ~ to|on|for ~ everyone|everybody|them|others|people|you|my|family|friends|those',
      // Said affirmed ("I'm scared to be a burden"), or denied as a wish that ends the sentence or
      // says "anymore"; "not to be a burden, but might someone..." is a polite request.
      '+to be a burden',
      '!want|wanna ~ to be a burden ~ anymore|any_more|any_longer|$|to_anyone|to_everyone|to_my|on_my|on_anyone',
      'being a burden',
      'nobody|noone|no_one ~ care|cares|miss|notice|love|loves ~ me|about_me|if',
      // Wanted as a person, said with at most an adverb between ("nobody really wants me").
      // "Nobody wants to chat with me" is about company, not worth: the lonely concept reads it.
      'nobody|noone|no_one want|wants me|around',
      'nobody|noone|no_one really|even|ever|actually|truly want|wants me|around',
      'nobody|noone|no_one ~ would|will ~ care|notice|miss',
      'nobody|noone|no_one ~ would|will ~ come|go|show_up ~ to ~ my ~ funeral',
      // "No one cares." said flat, of the member's life; "no one cares about your GPA" is not it.
      'nobody|noone|no_one care|cares|cared $|,|or|anyway|anymore|any_more',
      'everyone|everybody ~ hate|hates ~ me',
      // The same said through a denial of anyone: "I'm not sure anyone cares if I'm here".
      '!anybody|anyone ~ care|cares|cared $|,|about_me|if_i|whether_i',
      // Pulling the people around down: "I just drag everyone down with me".
      'drag|dragging|dragged|bring|bringing|brought|pull|pulling ~ everyone|everybody|people|them|my_family|my_friends|the_people_i_love ~ down',
      'everyone|everybody ~ better|happier ~ without|if',
      'better ~ without ~ me',
      'easier|better|happier|lighter ~ for ~ everyone|everybody|them|people|my_family|my_parents|my_kids ~ if ~ i',
      'everyone|everybody|they|family|world|people ~ be|would|will ~ fine|better|happier|okay|ok|easier ~ without ~ me',
      // The people around the member relieved by their absence ("everyone would be relieved if I
      // was gone"); a day off or leaving early names a task (see unless).
      'everyone|everybody|they|family|parents|mum|mom|dad|mother|father|kids|children|partner|wife|husband|sister|brother|friends|people|world ~ would|will ~ be ~ relieved|fine|better|happier|okay|easier|lighter|freer ~ if ~ i ~ was|were|be|died|disappeared|vanished|left_for_good ~ gone|dead|not_here|not_around|$|,',
      'everyone|everybody|they|family|parents|mum|mom|dad|mother|father|kids|children|partner|wife|husband|sister|brother|friends|people|world ~ would|will ~ be ~ relieved|fine|better|happier|okay|easier|lighter|freer ~ if ~ i ~ died|disappeared|vanished|killed_myself|was_gone|were_gone|was_dead|were_dead',
    ],
    unless: [
      'tax|financial|admin|administrative ~ burden',
      'burden ~ of proof',
      'hire|hiring|interview|employ|recruiter|recruiters|company|companies|employer|employers|team|grades|average|score|stats|ranking',
      'early|today|tomorrow|on_friday|for_the_day|for_the_week|on_holiday|on_vacation|on_leave|the_meeting|the_call|the_party',
    ],
  },
  {
    name: 'self-hatred',
    weight: 'strong',
    softenedBy: IRONY,
    cues: [
      '+i ~ hate|despise|loathe|disgust myself|my_self|my_life|who_i_am|being_me',
      'i ~ be ~ disgusted ~ with|by ~ myself',
      'i ~ be ~ worthless|a_waste|a_mistake|disgusting|a_disgrace|a_burden',
      // Useless as what the member is, not at a task or by a time of day ("useless at
      // spreadsheets", "useless by 2pm" say how a skill or a day goes): read when the sentence
      // ends or goes on about them, or when it is useless at everything.
      'i ~ be ~ useless|pathetic $|,|and|but|so|because|who|that|to|as|person|human|people|anyway|again|now',
      'i ~ be ~ useless|pathetic at|with|in ~ everything|anything|life|all|this',
      'worthless|worthlessness',
      'i ~ deserve ~ to ~ suffer|die|be_hurt|be_alone|pain',
      'deserve ~ punishment|to_be_punished|be_punished',
      'i ~ be ~ piece_of_shit|waste_of_space|waste_of_oxygen|waste_of_air|waste_of_life',
      'i ~ ruin|ruined|ruins ~ everything|everyone|people|every_relationship',
      'everything|whatever|anything|all ~ i ~ touch ~ turn|turns|go|goes ~ to ~ ruin|shit|dust|ash|ashes',
      'i ~ be ~ piece ~ of ~ garbage|trash|shit|crap|human_garbage|human_trash',
      // The member as the poor excuse, not someone they insult ("the worst excuse for a boss").
      'i ~ be|feel ~ excuse ~ for|of ~ a ~ human|person|man|woman|son|daughter',
      // Trash as what the member is, not a word before a noun ("a trash cook").
      'i ~ be ~ garbage|trash|scum $|,|and|but|who|that|because|to',
      'i ~ feel ~ like ~ garbage|trash|human_garbage|human_trash|a_waste|a_waste_of_space|dirt',
      'can not ~ stand ~ myself|being_me|who_i_am',
      // Disgust at one's own reflection ("I can't bear looking at my reflection", "I loathe what I see in the
      // mirror"); a face on a video call is how people speak of meetings (see unless).
      'hate|loathe|despise|can_not_stand ~ looking ~ in|at ~ mirror|mirrors|my_reflection|myself',
      'hate|loathe|despise|disgusted_by ~ what|who ~ i ~ see ~ in ~ mirror|my_reflection',
      'sick|tired ~ of ~ being_me|being_myself|myself|who_i_am',
      // Worth said the other way round or denied: "what a useless waste I am", "I don't even
      // deserve help", "I'm not worth anything".
      'what ~ a|an ~ waste|failure|disappointment|loser|mess|joke ~ i ~ be|am $',
      'do ~ i ~ even|really ~ deserve ~ to ~ live|be_alive|exist|be_here|be_happy',
      'do ~ i ~ deserve ~ to ~ live|be_alive|exist|be_here|be_happy',
      '!i ~ deserve ~ help|love|happiness|to_be_happy|to_be_loved|anything|good_things|friends|kindness|to_be_here',
      // "I am" said together: "I feel it's not worth it" is about a task.
      'i be ~ not|never worth anything|it|saving|loving|the_effort|the_air',
      'no ~ reason ~ i ~ be|am ~ valuable|worth_anything|loved|needed|wanted',
    ],
    unless: [
      'job|company|work|boss ~ be ~ worthless|useless',
      'camera|video|zoom|teams|webcam|photo|photos|recording|recordings|call|calls|screen',
    ],
  },
  {
    name: 'unbearable-pain',
    weight: 'strong',
    softenedBy: IRONY,
    unlessInSentence: [
      'tooth|teeth|wisdom|back|knee|headache|migraine|period|cramps|cramp|surgery|injury|leg|ankle|foot|stomach|toothache|burn|sunburn|tattoo|piercing',
    ],
    cues: [
      'can not ~ take|handle|bear|stand ~ it|this|the_pain ~ anymore|any_longer|much_longer',
      'can not ~ handle|bear ~ this ~ pain',
      'unbearable|unbearably|excruciating|agony|anguish|torment|tormented',
      'so much ~ pain',
      'in ~ so much ~ pain',
      'pain ~ never ~ stop|stops|end|ends',
      'want|need ~ the ~ pain ~ to ~ stop|end',
      'make ~ it ~ stop',
      'dead ~ inside',
      'crying ~ myself ~ to ~ sleep',
      'cry|cried|crying ~ every ~ day|night|morning|evening|single_day',
      'mental|nervous ~ breakdown',
      'breaking down',
      'falling apart',
      'lost soul',
      'living ~ in ~ hell|a_nightmare',
      'life ~ be ~ hell|a_nightmare|torture',
      'i ~ be ~ broken',
    ],
    unless: ['back|knee|tooth|head ~ pain', 'stand ~ my|the ~ boss|manager|job|coworker|commute'],
    unlessWithin: [
      // "Life" in a compound about work ("my work-life balance was hell"): the job is judged.
      'work life|life balance',
    ],
  },

  // ---- Concern: passive wishes, reckless indifference, withdrawal, drinking to cope.
  {
    // A wish not to be, without a word of death (the Columbia screener's first question): to
    // sleep and not wake, to not exist for a while, to be with someone who has died.
    name: 'passive-wish',
    weight: 'strong',
    softenedBy: IRONY,
    cues: [
      'stay|stayed ~ asleep ~ forever|for_good|long_time|a_long_time',
      'fall|fell ~ asleep ~ and ~ never|not ~ wake',
      'wish|hope|pray|want ~ i ~ would|could|will|do|did ~ not|never wake_up $|again|ever|tomorrow',
      'wish|hope|pray ~ i ~ would|could|will|do|did ~ not|never wake_up',
      // Not existing, as a whole ("for a while", "at all"), not somewhere ("on social media").
      'easier|better|simpler|nicer|more_peaceful ~ to|if ~ not|stop ~ exist|existing|be_alive|being_alive $|,|and|anymore|any_more|at_all|forever|for_a_while|for_a_bit|for_a_time',
      'wish ~ i ~ did|could|would ~ not|just ~ exist $|anymore|for_a_while|at_all',
      'wish ~ i ~ could ~ stop ~ existing|being',
    ],
    unless: [...TASK_CONTEXT, 'alarm|nap|late|jet_lag|weekend|sunday|hangover|meeting|shift'],
  },
  {
    // A wish to join someone who has died, told beside the death: "Since Gran passed I keep
    // wanting to be with her."
    name: 'reunion-wish',
    weight: 'strong',
    cues: [
      'rather|want|wish|long|need|wanting|longing ~ to|just ~ be_with|join ~ her|him|them $|again|instead|now|there|up_there|,|and',
    ],
    withNear: [
      'died|dead|death|passed|passed_away|funeral|grave|heaven|lost_her|lost_him|lost_them|suicide|killed',
    ],
    unless: [
      ...TASK_CONTEXT,
      'than|date|dating|crush|relationship|girlfriend|boyfriend|wedding|married|marry|team|move|moving',
    ],
  },
  {
    // Danger met without caring: "I don't care if I crash", speeding with no care what happens.
    name: 'reckless-indifference',
    weight: 'strong',
    cues: [
      '!care|caring|cared ~ what ~ happen|happens|happened ~ to ~ me|myself',
      // The member's own fate, with nothing named to crash ("if I crash the demo").
      '!care|caring|cared ~ if|whether ~ i ~ crash|die|live|wake|survive|get_hurt|make_it|get_killed $|,|or|and|anymore|at_all|tonight',
      '!care|caring|cared ~ what ~ happen|happens|happened $|,|and|anymore',
    ],
    with: [
      'crash|die|live|wake|survive|hurt|killed|me|myself|drive|driving|drove|speed|speeding|fast|road|highway|motorway|traffic|bike|red_lights|seatbelt',
    ],
    unless: [
      'deal|merger|offer|interview|election|game|match|show|company|team|project|review|promotion|result|results|demo|build|server|app|presentation|pitch',
    ],
  },
  {
    // Withdrawal: no one spoken to for weeks, friends left unanswered, home not left. Weak, so it
    // counts beside a second different sign (numbness, low mood).
    name: 'withdrawn',
    weight: 'weak',
    cues: [
      '!talk|talked|speak|spoke|spoken ~ to|with ~ anyone|anybody|a_soul $|,|and|anymore|these_days|in_months|in_weeks|for_months|for_weeks|outside_of_work|outside_work|except|in_ages',
      'stopped|stop|stopping ~ answering|replying_to|responding_to|texting|seeing|calling|talking_to|picking_up ~ my|anyone|people|everyone ~ friends|family|texts|messages|calls|phone|anyone|people|everyone',
      // Said of what the member has done, not of what they may not do ("I can't leave the house
      // for two weeks" is a quarantine).
      '!left|been_out_of|gone_out_of|stepped_out_of ~ my|the ~ apartment|house|room|flat|bed ~ in|for ~ day|days|week|weeks|month|months',
      'sit|sitting|sat|lie|lying|lay ~ in ~ the ~ dark',
    ],
    unless: [
      'covid|corona|flu|sick|ill|injury|surgery|quarantine|lockdown|positive|isolation|snow|storm|exam|exams|finals|deadline|crunch|project|grounded|allowed',
    ],
  },
  {
    // Drinking (or using) to get through, rising or hidden: safe-messaging guidance lists more
    // drinking to cope among the warning signs. A strong sign; a glass to celebrate is not it.
    name: 'substance-coping',
    weight: 'strong',
    cues: [
      'drink|drinking|drank|booze|boozing|getting_drunk|get_drunk|getting_high|get_high|using ~ to|just_to ~ cope|forget|numb|get_through|function|feel_nothing|face|escape|stop_feeling|fall_asleep|pass_out',
      'every|each|most ~ night|nights|day|days|morning|mornings ~ just|only ~ to ~ sleep|cope|forget|numb|get_through|function|face|fall_asleep|pass_out',
      'start|started|starting ~ drinking|to_drink ~ earlier|before|at_lunch|in_the_morning|at_breakfast|before_work|before_noon|before_dinner',
      'start|started|starting|begin ~ earlier|before_dinner|before_noon|before_work|at_lunch|in_the_morning',
      'hide|hiding|hid|hidden ~ it|my_drinking|the_bottles|bottles|how_much_i_drink|how_much',
      'only ~ thing|way|one ~ ~ get|getting|gets|keeps|keeping|got ~ me ~ through|going',
    ],
    with: [
      'drink|drinking|drank|drunk|booze|beer|beers|wine|vodka|whiskey|whisky|gin|rum|tequila|shots|bottle|alcohol|blackout|wasted|high|weed|pills|xanax|getting_drunk',
    ],
    unless: [
      'tea|coffee|water|milk|chamomile|herbal|smoothie|juice|celebrate|celebrating|celebration|party|wedding|birthday|toast|recipe|cocktail_menu|bartender|bar_shift|mocktail|glass_of_water',
    ],
  },
  {
    // The lethality of a height or a dose asked about: "what height does a drop have to be to be
    // fatal", "how many of these would kill a person". Stories, safety codes and pets excluded.
    name: 'means-lethality',
    weight: 'crisis',
    kind: 'suicide',
    softenedBy: IRONY,
    cues: [
      'how|what ~ high|tall|far|height|floor|floors|storey|stories|story ~ ~ ~ fall|drop|jump|jumping|falling ~ ~ to ~ be ~ certain|fatal|lethal|deadly|sure|guaranteed|enough',
      'how|what ~ high|tall|far|height|floor|floors|storey|stories|story ~ ~ ~ fall|drop|jump|jumping|falling ~ ~ kill|killed|die|certain|fatal|lethal|deadly',
      `how ~ many|much ~ ~ ${PILLS} ~ ~ kill|fatal|lethal|deadly|die|od|overdose|stop_your_heart|stop_my_heart`,
      `how ~ many|much ~ ~ ~ to ~ die|kill_me|kill_a_person|kill_someone|be_fatal|be_lethal|stop_my_heart`,
      `fatal|lethal|deadly ~ height|fall|drop|amount|dose|number ~ of ~ ${PILLS}|floors|stories|meters|feet`,
    ],
    unless: [
      ...FICTION,
      'cat|cats|dog|dogs|pet|pets|kid|kids|child|children|toddler|baby|phone|egg|eggs|drone|osha|harness|safety|regulation|regulations|code|insurance|novel|character|characters|game|physics|homework|assignment|climb|climbing|climber|skydiv*|parachute|bungee|vet|animal|ants|insect|spider|caffeine|coffee|water',
    ],
  },
  {
    // A date set with nothing named to happen on it ("I've picked the day."): a strong sign, asked
    // about. A wedding, a move, a launch or an exam names what the date is for.
    name: 'date-set',
    weight: 'strong',
    cues: ['i ~ set|picked|chose|fixed a|my|the date|day $'],
    unless: [
      'wedding|move|moving|launch|party|interview|start|starting|exam|surgery|release|trip|deadline|closing|court|hearing|meeting|vacation|holiday|appointment|birthday|anniversary|event|conference|ceremony|date_night|first_day|leaving|quit|notice',
    ],
  },

  // ---- Concern: low mood, loneliness, exhaustion (weak signs: two different ones together).
  {
    name: 'distress-self',
    weight: 'strong',
    cues: [
      // Affirmed: "I haven't been depressed for a month" says the opposite.
      '+i ~ be|feel|felt|been|get|getting ~ so|really|very|extremely|completely|totally|deeply|severely|incredibly ~ depressed|hopeless|empty|numb|miserable|broken|worthless|suicidal',
      '+i ~ be|feel|felt|been ~ depressed|hopeless|empty|numb|miserable|broken|worthless ~ for ~ year|years|month|months|week|weeks|a_long_time|so_long',
      // The same length of time said from when it began ("I've been depressed since my teens").
      '+i ~ been ~ depressed|hopeless|empty|numb|miserable|broken|worthless|suicidal since',
      'my ~ depression|anxiety|ptsd|trauma|bpd|bipolar ~ be|get|getting|has|have ~ worse|bad|unbearable|out_of_control',
    ],
    unless: [...IRONY, 'lost ~ my ~ keys|phone|wallet|job|way'],
  },
  {
    // A plea for someone to talk to, said as the whole sentence ("I need someone to talk to.",
    // "Please, someone talk to me"): a sign to ask, not a request for career help.
    name: 'plea',
    weight: 'strong',
    cues: [
      'i ~ need|want ~ someone|somebody|anyone ~ to ~ talk_to|talk_with|listen $',
      'need ~ someone|somebody ~ to ~ talk_to|talk_with $',
      'please ~ someone|somebody|anyone ~ talk ~ to ~ me',
      'someone|somebody|anyone ~ please ~ talk_to_me|listen $',
      'please ~ talk ~ to ~ me $',
      'can|could ~ anyone|someone|somebody ~ talk $',
      'can|could ~ anyone|someone|somebody ~ talk ~ to|with ~ me',
      'i ~ need ~ to ~ talk $',
    ],
    softenedBy: IRONY,
  },
  {
    name: 'reaching-out',
    weight: 'weak',
    cues: [
      'i ~ need|want ~ to ~ talk ~ to ~ someone|somebody|anyone',
      'i ~ need|want ~ someone|somebody|anyone ~ to ~ talk',
      'someone|somebody|anyone ~ please ~ talk|help',
      'can|could ~ anyone|someone|somebody ~ talk|listen',
      'please ~ talk ~ to ~ me',
      'hotline|helpline',
      'crisis ~ line|text|chat|hotline',
      'i ~ just ~ need ~ someone|somebody',
    ],
  },
  {
    name: 'hopeless-words',
    weight: 'weak',
    cues: [
      'suicide|dying|death be not|never ~ the|an|a ~ answer|option|solution|way_out',
      // "Desperate" alone is how people ask for a job or a date; desperation is the state.
      'desperation|pointless|meaningless|futile',
      'nothing|none_of_it ~ matter|matters $|anymore|any_more|to_me',
      'i ~ be|feel|felt ~ so|really|completely|just ~ desperate $',
      'what ~ the point $',
      '!see ~ the|any ~ point $|anymore|any_more|of_anything|in_anything',
      'stopped|stop ~ caring ~ about ~ anything|everything|myself',
      'give up $',
      'giving up ~ on',
    ],
  },
  {
    name: 'low-mood',
    weight: 'weak',
    cues: [
      '+depressed|depression|depressive|miserable|misery|suffering|suffer|sad|sadness|unhappy|empty|emptiness|numb|grief|grieving|heartbroken',
      // "Mental health" names a topic ("my job affects my mental health"), not a mood.
      'mental ~ illness',
      'therapist|therapy|psychiatrist|antidepressant*|ssri*|meds',
      'anxiety',
      'panic ~ attack|attacks',
      'cry|cried|crying|tears',
      'ptsd|trauma|traumatic|flashback|flashbacks',
      // Masking: a smile or "I'm fine" worn over what is felt.
      'pretend|pretending|fake|faking ~ i_am|to_be|being|that_i_am ~ okay|ok|fine|happy|alright',
      // Feeling nothing for a long time (anhedonia).
      'last ~ time ~ i ~ felt|feel ~ anything|happy|okay|good|joy',
      '!feel|felt ~ anything ~ anymore|any_more|in_months|in_years|for_months|for_years|these_days|lately|at_all|$',
      // The world gone flat or far off (numbness, detachment): "it all seems grey and distant".
      'everything|it_all|life|the_world ~ feel|feels|felt|seem|seems|look|looks ~ grey|gray|far_away|distant|unreal|flat|muted|hollow|colorless|colourless|numb',
    ],
    unless: [
      // Therapy as a trade or a course, not as care the member receives ("training to become a
      // therapist", "massage therapy license").
      'become|becoming|train|training|study|studying|degree|program|career|job|license|licence|work_as|being ~ a|an ~ therapist|counselor|counsellor|psychiatrist',
      'become|becoming|train|training|study|studying|degree|program|career|job|license|licence|work_as|being ~ therapist|therapy|counselor|counsellor|psychiatrist',
      'massage|physical|speech|occupational|group|art|music ~ therapy|therapist|therapists',
      ...ATTRIBUTIVE,
    ],
    unlessWithin: [
      // A thing that suffers is not a mood: "my grades suffered", "my personal life has suffered".
      'grades|performance|productivity|work|relationship|relationships|quality|output|business|sales|career|marriage|life|studies|schoolwork|results|numbers|morale|service ~ suffer|suffered|suffers',
    ],
  },
  {
    name: 'lonely',
    weight: 'weak',
    cues: [
      '+lonely|loneliness|isolated|abandoned',
      // "Alone" as a state of the member ("I feel so alone"), not a place or a way of doing a
      // task ("I sat alone in class", "I work alone").
      '+i ~ be|feel|felt|am|been|get|end_up ~ alone',
      '+feel|feeling|felt ~ alone',
      '+so|completely|totally|always|all|very|utterly ~ alone',
      '+alone ~ forever|again|all_the_time|in_this|in_the_world',
      'no ~ friends|one_to_talk_to|one_to_turn_to',
      'i ~ have ~ no_one|nobody',
      // Nobody wanting the member's company ("nobody wants to hang out with me").
      'nobody|noone|no_one ~ want|wants ~ to ~ talk|hang|be|play|sit|spend|go ~ ~ me',
      // Nobody noticing, said flat: "I'm drowning and nobody notices".
      'nobody|no_one|noone notice|notices|sees|see|hears|realises|realizes $|,|anything|a_thing',
      '!belong ~ anywhere|in_this_world|with_anyone',
      'never ~ belong|belonged|fit|fitted ~ anywhere|in',
      'nobody|no_one|noone ~ see|sees|notice|notices|hear|hears ~ me',
      'i ~ be|feel ~ invisible|like_a_ghost',
    ],
    unless: ['leave ~ me ~ alone', 'alone ~ time', ...ATTRIBUTIVE],
  },
  {
    name: 'exhausted',
    weight: 'weak',
    cues: [
      'so ~ tired|exhausted|drained',
      'tired|exhausted ~ of|from ~ everything|pretending|fighting|trying|this|it_all',
      // Tired of being a way, not of what others ask ("tired of being asked for updates", "tired
      // from being on call").
      'tired|exhausted ~ of ~ being ~ alive|me|myself|here|like_this|this_way|sad|alone|lonely|a_burden|ignored|hurt|used|the_problem|a_failure|strong|okay|ok|fine|happy|depressed|anxious|broken|invisible|left_out|forgotten|unloved|a_disappointment',
      'exhausted|exhaustion|burnout',
      'burned|burnt ~ out',
      // Adjacent: "I can't anymore"; a gap would read "can't see him anymore" as exhaustion.
      'can not anymore|any_more',
      // Done with life or with everything, not with a task: "once I'm done I'll send the
      // slides", "I'm done with the first module" are how people speak of work.
      'i be ~ done ~ with ~ everything|it_all|life|people|myself|this_world|trying|living|this_life|fighting|existing',
      'i be ~ so|completely|totally|officially|literally|utterly done',
      'no ~ energy|motivation',
      'can not ~ sleep|eat|get_out_of_bed',
      // Not eating or sleeping for days: "haven't had a real meal in three days".
      '!eat|eaten|ate ~ properly|anything|a_thing|a_real_meal|a_proper_meal|in_days|for_days',
      '!eat|eaten|ate ~ in|for ~ day|days|week|weeks',
      'barely ~ sleep|eat|sleeping|eating|slept|ate',
    ],
  },
  {
    name: 'failure',
    weight: 'weak',
    cues: [
      'i ~ be ~ a ~ failure|loser|disappointment|fuck_up|screw_up',
      'i ~ feel ~ like ~ a ~ failure|loser|disappointment',
      'i ~ fail|failed ~ at ~ everything|life',
      'fuck|fucked|screwed|messed ~ up ~ my ~ life|everything',
      // Shame, not guilt: "I feel guilty about leaving my team" is how people talk about work.
      'ashamed|shame',
    ],
  },
  {
    name: 'substance',
    weight: 'weak',
    cues: [
      'drunk|alcohol|alcoholic|relapse|relapsed|addiction|addicted|sober|sobriety|overdosing',
      'drinking ~ again|heavily|alone|every|too_much|to_cope|to_forget|myself',
      'blackout|blacked_out ~ drunk|drinking|every|again',
    ],
  },
  // ---- Distress density: broad states, each too common to mean much alone. Read as weak signs,
  // so that two different ones in the same message (with the weak signs above) make a concern.
  // They name general concepts, not phrases: life judged as a whole, the member's own state of
  // struggle, a wish to be away or gone, and death on the member's mind.
  {
    // Life itself judged, not a day or a task: "my life is a mess", "I'm sick of living".
    name: 'life-judged',
    weight: 'weak',
    cues: [
      // "My life" together: "my work-life balance was hell" is about a job.
      'my life ~ be|feel|seem|become ~ shit|hell|pointless|meaningless|miserable|mess|ruined|over|empty|worthless|garbage|joke|nightmare|hopeless|falling_apart|going_nowhere|failure|disaster|torture|unbearable|crap',
      'my life ~ suck|sucks',
      'life ~ suck|sucks $|so|right_now|rn|ass|balls',
      'life ~ be ~ pointless|meaningless|hell|shit|unfair|a_struggle|torture|suffering|crap',
      'hate ~ my ~ life|existence',
      'hate ~ living|existing|being_alive',
      'sick|tired ~ of ~ life|living|existing|being_alive|my_life|my_existence',
      'no ~ purpose|meaning ~ in ~ my ~ life|life',
    ],
    unless: TASK_CONTEXT,
  },
  {
    // The member's own state of struggle: lost, stuck, trapped, overwhelmed, falling to pieces.
    name: 'struggling',
    weight: 'weak',
    cues: [
      // Not "stuck", "torn", "desperate", "overwhelmed" or "defeated": that is how people speak of a
      // busy week, a job or a choice.
      'i ~ be|feel|felt|been|get|getting ~ lost|trapped|hurting|drowning|sinking|suffocating|inadequate|shattered|crushed|unstable|paralyzed|paralysed|hollow|a_mess|a_wreck|in_pieces|disappearing|fading_away',
      'i ~ be|been ~ struggling|suffering|spiraling|spiralling',
      'struggling ~ so|really|pretty|badly|a_lot|mentally|emotionally|with_everything|to_cope|to_keep_going|to_function',
      'i ~ can not ~ cope|function|handle_anything|handle_life',
      'fall|fell|falling|sink|sinking|stuck|trapped ~ in|into ~ a|this|my|the ~ hole|pit|void|abyss|darkness',
    ],
    unless: TASK_CONTEXT,
  },
  {
    // A wish to be away, gone or free of it all, without a word of death.
    name: 'wants-away',
    weight: 'weak',
    cues: [
      'i ~ want|wish|need|long ~ to ~ disappear|vanish|escape|go_away|be_gone|be_free|be_removed|run_away|sleep_forever|not_feel|stop_feeling|feel_nothing',
      'wish|want ~ i ~ could ~ escape|go_away|run_away|be_gone|sleep_forever|stop_feeling',
      'no ~ more ~ pain|suffering',
      'switch|turn|shut ~ it|myself|everything ~ off',
    ],
    unless: TASK_CONTEXT,
  },
  {
    // The member's own death on their mind, in any wording that is not a figure of speech: the
    // word of death next to the member ("I keep thinking I will die", "my funeral"), not someone
    // else's death, which is grief ("my grandfather died").
    name: 'own-death',
    weight: 'weak',
    cues: [
      // Suicide itself is read by suicide-word, with its own idioms and denials.
      // "Death" as a noun needs a verb of the mind or of wanting: "I think happens after death"
      // is a view of the afterlife, "I keep thinking about death" is the member's own.
      '+i|myself ~ die|dying|dead|overdose',
      '+i ~ wish|want|crave|welcome|dream|long|pray|fantasi*|obsess*|await|awaiting|invite ~ death',
      '+my ~ death|funeral|overdose|grave|last_breath',
    ],
    unless: [
      ...IDIOM_KILL,
      ...SUICIDE_IDIOM,
      ...IRONY,
      'dead ~ end|line|lines|battery|phone|tired|serious|set|silent|last|center|centre',
      'death metal|row|star|note|scene|scenes|toll|penalty|certificate|rate|rates|grip|trap|match',
      // Someone else's death, told by the member: grief, not a thought of their own death.
      'he|she|they|him|her|it|who ~ die|died|dying|dead|passed',
      'pass|passed|passing ~ away',
      ...TASK_CONTEXT,
    ],
  },
];

// The same classes as people type them into a chat box (risk-concepts-chat.ts).
CONCEPTS.push(...CHAT_CONCEPTS);
