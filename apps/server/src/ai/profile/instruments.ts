import type { InsightDimension } from '@facet/contracts';
import { escapeRegExp } from '../../lib/regexp.js';
import { ORDINAL_NUMBERS } from '../../nlp/ordinals.js';

/**
 * Ranked and scored psychometric reports read as what they are: the instrument is recognised by
 * its name and vocabulary, the ranking or the scores are parsed, and only the top of a ranking or a
 * clearly high or low score becomes a statement (quoting the line that ranks or scores it). The
 * report's descriptions and advice to its reader are not the person's words and are never used.
 *
 * Supported: CliftonStrengths (34 or Top 5), VIA Character Strengths (ranked 24), Big Five / OCEAN
 * (percentiles or high/low per trait), MBTI and 16-type codes, DISC (primary style and scores).
 */

export interface InstrumentStatement {
  dimension: InsightDimension;
  statement: string;
  quote: string;
}

export interface InstrumentReading {
  instrument: 'cliftonstrengths' | 'via' | 'big-five' | 'mbti' | 'disc';
  statements: InstrumentStatement[];
}

interface Line {
  text: string;
  index: number;
}

const listOf = (names: string[]) =>
  names.length <= 1
    ? (names[0] ?? '')
    : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
const ordinal = (n: number) => {
  const s = ['th', 'st', 'nd', 'rd'];
  const v = n % 100;
  return `${n}${s[(v - 20) % 10] ?? s[v] ?? s[0]}`;
};

/** The quote for a set of lines: all of them when they sit together, else the first. */
function quoteLines(lines: Line[], all: Line[]): string {
  const sorted = [...lines].sort((a, b) => a.index - b.index);
  const first = sorted[0];
  const last = sorted[sorted.length - 1];
  if (!first || !last) return '';
  if (last.index - first.index <= sorted.length + 2) {
    const span = all.slice(first.index, last.index + 1).map((l) => l.text);
    const joined = span.join(' ');
    if (joined.length <= 600) return joined;
  }
  return first.text;
}

/**
 * A ranking printed without punctuation between rank and name: a line that opens "1 Input 2
 * Intellection…" (rank first), or a grid of columns read row by row, "Achiever 9 Activator 14…"
 * (rank after each name). Each line is read in the order it opens with, so "1 Input 2 Intellection"
 * never reads as "Input 2". Only a whole ranking counts: ranks 1 to 5 present, no rank or name
 * twice, and at least `min` names ranked, so numbers that happen to follow a name in prose do not.
 */
function bareRanks(
  lines: Line[],
  numberFirst: RegExp,
  nameFirst: RegExp,
  max: number,
  canonical: (name: string) => string,
  min = 10,
): Map<number, { name: string; line: Line }> | undefined {
  const ranks = new Map<number, { name: string; line: Line }>();
  const names = new Set<string>();
  const rankOpens = new RegExp(`^${numberFirst.source}`, 'i');
  const nameOpens = new RegExp(`^${nameFirst.source}`, 'i');
  for (const line of lines) {
    if (line.text.length > 1_000) continue;
    const opensWithRank = rankOpens.test(line.text);
    const opensWithName = !opensWithRank && nameOpens.test(line.text);
    if (!opensWithRank && !opensWithName) continue;
    for (const m of line.text.matchAll(opensWithRank ? numberFirst : nameFirst)) {
      const rank = Number(opensWithRank ? m[1] : m[2]);
      const name = canonical((opensWithRank ? m[2] : m[1]) as string);
      if (rank < 1 || rank > max) continue;
      // The same rank or name twice is not one ranking: give up rather than guess.
      if (ranks.has(rank) || names.has(name)) return undefined;
      ranks.set(rank, { name, line });
      names.add(name);
    }
  }
  if (ranks.size < min || ![1, 2, 3, 4, 5].every((r) => ranks.has(r))) return undefined;
  return ranks;
}

// ---------------------------------------------------------------------------------------------
// CliftonStrengths

