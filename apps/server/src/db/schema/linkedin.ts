import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/** The member's latest LinkedIn import (data export ZIP or profile PDF), kept for re-analysis. */
export const linkedinImports = pgTable('linkedin_imports', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  blobKey: text('blob_key').notNull(),
  /** export | pdf */
  kind: text('kind').notNull(),
  originalName: text('original_name').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export type LinkedinImportRow = typeof linkedinImports.$inferSelect;
