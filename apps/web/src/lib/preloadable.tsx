import { type ComponentType, createElement, type ReactNode, useEffect, useReducer } from 'react';

/** The props of a module's default component. */
type PropsOf<M> = M extends { default: ComponentType<infer P> } ? P : never;

export interface Preloadable<P, M> {
  (props: P): ReactNode;
  /** Starts loading the code now (idempotent); resolves with its module. */
  load: () => Promise<M>;
}

interface Entry {
  loaded: ComponentType<object> | undefined;
  load: () => Promise<unknown>;
  whileLoading: ReactNode;
}

/** Renders the entry's component once its code is there, and `whileLoading` until then. */
function Preloaded({ entry, props }: { entry: Entry; props: object }) {
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  const shown = entry.loaded;
  // Re-render once the code is there, even when it arrived between this render and the effect.
  useEffect(() => {
    if (!shown) void entry.load().then(rerender);
  }, [entry, shown]);
  return shown ? createElement(shown, props) : entry.whileLoading;
}

/**
 * A code-split component that can be loaded ahead of time. Until its code is there it shows
 * `whileLoading` (and loads it); loaded ahead, it renders at once. It does not suspend: React
 * reveals a suspended component only after its fallback has been up for a moment (about 300 ms),
 * which would undo any head start.
 */
export function preloadable<M extends { default: unknown }>(
  importer: () => Promise<M>,
  { whileLoading = null }: { whileLoading?: ReactNode } = {},
): Preloadable<PropsOf<M>, M> {
  let loading: Promise<M> | undefined;
  const entry: Entry = {
    loaded: undefined,
    whileLoading,
    load: () => {
      loading ??= importer().then((module) => {
        entry.loaded = module.default as ComponentType<object>;
        return module;
      });
      return loading;
    },
  };
  const render = (props: object) => createElement(Preloaded, { entry, props });
  return Object.assign(render, { load: entry.load }) as unknown as Preloadable<PropsOf<M>, M>;
}