/** Each theme with what it means, in Facet's words (Gallup's definitions paraphrased). */
const CLIFTON: Record<string, string> = {
  Achiever: 'you work hard and take satisfaction in being busy and productive',
  Activator: 'you turn thoughts into action and get things started',
  Adaptability: 'you go with the flow and respond well to what each moment asks',
  Analytical: 'you search for reasons and causes and think through what could affect a situation',
  Arranger: 'you organise people and resources so that they work well together',
  Belief: 'you hold enduring core values that give your work its purpose',
  Command: 'you take charge, speak up and help others make decisions',
  Communication: 'you put thoughts into words and find it easy to explain and present',
  Competition: 'you measure your progress against others and strive to win',
  Connectedness: 'you see links between people and events and believe things happen for a reason',
  Consistency: 'you treat people fairly and set up clear rules that apply to everyone',
  Context: 'you look back at what happened before to understand the present',
  Deliberative: 'you take care in decisions and anticipate obstacles',
  Developer: 'you see the potential in others and help them grow',
  Discipline: 'you bring routine, order and structure to your work',
  Empathy: "you sense other people's feelings by imagining yourself in their situation",
  Focus: 'you set a direction, follow through and stay on track',
  Futuristic: 'you are inspired by what the future could be and inspire others with it',
  Harmony: 'you look for agreement and common ground rather than conflict',
  Ideation: 'you are fascinated by ideas and find connections between them',
  Includer: 'you accept others and make people who are left out feel included',
  Individualization: 'you notice what makes each person unique and work with it',
  Input: 'you collect information, ideas and resources',
  Intellection: 'you enjoy thinking, reflection and intellectual discussion',
  Learner: 'you have a great desire to learn and to keep improving',
  Maximizer: 'you focus on strengths and turn something strong into something excellent',
  Positivity: 'you bring enthusiasm that lifts the people around you',
  Relator: 'you build close, lasting relationships and work hard with friends towards a goal',
  Responsibility: 'you take ownership of what you commit to and keep your promises',
  Restorative: 'you are good at finding out what is wrong and solving it',
  'Self-Assurance': 'you trust your own judgement and abilities',
  Significance: 'you want to make a big difference and be recognised for it',
  Strategic: 'you sort through complexity to find the best route forward',
  Woo: 'you enjoy meeting new people and winning them over',
};
const CLIFTON_NAMES = Object.keys(CLIFTON).sort((a, b) => b.length - a.length);
const CLIFTON_ALT = CLIFTON_NAMES.map(escapeRegExp).join('|');
const CLIFTON_RANKED = new RegExp(`(?:^|\\s)#?(\\d{1,2})\\s*[.):]\\s+(${CLIFTON_ALT})\\b`, 'gi');
const CLIFTON_ONLY = new RegExp(`^(?:${CLIFTON_ALT})(?:\\s*\\([^)]*\\))?$`, 'i');
const CLIFTON_ANY = new RegExp(`\\b(${CLIFTON_ALT})\\b`, 'gi');
/** A ranking without punctuation: "1 Input 2 Intellection …" or, in a grid, "Learner 1 Focus 18". */
const CLIFTON_NUMBER_FIRST = new RegExp(`(?:^|\\s)(\\d{1,2})\\s+(${CLIFTON_ALT})(?![\\w-])`, 'gi');
const CLIFTON_NAME_FIRST = new RegExp(`(?:^|\\s)(${CLIFTON_ALT})\\s+(\\d{1,2})(?=\\s|$)`, 'gi');
const canonicalClifton = (name: string) =>
  CLIFTON_NAMES.find((n) => n.toLowerCase() === name.toLowerCase()) ?? name;

function readClifton(text: string, lines: Line[]): InstrumentReading | undefined {
  if (!/clifton\s*strengths|strengths\s*finder|strengthsfinder/i.test(text)) return undefined;
  const ranked = new Map<number, { theme: string; line: Line }>();
  const placed = new Set<string>();
  for (const line of lines) {
    for (const m of line.text.matchAll(CLIFTON_RANKED)) {
      const rank = Number(m[1]);
      const theme = canonicalClifton(m[2] as string);
      if (rank < 1 || rank > 34 || ranked.has(rank) || placed.has(theme)) continue;
      ranked.set(rank, { theme, line });
      placed.add(theme);
    }
  }
  if (![1, 2, 3, 4, 5].every((r) => ranked.has(r))) {
    const bare = bareRanks(lines, CLIFTON_NUMBER_FIRST, CLIFTON_NAME_FIRST, 34, canonicalClifton);
    if (bare) {
      ranked.clear();
      for (const [rank, entry] of bare) ranked.set(rank, { theme: entry.name, line: entry.line });
    }
  }
  let top: Array<{ theme: string; line: Line }> = [];
  if ([1, 2, 3, 4, 5].every((r) => ranked.has(r))) {
    top = [1, 2, 3, 4, 5].map((r) => ranked.get(r) as { theme: string; line: Line });
  } else {
    // A Top 5 report lists the themes in order under its heading, often without numbers.
    const heading = lines.findIndex((l) => /\btop\s*(?:5|five)\b|signature themes/i.test(l.text));
    if (heading === -1) return undefined;
    const seen = new Set<string>();
    // The five named on the heading's own line ("My CliftonStrengths top five are Learner, …").
    const headingLine = lines[heading] as Line;
    const after = headingLine.text.split(/\btop\s*(?:5|five)\b|signature themes/i)[1] ?? '';
    const inline = [...after.matchAll(CLIFTON_ANY)].map((m) => canonicalClifton(m[1] as string));
    if (inline.length >= 5 && new Set(inline.slice(0, 5)).size === 5) {
      for (const theme of inline.slice(0, 5)) top.push({ theme, line: headingLine });
    }
    for (const line of top.length > 0 ? [] : lines.slice(heading + 1, heading + 16)) {
      const candidates = line.text.split(/\s*[,;|]\s*/);
      for (const c of candidates) {
        const name = c.replace(/^\s*(?:\d{1,2}[.)]\s*)?/, '').trim();
        if (!CLIFTON_ONLY.test(name)) continue;
        const theme = canonicalClifton(name.replace(/\s*\(.*$/, ''));
        if (!seen.has(theme)) {
          seen.add(theme);
          top.push({ theme, line });
        }
      }
      if (top.length >= 5) break;
    }
    if (top.length < 5) return undefined;
    top = top.slice(0, 5);
  }
  const statements: InstrumentStatement[] = [
    {
      dimension: 'behaviours',
      statement: `Your top CliftonStrengths themes are ${listOf(top.map((t) => t.theme))}.`,
      quote: quoteLines(
        top.map((t) => t.line),
        lines,
      ),
    },
  ];
  top.slice(0, 3).forEach((t, i) => {
    statements.push({
      dimension: 'behaviours',
      statement: `${t.theme}, your #${i + 1} theme: ${CLIFTON[t.theme]}.`,
      quote: t.line.text,
    });
  });
  // A theme that is about what the person holds to ("Belief": enduring core values) speaks to
  // their values as well as to how they work, wherever it stands in the top five.
  top.forEach((t, i) => {
    if (!CLIFTON_VALUE_THEMES.has(t.theme)) return;
    statements.push({
      dimension: 'values',
      statement: `${t.theme} is your #${i + 1} theme: ${CLIFTON[t.theme]}.`,
      quote: t.line.text,
    });
  });
  return { instrument: 'cliftonstrengths', statements };
}

