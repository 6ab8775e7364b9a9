import { type AnyColumn, and, desc, eq, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { conversations } from '../../db/schema/conversations.js';
import { type NoteRow, notes } from '../../db/schema/notes.js';
import { users } from '../../db/schema/users.js';

export type NoteValues = Pick<
  NoteRow,
  | 'title'
  | 'content'
  | 'tags'
  | 'isPrivate'
  | 'priority'
  | 'status'
  | 'sharedWith'
  | 'collaborators'
>;

/** `email` appears in a text[] column (the GIN indexes serve `@>`). */
const listed = (column: AnyColumn, email: string) => sql`${column} @> array[${email}]::text[]`;

export function createNotesRepository(db: Database) {
  return {
    /** The notes of one of the owner's conversations. */
    listForOwner(ownerId: string, conversationId: string): Promise<NoteRow[]> {
      return db
        .select()
        .from(notes)
        .where(and(eq(notes.ownerId, ownerId), eq(notes.conversationId, conversationId)))
        .orderBy(desc(notes.updatedAt));
    },

    /** A note the caller owns or that is shared with their e-mail, with its conversation's id. */
    async findVisible(
      noteId: string,
      userId: string,
      email: string,
    ): Promise<{ note: NoteRow; sessionId: string } | undefined> {
      const [row] = await db
        .select({ note: notes, sessionId: conversations.sessionId })
        .from(notes)
        .innerJoin(conversations, eq(conversations.id, notes.conversationId))
        .where(
          and(
            eq(notes.id, noteId),
            or(
              eq(notes.ownerId, userId),
              listed(notes.sharedWith, email),
              listed(notes.collaborators, email),
            ),
          ),
        )
        .limit(1);
      return row;
    },

    /** Notes other people shared with `email`, with their owner and conversation. */
    listSharedWith(email: string, userId: string) {
      return db
        .select({
          note: notes,
          owner: { firstName: users.firstName, lastName: users.lastName, email: users.email },
          conversation: { sessionId: conversations.sessionId, title: conversations.title },
        })
        .from(notes)
        .innerJoin(users, eq(users.id, notes.ownerId))
        .innerJoin(conversations, eq(conversations.id, notes.conversationId))
        .where(
          and(
            sql`${notes.ownerId} <> ${userId}`,
            or(listed(notes.sharedWith, email), listed(notes.collaborators, email)),
          ),
        )
        .orderBy(desc(notes.updatedAt));
    },

    async insert(
      values: NoteValues & { ownerId: string; conversationId: string },
    ): Promise<NoteRow> {
      const [row] = await db.insert(notes).values(values).returning();
      if (!row) throw new Error('insert returned no row');
      return row;
    },

    async update(noteId: string, values: Partial<NoteValues>): Promise<NoteRow | undefined> {
      const [row] = await db
        .update(notes)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(notes.id, noteId))
        .returning();
      return row;
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
