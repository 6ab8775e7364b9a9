/**
 * The structure of an extracted document, found in one pass over its lines: section headings, the
 * section each line belongs to, bullets, and blocks (a paragraph or one bullet with its wrapped
 * continuation lines). Everything here is linear in the length of the text.
 */

export type Section =
  | 'none'
  | 'summary'
  | 'experience'
  | 'skills'
  | 'education'
  | 'references'
  | 'interests'
  | 'publications'
  | 'reflection'
  | 'values'
  | 'beliefs'
  | 'qualities'
  | 'watchouts'
  | 'other';

/** Sections that list things (skills, schools, referees…): no line in them is read as the person's own. */
export const LIST_SECTIONS: ReadonlySet<Section> = new Set<Section>([
  'skills',
  'education',
  'references',
  'interests',
  'publications',
]);

export interface Block {
  /** The block's text, its lines joined by single spaces (bullet marks removed). */
  text: string;
  section: Section;
  bullet: boolean;
  /** Index of the block in the document (earlier blocks rank first on ties). */
  index: number;
  /** The heading line of its section, as written ('' before any). */
  heading: string;
}

/** Headings as CVs, statements and reports write them (compared lower-case, without a colon). */
const HEADINGS: Array<[Section, RegExp]> = [
  [
    'summary',
    /^(?:(?:professional|personal|career|carrier|job|executive|my|profile)\s+)?(?:summary|profile|objective|objectives|objective statement|about|about me|introduction|personal statement|statement|research statement|career goals?|goals|goals for (?:next year|the (?:next|coming) (?:year|\w+ years?)|this year|\d{4})|(?:future|long[- ]term|short[- ]term|life|main)\s+(?:goals?|aims?|plans?|ambitions?)|who i am|aspirations?|ambitions?|mission|mission statement|future plans|career plans|about myself|career aims?|(?:professional|career) overview|summary of qualifications|(?:my|personal|career) vision)$|^what i(?:'m|’m| am) looking for(?: next)?$|^(?:my )?next steps?$|^where i (?:want|would like|'d like|’d like|hope|plan|intend|aim) to (?:be|go|get)(?: next| in (?:\w+ ){1,2}years?)?$|^where i see myself(?: in (?:\w+ ){1,2}years?)?$/,
  ],
  [
    'experience',
    /^(?:(?:professional|work|relevant|employment|career|industry|research|teaching|leadership|volunteer|selected|key)\s+)?(?:experience|experiences|employment|employment history|work history|history|positions|appointments|career|projects|teaching|leadership|volunteering|service|achievements|accomplishments|key achievements|responsibilities|roles|company details|project details|work details|scope of work|duties|roles and responsibilities|job responsibilities|key responsibilities|duties and responsibilities)$/,
  ],
  [
    'skills',
    /^(?:(?:technical|core|key|professional|relevant|other)\s+)?(?:skills|skills and tools|technologies|tools|competencies|expertise|languages|tech stack|technical skills|skills and interests|skill set|stack)$/,
  ],
  [
    'education',
    /^(?:(?:other|additional|further|professional)\s+)?(?:education|education and training|training|certifications?|certificates|qualifications|courses|licen[cs]es|licen[cs]es and certifications|memberships|professional memberships|awards|honou?rs|awards and honou?rs|grants|grants and awards|scholarships|academic background)$/,
  ],
  [
    'references',
    /^(?:references|referees|testimonials|recommendations|endorsements|what (?:clients|people|colleagues) say|(?:client |manager'?s? |peer )?feedback(?: from (?:my |a |the |our )?[\w' -]{2,30})?|praise)$/,
  ],
  // The person's own list of what they value: its lines are values even without "I value".
  [
    'values',
    /^(?:(?:my|core|personal|professional|work|key|guiding)\s+)?(?:values|principles|motivations|motivators|passions|values and motivators|values and motivations)$|^what (?:i|we) (?:value|care about)(?: most)?$|^what matters (?:most )?to me$|^things i care about$|^what (?:motivates|drives|inspires|energi[sz]es) me(?: most)?$|^what i (?:will not|won't|won’t|would never|will never) (?:compromise on|trade|give up)$|^(?:my )?non[- ]?negotiables$/,
  ],
  // The person's own list of what they hold true: its lines are beliefs even without "I believe".
  [
    'beliefs',
    /^(?:(?:my|core|personal|professional|key|guiding)\s+)?beliefs$|^things i (?:believe|hold true|know to be true)$|^what i (?:believe|hold true|know to be true)(?: about [a-z][a-z -]{1,30})?(?:,? [a-z ,-]{1,30})?$|^principles i (?:hold|live by|work by)$/,
  ],
  // How the person describes themselves ("Strengths: honest, punctual"): their own words about
  // how they work, read as a self-description, never as a value.
  [
    'qualities',
    /^(?:(?:my|key|personal|core)\s+)?(?:strengths?|qualities|personal qualities|personal skills|personal traits|traits|attributes|soft skills)$/,
  ],
  // What a report or the person names as getting in their way: its lines are limiting behaviours,
  // kept in the document's words.
  [
    'watchouts',
    /^(?:watch out for (?:your )?blind spots?|(?:your |possible |potential )?blind spots?|watch[- ]?outs?|things to watch(?: out for)?|(?:my |your |key )?areas? (?:for|of|to) (?:development|growth|improvement|improve)|(?:my |your )?development areas?|potential (?:pitfalls|weaknesses|limitations|derailers)|possible limitations|(?:my |your )?weaknesses|overused strengths?|what (?:gets|can get) in (?:my|your) way|what (?:holds|is holding|has held) me back|(?:my|personal) (?:challenges|struggles|obstacles|blockers|barriers)|things i (?:struggle with|find hard|find difficult)|where i (?:struggle|get stuck))$/,
  ],
  [
    'interests',
    /^(?:interests|hobbies|hobbies and interests|personal interests|activities|outside work)$/,
  ],
  [
    'publications',
    /^(?:publications|selected publications|papers|peer-reviewed publications|presentations|talks|conference talks|patents|research interests|books|articles)$/,
  ],
  ['reflection', /^(?:(?:my|personal)\s+)?(?:reflections?|notes|journal|own words)$/],
];

