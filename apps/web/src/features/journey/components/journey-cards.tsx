import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ComingSoonButton } from '@/components/ui/coming-soon-button';
import { cn } from '@/lib/utils';
import { JOURNEY_STEPS, type JourneyStep } from '../data/journey-steps';

function JourneyCard({ step }: { step: JourneyStep }) {
  const active = Boolean(step.href);
  const Icon = step.icon;
  const headingId = `journey-step-${step.step}`;
  return (
    <Card
      className={cn(
        'flex h-full flex-col p-5 transition-shadow',
        active ? 'hover:shadow-card-hover' : 'bg-slate-50/60',
      )}
    >
      <div className="mb-4 flex items-center justify-between">
        <span
          className={cn(
            'flex size-11 items-center justify-center rounded-xl',
            active ? 'bg-primary-soft text-primary' : 'bg-slate-100 text-slate-600',
          )}
          aria-hidden="true"
        >
          <Icon className="size-5" />
        </span>
        <span
          className={cn(
            'flex size-8 items-center justify-center rounded-full text-sm font-bold',
            active ? 'bg-primary text-primary-foreground' : 'bg-slate-200 text-slate-700',
          )}
        >
          <span className="sr-only">Step </span>
          {step.step}
        </span>
      </div>
      <h3 id={headingId} className="text-base font-semibold text-foreground">
        {step.title}
      </h3>
      <p className="mt-2 flex-1 text-sm text-muted-foreground">{step.description}</p>
      <div className="mt-5">
        {active && step.href ? (
          <Button asChild className="w-full">
            <Link to={step.href} aria-describedby={headingId}>
              {step.cta}
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        ) : (
          <ComingSoonButton describedBy={headingId} />
        )}
      </div>
    </Card>
  );
}

/** The eight numbered career-journey cards, in order. */
export function JourneyCards() {
  return (
    <section aria-labelledby="journey-heading">
      <h2 id="journey-heading" className="mb-4 text-xl font-semibold tracking-tight">
        Your career journey
      </h2>
      <ol className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {JOURNEY_STEPS.map((step) => (
          <li key={step.step} data-testid={`journey-step-${step.step}`}>
            <JourneyCard step={step} />
          </li>
        ))}
      </ol>
    </section>
  );
}
