import type { QueryClient } from '@tanstack/react-query';
import { Glow } from '@/components/layout/glow';
import { Logo } from '@/components/layout/logo';
import { AppFooter, TopBar } from '@/components/layout/page-shell';
import { useCurrentUser } from '@/features/auth/api/get-me';
import { AccountHeaderActions } from '@/features/auth/components/account-header-actions';
import { isNewMember } from '@/features/auth/lib/first-visit';
import { ProgressRings } from '@/features/goals/components/progress-rings';
import { JourneyCards } from '@/features/journey/components/journey-cards';
import { preloadable } from '@/lib/preloadable';
import { useDocumentTitle } from '@/lib/use-document-title';

// The coach count needs the agents call and its contract (zod): loaded beside the page, not in
// its chunk, so the cards never wait for them; it appears as soon as it is there.
const AgentCount = preloadable(() =>
  import('@/features/agents/components/agent-count').then((m) => ({ default: m.AgentCount })),
);

// The rings' figures and this week's actions need their contracts (zod) too: loaded the same
// way, with empty rings until they arrive.
const DashboardJourney = preloadable(
  () => import('@/features/goals/components/dashboard-journey'),
  {
    whileLoading: <ProgressRings rings={undefined} />,
  },
);

/** What the dashboard shows first, fetched while its code loads (see preloadPage). */
export async function prefetch(queryClient: QueryClient): Promise<void> {
  void AgentCount.load();
  void DashboardJourney.load();
  const { agentsQueryOptions } = await import('@/features/agents/api/get-agents');
  await queryClient.prefetchQuery(agentsQueryOptions);
}

/** The dashboard (signed in, at /): a greeting, the progress rings and the journey cards. */
export default function DashboardPage() {
  const user = useCurrentUser();
  const firstVisit = isNewMember(user.createdAt);
  useDocumentTitle('Dashboard');
  return (
    <div className="flex min-h-dvh flex-col">
      <TopBar>
        <Logo />
        <AccountHeaderActions />
      </TopBar>
      <main
        id="main"
        className="mx-auto grid w-full max-w-6xl flex-1 gap-10 px-4 py-8 sm:px-6 lg:px-8"
      >
        <section className="relative overflow-hidden rounded-2xl bg-gradient-to-br from-indigo-700 to-violet-800 px-6 py-8 text-white shadow-lg sm:px-10 sm:py-10">
          <Glow className="-top-16 -right-16 size-64 bg-white/10 blur-2xl" />
          <p className="relative text-sm font-semibold tracking-wide text-indigo-100 uppercase">
            Your workspace
          </p>
          <h1 className="relative mt-2 text-3xl font-bold tracking-tight sm:text-4xl">
            {firstVisit ? `Welcome to Facet, ${user.firstName}` : `Welcome back, ${user.firstName}`}
          </h1>
          <p className="relative mt-3 max-w-2xl text-indigo-50">
            {firstVisit
              ? 'Start with Know Yourself: upload your CV and build your diamond profile. The Key Career Tools help with your CV and your next move.'
              : 'Pick up where you left off. Start with Know Yourself to build your diamond profile, or use the Key Career Tools to work on your CV and next move.'}
          </p>
          <AgentCount className="relative mt-5" />
        </section>
        <DashboardJourney />
        <JourneyCards />
      </main>
      <AppFooter />
    </div>
  );
}
