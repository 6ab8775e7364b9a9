import { INSIGHT_DIMENSIONS } from '@facet/contracts';
import type { EvidenceFile, ProposedProfile, ProposedStatement } from './insights.js';

/**
 * The offline diamond profile: every statement is built from a sentence of the member's own files
 * (values they name, verbs of what they did, goals they state, beliefs and doubts they voice),
 * never from a fixed text. A dimension without such words stays empty.
 */

const VALUES = [
  'honesty',
  'integrity',
  'curiosity',
  'fairness',
  'learning',
  'growth',
  'teamwork',
  'collaboration',
  'creativity',
  'innovation',
  'excellence',
  'respect',
  'autonomy',
  'independence',
  'impact',
  'service',
  'family',
  'balance',
  'security',
  'stability',
  'adventure',
  'achievement',
  'quality',
  'transparency',
  'empathy',
  'diversity',
  'inclusion',
  'sustainability',
  'trust',
  'loyalty',
  'courage',
  'kindness',
  'freedom',
  'recognition',
  'responsibility',
  'accountability',
  'purpose',
  'craftsmanship',
  'openness',
  'humility',
  'compassion',
  'justice',
  'health',
];

const BEHAVIOURS: Array<[RegExp, string]> = [
  [/\b(led|lead|leading|headed)\b/i, 'You take the lead'],
  [/\b(managed|manage|managing|oversaw|supervised)\b/i, 'You manage people and work'],
  [/\b(built|build|building|created|developed|founded)\b/i, 'You build things from the ground up'],
  [/\b(launched|shipped|delivered|released)\b/i, 'You deliver and ship'],
  [/\b(improved|optimi[sz]ed|streamlined|transformed)\b/i, 'You improve what already exists'],
  [/\b(reduced|cut|saved|lowered)\b/i, 'You make things leaner and cheaper'],
  [/\b(increased|grew|doubled|boosted|raised)\b/i, 'You grow results'],
  [/\b(mentored|coached|trained|taught|mentor|coach)\b/i, 'You develop other people'],
  [/\b(negotiated|negotiate|persuaded)\b/i, 'You negotiate and persuade'],
  [
    /\b(analy[sz]ed|analy[sz]e|researched|measured|modelled|modeled)\b/i,
    'You work from evidence and analysis',
  ],
  [/\b(designed|design|architected)\b/i, 'You design solutions'],
  [/\b(organi[sz]ed|coordinated|planned|facilitated)\b/i, 'You organise people and plans'],
  [/\b(collaborated|partnered|worked closely)\b/i, 'You collaborate across teams'],
  [/\b(presented|wrote|published|spoke)\b/i, 'You communicate ideas to others'],
];

const VISION =
  /\b(?:my\s+)?(?:goal|aim|ambition|aspiration|vision|dream|objective)s?\b\s*(?:is|are|:)?\s*(?:to\s+)?(.{6,160})/i;
const WANT = /\bI\s+(?:want|would like|hope|plan|intend|aspire|aim)\s+to\s+(.{4,160})/i;
const BELIEF =
  /\bI\s+(?:strongly\s+)?(?:believe|think|am convinced|feel strongly)\s+(?:that\s+)?(.{4,160})/i;
const LIMITING_BELIEF =
  /\b(?:I\s*(?:'m|am)\s+not\s+(?:good|smart|qualified|experienced|ready|a natural)|I\s+(?:can't|cannot|could never|will never|am afraid|fear|doubt|worry)|not good enough|impost[eo]r|don't deserve)\b/i;
const LIMITING_BEHAVIOUR =
  /\b(procrastinat\w*|put(?:ting)? (?:things )?off|avoid\w*|perfectionis\w*|struggle\w*\s+(?:to|with)|overcommit\w*|hesitat\w*|find it hard to|can't say no|too self-critical)\b/i;

function sentencesOf(text: string): string[] {
  return text
    .split(/\n+|(?<=[.!?])\s+/)
    .map((s) =>
      s
        .replace(/^[\s•*\-–—]+/, '')
        .replace(/\s+/g, ' ')
        .trim(),
    )
    .filter((s) => s.length >= 4 && s.length <= 400);
}

const clause = (text: string) => text.replace(/[.!?;]+$/, '').trim();
const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export function buildOfflineProfile(files: EvidenceFile[]): ProposedProfile {
  const profile = Object.fromEntries(
    INSIGHT_DIMENSIONS.map((d) => [d, []]),
  ) as unknown as ProposedProfile;
  const add = (dimension: keyof ProposedProfile, item: ProposedStatement) => {
    if (!profile[dimension].some((p) => p.statement === item.statement))
      profile[dimension].push(item);
  };

  for (const file of files) {
    for (const sentence of sentencesOf(file.text)) {
      const source = { fileId: file.id, quote: sentence };
      for (const value of VALUES) {
        if (new RegExp(`\\b${value}\\b`, 'i').test(sentence)) {
          add('values', { ...source, statement: `${capitalise(value)} matters to you.` });
        }
      }
      const behaviour = BEHAVIOURS.find(([re]) => re.test(sentence));
      if (behaviour) add('behaviours', { ...source, statement: `${behaviour[1]}.` });

      const goal = VISION.exec(sentence) ?? WANT.exec(sentence);
      if (goal?.[1]) add('vision', { ...source, statement: `You aim to ${clause(goal[1])}.` });

      const belief = BELIEF.exec(sentence);
      if (belief?.[1])
        add('beliefs', { ...source, statement: `You believe ${clause(belief[1])}.` });

      if (LIMITING_BELIEF.test(sentence)) {
        add('limitingBeliefs', {
          ...source,
          statement: `You sometimes tell yourself: "${clause(sentence)}".`,
        });
      }
      const habit = LIMITING_BEHAVIOUR.exec(sentence);
      if (habit) {
        add('limitingBehaviours', {
          ...source,
          statement: `A pattern that may hold you back: "${clause(sentence)}".`,
        });
      }
    }
  }
  return profile;
}
