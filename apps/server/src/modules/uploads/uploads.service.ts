import type { Readable } from 'node:stream';
import {
  MAX_CV_FILES,
  MAX_FILE_SIZE_BYTES,
  MAX_PSYCHOMETRIC_FILES,
  UPLOAD_EXTENSIONS,
  UPLOAD_MESSAGES,
  type UploadedFile,
  type UploadKind,
} from '@facet/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { isUniqueViolation } from '../../db/client.js';
import type { UploadedFileRow } from '../../db/schema/uploads.js';
import { cleanText } from '../../extract/clean-text.js';
import { cleanFileName, extensionOf, verifiedMediaType } from '../../extract/content-check.js';
import type { Extraction } from '../../extract/extraction.js';
import { HttpError, notFound, tooManyRequests } from '../../lib/http-error.js';
import { type RateLimit, retryIn } from '../../lib/rate-limit.js';
import { BlobNotFoundError, type BlobStore, BlobTooLargeError } from '../../storage/blob-store.js';
import { toUploadedFile } from './uploads.mapper.js';
import type { NewUpload, UploadsRepository } from './uploads.repository.js';

export interface IncomingUpload {
  fieldname: string;
  filename: string | undefined;
  file: Readable;
}

const FILE_NOT_FOUND = 'File not found.';
/** The row exists but its bytes are gone from the blob store (lost or removed outside the app). */
export const FILE_CONTENT_MISSING =
  "This file's content could not be found on the server. Please delete it and upload it again.";

/** How much of a plain-text upload is read for its text (about 300 pages). */
const TEXT_READ_BYTES = 1024 * 1024;
const TEXT_EXTENSIONS = new Set(['txt']);
/** Per-member budgets on uploads (docs/decisions/023-member-limits-and-fair-work.md). */
export interface UploadLimits {
  /** Files per member per hour, counted on every instance together. */
  perHour: RateLimit;
  /** Bytes of uploaded files one member may keep, summed from their stored files. */
  maxStoredBytes: number;
}

/** "50 MB", "12.5 KB", "600 bytes". */
function sizeText(bytes: number): string {
  if (bytes >= 1_048_576) return `${Math.round((bytes / 1_048_576) * 10) / 10} MB`;
  if (bytes >= 1024) return `${Math.round((bytes / 1024) * 10) / 10} KB`;
  return `${bytes} bytes`;
}

/** A member who uploaded as many files as the hour allows. */
export const uploadRateMessage = (max: number, retryAfterSeconds: number) =>
  `You have uploaded ${max} files in the last hour, the most Facet takes. Please upload again ${retryIn(retryAfterSeconds)}.`;
/** A member whose stored files would pass the storage allowance. */
export const storageFullMessage = (maxBytes: number, storedBytes: number) =>
  `Your files can take up at most ${sizeText(maxBytes)} in all, and you have ${sizeText(storedBytes)} stored. Delete a file you no longer need, then upload again.`;

const isTooLarge = (error: unknown) =>
  error instanceof BlobTooLargeError ||
  (error as { code?: string })?.code === 'FST_REQ_FILE_TOO_LARGE';

