import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { conversations } from './conversations.js';
import { users } from './users.js';

/** A note on a conversation; shared by the e-mail addresses of the people who may see it. */
export const notes = pgTable(
  'notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    content: text('content').notNull(),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    isPrivate: boolean('is_private').notNull().default(false),
    priority: text('priority').notNull().default('medium'),
    status: text('status').notNull().default('active'),
    /** Lower-cased e-mail addresses of readers. */
    sharedWith: text('shared_with').array().notNull().default(sql`'{}'::text[]`),
    /** Lower-cased e-mail addresses of people who may also edit title, content and tags. */
    collaborators: text('collaborators').array().notNull().default(sql`'{}'::text[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('notes_conversation_idx').on(t.conversationId, t.updatedAt),
    index('notes_shared_with_idx').using('gin', t.sharedWith),
    index('notes_collaborators_idx').using('gin', t.collaborators),
  ],
);

export type NoteRow = typeof notes.$inferSelect;
