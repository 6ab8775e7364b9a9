import type { Note } from '@facet/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { mapItems, type Pages } from '@/lib/paging';
import { noteKeys, notesPath } from './note-keys';

/** DELETE /api/conversations/{sessionId}/notes/{noteId} (owner only). */
export async function deleteNote(sessionId: string, noteId: string): Promise<void> {
  await apiCall('DELETE', notesPath(sessionId, noteId));
}

export function useDeleteNote(sessionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (noteId: string) => deleteNote(sessionId, noteId),
    onSuccess: (_data, noteId) => {
      queryClient.setQueryData<Pages<Note>>(noteKeys.list(sessionId), (data) =>
        mapItems(data, (notes) => notes.filter((n) => n.id !== noteId)),
      );
    },
  });
}
