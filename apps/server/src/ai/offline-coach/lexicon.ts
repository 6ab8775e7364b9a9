/**
 * Words the offline coach needs to read a CV: job-title nouns, industries, the openers of duty-only
 * bullets, result verbs and irregular past tenses. Data only; cv-facts.ts reads CVs with it.
 */

/** The last word of most job titles ("Senior Data *Analyst*", "Head of *Product*" aside). */
export const ROLE_HEADS = [
  'manager',
  'engineer',
  'analyst',
  'designer',
  'developer',
  'consultant',
  'director',
  'lead',
  'specialist',
  'coordinator',
  'officer',
  'scientist',
  'accountant',
  'nurse',
  'teacher',
  'administrator',
  'architect',
  'executive',
  'associate',
  'assistant',
  'producer',
  'writer',
  'editor',
  'researcher',
  'adviser',
  'advisor',
  'representative',
  'partner',
  'owner',
  'strategist',
  'marketer',
  'recruiter',
  'planner',
  'buyer',
  'technician',
  'programmer',
  'tester',
  'controller',
  'president',
  'founder',
  'intern',
  'trainer',
  'lecturer',
  'therapist',
  'pharmacist',
  'paralegal',
  'solicitor',
  'lawyer',
  'attorney',
  'clerk',
  'supervisor',
  'agent',
  'librarian',
  'physician',
  'doctor',
  'surveyor',
];

/** Industry words as they appear in CVs, and how the coach names the industry. */
export const DOMAINS: Array<[RegExp, string]> = [
  [/\b(retail|retailer|stores?|e-?commerce|shop)\b/i, 'retail'],
  [/\b(bank|banking)\b/i, 'banking'],
  [/\b(payments?|fintech|card-issuing|cards?)\b/i, 'payments'],
  [/\b(insurance|insurer)\b/i, 'insurance'],
  [/\b(travel|airline|hotel|hospitality|booking)\b/i, 'travel'],
  [/\b(health|healthcare|hospital|clinic|nhs|patients?|pharma\w*)\b/i, 'healthcare'],
  [/\b(school|schools|teaching|education|university|students?|edtech)\b/i, 'education'],
  [/\b(saas|software|platform|cloud)\b/i, 'software'],
  [/\b(logistics|supply chain|warehouse|shipping|freight)\b/i, 'logistics'],
  [/\b(energy|utilities|oil|gas|renewables?)\b/i, 'energy'],
  [/\b(telecoms?|telecommunications|mobile network)\b/i, 'telecoms'],
  [/\b(media|publishing|broadcast\w*|newsroom)\b/i, 'media'],
  [/\b(gaming|games?)\b/i, 'gaming'],
  [/\b(government|public sector|council|ministry)\b/i, 'the public sector'],
  [/\b(charity|non-?profit|ngo)\b/i, 'the non-profit sector'],
  [/\b(manufacturing|factory|automotive)\b/i, 'manufacturing'],
  [/\b(consultancy|consulting)\b/i, 'consulting'],
  [/\b(real estate|property)\b/i, 'real estate'],
  [/\b(marketing|advertising|agency)\b/i, 'marketing'],
  [/\b(cyber ?security|security)\b/i, 'security'],
];

/** Openers of bullets that state a duty instead of what changed. */
export const DUTY_OPENERS: Array<[RegExp, 'owned' | 'built' | 'helped' | 'handled' | 'partnered']> =
  [
    [/^responsible for\s+/i, 'owned'],
    [/^in charge of\s+/i, 'owned'],
    [/^tasked with\s+/i, 'owned'],
    [/^duties (included|include|were)\s*:?\s*/i, 'handled'],
    [/^duties\s*:\s*/i, 'handled'],
    [/^worked on\s+/i, 'built'],
    [/^worked with\s+/i, 'partnered'],
    [/^helped( with| to)?\s+/i, 'helped'],
    [/^assisted( with| in)?\s+/i, 'helped'],
    [/^involved in\s+/i, 'helped'],
    [/^participated in\s+/i, 'helped'],
    [/^took part in\s+/i, 'helped'],
    [/^supported\s+/i, 'helped'],
    [/^handled\s+/i, 'handled'],
    [/^dealt with\s+/i, 'handled'],
  ];

