import { TEXT_STATUSES, UPLOAD_KINDS } from '@facet/contracts';
import { sql } from 'drizzle-orm';
import { bigint, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/** A CV or psychometric file: metadata and extracted text here, the bytes in the blob store. */
/**
 * What the text_status column holds: the contract's statuses, plus 'too-slow' (shown as `failed`,
 * with a note that says the file took too long or too much memory to read).
 */
export const STORED_TEXT_STATUSES = [...TEXT_STATUSES, 'too-slow'] as const;
export type StoredTextStatus = (typeof STORED_TEXT_STATUSES)[number];

export const uploadedFiles = pgTable(
  'uploaded_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: UPLOAD_KINDS }).notNull(),
    originalName: text('original_name').notNull(),
    mediaType: text('media_type').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    /** Server-made key in the blob store; never derived from the client's file name. */
    blobKey: text('blob_key').notNull().unique(),
    text: text('text').notNull().default(''),
    /** ok | empty (nothing readable) | failed (could not be parsed). */
    textStatus: text('text_status', { enum: STORED_TEXT_STATUSES }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('uploaded_files_user_kind_idx').on(t.userId, t.kind, t.createdAt),
    // One CV per user, whatever races the client starts.
    uniqueIndex('uploaded_files_one_cv_key').on(t.userId).where(sql`${t.kind} = 'cv'`),
  ],
);

export type UploadedFileRow = typeof uploadedFiles.$inferSelect;
