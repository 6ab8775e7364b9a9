import { type DiamondInsights, INSIGHT_DIMENSIONS, type InsightDimension } from '@facet/contracts';
import { useEffect, useState } from 'react';

/** Typewriter timings (ms). */
export const TYPEWRITER_TIMINGS = {
  /** Pause before each dimension starts. */
  beforeDimension: 500,
  /** Pause between two items of a dimension. */
  betweenItems: 200,
  /** Per character: about 20 to 50 ms, faster for long profiles so the reveal stays short. */
  minCharDelay: 20,
  maxCharDelay: 50,
} as const;

/** Milliseconds per character for a profile of `totalChars` characters (20–50 ms). */
export function charDelayFor(totalChars: number): number {
  const { minCharDelay, maxCharDelay } = TYPEWRITER_TIMINGS;
  if (totalChars <= 0) return maxCharDelay;
  return Math.min(maxCharDelay, Math.max(minCharDelay, Math.round(6_000 / totalChars)));
}

export function prefersReducedMotion(): boolean {
  try {
    return window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  } catch {
    return false;
  }
}

interface Cursor {
  /** Index in INSIGHT_DIMENSIONS of the dimension being revealed. */
  dimension: number;
  item: number;
  chars: number;
  /** True while characters are being typed (false during the pauses). */
  typing: boolean;
}

export type DimensionReveal =
  | { state: 'done'; items: string[] }
  | { state: 'pending'; items: string[] }
  | { state: 'typing'; items: string[]; typingIndex: number };

export interface TypewriterReveal {
  /** True from the start of a reveal until the last character of the last dimension. */
  revealing: boolean;
  /** What to show for one dimension right now. */
  of: (dimension: InsightDimension) => DimensionReveal;
}

/**
 * Insight reveal: each time `runKey` changes to a new value, the dimensions of
 * `insights` are typed out in order — 500 ms before each dimension starts, 200 ms between
 * items, 20–50 ms per character. With prefers-reduced-motion everything shows at once; with no
 * `runKey` (saved insights on page load) everything shows at once too.
 */
export function useTypewriterReveal(
  insights: DiamondInsights | null,
  runKey: string | null,
): TypewriterReveal {
  const [reducedMotion] = useState(prefersReducedMotion);
  const [run, setRun] = useState<{ key: string; cursor: Cursor | null }>({ key: '', cursor: null });
  const animate = Boolean(runKey && insights && !reducedMotion);

  useEffect(() => {
    if (!runKey || !insights || reducedMotion) return;
    const lists = INSIGHT_DIMENSIONS.map((dimension) => insights[dimension] ?? []);
    const totalChars = lists.flat().reduce((sum, text) => sum + text.length, 0);
    const charDelay = charDelayFor(totalChars);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const show = (cursor: Cursor | null) => setRun({ key: runKey, cursor });
    const later = (ms: number, next: () => void) => {
      timer = setTimeout(next, ms);
    };

    // Find the next dimension with something to type, pause, then type it.
    const startDimension = (from: number) => {
      let dimension = from;
      while (dimension < lists.length && (lists[dimension]?.length ?? 0) === 0) dimension += 1;
      if (dimension >= lists.length) {
        show(null); // finished: everything shows
        return;
      }
      show({ dimension, item: 0, chars: 0, typing: false });
      later(TYPEWRITER_TIMINGS.beforeDimension, () => typeChar(dimension, 0, 1));
    };

    const typeChar = (dimension: number, item: number, chars: number) => {
      const items = lists[dimension] ?? [];
      const text = items[item] ?? '';
      show({ dimension, item, chars, typing: true });
      if (chars < text.length) {
        later(charDelay, () => typeChar(dimension, item, chars + 1));
      } else if (item + 1 < items.length) {
        later(TYPEWRITER_TIMINGS.betweenItems, () => typeChar(dimension, item + 1, 1));
      } else {
        startDimension(dimension + 1);
      }
    };

    startDimension(0);
    return () => {
      if (timer !== undefined) clearTimeout(timer);
    };
  }, [runKey, insights, reducedMotion]);

  const current = animate && run.key === runKey ? run : null;
  // A new run whose first step has not rendered yet counts as "everything pending".
  const starting = animate && current === null;
  const active = current?.cursor ?? null;

  return {
    revealing: starting || active !== null,
    of: (dimension) => {
      const items = insights?.[dimension] ?? [];
      if (starting) return { state: 'pending', items: [] };
      if (!active) return { state: 'done', items };
      const index = INSIGHT_DIMENSIONS.indexOf(dimension);
      if (index < active.dimension) return { state: 'done', items };
      if (index > active.dimension || !active.typing) return { state: 'pending', items: [] };
      const shown = items.slice(0, active.item);
      shown.push((items[active.item] ?? '').slice(0, active.chars));
      return { state: 'typing', items: shown, typingIndex: active.item };
    },
  };
}
