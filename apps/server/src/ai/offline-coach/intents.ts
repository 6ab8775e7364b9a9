import { ORDINAL_NUMBERS } from '../../nlp/ordinals.js';

/**
 * What a member can ask the offline coach for, and the words that say so. Data only: the matcher is
 * in understand.ts.
 *
 * A cue is matched on the lemmas (and lower-case forms) of the member's words, as wink-nlp reads
 * them, so "bullets", "weakest" and "summarising" match "bullet", "weak" and "summarise":
 * - terms are separated by spaces; `a|b` is either word; `word*` is any word starting so;
 * - `~` allows up to three other words in between;
 * - a leading `!` counts the cue only when the words are negated ("I can't switch off"), a leading
 *   `+` only when they are not ("I'm not stressed" does not count as stress);
 * - hyphens are ignored, so "self-doubt" is "self doubt" and "60-hour" is "60 hour".
 *
 * Weights: 3 and above name the request outright; 2 names its topic; 1 only supports an intent that
 * another cue already named (a lone "rewrite" or "plan" says nothing about the topic).
 */

/** Getting the next job: the CV, applications, interviews and contacts. */
export const JOB_SEARCH_INTENTS = [
  'cv-summary',
  'cv-bullets',
  'role-readiness',
  'cover-letter',
  'interview-prep',
  'networking-message',
] as const;

/** The member's health and well-being: answered gently, with fewer steps. */
export const WELL_BEING_INTENTS = [
  'stress-overload',
  'sleep',
  'anxiety',
  'calming-exercise',
  'boundaries',
  'low-mood',
  'energy-health',
  'habit',
] as const;

export const INTENT_IDS = [
  ...JOB_SEARCH_INTENTS,
  'career-change',
  'salary-negotiation',
  'money-planning',
  'promotion',
  'leadership',
  'goal-setting',
  'motivation',
  'decision',
  'tech-career',
  'personal-brand',
  ...WELL_BEING_INTENTS,
  'values',
  'strengths',
  'limiting-beliefs',
  'profile-overview',
  'greeting',
  'thanks',
  'capabilities',
  'find-help',
] as const;
export type IntentId = (typeof INTENT_IDS)[number];

/** Intents every coach answers: they belong to no field. */
export const COMMON_INTENTS: ReadonlySet<IntentId> = new Set([
  'greeting',
  'thanks',
  'capabilities',
  'find-help',
]);

export interface IntentSpec {
  id: IntentId;
  /** What the request is, for the member: "rewriting a CV summary or headline". */
  label: string;
  /** The coach whose field this is (agent id), named when another coach is asked. */
  home: number;
  cues: Record<number, string[]>;
}

