import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Secrets every instance of one deployment must share, created once by whichever instance starts
 * first (today: the JWT signing key when JWT_SECRET is not set and the database is PostgreSQL).
 */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
