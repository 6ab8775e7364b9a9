import type { LucideIcon } from 'lucide-react';
import { cn } from '@/lib/utils';

const tones = {
  primary: 'bg-primary-soft text-primary',
  muted: 'bg-muted text-muted-foreground',
  violet: 'bg-violet-50 text-violet-700',
  danger: 'bg-destructive-soft text-destructive',
  gradient: 'bg-gradient-to-br from-indigo-600 to-violet-600 text-white shadow-sm',
  facet: 'bg-gradient-to-br from-sky-100 to-violet-100 text-violet-700',
  onDark: 'bg-white/15 text-white',
} as const;

const sizes = {
  sm: 'size-8 rounded-lg [&_svg]:size-4',
  md: 'size-10 rounded-xl [&_svg]:size-5',
  lg: 'size-12 rounded-xl [&_svg]:size-6',
  xl: 'size-14 rounded-2xl [&_svg]:size-6',
  '2xl': 'size-16 rounded-2xl [&_svg]:size-8',
} as const;

/** A decorative icon on a soft tile: the visual anchor of cards, rows and empty states. */
export function IconTile({
  icon: Icon,
  tone = 'primary',
  size = 'md',
  className,
}: {
  icon: LucideIcon;
  tone?: keyof typeof tones;
  size?: keyof typeof sizes;
  className?: string;
}) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'flex shrink-0 items-center justify-center',
        tones[tone],
        sizes[size],
        className,
      )}
    >
      <Icon />
    </span>
  );
}
