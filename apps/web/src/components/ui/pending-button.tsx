import { LoaderCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button, type ButtonProps } from './button';

export interface PendingButtonProps extends ButtonProps {
  /** While true the button is disabled, busy, and shows a spinner instead of its icon. */
  pending: boolean;
  /** The label while pending (e.g. 'Saving...'); the usual label when not given. */
  pendingLabel?: ReactNode;
  /** The icon before the label when not pending. */
  icon?: ReactNode;
}

/** A button for an action that takes a moment: disabled and spinning until it is done. */
export function PendingButton({
  pending,
  pendingLabel,
  icon,
  disabled,
  children,
  ...props
}: PendingButtonProps) {
  return (
    <Button disabled={pending || disabled} aria-busy={pending || undefined} {...props}>
      {pending ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : icon}
      {pending && pendingLabel !== undefined ? pendingLabel : children}
    </Button>
  );
}