const BULLET =
  /^\s*(?:[•·▪◦●■□►▸‣⁃*✦✧★☆➢➤◆◇○✓✔❖→]|[-–—](?=\s)|\(?\d{1,2}[.)](?=\s)|\(?[a-z][.)](?=\s))\s*/;

/**
 * A job-title or date line ("Shift Supervisor, Parcelnet (2013 – 2018)", "2016 – now Self-employed
 * electrician"): a date range, or a date running to the present.
 */
export const DATE_RANGE =
  /\b(?:19|20)\d{2}\s*(?:[-–—]|to)\s*(?:(?:[A-Za-z]{3,9}\.?\s+)?(?:19|20)\d{2}|present|now|current|today)\b|\b(?:present|current)\s*\)?$/i;

/**
 * A short line without closing punctuation that asks what, how or why ("What I want to do next",
 * "How I felt"): the heading of a journal or a form, not a sentence of the person's.
 */
const QUESTION_HEADING = /^(?:what|how|why|where|when|who|which)\b[^.!?;,]*$/i;

/** A line that labels its own content: "Values: …", "Career goal: …", "Summary: …". */
const INLINE_LABEL =
  /^(?:[-•*]\s*)?((?:(?:my|core|personal|professional|work|career|key|long[- ]term|short[- ]term|profile)\s+)?(?:values|principles|goals?|aims?|ambitions?|objective|mission|vision|aspirations?|summary|profile|about me|strengths?|qualities|traits|what matters (?:most )?to me))\s*:-?\s+(?=\S)/i;

/** An aim's heading with its first line after it on the same line ("Objective To obtain…"). */
const GLUED_AIM_HEADING =
  /^((?:(?:career|carrier|job|professional|personal)\s+)?(?:objective|goal|aim|aspiration|ambition)s?)\s+(?=To\s)/i;

/**
 * A summary or objective heading in capitals run into its first sentence without a colon or a
 * break ("PROFILE SUMMARY Committed to…", "CAREER OBJECTIVE Seeking a…"): every word of the
 * heading in capitals, the sentence opening with a capital and a small letter. A heading in title
 * case stays part of its line ("Summary of the audit…" is a sentence).
 */
const GLUED_SUMMARY_HEADING = /^((?:[A-Z]{2,}\s+){1,4})(?=[A-Z][a-z]*\s+[a-z])/;

const isSummaryHeading = (words: string) =>
  HEADINGS.some(
    ([section, re]) =>
      section === 'summary' && re.test(words.trim().replace(/\s+/g, ' ').toLowerCase()),
  );

/** A strengths heading with its first item after it on the same line ("Strengths Honest…"). */
const GLUED_QUALITIES_HEADING = /^([A-Za-z]+\s+[A-Za-z]+)\s+(?=[A-Z][a-z]+(?:[\s,&]|$))/;
const GLUED_QUALITIES_HEADING_2 = /^([A-Za-z]+)\s+(?=[A-Z][a-z]+(?:[\s,&]|$))/;

/**
 * A letter's greeting or sign-off ("Dear Ms Patel,", "To whom it may concern", "Kind regards,"):
 * no part of what the person says, and never run into the sentence after it.
 */
