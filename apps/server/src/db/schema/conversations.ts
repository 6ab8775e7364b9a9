import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users.js';

/** A chat between one user and one agent, addressed by the browser-made session id. */
export const conversations = pgTable(
  'conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Unique per user: another user's session id never reaches this row. */
    sessionId: text('session_id').notNull(),
    agentId: integer('agent_id').notNull(),
    title: text('title').notNull(),
    /** 'auto' titles are replaced after the first exchange; 'user' titles never are. */
    titleSource: text('title_source').notNull().default('auto'),
    systemPrompt: text('system_prompt'),
    temperature: real('temperature').notNull().default(0.7),
    maxTokens: integer('max_tokens').notNull().default(1000),
    model: text('model').notNull().default('gpt-4o'),
    theme: text('theme').notNull().default('default'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('conversations_user_session_key').on(t.userId, t.sessionId),
    index('conversations_user_updated_idx').on(t.userId, t.updatedAt),
  ],
);

export type ConversationRow = typeof conversations.$inferSelect;

export interface StoredAttachment {
  type: string;
  originalName: string;
  size: number;
}

export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    content: text('content').notNull(),
    attachments: jsonb('attachments').$type<StoredAttachment[]>(),
    suggestions: jsonb('suggestions').$type<string[]>(),
    /** complete, or incomplete when the reply was cut short (stop, disconnect, provider failure). */
    status: text('status').notNull().default('complete'),
    /** Ordering that survives equal timestamps within one transaction. */
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .default(sql`clock_timestamp()`),
  },
  (t) => [index('messages_conversation_seq_idx').on(t.conversationId, t.seq)],
);

export type MessageRow = typeof messages.$inferSelect;
