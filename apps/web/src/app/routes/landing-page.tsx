import {
  ArrowRight,
  FileText,
  HeartHandshake,
  Lightbulb,
  MessageSquareText,
  Sparkles,
  Target,
  TrendingUp,
  Upload,
  UserPlus,
} from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { Glow } from '@/components/layout/glow';
import { Logo } from '@/components/layout/logo';
import { AppFooter, TopBar } from '@/components/layout/page-shell';
import { Button } from '@/components/ui/button';
import { authHref } from '@/lib/return-to';
import { useDocumentTitle } from '@/lib/use-document-title';

const PROMISES = [
  {
    icon: Sparkles,
    title: 'AI career guidance',
    text: 'Talk through decisions with specialist AI coaches, any time you need them.',
  },
  {
    icon: FileText,
    title: 'CV and resume analysis',
    text: 'Upload your CV and get clear, practical feedback on how to present your experience.',
  },
  {
    icon: HeartHandshake,
    title: 'Well-being support',
    text: 'Manage stress and find balance with coaches focused on your well-being.',
  },
  {
    icon: Target,
    title: 'Goal achievement',
    text: 'Turn insights into goals and a plan you can follow, one step at a time.',
  },
] as const;

const STEPS = [
  { icon: UserPlus, title: 'Sign up', text: 'Create your account in under a minute.' },
  {
    icon: Upload,
    title: 'Upload a CV and chat',
    text: 'Share your CV and start a conversation with an AI coach.',
  },
  {
    icon: Lightbulb,
    title: 'Get insights',
    text: 'Discover your strengths, values and your personal diamond profile.',
  },
  {
    icon: TrendingUp,
    title: 'Take action',
    text: 'Follow a focused plan and track your progress as you grow.',
  },
] as const;

/** What signed-out visitors see at / (and at every signed-in route). */
export default function LandingPage() {
  // Shown signed out at any signed-in address: signing in comes back to it.
  const location = useLocation();
  const signIn = authHref(`${location.pathname}${location.search}`);
  useDocumentTitle();
  return (
    <div className="flex min-h-dvh flex-col">
      <TopBar>
        <Logo />
        <Button asChild>
          <Link to={signIn}>Login / Register</Link>
        </Button>
      </TopBar>

      <main id="main" className="flex-1">
        <section className="relative overflow-hidden border-b border-border bg-gradient-to-b from-indigo-50 via-background to-background">
          <Glow className="-top-32 left-1/2 size-[36rem] -translate-x-1/2 bg-indigo-200/40 blur-3xl" />
          <div className="relative mx-auto max-w-6xl px-4 pt-16 pb-20 text-center sm:px-6 sm:pt-24 lg:px-8">
            <p className="mx-auto mb-6 inline-flex items-center gap-2 rounded-full border border-indigo-200 bg-card px-3 py-1 text-sm font-medium text-primary-soft-foreground shadow-sm">
              <Sparkles className="size-4" aria-hidden="true" />
              AI coaching for professionals
            </p>
            <h1 className="mx-auto max-w-3xl text-4xl font-bold tracking-tight text-foreground sm:text-5xl lg:text-6xl">
              Shape your career with a coach that <span className="text-primary">knows you</span>
            </h1>
            <p className="mx-auto mt-6 max-w-2xl text-lg text-muted-foreground">
              Facet brings together AI career guidance, CV and resume analysis, well-being support
              and goal achievement, so you can see your strengths clearly and act on them.
            </p>
            <div className="mt-10 flex flex-col items-center justify-center gap-3 sm:flex-row">
              <Button asChild size="lg">
                <Link to={signIn}>
                  Get Started Now
                  <ArrowRight aria-hidden="true" />
                </Link>
              </Button>
              <Button asChild size="lg" variant="outline">
                <a href="#how-it-works">See how it works</a>
              </Button>
            </div>
          </div>
        </section>

        <section
          aria-labelledby="promises-heading"
          className="mx-auto max-w-6xl px-4 py-16 sm:px-6 lg:px-8"
        >
          <h2 id="promises-heading" className="text-center text-3xl font-bold tracking-tight">
            Everything you need to move forward
          </h2>
          <p className="mx-auto mt-3 max-w-2xl text-center text-muted-foreground">
            One workspace for reflection, feedback and action.
          </p>
          <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {PROMISES.map(({ icon: Icon, title, text }) => (
              <li
                key={title}
                className="rounded-xl border border-border bg-card p-6 shadow-card transition-shadow hover:shadow-card-hover"
              >
                <span
                  aria-hidden="true"
                  className="mb-4 flex size-11 items-center justify-center rounded-xl bg-primary-soft text-primary"
                >
                  <Icon className="size-5" />
                </span>
                <h3 className="text-base font-semibold">{title}</h3>
                <p className="mt-2 text-sm text-muted-foreground">{text}</p>
              </li>
            ))}
          </ul>
        </section>

        <section
          id="how-it-works"
          aria-labelledby="steps-heading"
          className="scroll-mt-20 border-y border-border bg-card"
        >
          <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 lg:px-8">
            <h2 id="steps-heading" className="text-center text-3xl font-bold tracking-tight">
              How it works
            </h2>
            <p className="mx-auto mt-3 max-w-2xl text-center text-muted-foreground">
              Four steps from sign-up to progress you can see.
            </p>
            <ol className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
              {STEPS.map(({ icon: Icon, title, text }, index) => (
                <li key={title} className="relative flex flex-col items-center text-center">
                  <span className="relative mb-4 flex size-14 items-center justify-center rounded-2xl bg-primary text-primary-foreground shadow-md">
                    <Icon className="size-6" aria-hidden="true" />
                    <span className="absolute -top-2 -right-2 flex size-6 items-center justify-center rounded-full bg-accent text-xs font-bold text-slate-950 ring-2 ring-card">
                      <span className="sr-only">Step </span>
                      {index + 1}
                    </span>
                  </span>
                  <h3 className="text-base font-semibold">{title}</h3>
                  <p className="mt-2 max-w-60 text-sm text-muted-foreground">{text}</p>
                </li>
              ))}
            </ol>
          </div>
        </section>

        <section className="mx-auto max-w-6xl px-4 py-16 sm:px-6 lg:px-8">
          <div className="relative overflow-hidden rounded-2xl bg-gradient-to-br from-indigo-700 to-violet-800 px-6 py-12 text-center shadow-lg sm:px-12">
            <MessageSquareText
              aria-hidden="true"
              className="absolute -right-6 -bottom-6 size-40 text-white/10"
            />
            <h2 className="text-2xl font-bold tracking-tight text-white sm:text-3xl">
              Ready to take the next step in your career?
            </h2>
            <p className="mx-auto mt-3 max-w-xl text-indigo-100">
              Create your account, upload your CV and start your first coaching conversation today.
            </p>
            <Button asChild size="lg" variant="accent" className="mt-8">
              <Link to={signIn}>
                Create your account
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
          </div>
        </section>
      </main>

      <AppFooter />
    </div>
  );
}
