import { TOOLTIP_AUTO_DELAY_MS } from '@facet/contracts';
import { Info, Lightbulb, X } from 'lucide-react';
import { Popover as PopoverPrimitive } from 'radix-ui';
import { type ReactNode, useCallback, useEffect, useId, useRef, useState } from 'react';
import { cn } from '@/lib/utils';
import { Tooltip, TooltipContent, TooltipTrigger } from './tooltip';

/** SPEC §3: tooltip dismissals live in localStorage, one key per tip id. */
export const TIP_DISMISSED_PREFIX = 'facet:tip-dismissed:';

export function isTipDismissed(id: string): boolean {
  try {
    return window.localStorage.getItem(`${TIP_DISMISSED_PREFIX}${id}`) === '1';
  } catch {
    return false;
  }
}

export function dismissTip(id: string): void {
  try {
    window.localStorage.setItem(`${TIP_DISMISSED_PREFIX}${id}`, '1');
  } catch {
    // Storage blocked: the tip simply shows again next time.
  }
}

export type TooltipHelperTrigger = 'hover' | 'click' | 'auto';

export interface TooltipHelperProps {
  /** Stable tip id; a persistent dismissal is stored under it. */
  id: string;
  title: string;
  content: ReactNode;
  /** SPEC §4: hover, click, or auto (opens by itself after `delay`). Default hover. */
  trigger?: TooltipHelperTrigger;
  /** Auto delay in ms (SPEC §9: 2000 by default). */
  delay?: number;
  /** Remember "Got it" for this tip id, so it never opens by itself again. */
  persistent?: boolean;
  side?: 'top' | 'right' | 'bottom' | 'left';
  align?: 'start' | 'center' | 'end';
  /** Icon of the trigger button. */
  icon?: 'info' | 'tip';
  className?: string;
}

/**
 * A small help bubble next to a piece of UI (SPEC §4 tooltip helper). Its trigger is a round
 * icon button named after the tip. Hover tips use the tooltip primitive; click and auto tips are
 * non-modal popovers with a "Got it" button. An auto tip opens by itself after the delay
 * (without taking focus) once its trigger is on screen, unless it was dismissed for good earlier.
 */
export function TooltipHelper({
  id,
  title,
  content,
  trigger = 'hover',
  delay = TOOLTIP_AUTO_DELAY_MS,
  persistent = false,
  side = 'bottom',
  align = 'center',
  icon = 'info',
  className,
}: TooltipHelperProps) {
  const [open, setOpen] = useState(false);
  const openedAutomatically = useRef(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const Icon = icon === 'tip' ? Lightbulb : Info;

  useEffect(() => {
    if (trigger !== 'auto' || (persistent && isTipDismissed(id))) return;
    let observer: IntersectionObserver | undefined;
    const show = () => {
      openedAutomatically.current = true;
      setOpen(true);
    };
    const timer = setTimeout(() => {
      const anchor = triggerRef.current;
      // A tip next to something off-screen would open where nobody sees it: wait until the
      // user scrolls its anchor into view.
      if (!anchor || typeof IntersectionObserver === 'undefined') {
        show();
        return;
      }
      observer = new IntersectionObserver((entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer?.disconnect();
          show();
        }
      });
      observer.observe(anchor);
    }, delay);
    return () => {
      clearTimeout(timer);
      observer?.disconnect();
    };
  }, [trigger, persistent, id, delay]);

  const gotIt = useCallback(() => {
    if (persistent) dismissTip(id);
    setOpen(false);
  }, [persistent, id]);

  const triggerClass = cn(
    'inline-flex size-7 shrink-0 cursor-pointer items-center justify-center rounded-full text-primary transition-colors hover:bg-primary-soft focus-visible:outline-2 focus-visible:outline-ring',
    className,
  );

  if (trigger === 'hover') {
    return (
      <Tooltip>
        <TooltipTrigger asChild>
          <button type="button" aria-label={title} className={triggerClass}>
            <Icon className="size-4" aria-hidden="true" />
          </button>
        </TooltipTrigger>
        <TooltipContent side={side} align={align}>
          <p className="font-semibold">{title}</p>
          <div>{content}</div>
        </TooltipContent>
      </Tooltip>
    );
  }

  return (
    <PopoverPrimitive.Root
      open={open}
      onOpenChange={(next) => {
        if (next) openedAutomatically.current = false;
        setOpen(next);
      }}
    >
      <PopoverPrimitive.Trigger ref={triggerRef} aria-label={title} className={triggerClass}>
        <Icon className="size-4" aria-hidden="true" />
      </PopoverPrimitive.Trigger>
      <PopoverPrimitive.Portal>
        <PopoverPrimitive.Content
          side={side}
          align={align}
          sideOffset={8}
          collisionPadding={12}
          aria-labelledby={titleId}
          data-tip-id={id}
          onOpenAutoFocus={(event) => {
            // A tip that opened by itself must not pull focus away from what the user is doing.
            if (openedAutomatically.current) event.preventDefault();
          }}
          onCloseAutoFocus={(event) => {
            if (openedAutomatically.current) event.preventDefault();
          }}
          className="z-50 w-[min(20rem,calc(100vw-1.5rem))] animate-fade-in rounded-xl border border-indigo-200 bg-card p-4 text-sm text-card-foreground shadow-xl"
        >
          <div className="flex items-start gap-3">
            <span
              aria-hidden="true"
              className="flex size-8 shrink-0 items-center justify-center rounded-lg bg-primary-soft text-primary"
            >
              <Icon className="size-4" />
            </span>
            <div className="grid min-w-0 flex-1 gap-1">
              <p id={titleId} className="pr-5 font-semibold text-foreground">
                {title}
              </p>
              <div className="text-muted-foreground">{content}</div>
            </div>
          </div>
          <div className="mt-3 flex justify-end">
            <button
              type="button"
              onClick={gotIt}
              className="cursor-pointer rounded-md bg-primary px-3 py-1.5 text-xs font-semibold text-primary-foreground transition-colors hover:bg-primary-hover focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
            >
              Got it
            </button>
          </div>
          <button
            type="button"
            onClick={gotIt}
            aria-label="Close tip"
            className="absolute top-2.5 right-2.5 cursor-pointer rounded-md p-1 text-slate-600 transition-colors hover:bg-muted hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
          >
            <X className="size-4" aria-hidden="true" />
          </button>
          <PopoverPrimitive.Arrow className="fill-card stroke-indigo-200" width={14} height={7} />
        </PopoverPrimitive.Content>
      </PopoverPrimitive.Portal>
    </PopoverPrimitive.Root>
  );
}
