import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/**
 * One row per signed-in session (docs/decisions/022-server-side-sessions.md). A token names its
 * row (`sid`); the row's absence ends the session on every instance: logout deletes one row,
 * "sign out everywhere" all of a member's rows, a password or e-mail change every row but the
 * caller's. Rows past `expires_at` are ignored and deleted when the member next signs in.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export type SessionRow = typeof sessions.$inferSelect;

/**
 * Password-reset links: only the SHA-256 of the secret in the link is stored, so a copy of the
 * table opens no account. A row is deleted when it is used (single use), and is worthless after
 * `expires_at`.
 */
export const passwordResets = pgTable(
  'password_resets',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('password_resets_user_idx').on(t.userId)],
);

/**
 * Blobs whose rows are already gone (an account deleted) and that must be removed from the store.
 * Written in the same transaction that deletes the rows, removed once the blob is; whatever a
 * crash leaves here is finished at the next start (and by the periodic pass).
 */
export const pendingBlobDeletions = pgTable('pending_blob_deletions', {
  blobKey: text('blob_key').primaryKey(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
