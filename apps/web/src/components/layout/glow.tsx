import { cn } from '@/lib/utils';

/** A soft, blurred circle of light behind a hero or a call-to-action (decoration only). */
export function Glow({ className }: { className: string }) {
  return (
    <div
      aria-hidden="true"
      className={cn('pointer-events-none absolute rounded-full', className)}
    />
  );
}