export const INTENTS: Record<IntentId, IntentSpec> = {
  'cv-summary': {
    id: 'cv-summary',
    label: 'rewriting a CV summary or headline',
    home: 1,
    cues: {
      3: [
        'summary',
        'headline',
        'profile statement',
        'personal statement',
        'about section',
        'about me',
        'bio',
        'professional profile',
      ],
      1: ['rewrite', 'write', 'improve', 'draft', 'update', 'cv', 'resume', 'linkedin', 'punchy'],
    },
  },
  'cv-bullets': {
    id: 'cv-bullets',
    label: 'reviewing the bullets of a CV',
    home: 1,
    cues: {
      3: [
        'bullet*',
        'weak* ~ point|line|bullet|part',
        'duty',
        'duties',
        'responsible for',
        'experience section',
        'review ~ cv|resume',
        'feedback ~ cv|resume',
        'tailor ~ cv|resume',
        'tighten ~ cv|resume',
        'achievement* ~ cv|resume',
        'duty ~ achievement*',
        // "how do I show impact on it", "prove I was good at it": what a CV line should do.
        'show|prove|demonstrate|highlight|convey ~ impact|result*|achievement*',
      ],
      2: ['cv', 'resume', 'résumé', 'curriculum vitae'],
      1: [
        'achievement*',
        'improve',
        'stand out',
        'what do you think',
        'look at',
        'check',
        'tighten',
        'tailor',
        'strong*',
        'impact',
      ],
    },
  },
  'role-readiness': {
    id: 'role-readiness',
    label: 'checking how ready you are for a role',
    home: 1,
    cues: {
      3: [
        'miss ~ for',
        'what am i missing',
        'qualified for',
        'do i have what it take*',
        'gap* ~ role|job|position',
        'match ~ job description',
        'meet ~ requirement*',
        'chance* ~ role|job|position',
        'readiness',
        'ready to apply',
        'have ~ experience ~ for',
        'enough experience',
      ],
      2: ['+ready for', '+good enough for', '+fit for', 'requirement*', 'could i become'],
      1: ['role', 'position', 'job', 'apply', 'cv', 'skill*'],
    },
  },
  'cover-letter': {
    id: 'cover-letter',
    label: 'writing a cover letter',
    home: 1,
    cues: {
      4: ['cover letter', 'covering letter', 'motivation letter', 'application letter'],
      1: ['write', 'draft'],
    },
  },
  'interview-prep': {
    id: 'interview-prep',
    label: 'preparing for an interview',
    home: 1,
    cues: {
      3: ['interview*', 'tell me about yourself', 'biggest weakness', 'hiring manager ~ ask'],
      1: ['prepare', 'prep', 'question*', 'answer', 'ask', 'practise', 'practice'],
    },
  },
  'networking-message': {
    id: 'networking-message',
    label: 'writing an outreach or reconnect message',
    home: 7,
    cues: {
      3: [
        'reconnect',
        'reach out',
        'outreach',
        'referral',
        'coffee chat',
        'cold message|email|note',
        // An email to one's own manager is about the job (resigning, pay, leave), not outreach;
        // a former manager counts below.
        'message|email|note|dm|inmail ~ recruiter|colleague|contact|someone|person|mentor|friend|classmate|connection|alumni',
        'send ~ recruiter|colleague|contact|mentor',
        'get back in touch',
        'keep in touch',
      ],
      2: [
        'network*',
        'follow up ~ after|with',
        'introduc*',
        'recruiter',
        'former colleague|manager|boss',
      ],
      1: ['message', 'linkedin', 'draft', 'write', 'email', 'met', 'conference', 'event'],
    },
  },
  'career-change': {
    id: 'career-change',
    label: 'changing career or field',
    home: 3,
    cues: {
      3: [
        'career change',
        'change ~ career*|field|industry|path',
        'switch ~ career*|field|industry',
        'move into',
        'transition ~ into|to',
        'pivot*',
        'transferable',
        'retrain*',
        'new career',
        'new field',
        'bridge role',
      ],
      2: [
        'transfer',
        'switch* to|into',
        'quit ~ job',
        'leave ~ teaching|law|nursing|academia|finance|retail',
      ],
      1: ['start', 'skill*', 'field', 'industry', 'realistic', 'design'],
    },
  },
  'salary-negotiation': {
    id: 'salary-negotiation',
    label: 'negotiating pay',
    home: 19,
    cues: {
      3: [
        'salary',
        'pay rise',
        'payrise',
        'compensation',
        'market rate',
        'counter offer',
        'counteroffer',
        'negotiat* ~ offer|pay|salary|equity|package|rise|raise',
      ],
      2: ['raise', 'pay', 'negotiat*', 'counter', 'equity', 'bonus', 'stock option*', 'package'],
      1: ['offer', 'ask for', 'money', 'worth', '£', '$', '€', 'k'],
    },
  },
  'money-planning': {
    id: 'money-planning',
    label: 'money planning for a career move',
    home: 19,
    cues: {
      3: [
        'runway',
        'day rate',
        'hourly rate',
        'budget*',
        'pension',
        'emergency fund',
        'month* ~ saving*',
        'saving* ~ need',
        'freelance ~ charge|rate',
      ],
      2: ['saving*', 'charge', 'freelanc*', 'debt', 'afford', 'income', 'spend'],
      1: ['rate', 'money', 'month', 'cost', 'price'],
    },
  },
  promotion: {
    id: 'promotion',
    label: 'building a case for promotion',
    home: 8,
    cues: {
      3: ['promot*', 'next level', 'performance review', 'case for ~ senior', 'career ladder'],
      2: ['visibility', 'visible', 'advance*', 'progression'],
      1: ['senior', 'case', 'manager', 'review', 'grow*'],
    },
  },
  leadership: {
    id: 'leadership',
    label: 'leading people',
    home: 4,
    cues: {
      3: [
        'delegat*',
        'team member',
        'direct report',
        'my report*',
        'difficult conversation',
        'hard conversation',
        'take* credit',
        'underperform*',
        'manage ~ team|people',
        'lead ~ team',
        'new manager',
        'first time manager',
        'become ~ manager|lead',
        'manage ~ former|peer*|friend*',
        'manager of ~ peer*|former',
        'conflict',
      ],
      2: ['feedback', 'my team', 'leader*', 'leadership', 'coworker', 'co-worker'],
      1: ['colleague', 'meeting*', 'miss ~ deadline*', 'handle', 'idea*'],
    },
  },
  'goal-setting': {
    id: 'goal-setting',
    label: 'turning a goal into a plan',
    home: 2,
    cues: {
      3: ['goal*', 'objective*', 'milestone*', '90 day plan', 'new year resolution'],
      2: ['procrastinat*', 'action plan'],
      1: ['plan', 'deadline', 'by june|july|august|september|october|november|december|january'],
    },
  },
  motivation: {
    id: 'motivation',
    label: 'getting your motivation back',
    home: 6,
    cues: {
      3: ['motivat*', 'demotivat*', 'momentum', 'setback*', 'discourag*', 'lose ~ drive'],
      2: ['reject*', 'give up', 'inspir*', 'keep going'],
      1: ['job*', 'apply', 'application*'],
    },
  },
  decision: {
    id: 'decision',
    label: 'weighing a career decision',
    home: 10,
    cues: {
      3: [
        'decide',
        // The member's own decision to make, not one already made ("ignores my decisions"):
        'make|take|face|weigh|big|hard|tough|difficult|career ~ decision',
        'decision ~ whether|between|about|on|to',
        'a decision',
        'two ~ offer*|option*|job*',
        'pros and cons',
        'which ~ offer|option',
        'torn between',
      ],
      2: ['choose', 'choice', 'option*', 'should i take|accept'],
      1: ['between', 'or'],
    },
  },
  'tech-career': {
    id: 'tech-career',
    label: 'a career in technology',
    home: 11,
    cues: {
      3: [
        'into tech',
        'tech career',
        'tech job',
        'coding',
        'programming',
        'bootcamp',
        'learn ~ python|javascript|java|typescript|sql|code',
        'software engineer*|developer',
        'portfolio ~ github|project',
      ],
      2: ['python', 'javascript', 'developer', 'tech', 'github', 'portfolio'],
      1: ['learn', 'language'],
    },
  },
  'personal-brand': {
    id: 'personal-brand',
    label: 'your personal brand',
    home: 18,
    cues: {
      4: ['elevator pitch', 'personal brand*'],
      3: [
        'positioning',
        'position* statement',
        'linkedin post*',
        'thought leadership',
        'distinctive',
        'niche',
        'content idea*',
      ],
      2: ['brand*', 'post*', 'content', 'audience', 'expertise', 'reputation'],
      1: ['linkedin', 'stand out', 'idea*', 'show', 'profile'],
    },
  },
  'stress-overload': {
    id: 'stress-overload',
    label: 'stress and workload',
    home: 15,
    cues: {
      3: [
        '+stress*',
        '+overwhelm*',
        'burnout',
        'burn* out',
        'workload',
        '!switch off',
        '!relax',
        '!unwind',
        '!stop ~ think* ~ work',
        '!disconnect',
        'on edge',
        'too much ~ plate',
        'stretch* thin',
        'hour week',
        'long hours',
        'work* ~ late ~ every',
        'feel ~ behind',
        // A pile with a date on it: "two reports due thursday".
        'due ~ today|tomorrow|monday|tuesday|wednesday|thursday|friday|eod',
        'deadline* ~ today|tomorrow|monday|tuesday|wednesday|thursday|friday',
      ],
      2: [
        'pressure',
        'deadline*',
        'freak* out',
        '+exhaust*',
        'cynical',
        'drown*',
        'swamp*',
        'last minute',
        'kill* me',
        'frazzled',
        'overload*',
        'too much work',
        'catch* up ~ work',
      ],
      1: ['work', 'job', 'manager', 'boss', 'handle', 'cope', 'commute', 'request*', 'tired'],
    },
  },
  sleep: {
    id: 'sleep',
    label: 'sleep',
    home: 12,
    cues: {
      3: ['sleep*', 'insomnia', 'awake', 'fall asleep', 'asleep'],
      2: ['wake up', 'bed', 'bedtime', '2am*|3am*|4am*|5am*'],
      1: ['night', 'tired', 'exhaust*', 'morning'],
    },
  },
  anxiety: {
    id: 'anxiety',
    label: 'anxiety and worry',
    home: 13,
    cues: {
      3: [
        '+anxious',
        '+anxiety',
        'panic*',
        'overthink*',
        'thought* race|racing',
        'racing thought*',
        'ruminat*',
        // Thinking the worst, said the way people say it.
        'catastroph*',
        'worst case',
        'expect* ~ the worst',
        'spiral*',
      ],
      2: ['worry*', 'worried', 'nervous', 'dread*', 'fear*', 'scared', 'on edge'],
      1: ['sunday', 'monday', 'quiet*', 'mind', 'all the time', 'everything'],
    },
  },
  'calming-exercise': {
    id: 'calming-exercise',
    label: 'a breathing or grounding exercise',
    home: 14,
    cues: {
      4: [
        'breathing exercise',
        'grounding',
        '5-4-3-2-1',
        '4-7-8',
        'box breathing',
        'body scan',
        'mindfulness practice|exercise',
      ],
      3: ['breath*', 'meditat*', 'mindful*', 'be ~ present', 'calm* ~ down', 'centre myself'],
      1: ['exercise', 'practice', 'technique', 'minute*', 'between meeting*', 'quick', 'short'],
    },
  },
  boundaries: {
    id: 'boundaries',
    label: 'boundaries and work-life balance',
    home: 16,
    cues: {
      3: [
        'boundar*',
        'work life balance',
        'balance',
        'say no',
        'overtime',
        'after hours',
        'always on',
        'give up ~ weekend*|evening*|family',
        'email* ~ 11pm|10pm|midnight|night|weekend*',
        'all hours',
        'message* ~ at ~ night|weekend*|midnight',
      ],
      2: [
        'weekend*',
        'family',
        'kid*',
        'child*',
        'time off',
        'holiday*',
        'extra project*|work|task*',
        'leave at',
        'pick up ~ kid*|child*',
        'personal life',
        'always ~ answer|reply|respond|available',
      ],
      1: ['evening*', 'night', 'lazy', 'expect*'],
    },
  },
  'low-mood': {
    id: 'low-mood',
    label: 'low mood',
    home: 13,
    cues: {
      3: [
        'feel* ~ low',
        'feel* ~ down',
        'low mood',
        'sad*',
        'lonely',
        'loneliness',
        'isolat*',
        'depress*',
        '!enjoy',
        'unhappy',
        'miserable',
        'hopeless',
        'empty inside',
        // Pleasure gone (anhedonia), said in everyday words: "I can't get excited about anything".
        'feel* ~ flat',
        '!excit*',
        '!look* forward',
        'lost ~ interest',
        'no interest',
      ],
      2: ['cry*', 'numb', 'flat', 'no joy'],
      1: ['week*', 'remote', 'alone'],
    },
  },
  'energy-health': {
    id: 'energy-health',
    label: 'energy and physical health',
    home: 12,
    cues: {
      3: [
        'back pain',
        'back ~ hurt*|ache*|pain',
        'posture',
        'ergonomic*',
        'nutrition',
        'headache*',
        'energy crash|slump|dip',
        'sit ~ all day',
        'eye strain',
      ],
      2: [
        'energy',
        'eat*',
        'diet',
        'food',
        'snack*',
        'hydrat*',
        'shoulder|neck|wrist',
        'gym',
        'movement',
      ],
      1: ['pain', 'ache*', 'hurt*', 'shift*', 'crash', 'screen', 'tired', 'type'],
    },
  },
  habit: {
    id: 'habit',
    label: 'building habits and routines',
    home: 17,
    cues: {
      3: [
        'habit*',
        'routine*',
        'stick to|with',
        // Restarting an activity that keeps slipping: "I keep skipping the gym".
        'keep skip*',
        'skip* ~ gym|workout*|exercise|run|runs|running|training|class|classes|yoga',
        'back into ~ gym|running|exercise|fitness|yoga|swimming|training|cycling',
        'start* ~ running|jogging|exercising|exercise|gym ~ again',
      ],
      2: ['consisten*', 'every day', 'daily', 'gym', 'workout*', 'exercis*', 'fitness', 'jog*'],
      1: ['start*', 'drop*', 'keep', 'exercise', 'morning', 'busy week*'],
    },
  },
  values: {
    id: 'values',
    label: 'your values',
    home: 22,
    cues: {
      3: ['my value*', 'core value*', 'what matter* ~ me', 'purpose', 'value ~ say|fit'],
      2: ['value*', 'meaning*', 'fulfil*'],
      1: ['offer', 'fit', 'job'],
    },
  },
  strengths: {
    id: 'strengths',
    label: 'your strengths',
    home: 22,
    cues: {
      3: ['strength*', 'good at', 'superpower*'],
      2: ['talent*'],
      1: ['profile', 'according'],
    },
  },
  'limiting-beliefs': {
    id: 'limiting-beliefs',
    label: 'self-doubt and limiting beliefs',
    home: 22,
    cues: {
      4: ['limiting belief*'],
      3: [
        'impost*',
        '!good enough',
        'self doubt',
        'doubt myself',
        'fear ~ fail*',
        'hold* me back',
        // Feeling found out, said plainly: "I feel like a fraud", "they'll realise I don't know".
        'feel* ~ fraud',
        'smarter than me',
        'find|found|realise|realize|figure ~ out ~ !know',
        '!know what i am doing',
        "don't belong|!belong",
      ],
      2: ['confiden*', 'doubt*', 'afraid', 'belief*'],
      1: ['senior', 'always', 'think'],
    },
  },
  'profile-overview': {
    id: 'profile-overview',
    label: 'your diamond profile',
    home: 22,
    cues: {
      4: ['diamond profile', 'who am i', 'my facet*'],
      3: ['summar* ~ profile', 'what ~ profile ~ say'],
      1: ['my profile', 'work', 'summar*'],
    },
  },
  greeting: {
    id: 'greeting',
    label: 'saying hello',
    home: 22,
    cues: { 3: ['hi', 'hello', 'hey', 'good morning|afternoon|evening', 'hiya'] },
  },
  thanks: {
    id: 'thanks',
    label: 'thanks',
    home: 22,
    cues: { 3: ['thank*', 'thx', 'cheers', 'that help*', 'helpful', 'great advice'] },
  },
  capabilities: {
    id: 'capabilities',
    label: 'what this coach can do',
    home: 22,
    cues: {
      4: ['what can you ~ do|help', 'how can you help', 'what do you do', 'what are you for'],
    },
  },
  'find-help': {
    id: 'find-help',
    label: 'finding professional support',
    home: 13,
    cues: {
      4: [
        'helpline',
        'hotline',
        'crisis line',
        'professional help',
        'someone to talk to',
        'find help',
        'therapist',
        'counsellor',
        'counselor',
      ],
      1: ['near me', 'find', 'talk'],
    },
  },
};

