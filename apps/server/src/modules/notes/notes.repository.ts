import { and, asc, desc, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { afterCursor, cursorAt, type PageRequest } from '../../db/paging.js';
import { conversations } from '../../db/schema/conversations.js';
import { type NoteRow, noteShares, notes, type SHARE_ROLES } from '../../db/schema/notes.js';
import { users } from '../../db/schema/users.js';

export type NoteValues = Pick<
  NoteRow,
  'title' | 'content' | 'tags' | 'isPrivate' | 'priority' | 'status'
>;

export type ShareRole = (typeof SHARE_ROLES)[number];

/** One person a note is shared with: an account, never an address. */
export interface Share {
  userId: string;
  role: ShareRole;
}

/** The accounts a note is shared with, by their current e-mail addresses, in the owner's order. */
export interface ShareLists {
  sharedWith: string[];
  collaborators: string[];
  /** The same people as accounts. */
  shares: Share[];
}

export function createNotesRepository(db: Database) {
  type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

  async function writeShares(tx: Tx, noteId: string, shares: Share[]): Promise<void> {
    await tx.delete(noteShares).where(eq(noteShares.noteId, noteId));
    if (shares.length === 0) return;
    await tx
      .insert(noteShares)
      .values(shares.map((share, position) => ({ noteId, ...share, position })));
  }

  return {
    /**
     * The accounts holding these (lower-cased) addresses today, by address; an address no
     * account holds is absent.
     */
    async accountsByEmail(emails: string[]): Promise<Map<string, string>> {
      if (emails.length === 0) return new Map();
      const rows = await db
        .select({ id: users.id, email: users.email })
        .from(users)
        .where(inArray(sql`lower(${users.email})`, emails));
      return new Map(rows.map((r) => [r.email.toLowerCase(), r.id]));
    },

    /** Who each note is shared with, by the accounts' current addresses. */
    async shareLists(noteIds: string[]): Promise<Map<string, ShareLists>> {
      const lists = new Map<string, ShareLists>(
        noteIds.map((id) => [id, { sharedWith: [], collaborators: [], shares: [] }]),
      );
      if (noteIds.length === 0) return lists;
      const rows = await db
        .select({
          noteId: noteShares.noteId,
          userId: noteShares.userId,
          role: noteShares.role,
          email: users.email,
        })
        .from(noteShares)
        .innerJoin(users, eq(users.id, noteShares.userId))
        .where(inArray(noteShares.noteId, noteIds))
        .orderBy(asc(noteShares.noteId), asc(noteShares.position));
      for (const row of rows) {
        const list = lists.get(row.noteId);
        if (!list) continue;
        const role = row.role;
        list.shares.push({ userId: row.userId, role });
        (role === 'collaborator' ? list.collaborators : list.sharedWith).push(
          row.email.toLowerCase(),
        );
      }
      return lists;
    },

    /** One page of the notes of one of the owner's conversations (`limit + 1` rows read). */
    listForOwner(
      ownerId: string,
      conversationId: string,
      page: PageRequest,
    ): Promise<{ note: NoteRow; at: string }[]> {
      return db
        .select({ note: notes, at: cursorAt(notes.updatedAt) })
        .from(notes)
        .where(
          and(
            eq(notes.ownerId, ownerId),
            eq(notes.conversationId, conversationId),
            afterCursor(notes.updatedAt, notes.id, page.cursor),
          ),
        )
        .orderBy(desc(notes.updatedAt), desc(notes.id))
        .limit(page.limit + 1);
    },

    /**
     * A note the caller owns or that is shared with their account, with its conversation's id and
     * the caller's share (none for the owner).
     */
    async findVisible(
      noteId: string,
      userId: string,
    ): Promise<{ note: NoteRow; sessionId: string; shareRole: ShareRole | null } | undefined> {
      const [row] = await db
        .select({ note: notes, sessionId: conversations.sessionId, shareRole: noteShares.role })
        .from(notes)
        .innerJoin(conversations, eq(conversations.id, notes.conversationId))
        .leftJoin(noteShares, and(eq(noteShares.noteId, notes.id), eq(noteShares.userId, userId)))
        .where(
          and(eq(notes.id, noteId), or(eq(notes.ownerId, userId), isNotNull(noteShares.userId))),
        )
        .limit(1);
      if (!row) return undefined;
      return row;
    },

    /**
     * One page of the notes other people shared with this account (`limit + 1` rows read), with
     * their owner and the conversation's session id.
     */
    async listSharedWith(userId: string, page: PageRequest) {
      const rows = await db
        .select({
          at: cursorAt(notes.updatedAt),
          note: notes,
          shareRole: noteShares.role,
          owner: { firstName: users.firstName, lastName: users.lastName, email: users.email },
          // Never the conversation's title: it is the owner's, often their first message.
          conversation: { sessionId: conversations.sessionId },
        })
        .from(noteShares)
        .innerJoin(notes, eq(notes.id, noteShares.noteId))
        .innerJoin(users, eq(users.id, notes.ownerId))
        .innerJoin(conversations, eq(conversations.id, notes.conversationId))
        .where(
          and(
            eq(noteShares.userId, userId),
            sql`${notes.ownerId} <> ${userId}`,
            afterCursor(notes.updatedAt, notes.id, page.cursor),
          ),
        )
        .orderBy(desc(notes.updatedAt), desc(notes.id))
        .limit(page.limit + 1);
      return rows;
    },

    /** Takes this account off a note someone else shared with it; false when it was not on it. */
    async leave(noteId: string, userId: string): Promise<boolean> {
      const rows = await db
        .delete(noteShares)
        .where(and(eq(noteShares.noteId, noteId), eq(noteShares.userId, userId)))
        .returning({ noteId: noteShares.noteId });
      return rows.length > 0;
    },

    /** The note and who it is shared with, together. */
    insert(
      values: NoteValues & { ownerId: string; conversationId: string },
      shares: Share[],
    ): Promise<NoteRow> {
      return db.transaction(async (tx) => {
        const [row] = await tx.insert(notes).values(values).returning();
        if (!row) throw new Error('insert returned no row');
        await writeShares(tx, row.id, shares);
        return row;
      });
    },

    /** Changes the note; `shares`, when given, replaces who it is shared with. */
    update(
      noteId: string,
      values: Partial<NoteValues>,
      shares?: Share[],
    ): Promise<NoteRow | undefined> {
      return db.transaction(async (tx) => {
        // A change of shares alone still changes the note: its update time moves (set by the
        // schema's $onUpdateFn whenever another column changes).
        const changes = Object.values(values).some((v) => v !== undefined)
          ? values
          : { updatedAt: new Date() };
        const [row] = await tx.update(notes).set(changes).where(eq(notes.id, noteId)).returning();
        if (row && shares) await writeShares(tx, noteId, shares);
        return row;
      });
    },

    async remove(noteId: string, ownerId: string): Promise<boolean> {
      const rows = await db
        .delete(notes)
        .where(and(eq(notes.id, noteId), eq(notes.ownerId, ownerId)))
        .returning({ id: notes.id });
      return rows.length > 0;
    },
  };
}

export type NotesRepository = ReturnType<typeof createNotesRepository>;
