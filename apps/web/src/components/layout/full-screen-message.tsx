import { LoaderCircle } from 'lucide-react';

/** Centered full-screen status, e.g. SPEC §2 'Loading your workspace...'. */
export function FullScreenLoader({ message }: { message: string }) {
  return (
    <div
      role="status"
      aria-live="polite"
      className="flex min-h-dvh flex-col items-center justify-center gap-4 bg-background px-6 text-center"
    >
      <LoaderCircle className="size-8 animate-spin text-primary" aria-hidden="true" />
      <p className="text-base font-medium text-muted-foreground">{message}</p>
    </div>
  );
}

/** Lighter inline loader used while a page's code is fetched. */
export function PageLoader() {
  return (
    <div
      role="status"
      aria-live="polite"
      className="flex min-h-[50dvh] items-center justify-center"
    >
      <LoaderCircle className="size-6 animate-spin text-primary" aria-hidden="true" />
      <span className="sr-only">Loading page...</span>
    </div>
  );
}
