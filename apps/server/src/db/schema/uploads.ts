import { sql } from 'drizzle-orm';
import { bigint, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/** A CV or psychometric file: metadata and extracted text here, the bytes in the blob store. */
export const uploadedFiles = pgTable(
  'uploaded_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    originalName: text('original_name').notNull(),
    mediaType: text('media_type').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    /** Server-made key in the blob store; never derived from the client's file name. */
    blobKey: text('blob_key').notNull().unique(),
    text: text('text').notNull().default(''),
    /** ok | empty (nothing readable) | failed (could not be parsed). */
    textStatus: text('text_status').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('uploaded_files_user_kind_idx').on(t.userId, t.kind, t.createdAt),
    // SPEC §9: one CV per user, whatever races the client starts.
    uniqueIndex('uploaded_files_one_cv_key').on(t.userId).where(sql`${t.kind} = 'cv'`),
  ],
);

export type UploadedFileRow = typeof uploadedFiles.$inferSelect;