/**
 * Asks whose topic is their object, not their verb: "should I push back?" is a counter-offer after
 * "they offered me 62k", and a refusal of extra work after "my boss keeps adding projects"; "how do
 * I tell my manager?" is about whatever the member has to tell. The object is read in the question
 * first, then in the rest of the message (understand.ts senseOf); the sense whose object words the
 * message names most decides the topic, and the ask counts as a weight-3 cue of that intent. An ask
 * whose object the message does not name stays unread: the other cues decide.
 */
export interface OpenAsk {
  /** The verb phrase, as cues (intents.ts syntax). */
  asks: string[];
  /** `money`: an amount in the message ("62k", "$85,000") is one more object word of the sense. */
  senses: Array<{ intent: IntentId; objects: string[]; money?: boolean }>;
}

/** Pay talk: an offer, a salary, a raise (an amount of money counts too: `money`). */
const PAY_OBJECTS = [
  'offer*',
  'salary',
  'pay',
  'paid',
  // The noun only: "raise it with my boss" is the verb.
  'a|my|the|pay raise',
  'compensation',
  'package',
  'earn*',
];

/** Too much work: the load itself, new work piled on, or the work of people who left. */
const LOAD_OBJECTS = [
  'workload',
  'overload*',
  'too much',
  'plate',
  'extra|more|new ~ work|task*|project*|responsibilit*',
  'keep* ~ add*|give|giving|pile*',
  'people|colleague*|coworker*|teammate* ~ quit|left|leave|resign*',
  'do ~ work|job* of',
  'do ~ two|three|four jobs',
  'cover* for',
  'cover* ~ work|shift*|job*|role*',
  'short staff*',
  'understaff*',
  'short handed',
  'burn* out',
  'burnout',
  'hour* ~ week',
];

