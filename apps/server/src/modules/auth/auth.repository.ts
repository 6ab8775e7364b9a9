import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
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

    async updateProfile(
      id: string,
      values: Pick<UserRow, 'firstName' | 'lastName' | 'email'>,
    ): Promise<UserRow | undefined> {
      const [row] = await db.update(users).set(values).where(eq(users.id, id)).returning();
      return row;
    },

    async setLinkedinProfile(id: string, profileJson: string): Promise<UserRow | undefined> {
      const [row] = await db
        .update(users)
        .set({ linkedinProfile: profileJson })
        .where(eq(users.id, id))
        .returning();
      return row;
    },

    /** Stores the new hash and bumps the session version in one statement; returns the new row. */
    async updatePassword(id: string, passwordHash: string): Promise<UserRow | undefined> {
      const [row] = await db
        .update(users)
        .set({
          passwordHash,
          sessionVersion: sql`${users.sessionVersion} + 1`,
        })
        .where(eq(users.id, id))
        .returning();
      return row;
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
