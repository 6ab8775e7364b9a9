import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useDocumentTitle } from '@/lib/use-document-title';
import { cn } from '@/lib/utils';
import { Logo } from './logo';

export interface PageShellProps {
  /** Page heading (h1). */
  title: ReactNode;
  /** Tab title; defaults to the heading when it is plain text. */
  documentTitle?: string;
  /** Short sentence under the heading. */
  description?: ReactNode;
  /** Small label above the heading, e.g. "Step 2". */
  eyebrow?: ReactNode;
  /** Back link shown in the top bar. */
  back?: { to: string; label: string } | null;
  /** Extra controls at the right of the top bar. */
  actions?: ReactNode;
  /** Controls next to the heading. */
  headingActions?: ReactNode;
  children?: ReactNode;
  className?: string;
}

/** Top bar + page heading + content column shared by every signed-in page. */
export function PageShell({
  title,
  documentTitle,
  description,
  eyebrow,
  back = { to: '/', label: 'Back to Home' },
  actions,
  headingActions,
  children,
  className,
}: PageShellProps) {
  useDocumentTitle(documentTitle ?? (typeof title === 'string' ? title : undefined));
  return (
    <div className="flex min-h-dvh flex-col">
      <TopBar>
        <div className="flex min-w-0 items-center gap-3 sm:gap-5">
          <Logo compact={Boolean(back)} />
          {back ? (
            <>
              <span aria-hidden="true" className="hidden h-6 w-px bg-border sm:block" />
              <BackLink to={back.to} label={back.label} />
            </>
          ) : null}
        </div>
        {actions ? <div className="flex items-center gap-2">{actions}</div> : null}
      </TopBar>
      <main
        id="main"
        className={cn('mx-auto w-full max-w-6xl flex-1 px-4 py-8 sm:px-6 lg:px-8', className)}
      >
        <div className="mb-8 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
          <div className="max-w-3xl">
            {eyebrow ? (
              <p className="mb-2 text-sm font-semibold tracking-wide text-primary uppercase">
                {eyebrow}
              </p>
            ) : null}
            <h1 className="text-3xl font-bold tracking-tight text-foreground sm:text-4xl">
              {title}
            </h1>
            {description ? (
              <p className="mt-3 text-base text-muted-foreground sm:text-lg">{description}</p>
            ) : null}
          </div>
          {headingActions ? <div className="flex shrink-0 gap-2">{headingActions}</div> : null}
        </div>
        {children}
      </main>
      <AppFooter />
    </div>
  );
}

export function TopBar({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <header className="sticky top-0 z-40 border-b border-border bg-card/90 backdrop-blur supports-[backdrop-filter]:bg-card/75">
      <div
        className={cn(
          'mx-auto flex h-16 w-full max-w-6xl items-center justify-between gap-3 px-4 sm:px-6 lg:px-8',
          className,
        )}
      >
        {children}
      </div>
    </header>
  );
}

export function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <Link
      to={to}
      className="inline-flex items-center gap-1.5 rounded-md px-1 py-1 text-sm font-medium text-slate-600 transition-colors hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
    >
      <ArrowLeft className="size-4" aria-hidden="true" />
      <span>{label}</span>
    </Link>
  );
}

export function AppFooter() {
  return (
    <footer className="border-t border-border bg-card">
      <div className="mx-auto flex w-full max-w-6xl flex-col gap-2 px-4 py-6 text-sm text-muted-foreground sm:flex-row sm:items-center sm:justify-between sm:px-6 lg:px-8">
        <p>© {new Date().getFullYear()} Facet. Career coaching, powered by AI.</p>
        <p>Built for professionals who want clarity and momentum.</p>
      </div>
    </footer>
  );
}