/** Themes defined by the values a person holds, not by how they act. */
const CLIFTON_VALUE_THEMES = new Set(['Belief']);

// ---------------------------------------------------------------------------------------------
// VIA Character Strengths

const VIA: Array<{ name: string; aliases: string[]; meaning: string }> = [
  {
    name: 'Creativity',
    aliases: ['Originality'],
    meaning: 'you think of new and useful ways to do things',
  },
  {
    name: 'Curiosity',
    aliases: [],
    meaning: 'you take an interest in everything and love to explore',
  },
  {
    name: 'Judgment',
    aliases: ['Judgement', 'Open-Mindedness', 'Open Mindedness', 'Critical Thinking'],
    meaning: 'you think things through and weigh the evidence before you decide',
  },
  { name: 'Love of Learning', aliases: [], meaning: 'you love mastering new skills and subjects' },
  {
    name: 'Perspective',
    aliases: ['Wisdom'],
    meaning: 'you see the bigger picture and others turn to you for counsel',
  },
  {
    name: 'Bravery',
    aliases: ['Valor'],
    meaning: 'you speak up for what is right and do not shrink from challenges',
  },
  {
    name: 'Perseverance',
    aliases: ['Persistence'],
    meaning: 'you finish what you start despite obstacles',
  },
  {
    name: 'Honesty',
    aliases: ['Authenticity'],
    meaning: 'you speak the truth and live in a genuine, authentic way',
  },
  {
    name: 'Zest',
    aliases: ['Vitality', 'Enthusiasm'],
    meaning: 'you approach life with energy and excitement',
  },
  {
    name: 'Love',
    aliases: [],
    meaning: 'you value close relationships and the people you are close to',
  },
  {
    name: 'Kindness',
    aliases: [],
    meaning: 'you are generous to others and enjoy doing good for them',
  },
  {
    name: 'Social Intelligence',
    aliases: [],
    meaning:
      "you are aware of other people's motives and feelings and know what to do in social situations",
  },
  {
    name: 'Teamwork',
    aliases: ['Citizenship'],
    meaning: 'you are a loyal member of a group and do your share',
  },
  {
    name: 'Fairness',
    aliases: [],
    meaning: 'you treat everyone fairly and do not let feelings bias your decisions',
  },
  {
    name: 'Leadership',
    aliases: [],
    meaning: 'you organise group activities and help them happen',
  },
  {
    name: 'Forgiveness',
    aliases: ['Mercy'],
    meaning: 'you forgive those who have done wrong and give second chances',
  },
  {
    name: 'Humility',
    aliases: ['Modesty'],
    meaning: 'you let your accomplishments speak for themselves',
  },
  {
    name: 'Prudence',
    aliases: [],
    meaning: 'you make careful choices and avoid risks you might regret',
  },
  {
    name: 'Self-Regulation',
    aliases: ['Self-Control', 'Self Regulation'],
    meaning: 'you are disciplined and in control of what you feel and do',
  },
  {
    name: 'Appreciation of Beauty & Excellence',
    aliases: ['Appreciation of Beauty and Excellence', 'Appreciation of Beauty'],
    meaning: 'you notice and appreciate beauty and excellence around you',
  },
  {
    name: 'Gratitude',
    aliases: [],
    meaning: 'you notice the good things that happen and take time to give thanks',
  },
  {
    name: 'Hope',
    aliases: ['Optimism'],
    meaning: 'you expect the best from the future and work to bring it about',
  },
  {
    name: 'Humor',
    aliases: ['Humour', 'Playfulness'],
    meaning: 'you like to laugh and bring smiles to other people',
  },
  {
    name: 'Spirituality',
    aliases: ['Purpose', 'Faith'],
    meaning: 'you have a sense of purpose and meaning that shapes what you do',
  },
];
const VIA_NAMES = VIA.flatMap((v) =>
  [v.name, ...v.aliases].map((alias) => ({ alias, strength: v })),
).sort((a, b) => b.alias.length - a.alias.length);
const VIA_ALT = VIA_NAMES.map((v) => escapeRegExp(v.alias)).join('|');
const VIA_RANKED = new RegExp(`(?:^|\\s)#?(\\d{1,2})\\s*[.):]\\s+(${VIA_ALT})(?![\\w-])`, 'gi');
const VIA_LINE = new RegExp(`^(${VIA_ALT})(?:\\s*\\((?:score|raw score)?[:\\s]*[\\d.]+\\))?$`, 'i');
const viaOf = (alias: string) =>
  VIA_NAMES.find((v) => v.alias.toLowerCase() === alias.toLowerCase())?.strength;
