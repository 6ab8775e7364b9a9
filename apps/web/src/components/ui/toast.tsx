import { TOAST_DURATION_MS, TOAST_HOTKEY, TOAST_SWIPE_THRESHOLD } from '@facet/contracts';
import { CircleAlert, CircleCheck, Info, X } from 'lucide-react';
import { Toast as ToastPrimitive } from 'radix-ui';
import { cn } from '@/lib/utils';
import { dismissToast, type ToastVariant, useToast } from './use-toast';

const variantStyles: Record<ToastVariant, string> = {
  default: 'border-border bg-card text-foreground',
  success: 'border-emerald-200 bg-card text-foreground',
  destructive: 'border-destructive bg-destructive text-destructive-foreground',
};

/** A check only for a success; a notice (e.g. 'Please Wait') gets an information sign. */
function ToastIcon({ variant }: { variant: ToastVariant }) {
  const className = 'mt-0.5 size-5 shrink-0';
  if (variant === 'destructive') {
    return <CircleAlert className={className} aria-hidden="true" data-icon="error" />;
  }
  if (variant === 'success') {
    return (
      <CircleCheck
        className={cn(className, 'text-success')}
        aria-hidden="true"
        data-icon="success"
      />
    );
  }
  return <Info className={cn(className, 'text-primary')} aria-hidden="true" data-icon="notice" />;
}

/**
 * Renders the toast store: one at a time, 5 s auto-close, swipe right past 50 px to
 * dismiss, F8 focuses the viewport.
 */
export function Toaster() {
  const { toasts } = useToast();
  return (
    <ToastPrimitive.Provider
      duration={TOAST_DURATION_MS}
      swipeDirection="right"
      swipeThreshold={TOAST_SWIPE_THRESHOLD}
    >
      {toasts.map(({ id, title, description, variant = 'default', duration, open }) => (
        <ToastPrimitive.Root
          key={id}
          open={open}
          onOpenChange={(next) => {
            if (!next) dismissToast(id);
          }}
          {...(duration === undefined ? {} : { duration })}
          type={variant === 'destructive' ? 'foreground' : 'background'}
          className={cn(
            'group pointer-events-auto relative flex w-full items-start gap-3 overflow-hidden rounded-xl border p-4 pr-10 shadow-lg',
            'data-[state=open]:animate-toast-in data-[state=closed]:animate-toast-out',
            'data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=cancel]:translate-x-0 data-[swipe=cancel]:transition-transform data-[swipe=end]:animate-toast-out',
            variantStyles[variant],
          )}
        >
          <ToastIcon variant={variant} />
          <div className="grid gap-1">
            {title ? (
              <ToastPrimitive.Title className="text-sm font-semibold">{title}</ToastPrimitive.Title>
            ) : null}
            {description ? (
              <ToastPrimitive.Description
                className={cn(
                  'text-sm',
                  variant === 'destructive' ? 'text-white' : 'text-muted-foreground',
                )}
              >
                {description}
              </ToastPrimitive.Description>
            ) : null}
          </div>
          <ToastPrimitive.Close
            aria-label="Close notification"
            className={cn(
              'absolute top-3 right-3 cursor-pointer rounded-md p-1 transition-colors focus-visible:outline-2 focus-visible:outline-ring',
              variant === 'destructive'
                ? 'text-white hover:bg-white/15'
                : 'text-slate-600 hover:bg-muted hover:text-foreground',
            )}
          >
            <X className="size-4" aria-hidden="true" />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport
        hotkey={[TOAST_HOTKEY]}
        label="Notifications ({hotkey})"
        className="toast-viewport fixed top-0 right-0 z-[100] flex max-h-dvh w-full flex-col gap-2 p-4 outline-none sm:top-auto sm:bottom-0 sm:max-w-[420px]"
      />
    </ToastPrimitive.Provider>
  );
}
