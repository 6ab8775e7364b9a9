import type { Readable } from 'node:stream';
import {
  LINKEDIN_IMPORT_MAX_BYTES,
  LINKEDIN_MESSAGES,
  type LinkedinProfile,
  type User,
} from '@facet/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { UserRow } from '../../db/schema/users.js';
import { cleanFileName, extensionOf, verifiedMediaType } from '../../extract/content-check.js';
import { extractDocumentText } from '../../extract/document-text.js';
import {
  parseLinkedinExport,
  parseLinkedinPdf,
  readLinkedinExport,
} from '../../extract/linkedin.js';
import type { Clock } from '../../lib/clock.js';
import { badRequest, HttpError, notFound } from '../../lib/http-error.js';
import { type BlobStore, BlobTooLargeError } from '../../storage/blob-store.js';
import type { UsersRepository } from '../auth/auth.repository.js';
import { toUser } from '../auth/auth.service.js';
import type { LinkedinRepository } from './linkedin.repository.js';

type ImportKind = 'export' | 'pdf';

export function createLinkedinService(deps: {
  users: UsersRepository;
  imports: LinkedinRepository;
  blobs: BlobStore;
  clock: Clock;
  log: FastifyBaseLogger;
}) {
  const { users, imports, blobs, clock, log } = deps;

  async function analyse(kind: ImportKind, bytes: Buffer): Promise<LinkedinProfile> {
    const now = new Date(clock.now());
    if (kind === 'export')
      return parseLinkedinExport(readLinkedinExport(new Uint8Array(bytes)), now);
    const text = await extractDocumentText('pdf', bytes).catch(() => '');
    if (!text) throw badRequest(LINKEDIN_MESSAGES.emptyPdf);
    return parseLinkedinPdf(text, now);
  }

  async function save(user: UserRow, profile: LinkedinProfile): Promise<User> {
    const row = await users.setLinkedinProfile(user.id, JSON.stringify(profile));
    if (!row) throw notFound('Your account no longer exists.');
    return toUser(row);
  }

  return {
    /** Stores the uploaded export or PDF, analyses it, and keeps it as the user's latest import. */
    async import(
      user: UserRow,
      file: { filename: string | undefined; file: Readable },
    ): Promise<User> {
      const name = cleanFileName(file.filename);
      const extension = extensionOf(name);
      const kind: ImportKind | null =
        extension === 'zip' ? 'export' : extension === 'pdf' ? 'pdf' : null;
      if (!kind) {
        file.file.resume();
        throw new HttpError(415, LINKEDIN_MESSAGES.unsupported);
      }
      let blob: Awaited<ReturnType<BlobStore['put']>>;
      try {
        blob = await blobs.put(file.file, { maxBytes: LINKEDIN_IMPORT_MAX_BYTES });
      } catch (error) {
        if (
          error instanceof BlobTooLargeError ||
          (error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE'
        ) {
          throw new HttpError(413, 'A LinkedIn import can be at most 25 MB.');
        }
        throw error;
      }
      try {
        const zipOk =
          kind === 'export' &&
          blob.head.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
        const pdfOk =
          kind === 'pdf' && (await verifiedMediaType('pdf', blob.head)) === 'application/pdf';
        if (!zipOk && !pdfOk) {
          throw new HttpError(
            kind === 'export' ? 400 : 415,
            kind === 'export' ? LINKEDIN_MESSAGES.notAZip : LINKEDIN_MESSAGES.unsupported,
          );
        }
        const profile = await analyse(kind, await blobs.read(blob.key));
        const previous = await imports.replace({
          userId: user.id,
          blobKey: blob.key,
          kind,
          originalName: name,
        });
        if (previous && previous.blobKey !== blob.key) {
          await blobs
            .delete(previous.blobKey)
            .catch((err: unknown) => log.warn({ err }, 'could not remove an old import'));
        }
        return await save(user, profile);
      } catch (error) {
        await blobs.delete(blob.key).catch(() => {});
        throw error;
      }
    },

    /** SPEC §7 parse-linkedin: analyses the latest import again. */
    async reanalyse(user: UserRow): Promise<User> {
      const latest = await imports.latest(user.id);
      if (!latest) throw badRequest(LINKEDIN_MESSAGES.noImport);
      const kind: ImportKind = latest.kind === 'pdf' ? 'pdf' : 'export';
      return save(user, await analyse(kind, await blobs.read(latest.blobKey)));
    },
  };
}

export type LinkedinService = ReturnType<typeof createLinkedinService>;
