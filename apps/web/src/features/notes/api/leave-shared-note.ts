import type { SharedNote } from '@facet/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { mapItems, type Pages } from '@/lib/paging';
import { noteKeys } from './note-keys';

/** DELETE /api/notes/shared/{noteId}: the caller leaves a note someone shared with them. */
export async function leaveSharedNote(noteId: string): Promise<void> {
  await apiCall('DELETE', `/api/notes/shared/${encodeURIComponent(noteId)}`);
}

/** Leaves a shared note; it goes from the cached "Shared with me" at once. */
export function useLeaveSharedNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: leaveSharedNote,
    onSuccess: (_data, noteId) => {
      queryClient.setQueryData<Pages<SharedNote>>(noteKeys.shared, (data) =>
        mapItems(data, (notes) => notes.filter((n) => n.id !== noteId)),
      );
    },
  });
}
