import { NOTE_PRIORITIES, NOTE_STATUSES } from '@facet/contracts';
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { conversations } from './conversations.js';
import { users } from './users.js';

/** A note on a conversation; shared with accounts through `note_shares`. */
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
    priority: text('priority', { enum: NOTE_PRIORITIES }).notNull().default('medium'),
    status: text('status', { enum: NOTE_STATUSES }).notNull().default('active'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdateFn(() => new Date()),
  },
  (t) => [index('notes_conversation_idx').on(t.conversationId, t.updatedAt)],
);

export type NoteRow = typeof notes.$inferSelect;

/**
 * Who a note is shared with: accounts, not addresses. An address is resolved to the account that
 * holds it when the owner shares the note, so access follows that account through e-mail changes
 * and never passes to whoever holds the address later.
 */
/** What a note's share grants: see modules/notes/notes.service.ts. */
export const SHARE_ROLES = ['viewer', 'collaborator'] as const;

export const noteShares = pgTable(
  'note_shares',
  {
    noteId: uuid('note_id')
      .notNull()
      .references(() => notes.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** viewer (reads) or collaborator (also edits title, content and tags). */
    role: text('role', { enum: SHARE_ROLES }).notNull(),
    /** The order the owner listed people in. */
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.noteId, t.userId] }),
    index('note_shares_user_idx').on(t.userId),
  ],
);

export type NoteShareRow = typeof noteShares.$inferSelect;
