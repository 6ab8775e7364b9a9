import { type Note, notesResponseSchema } from '@facet/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { allItems, type Page, pagedQuery, pagePath } from '@/lib/paging';
import { noteKeys, notesPath } from './note-keys';

/** GET /api/conversations/{sessionId}/notes[?cursor=] → one page of the owner's notes. */
export async function fetchNotes(
  sessionId: string,
  cursor: string | null = null,
): Promise<Page<Note>> {
  const path = pagePath(notesPath(sessionId), cursor);
  const { notes, nextCursor } = await apiRequest('GET', path, notesResponseSchema);
  return { items: notes, nextCursor };
}

export function notesQueryOptions(sessionId: string) {
  return infiniteQueryOptions({
    ...pagedQuery,
    queryKey: noteKeys.list(sessionId),
    queryFn: ({ pageParam }) => fetchNotes(sessionId, pageParam),
  });
}

/** The conversation's notes, page by page; `enabled` waits until the conversation exists. */
export function useNotes(sessionId: string, enabled = true) {
  const query = useInfiniteQuery({ ...notesQueryOptions(sessionId), enabled });
  return { ...query, notes: allItems(query.data) };
}
