import { type UploadedFile, type UploadKind, uploadFilesResponseSchema } from '@facet/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { uploadKeys } from './upload-keys';

/**
 * GET /api/upload/files?type=cv|psychometric → { files }. A failure is only logged: the page then
 * behaves as if there were no files.
 */
export async function fetchUploadedFiles(kind: UploadKind): Promise<UploadedFile[]> {
  try {
    const path = `/api/upload/files?type=${encodeURIComponent(kind)}`;
    return (await apiRequest('GET', path, uploadFilesResponseSchema)).files;
  } catch (error) {
    console.error(`Could not load your ${kind} files:`, error);
    throw error;
  }
}

export function uploadedFilesQueryOptions(kind: UploadKind) {
  return queryOptions({
    queryKey: uploadKeys.list(kind),
    queryFn: () => fetchUploadedFiles(kind),
  });
}

/** The user's files of one kind; `files` is empty while loading or after a (logged) failure. */
export function useUploadedFiles(kind: UploadKind) {
  const query = useQuery(uploadedFilesQueryOptions(kind));
  return { ...query, files: query.data ?? [] };
}
