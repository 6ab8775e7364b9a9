import { type SharedNote, sharedNotesResponseSchema } from '@facet/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { allItems, type Page, pagedQuery, pagePath } from '@/lib/paging';
import { noteKeys } from './note-keys';

/** GET /api/notes/shared[?cursor=] → one page of the notes other people shared with the caller. */
export async function fetchSharedNotes(cursor: string | null = null): Promise<Page<SharedNote>> {
  const path = pagePath('/api/notes/shared', cursor);
  const { notes, nextCursor } = await apiRequest('GET', path, sharedNotesResponseSchema);
  return { items: notes, nextCursor };
}

export const sharedNotesQueryOptions = infiniteQueryOptions({
  ...pagedQuery,
  queryKey: noteKeys.shared,
  queryFn: ({ pageParam }) => fetchSharedNotes(pageParam),
});

/** "Shared with me", page by page ('Load more' reads the next). */
export function useSharedNotes() {
  const query = useInfiniteQuery(sharedNotesQueryOptions);
  return { ...query, notes: allItems(query.data) };
}
