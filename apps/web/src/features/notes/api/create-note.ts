import { type CreateNoteRequest, type Note, noteResponseSchema } from '@facet/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { type Pages, prependItem } from '@/lib/paging';
import { noteKeys, notesPath } from './note-keys';

/** POST /api/conversations/{sessionId}/notes → 201 { note }. */
export async function createNote(sessionId: string, body: CreateNoteRequest): Promise<Note> {
  return (await apiRequest('POST', notesPath(sessionId), noteResponseSchema, { body })).note;
}

/** Creates a note; the new note goes to the top of the cached list's first page. */
export function useCreateNote(sessionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateNoteRequest) => createNote(sessionId, body),
    onSuccess: (note) => {
      queryClient.setQueryData<Pages<Note>>(noteKeys.list(sessionId), (data) =>
        prependItem(data, note),
      );
    },
  });
}
