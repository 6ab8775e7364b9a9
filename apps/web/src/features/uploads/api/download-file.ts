import type { UploadedFile } from '@facet/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { saveBlob } from '@/lib/save-blob';

/**
 * GET /api/upload/files/{id}/download, fetched as a blob with the bearer header and saved under
 * the original name (an object URL and a temporary <a download>).
 */
export async function downloadUploadedFile(file: Pick<UploadedFile, 'id' | 'name'>): Promise<void> {
  const path = `/api/upload/files/${encodeURIComponent(file.id)}/download`;
  saveBlob(await (await apiFetch('GET', path, { accept: '*/*' })).blob(), file.name);
}

export function useDownloadUploadedFile() {
  return useMutation({ mutationFn: downloadUploadedFile });
}
