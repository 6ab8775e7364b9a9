import { Logo } from '@/components/layout/logo';
import { AppFooter, TopBar } from '@/components/layout/page-shell';
import { AgentCount } from '@/features/agents/components/agent-count';
import { useCurrentUser } from '@/features/auth/api/get-me';
import { AccountHeaderActions } from '@/features/auth/components/account-header-actions';
import { JourneyCards } from '@/features/journey/components/journey-cards';
import { ProgressRings } from '@/features/journey/components/progress-rings';
import { useDocumentTitle } from '@/lib/use-document-title';

/** SPEC §2 Dashboard (signed in, at /). */
export default function DashboardPage() {
  const user = useCurrentUser();
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
          <div
            aria-hidden="true"
            className="pointer-events-none absolute -top-16 -right-16 size-64 rounded-full bg-white/10 blur-2xl"
          />
          <p className="relative text-sm font-semibold tracking-wide text-indigo-100 uppercase">
            Your workspace
          </p>
          <h1 className="relative mt-2 text-3xl font-bold tracking-tight sm:text-4xl">
            Welcome back, {user.firstName}
          </h1>
          <p className="relative mt-3 max-w-2xl text-indigo-50">
            Pick up where you left off. Start with Know Yourself to build your diamond profile, or
            use the Key Career Tools to work on your CV and next move.
          </p>
          <AgentCount className="relative mt-5" />
        </section>
        <ProgressRings />
        <JourneyCards />
      </main>
      <AppFooter />
    </div>
  );
}
