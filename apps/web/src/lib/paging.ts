import type { InfiniteData } from '@tanstack/react-query';

/** One page of a paged list as the API answers it: the items and the next page's cursor. */
export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

export type Pages<T> = InfiniteData<Page<T>, unknown>;

/** The path with the cursor of the page to read (none for the first). */
export function pagePath(path: string, cursor: string | null): string {
  if (!cursor) return path;
  return `${path}${path.includes('?') ? '&' : '?'}cursor=${encodeURIComponent(cursor)}`;
}

/** What every paged list's infinite query shares: it starts without a cursor. */
export const pagedQuery = {
  initialPageParam: null as string | null,
  getNextPageParam: <T>(last: Page<T>) => last.nextCursor ?? undefined,
};

/** Every item of the pages read so far, in order. */
export function allItems<T>(data: Pages<T> | undefined): T[] | undefined {
  return data?.pages.flatMap((page) => page.items);
}

/** Changes the items of every page read (cache updates after an edit or a removal). */
export function mapItems<T>(data: Pages<T> | undefined, change: (items: T[]) => T[]) {
  if (!data) return data;
  return { ...data, pages: data.pages.map((page) => ({ ...page, items: change(page.items) })) };
}

/** Puts an item at the top of the first page (a new note); the cache is left alone when empty. */
export function prependItem<T>(data: Pages<T> | undefined, item: T): Pages<T> | undefined {
  if (!data) return data;
  const [first, ...rest] = data.pages;
  if (!first) return data;
  return { ...data, pages: [{ ...first, items: [item, ...first.items] }, ...rest] };
}