/** Words that say a bullet reports a result. */
export const RESULT_WORDS =
  /\b(cut|cutting|reduc\w*|increas\w*|grew|grow\w*|sav(ed|ing)|rais\w*|boost\w*|lower\w*|improv\w*|doubl\w*|tripl\w*|halv\w*|won|generat\w*|deliver\w* .* (early|under budget)|faster|resulting|so that|which led|led to|from \S+ to \S+)\b/i;

/** Words that hide the scale ("various dashboards"). */
export const VAGUE_WORDS = /\b(various|several|multiple|many|numerous|a number of|etc\.?)\b/i;

export const IRREGULAR_PAST: Record<string, string> = {
  lead: 'led',
  build: 'built',
  run: 'ran',
  make: 'made',
  write: 'wrote',
  teach: 'taught',
  buy: 'bought',
  sell: 'sold',
  take: 'took',
  give: 'gave',
  grow: 'grew',
  set: 'set',
  cut: 'cut',
  put: 'put',
  bring: 'brought',
  hold: 'held',
  keep: 'kept',
  begin: 'began',
  find: 'found',
  speak: 'spoke',
  think: 'thought',
  win: 'won',
  draw: 'drew',
  drive: 'drove',
  get: 'got',
  do: 'did',
  go: 'went',
  see: 'saw',
  meet: 'met',
  send: 'sent',
  spend: 'spent',
  understand: 'understood',
  oversee: 'oversaw',
  undertake: 'undertook',
  handle: 'handled',
  answer: 'answered',
  manage: 'managed',
};

/** Short verbs whose last consonant doubles in the past tense. */
export const DOUBLING = new Set([
  'plan',
  'ship',
  'stop',
  'map',
  'scrap',
  'drop',
  'commit',
  'control',
  'admit',
  'refer',
  'prefer',
  'transfer',
  'chat',
  'slim',
  'trim',
]);

/** What people bring from common starting points into a new field. */
export const TRANSFERABLE: Array<[RegExp, string[]]> = [
  [
    /\bteach(er|ing)\b/i,
    [
      'explaining complex ideas simply, to mixed audiences',
      'designing lessons around learning outcomes',
      'assessing progress and giving feedback',
      'managing a room, a timetable and many stakeholders (pupils, parents, colleagues)',
    ],
  ],
  [
    /\bnurs(e|ing)\b/i,
    [
      'staying calm and precise under pressure',
      'observing people closely and recording what you see',
      'working in multidisciplinary teams',
      'explaining difficult things to worried people',
    ],
  ],
  [
    /\banalyst|analytics\b/i,
    [
      'turning messy data into decisions',
      'SQL and dashboards',
      'explaining numbers to non-specialists',
      'working with commercial and operational teams',
    ],
  ],
  [
    /\b(engineer|developer|programmer)\b/i,
    [
      'breaking big problems into shippable pieces',
      'systems thinking and technical judgement',
      'working closely with product and design',
      'learning new tools fast',
    ],
  ],
  [
    /\b(sales|account (executive|manager)|business development)\b/i,
    [
      'understanding what customers really need',
      'negotiating and closing',
      'resilience with targets and rejection',
      'building relationships quickly',
    ],
  ],
  [
    /\b(retail|hospitality|customer service)\b/i,
    [
      'handling customers calmly, even difficult ones',
      'working fast in a team under pressure',
      'noticing what sells and why',
    ],
  ],
  [
    /\b(accountant|finance|accounting)\b/i,
    [
      'precision with numbers and deadlines',
      'understanding how a business makes and spends money',
      'building models and reports leaders rely on',
    ],
  ],
];
