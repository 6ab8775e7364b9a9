import { Dialog as DialogPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';
import { DialogCloseButton, DialogDescription, DialogOverlay, DialogTitle } from './dialog';
import { usePortalClass } from './portal-class';

/** A side sheet: a Radix Dialog that slides in from the right edge (drawers on small screens). */
export const Sheet = DialogPrimitive.Root;
export const SheetTrigger = DialogPrimitive.Trigger;
export const SheetClose = DialogPrimitive.Close;
export const SheetDescription = DialogDescription;

export function SheetContent({
  className,
  children,
  hideClose = false,
  ...props
}: ComponentProps<typeof DialogPrimitive.Content> & { hideClose?: boolean }) {
  const portalClass = usePortalClass();
  return (
    <DialogPrimitive.Portal>
      <DialogOverlay />
      <DialogPrimitive.Content
        className={cn(
          portalClass,
          'fixed inset-y-0 right-0 z-50 flex h-dvh w-full max-w-md animate-sheet-in flex-col border-l border-border bg-card text-card-foreground shadow-2xl',
          className,
        )}
        {...props}
      >
        {children}
        {hideClose ? null : <DialogCloseButton />}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export function SheetTitle({ className, ...props }: ComponentProps<typeof DialogTitle>) {
  return <DialogTitle className={cn('text-base', className)} {...props} />;
}
