import {
  CHAT_MODELS,
  CHAT_THEMES,
  DEFAULT_CHAT_MODEL,
  MESSAGE_ROLES,
  MESSAGE_STATUSES,
} from '@facet/contracts';
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

/** Who named a conversation: 'auto' titles are replaced after the first exchange. */
export const TITLE_SOURCES = ['auto', 'user'] as const;

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
    titleSource: text('title_source', { enum: TITLE_SOURCES }).notNull().default('auto'),
    systemPrompt: text('system_prompt'),
    temperature: real('temperature').notNull().default(0.7),
    maxTokens: integer('max_tokens').notNull().default(1000),
    model: text('model', { enum: CHAT_MODELS }).notNull().default(DEFAULT_CHAT_MODEL),
    theme: text('theme', { enum: CHAT_THEMES }).notNull().default('default'),
    /**
     * Set when a message of the conversation had crisis language (suicide, self-harm, harm to
     * others, abuse, a medical emergency): the latest such kind. Every later turn stays careful.
     */
    crisisKind: text('crisis_kind'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdateFn(() => new Date()),
  },
  (t) => [
    uniqueIndex('conversations_user_session_key').on(t.userId, t.sessionId),
    index('conversations_user_updated_idx').on(t.userId, t.updatedAt),
    // Search by title (GET /api/conversations?q=): the same expression as the query's.
    index('conversations_title_fts_idx').using('gin', sql`to_tsvector('simple', ${t.title})`),
  ],
);

export type ConversationRow = typeof conversations.$inferSelect;

export interface StoredAttachment {
  type: string;
  originalName: string;
  size: number;
  /**
   * The text read from the file when it was sent (documents, not images), so the coach keeps it
   * in context on later turns. Never sent back to the browser (conversations.mapper.ts).
   */
  text?: string;
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
    role: text('role', { enum: MESSAGE_ROLES }).notNull(),
    content: text('content').notNull(),
    attachments: jsonb('attachments').$type<StoredAttachment[]>(),
    suggestions: jsonb('suggestions').$type<string[]>(),
    /**
     * complete; incomplete when the reply was cut short (stop, disconnect, provider failure, a
     * crash); streaming while a reply is being written: its content is what was saved so far.
     */
    status: text('status', { enum: MESSAGE_STATUSES }).notNull().default('complete'),
    /** Ordering that survives equal timestamps within one transaction. */
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .default(sql`clock_timestamp()`),
    /**
     * The last write, in the database's time. A streaming reply is rewritten at least every two
     * seconds while its stream is alive, so an old one belongs to a process that died.
     */
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdateFn(() => sql`now()`),
  },
  (t) => [
    index('messages_conversation_seq_idx').on(t.conversationId, t.seq),
    // The sweep for replies left streaming by a crash reads only these (few) rows. Keyed by id,
    // not by the heartbeat column, so the heartbeat's rewrites can stay heap-only (HOT) updates.
    index('messages_streaming_idx').on(t.id).where(sql`${t.status} = 'streaming'`),
    // Search by message text (GET /api/conversations?q=): the same expression as the query's.
    index('messages_content_fts_idx').using('gin', sql`to_tsvector('simple', ${t.content})`),
  ],
);

export type MessageRow = typeof messages.$inferSelect;
