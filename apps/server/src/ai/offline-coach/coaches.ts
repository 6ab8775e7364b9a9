import { AGENT_CATALOGUE } from '../../db/seed/agents-catalogue.js';
import { type IntentId, JOB_SEARCH_INTENTS } from './intents.js';

/**
 * Each coach's field: what it calls itself, what it serves, and where the member finds it. Data
 * only. A request outside the field gets a short pointer to the coach whose field it is.
 */
export interface CoachDomain {
  /** How the coach names itself to the member: "your stress-management coach". */
  selfName: string;
  /** The field in a few words, for pointers: "stress, workload and recovery". */
  field: string;
  /** What it can do, for "what can you help me with?". */
  offers: string[];
  serves: IntentId[];
}

const COACH_DOMAINS: Record<number, CoachDomain> = {
  1: {
    selfName: 'your CV coach',
    field: 'CVs, applications and interviews',
    offers: [
      'rewrite your CV summary or LinkedIn headline from your own facts',
      'find the weakest bullets of your CV and show a stronger version of each',
      'check your CV against a role you want and name the gaps',
      'draft a cover letter or a message to a recruiter or an old contact',
      'prepare the questions an interviewer is likely to ask',
    ],
    serves: [...JOB_SEARCH_INTENTS],
  },
  2: {
    selfName: 'your goal coach',
    field: 'goals, plans and follow-through',
    offers: [
      'turn a goal into milestones and a first step',
      'build habits that carry a plan through busy weeks',
      'get going again when a plan stalls',
    ],
    serves: ['goal-setting', 'habit', 'motivation'],
  },
  3: {
    selfName: 'your career-transition coach',
    field: 'changing role, field or industry',
    offers: [
      'map the skills you would carry into a new field',
      'find bridge roles and people to talk to',
      'check your readiness for the role you are aiming at',
    ],
    serves: ['career-change', 'role-readiness', 'networking-message', 'decision', 'cv-summary'],
  },
  4: {
    selfName: 'your leadership coach',
    field: 'leading people: feedback, delegation and hard conversations',
    offers: [
      'prepare a difficult conversation',
      'give feedback that changes behaviour',
      'decide what to delegate and how',
    ],
    serves: ['leadership', 'decision'],
  },
  5: {
    selfName: 'your leadership-development coach',
    field: 'growing as a leader',
    offers: [
      'pick the leadership capability that matters most next',
      'plan stretch assignments and feedback',
      'build your case for the next level',
    ],
    serves: ['leadership', 'promotion', 'goal-setting'],
  },
  6: {
    selfName: 'your motivation coach',
    field: 'motivation, setbacks and momentum',
    offers: [
      'get going again after rejections or setbacks',
      'challenge the beliefs that drain your energy',
      'set a small win for today',
    ],
    serves: ['motivation', 'limiting-beliefs', 'goal-setting'],
  },
  7: {
    selfName: 'your networking coach',
    field: 'professional relationships and outreach',
    offers: [
      'draft a reconnect, referral or outreach message',
      'follow up after a conversation without being pushy',
      'make your profile easy to find and remember',
    ],
    serves: ['networking-message', 'personal-brand'],
  },
  8: {
    selfName: 'your professional-growth coach',
    field: 'skills, visibility and promotion',
    offers: [
      'build a case for promotion',
      'plan the skills for your next step',
      'check your readiness for a role',
    ],
    serves: ['promotion', 'goal-setting', 'role-readiness'],
  },
  9: {
    selfName: 'your quick career helper',
    field: 'everyday career questions',
    offers: [
      'give short answers on CVs, interviews, pay, promotion and career moves',
      'point you to one clear next step',
    ],
    serves: [
      ...JOB_SEARCH_INTENTS,
      'career-change',
      'salary-negotiation',
      'promotion',
      'decision',
      'goal-setting',
    ],
  },
  10: {
    selfName: 'your strategy coach',
    field: 'career decisions, options and trade-offs',
    offers: [
      'lay out your options and what each one bets on',
      'find the assumption to test before you decide',
      'design a small, reversible test of a move',
    ],
    serves: ['decision', 'career-change', 'goal-setting'],
  },
  11: {
    selfName: 'your tech-career coach',
    field: 'careers in technology',
    offers: [
      'choose what to learn for the tech role you want',
      'plan a portfolio that proves the skill',
      'prepare for technical interviews',
    ],
    serves: ['tech-career', 'interview-prep', 'role-readiness', 'career-change'],
  },
  12: {
    selfName: 'your health and energy adviser',
    field: 'sleep, energy, movement, nutrition and ergonomics',
    offers: [
      'improve your sleep with evidence-based steps',
      'steady your energy through the workday',
      'ease the aches of desk work and long shifts',
    ],
    serves: ['sleep', 'energy-health', 'habit'],
  },
  13: {
    selfName: 'your mental-health support coach',
    field: 'pressure, worry and low mood at work',
    offers: [
      'talk through what is weighing on you',
      'calm anxiety with a short grounding exercise',
      'find gentle steps for low mood, and professional help when it is needed',
    ],
    serves: ['stress-overload', 'anxiety', 'low-mood', 'calming-exercise', 'sleep'],
  },
  14: {
    selfName: 'your mindfulness coach',
    field: 'mindfulness and breathing practices for the workday',
    offers: [
      'guide you through a breathing or grounding exercise',
      'teach a two-minute practice for between meetings',
      'help you step back from racing thoughts',
    ],
    serves: ['calming-exercise', 'anxiety', 'stress-overload'],
  },
  15: {
    selfName: 'your stress-management coach',
    field: 'stress, workload and recovery',
    offers: [
      'sort your stressors into what you can and cannot influence',
      'plan recovery so you can switch off after work',
      'prepare a workload conversation with your manager',
      'guide you through a breathing exercise when pressure spikes',
    ],
    serves: ['stress-overload', 'calming-exercise', 'anxiety', 'sleep', 'boundaries'],
  },
  16: {
    selfName: 'your work-life balance coach',
    field: 'boundaries, workload and time for life outside work',
    offers: [
      'set one boundary and say it in words that work',
      'say no to extra work without guilt',
      'plan a week that makes room for what matters outside work',
    ],
    serves: ['boundaries', 'stress-overload'],
  },
  17: {
    selfName: 'your wellness mentor',
    field: 'habits, energy and resilience',
    offers: [
      'design a routine that survives busy weeks',
      'keep a new habit past the first fortnight',
      'steady your energy and sleep',
    ],
    serves: ['habit', 'energy-health', 'sleep', 'stress-overload', 'calming-exercise'],
  },
  18: {
    selfName: 'your personal-branding strategist',
    field: 'your personal brand, story and visibility',
    offers: [
      'write a positioning statement from your own experience',
      'find content ideas that show your expertise',
      'draft a message to someone you want to know',
    ],
    serves: ['personal-brand', 'networking-message'],
  },
  19: {
    selfName: 'your finance coach',
    field: 'pay, negotiation and the money side of career moves',
    offers: [
      'prepare a salary negotiation or counter-offer',
      'work out how much runway a career move needs',
      'set a freelance day rate',
    ],
    serves: ['salary-negotiation', 'money-planning'],
  },
  22: {
    selfName: 'your self-assessment coach',
    field: 'your values, strengths, beliefs and diamond profile',
    offers: [
      'walk through your diamond profile facet by facet',
      'name your values and test a decision against them',
      'look at a limiting belief and design a small experiment',
    ],
    serves: ['values', 'strengths', 'limiting-beliefs', 'profile-overview', 'decision'],
  },
};

