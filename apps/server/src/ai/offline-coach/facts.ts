import { lowerKeepingAcronyms } from './acronyms.js';
/**
 * The member's own facts, read from what they wrote: amounts of money, lengths of time, counts,
 * ages, roles, places, organisations and the people they name. The coach answers with these
 * instead of placeholders, and asks for the one it needs when it is missing.
 *
 * Each fact keeps the words the member used ("$85k", "10 years", "a teacher"), so a reply quoting
 * it is recognisably theirs. A later message that corrects a fact ("actually it's 90k", "I meant 3
 * years") replaces the earlier fact of the same kind (see mergeFacts).
 */

export type FactKind =
  | 'money'
  | 'duration'
  | 'count'
  | 'age'
  | 'role'
  | 'place'
  | 'org'
  | 'person'
  | 'field'
  | 'stage'
  | 'workplace';

export interface Fact {
  kind: FactKind;
  /** As the member wrote it. */
  text: string;
  /** The index of the user turn it came from (0 = first message of the conversation). */
  turn: number;
  /** A duration written as time in work ("worked in warehouses for 7 years", "5 years as a nurse"). */
  worked?: boolean;
  /** For an amount: said as an offer, or as the member's own money (see moneySaidAs). */
  as?: 'offer' | 'own';
  /** For a field: what they studied ("a degree in HR"), not where they work ("I work in tech"). */
  studied?: boolean;
  /** For an interview stage: one they have been through, or one still ahead of them. */
  when?: 'done' | 'ahead';
}

/** Before a duration: words that make it time spent in work, not searching or waiting. */
const WORKED_BEFORE =
  /\b(?:worked|working|work as|been (?:a|an|in|at|with|doing)|experience|career|employed|in (?:the )?(?:field|industry|trade|role))\b[^.;!?]{0,30}$/i;
/** After a duration: "of experience", "as a …", "in the field", "at Acme". */
const WORKED_AFTER =
  /^\s*(?:of (?:experience|work|working)|experience|as an? |in (?:the |this |my )?(?:field|industry|trade|role|sector)|(?:on|at|with|in) (?:the |this |my |[A-Z]))/;
/** Time spent looking for work is not experience. */
const SEARCHING =
  /\b(?:apply|applying|applied|search\w*|looking|hunt\w*|unemployed|out of work|waiting)\b[^.;!?]{0,30}$/i;

const COUNTRIES =
  'Afghanistan|Albania|Algeria|Argentina|Armenia|Australia|Austria|Bangladesh|Belgium|Bolivia|Brazil|Bulgaria|Cambodia|Cameroon|Canada|Chile|China|Colombia|Costa Rica|Croatia|Cuba|Cyprus|Czechia|Denmark|Ecuador|Egypt|England|Estonia|Ethiopia|Finland|France|Germany|Ghana|Greece|Guatemala|Hungary|Iceland|India|Indonesia|Iran|Iraq|Ireland|Israel|Italy|Jamaica|Japan|Jordan|Kenya|Korea|Latvia|Lebanon|Lithuania|Luxembourg|Malaysia|Mexico|Morocco|Nepal|Netherlands|New Zealand|Nigeria|Norway|Pakistan|Peru|Philippines|Poland|Portugal|Romania|Russia|Saudi Arabia|Scotland|Serbia|Singapore|Slovakia|Slovenia|South Africa|Spain|Sri Lanka|Sweden|Switzerland|Taiwan|Thailand|Tunisia|Turkey|Uganda|Ukraine|United Kingdom|United States|Uruguay|Venezuela|Vietnam|Wales|Zimbabwe|the UK|the US|the USA|UK|US|USA|EU|Europe|Asia|Africa|London|Berlin|Paris|Madrid|Lisbon|Dublin|Amsterdam|Toronto|Vancouver|Sydney|Melbourne|New York|NYC|Chicago|Boston|Seattle|Austin|Texas|California|Florida|Ontario|Bay Area|São Paulo|Sao Paulo|Mumbai|Bangalore|Tokyo|Alabama|Alaska|Arizona|Arkansas|Colorado|Connecticut|Delaware|Hawaii|Idaho|Illinois|Indiana|Iowa|Kansas|Kentucky|Louisiana|Maine|Maryland|Massachusetts|Michigan|Minnesota|Mississippi|Missouri|Montana|Nebraska|Nevada|New Hampshire|New Jersey|New Mexico|North Carolina|North Dakota|Ohio|Oklahoma|Oregon|Pennsylvania|Rhode Island|South Carolina|South Dakota|Tennessee|Utah|Vermont|Washington State|West Virginia|Wisconsin|Wyoming|Quebec|Alberta|British Columbia|Manitoba|Nova Scotia|Los Angeles|San Francisco|San Diego|Houston|Dallas|Denver|Atlanta|Miami|Philadelphia|Portland|Minneapolis|Detroit|Montreal|Calgary|Ottawa|Manchester|Birmingham|Glasgow|Edinburgh|Munich|Hamburg|Vienna|Zurich|Stockholm|Copenhagen|Oslo|Warsaw|Prague|Rome|Milan|Barcelona|Brussels|Delhi|Hyderabad|Pune|Chennai|Dubai|Manila|Lagos|Nairobi|Johannesburg|Cape Town|Auckland|Brisbane|Perth|Seoul|Hong Kong|Shanghai|Beijing|Mexico City|Bogota|Buenos Aires';

