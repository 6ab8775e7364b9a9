import type { UploadedFile } from '@facet/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/**
 * GET /api/upload/files/{id}/download, fetched as a blob with the bearer header and saved under
 * the original name (an object URL and a temporary <a download>).
 */
export async function downloadUploadedFile(file: Pick<UploadedFile, 'id' | 'name'>): Promise<void> {
  const path = `/api/upload/files/${encodeURIComponent(file.id)}/download`;
  const blob = await (await apiFetch('GET', path, { accept: '*/*' })).blob();
  const url = URL.createObjectURL(blob);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = file.name;
    link.rel = 'noopener';
    link.style.display = 'none';
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // Give the browser a moment to start the download before the URL goes away.
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
}

export function useDownloadUploadedFile() {
  return useMutation({ mutationFn: downloadUploadedFile });
}