const FALLBACK_DOMAIN: CoachDomain = {
  selfName: 'your coach',
  field: 'your career',
  offers: ['think through a career question with you'],
  serves: [],
};

export function domainOf(agentId: number): CoachDomain {
  return COACH_DOMAINS[agentId] ?? FALLBACK_DOMAIN;
}

export function servesIntent(agentId: number, intent: IntentId): boolean {
  return domainOf(agentId).serves.includes(intent);
}

/**
 * The intents that make a coach a coach of work itself (jobs, pay, moves, decisions about them).
 * Such a coach answers a work story in full from the library; sending the member on to another
 * coach for the same situation is a hand-off nobody asked for.
 */
const WORK_INTENTS: readonly IntentId[] = [
  ...JOB_SEARCH_INTENTS,
  'career-change',
  'salary-negotiation',
  'promotion',
  'decision',
];

/** Whether the coach's own field is work (CV, pay, career moves), not health or calm alone. */
export function coachesWork(agentId: number): boolean {
  return domainOf(agentId).serves.some((intent) => WORK_INTENTS.includes(intent));
}

/** Where the member finds a coach in the app. */
const PAGE_OF_CATEGORY: Record<string, string> = {
  'career-tools': 'in Key Career Tools',
  'well-being': 'on the Well-being page',
  'personal-branding': 'on the Personal Branding page',
  'self-assessment': 'on the Self-Assessment page',
};

export interface CoachRef {
  id: number;
  name: string;
  isActive: boolean;
  /** "in Key Career Tools", "on the Well-being page". */
  where: string;
  /** The name already says what it is ("Career CV Assistant"); else say "the X coach". */
  isCoachName: boolean;
}

export function coachRef(id: number): CoachRef | undefined {
  const entry = AGENT_CATALOGUE.find((a) => a.id === id);
  if (!entry) return undefined;
  return {
    id,
    name: entry.name,
    isActive: entry.isActive,
    where: PAGE_OF_CATEGORY[entry.category] ?? 'on the dashboard',
    isCoachName:
      /\b(coach|assistant|expert|advisor|mentor|strategist|speaker|guru|consultant|guide|help)$/i.test(
        entry.name,
      ),
  };
}

/** An open coach that also serves the intent, for when its home coach is not open yet. */
export function openCoachFor(intent: IntentId, except: number): CoachRef | undefined {
  for (const entry of AGENT_CATALOGUE) {
    if (!entry.isActive || entry.id === except) continue;
    if (servesIntent(entry.id, intent)) return coachRef(entry.id);
  }
  return undefined;
}