const PLACE = new RegExp(`\\b(${COUNTRIES})\\b`, 'g');

/** Names of places long and plain enough to be read in small letters too. */
const PLACE_NAMES = COUNTRIES.split('|').filter(
  (n) =>
    n.length >= 5 &&
    !/^(?:the |Jordan|Turkey|China|Austin|Wales|Chile|Asia|Reading|Mobile|Phoenix|Victoria|Georgia|Washington State)/.test(
      n,
    ),
);
const LOWER_PLACE = new RegExp(
  `(?<=\\b(?:in|to|from|at|near|around|live in|based in)\\s)(${PLACE_NAMES.map((n) => n.toLowerCase()).join('|')})\\b`,
  'g',
);

/** Words that start a capitalised phrase after "at"/"with" but are not organisations. */
const NOT_ORG =
  /^(I|I'(?:ve|m|d|ll)|Many|Multiple|Several|Numerous|Various|Both|Over|About|Around|Like|Just|Only|Reddit|Indeed|Glassdoor|Handshake|ZipRecruiter|The|This|That|It|My|A|An|All|First|Least|Most|Some|Any|Each|Every|Home|Work|Night|Times|Once|Christmas|Thanksgiving|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|January|February|March|April|May|June|July|August|September|October|November|December)$/;

const ROLE_WORDS =
  'accountant|dev|administrator|analyst|architect|assistant|associate|barista|cashier|chef|cleaner|clerk|coach|consultant|coordinator|cook|designer|developer|director|driver|editor|electrician|engineer|executive|intern|lawyer|lead|librarian|manager|mechanic|nurse|officer|paralegal|pharmacist|photographer|planner|programmer|recruiter|receptionist|representative|researcher|scientist|server|specialist|supervisor|teacher|technician|therapist|tutor|writer|worker|owner|founder|student|graduate|grad|apprentice|agent|advisor|adviser|administrator|operator|paramedic|doctor|dentist|marketer|salesperson|bartender|waiter|waitress|auditor|economist|strategist|instructor|professor|lecturer|secretary|carpenter|plumber|welder|machinist|cook|housekeeper|caregiver|teller|banker|trader|musician|artist|veterinarian|pilot|firefighter|janitor|custodian|baker|butcher|nanny|babysitter|translator|interpreter|journalist|reporter|producer|animator|illustrator|counselor|counsellor|dispatcher|courier|stocker|laborer|labourer|landscaper|roofer|painter|bookkeeper|underwriter|actuary|statistician|biologist|chemist|surveyor|dietitian|nutritionist|physiotherapist|psychologist|hairdresser|stylist|barber|guard|estimator|merchandiser|buyer|dishwasher|host|hostess|porter|valet|loader|picker|packer';

const ROLE = new RegExp(
  `\\b((?:(?:senior|junior|lead|head|chief|staff|principal|assistant|associate|general|project|product|program|software|data|ux|ui|qa|hr|it|sales|marketing|account|customer|client|support|operations|finance|financial|medical|dental|legal|retail|store|shift|team|office|field|research|civil|mechanical|electrical|graphic|web|front[- ]?end|back[- ]?end|full[- ]?stack|mobile|devops|registered|social|public|high school|elementary|special education|english|math|science|warehouse|delivery|truck|security|call center|entry[- ]level)\\s+){0,3}(?:${ROLE_WORDS})s?)\\b`,
  'gi',
);

const PERSON_LEAD =
  /\b(?:my|our|the)\s+(manager|boss|supervisor|lead|colleague|coworker|co-worker|director|recruiter|friend|partner|mentor|client|interviewer|ceo|cto|hr person)\s*,?\s+([A-Z][a-z]{2,})\b/g;

/** A "k" followed by one of these is a count ("5k followers"), not an amount of money. */
const NOT_MONEY_AFTER =
  '(?!\\s?(?:followers|views|subscribers|steps|applications|people|employees|users|miles|km|words|calories|members|jobs|students|customers|connections|likes|downloads|run|race)\\b)';

const MONEY = new RegExp(
  `(?:[$£€]\\s?\\d[\\d,.]*\\s?(?:k|K|m|M|million|thousand)?(?:\\s?(?:\\/|per|an|a)\\s?(?:hr|hour|year|yr|month|week|annum))?|\\b\\d[\\d,.]*\\s?(?:k|K)\\b${NOT_MONEY_AFTER}(?:\\s?(?:\\/|per|a)\\s?(?:year|yr))?|\\b\\d[\\d,.]*\\s?(?:dollars|euros|pounds|usd|eur|gbp)\\b|\\b\\d[\\d,.]*\\s?(?:an hour|\\/hr|per hour))`,
  'g',
);

const NUMBER_WORD =
  'one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|a few|several|a couple of';

const DURATION = new RegExp(
  `\\b(?:\\d+(?:\\.\\d+)?\\+?|${NUMBER_WORD}|a|an|half a)\\s?(?:-\\s?)?(?:years?|yrs?|months?|weeks?|days?|hours?)(?:\\s(?:ago|old))?\\b`,
  'gi',
);

const COUNT = new RegExp(
  `\\b(?:\\d+\\+?|${NUMBER_WORD})\\s(?:(?:other|more|new|different|separate|final|full[- ]time|part[- ]time|job|rejection|hiring|technical)\\s)?(?:people|applications|interviews|jobs|offers|rejections|rounds|companies|employees|reports|kids|children|roles|positions|colleagues|coworkers|clients|projects|shifts|days a week|times|applicants|candidates|resumes|CVs|calls|emails|hours a week|hours a day|places|stores|employers|managers|recruiters|interviewers|stages|assessments|screenings|certifications|certificates|promotions)\\b`,
  'gi',
);

const AGE =
  /\b(?:I'?m|I am|aged?)\s+(\d{2})\b(?!\s?(?:k|years? (?:of|in|at)|hours|%))|\((\d{2})\s?[mfMF]\)|\b(\d{2})\s?[mfMF]\b(?=[\s,.)])|\b(\d{2})\s?(?:yo|y\/o|years old)\b|(?<!\b(?:my|our|his|her|their|your|a|an|the)\s)\b(\d{2})[- ]year[- ]old\b(?!\s+(?:son|daughter|kid|child|brother|sister|car|house|laptop|company|business))|\b(?:a job|jobs?|work|working|hired|employed|start(?:ed)? working)\s+at\s+(\d{2})\b(?![\s]*(?:%|k\b|:|\.\d|am\b|pm\b|an hour|\/|per\b|dollars|hours|minutes|mins|miles|years|months|weeks))/g;

/**
 * The field someone works or studied in, from a closed list of industries and subjects, read only
 * after words of work or study: "I work in tech", "5 years in retail", "a bachelor's degree in HR",
 * "majoring in psychology", "the restaurant industry". "In fact", "in person", "in the meantime"
 * and a field named only as someone else's ("my friend works in sales" is still read: a clause
 * about a friend is rare next to work words, and the reflection says back their own sentence).
 */
const FIELDS =
  'tech|technology|IT|HR|security|human resources|retail|marketing|digital marketing|sales|finance|accounting|banking|insurance|healthcare|health care|nursing|hospitality|construction|education|teaching|engineering|software|software development|web development|cybersecurity|cyber security|data science|data analytics|law|legal|logistics|supply chain|manufacturing|fast food|food service|customer service|real estate|government|nonprofits?|non-profits?|psychology|biology|chemistry|physics|mathematics|math|computer science|CS|business|business administration|economics|communications|graphic design|design|journalism|media|film|architecture|pharmacy|social work|public health|recruiting|recruitment|consulting|the military|the army|trucking|warehousing|aviation|restaurants|the restaurant industry|biotech|pharma|gaming|game development|UX|operations|administration|admin|project management|research|academia|publishing|advertising|telecom|energy|oil and gas|agriculture|childcare|the trades|trades|HVAC|welding|IT support|help desk|QA|cloud|DevOps|data entry|call centers?|hotels?';
/** Longest first, so "IT support" wins over "IT". */
const FIELD_NAMES = FIELDS.split('|')
  .sort((a, b) => b.length - a.length)
  .join('|');
const FIELD = new RegExp(
  `\\b(?:(work(?:s|ed|ing)?|jobs?|careers?|background|experience|years|months|employed|been)|(degrees?|diploma|majors?|major(?:ed|ing)|bachelor'?s?|masters?|master'?s|BA|BS|BSc|MA|MSc|MBA|PhD|certificate|studied|studying|study|graduated|graduate|grad|course|courses))\\s+(?:(?!with\\b|for\\b|to\\b|on\\b|people\\b|someone\\b|friends?\\b|him\\b|her\\b|them\\b)\\w+\\s+){0,3}in\\s+(${FIELD_NAMES})(?:\\s+(?:industry|field|sector))?\\b(?![-'\\w])|\\b(?:studied|studying)\\s+(${FIELD_NAMES})\\b(?![-'\\w])|\\bI\\s+(?:currently\\s+|still\\s+|now\\s+)?work(?:ed)?\\s+(${FIELD_NAMES})\\b(?![-'\\w])|\\b(?:in|into|from|leave|left|out of|enter|join)\\s+the\\s+((?!same\\b|whole\\b|this\\b|that\\b|other\\b|right\\b|wrong\\b|current\\b|new\\b|entire\\b)[a-z]{3,}(?:\\s[a-z]{3,})?)\\s+(?:industry|sector)\\b`,
  'g',
);

/**
 * Where they work, described rather than named, in small letters: "I work at an animal
 * hospital", "my shift at a dog grooming salon", "been at a small startup". Only after words
 * of working there; "I went to a store" or "applied at a bank" is not their workplace.
 */
const WORKPLACE =
  /\b(?:work(?:s|ed|ing)?|job|employed|hired|interning|position|role|shifts?|been|started)\s+(?:(?:here|there|part[- ]time|full[- ]time|nights|weekends|currently|now)\s+)?(?:at|for|in)\s+(an?\s+(?:(?!(?:and|or|but|with|where|that|which|my|your|his|her|their|our|near|next|by|of|in|on|at|to|from|the|as|for)\b)[a-z][a-z&'-]*\s+){0,3}(?:store|shop|hospital|clinic|company|firm|bank|restaurant|school|warehouse|factory|plant|agency|startup|start-up|hotel|cafe|café|bakery|bar|pharmacy|gas station|call cent(?:er|re)|nonprofit|non-profit|charity|university|college|daycare|nursing home|supermarket|dealership|office|library|gym|salon|lab|laboratory|corporation|business|retailer|chain|brewery|farm|airline|airport|distribution cent(?:er|re)|fulfil?lment cent(?:er|re)|care home|practice|studio|kitchen|garage|dispensary))\b(?![-'])/gi;

/**
 * An interview stage the member names: "the final round", "a second interview", "a panel
 * interview", "a phone screen". A round of something else ("the last round of layoffs", "a second
 * round of applications") is not a stage of their interview, and "my last interview" is the
 * previous one, not the last stage.
 */
const STAGE =
  /\b(?:(?:1st|2nd|3rd|4th|5th|second|third|fourth|fifth|final|late)[- ](?:round|stage)s?(?:\s+(?:interviews?|of (?:interviews?|the interview(?: process)?)))?(?!\s+of\b)|(?:second|third|fourth|2nd|3rd|4th|final)\s+interviews?|(?:panel|technical|on-?site|in-person|case|behavioral|behavioural)\s+interviews?|phone screen(?:ing)?s?)\b/gi;

function add(out: Fact[], kind: FactKind, text: string, turn: number): void {
  const clean = text.trim().replace(/[.,;:!?]+$/, '');
  if (clean.length < 2) return;
  if (out.some((f) => f.kind === kind && f.text.toLowerCase() === clean.toLowerCase())) return;
  out.push({ kind, text: clean, turn });
}

/** Every fact in one message. */
export function factsOf(text: string, turn = 0): Fact[] {
  const facts: Fact[] = [];
  // Curly apostrophes ("I’m 15", "I’m a nurse") read as straight ones: same length, same places.
  const plain = text
    .replace(/&amp;/g, '&')
    .replace(/&#x200B;/g, '')
    .replace(/[’‘]/g, "'");
  for (const m of plain.matchAll(MONEY)) {
    if (/^\d{4}$/.test(m[0].trim())) continue;
    add(facts, 'money', m[0], turn);
    const fact = facts.at(-1);
    const as = moneySaidAs(plain, m[0], m.index ?? 0);
    if (fact?.kind === 'money' && as && fact.text === m[0].trim().replace(/[.,;:!?]+$/, ''))
      fact.as = as;
  }
  for (const m of plain.matchAll(DURATION)) {
    // "a month" alone is as often a rate ("twice a month") as a length of time; with a word that
    // measures it ("about a month", "just over a year") it is the member's own span.
    if (/^(a|an)\s(day|week|month|year|hour)s?$/i.test(m[0])) {
      const at = m.index ?? 0;
      const measure =
        /\b(?:about|around|almost|nearly|over|under|roughly|only|just|barely|less than|more than|for)\s+$/i.exec(
          plain.slice(Math.max(0, at - 14), at),
        );
      if (!measure || /^for\s+$/i.test(measure[0])) continue;
      add(facts, 'duration', `${measure[0].trim()} ${m[0]}`, turn);
      continue;
    }
    // "a 1 year old" is someone's (or something's) age, not a length of time in a job.
    if (/\bold$/i.test(m[0])) continue;
    add(facts, 'duration', m[0], turn);
    const at = m.index ?? 0;
    const before = plain.slice(Math.max(0, at - 50), at);
    const after = plain.slice(at + m[0].length, at + m[0].length + 30);
    const fact = facts.at(-1);
    if (
      fact?.kind === 'duration' &&
      !SEARCHING.test(before) &&
      (WORKED_BEFORE.test(before) || WORKED_AFTER.test(after))
    )
      fact.worked = true;
  }
  for (const m of plain.matchAll(COUNT)) add(facts, 'count', m[0], turn);
  for (const m of plain.matchAll(AGE)) {
    const age = m[1] ?? m[2] ?? m[3] ?? m[4] ?? m[5] ?? m[6];
    if (age && Number(age) >= 15 && Number(age) <= 75) add(facts, 'age', age, turn);
  }
  for (const m of plain.matchAll(FIELD)) {
    const named = m[3] ?? m[4] ?? m[5] ?? m[6];
    if (!named) continue;
    // "in the same industry", "the whole sector": a pointer, not a field (kept out above); a
    // run that ends on a verb ("the industry is") is cut by the word list of FIELDS.
    const field = /^[A-Z]{2,}/.test(named) ? named : lowerKeepingAcronyms(named);
    const text = m[6] ? `the ${field} industry` : field;
    add(facts, 'field', text, turn);
    const fact = facts.at(-1);
    if (fact?.kind === 'field' && fact.text === text && (m[2] || m[4])) fact.studied = true;
  }
  for (const m of plain.matchAll(WORKPLACE)) {
    const place = (m[1] ?? '').replace(/^A /, 'a ').replace(/^An /, 'an ');
    // "a company", "a new company", "a big office" say nothing of the place: only a word that
    // tells what kind of place it is ("an animal hospital", "a civil law firm") makes it theirs.
    const words = place.split(/\s+/).slice(1, -1);
    const telling = words.filter(
      (w) =>
        !/^(?:new|big|small|large|huge|tiny|different|good|great|bad|same|other|current|previous|local|major|certain|particular|nice|decent|terrible|little|well-known|known|famous|real)$/i.test(
          w,
        ),
    );
    if (!telling.length) continue;
    add(facts, 'workplace', place, turn);
  }
  for (const m of plain.matchAll(STAGE)) {
    const at = m.index ?? 0;
    const before = plain.slice(Math.max(0, at - 40), at);
    const after = plain.slice(at + m[0].length, at + m[0].length + 40);
    // "my last interview" already left out; "a second interview would be" is a hope, not a stage
    // reached: only a stage the member went through or has booked is theirs.
    // Gone through: a past verb before it ("finished the final round"), or "at/in" with no
    // future word after ("in the final round" said of now). Ahead: booked, or a future word.
    const lead = '\\s+(?:the\\s+|a\\s+|my\\s+|their\\s+|two\\s+|three\\s+|\\d\\s+)?(?:\\w+\\s+)?$';
    const past = new RegExp(
      `\\b(?:had|did|done|after|finished|completed|through|passed|made it to|got to|went to|reached|attended|cleared|failed|rejected (?:at|after|in))${lead}`,
      'i',
    ).test(before);
    const weak = new RegExp(`\\b(?:at|in|from)${lead}`, 'i').test(before);
    const future =
      /^\s+(?:tomorrow|next|on (?:monday|tuesday|wednesday|thursday|friday)|coming up|scheduled|later)\b/i.test(
        after,
      );
    const booked = new RegExp(
      `\\b(?:have|got|scheduled|booked|invited (?:to|for)|moved (?:on )?to|advanced to|onto|for)${lead}`,
      'i',
    ).test(before);
    const done = past || (weak && !future);
    const ahead = !past && (booked || future);
    if (!done && !ahead) continue;
    add(facts, 'stage', m[0].toLowerCase(), turn);
    const fact = facts.at(-1);
    if (fact?.kind === 'stage' && fact.text === m[0].toLowerCase())
      fact.when = done ? 'done' : 'ahead';
  }
  for (const m of plain.matchAll(ROLE)) {
    const role = m[1] ?? '';
    // "dev" is a role only with a title before it ("junior frontend dev"): "the dev team" is not.
    if (/^devs?$/i.test(role)) continue;
    // "the manager" alone is a person in the story, not the member's role; keep titled roles and
    // roles the member claims ("I'm a nurse", "work as a cashier").
    const before = plain.slice(Math.max(0, (m.index ?? 0) - 30), m.index ?? 0);
    // Only a role the member claims counts: "a student from year 11" in a comparison, or "a
    // recruiter found my CV", is someone else.
    const CLAIM =
      "\\b(?:I'?m|I am|I was|I've been|I have been|as|work(?:s|ing|ed)? as|became|become|hired as|job as|role as|position as|promoted to|currently)\\s+(?:an?\\s+)?";
    // A titled role that opens a sentence of a terse self-description ("junior frontend dev,
    // react, 1 year exp") is the member's own, as "I'm a" would say.
    let claimed =
      new RegExp(`${CLAIM}$`, 'i').test(before) ||
      (/\s/.test(role) &&
        /(?:^|[.?!:\n])\s*$/.test(before) &&
        /^\s*,/.test(plain.slice((m.index ?? 0) + m[0].length)));
    // One word of the member's own in front of the title ("I'm currently a staffing
    // coordinator", "I work as a pastry chef"): part of the role they claim.
    const modifier = claimed ? null : new RegExp(`${CLAIM}([a-z]{3,14})\\s+$`, 'i').exec(before);
    let title = role;
    // Up to three words of description between the claim and the title ("I'm a first year pe
    // teacher", "I'm a really new nurse"): still their role, said without the description. Not
    // when a word joins another clause ("I'm dating a teacher", "I'm married to a nurse") or says
    // the role is not theirs now ("a former teacher", "an aspiring nurse"), nor a judgement of
    // themselves ("a terrible manager").
    const described = claimed
      ? null
      : new RegExp(`${CLAIM}((?:[a-z][a-z-]{1,14}\\s+){1,3})$`, 'i').exec(before);
    const words = described?.[1]?.trim().split(/\s+/) ?? [];
    if (
      !claimed &&
      words.length >= 1 &&
      words.every(
        (w) =>
          !/^(?:an?|the|and|or|but|with|to|for|of|from|at|in|on|by|my|his|her|their|our|your|not|no|never|like|than|ex|former|retired|aspiring|future|wannabe|would-be|prospective|potential|hopeful|becoming|terrible|horrible|awful|bad|lazy|great|good|decent|better|best|worse|worst|lousy|useless|poor|failed|shitty|crappy)$|ing$/i.test(
            w,
          ),
      )
    ) {
      claimed = true;
      const last = words.at(-1) ?? '';
      if (
        /^(?:pe|art|music|history|english|math|science|pastry|line|prep|night|day|store|floor|shift|sales|staff|school|head|sous|lab|vet|dental|nail|hair|night-shift|dog|kitchen)$/i.test(
          last,
        )
      )
        title = `${last} ${role}`;
    }
    if (
      modifier?.[1] &&
      !/^(?:very|really|new|good|bad|big|small|full|part|the|and|but|still|just|now|also|an?|great|terrible|horrible|awful|decent|former|current|first|young|old|female|male|single|lazy|hard|only|another|other|certified|licensed|trained|qualified|successful|top|future|better|best|worse|worst|real|former|fellow|remote|temporary|temp|permanent|aspiring|wannabe|would-be|prospective|hopeful|ex)$|(?:ful|ous|ible|able|ive|ed|ly|est)$/i.test(
        modifier[1],
      )
    ) {
      claimed = true;
      title = `${modifier[1]} ${role}`;
    }
    // "A temporary worker" says how they are employed, not what they do.
    if (/^workers?$/i.test(title)) continue;
    // A plural ("software engineers", "doctors") is other people, not the member's own role.
    if (/s$/i.test(role) && !/(ss|ics|ous)$/i.test(role)) continue;
    // A role named as a job ("a shift supervisor role", "the analyst position") is the one they
    // hold, apply for or are offered.
    const after = plain.slice((m.index ?? 0) + m[0].length, (m.index ?? 0) + m[0].length + 12);
    const asJob =
      /^\s+(?:role|position|job|post)\b/i.test(after) &&
      /\b(?:a|an|the|this|that)\s+$/i.test(
        plain.slice(Math.max(0, (m.index ?? 0) - 6), m.index ?? 0),
      );
    if (claimed || asJob) add(facts, 'role', lowerKeepingAcronyms(title), turn);
  }
  for (const m of plain.matchAll(PLACE)) add(facts, 'place', m[1] ?? m[0], turn);
  // A place written in small letters ("moving to canada", "a job in tokyo") is the same place,
  // said back in capitals; names that are also common words ("turkey", "china", "jordan") and
  // short ones are left out.
  for (const m of plain.matchAll(LOWER_PLACE)) {
    const name = PLACE_NAMES.find((n) => n.toLowerCase() === (m[1] ?? '').toLowerCase());
    if (
      name &&
      !facts.some((f) => f.kind === 'place' && f.text.toLowerCase() === name.toLowerCase())
    )
      add(facts, 'place', name, turn);
  }
  for (const m of plain.matchAll(
    /\b(at|for|with|joined|from)\s+((?:[A-Z][\w&'-]+)(?:\s+(?:[A-Z][\w&'-]+|&|of))*(?:\s+\([A-Z][\w ]+\))?)/g,
  )) {
    const org = (m[2] ?? '').trim();
    const at = m.index ?? 0;
    // A title-case line ("Moving From Shop Floor Lead To Office Admin") capitalises every word: a
    // capitalised run there is not a name.
    const lineStart = plain.lastIndexOf('\n', at) + 1;
    const lineEnd = plain.indexOf('\n', at);
    const line = plain.slice(lineStart, lineEnd < 0 ? undefined : lineEnd).split(/\s+/);
    const caps = line.filter((w) => /^[A-Z]/.test(w)).length;
    if (line.length >= 4 && caps / line.length >= 0.6) continue;
    // "for", "with" and "from" name an employer only after work words ("work for", "an offer
    // from", "interviewed with"); otherwise they lead to courses, people and places.
    // "good at Excel", "decent at SQL": a skill, not an employer.
    if (
      m[1] === 'at' &&
      /\b(?:good|decent|great|bad|better|best|okay|ok|skilled|proficient|experienced|expert|terrible|strong|weak|fluent|comfortable|confident)\s+$/i.test(
        plain.slice(Math.max(0, at - 20), at),
      )
    )
      continue;
    if (m[1] !== 'at' && m[1] !== 'joined') {
      const before = plain.slice(Math.max(0, at - 30), at);
      if (
        !/\b(?:work(?:s|ed|ing)?|job|position|role|offer|interview(?:s|ed|ing)?|hired?|hiring|temp|contract(?:ed)?|internship|employed|recruiter|years?|months?|appl(?:y|ied|ying)|application)\s+(?:\w+\s+){0,2}$/i.test(
          before,
        )
      )
        continue;
    }
    const first = org.split(/\s+/)[0] ?? '';
    // "MANY positions" shouts a word, it names nothing; "Irish citizenship" is a nationality.
    const titled = first.charAt(0) + first.slice(1).toLowerCase();
    const nationality = /^\s+(?:citizenship|passport|visa|residency|nationality|permit)\b/i.test(
      plain.slice(at + m[0].length, at + m[0].length + 14),
    );
    if (NOT_ORG.test(first) || NOT_ORG.test(titled) || nationality || PLACE.test(org)) {
      PLACE.lastIndex = 0;
      continue;
    }
    PLACE.lastIndex = 0;
    // Short capitals ("COL", "PTO", "HR") are more often abbreviations than employers.
    if (org.length >= 2 && !/^[A-Z]{1,3}$/.test(org)) add(facts, 'org', org, turn);
  }
  for (const m of plain.matchAll(PERSON_LEAD)) {
    if (!NOT_ORG.test(m[2] ?? '')) add(facts, 'person', `${m[1]} ${m[2]}`, turn);
  }
  return facts;
}

/**
 * What an amount is in the member's words: an offer only when the text says it is offered ("they
 * offered 65k", "an offer of $70,000", "the new job pays 52k"); the member's own money when it is
 * what they earn, take home, save, spend or owe ("I make 3,200 after tax", "my rent is 950",
 * "$9,000 on cards"). Either way only the words of the amount's own clause count, so "I earn 45k
 * and got an offer of 52k" reads 45k as theirs and 52k as the offer. Undefined when the clause
 * says neither.
 */
export function moneySaidAs(
  text: string,
  amount: string,
  at = text.toLowerCase().indexOf(amount.toLowerCase()),
): 'offer' | 'own' | undefined {
  if (at < 0) return undefined;
  // The clause the amount is in: back to the last sentence end, comma or "and/but", forward to
  // the next one.
  const head =
    text
      .slice(Math.max(0, at - 60), at)
      .split(/[.!?;,\n]|\b(?:and|but|while|whereas)\b/i)
      .at(-1) ?? '';
  const tail =
    text
      .slice(at + amount.length, at + amount.length + 40)
      .split(/[.!?;,\n]|\b(?:and|but|while|whereas)\b/i)[0] ?? '';
  const clause = `${head} ${amount} ${tail}`;
  if (OFFERED.test(clause)) return 'offer';
  if (OWN_MONEY.test(clause)) return 'own';
  return undefined;
}

/** Words that make an amount an offer: said as offered, proposed or paid by the new job. */
const OFFERED =
  /\boffer(?:ed|ing|s)?\b|\bcounter[- ]?offer|\bpropos(?:ed|ing)\b|\b(?:they|he|she|it)\s*(?:would|will|'d|'ll|wants? to|want to|is going to|are going to)\s+pay\b|\bthe new (?:job|role|position|company|employer)\b[^.,;]{0,20}\bpays?\b/i;

/** Words that make an amount the member's own money: pay they have now, savings, costs, debt. */
const OWN_MONEY =
  /\b(?:i|we)\s+(?:currently\s+|only\s+|now\s+)?(?:make|earn|get paid|take home|bring home|clear|net|gross|save|saved|spend|owe|pay|put (?:away|aside)|have)\b|\b(?:i'?m|i am|someone|people|me|be)\s+(?:currently\s+)?(?:on|making|earning|paid)\b|\bmy (?:salary|pay|wage|income|take[- ]home|paycheck|paycheque|rent|mortgage|budget|savings?|debt|bills?|costs?|expenses)\b|\b(?:after|before) tax\b|\btake[- ]home\b|\bnet\b|\bsavings?\b|\bdebt\b|\bloan\b|\bcredit cards?\b|\brent\b|\bexpenses\b|\bessentials?\b|\bcosts?\b|\bcurrent(?:ly)? (?:salary|pay|base|wage)\b/i;

/** "Actually it's 90k", "I meant 3 years", "sorry, not 5 years, 7": a message that corrects. */
export const CORRECTION =
  /^(?:(?:sorry|oops|wait|no|correction)[,.!:]?\s+)*(?:actually|i meant|i mean|correction|to correct|let me correct|not\b[^,]{1,40},)|\b(?:it'?s|it is|it was|that'?s)\s+actually\b|\b(?:i meant|i mean)\b|\b(?:i got (?:it|that|this) wrong|my (?:mistake|bad)|(?:a|my) typo|i mis-?(?:read|typed|spoke|remembered)|i was wrong about)\b/i;

/**
 * The facts of the whole conversation, newest last. A message that corrects replaces the earlier
 * facts of the kinds it gives; otherwise facts accumulate.
 */
export function mergeFacts(userTurns: string[]): { facts: Fact[]; corrected: FactKind[] } {
  let facts: Fact[] = [];
  let corrected: FactKind[] = [];
  userTurns.forEach((text, turn) => {
    let fresh = factsOf(text, turn);
    if (isCorrection(text, fresh)) {
      // "85k, not 70k" and "not 5 years, 7" name the wrong value too: only that value goes, and
      // the other facts of its kind (the offer beside the salary) stay. Without it, the new value
      // replaces every earlier fact of its kind.
      let wrong = fresh.filter((f) => wrongValue(text, f.text)).map((f) => f.text.toLowerCase());
      fresh = fresh.filter((f) => !wrong.includes(f.text.toLowerCase()));
      const kinds = new Set(fresh.map((f) => f.kind));
      // "4 years, not 2": the wrong value is a bare number, in the unit of the right one.
      if (!wrong.length) {
        wrong = facts
          .filter((f) => kinds.has(f.kind) && barelyWrong(text, f))
          .map((f) => f.text.toLowerCase());
      }
      facts = wrong.length
        ? facts.filter((f) => !wrong.includes(f.text.toLowerCase()))
        : facts.filter((f) => !kinds.has(f.kind));
      corrected = [...kinds];
    } else {
      corrected = [];
    }
    for (const f of fresh) {
      if (!facts.some((g) => g.kind === f.kind && g.text.toLowerCase() === f.text.toLowerCase()))
        facts.push(f);
    }
  });
  return { facts, corrected };
}

/** A message that corrects an earlier fact: "actually…", or a value set against a wrong one. */
export function isCorrection(text: string, facts: Fact[] = factsOf(text)): boolean {
  if (CORRECTION.test(text.trim())) return true;
  // A short message that sets a value against a bare number: "sorry it's 8 years, not 6".
  if (
    facts.length &&
    text.split(/\s+/).length <= 12 &&
    /,?\s*not\s+(?:the\s+)?\d+(?:[.,]\d+)?\s*[.!]?\s*$/i.test(text.trim())
  )
    return true;
  return facts.some(
    (f) => wrongValue(text, f.text) && facts.some((g) => g.kind === f.kind && g.text !== f.text),
  );
}

/** Whether the member wrote this value as the wrong one: "not 70k", "70k was wrong". */
export function wrongValue(text: string, value: string): boolean {
  const at = text.toLowerCase().indexOf(value.toLowerCase());
  if (at < 0) return false;
  const before = text.slice(Math.max(0, at - 12), at);
  const after = text.slice(at + value.length, at + value.length + 16);
  return (
    /\bnot\s+(?:the\s+)?$/i.test(before) ||
    /^\s*(?:was|is)\s+(?:wrong|a typo|a mistake)/i.test(after)
  );
}

/**
 * Whether an earlier fact is the one a correction names by its number alone: "4 years not 2" names
 * "2 years", "it's 8 years, not 6" names "6 years"; "18 months" is left alone.
 */
export function barelyWrong(text: string, fact: Fact): boolean {
  const bare = /\bnot\s+(?:the\s+)?(\d+(?:[.,]\d+)?)(?![\d.,]*\s*(?:[a-z%£$€]|\d))/i.exec(
    text,
  )?.[1];
  if (!bare) return false;
  const number = /^[^\d]*(\d+(?:[.,]\d+)?)/.exec(fact.text)?.[1];
  return number !== undefined && number.replace(',', '.') === bare.replace(',', '.');
}

/**
 * A name set right in a short message: "the new firm is in Doha, not Dubai", "it's Priya not
 * Pria". Both are capitalised words (a place, a company, a person); the right one is the name
 * just before "not".
 */
export function nameCorrection(text: string): { right: string; wrong: string } | undefined {
  const t = text.trim();
  if (t.split(/\s+/).length > 16) return undefined;
  const m =
    /(?:^|[\s(])([A-Z][\p{L}'’-]+(?:\s+[A-Z][\p{L}'’-]+)?)\s*,?\s+(?:and\s+)?not\s+(?:in\s+|at\s+|with\s+|the\s+)?([A-Z][\p{L}'’-]+(?:\s+[A-Z][\p{L}'’-]+)?)\s*[.!]?\s*$/u.exec(
      t,
    );
  if (!m?.[1] || !m[2] || m[1] === m[2] || /^(?:I|I'm|It|It's|That|This)$/.test(m[1]))
    return undefined;
  return { right: m[1], wrong: m[2] };
}

export function latest(facts: Fact[], kind: FactKind): string | undefined {
  return [...facts].reverse().find((f) => f.kind === kind)?.text;
}