const ORDINALS: Record<string, number> = {
  top: 1,
  ...ORDINAL_NUMBERS,
};
const VIA_ORDINAL = new RegExp(
  `^your (top|first|1st|second|2nd|third|3rd|fourth|4th|fifth|5th) (?:character |signature )?strength\\s*(?:[:\\-–]\\s*(${VIA_ALT}))?\\s*$`,
  'i',
);
/** A table row of a ranking: "1 Perseverance Courage 4.8" (rank, strength, then other columns). */
const VIA_ROW = new RegExp(`^#?(\\d{1,2})[.)]?\\s+(${VIA_ALT})(?![\\w-])`, 'i');

function readVia(text: string, lines: Line[]): InstrumentReading | undefined {
  if (!/\bVIA\b/.test(text) || !/character strengths?/i.test(text)) return undefined;
  const ranked = new Map<number, { strength: (typeof VIA)[number]; line: Line }>();
  const placed = new Set<string>();
  for (const line of lines) {
    for (const m of line.text.matchAll(VIA_RANKED)) {
      const rank = Number(m[1]);
      const strength = viaOf(m[2] as string);
      if (!strength || rank < 1 || rank > 24 || ranked.has(rank) || placed.has(strength.name)) {
        continue;
      }
      ranked.set(rank, { strength, line });
      placed.add(strength.name);
    }
  }
  if (![1, 2, 3, 4, 5].every((r) => ranked.has(r))) {
    // A table, one strength a row; a whole ranking or nothing.
    const rows = new Map<number, { strength: (typeof VIA)[number]; line: Line }>();
    const names = new Set<string>();
    let clash = false;
    for (const line of lines) {
      const m = VIA_ROW.exec(line.text);
      const strength = m ? viaOf(m[2] as string) : undefined;
      if (!m || !strength) continue;
      const rank = Number(m[1]);
      if (rank < 1 || rank > 24) continue;
      if (rows.has(rank) || names.has(strength.name)) clash = true;
      rows.set(rank, { strength, line });
      names.add(strength.name);
    }
    if (!clash && rows.size >= 10 && [1, 2, 3, 4, 5].every((r) => rows.has(r))) {
      ranked.clear();
      for (const [rank, row] of rows) ranked.set(rank, row);
    }
  }
  if (![1, 2, 3, 4, 5].every((r) => ranked.has(r))) {
    // A free report by ordinals: "Your Second Character Strength", the name on that line or the next.
    const byOrdinal = new Map<number, { strength: (typeof VIA)[number]; line: Line }>();
    for (const line of lines) {
      const m = VIA_ORDINAL.exec(line.text);
      if (!m) continue;
      const rank = ORDINALS[(m[1] as string).toLowerCase()] as number;
      const named = m[2] ? viaOf(m[2].trim()) : undefined;
      const next = lines[line.index + 1];
      const strength = named ?? (next ? viaOf(next.text.replace(/[.:]$/, '')) : undefined);
      if (!strength || byOrdinal.has(rank)) continue;
      byOrdinal.set(rank, { strength, line: named || !next ? line : next });
    }
    const names = new Set([...byOrdinal.values()].map((v) => v.strength.name));
    if ([1, 2, 3, 4, 5].every((r) => byOrdinal.has(r)) && names.size === byOrdinal.size) {
      ranked.clear();
      for (const [rank, entry] of byOrdinal) ranked.set(rank, entry);
    }
  }
  let top: Array<{ strength: (typeof VIA)[number]; line: Line }> = [];
  if ([1, 2, 3, 4, 5].every((r) => ranked.has(r))) {
    top = [1, 2, 3, 4, 5].map(
      (r) => ranked.get(r) as { strength: (typeof VIA)[number]; line: Line },
    );
  } else {
    // Reports that list strengths in rank order without numbers ("Honesty (Score: 4.8)").
    const start = lines.findIndex((l) =>
      /rank order|signature strengths|your strengths/i.test(l.text),
    );
    if (start === -1) return undefined;
    const seen = new Set<string>();
    for (const line of lines.slice(start + 1)) {
      const m = VIA_LINE.exec(line.text.trim());
      const strength = m ? viaOf(m[1] as string) : undefined;
      if (strength && !seen.has(strength.name)) {
        seen.add(strength.name);
        top.push({ strength, line });
        if (top.length >= 5) break;
      }
    }
    if (top.length < 5) return undefined;
  }
  const statements: InstrumentStatement[] = [
    {
      dimension: 'values',
      statement: `Your top VIA character strengths are ${listOf(top.map((t) => t.strength.name))}.`,
      quote: quoteLines(
        top.map((t) => t.line),
        lines,
      ),
    },
  ];
  top.slice(0, 3).forEach((t, i) => {
    statements.push({
      dimension: 'values',
      statement: `${t.strength.name}, your #${i + 1} character strength: ${t.strength.meaning}.`,
      quote: t.line.text,
    });
  });
  return { instrument: 'via', statements };
}

// ---------------------------------------------------------------------------------------------
// Big Five

