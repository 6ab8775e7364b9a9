import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import {
  type ConversationRow,
  conversations,
  type MessageRow,
  messages,
  type StoredAttachment,
} from '../../db/schema/conversations.js';

export interface ConversationSettings {
  systemPrompt?: string | null;
  temperature?: number;
  maxTokens?: number;
  model?: string;
  theme?: string;
  title?: string;
  titleSource?: 'auto' | 'user';
}

/**
 * Conversations and their messages. Every function takes the acting user's id and scopes by it:
 * another user's session id simply matches nothing.
 */
export function createConversationsRepository(db: Database) {
  const bySession = (userId: string, sessionId: string) =>
    and(eq(conversations.userId, userId), eq(conversations.sessionId, sessionId));

  // The chat's hot path (every message, before the first token): built once, prepared once.
  const findBySession = db
    .select()
    .from(conversations)
    .where(
      and(
        eq(conversations.userId, sql.placeholder('userId')),
        eq(conversations.sessionId, sql.placeholder('sessionId')),
      ),
    )
    .limit(1)
    .prepare('conversations_by_session');
  const insertIfAbsent = db
    .insert(conversations)
    .values({
      userId: sql.placeholder('userId'),
      sessionId: sql.placeholder('sessionId'),
      agentId: sql.placeholder('agentId'),
      title: sql.placeholder('title'),
      titleSource: sql.placeholder('titleSource'),
    })
    .onConflictDoNothing({ target: [conversations.userId, conversations.sessionId] })
    .returning()
    .prepare('conversations_insert_if_absent');
  // A plain text message (the usual user message): no attachments, suggestions or status.
  const insertPlainMessage = db
    .insert(messages)
    .values({
      userId: sql.placeholder('userId'),
      conversationId: sql.placeholder('conversationId'),
      role: sql.placeholder('role'),
      content: sql.placeholder('content'),
    })
    .returning()
    .prepare('messages_insert_plain');
  const recentExchange = db
    .select()
    .from(messages)
    .where(
      and(
        eq(messages.userId, sql.placeholder('userId')),
        eq(messages.conversationId, sql.placeholder('conversationId')),
        inArray(messages.role, ['user', 'assistant']),
        // A message of attachments only has no text to send; it must not take a history slot.
        ne(messages.content, ''),
      ),
    )
    .orderBy(desc(messages.seq))
    .limit(sql.placeholder('limit'))
    .prepare('messages_recent_exchange');

  return {
    list(userId: string, agentId?: number): Promise<ConversationRow[]> {
      return db
        .select()
        .from(conversations)
        .where(
          agentId === undefined
            ? eq(conversations.userId, userId)
            : and(eq(conversations.userId, userId), eq(conversations.agentId, agentId)),
        )
        .orderBy(desc(conversations.updatedAt));
    },

    async find(userId: string, sessionId: string): Promise<ConversationRow | undefined> {
      const [row] = await findBySession.execute({ userId, sessionId });
      return row;
    },

    /** Creates the conversation, or answers the existing one when the session id is taken. */
    async findOrCreate(
      userId: string,
      values: { sessionId: string; agentId: number; title: string; titleSource: 'auto' | 'user' },
    ): Promise<{ row: ConversationRow; created: boolean }> {
      const [inserted] = await insertIfAbsent.execute({ userId, ...values });
      if (inserted) return { row: inserted, created: true };
      const existing = await this.find(userId, values.sessionId);
      if (!existing) throw new Error('conversation vanished between insert and select');
      return { row: existing, created: false };
    },

    async update(
      userId: string,
      sessionId: string,
      values: ConversationSettings,
    ): Promise<ConversationRow | undefined> {
      const [row] = await db
        .update(conversations)
        .set({ ...values, updatedAt: new Date() })
        .where(bySession(userId, sessionId))
        .returning();
      return row;
    },

    /** Sets an automatic title unless the user has named the conversation meanwhile. */
    async setAutoTitle(userId: string, conversationId: string, title: string): Promise<void> {
      await db
        .update(conversations)
        .set({ title })
        .where(
          and(
            eq(conversations.userId, userId),
            eq(conversations.id, conversationId),
            eq(conversations.titleSource, 'auto'),
          ),
        );
    },

    async touch(userId: string, conversationId: string): Promise<void> {
      await db
        .update(conversations)
        .set({ updatedAt: new Date() })
        .where(and(eq(conversations.userId, userId), eq(conversations.id, conversationId)));
    },

    async remove(userId: string, sessionId: string): Promise<boolean> {
      const rows = await db.delete(conversations).where(bySession(userId, sessionId)).returning({
        id: conversations.id,
      });
      return rows.length > 0;
    },

    listMessages(userId: string, conversationId: string): Promise<MessageRow[]> {
      return db
        .select()
        .from(messages)
        .where(and(eq(messages.userId, userId), eq(messages.conversationId, conversationId)))
        .orderBy(asc(messages.seq));
    },

    /**
     * The newest `limit` user and assistant messages, oldest first: what a reply needs, read with
     * the index whatever the conversation's length.
     */
    async recentExchange(
      userId: string,
      conversationId: string,
      limit: number,
    ): Promise<MessageRow[]> {
      const rows = await recentExchange.execute({ userId, conversationId, limit });
      return rows.reverse();
    },

    async clearMessages(userId: string, conversationId: string): Promise<void> {
      await db
        .delete(messages)
        .where(and(eq(messages.userId, userId), eq(messages.conversationId, conversationId)));
    },

    async addMessage(values: {
      userId: string;
      conversationId: string;
      role: 'user' | 'assistant' | 'system';
      content: string;
      attachments?: StoredAttachment[] | null;
      suggestions?: string[] | null;
      status?: 'complete' | 'incomplete';
    }): Promise<MessageRow> {
      const plain = !values.attachments && !values.suggestions && values.status === undefined;
      const [row] = plain
        ? await insertPlainMessage.execute({
            userId: values.userId,
            conversationId: values.conversationId,
            role: values.role,
            content: values.content,
          })
        : await db.insert(messages).values(values).returning();
      if (!row) throw new Error('insert returned no row');
      return row;
    },
  };
}

export type ConversationsRepository = ReturnType<typeof createConversationsRepository>;
