import { PassThrough, type Readable } from 'node:stream';
import type { MessageResponse } from '@facet/contracts';
import { Zip, ZipPassThrough } from 'fflate';
import type { UserRow } from '../../db/schema/users.js';
import type { FailureLimiter } from '../../lib/failure-limiter.js';
import { badRequest, notFound, tooManyRequests } from '../../lib/http-error.js';
import { verifyPassword } from '../../lib/passwords.js';
import { BlobNotFoundError, type BlobStore } from '../../storage/blob-store.js';
import { toUser } from '../auth/auth.mapper.js';
import { toConversation, toMessage } from '../conversations/conversations.mapper.js';
import { toAction, toGoal, toGoalCheckIn, toWellbeing } from '../goals/goals.service.js';
import { toInsightsResponse } from '../insights/insights.mapper.js';
import { toNote } from '../notes/notes.mapper.js';
import { toUploadedFile } from '../uploads/uploads.mapper.js';
import type { AccountRepository } from './account.repository.js';

interface Log {
  warn(details: Record<string, unknown>, message: string): void;
  error(details: Record<string, unknown>, message: string): void;
}

const WRONG_PASSWORD = 'Your password is incorrect. Your account was not deleted.';

/** A name that is safe as one path segment inside the archive. */
export function archiveName(name: string): string {
  const cleaned = name
    .normalize('NFC')
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are the point
    .replace(/[\u0000-\u001f\u007f/\\:*?"<>|]/g, '_')
    .replace(/^\.+/, '_')
    .trim()
    .slice(0, 120);
  return cleaned || 'file';
}

const README = `Your Facet data

profile.json               your account (name, e-mail address, LinkedIn URL, when you joined)
conversations/*.json       each conversation with all of its messages, oldest first
notes.json                 the notes you wrote
goals.json                 your vision, and your goals with their actions and check-ins
wellbeing.json             your well-being check-ins, oldest first
reminders.json             the reminders Facet made for you
proposals.json             goals and actions coaches proposed, and what you did with them
files.json                 your uploaded files: name, type, size, when (the originals are in files/)
files/                     the files you uploaded, exactly as you uploaded them
diamond-profile.json       your latest diamond profile and the evidence behind it (null if none)
linkedin/profile.json      the LinkedIn profile imported into your account (null if none)
linkedin/                  the LinkedIn export or PDF you imported, as you imported it
`;

/**
 * Removes the blobs of deleted accounts that are still recorded in `pending_blob_deletions`: at
 * start (what a crash left), after each deletion, and periodically. Safe to run on several
 * instances at once: deleting a blob that is already gone is not an error.
 */
export async function drainPendingBlobDeletions(options: {
  account: Pick<AccountRepository, 'pendingBlobDeletions' | 'blobsDeleted'>;
  blobs: BlobStore;
  batch?: number;
}): Promise<number> {
  let removed = 0;
  for (;;) {
    const keys = await options.account.pendingBlobDeletions(options.batch ?? 200);
    if (keys.length === 0) return removed;
    for (const key of keys) await options.blobs.delete(key);
    await options.account.blobsDeleted(keys);
    removed += keys.length;
    if (keys.length < (options.batch ?? 200)) return removed;
  }
}

export function createAccountService(deps: {
  account: AccountRepository;
  blobs: BlobStore;
  /** Wrong passwords per member (shared with the password change: one budget of guesses). */
  passwordGuesses: FailureLimiter;
  /** Called once the member is gone: ends cached sessions, forgets per-member counters. */
  onDeleted(user: UserRow): Promise<void>;
  log: Log;
}) {
  const { account, blobs, log } = deps;

  return {
    /**
     * Deletes the account after checking the password. The rows go in one transaction that also
     * records the member's blob keys as pending deletions; the blobs are removed next, and
     * whatever a crash interrupts is finished at the next start.
     */
    async deleteAccount(user: UserRow, password: string): Promise<MessageResponse> {
      const wait = await deps.passwordGuesses.retryAfterSeconds(user.id);
      if (wait > 0) {
        const minutes = Math.ceil(wait / 60);
        throw tooManyRequests(
          `Too many failed attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`,
          wait,
        );
      }
      if (!(await verifyPassword(user.passwordHash, password))) {
        await deps.passwordGuesses.recordFailure(user.id);
        throw badRequest(WRONG_PASSWORD, [{ path: 'password', message: WRONG_PASSWORD }]);
      }
      const keys = await account.deleteMember(user.id);
      if (!keys) throw notFound('Your account no longer exists.');
      await deps.onDeleted(user);
      try {
        for (const key of keys) await blobs.delete(key);
        await account.blobsDeleted(keys);
      } catch (err) {
        // The rows are gone and the keys recorded: the next pass removes the files.
        log.warn({ err }, 'removing a deleted account’s files failed; they stay queued');
      }
      return { message: 'Your account and everything in it have been deleted.' };
    },

    /**
     * The member's data as one zip archive, written as it is read: JSON one conversation at a
     * time, files streamed from the store with backpressure. Memory stays around one conversation
     * and one chunk of a file. Nothing is written to disk.
     */
    exportArchive(user: UserRow): Readable {
      const out = new PassThrough();
      const zip = new Zip((err, chunk, final) => {
        if (err) {
          out.destroy(err);
          return;
        }
        out.write(chunk);
        if (final) out.end();
      });
      // Waits while the reader is behind; gives up when it went away.
      const drained = () =>
        new Promise<void>((resolve, reject) => {
          const gone = () => new Error('the export’s reader went away');
          if (out.destroyed) return reject(gone());
          if (!out.writableNeedDrain) return resolve();
          const done = () => {
            out.off('drain', done);
            out.off('close', done);
            if (out.destroyed) reject(gone());
            else resolve();
          };
          out.on('drain', done);
          out.on('close', done);
        });
      const addBytes = async (name: string, data: Uint8Array) => {
        const entry = new ZipPassThrough(name);
        zip.add(entry);
        entry.push(data, true);
        await drained();
      };
      const addJson = (name: string, value: unknown) =>
        addBytes(name, Buffer.from(`${JSON.stringify(value, null, 2)}\n`));
      const addBlob = async (name: string, key: string) => {
        const entry = new ZipPassThrough(name);
        zip.add(entry);
        try {
          const { stream } = await blobs.open(key);
          for await (const chunk of stream) {
            entry.push(chunk as Buffer);
            await drained();
          }
        } catch (error) {
          if (!(error instanceof BlobNotFoundError)) throw error;
          log.warn({ key }, 'a file listed for the export is missing from the store');
        }
        entry.push(new Uint8Array(0), true);
        await drained();
      };

      const write = async () => {
        await addBytes('README.txt', Buffer.from(README));
        await addJson('profile.json', toUser(user));
        const conversations = await account.conversationsOf(user.id);
        let index = 0;
        for (const row of conversations) {
          index += 1;
          const messages = await account.messagesOf(user.id, row.id);
          await addJson(
            `conversations/${String(index).padStart(4, '0')}-${archiveName(row.sessionId)}.json`,
            { conversation: toConversation(row), messages: messages.map(toMessage) },
          );
        }
        const notes = await account.notesOf(user.id);
        await addJson(
          'notes.json',
          notes.map(({ note, sessionId }) => ({ ...toNote(note, 'owner'), sessionId })),
        );
        const journey = await account.journeyOf(user.id);
        await addJson('goals.json', {
          vision: journey.vision
            ? { statement: journey.vision.statement, updatedAt: journey.vision.updatedAt }
            : null,
          goals: journey.goals.map((goal) => ({
            ...toGoal({
              goal,
              actionsTotal: journey.actions.filter((a) => a.goalId === goal.id).length,
              actionsDone: journey.actions.filter((a) => a.goalId === goal.id && a.doneAt).length,
              progress: journey.checkIns.findLast((c) => c.goalId === goal.id)?.progress ?? null,
              lastCheckInAt:
                journey.checkIns.findLast((c) => c.goalId === goal.id)?.createdAt ?? null,
            }),
            actions: journey.actions
              .filter((a) => a.goalId === goal.id)
              .map((a) => toAction(a, goal.title)),
            checkIns: journey.checkIns.filter((c) => c.goalId === goal.id).map(toGoalCheckIn),
          })),
        });
        await addJson('wellbeing.json', journey.wellbeing.map(toWellbeing));
        await addJson(
          'reminders.json',
          journey.reminders.map((r) => ({
            kind: r.kind,
            message: r.message,
            createdAt: r.createdAt.toISOString(),
            sentAt: r.sentAt?.toISOString() ?? null,
          })),
        );
        await addJson(
          'proposals.json',
          journey.proposals.map((p) => ({
            kind: p.kind,
            proposal: p.payload,
            status: p.status,
            messageId: p.messageId,
            createdAt: p.createdAt.toISOString(),
            resolvedAt: p.resolvedAt?.toISOString() ?? null,
          })),
        );
        const files = await account.uploadsOf(user.id);
        const names = new Set<string>();
        const listed = [];
        for (const file of files) {
          let name = `files/${archiveName(file.originalName)}`;
          if (names.has(name)) name = `files/${file.id}-${archiveName(file.originalName)}`;
          names.add(name);
          listed.push({ ...toUploadedFile(file), path: name });
        }
        await addJson('files.json', listed);
        for (const [i, file] of files.entries()) {
          await addBlob(listed[i]?.path ?? `files/${file.id}`, file.blobKey);
        }
        const profile = toInsightsResponse(
          await account.diamondProfileOf(user.id),
          files.map((f) => f.id),
        );
        await addJson('diamond-profile.json', profile.insights ? profile : null);
        let linkedinProfile: unknown = null;
        try {
          linkedinProfile = user.linkedinProfile ? JSON.parse(user.linkedinProfile) : null;
        } catch {
          linkedinProfile = user.linkedinProfile;
        }
        await addJson('linkedin/profile.json', linkedinProfile);
        const linkedin = await account.linkedinImportOf(user.id);
        if (linkedin) {
          await addBlob(`linkedin/${archiveName(linkedin.originalName)}`, linkedin.blobKey);
        }
        zip.end();
      };
      write().catch((err: unknown) => {
        if (!out.destroyed) {
          log.error({ err }, 'writing a data export failed');
          out.destroy(err as Error);
        }
      });
      return out;
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
