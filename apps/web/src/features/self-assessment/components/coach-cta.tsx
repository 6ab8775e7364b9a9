import { SELF_ASSESSMENT_AGENT_ID } from '@facet/contracts';
import { ArrowRight, MessagesSquare } from 'lucide-react';
import { Link } from 'react-router';
import { Glow } from '@/components/layout/glow';
import { Button } from '@/components/ui/button';
import { IconTile } from '@/components/ui/icon-tile';

/** Explore the profile in conversation with the AI agent (agent 22). */
export function CoachCta() {
  return (
    <section
      aria-labelledby="coach-cta-title"
      className="relative overflow-hidden rounded-2xl bg-gradient-to-br from-indigo-700 to-violet-800 px-5 py-6 text-white shadow-lg sm:px-8 sm:py-8"
    >
      <Glow className="-top-20 -right-16 size-64 bg-white/10 blur-2xl" />
      <div className="relative flex flex-col gap-5 md:flex-row md:items-center md:justify-between">
        <div className="flex items-start gap-4">
          <IconTile icon={MessagesSquare} tone="onDark" size="lg" className="max-sm:hidden" />
          <div>
            <h2 id="coach-cta-title" className="text-xl font-semibold tracking-tight">
              Explore your profile in conversation
            </h2>
            <p className="mt-1 max-w-2xl text-indigo-50">
              Your Self-Assessment Coach knows your CV and your diamond profile. Ask what your
              values say about an offer, or how to loosen a limiting belief.
            </p>
          </div>
        </div>
        <Button
          asChild
          variant="accent"
          size="lg"
          className="h-auto min-h-11 py-2.5 text-center whitespace-normal max-md:w-full"
        >
          <Link to={`/conversations?agentId=${SELF_ASSESSMENT_AGENT_ID}`}>
            Talk with the Self-Assessment Coach
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </div>
    </section>
  );
}
