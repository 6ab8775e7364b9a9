import {
  type Note,
  noteResponseSchema,
  type SharedNote,
  type UpdateNoteRequest,
} from '@facet/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { mapItems, type Pages } from '@/lib/paging';
import { noteKeys, notesPath } from './note-keys';

/**
 * PATCH /api/conversations/{sessionId}/notes/{noteId}. Everyone who may edit sends
 * title, content and tags; the owner may also send privacy, priority, status and share lists.
 */
export async function updateNote(
  sessionId: string,
  noteId: string,
  body: UpdateNoteRequest,
): Promise<Note> {
  const path = notesPath(sessionId, noteId);
  return (await apiRequest('PATCH', path, noteResponseSchema, { body })).note;
}

export interface UpdateNoteVariables {
  noteId: string;
  body: UpdateNoteRequest;
}

/** Saves a note and puts the answer in both the conversation's list and "Shared with me". */
export function useUpdateNote(sessionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ noteId, body }: UpdateNoteVariables) => updateNote(sessionId, noteId, body),
    onSuccess: (note) => {
      queryClient.setQueryData<Pages<Note>>(noteKeys.list(sessionId), (data) =>
        mapItems(data, (notes) => notes.map((n) => (n.id === note.id ? note : n))),
      );
      queryClient.setQueryData<Pages<SharedNote>>(noteKeys.shared, (data) =>
        mapItems(data, (notes) => notes.map((n) => (n.id === note.id ? { ...n, ...note } : n))),
      );
    },
  });
}
