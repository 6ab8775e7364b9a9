import { PRODUCT_NAME } from '@facet/contracts';
import { Gem } from 'lucide-react';
import { Link } from 'react-router';
import { cn } from '@/lib/utils';

/** The Facet wordmark with its diamond motif. Links home unless `asLink` is false. */
export function Logo({
  className,
  asLink = true,
  compact = false,
}: {
  className?: string;
  asLink?: boolean;
  /** Hide the wordmark on phones (the link keeps its accessible name). */
  compact?: boolean;
}) {
  const content = (
    <>
      <span
        aria-hidden="true"
        className="flex size-9 items-center justify-center rounded-lg bg-gradient-to-br from-indigo-500 to-primary text-white shadow-sm ring-1 ring-indigo-700/20"
      >
        <Gem className="size-5" strokeWidth={2.25} />
      </span>
      <span
        className={cn(
          'text-xl font-bold tracking-tight text-foreground',
          compact && 'max-sm:sr-only',
        )}
      >
        {PRODUCT_NAME}
      </span>
    </>
  );
  const classes = cn('inline-flex items-center gap-2.5', className);
  if (!asLink) return <span className={classes}>{content}</span>;
  return (
    <Link
      to="/"
      aria-label={`${PRODUCT_NAME} home`}
      className={cn(classes, 'rounded-lg focus-visible:outline-2 focus-visible:outline-offset-4')}
    >
      {content}
    </Link>
  );
}
