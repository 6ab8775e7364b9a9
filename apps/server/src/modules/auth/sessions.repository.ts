import { and, eq, getTableColumns, gt, lte, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { sessions } from '../../db/schema/sessions.js';
import { type UserRow, users } from '../../db/schema/users.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** SQL for sessions (docs/decisions/022-server-side-sessions.md); every call names the member. */
export function createSessionsRepository(db: Database) {
  // Every authenticated request runs this (through the session cache): one primary-key join,
  // built once, prepared once per connection.
  const userOfSession = db
    .select(getTableColumns(users))
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, sql.placeholder('id')), gt(sessions.expiresAt, sql`now()`)))
    .limit(1)
    .prepare('session_user');

  return {
    /** The member of a live session, or undefined when it ended, expired or never was. */
    async findUser(sessionId: string): Promise<UserRow | undefined> {
      if (!UUID.test(sessionId)) return undefined;
      const [row] = await userOfSession.execute({ id: sessionId });
      return row;
    },

    /** Starts a session; the member's expired rows go at the same time. */
    async create(userId: string, expiresAt: Date): Promise<string> {
      await db
        .delete(sessions)
        .where(and(eq(sessions.userId, userId), lte(sessions.expiresAt, sql`now()`)));
      const [row] = await db
        .insert(sessions)
        .values({ userId, expiresAt })
        .returning({ id: sessions.id });
      if (!row) throw new Error('insert returned no row');
      return row.id;
    },

    /** Ends one session of the member (logout); true when it was live. */
    async delete(userId: string, sessionId: string): Promise<boolean> {
      if (!UUID.test(sessionId)) return false;
      const rows = await db
        .delete(sessions)
        .where(and(eq(sessions.userId, userId), eq(sessions.id, sessionId)))
        .returning({ id: sessions.id });
      return rows.length > 0;
    },

    /** Ends every session of the member; returns how many. */
    async deleteAll(userId: string): Promise<number> {
      const rows = await db
        .delete(sessions)
        .where(eq(sessions.userId, userId))
        .returning({ id: sessions.id });
      return rows.length;
    },

    /** Ends every session of the member but `keep` (a password or e-mail change). */
    async deleteOthers(userId: string, keep: string): Promise<number> {
      const rows = await db
        .delete(sessions)
        .where(and(eq(sessions.userId, userId), ne(sessions.id, keep)))
        .returning({ id: sessions.id });
      return rows.length;
    },
  };
}

export type SessionsRepository = ReturnType<typeof createSessionsRepository>;
