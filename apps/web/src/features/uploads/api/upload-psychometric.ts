import { type UploadedFile, uploadFilesResponseSchema } from '@facet/contracts';
import { sendUpload, type UploadOutcome } from '../lib/upload-request';

/** POST /api/upload/psychometric, repeated multipart field `psychometric` → { files }. */
export async function uploadPsychometricFiles(
  files: readonly File[],
  onProgress?: (percent: number) => void,
): Promise<UploadOutcome<UploadedFile[]>> {
  const form = new FormData();
  for (const file of files) form.append('psychometric', file, file.name);
  const outcome = await sendUpload('/api/upload/psychometric', form, {
    schema: uploadFilesResponseSchema,
    ...(onProgress ? { onProgress } : {}),
  });
  return outcome.kind === 'ok' ? { kind: 'ok', data: outcome.data.files } : outcome;
}
