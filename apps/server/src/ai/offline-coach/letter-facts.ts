import { withArticle } from './plan.js';

/**
 * What a member says about themselves in a short cover-letter request, set out as letter lines:
 * "cover letter for junior data analyst at NHS trust pls. i have maths degree and did excel
 * dashboards in internship" gives the role and where ("junior data analyst", "the NHS trust") and
 * "I have a maths degree, and during my internship I worked on Excel dashboards." Only what they
 * wrote is used: clauses are re-cased and given the article or the order a letter needs, never new
 * content. Clauses the rules cannot set out safely are left out (the member is asked instead).
 */

/** Tools and words members type in lower case that a letter writes in their own casing. */
const CASED: Array<[RegExp, string]> = [
  [/\bexcel\b/gi, 'Excel'],
  [/\bsql\b/gi, 'SQL'],
  [/\bpython\b/gi, 'Python'],
  [/\bpower ?bi\b/gi, 'Power BI'],
  [/\btableau\b/gi, 'Tableau'],
  [/\bjava(script)?\b/gi, 'Java$1'],
  [/\bphotoshop\b/gi, 'Photoshop'],
  [/\bfigma\b/gi, 'Figma'],
  [/\bsalesforce\b/gi, 'Salesforce'],
  [/\bhubspot\b/gi, 'HubSpot'],
  [/\bgoogle analytics\b/gi, 'Google Analytics'],
  [/\bwordpress\b/gi, 'WordPress'],
  [/\bi\b/g, 'I'],
];

function cased(text: string): string {
  return CASED.reduce((t, [re, to]) => t.replace(re, to), text);
}

export interface LetterFacts {
  role?: string;
  org?: string;
  /** Sentences about the member, in the first person, ready for the letter. */
  lines: string[];
}

const PLACE_WORDS =
  'internship|placement|apprenticeship|last job|current job|job|role|course|degree|studies|volunteering';

/** One clause about the member as a letter sentence, or undefined when it is not safe to set out. */
function letterLine(clause: string): string | undefined {
  let c = clause.trim().replace(/[.!]+$/, '');
  // "did X in (my) internship" → "during my internship I worked on X".
  const during = new RegExp(
    `^(?:i\\s+)?(did|made|built|ran|led|managed|created|designed|wrote|organised|organized|taught|handled)\\s+(.+?)\\s+(?:in|during|at|on)\\s+(?:my\\s+|an?\\s+|the\\s+)?(${PLACE_WORDS})$`,
    'i',
  ).exec(c);
  if (during?.[1] && during[2] && during[3]) {
    const verb = during[1].toLowerCase() === 'did' ? 'worked on' : during[1].toLowerCase();
    return `During my ${during[3].toLowerCase()} I ${verb} ${during[2]}.`;
  }
  // "have maths degree" → "I have a maths degree".
  c = c.replace(
    /^(?:i\s+)?(have|hold|got|finished|completed)\s+(?!an?\s|the\s|my\s)([a-z]+(?:\s+[a-z]+)?\s+degree)\b/i,
    (_, v: string, d: string) => `I ${v.toLowerCase()} ${withArticle(d)}`,
  );
  if (!/^i\s/i.test(c)) {
    // A clause without its subject after "and": "and did …" is the same speaker.
    if (
      /^(?:have|hold|did|made|built|ran|led|managed|created|designed|wrote|worked|studied|speak|know|use|volunteer(?:ed)?)\b/i.test(
        c,
      )
    )
      c = `I ${c}`;
    else return undefined;
  }
  if (c.split(/\s+/).length < 3 || c.length > 160) return undefined;
  return `${c.charAt(0).toUpperCase()}${c.slice(1)}.`;
}

export function letterFacts(text: string): LetterFacts {
  const t = text.replace(/\s+/g, ' ').trim();
  const target =
    /\b(?:for|applying (?:for|to))\s+(?:an?\s+|the\s+)?([a-z][a-z -]{2,40}?)\s+(?:role|job|position|post)?\s*(?:at|with)\s+([A-Z][\w&'-]*(?:\s+[\w&'-]+){0,3}?)(?=[.,;!?]|\s+(?:pls|please|thanks)\b|$)/i.exec(
      t,
    );
  const role = target?.[1]?.trim().replace(/^(?:a|an|the)\s+/i, '');
  let org = target?.[2]?.trim();
  // "NHS trust", "city council": a kind of employer after its name reads with "the".
  if (org && /\s[a-z]+$/.test(org)) org = `the ${org}`;
  const lines: string[] = [];
  for (const sentence of t.split(/(?<=[.!?])\s+/)) {
    if (
      !/^i\b|\bi (?:have|am|did|was|worked|studied|led|built|ran|managed|know|speak)\b/i.test(
        sentence,
      )
    )
      continue;
    for (const clause of sentence.split(/,\s*|\s+and\s+/)) {
      const line = letterLine(clause);
      if (line) lines.push(cased(line));
    }
  }
  // Two lines of the same kind read as one sentence.
  const joined: string[] = [];
  for (const line of lines) {
    const prev = joined.at(-1);
    if (prev && joined.length === 1 && /^During my/.test(line))
      joined[0] = `${prev.replace(/\.$/, '')}, and ${line.charAt(0).toLowerCase()}${line.slice(1)}`;
    else joined.push(line);
  }
  return { ...(role ? { role } : {}), ...(org ? { org } : {}), lines: joined.slice(0, 3) };
}
