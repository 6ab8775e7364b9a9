import { TOAST_LIMIT } from '@facet/contracts';
import { describe, expect, it } from 'vitest';
import { reducer, type ToasterToast } from './use-toast';

const make = (id: string): ToasterToast => ({ id, open: true, title: id });

describe('toast reducer', () => {
  it('keeps only the newest toast visible (one at a time)', () => {
    let state = { toasts: [] as ToasterToast[] };
    state = reducer(state, { type: 'ADD', toast: make('a') });
    state = reducer(state, { type: 'ADD', toast: make('b') });
    expect(state.toasts).toHaveLength(TOAST_LIMIT);
    expect(state.toasts[0]?.id).toBe('b');
  });

  it('marks a dismissed toast closed before removing it', () => {
    let state = { toasts: [make('a')] };
    state = reducer(state, { type: 'DISMISS', toastId: 'a' });
    expect(state.toasts[0]?.open).toBe(false);
    state = reducer(state, { type: 'REMOVE', toastId: 'a' });
    expect(state.toasts).toHaveLength(0);
  });
});
