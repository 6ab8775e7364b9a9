import { TOOLTIP_AUTO_DELAY_MS } from '@facet/contracts';
import { Info, Lightbulb, X } from 'lucide-react';
import {
  type ReactNode,
  type RefObject,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { cn } from '@/lib/utils';
import { Button } from './button';
import { IconButton } from './icon-button';
import { IconTile } from './icon-tile';

/** Dismissals live in localStorage, one key per tip id. */
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

export interface TipOptions {
  /** Stable tip id; a persistent dismissal is stored under it. */
  id: string;
  /** click: opens from its button only; auto: also opens by itself after `delay`. */
  trigger?: 'click' | 'auto';
  /** Auto delay in ms (2000 by default). */
  delay?: number;
  /** Remember "Got it" for this tip id, so it never opens by itself again. */
  persistent?: boolean;
}

export interface TipState {
  id: string;
  open: boolean;
  toggle: () => void;
  /** "Got it": closes, and remembers it when the tip is persistent. */
  dismiss: () => void;
  /** The tip's button: an auto tip waits until it is on screen. */
  anchorRef: RefObject<HTMLButtonElement | null>;
  calloutId: string;
}

/**
 * The tooltip helper's state. An auto tip opens by itself after its delay, once its button is on
 * screen (a tip about something off-screen would open unseen), unless it was dismissed for good.
 */
export function useTip({
  id,
  trigger = 'click',
  delay = TOOLTIP_AUTO_DELAY_MS,
  persistent = false,
}: TipOptions): TipState {
  const [open, setOpen] = useState(false);
  const anchorRef = useRef<HTMLButtonElement>(null);
  const calloutId = useId();

  useEffect(() => {
    if (trigger !== 'auto' || (persistent && isTipDismissed(id))) return;
    let observer: IntersectionObserver | undefined;
    const timer = setTimeout(() => {
      const anchor = anchorRef.current;
      if (!anchor || typeof IntersectionObserver === 'undefined') {
        setOpen(true);
        return;
      }
      observer = new IntersectionObserver((entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer?.disconnect();
          setOpen(true);
        }
      });
      observer.observe(anchor);
    }, delay);
    return () => {
      clearTimeout(timer);
      observer?.disconnect();
    };
  }, [trigger, persistent, id, delay]);

  const dismiss = useCallback(() => {
    if (persistent) dismissTip(id);
    setOpen(false);
  }, [persistent, id]);
  const toggle = useCallback(() => setOpen((value) => !value), []);

  return { id, open, toggle, dismiss, anchorRef, calloutId };
}

const ICONS = { info: Info, tip: Lightbulb } as const;

/** The round button next to what the tip explains; it opens and closes the tip. */
export function TipButton({
  tip,
  title,
  icon = 'info',
  className,
}: {
  tip: TipState;
  title: string;
  icon?: keyof typeof ICONS;
  className?: string;
}) {
  const Icon = ICONS[icon];
  return (
    <button
      ref={tip.anchorRef}
      type="button"
      aria-label={title}
      aria-expanded={tip.open}
      aria-controls={tip.open ? tip.calloutId : undefined}
      onClick={tip.toggle}
      className={cn(
        'inline-flex size-7 shrink-0 cursor-pointer items-center justify-center rounded-full text-primary transition-colors hover:bg-primary-soft focus-visible:outline-2 focus-visible:outline-ring aria-expanded:bg-primary-soft',
        className,
      )}
    >
      <Icon className="size-4" aria-hidden="true" />
    </button>
  );
}

/**
 * The tip itself, in the page's flow where it is placed: it moves what follows down instead of
 * covering it, and never takes focus when it opens by itself.
 */
export function TipCallout({
  tip,
  title,
  icon = 'info',
  children,
  className,
}: {
  tip: TipState;
  title: string;
  icon?: keyof typeof ICONS;
  children: ReactNode;
  className?: string;
}) {
  const titleId = useId();
  if (!tip.open) return null;
  return (
    <section
      id={tip.calloutId}
      aria-labelledby={titleId}
      data-tip-id={tip.id}
      className={cn(
        'relative flex animate-tip-in items-start gap-3 rounded-xl border border-indigo-200 bg-primary-soft/60 p-4 pr-10 text-sm text-card-foreground',
        className,
      )}
    >
      <IconTile icon={ICONS[icon]} size="sm" className="bg-card shadow-xs" />
      <div className="grid min-w-0 flex-1 gap-1">
        <p id={titleId} className="font-semibold text-foreground">
          {title}
        </p>
        <div className="text-muted-foreground">{children}</div>
        <div>
          <Button size="sm" className="mt-2 h-8 text-xs" onClick={tip.dismiss}>
            Got it
          </Button>
        </div>
      </div>
      <IconButton
        icon={X}
        label="Close tip"
        className="absolute top-1.5 right-1.5 size-8 text-slate-600 hover:bg-card"
        onClick={tip.dismiss}
      />
    </section>
  );
}
