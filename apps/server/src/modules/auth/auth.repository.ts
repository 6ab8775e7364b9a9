import { and, eq, gt, lte, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { passwordResets, sessions } from '../../db/schema/sessions.js';
import { type NewUserRow, type UserRow, users } from '../../db/schema/users.js';

/** SQL for accounts. E-mail look-ups compare lower-cased, matching the unique index. */
export function createUsersRepository(db: Database) {
  // Every authenticated request runs this: built once, prepared once per connection.
  const byId = db
    .select()
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .limit(1)
    .prepare('users_by_id');

  return {
    async findById(id: string): Promise<UserRow | undefined> {
      // A malformed id can never match a uuid column; skip the query instead of failing it.
      if (!/^[0-9a-f-]{36}$/i.test(id)) return undefined;
      const [row] = await byId.execute({ id });
      return row;
    },

    async findByEmail(email: string): Promise<UserRow | undefined> {
      const [row] = await db
        .select()
        .from(users)
        .where(sql`lower(${users.email}) = lower(${email})`)
        .limit(1);
      return row;
    },

    async insert(values: NewUserRow): Promise<UserRow> {
      const [row] = await db.insert(users).values(values).returning();
      if (!row) throw new Error('insert returned no row');
      return row;
    },

    /**
     * Updates the profile. When the e-mail address changes, every session but `keepSession` ends
     * in the same transaction (whoever held an old session learns nothing of the new address).
     */
    async updateProfile(
      id: string,
      values: Pick<UserRow, 'firstName' | 'lastName' | 'email'>,
      keepSession?: string,
    ): Promise<UserRow | undefined> {
      return db.transaction(async (tx) => {
        const [before] = await tx
          .select({ email: users.email })
          .from(users)
          .where(eq(users.id, id))
          .for('update');
        if (!before) return undefined;
        const [row] = await tx.update(users).set(values).where(eq(users.id, id)).returning();
        if (row && keepSession && before.email.toLowerCase() !== row.email.toLowerCase()) {
          await tx
            .delete(sessions)
            .where(and(eq(sessions.userId, id), ne(sessions.id, keepSession)));
        }
        return row;
      });
    },

    async setLinkedinProfile(id: string, profileJson: string): Promise<UserRow | undefined> {
      const [row] = await db
        .update(users)
        .set({ linkedinProfile: profileJson })
        .where(eq(users.id, id))
        .returning();
      return row;
    },

    /**
     * Stores the new hash and, in the same transaction, ends every session of the member and
     * every outstanding reset link. With `newSessionUntil`, one new session is started in the
     * same transaction (the caller's, who keeps working with a fresh token).
     */
    async updatePassword(
      id: string,
      passwordHash: string,
      newSessionUntil?: Date,
    ): Promise<{ row: UserRow; sessionId: string | undefined } | undefined> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(users)
          .set({ passwordHash })
          .where(eq(users.id, id))
          .returning();
        if (!row) return undefined;
        await tx.delete(sessions).where(eq(sessions.userId, id));
        await tx.delete(passwordResets).where(eq(passwordResets.userId, id));
        if (!newSessionUntil) return { row, sessionId: undefined };
        const [session] = await tx
          .insert(sessions)
          .values({ userId: id, expiresAt: newSessionUntil })
          .returning({ id: sessions.id });
        return { row, sessionId: session?.id };
      });
    },

    /** Keeps the hash of a new reset link; the member's expired links go at the same time. */
    async createPasswordReset(userId: string, tokenHash: string, expiresAt: Date): Promise<void> {
      await db
        .delete(passwordResets)
        .where(and(eq(passwordResets.userId, userId), lte(passwordResets.expiresAt, sql`now()`)));
      await db.insert(passwordResets).values({ userId, tokenHash, expiresAt });
    },

    /** Uses a reset link up: its row goes, and its member's id comes back while it is valid. */
    async consumePasswordReset(tokenHash: string): Promise<string | undefined> {
      const [row] = await db
        .delete(passwordResets)
        .where(
          and(eq(passwordResets.tokenHash, tokenHash), gt(passwordResets.expiresAt, sql`now()`)),
        )
        .returning({ userId: passwordResets.userId });
      return row?.userId;
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