type Trait = 'Openness' | 'Conscientiousness' | 'Extraversion' | 'Agreeableness' | 'Neuroticism';
const TRAIT_MEANING: Record<Trait, { high: string; low: string; label: string }> = {
  Openness: {
    label: 'Openness to Experience',
    high: 'you tend to be curious, imaginative and drawn to new ideas',
    low: 'you tend to prefer the practical, the concrete and the familiar',
  },
  Conscientiousness: {
    label: 'Conscientiousness',
    high: 'you tend to be organised, dependable and persistent',
    low: 'you tend to prefer flexibility and spontaneity to plans and routines',
  },
  Extraversion: {
    label: 'Extraversion',
    high: 'you tend to draw energy from people and enjoy being in company',
    low: 'you tend to be reserved and to recharge on your own',
  },
  Agreeableness: {
    label: 'Agreeableness',
    high: 'you tend to be cooperative, trusting and considerate of others',
    low: "you tend to be direct and ready to challenge other people's views",
  },
  Neuroticism: {
    label: 'Neuroticism',
    high: 'you tend to feel stress and worry more readily than most people',
    low: 'you tend to stay calm under pressure and recover quickly from setbacks',
  },
};
const TRAIT_NAME =
  /\b(openness(?: to experience)?|conscientiousness|extraversion|extroversion|agreeableness|neuroticism|emotional stability)\b/i;
const TRAIT_NUMBER = /^[^\d.;!?]{0,25}?(\d{1,3})(?![.,]\d)(?:\s*(st|nd|rd|th))?\s*(percentile|%)?/i;
/** A level word; a qualified one ("moderately low", "above average") is not clearly high or low. */
const TRAIT_LEVEL =
  /\b((?:(?:very|extremely|moderately|somewhat|fairly|slightly|quite|rather)\s+)?(?:high|low)|(?:above|below|about)\s+average|average|typical|moderate|medium|mid-range)\b/i;

function readBigFive(text: string, lines: Line[]): InstrumentReading | undefined {
  const named = /big\s*(?:five|5)|five[- ]factor|\bOCEAN\b|\bIPIP\b|\bNEO[- ]/i.test(text);
  const found = new Map<
    Trait,
    {
      level: 'high' | 'low' | 'average';
      /** "Moderately low", "above average": the report leans one way without saying high or low. */
      leans?: 'high' | 'low';
      /** The trait as the report names it ("Emotional Stability" is neuroticism's other pole). */
      named?: string;
      percentile?: number;
      percent?: boolean;
      word?: string;
      line: Line;
    }
  >();
  // A table whose header says its numbers are percentiles ("Domain scores (percentiles)"): a bare
  // number on the next lines is one.
  let percentilesUntil = -1;
  for (const line of lines) {
    if (line.text.length > 160) continue;
    if (/\bpercentiles?\b/i.test(line.text) && !TRAIT_NAME.test(line.text)) {
      percentilesUntil = line.index + 8;
      continue;
    }
    // Dot leaders between a name and its score ("Extraversion ........ 45") are not text.
    const text = line.text.replace(/\s*(?:\.{3,}|…{2,}|_{3,})\s*/g, ' ');
    const m = TRAIT_NAME.exec(text);
    // A score line names the trait near its start ("Openness: 88th percentile (High)").
    if (!m || m.index > 30) continue;
    const raw = (m[1] as string).toLowerCase();
    let trait: Trait = raw.startsWith('open')
      ? 'Openness'
      : raw.startsWith('consc')
        ? 'Conscientiousness'
        : raw.startsWith('extr')
          ? 'Extraversion'
          : raw.startsWith('agree')
            ? 'Agreeableness'
            : 'Neuroticism';
    if (found.has(trait)) continue;
    // What follows the name up to the end of its sentence: a percentile and/or a level word.
    const rest = text.slice(m.index + (m[1] as string).length).split(/[.;!?](?:\s|$)/)[0] ?? '';
    if (rest.length > 60) continue;
    // A number marked as a percentile wins over any other ("raw score 40 (91st percentile)").
    const marked = /(\d{1,3})(?:\s*(?:st|nd|rd|th))?\s*percentile|(\d{1,3})(?:st|nd|rd|th)\b/i.exec(
      rest,
    );
    const number = TRAIT_NUMBER.exec(rest);
    const inTable = line.index <= percentilesUntil && /^\s*[:=-]?\s*\d{1,3}\s*$/.test(rest);
    const value = marked
      ? Number(marked[1] ?? marked[2])
      : number && (number[2] || number[3] || inTable)
        ? Number(number[1])
        : undefined;
    const percentile = value !== undefined && value <= 100 ? value : undefined;
    const word = TRAIT_LEVEL.exec(rest)?.[1]?.toLowerCase().replace(/\s+/g, ' ');
    let level: 'high' | 'low' | 'average' | undefined;
    // The report's own word decides ("moderate, at 70 %" is moderate, whatever a percentile
    // cut-off would say); an unqualified high or low only. Without a word, the percentile.
    if (word && /^(?:(?:very|extremely) )?high$/.test(word)) level = 'high';
    else if (word && /^(?:(?:very|extremely) )?low$/.test(word)) level = 'low';
    else if (word) level = 'average';
    else if (percentile !== undefined) {
      level = percentile >= 70 ? 'high' : percentile <= 30 ? 'low' : 'average';
    }
    if (!level) continue;
    // "Moderately low", "somewhat high", "above average": a lean the report names in its words.
    let leans: 'high' | 'low' | undefined =
      word &&
      /^(?:moderately|somewhat|fairly|slightly|quite|rather) high$|^above average$/.test(word)
        ? 'high'
        : word &&
            /^(?:moderately|somewhat|fairly|slightly|quite|rather) low$|^below average$/.test(word)
          ? 'low'
          : undefined;
    // Emotional stability is the other pole of neuroticism: its meaning is read from there, and
    // the statement keeps the report's own name and word for it.
    const stability = raw === 'emotional stability';
    if (stability) {
      trait = 'Neuroticism';
      if (level !== 'average') level = level === 'high' ? 'low' : 'high';
      if (leans) leans = leans === 'high' ? 'low' : 'high';
    }
    found.set(trait, {
      level,
      leans,
      named: stability ? 'Emotional Stability' : undefined,
      percentile,
      // The report's own scale: a per cent stays a per cent, a percentile a percentile.
      percent: !marked && /%/.test(rest),
      word:
        word && (/^(?:(?:very|extremely) )?(?:high|low)$/.test(word) || leans !== undefined)
          ? word
          : undefined,
      line,
    });
  }
  if (found.size < 3 || (!named && found.size < 5)) return undefined;
  const statements: InstrumentStatement[] = [];
  for (const [trait, score] of found) {
    const meaning = TRAIT_MEANING[trait];
    const label = score.named ?? meaning.label;
    const detail =
      score.percentile === undefined
        ? ''
        : score.percent
          ? ` (${score.percentile} %)`
          : ` (${ordinal(score.percentile)} percentile)`;
    if (score.level === 'average') {
      // A lean is said as the report says it, and hedged: "may tend to".
      if (!score.leans || !score.word) continue;
      statements.push({
        dimension: 'behaviours',
        statement: `You score ${score.word} on ${label}${detail}: ${meaning[score.leans].replace(/^you tend to /, 'you may tend to ')}.`,
        quote: score.line.text,
      });
      continue;
    }
    statements.push({
      dimension: 'behaviours',
      statement: `You score ${score.named ? (score.word ?? (score.level === 'high' ? 'low' : 'high')) : (score.word ?? score.level)} on ${label}${detail}: ${meaning[score.level]}.`,
      quote: score.line.text,
    });
  }
  return { instrument: 'big-five', statements };
}

