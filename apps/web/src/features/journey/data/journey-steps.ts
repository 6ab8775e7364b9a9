import {
  Briefcase,
  Compass,
  HeartPulse,
  type LucideIcon,
  Megaphone,
  Rocket,
  Target,
  Timer,
  Wallet,
} from 'lucide-react';

/** The eight numbered career-journey steps; 3 and 7 are not there yet. */
export interface JourneyStep {
  step: number;
  title: string;
  description: string;
  icon: LucideIcon;
  /** Present when the step is active. */
  href?: string;
  /** Label of the start button of an active step. */
  cta?: string;
}

export const JOURNEY_STEPS: readonly JourneyStep[] = [
  {
    step: 1,
    title: 'Know Yourself',
    description:
      'Upload your CV and psychometric results and discover your strengths, values and drivers with your AI coach.',
    icon: Compass,
    href: '/self-assessment',
    cta: 'Start Self-Assessment',
  },
  {
    step: 2,
    title: 'Set your Vision and Goals',
    description: 'Define where you want to be and turn it into clear, measurable career goals.',
    icon: Target,
    href: '/vision-goals',
    cta: 'Set Vision and Goals',
  },
  {
    step: 3,
    title: 'Business and Financial Literacy',
    description: 'Understand how organisations create value and make confident money decisions.',
    icon: Wallet,
    href: '/business-financial',
    cta: 'Finance Coach',
  },
  {
    step: 4,
    title: 'Personal Branding',
    description: 'Shape how you show up online and in person so the right people notice you.',
    icon: Megaphone,
    href: '/personal-branding',
    cta: 'Branding Coaches',
  },
  {
    step: 5,
    title: 'Plan and Take Action',
    description: 'Break your goals into milestones and weekly actions you can actually keep.',
    icon: Rocket,
    href: '/action-planning',
    cta: 'Plan Your Actions',
  },
  {
    step: 6,
    title: 'Key Career Tools',
    description:
      'Work on your CV, plan a career transition and sharpen your leadership with specialist coaches.',
    icon: Briefcase,
    href: '/transition-tools',
    cta: 'Explore Career Tools',
  },
  {
    step: 7,
    title: 'Productivity Habits',
    description: 'Build routines that protect your focus and make progress feel effortless.',
    icon: Timer,
    href: '/productivity-habits',
    cta: 'Habits Coaches',
  },
  {
    step: 8,
    title: 'Well Being',
    description: 'Look after your energy, stress and balance with supportive wellness coaches.',
    icon: HeartPulse,
    href: '/well-being',
    cta: 'Well-being Check-in',
  },
];
