/**
 * Crisis language, as cues for the matcher in nlp/cues.ts (lemmas, `|` alternatives, `~` for a few
 * words between, `+` = not negated, `!` = negated, `$` = end of sentence). Data only.
 *
 * The list leans towards recall: a member in danger who is shown helplines by mistake loses a
 * moment; one who is missed may lose much more. Idioms are kept out by the `unless` cues, checked
 * in the same sentence ("this commute is suicide", "I could kill for a coffee", "my manager hits me
 * with last-minute requests"), and by naming who does what to whom: "my boss will murder me" is
 * not in the list because no rule reads a third person killing or murdering the member as literal.
 */

export const CRISIS_KINDS = ['suicide', 'self-harm', 'harm-to-others', 'abuse', 'medical'] as const;
export type CrisisKind = (typeof CRISIS_KINDS)[number];

export interface CrisisRule {
  kind: CrisisKind;
  cue: string;
  /** The rule does not fire when one of these matches in the same sentence. */
  unless?: string[];
  /** The rule fires only when one of these matches in the same sentence too. */
  with?: string[];
  /** The words are about someone else in danger (a colleague, a friend), not the member. */
  aboutOther?: boolean;
}

const PEOPLE =
  'him|her|them|boss|manager|colleague|coworker|co|someone|somebody|people|everyone|everybody|wife|husband|partner|kid|kids|child|children|son|daughter|mother|father|mum|mom|dad|team|neighbour|neighbor|customer|client';
const ABUSER =
  'he|she|partner|husband|wife|boyfriend|girlfriend|fiance|fiancé|fiancee|dad|father|mum|mom|mother|stepdad|stepfather|stepmom|stepmother|parent|parents|brother|sister|son|daughter|boss|manager|supervisor|colleague|coworker|landlord|ex|uncle|aunt';

const ACCIDENT = [
  'myself|himself|herself|themselves ~ at|in|on|during|while|playing|lifting|running|shaving|cooking|chopping|training|exercising|moving|falling|fixing|by',
  'accident*',
  'myself ~ slack|break|short|off',
];

