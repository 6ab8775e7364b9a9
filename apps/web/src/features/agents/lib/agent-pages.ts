import {
  ArrowRightLeft,
  Bot,
  Brain,
  Code,
  Compass,
  Crown,
  FileText,
  Flower2,
  HeartHandshake,
  Landmark,
  type LucideIcon,
  Mic,
  Network,
  Palette,
  Scale,
  Stethoscope,
  Target,
  TrendingUp,
  Users,
  Waves,
  Zap,
} from 'lucide-react';

/** Agent list pages: which agents each page lists (by name), and its texts. */
export type AgentPageKey =
  | 'well-being'
  | 'transition-tools'
  | 'personal-branding'
  | 'business-financial'
  | 'productivity-habits';

export interface AgentPageConfig {
  title: string;
  description: string;
  /** Agent names shown on the page, in display order. */
  names: readonly string[];
  /** Start button label. */
  startLabel: string;
  /** When set, only these agents can be started; the others show a disabled 'Coming Soon'. */
  startable?: readonly string[];
  emptyTitle: string;
}

export const AGENT_PAGES: Record<AgentPageKey, AgentPageConfig> = {
  'well-being': {
    title: 'Well Being',
    description: 'Supportive AI coaches for stress, balance and mindfulness.',
    names: [
      'Healthcare Advisor',
      'Mental Health Support',
      'Mindfulness Coach',
      'Stress Management',
      'Work-Life Balance',
      'Wellness Mentor',
    ],
    startLabel: 'Start Wellness Chat',
    emptyTitle: 'No wellness assistants available',
  },
  'transition-tools': {
    title: 'Key Career Tools',
    description: 'Specialist AI coaches for your CV, career transitions and leadership.',
    names: [
      'Goal Achievement',
      'Career CV Assistant',
      'Career Transition',
      'Leadership Coach',
      'Leadership Development',
      'Motivational Speaker',
      'Networking Guru',
      'Professional Growth',
      'Quick Career Help',
      'Strategy Consultant',
      'Tech Career Guide',
    ],
    startLabel: 'Start Career Chat',
    startable: ['Career CV Assistant'],
    emptyTitle: 'No career assistants available',
  },
  'personal-branding': {
    title: 'Personal Branding',
    description: 'Shape how you present yourself with creative and strategic AI coaches.',
    names: ['Creative Strategist', 'Finance Expert'],
    startLabel: 'Start Branding Chat',
    emptyTitle: 'No branding assistants available',
  },
  'business-financial': {
    title: 'Business & Financial Literacy',
    description: 'The money side of career moves: salary, negotiation, packages and runway.',
    names: ['Finance Expert'],
    startLabel: 'Start Finance Chat',
    emptyTitle: 'No finance assistant available',
  },
  'productivity-habits': {
    title: 'Productivity Habits',
    description: 'Routines that survive busy weeks, and boundaries that protect your focus.',
    names: ['Wellness Mentor', 'Work-Life Balance'],
    startLabel: 'Start Habits Chat',
    emptyTitle: 'No habits assistants available',
  },
};

export const EMPTY_AGENTS_HINT =
  'Please contact your administrator to set up AI assistants for this area.';

export const DEFAULT_AGENT_DESCRIPTION =
  'A specialised AI assistant ready to help you make progress, one conversation at a time.';

const ICONS: Record<string, LucideIcon> = {
  'Healthcare Advisor': Stethoscope,
  'Mental Health Support': Brain,
  'Mindfulness Coach': Flower2,
  'Stress Management': Waves,
  'Work-Life Balance': Scale,
  'Wellness Mentor': HeartHandshake,
  'Goal Achievement': Target,
  'Career CV Assistant': FileText,
  'Career Transition': ArrowRightLeft,
  'Leadership Coach': Crown,
  'Leadership Development': Users,
  'Motivational Speaker': Mic,
  'Networking Guru': Network,
  'Professional Growth': TrendingUp,
  'Quick Career Help': Zap,
  'Strategy Consultant': Compass,
  'Tech Career Guide': Code,
  'Creative Strategist': Palette,
  'Finance Expert': Landmark,
};

/** The card icon is chosen by the agent's name. */
export function agentIcon(name: string): LucideIcon {
  return ICONS[name] ?? Bot;
}

/** The agents of one page, in the page's order. */
export function agentsForPage<T extends { name: string }>(
  agents: readonly T[],
  page: AgentPageConfig,
): T[] {
  const order = new Map(page.names.map((name, index) => [name, index]));
  return agents
    .filter((agent) => order.has(agent.name))
    .sort((a, b) => (order.get(a.name) ?? 0) - (order.get(b.name) ?? 0));
}

/** May this agent be started from this page? */
export function canStart(page: AgentPageConfig, name: string): boolean {
  return page.startable ? page.startable.includes(name) : true;
}
