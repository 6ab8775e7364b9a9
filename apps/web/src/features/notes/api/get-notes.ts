import { type Note, notesResponseSchema } from '@facet/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { noteKeys, notesPath } from './note-keys';

/** GET /api/conversations/{sessionId}/notes → { notes } (the owner's notes). */
export async function fetchNotes(sessionId: string): Promise<Note[]> {
  return (await apiRequest('GET', notesPath(sessionId), notesResponseSchema)).notes;
}

export function notesQueryOptions(sessionId: string) {
  return queryOptions({
    queryKey: noteKeys.list(sessionId),
    queryFn: () => fetchNotes(sessionId),
  });
}

/** The conversation's notes; `enabled` waits until the conversation exists. */
export function useNotes(sessionId: string, enabled = true) {
  return useQuery({ ...notesQueryOptions(sessionId), enabled });
}
