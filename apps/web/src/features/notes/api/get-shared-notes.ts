import { type SharedNote, sharedNotesResponseSchema } from '@facet/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { noteKeys } from './note-keys';

/** GET /api/notes/shared → { notes }: notes other people shared with the caller (ADR 009). */
export async function fetchSharedNotes(): Promise<SharedNote[]> {
  return (await apiRequest('GET', '/api/notes/shared', sharedNotesResponseSchema)).notes;
}

export const sharedNotesQueryOptions = queryOptions({
  queryKey: noteKeys.shared,
  queryFn: fetchSharedNotes,
});

export function useSharedNotes() {
  return useQuery(sharedNotesQueryOptions);
}
