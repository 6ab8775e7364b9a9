import { RefreshCw } from 'lucide-react';
import type { ComponentType } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { errorDetail } from '@/lib/api-client';
import { cn } from '@/lib/utils';

/** SPEC §9: lists show 6 placeholder cards while they load. */
const SKELETON_KEYS = ['a', 'b', 'c', 'd', 'e', 'f'];

/** A grid of placeholder cards, announced as loading `label`. */
export function SkeletonGrid({
  label,
  card: CardSkeleton,
}: {
  label: string;
  card: ComponentType;
}) {
  return (
    <div role="status" aria-label={label} className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {SKELETON_KEYS.map((key) => (
        <CardSkeleton key={key} />
      ))}
    </div>
  );
}

/** Something that could not load: what failed, why, and a way to try again. */
export function LoadErrorCard({
  title,
  error,
  onRetry,
  className,
}: {
  title: string;
  error: unknown;
  onRetry: () => void;
  /** Spacing and width for where it stands (a page, a side panel). */
  className?: string;
}) {
  return (
    <Card
      role="alert"
      className={cn('flex flex-col items-center gap-3 px-6 py-12 text-center', className)}
    >
      <h2 className="font-semibold text-foreground">{title}</h2>
      <p className="text-sm text-muted-foreground">
        {errorDetail(error, 'Please check your connection and try again.')}
      </p>
      <Button variant="outline" onClick={onRetry}>
        <RefreshCw aria-hidden="true" />
        Try again
      </Button>
    </Card>
  );
}