// ---------------------------------------------------------------------------------------------
// MBTI and other 16-type reports

const PREFERENCE: Record<string, string> = {
  E: 'Extraversion',
  I: 'Introversion',
  S: 'Sensing',
  N: 'Intuition',
  T: 'Thinking',
  F: 'Feeling',
  J: 'Judging',
  P: 'Perceiving',
};

const MBTI_RESULT =
  /\byour\b.{0,30}\b(?:type|results?|personality)\b|\breported type\b|\bbest[- ]fit type\b|\byou are an?\b/i;

/** A 16Personalities trait line: "Mind: 62% Introverted", "71 % Intuitive". */
const SIXTEEN_TRAIT =
  /\b(\d{1,3})\s*%\s*(introverted|extraverted|extroverted|intuitive|observant|thinking|feeling|judging|prospecting|assertive|turbulent)\b/i;

/**
 * A 16Personalities result by what it prints, whether or not it names itself: a type code with
 * its identity ("INFJ-T") or a code beside at least three trait percentages ("62% Introverted").
 * The statement keeps the report's own words and numbers.
 */
function readSixteen(_text: string, lines: Line[]): InstrumentReading | undefined {
  const traits = lines.filter((l) => l.text.length <= 80 && SIXTEEN_TRAIT.test(l.text));
  const codeLine =
    lines.find((l) => l.text.length <= 80 && /\b[EI][SN][TF][JP]-[AT]\b/.test(l.text)) ??
    (traits.length >= 3
      ? lines.find((l) => l.text.length <= 80 && /\b[EI][SN][TF][JP]\b/.test(l.text))
      : undefined);
  if (!codeLine) return undefined;
  const code = /\b[EI][SN][TF][JP](?:-[AT])?\b/.exec(codeLine.text)?.[0] as string;
  const parts = traits.flatMap((l) =>
    [...l.text.matchAll(new RegExp(SIXTEEN_TRAIT.source, 'gi'))].map(
      (m) =>
        `${m[1]}% ${(m[2] as string).charAt(0).toUpperCase()}${(m[2] as string).slice(1).toLowerCase()}`,
    ),
  );
  const letters = code
    .slice(0, 4)
    .split('')
    .map((c) => PREFERENCE[c] as string);
  const statement =
    parts.length >= 3
      ? `Your 16Personalities type is ${code}: ${parts.join(', ')}.`
      : `Your 16Personalities type is ${code}: you prefer ${listOf(letters)}.`;
  return {
    instrument: 'mbti',
    statements: [
      {
        dimension: 'behaviours',
        statement,
        quote: quoteLines([codeLine, ...traits], lines),
      },
    ],
  };
}

