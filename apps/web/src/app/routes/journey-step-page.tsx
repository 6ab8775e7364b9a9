import { Info } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { PageShell } from '@/components/layout/page-shell';
import { AgentList } from '@/features/agents/components/agent-list';
import { AGENT_PAGES } from '@/features/agents/lib/agent-pages';
import { NewGoalForm } from '@/features/goals/components/goal-card';

/** The journey steps whose coaches are borrowed from other areas, each said plainly. */
const STEPS = {
  'business-financial': {
    step: 3,
    note: 'One active coach covers this step: the Finance Expert, for salary benchmarks, negotiation, packages and the runway a move needs. It gives general education, not regulated financial advice. There are no calculators or courses here.',
    goalHint:
      'A money goal works like any other: for example “Know my market rate before the review in March”, with weekly check-ins.',
  },
  'productivity-habits': {
    step: 7,
    note: 'No productivity coach is active yet. The Wellness Mentor (habits that survive busy seasons) and the Work-Life Balance coach (boundaries and priorities) are the ones that help with this step.',
    goalHint:
      'Make a habit a goal, with how you will measure it (“three focus blocks a week”) and its weekly check-in: the check-ins draw its progress over time on your goals page.',
  },
} as const;

export type JourneyStepKey = keyof typeof STEPS;

/**
 * Journey steps 3 and 7: the active coaches that fit the step (a chat opens with one click), what
 * the step does and does not have, and a goal made from it.
 */
export default function JourneyStepPage({ page }: { page: JourneyStepKey }) {
  const config = AGENT_PAGES[page];
  const step = STEPS[page];
  const [created, setCreated] = useState(false);
  return (
    <PageShell
      eyebrow={`Step ${step.step}`}
      title={config.title}
      description={config.description}
      back={{ to: '/', label: 'Back to Home' }}
    >
      <div className="grid gap-8">
        <p
          role="note"
          className="flex items-start gap-3 rounded-xl border bg-muted/40 p-4 text-sm text-muted-foreground"
        >
          <Info className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
          <span>{step.note}</span>
        </p>
        <AgentList page={config} />
        <section aria-labelledby={`${page}-goal`} className="grid gap-3">
          <h2 id={`${page}-goal`} className="text-lg font-semibold">
            Turn it into a goal
          </h2>
          <p className="text-sm text-muted-foreground">{step.goalHint}</p>
          {created ? (
            <p role="status" className="text-sm">
              Goal added.{' '}
              <Link to="/vision-goals" className="font-medium text-primary underline">
                See your goals
              </Link>{' '}
              or{' '}
              <Link to="/action-planning" className="font-medium text-primary underline">
                plan its actions
              </Link>
              .
            </p>
          ) : null}
          <div className="max-w-xl">
            <NewGoalForm onCreated={() => setCreated(true)} />
          </div>
        </section>
      </div>
    </PageShell>
  );
}
