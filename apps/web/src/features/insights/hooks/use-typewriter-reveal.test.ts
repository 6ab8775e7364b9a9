import type { DiamondInsights } from '@facet/contracts';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { charDelayFor, TYPEWRITER_TIMINGS, useTypewriterReveal } from './use-typewriter-reveal';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const insights: DiamondInsights = {
  vision: ['Lead'],
  beliefs: [],
  values: ['Honesty', 'Care'],
  behaviours: [],
  limitingBeliefs: [],
  limitingBehaviours: [],
};

describe('useTypewriterReveal', () => {
  it('keeps the per-character delay between 20 and 50 ms', () => {
    expect(charDelayFor(10)).toBe(50);
    expect(charDelayFor(200)).toBe(30);
    expect(charDelayFor(5_000)).toBe(20);
  });

  it('shows saved insights at once when no reveal runs', () => {
    const { result } = renderHook(() => useTypewriterReveal(insights, null));
    expect(result.current.revealing).toBe(false);
    expect(result.current.of('values')).toEqual({ state: 'done', items: ['Honesty', 'Care'] });
  });

  it('types the dimensions in order: 500 ms before each, 200 ms between items', () => {
    const charMs = charDelayFor('Lead'.length + 'Honesty'.length + 'Care'.length); // 50
    const { result } = renderHook(() => useTypewriterReveal(insights, 'run-1'));
    const step = (ms: number) => act(() => vi.advanceTimersByTime(ms));

    expect(result.current.revealing).toBe(true);
    expect(result.current.of('vision').state).toBe('pending');
    expect(result.current.of('values').state).toBe('pending');

    // 500 ms before vision starts.
    step(TYPEWRITER_TIMINGS.beforeDimension - 1);
    expect(result.current.of('vision').state).toBe('pending');
    step(1);
    expect(result.current.of('vision')).toEqual({ state: 'typing', items: ['L'], typingIndex: 0 });
    step(charMs);
    expect(result.current.of('vision').items).toEqual(['Le']);
    step(charMs * 2);
    expect(result.current.of('vision').items).toEqual(['Lead']);
    expect(result.current.of('values').state).toBe('pending');

    // Vision done → (empty beliefs skipped) → 500 ms → values starts.
    step(TYPEWRITER_TIMINGS.beforeDimension - 1);
    expect(result.current.of('vision')).toEqual({ state: 'done', items: ['Lead'] });
    expect(result.current.of('values').state).toBe('pending');
    step(1);
    expect(result.current.of('values').items).toEqual(['H']);
    step(charMs * 6);
    expect(result.current.of('values').items).toEqual(['Honesty']);

    // 200 ms between items.
    step(TYPEWRITER_TIMINGS.betweenItems - 1);
    expect(result.current.of('values').items).toEqual(['Honesty']);
    step(1);
    expect(result.current.of('values')).toEqual({
      state: 'typing',
      items: ['Honesty', 'C'],
      typingIndex: 1,
    });
    step(charMs * 3);
    expect(result.current.revealing).toBe(false);
    expect(result.current.of('values')).toEqual({ state: 'done', items: ['Honesty', 'Care'] });
  });

  it('shows everything at once with prefers-reduced-motion', () => {
    const matchMedia = vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) =>
        ({
          matches: query.includes('reduce'),
          media: query,
          addEventListener: () => {},
          removeEventListener: () => {},
        }) as unknown as MediaQueryList,
    );
    const { result } = renderHook(() => useTypewriterReveal(insights, 'run-2'));
    expect(result.current.revealing).toBe(false);
    expect(result.current.of('values')).toEqual({ state: 'done', items: ['Honesty', 'Care'] });
    matchMedia.mockRestore();
  });
});