/** Raising something with one's manager: "how do I tell my boss", "bring it up with my manager". */
export const TELL_MANAGER = [
  'tell|approach|raise|bring_up|talk_to|speak_to|say_to ~ manager|boss|supervisor',
  'bring ~ up ~ manager|boss|supervisor',
  'manager|boss|supervisor ~ know',
];

export const OPEN_ASKS: OpenAsk[] = [
  {
    asks: ['push back', 'push|ask|fight ~ for more', 'hold_out', 'counter', 'negotiate'],
    senses: [
      { intent: 'salary-negotiation', objects: PAY_OBJECTS, money: true },
      { intent: 'stress-overload', objects: LOAD_OBJECTS },
    ],
  },
  {
    // "Is it worth pushing for more?", "worth asking?": an own action whose object is pay.
    asks: ['worth ~ ask*|push*|negotiat*|counter*|hold_out'],
    senses: [{ intent: 'salary-negotiation', objects: PAY_OBJECTS, money: true }],
  },
  {
    asks: TELL_MANAGER,
    senses: [
      { intent: 'stress-overload', objects: LOAD_OBJECTS },
      { intent: 'salary-negotiation', objects: PAY_OBJECTS, money: true },
    ],
  },
];

/**
 * Follow-ups: a short message that refers back to the coach's last answer. Detected only when the
 * conversation has an earlier reply and the message names no topic of its own strongly.
 */
