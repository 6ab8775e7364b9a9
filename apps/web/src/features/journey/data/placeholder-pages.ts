import type { LucideIcon } from 'lucide-react';
import {
  BarChart3,
  BookOpen,
  Calculator,
  CalendarCheck,
  CheckSquare,
  Clock,
  Eye,
  Flag,
  ListChecks,
  Map as MapIcon,
  PiggyBank,
  Repeat,
} from 'lucide-react';

/** Placeholder pages: static content, non-functional buttons, a "will be developed" note. */
export type PlaceholderKey =
  | 'vision-goals'
  | 'business-financial'
  | 'action-planning'
  | 'productivity-habits';

export interface PlaceholderSection {
  title: string;
  description: string;
  icon: LucideIcon;
  action: string;
}

export interface PlaceholderPage {
  step: number;
  title: string;
  description: string;
  sections: readonly PlaceholderSection[];
}

export const PLACEHOLDER_PAGES: Record<PlaceholderKey, PlaceholderPage> = {
  'vision-goals': {
    step: 2,
    title: 'Vision and Goals',
    description: 'Picture the career you want and set goals that move you towards it.',
    sections: [
      {
        title: 'Career Vision',
        description: 'Describe where you see yourself in three to five years.',
        icon: Eye,
        action: 'Write My Vision',
      },
      {
        title: 'Goal Setting',
        description: 'Turn your vision into specific, measurable goals.',
        icon: Flag,
        action: 'Set Goals',
      },
      {
        title: 'Progress Tracking',
        description: 'Review how far you have come and adjust your course.',
        icon: BarChart3,
        action: 'Track Progress',
      },
    ],
  },
  'business-financial': {
    step: 3,
    title: 'Business & Financial Literacy',
    description: 'Build the business and money skills that every career decision relies on.',
    sections: [
      {
        title: 'Business Fundamentals',
        description: 'Learn how organisations create value, measure success and make decisions.',
        icon: BookOpen,
        action: 'Start Learning',
      },
      {
        title: 'Personal Finance',
        description: 'Plan budgets, savings and salary negotiations with confidence.',
        icon: PiggyBank,
        action: 'Plan Finances',
      },
      {
        title: 'Financial Calculators',
        description: 'Compare offers and model the impact of a career move.',
        icon: Calculator,
        action: 'Open Calculators',
      },
    ],
  },
  'action-planning': {
    step: 5,
    title: 'Plan and Take Action',
    description: 'Turn your goals into a concrete plan and keep momentum week after week.',
    sections: [
      {
        title: 'Action Plan',
        description: 'Break each goal into milestones with owners and dates.',
        icon: MapIcon,
        action: 'Create Plan',
      },
      {
        title: 'Weekly Actions',
        description: 'Choose the few actions that matter most this week.',
        icon: ListChecks,
        action: 'Plan My Week',
      },
      {
        title: 'Accountability',
        description: 'Check in regularly and celebrate what you completed.',
        icon: CheckSquare,
        action: 'Check In',
      },
    ],
  },
  'productivity-habits': {
    step: 7,
    title: 'Productivity Habits',
    description: 'Design routines that protect your focus and make progress sustainable.',
    sections: [
      {
        title: 'Habit Builder',
        description: 'Pick one habit at a time and build it into your day.',
        icon: Repeat,
        action: 'Build a Habit',
      },
      {
        title: 'Time Management',
        description: 'Plan deep-work blocks and reduce context switching.',
        icon: Clock,
        action: 'Plan My Time',
      },
      {
        title: 'Daily Routine',
        description: 'Shape mornings and evenings that set you up to succeed.',
        icon: CalendarCheck,
        action: 'Design Routine',
      },
    ],
  },
};
