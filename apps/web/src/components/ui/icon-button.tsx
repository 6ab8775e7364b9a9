import type { LucideIcon } from 'lucide-react';
import { cn } from '@/lib/utils';
import { Button, type ButtonProps } from './button';

const tones = {
  quiet: 'text-muted-foreground hover:text-foreground',
  danger: 'text-muted-foreground hover:bg-destructive-soft hover:text-destructive',
} as const;

/** A ghost button showing only an icon; `label` is its accessible name. */
export function IconButton({
  icon: Icon,
  label,
  tone = 'quiet',
  className,
  ...props
}: Omit<ButtonProps, 'children' | 'aria-label'> & {
  icon: LucideIcon;
  label: string;
  tone?: keyof typeof tones;
}) {
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-label={label}
      className={cn(tones[tone], className)}
      {...props}
    >
      <Icon aria-hidden="true" />
    </Button>
  );
}