export function createUploadsService(deps: {
  uploads: UploadsRepository;
  blobs: BlobStore;
  log: FastifyBaseLogger;
  extraction: Extraction;
  /** Per-member budgets; none when not given. */
  limits?: UploadLimits;
}) {
  const { uploads, blobs, log, extraction, limits } = deps;
  const storageFull = (stored: number) =>
    new HttpError(413, storageFullMessage(limits?.maxStoredBytes ?? 0, stored));

  /** Refuses (413) a member whose stored files already fill the allowance; the bytes stored. */
  const storedBefore = async (userId: string): Promise<number> => {
    if (!limits) return 0;
    const stored = await uploads.storedBytes(userId);
    if (stored >= limits.maxStoredBytes) throw storageFull(stored);
    return stored;
  };

  const discard = async (rows: NewUpload[]) => {
    await Promise.all(
      rows.map((row) =>
        blobs
          .delete(row.blobKey)
          .catch((err: unknown) => log.warn({ err }, 'could not remove a blob')),
      ),
    );
  };

  /**
   * Streams one file into the blob store under a server-made key, checking every rule on the way:
   * a name, an allowed extension, at most 10 MB (counted while streaming), not empty, and content
   * that really is what the extension says. Then reads its text.
   */
  async function store(userId: string, kind: UploadKind, part: IncomingUpload): Promise<NewUpload> {
    const name = cleanFileName(part.filename);
    if (!name) {
      part.file.resume();
      throw new HttpError(400, UPLOAD_MESSAGES.noName);
    }
    const extension = extensionOf(name);
    if (!(UPLOAD_EXTENSIONS as readonly string[]).includes(extension)) {
      part.file.resume();
      throw new HttpError(415, UPLOAD_MESSAGES.unsupportedType);
    }
    let blob: Awaited<ReturnType<BlobStore['put']>>;
    try {
      blob = await blobs.put(part.file, { maxBytes: MAX_FILE_SIZE_BYTES });
    } catch (error) {
      if (isTooLarge(error)) throw new HttpError(413, UPLOAD_MESSAGES.tooLarge);
      throw error;
    }
    // The multipart parser stops at 10 MB by cutting the file short; a cut file is refused.
    if ((part.file as Readable & { truncated?: boolean }).truncated) {
      await blobs.delete(blob.key);
      throw new HttpError(413, UPLOAD_MESSAGES.tooLarge);
    }
    const row: NewUpload = {
      userId,
      kind,
      originalName: name,
      mediaType: '',
      size: blob.size,
      blobKey: blob.key,
      text: '',
      textStatus: 'failed',
    };
    if (blob.size === 0) {
      await discard([row]);
      throw new HttpError(400, `"${name}" is empty. Please choose a file with content.`);
    }
    const mediaType = await verifiedMediaType(extension, blob.head);
    if (!mediaType) {
      await discard([row]);
      throw new HttpError(415, UPLOAD_MESSAGES.unsupportedType);
    }
    row.mediaType = mediaType;
    // Plain text is read only as far as it can be kept; documents need the whole file.
    let bytes: Buffer;
    try {
      bytes = await blobs.read(
        blob.key,
        TEXT_EXTENSIONS.has(extension) ? { maxBytes: TEXT_READ_BYTES } : {},
      );
    } catch (error) {
      await discard([row]);
      throw error;
    }
    // Extraction runs in a worker and never throws: whatever goes wrong with one file becomes
    // that file's status, and the other files of a batch are stored as usual.
    const outcome = await extraction.extract(bytes);
    if (outcome.failure === 'too-big') {
      await discard([row]);
      throw new HttpError(422, UPLOAD_MESSAGES.archiveTooBig);
    }
    if (outcome.status !== 'ok')
      log.info({ name, ...outcome, text: undefined }, 'file text not usable');
    // PostgreSQL refuses U+0000 in text; cleaning here too keeps any reader's slip from costing
    // the batch.
    row.text = cleanText(outcome.text);
    row.textStatus =
      outcome.failure === 'timeout' ||
      outcome.failure === 'memory' ||
      outcome.failure === 'ocr-timeout'
        ? 'too-slow'
        : outcome.status;
    return row;
  }

  /** Stores every part or none: any refusal removes the blobs written so far. */
  async function storeBatch(
    userId: string,
    kind: UploadKind,
    field: string,
    limit: number,
    existing: number,
    parts: AsyncIterable<IncomingUpload>,
    tooMany: () => HttpError,
  ): Promise<UploadedFileRow[]> {
    const pending: NewUpload[] = [];
    const stored = await storedBefore(userId);
    let adding = 0;
    try {
      for await (const part of parts) {
        if (part.fieldname !== field) {
          part.file.resume();
          throw new HttpError(400, `Send files in the multipart field "${field}".`);
        }
        if (existing + pending.length + 1 > limit) {
          part.file.resume();
          throw tooMany();
        }
        if (limits) {
          // Counted before the file is read: its reading is the work the budget protects.
          const wait = await limits.perHour.take(userId);
          if (wait > 0) {
            part.file.resume();
            throw tooManyRequests(uploadRateMessage(limits.perHour.max, wait), wait);
          }
        }
        const row = await store(userId, kind, part);
        pending.push(row);
        adding += row.size;
        if (limits && stored + adding > limits.maxStoredBytes) throw storageFull(stored);
      }
      if (pending.length === 0) throw new HttpError(400, UPLOAD_MESSAGES.noValidFiles);
      const rows = await uploads.insertWithin(userId, kind, limit, pending, limits?.maxStoredBytes);
      if (rows === 'over-quota') throw storageFull(await uploads.storedBytes(userId));
      if (!rows) throw tooMany();
      return rows;
    } catch (error) {
      await discard(pending);
      if (isUniqueViolation(error)) throw tooMany();
      if (isTooLarge(error)) throw new HttpError(413, UPLOAD_MESSAGES.tooLarge);
      throw error;
    }
  }

  return {
    async list(userId: string, kind?: UploadKind) {
      return (await uploads.list(userId, kind)).map(toUploadedFile);
    },

    async uploadCv(userId: string, parts: AsyncIterable<IncomingUpload>): Promise<UploadedFile> {
      const cvExists = () => new HttpError(409, UPLOAD_MESSAGES.cvExists);
      const existing = await uploads.countKind(userId, 'cv');
      if (existing >= MAX_CV_FILES) throw cvExists();
      const rows = await storeBatch(userId, 'cv', 'cv', MAX_CV_FILES, existing, parts, cvExists);
      return toUploadedFile(rows[0] as UploadedFileRow);
    },

    async uploadPsychometric(
      userId: string,
      parts: AsyncIterable<IncomingUpload>,
    ): Promise<UploadedFile[]> {
      const tooMany = () => new HttpError(409, UPLOAD_MESSAGES.tooManyPsychometric);
      const existing = await uploads.countKind(userId, 'psychometric');
      if (existing >= MAX_PSYCHOMETRIC_FILES) throw tooMany();
      const rows = await storeBatch(
        userId,
        'psychometric',
        'psychometric',
        MAX_PSYCHOMETRIC_FILES,
        existing,
        parts,
        tooMany,
      );
      return rows.map(toUploadedFile);
    },

    /** Removes the row first, so no row ever points at a missing blob; then the blob. */
    /** The member's files as stored, their text included: the evidence a profile is built from. */
    filesWithText(userId: string): Promise<UploadedFileRow[]> {
      return uploads.list(userId);
    },

    async remove(userId: string, id: string): Promise<void> {
      const row = await uploads.remove(userId, id);
      if (!row) throw notFound(FILE_NOT_FOUND);
      await discard([row]);
    },

    async download(userId: string, id: string) {
      const row = await uploads.find(userId, id);
      if (!row) throw notFound(FILE_NOT_FOUND);
      try {
        const { stream, size } = await blobs.open(row.blobKey);
        return { row, stream, size };
      } catch (error) {
        if (!(error instanceof BlobNotFoundError)) throw error;
        // Not the member's doing, and never expected: an operator must look (backups, the bucket).
        log.error(
          { fileId: row.id, userId, blobKey: row.blobKey },
          'an uploaded file has a row but no blob',
        );
        throw notFound(FILE_CONTENT_MISSING);
      }
    },
  };
}

export type UploadsService = ReturnType<typeof createUploadsService>;