export const CRISIS_RULES: CrisisRule[] = [
  // Suicide, said outright or indirectly.
  { kind: 'suicide', cue: '+kill myself' },
  { kind: 'suicide', cue: '+end ~ my life' },
  { kind: 'suicide', cue: '+take ~ my ~ life' },
  { kind: 'suicide', cue: '+end ~ it all' },
  { kind: 'suicide', cue: '+want ~ it all to end|stop' },
  { kind: 'suicide', cue: '+want ~ everything to end|stop' },
  { kind: 'suicide', cue: '+want ~ it all to be over' },
  { kind: 'suicide', cue: '+suicidal' },
  {
    kind: 'suicide',
    cue: '+suicide',
    unless: [
      'career|social|political|professional|financial|commercial|corporate|brand|electoral|reputational suicide',
      'be suicide',
      'be basically|literally|pure|just|total|like|complete|sheer|practically|absolute|actual|plain suicide',
      'suicide prevention|awareness|squad|mission|door|doors|lane|drill|run|bid|statistics|rate|rates|research|training',
    ],
  },
  { kind: 'suicide', cue: '!see ~ point ~ living|life|trying|anything|existing' },
  { kind: 'suicide', cue: '!see ~ point ~ go|carry ~ on' },
  { kind: 'suicide', cue: 'no point ~ living|life|alive|existing' },
  { kind: 'suicide', cue: 'no point ~ go|carry on $' },
  { kind: 'suicide', cue: 'what ~ point ~ living|life|alive|existing' },
  {
    kind: 'suicide',
    cue: '!want to live',
    unless: [
      'live in|at|near|with|abroad|somewhere|there|here|on|by|alone|together|out|through|for|off',
    ],
  },
  { kind: 'suicide', cue: '!want to be alive' },
  { kind: 'suicide', cue: '!want to be here anymore|any' },
  { kind: 'suicide', cue: '!want to exist' },
  { kind: 'suicide', cue: '+want to die', unless: ['die ~ of|from|laughing|embarrassment|for'] },
  { kind: 'suicide', cue: '+wish ~ i ~ be|was|were ~ dead' },
  { kind: 'suicide', cue: 'better off dead' },
  { kind: 'suicide', cue: 'better off without me' },
  { kind: 'suicide', cue: 'sleep ~ never wake up' },
  { kind: 'suicide', cue: '!want to wake up' },
  { kind: 'suicide', cue: '!hope|wish ~ wake up', unless: ['late|early|before|in time'] },
  { kind: 'suicide', cue: 'disappear forever' },
  { kind: 'suicide', cue: 'nothing ~ to live for' },
  { kind: 'suicide', cue: '!worth living' },
  { kind: 'suicide', cue: 'tired of ~ living|life' },
  { kind: 'suicide', cue: 'tired of be alive' },
  { kind: 'suicide', cue: '!can go on $' },
  { kind: 'suicide', cue: 'can not go on $' },
  { kind: 'suicide', cue: 'can not go on anymore|living' },
  { kind: 'suicide', cue: 'can not go on any longer' },
  { kind: 'suicide', cue: 'jump ~ off|from ~ bridge|building|roof|balcony|cliff' },
  { kind: 'suicide', cue: 'jump ~ front of ~ train|bus|car|truck|lorry' },
  { kind: 'suicide', cue: 'hang myself' },
  { kind: 'suicide', cue: 'slit ~ wrist*' },
  { kind: 'suicide', cue: 'not ~ be around much longer' },
  { kind: 'suicide', cue: 'not ~ be around for much longer' },
  // Someone else in danger: the member needs the same resources to help them.
  {
    kind: 'suicide',
    cue: '+kill|hurt|harm ~ himself|herself|themselves|themself',
    unless: ACCIDENT,
    aboutOther: true,
  },
  { kind: 'suicide', cue: '+end ~ his|her|their life', aboutOther: true },
  {
    kind: 'suicide',
    cue: 'he|she|they|friend|colleague|coworker ~ be ~ suicidal',
    aboutOther: true,
  },

  // Self-harm.
  { kind: 'self-harm', cue: '+self harm*' },
  { kind: 'self-harm', cue: '+self injur*' },
  { kind: 'self-harm', cue: '+be hurt|harm|cut|burn|starve|punish myself', unless: ACCIDENT },
  { kind: 'self-harm', cue: '+keep|start ~ hurt|harm|cut|burn myself', unless: ACCIDENT },
  {
    kind: 'self-harm',
    cue: '+want|urge|urges|thought|thoughts|think|thinking|feel|tempt* ~ hurt|harm|cut|burn myself',
  },
  { kind: 'self-harm', cue: '+hurt|harm|cut|burn myself', unless: ACCIDENT },

  // Harm to others: the member means to hurt someone.
  {
    kind: 'harm-to-others',
    cue: `+i ~ kill|murder|hurt|harm|stab|shoot|attack|strangle|punch|beat ~ ${PEOPLE}`,
    unless: [
      'kill|murder ~ for|to',
      'kindness',
      'shoot|shot ~ email|message|text|note|line|dm|question|idea*',
      'hurt ~ feeling*|chance*|career|prospect*',
      'beat ~ deadline|record|target|competition|competitor*|to|at|in',
      'attack ~ problem|issue|backlog|task',
    ],
  },
  { kind: 'harm-to-others', cue: 'bring|take ~ gun|knife|weapon ~ to ~ work|office|school' },
  { kind: 'harm-to-others', cue: 'shoot up ~ office|work|school|place' },

  // Abuse or violence at home (or anywhere): someone is hurting the member.
  {
    kind: 'abuse',
    cue: `${ABUSER} ~ hit|beat|kick|choke|strangle|slap|punch|push|shove|hurt|rape|assault|grab|throw|burn|smack ~ me`,
    unless: [
      'hit|hits ~ me ~ with|up',
      'hit me that',
      'push|shove ~ me ~ to|into|harder|hard|forward|further|for|toward|towards',
      'hurt me ~ with|by ~ comment*|word*|remark*|feedback|email|decision|criticism|joke*',
      'beat me ~ to|at|in',
    ],
  },
  { kind: 'abuse', cue: 'threaten* ~ to ~ kill|hurt|harm|beat ~ me' },
  { kind: 'abuse', cue: 'domestic violence|abuse' },
  {
    kind: 'abuse',
    cue: '+abusive ~ partner|relationship|husband|wife|boyfriend|girlfriend|parent*|home|father|mother|dad|mum|mom',
  },
  { kind: 'abuse', cue: '+abuse me' },
  { kind: 'abuse', cue: '+be ~ abused|raped|assaulted' },
  { kind: 'abuse', cue: 'scared|afraid|frightened|terrified ~ to ~ go home' },
  { kind: 'abuse', cue: 'not ~ safe ~ at home' },
  { kind: 'abuse', cue: '+rape*' },
  { kind: 'abuse', cue: 'sexually ~ assault*|abuse*|harass*' },

  // A medical emergency.
  { kind: 'medical', cue: '+be have ~ heart attack' },
  { kind: 'medical', cue: '+be have ~ stroke|seizure' },
  { kind: 'medical', cue: '+be have ~ allergic reaction' },
  { kind: 'medical', cue: 'chest pain' },
  {
    kind: 'medical',
    cue: 'chest ~ hurt*|crush*|tight*|pain*|pressure',
    with: ['arm|jaw|breath|breathe|sweat*|numb|dizzy|faint*|crush*|hurt*|pain'],
  },
  {
    kind: 'medical',
    cue: 'can not breathe',
    with: ['chest|throat|lip*|choke*|choking|allergic|swell*|swollen|blue|faint*|dizzy|collapse*'],
  },
  {
    kind: 'medical',
    cue: 'cannot breathe',
    with: ['chest|throat|lip*|choke*|choking|allergic|swell*|swollen|blue|faint*|dizzy|collapse*'],
  },
  { kind: 'medical', cue: 'too many ~ pill*|tablet*|painkiller*|paracetamol|medication|medicine' },
  { kind: 'medical', cue: '+overdos*' },
  { kind: 'medical', cue: 'face ~ droop*' },
  { kind: 'medical', cue: 'slur* ~ speech|word*' },
  { kind: 'medical', cue: 'arm ~ numb', with: ['chest|heart|jaw|breath'] },
  { kind: 'medical', cue: 'be unconscious|unresponsive' },
  { kind: 'medical', cue: 'stop* breathing' },
  { kind: 'medical', cue: 'be not breathing' },
];
