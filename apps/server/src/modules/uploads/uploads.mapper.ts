import { type TextStatus, UPLOAD_MESSAGES, type UploadedFile } from '@facet/contracts';
import type { StoredTextStatus, UploadedFileRow } from '../../db/schema/uploads.js';

const TEXT_NOTES: Record<StoredTextStatus, string | null> = {
  ok: null,
  empty: UPLOAD_MESSAGES.unreadable,
  failed: UPLOAD_MESSAGES.unreadable,
  illegible: UPLOAD_MESSAGES.illegible,
  'too-slow': UPLOAD_MESSAGES.tooSlow,
};

export function toUploadedFile(row: UploadedFileRow): UploadedFile {
  const textStatus: TextStatus = row.textStatus === 'too-slow' ? 'failed' : row.textStatus;
  return {
    id: row.id,
    name: row.originalName,
    size: row.size,
    type: row.kind,
    mediaType: row.mediaType,
    textStatus,
    textNote: TEXT_NOTES[row.textStatus],
    uploadedAt: row.createdAt.toISOString(),
  };
}