function readMbti(text: string, lines: Line[]): InstrumentReading | undefined {
  const sixteen = readSixteen(text, lines);
  if (sixteen) return sixteen;
  const mbti = /myers[- ]briggs|\bMBTI\b|type indicator/i.test(text);
  if (!mbti && !/16\s*personalities|personality type/i.test(text)) return undefined;
  const code = /\b([EI][SN][TF][JP])(-[AT])?\b/;
  const codes = new Set(
    lines.flatMap((l) => [...l.text.matchAll(/\b([EI][SN][TF][JP])\b/g)].map((m) => m[1])),
  );
  // The line that gives the result ("Your reported type: ISTJ", "Your results: Mediator —
  // INFP-A"); else, when the report names only one type, the line naming it with "type". A report
  // that names other types ("from ENTJ Commanders to ISFP Adventurers") without a result line
  // says nothing for sure.
  const line =
    lines.find((l) => code.test(l.text) && MBTI_RESULT.test(l.text)) ??
    (codes.size === 1
      ? (lines.find((l) => code.test(l.text) && /\btype\b/i.test(l.text)) ??
        lines.find((l) => code.test(l.text)))
      : undefined);
  const m = line ? code.exec(line.text) : null;
  if (!line || !m) return undefined;
  const letters = (m[1] as string).split('').map((c) => PREFERENCE[c] as string);
  const name = mbti ? 'MBTI' : 'personality';
  return {
    instrument: 'mbti',
    statements: [
      {
        dimension: 'behaviours',
        statement: `Your reported ${name} type is ${m[0]}: you prefer ${listOf(letters)}.`,
        quote: line.text,
      },
    ],
  };
}

// ---------------------------------------------------------------------------------------------
// DISC

const DISC: Record<string, { name: string; meaning: string }> = {
  D: { name: 'Dominance', meaning: 'you tend to be direct, decisive and focused on results' },
  I: { name: 'Influence', meaning: 'you tend to be outgoing, enthusiastic and persuasive' },
  S: { name: 'Steadiness', meaning: 'you tend to be patient, dependable and supportive of others' },
  C: {
    name: 'Conscientiousness',
    meaning: 'you tend to be precise, analytical and careful about quality',
  },
};
const DISC_LETTER: Record<string, string> = {
  dominance: 'D',
  influence: 'I',
  steadiness: 'S',
  conscientiousness: 'C',
  compliance: 'C',
};
const DISC_SCORES =
  /\b(dominance|influence|steadiness|conscientiousness|compliance)\b\s*(?:\([DISC]\))?\s*[:=\-–]?\s*(\d{1,3})\b/gi;
const DISC_STYLE =
  /\b(primary|secondary)\s+(?:disc\s+)?style\s*(?:is)?\s*[:\-–]?\s*(?:high\s+)?(?:(dominance|influence|steadiness|conscientiousness|compliance)\b|([DISC])\b)/i;
/** "Your natural style is High S with a secondary I": the natural style is the primary one. */
const DISC_NATURAL =
  /\b(?:natural|core|basic)\s+(?:disc\s+)?style\s+is\s+(?:an?\s+)?(?:high\s+)?(?:(dominance|influence|steadiness|conscientiousness|compliance)\b|([DISC])\b)/i;
const DISC_SECONDARY =
  /\bwith\s+an?\s+secondary\s+(?:(dominance|influence|steadiness|conscientiousness|compliance)\b|([DISC])\b)/i;
/** Scores by letter ("D: 38   I: 64   S: 81   C: 47"). */
const DISC_LETTER_SCORE = /(?:^|\s)([DISC])\s*[:=]\s*(\d{1,3})(?=\s|$|[,;])/g;
/** What a set of scores is: the natural (core) style, or the one adapted to work. */
const DISC_NATURAL_SET = /\bnatural\b|\bcore\b|\bbasic\b|\bless\b|\bgraph\s*(?:ii|2)\b/i;
const DISC_ADAPTED_SET = /\badapt(?:ed|ive)\b|\bmask\b|\bmost\b|\bgraph\s*(?:i|1)\b/i;

/**
 * A style code ("Your DiSC style: Di", "DISC style: SC"): the first letter is the primary style,
 * a second one the secondary.
 */
const DISC_CODE =
  /\bdisc\s+style\s*(?:is\s*)?[:\-–]?\s*["“]?([DISCdisc])([DISCdisc])?["”]?(?=[\s.,;)]|$)/i;

/** A style given by its name only ("Your style: The Influencer", "DISC style is Supporter"). */
const DISC_STYLE_NAME =
  /\b(?:your|disc|primary|main)\b[^.\n]{0,20}?\bstyle\b\s*(?:is\s*)?[:\-–]?\s*(?:an?\s+|the\s+)?(dominant|dominance|driver|director|influencer|influence|influential|inspirer|steady|steadiness|supporter|stabiliser|stabilizer|conscientious|conscientiousness|analyst|analyser|analyzer|compliant|compliance)\b/i;
const DISC_NAME_LETTER: Record<string, string> = {
  dominant: 'D',
  dominance: 'D',
  driver: 'D',
  director: 'D',
  influencer: 'I',
  influence: 'I',
  influential: 'I',
  inspirer: 'I',
  steady: 'S',
  steadiness: 'S',
  supporter: 'S',
  stabiliser: 'S',
  stabilizer: 'S',
  conscientious: 'C',
  conscientiousness: 'C',
  analyst: 'C',
  analyser: 'C',
  analyzer: 'C',
  compliant: 'C',
  compliance: 'C',
};

