import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { uploadKeys } from './upload-keys';

/** DELETE /api/upload/files/{id}. */
export async function deleteUploadedFile(id: string): Promise<void> {
  await apiCall('DELETE', `/api/upload/files/${encodeURIComponent(id)}`);
}

export function useDeleteUploadedFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUploadedFile,
    onSettled: () => queryClient.invalidateQueries({ queryKey: uploadKeys.all }),
  });
}
