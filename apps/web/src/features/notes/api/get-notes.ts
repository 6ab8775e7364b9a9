import { type Note, notesResponseSchema } from '@facet/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { noteKeys, notesPath } from './note-keys';

/** SPEC §7: GET /api/conversations/{sessionId}/notes → { notes } (the owner's notes). */
export async function fetchNotes(sessionId: string): Promise<Note[]> {
  const response = await apiRequest('GET', notesPath(sessionId), { schema: notesResponseSchema });
  return response.notes;
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
