import { X } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@/lib/utils';
import { Button } from './button';
import { PendingButton } from './pending-button';
import { usePortalClass } from './portal-class';

export const Dialog = DialogPrimitive.Root;
const DialogPortal = DialogPrimitive.Portal;

export function DialogOverlay({
  className,
  ...props
}: ComponentProps<typeof DialogPrimitive.Overlay>) {
  return (
    <DialogPrimitive.Overlay
      className={cn(
        'fixed inset-0 z-50 animate-fade-in bg-slate-950/50 backdrop-blur-[2px]',
        className,
      )}
      {...props}
    />
  );
}

export function DialogContent({
  className,
  children,
  hideClose = false,
  ...props
}: ComponentProps<typeof DialogPrimitive.Content> & { hideClose?: boolean }) {
  const portalClass = usePortalClass();
  return (
    <DialogPortal>
      <DialogOverlay />
      <DialogPrimitive.Content
        className={cn(
          portalClass,
          'fixed top-1/2 left-1/2 z-50 grid max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 animate-dialog-in gap-4 overflow-y-auto rounded-xl border border-border bg-card p-6 text-card-foreground shadow-xl',
          className,
        )}
        {...props}
      >
        {children}
        {hideClose ? null : <DialogCloseButton />}
      </DialogPrimitive.Content>
    </DialogPortal>
  );
}

/** The × in the corner of a dialog or sheet. */
export function DialogCloseButton() {
  return (
    <DialogPrimitive.Close
      className="absolute top-4 right-4 cursor-pointer rounded-md p-1 text-slate-600 transition-colors hover:bg-muted hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
      aria-label="Close"
    >
      <X className="size-4" aria-hidden="true" />
    </DialogPrimitive.Close>
  );
}

export function DialogHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('flex flex-col gap-1.5 pr-6', className)} {...props} />;
}

export function DialogFooter({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      className={cn('flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)}
      {...props}
    />
  );
}

export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return (
    <DialogPrimitive.Title
      className={cn('text-lg font-semibold leading-tight', className)}
      {...props}
    />
  );
}

export function DialogDescription({
  className,
  ...props
}: ComponentProps<typeof DialogPrimitive.Description>) {
  return (
    <DialogPrimitive.Description
      className={cn('text-sm text-muted-foreground', className)}
      {...props}
    />
  );
}

/** Whether a dialog is open, and how it asks to open or close: the props of every dialog. */
export interface DialogState {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * A dialog holding a form: title, description, and the form rendered only while open (so it
 * starts from fresh values each time).
 */
export function FormDialog({
  open,
  onOpenChange,
  title,
  description,
  className,
  children,
}: DialogState & {
  title: string;
  description: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className={cn('max-w-xl', className)}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {open ? children : null}
      </DialogContent>
    </Dialog>
  );
}

/** Cancel and the submit button of a dialog's form (`form` names it when it is elsewhere). */
export function FormDialogFooter({
  onCancel,
  submitLabel,
  pending,
  form,
}: {
  onCancel: () => void;
  submitLabel: string;
  pending: boolean;
  form?: string;
}) {
  return (
    <DialogFooter>
      <Button type="button" variant="outline" onClick={onCancel}>
        Cancel
      </Button>
      <PendingButton type="submit" form={form} pending={pending}>
        {submitLabel}
      </PendingButton>
    </DialogFooter>
  );
}
