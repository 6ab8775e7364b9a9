import { TOAST_LIMIT, TOAST_REMOVE_DELAY_MS } from '@facet/contracts';
import { type ReactNode, useEffect, useState } from 'react';
import { errorMessage } from '@/lib/api-client';

/**
 * shadcn-style toast store: at most TOAST_LIMIT (1) toast visible; a dismissed toast
 * stays in memory for TOAST_REMOVE_DELAY_MS before it is removed. Auto-close, swipe and the F8
 * hotkey live in the <Toaster/> (Radix Toast provider/viewport).
 */

export type ToastVariant = 'default' | 'destructive' | 'success';

export interface ToastInput {
  title?: ReactNode;
  description?: ReactNode;
  variant?: ToastVariant;
  /** Override the auto-close duration (ms). */
  duration?: number;
}

export interface ToasterToast extends ToastInput {
  id: string;
  open: boolean;
}

type Action =
  | { type: 'ADD'; toast: ToasterToast }
  | { type: 'UPDATE'; toast: Partial<ToasterToast> & { id: string } }
  | { type: 'DISMISS'; toastId?: string }
  | { type: 'REMOVE'; toastId?: string };

interface State {
  toasts: ToasterToast[];
}

let count = 0;
function nextId(): string {
  count = (count + 1) % Number.MAX_SAFE_INTEGER;
  return String(count);
}

const removeTimeouts = new Map<string, ReturnType<typeof setTimeout>>();

function scheduleRemoval(toastId: string): void {
  if (removeTimeouts.has(toastId)) return;
  const timeout = setTimeout(() => {
    removeTimeouts.delete(toastId);
    dispatch({ type: 'REMOVE', toastId });
  }, TOAST_REMOVE_DELAY_MS);
  removeTimeouts.set(toastId, timeout);
}

export function reducer(state: State, action: Action): State {
  switch (action.type) {
    case 'ADD':
      return { toasts: [action.toast, ...state.toasts].slice(0, TOAST_LIMIT) };
    case 'UPDATE':
      return {
        toasts: state.toasts.map((t) => (t.id === action.toast.id ? { ...t, ...action.toast } : t)),
      };
    case 'DISMISS': {
      const { toastId } = action;
      if (toastId) scheduleRemoval(toastId);
      else for (const t of state.toasts) scheduleRemoval(t.id);
      return {
        toasts: state.toasts.map((t) =>
          toastId === undefined || t.id === toastId ? { ...t, open: false } : t,
        ),
      };
    }
    case 'REMOVE':
      if (action.toastId === undefined) return { toasts: [] };
      return { toasts: state.toasts.filter((t) => t.id !== action.toastId) };
  }
}

const listeners = new Set<(state: State) => void>();
let memoryState: State = { toasts: [] };

function dispatch(action: Action): void {
  memoryState = reducer(memoryState, action);
  for (const listener of listeners) listener(memoryState);
}

export function toast(input: ToastInput) {
  const id = nextId();
  const dismiss = () => dispatch({ type: 'DISMISS', toastId: id });
  const update = (next: ToastInput) => dispatch({ type: 'UPDATE', toast: { ...next, id } });
  dispatch({ type: 'ADD', toast: { ...input, id, open: true } });
  return { id, dismiss, update };
}

export function dismissToast(toastId?: string): void {
  dispatch(toastId === undefined ? { type: 'DISMISS' } : { type: 'DISMISS', toastId });
}

/** Test helper: forget every toast at once. */
export function resetToasts(): void {
  for (const timeout of removeTimeouts.values()) clearTimeout(timeout);
  removeTimeouts.clear();
  dispatch({ type: 'REMOVE' });
}

export function useToast() {
  const [state, setState] = useState<State>(memoryState);
  useEffect(() => {
    listeners.add(setState);
    setState(memoryState);
    return () => {
      listeners.delete(setState);
    };
  }, []);
  return { ...state, toast, dismiss: dismissToast };
}

/**
 * A failed action in a destructive toast: `title` says what did not happen, the text is the
 * server's 4xx sentence (it tells the person what to change) or else `fallback`.
 */
export function toastError(title: string, error: unknown, fallback: string) {
  return toast({ variant: 'destructive', title, description: errorMessage(error, fallback) });
}

/**
 * While the calling page is shown, toasts appear where they cover nothing the person is using
 * (see the toast placement rules in index.css).
 */
export function useToastPlacement(placement: 'beside-card'): void {
  useEffect(() => {
    const root = document.documentElement;
    root.dataset.toasts = placement;
    return () => {
      delete root.dataset.toasts;
    };
  }, [placement]);
}
