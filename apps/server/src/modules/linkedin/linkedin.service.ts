import type { Readable } from 'node:stream';
import {
  LINKEDIN_IMPORT_MAX_BYTES,
  LINKEDIN_MESSAGES,
  type LinkedinConfirm,
  type LinkedinProfile,
  sameName,
  type User,
} from '@facet/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { UserRow } from '../../db/schema/users.js';
import { cleanFileName, extensionOf, verifiedMediaType } from '../../extract/content-check.js';
import type { Extraction } from '../../extract/extraction.js';
import type { Clock } from '../../lib/clock.js';
import { badRequest, HttpError, notFound } from '../../lib/http-error.js';
import { BlobNotFoundError, type BlobStore, BlobTooLargeError } from '../../storage/blob-store.js';
import type { AuthService } from '../auth/auth.service.js';
import type { LinkedinRepository } from './linkedin.repository.js';

type ImportKind = 'export' | 'pdf';

export const LINKEDIN_IMPORT_MISSING =
  'Your last LinkedIn import could not be found on the server. Please upload it again.';

export function createLinkedinService(deps: {
  users: Pick<AuthService, 'saveLinkedinProfile'>;
  imports: LinkedinRepository;
  blobs: BlobStore;
  clock: Clock;
  log: FastifyBaseLogger;
  extraction: Extraction;
}) {
  const { users, imports, blobs, clock, log, extraction } = deps;

  /** Parses the export or PDF in an extraction worker (see extract/extraction.ts). */
  async function analyse(kind: ImportKind, bytes: Buffer): Promise<LinkedinProfile> {
    const importedAt = new Date(clock.now()).toISOString();
    const result = await extraction.linkedin({ kind, bytes: new Uint8Array(bytes), importedAt });
    if (result.ok) return result.profile;
    if (result.message) throw badRequest(result.message);
    log.info({ failure: result.failure, kind }, 'LinkedIn import could not be read');
    if (result.failure === 'timeout' || result.failure === 'memory') {
      throw new HttpError(422, LINKEDIN_MESSAGES.tooComplex);
    }
    throw badRequest(kind === 'export' ? LINKEDIN_MESSAGES.notAZip : LINKEDIN_MESSAGES.emptyPdf);
  }

  const save = (user: UserRow, profile: LinkedinProfile): Promise<User> =>
    users.saveLinkedinProfile(user.id, profile);

  return {
    /** Stores the uploaded export or PDF, analyses it, and keeps it as the user's latest import. */
    async import(
      user: UserRow,
      file: { filename: string | undefined; file: Readable },
      confirmName?: string,
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
          throw new HttpError(413, LINKEDIN_MESSAGES.tooLarge);
        }
        throw error;
      }
      // The multipart parser stops at the limit by cutting the file short: a cut file is refused,
      // never parsed as if it were whole.
      if ((file.file as Readable & { truncated?: boolean }).truncated) {
        await blobs.delete(blob.key).catch(() => {});
        throw new HttpError(413, LINKEDIN_MESSAGES.tooLarge);
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
        // Nothing is replaced or merged unseen: a file for someone else, or one that would
        // replace an earlier import, waits until the member has seen the name it is for.
        const confirm = confirmationOf(user, profile);
        if (confirm && confirmName !== (confirm.foundName ?? '')) {
          throw new HttpError(
            409,
            confirm.nameMismatch
              ? `This LinkedIn file is for ${confirm.foundName}, not ${confirm.memberName}, so nothing was imported. Import it only if it is yours.`
              : `This LinkedIn file is for ${confirm.foundName ?? 'a profile without a name'}. Confirm to replace your current LinkedIn data with it.`,
            {},
            confirm,
          );
        }
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

    /** `POST /api/auth/parse-linkedin` ('Refresh Profile'): analyses the latest import again. */
    async reanalyse(user: UserRow): Promise<User> {
      const latest = await imports.latest(user.id);
      if (!latest) throw badRequest(LINKEDIN_MESSAGES.noImport);
      const kind: ImportKind = latest.kind === 'pdf' ? 'pdf' : 'export';
      let bytes: Buffer;
      try {
        bytes = await blobs.read(latest.blobKey);
      } catch (error) {
        if (!(error instanceof BlobNotFoundError)) throw error;
        log.error(
          { userId: user.id, blobKey: latest.blobKey },
          'a LinkedIn import has a row but no blob',
        );
        throw notFound(LINKEDIN_IMPORT_MISSING);
      }
      return save(user, await analyse(kind, bytes));
    },
  };
}

/** Why an import waits for the member, or null when it may go ahead (a first import of theirs). */
export function confirmationOf(user: UserRow, profile: LinkedinProfile): LinkedinConfirm | null {
  const foundName = profile.name?.trim() || null;
  const memberName = `${user.firstName} ${user.lastName}`.trim();
  const nameMismatch = !sameName(foundName, user.firstName, user.lastName);
  let currentName: string | null = null;
  let replacing = false;
  if (user.linkedinProfile) {
    replacing = true;
    try {
      currentName = (JSON.parse(user.linkedinProfile) as { name?: string | null }).name ?? null;
    } catch {
      currentName = null;
    }
  }
  if (!nameMismatch && !replacing) return null;
  return { foundName, currentName, memberName, nameMismatch };
}

export type LinkedinService = ReturnType<typeof createLinkedinService>;
