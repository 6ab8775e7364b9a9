import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { uploadKeys } from './upload-keys';

/** SPEC §7: DELETE /api/upload/files/{id} → { success: true }. */
export async function deleteUploadedFile(id: string): Promise<void> {
  await apiRequest('DELETE', `/api/upload/files/${encodeURIComponent(id)}`);
}

export function useDeleteUploadedFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUploadedFile,
    onSettled: () => queryClient.invalidateQueries({ queryKey: uploadKeys.all }),
  });
}
