import type { LucideIcon } from 'lucide-react';
import { BookOpen, Calculator, CalendarCheck, Clock, PiggyBank, Repeat } from 'lucide-react';

/** Placeholder pages: static content, non-functional buttons, a "will be developed" note. */
export type PlaceholderKey = 'business-financial' | 'productivity-habits';

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
