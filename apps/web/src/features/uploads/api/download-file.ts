import type { UploadedFile } from '@facet/contracts';
import { useMutation } from '@tanstack/react-query';
import { ApiError, reportUnauthorized } from '@/lib/api-client';
import { getAuthToken } from '@/lib/auth-token';

/**
 * SPEC §7: GET /api/upload/files/{id}/download, fetched as a blob with the bearer header and
 * saved under the original name (an object URL and a temporary <a download>).
 */
export async function downloadUploadedFile(file: Pick<UploadedFile, 'id' | 'name'>): Promise<void> {
  const headers: Record<string, string> = {};
  const token = getAuthToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  const response = await fetch(`/api/upload/files/${encodeURIComponent(file.id)}/download`, {
    headers,
    credentials: 'include',
  });
  if (!response.ok) {
    if (response.status === 401 && token) reportUnauthorized();
    throw new ApiError(response.status, response.statusText || 'Download failed');
  }
  const blob = await response.blob();
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