function readDisc(text: string, lines: Line[]): InstrumentReading | undefined {
  if (!/\bDISC\b|\bDiSC\b/.test(text)) return undefined;
  const scores = new Map<string, { score: number; line: Line }>();
  const styles: Partial<Record<'primary' | 'secondary', { letter: string; line: Line }>> = {};
  const letterOf = (name: string | undefined, letter: string | undefined) =>
    letter ? letter.toUpperCase() : (DISC_LETTER[(name as string).toLowerCase()] as string);
  // Sets of scores by letter, each with what the lines just above it call it.
  const sets: Array<{ scores: Map<string, { score: number; line: Line }>; label: string }> = [];
  for (const line of lines) {
    if (line.text.length > 160) continue;
    const style = DISC_STYLE.exec(line.text);
    if (style) {
      const kind = (style[1] as string).toLowerCase() as 'primary' | 'secondary';
      styles[kind] ??= { letter: letterOf(style[2], style[3]), line };
    }
    const code = DISC_CODE.exec(line.text);
    if (code && !styles.primary) {
      const first = (code[1] as string).toUpperCase();
      const second = code[2]?.toUpperCase();
      styles.primary = { letter: first, line };
      if (second && second !== first) styles.secondary ??= { letter: second, line };
    }
    const named = DISC_STYLE_NAME.exec(line.text);
    if (named && !styles.primary) {
      styles.primary = {
        letter: DISC_NAME_LETTER[(named[1] as string).toLowerCase()] as string,
        line,
      };
    }
    const natural = DISC_NATURAL.exec(line.text);
    if (natural) {
      styles.primary ??= { letter: letterOf(natural[1], natural[2]), line };
      const secondary = DISC_SECONDARY.exec(line.text);
      if (secondary) styles.secondary ??= { letter: letterOf(secondary[1], secondary[2]), line };
    }
    // Scores by name ("Dominance 72") or by letter ("D: 38"), gathered into sets of four, each
    // with what its own line, or else the lines just above it, call it.
    const found = [
      ...[...line.text.matchAll(DISC_SCORES)].map(
        (m) => [DISC_LETTER[(m[1] as string).toLowerCase()] as string, Number(m[2])] as const,
      ),
      ...[...line.text.matchAll(DISC_LETTER_SCORE)].map(
        (m) => [m[1] as string, Number(m[2])] as const,
      ),
    ];
    if (found.length > 0) {
      let set = sets[sets.length - 1];
      if (!set || set.scores.size === 4 || found.some(([letter]) => set?.scores.has(letter))) {
        const own = DISC_NATURAL_SET.test(line.text) || DISC_ADAPTED_SET.test(line.text);
        const label = own
          ? line.text
          : lines
              .slice(Math.max(0, line.index - 2), line.index + 1)
              .map((l) => l.text)
              .join(' ');
        set = { scores: new Map(), label };
        sets.push(set);
      }
      for (const [letter, score] of found) set.scores.set(letter, { score, line });
    }
  }
  // The natural set if the report names one; else the only set there is; several unnamed sets
  // are not told apart.
  const whole = sets.filter((set) => set.scores.size === 4);
  const natural = whole.filter(
    (set) => DISC_NATURAL_SET.test(set.label) && !DISC_ADAPTED_SET.test(set.label),
  );
  const chosen = natural.length === 1 ? natural[0] : whole.length === 1 ? whole[0] : undefined;
  if (chosen) for (const [letter, score] of chosen.scores) scores.set(letter, score);
  if (!styles.primary && scores.size === 4) {
    const ordered = [...scores.entries()].sort((a, b) => b[1].score - a[1].score);
    const [first, second] = ordered;
    if (first && second && first[1].score > second[1].score) {
      styles.primary = { letter: first[0], line: first[1].line };
    }
  }
  if (!styles.primary) return undefined;
  const statements: InstrumentStatement[] = [];
  for (const kind of ['primary', 'secondary'] as const) {
    const style = styles[kind];
    const disc = style ? DISC[style.letter] : undefined;
    if (!style || !disc) continue;
    statements.push({
      dimension: 'behaviours',
      statement: `Your ${kind} DISC style is ${disc.name} (${style.letter}): ${disc.meaning}.`,
      quote: style.line.text,
    });
  }
  return { instrument: 'disc', statements };
}

/** Lines of the text with their positions (whitespace collapsed, empty lines dropped). */
function linesOf(text: string): Line[] {
  const lines: Line[] = [];
  let start = 0;
  while (start <= text.length) {
    let end = text.indexOf('\n', start);
    if (end === -1) end = text.length;
    const line = text.slice(start, end).replace(/\s+/g, ' ').trim();
    if (line) lines.push({ text: line, index: lines.length });
    start = end + 1;
  }
  return lines;
}

/** Every instrument the text is a report of (usually one). */
export function readInstruments(text: string): InstrumentReading[] {
  const lines = linesOf(text);
  const readings: InstrumentReading[] = [];
  for (const read of [readClifton, readVia, readBigFive, readMbti, readDisc]) {
    const reading = read(text, lines);
    if (reading) readings.push(reading);
  }
  return readings;
}
