import { type UploadedFile, uploadFileResponseSchema } from '@facet/contracts';
import { sendUpload, type UploadOutcome } from '../lib/upload-request';

/** POST /api/upload/cv, multipart field `cv` → 201 { file }. */
export async function uploadCv(
  file: File,
  onProgress?: (percent: number) => void,
): Promise<UploadOutcome<UploadedFile>> {
  const form = new FormData();
  form.append('cv', file, file.name);
  const outcome = await sendUpload('/api/upload/cv', form, {
    schema: uploadFileResponseSchema,
    ...(onProgress ? { onProgress } : {}),
  });
  return outcome.kind === 'ok' ? { kind: 'ok', data: outcome.data.file } : outcome;
}
