import type { LucideIcon } from 'lucide-react';
import { RefreshCw } from 'lucide-react';
import type { ComponentType, ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { IconTile } from '@/components/ui/icon-tile';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage, HttpError, isRetryable } from '@/lib/api-client';
import { cn } from '@/lib/utils';

/** Lists show 6 placeholder cards while they load. */
const SKELETON_KEYS = ['a', 'b', 'c', 'd', 'e', 'f'];

/** A grid of placeholder cards, announced as loading `label`. */
export function SkeletonGrid({
  label,
  card: CardSkeleton,
  count = SKELETON_KEYS.length,
  className = 'grid gap-5 sm:grid-cols-2 lg:grid-cols-3',
}: {
  label: string;
  card: ComponentType;
  count?: number;
  className?: string;
}) {
  return (
    <div role="status" aria-label={label} className={className}>
      {SKELETON_KEYS.slice(0, count).map((key) => (
        <CardSkeleton key={key} />
      ))}
    </div>
  );
}

/**
 * A placeholder card: an optional icon tile with a badge, then lines of text (each a width class,
 * e.g. 'h-5 w-2/3'), and an optional button.
 */
export function CardSkeleton({
  lines,
  tile = true,
  button = false,
  className,
}: {
  lines: string[];
  tile?: boolean;
  button?: boolean;
  className?: string;
}) {
  return (
    <Card className={cn('flex flex-col gap-3 p-5', className)}>
      {tile ? (
        <div className="flex justify-between">
          <Skeleton className="size-10 rounded-xl" />
          <Skeleton className="h-5 w-14 rounded-full" />
        </div>
      ) : null}
      {lines.map((line, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list of placeholder lines.
        <Skeleton key={index} className={line} />
      ))}
      {button ? <Skeleton className="h-10 w-full rounded-lg" /> : null}
    </Card>
  );
}

/** Nothing to show yet: an icon, a heading, a sentence and maybe an action. */
export function EmptyState({
  icon,
  title,
  children,
  action,
  tone = 'primary',
  className,
}: {
  icon: LucideIcon;
  title: ReactNode;
  children?: ReactNode;
  action?: ReactNode;
  tone?: 'primary' | 'muted';
  className?: string;
}) {
  return (
    <Card className={cn('flex flex-col items-center gap-3 px-6 py-14 text-center', className)}>
      <IconTile icon={icon} tone={tone} size="xl" />
      <h2 className="text-xl font-semibold">{title}</h2>
      {children ? <div className="max-w-md text-muted-foreground">{children}</div> : null}
      {action}
    </Card>
  );
}

function loadFailureText(error: unknown): string {
  const fallback =
    error instanceof HttpError
      ? 'Something went wrong on our side. Please try again in a moment.'
      : 'Please check your connection and try again.';
  return errorMessage(error, fallback);
}

/**
 * Something that could not load: what failed, why, and what to do. "Try again" is offered only
 * when trying again can help (no answer, a server fault); a refusal that will not change instead
 * shows `action` (a way elsewhere).
 */
export function LoadErrorCard({
  title,
  error,
  onRetry,
  action,
  className,
}: {
  title: string;
  error: unknown;
  onRetry: () => void;
  /** Shown instead of "Try again" when the same call would fail the same way. */
  action?: ReactNode;
  /** Spacing and width for where it stands (a page, a side panel). */
  className?: string;
}) {
  const retryable = isRetryable(error);
  return (
    <Card
      role="alert"
      className={cn('flex flex-col items-center gap-3 px-6 py-12 text-center', className)}
    >
      <h2 className="font-semibold text-foreground">{title}</h2>
      <p className="text-sm text-muted-foreground">{loadFailureText(error)}</p>
      {retryable || !action ? (
        <Button variant="outline" onClick={onRetry}>
          <RefreshCw aria-hidden="true" />
          Try again
        </Button>
      ) : (
        action
      )}
    </Card>
  );
}