export const FOLLOW_UP_CUES: Record<'shorter' | 'first-step' | 'more', string[]> = {
  shorter: [
    'short*',
    'shorten',
    'brief*',
    'condense',
    'concise',
    'tl;dr',
    'one line',
    'one sentence',
    'fewer words',
    'too long',
    'trim',
    'cut ~ down',
    'summar* ~ it|that|this',
  ],
  'first-step': [
    'first step',
    'first thing',
    'where ~ start',
    'how ~ start',
    'start with',
    'begin with',
    'where ~ begin',
    'what now',
    'next step',
  ],
  more: [
    'more',
    'elaborate',
    'expand',
    'go deeper',
    'explain',
    'why',
    'example*',
    'detail*',
    'how do i do that',
    'what do you mean',
    'go on',
  ],
};

/** "the second one", "point 3", "the last bullet": which item of the last answer is meant. */
export const ORDINALS: Record<string, number> = {
  ...ORDINAL_NUMBERS,
  last: -1,
  final: -1,
};
export const ORDINAL_NOUNS = [
  'one',
  'bullet',
  'step',
  'point',
  'item',
  'tip',
  'idea',
  'question',
  'option',
  'suggestion',
  'statement',
  'strength',
  'value',
  'thing',
  'part',
];

/** How a member would ask for each intent: offered as a suggestion by coaches that serve it. */
export const INTENT_PROMPTS: Partial<Record<IntentId, string>> = {
  'cv-summary': 'Rewrite my CV summary',
  'cv-bullets': 'Which are the weakest bullets in my CV?',
  'role-readiness': 'Am I ready for a product manager role?',
  'cover-letter': 'Write a cover letter for me',
  'interview-prep': 'Help me prepare for an interview',
  'networking-message': 'Draft a message to reconnect with an old colleague',
  'career-change': 'Which of my skills would transfer to a new field?',
  'salary-negotiation': 'How do I negotiate my salary?',
  'money-planning': 'How much runway do I need to change jobs?',
  promotion: 'How do I build a case for promotion?',
  leadership: 'How do I give feedback that changes behaviour?',
  'goal-setting': 'Turn my goal into a plan',
  motivation: 'I have lost my motivation, where do I start?',
  decision: 'Help me weigh a career decision',
  'tech-career': 'How do I move into tech?',
  'personal-brand': 'Help me write a positioning statement',
  'stress-overload': 'Help me handle my workload',
  sleep: 'How can I sleep better?',
  anxiety: 'How do I calm racing thoughts?',
  'calming-exercise': 'Guide me through a breathing exercise',
  boundaries: 'How do I set a boundary at work?',
  'low-mood': "I've been feeling low lately",
  'energy-health': 'How do I stop the 3pm energy crash?',
  habit: 'Help me build a habit that sticks',
  values: 'Help me explore my values',
  strengths: 'What are my strengths?',
  'limiting-beliefs': 'Which beliefs hold me back?',
  'profile-overview': 'Summarise my diamond profile',
};
