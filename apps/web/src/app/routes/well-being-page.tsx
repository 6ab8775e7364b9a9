import { PageShell } from '@/components/layout/page-shell';
import { AgentList } from '@/features/agents/components/agent-list';
import { AGENT_PAGES } from '@/features/agents/lib/agent-pages';
import { WellbeingCheckInCard } from '@/features/goals/components/wellbeing-check-in';

/** Journey step 8 (/well-being): the one-tap check-in with its trend, and the wellness coaches. */
export default function WellBeingPage() {
  const config = AGENT_PAGES['well-being'];
  return (
    <PageShell
      eyebrow="Step 8"
      title={config.title}
      description={config.description}
      back={{ to: '/', label: 'Back to Home' }}
    >
      <div className="grid gap-10">
        <WellbeingCheckInCard />
        <section aria-labelledby="coaches-heading">
          <h2 id="coaches-heading" className="mb-4 text-xl font-semibold">
            Wellness coaches
          </h2>
          <AgentList page={config} />
        </section>
      </div>
    </PageShell>
  );
}