const LETTER_FORMULA =
  /^(?:[Dd]ear(?:\s+[\w.'’-]+){1,4}|[Tt]o whom it may concern|(?:[Yy]ours\s+)?(?:[Ss]incerely|[Ff]aithfully|[Tt]ruly)|(?:[Kk]ind|[Bb]est|[Ww]arm|[Ww]armest|[Mm]any)\s+(?:regards|[Tt]hanks|wishes)|[Rr]egards|[Ww]ith thanks|[Tt]hank you(?: for your (?:time|consideration))?)[,.!:]?(?:,?\s+[A-Z][\w.'’-]*(?:\s+[A-Z][\w.'’-]*){0,2})?$/;

/** The section a heading line names, or undefined when the line is not a heading. */
export function headingOf(line: string): Section | undefined {
  const trimmed = line.trim();
  // A Markdown heading ("### Notes from our call (12/04)") is one whatever its words: a known
  // section when it names one, another section when not, never a sentence of the person's.
  const markdown = /^#{1,6}\s+(\S.{0,100})$/.exec(trimmed);
  if (markdown) return headingOf((markdown[1] as string).slice(0, 48)) ?? 'other';
  if (trimmed.length < 3 || trimmed.length > 48) return undefined;
  const plain = trimmed
    .replace(/^[#=*\s]+|[#=*:\s]+$/g, '')
    .replace(/\s*&\s*/g, ' and ')
    .replace(/\s+/g, ' ')
    .toLowerCase();
  if (!plain || plain.split(' ').length > 6) return undefined;
  for (const [section, re] of HEADINGS) if (re.test(plain)) return section;
  // "Education Details", "Skill Details": a known heading with "details" after it. "Industrial
  // experience", "Internship experience": any short heading that ends in "experience".
  const bare = plain.replace(/\s+details$/, '').replace(/^skill$/, 'skills');
  if (bare !== plain) for (const [section, re] of HEADINGS) if (re.test(bare)) return section;
  if (/^(?:[a-z-]+ ){1,3}experiences?$/.test(plain) && !/^(?:years?|my|of|with|no)\b/.test(plain)) {
    return 'experience';
  }
  if (QUESTION_HEADING.test(trimmed) && !trimmed.endsWith('?') && plain.split(' ').length <= 7) {
    return 'other';
  }
  // An unknown short line in capitals ("YOUR LESSER THEMES") still starts a new section.
  if (
    /^[A-Z0-9][A-Z0-9 &/,'’()-]{2,}:?$/.test(trimmed) &&
    /[A-Z]{3}/.test(trimmed) &&
    !/[.!?]$/.test(trimmed)
  ) {
    // "SQL KEY STRENGTHS" (a skill glued before the heading): the known heading it ends with.
    const words = plain.split(' ');
    for (let i = 1; i < words.length; i++) {
      const tail = words.slice(i).join(' ');
      for (const [section, re] of HEADINGS) if (re.test(tail)) return section;
    }
    return 'other';
  }
  return undefined;
}

/** Splits the text into blocks, at most `maxBlocks`, each at most `maxBlockChars` long. */
export function blocksOf(text: string, maxBlocks = 20_000, maxBlockChars = 2_000): Block[] {
  const blocks: Block[] = [];
  let section: Section = 'none';
  let heading = '';
  let current: string[] = [];
  let currentBullet = false;
  let length = 0;
  const flush = () => {
    if (current.length > 0) {
      blocks.push({
        text: current.join(' '),
        section,
        bullet: currentBullet,
        index: blocks.length,
        heading,
      });
    }
    current = [];
    currentBullet = false;
    length = 0;
  };
  let start = 0;
  while (start <= text.length && blocks.length < maxBlocks) {
    let end = text.indexOf('\n', start);
    if (end === -1) end = text.length;
    let line = text.slice(start, end).replace(/\s+/g, ' ').trim();
    start = end + 1;
    if (!line) {
      flush();
      continue;
    }
    if (LETTER_FORMULA.test(line)) {
      flush();
      continue;
    }
    const named = headingOf(line);
    if (named) {
      flush();
      section = named;
      heading = line.replace(/^#{1,6}\s+/, '');
      continue;
    }
    // "Career Objective To work with…": an aim's heading run into its first line without a
    // colon or a break; the heading opens its section and the rest is read under it.
    const gluedAim = GLUED_AIM_HEADING.exec(line);
    if (
      gluedAim &&
      /^To\s+[a-z]{2,}\b/.test(line.slice(gluedAim[0].length)) &&
      headingOf(gluedAim[1] as string) === 'summary'
    ) {
      flush();
      section = 'summary';
      heading = gluedAim[1] as string;
      line = line.slice(gluedAim[0].length);
    }
    const gluedSummary = gluedAim ? undefined : GLUED_SUMMARY_HEADING.exec(line);
    // The whole heading must be one ("PROJECT OBJECTIVE" ends with one and is not).
    if (gluedSummary && isSummaryHeading(gluedSummary[1] as string)) {
      flush();
      section = 'summary';
      heading = (gluedSummary[1] as string).trim();
      line = line.slice(gluedSummary[0].length);
    }
    // "Strengths Honesty, punctuality…", "PERSONAL QUALITIES Calm under pressure": a strengths
    // heading run into its first item without a colon; the heading opens its section.
    const gluedQualities =
      GLUED_QUALITIES_HEADING.exec(line) ?? GLUED_QUALITIES_HEADING_2.exec(line);
    // Not a job line ("Strength Coach, Fitbox 2019 – 2022") nor the singular alone.
    if (
      gluedQualities &&
      headingOf(gluedQualities[1] as string) === 'qualities' &&
      !/^strength$/i.test(gluedQualities[1] as string) &&
      !DATE_RANGE.test(line)
    ) {
      flush();
      section = 'qualities';
      heading = gluedQualities[1] as string;
      line = line.slice(gluedQualities[0].length);
    }
    const labelled = INLINE_LABEL.exec(line);
    if (labelled) {
      // "Values: integrity, curiosity." or "Goal: move into product…": a line of its own, never
      // merged with its neighbours; a values or summary label puts its words in that section.
      flush();
      const label = labelled[1] as string;
      // An aim keeps its label ("Career goal: …"), which is what says it is an aim.
      const kind = /goal|aim|ambition|objective|mission|vision|aspiration/i.test(label)
        ? undefined
        : headingOf(label);
      // "Summary: • Passionate about…": a bullet after the label opens the item, not its words.
      const rest = line
        .slice(labelled[0].length)
        .trim()
        .replace(/^[•▪●■►➢➤◆❖✓✔*]\s*/, '');
      const own = kind === 'values' || kind === 'summary' || kind === 'qualities';
      // An aim's line after a list section ("Education", "Skills", "References") is not part of
      // that list: it is read as a line of its own, outside any section. Under a job it stays
      // the job's ("Goal: cut churn by 10 %" is the project's aim).
      blocks.push({
        text: own ? rest : line,
        section: own ? kind : LIST_SECTIONS.has(section) ? 'other' : section,
        bullet: false,
        index: blocks.length,
        heading: own ? (labelled[1] as string) : heading,
      });
      continue;
    }
    const bullet = BULLET.exec(line);
    if (bullet || length + line.length > maxBlockChars) {
      flush();
      currentBullet = Boolean(bullet);
    }
    const body = bullet ? line.slice(bullet[0].length) : line;
    const last = current[current.length - 1];
    if (body && last && !bullet && /[a-z]-$/.test(last) && /^[a-z]/.test(body)) {
      // A word cut by a line-end hyphen ("microser-" / "vices") is one word again.
      current[current.length - 1] = last.slice(0, -1) + body;
      length += body.length;
    } else if (body) {
      current.push(body);
      length += body.length + 1;
    }
    // A short line without closing punctuation (a name, a job title, a date line) stands alone, so
    // it never runs into the sentence below it when extraction lost the blank line between them;
    // so does a job line of any length that carries its dates.
    // A line that ends in a word cut by a hyphen goes on below, whatever its length.
    const open = !/[.!?:;,]$/.test(body) && !/[a-z]-$/.test(body);
    const dated = open && /^[A-Z0-9]/.test(body) && DATE_RANGE.test(body);
    // A narrow column wraps a sentence into short lines ("Self-motivated, lifelong" / "learner,
    // team player…"): a short line whose next line goes on in lower case is not a line of its own.
    const nextEnd = text.indexOf('\n', start);
    const next = text.slice(start, nextEnd === -1 ? text.length : nextEnd).trim();
    // So does a line that ends on the pronoun opening the next sentence ("…my calling. I" / "want
    // to…"), or after a conjunction ("…and I" / "plan to…"); never a title's "Engineer I".
    const wraps =
      !dated &&
      /^[a-z]/.test(next) &&
      (/[a-z,]$/.test(body) ||
        /(?:[.!?,;:]|\b(?:and|but|so|then|because|when|where|which|that|as|if|while|since)) I$/.test(
          body,
        )) &&
      !headingOf(next);
    if (open && !wraps && (body.length < 50 || dated)) {
      if (dated && current.length > 1) {
        // The dated line is a heading of what follows, not the end of the sentence above it.
        const last = current.pop() as string;
        flush();
        current.push(last);
      }
      flush();
    }
  }
  flush();
  return blocks;
}
