import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { conversations, messages } from '../../db/schema/conversations.js';
import {
  coachProposals,
  goalActions,
  goalCheckIns,
  goals,
  reminders,
  visions,
  wellbeingCheckIns,
} from '../../db/schema/goals.js';
import { diamondProfiles } from '../../db/schema/insights.js';
import { linkedinImports } from '../../db/schema/linkedin.js';
import { notes } from '../../db/schema/notes.js';
import { pendingBlobDeletions } from '../../db/schema/sessions.js';
import { uploadedFiles } from '../../db/schema/uploads.js';
import { users } from '../../db/schema/users.js';

/**
 * A member's whole account at once: the one place that deletes across every table (in one
 * transaction) and reads every table for the export. Each table's owner still writes its rows
 * day to day; this module only reads them for the export and removes them with the account.
 */
export function createAccountRepository(db: Database) {
  return {
    /**
     * Deletes the member and everything that is theirs, in one transaction: the user row, whose
     * foreign keys cascade to sessions, reset links, conversations, messages, notes (and the
     * shares of those notes), shares of others' notes with them, uploads, the diamond profile,
     * the LinkedIn import, and the vision, goals, actions, check-ins, reminders and calendar feed. The blob keys of their files are recorded in
     * `pending_blob_deletions` in the same transaction, so the files are removed even if the
     * process dies before it gets to them. Returns those keys, or undefined when there was no
     * such member.
     */
    async deleteMember(userId: string): Promise<string[] | undefined> {
      return db.transaction(async (tx) => {
        const [member] = await tx
          .select({ id: users.id })
          .from(users)
          .where(eq(users.id, userId))
          .for('update');
        if (!member) return undefined;
        const uploads = await tx
          .select({ key: uploadedFiles.blobKey })
          .from(uploadedFiles)
          .where(eq(uploadedFiles.userId, userId));
        const imports = await tx
          .select({ key: linkedinImports.blobKey })
          .from(linkedinImports)
          .where(eq(linkedinImports.userId, userId));
        const keys = [...uploads, ...imports].map((row) => row.key);
        if (keys.length > 0) {
          await tx
            .insert(pendingBlobDeletions)
            .values(keys.map((blobKey) => ({ blobKey })))
            .onConflictDoNothing();
        }
        await tx.delete(users).where(eq(users.id, userId));
        return keys;
      });
    },

    /** Blob keys still waiting to be removed from the store, oldest first. */
    async pendingBlobDeletions(limit: number): Promise<string[]> {
      const rows = await db
        .select({ key: pendingBlobDeletions.blobKey })
        .from(pendingBlobDeletions)
        .orderBy(asc(pendingBlobDeletions.createdAt))
        .limit(limit);
      return rows.map((row) => row.key);
    },

    /** Forgets keys whose blobs are gone. */
    async blobsDeleted(keys: string[]): Promise<void> {
      if (keys.length === 0) return;
      await db.delete(pendingBlobDeletions).where(inArray(pendingBlobDeletions.blobKey, keys));
    },

    /** For the orphan sweep: pending keys are known (their removal is already under way). */
    async knownKeys(keys: string[]): Promise<Set<string>> {
      if (keys.length === 0) return new Set();
      const rows = await db
        .select({ key: pendingBlobDeletions.blobKey })
        .from(pendingBlobDeletions)
        .where(inArray(pendingBlobDeletions.blobKey, keys));
      return new Set(rows.map((row) => row.key));
    },

    // ── The export: read-only, one table (or one conversation) at a time. ──

    async conversationsOf(userId: string) {
      return db
        .select()
        .from(conversations)
        .where(eq(conversations.userId, userId))
        .orderBy(asc(conversations.createdAt));
    },

    async messagesOf(userId: string, conversationId: string) {
      return db
        .select()
        .from(messages)
        .where(and(eq(messages.conversationId, conversationId), eq(messages.userId, userId)))
        .orderBy(asc(messages.seq));
    },

    async notesOf(userId: string) {
      return db
        .select({ note: notes, sessionId: conversations.sessionId })
        .from(notes)
        .innerJoin(conversations, eq(conversations.id, notes.conversationId))
        .where(eq(notes.ownerId, userId))
        .orderBy(asc(notes.createdAt));
    },

    /** The vision, goals, actions, check-ins, reminders and coaches' proposals, each oldest first. */
    async journeyOf(userId: string) {
      const [vision] = await db.select().from(visions).where(eq(visions.userId, userId));
      return {
        vision,
        goals: await db
          .select()
          .from(goals)
          .where(eq(goals.userId, userId))
          .orderBy(asc(goals.createdAt)),
        actions: await db
          .select()
          .from(goalActions)
          .where(eq(goalActions.userId, userId))
          .orderBy(asc(goalActions.createdAt)),
        checkIns: await db
          .select()
          .from(goalCheckIns)
          .where(eq(goalCheckIns.userId, userId))
          .orderBy(asc(goalCheckIns.createdAt)),
        wellbeing: await db
          .select()
          .from(wellbeingCheckIns)
          .where(eq(wellbeingCheckIns.userId, userId))
          .orderBy(asc(wellbeingCheckIns.createdAt)),
        reminders: await db
          .select()
          .from(reminders)
          .where(eq(reminders.userId, userId))
          .orderBy(asc(reminders.createdAt)),
        proposals: await db
          .select()
          .from(coachProposals)
          .where(eq(coachProposals.userId, userId))
          .orderBy(asc(coachProposals.createdAt)),
      };
    },

    async uploadsOf(userId: string) {
      return db
        .select()
        .from(uploadedFiles)
        .where(eq(uploadedFiles.userId, userId))
        .orderBy(asc(uploadedFiles.createdAt));
    },

    async diamondProfileOf(userId: string) {
      const [row] = await db
        .select()
        .from(diamondProfiles)
        .where(eq(diamondProfiles.userId, userId));
      return row;
    },

    async linkedinImportOf(userId: string) {
      const [row] = await db
        .select()
        .from(linkedinImports)
        .where(eq(linkedinImports.userId, userId));
      return row;
    },
  };
}

export type AccountRepository = ReturnType<typeof createAccountRepository>;
