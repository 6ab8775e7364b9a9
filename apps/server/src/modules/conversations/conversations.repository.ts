import { type ChatModel, type ChatTheme, DEFAULT_CHAT_MODEL } from '@facet/contracts';
import { and, asc, desc, eq, gt, gte, inArray, isNotNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { afterCursor, cursorAt, type PageRequest } from '../../db/paging.js';
import { agents } from '../../db/schema/agents.js';
import {
  type ConversationRow,
  conversations,
  type MessageRow,
  messages,
  type StoredAttachment,
} from '../../db/schema/conversations.js';

/** How many of the latest user messages with files, and files, a later turn keeps in context. */
const EARLIER_FILE_MESSAGES = 5;
const EARLIER_FILES = 2;

export interface ConversationSettings {
  systemPrompt?: string | null;
  temperature?: number;
  maxTokens?: number;
  model?: ChatModel;
  theme?: ChatTheme;
  title?: string;
  titleSource?: 'auto' | 'user';
}

/**
 * Conversations and their messages. Every function takes the acting user's id and scopes by it:
 * another user's session id simply matches nothing.
 */
/** The most words a search uses; more only slow it down without narrowing it much. */
const SEARCH_MAX_WORDS = 12;

/**
 * A member's search text as a `simple` tsquery: its words (letters, marks and digits only, lower
 * case), each matching as a word's start, all required. Null when it has no word. Built from word
 * characters alone, so no operator the member types reaches the query parser.
 */
export function searchQuery(text: string): string | null {
  const words = (text.toLowerCase().match(/[\p{L}\p{M}\p{N}]+/gu) ?? []).slice(0, SEARCH_MAX_WORDS);
  return words.length === 0 ? null : words.map((word) => `${word}:*`).join(' & ');
}

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
  // A new conversation starts with its agent's model, so the agent's card and the chat agree.
  const insertIfAbsent = db
    .insert(conversations)
    .values({
      userId: sql.placeholder('userId'),
      sessionId: sql.placeholder('sessionId'),
      agentId: sql.placeholder('agentId'),
      title: sql.placeholder('title'),
      titleSource: sql.placeholder('titleSource'),
      model: sql`coalesce((select ${agents.model} from ${agents} where ${agents.id} = ${sql.placeholder('agentId')}), ${DEFAULT_CHAT_MODEL})`,
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
  // A reply's row, made when its first words arrive (off the stream's path, but on every reply).
  const insertStreamingReply = db
    .insert(messages)
    .values({
      userId: sql.placeholder('userId'),
      conversationId: sql.placeholder('conversationId'),
      role: 'assistant',
      content: sql.placeholder('content'),
      status: 'streaming',
    })
    .returning({ id: messages.id })
    .prepare('messages_insert_streaming');

  return {
    /**
     * One page of the user's conversations, newest activity first (`limit + 1` rows read); with
     * `search` (a tsquery built by `searchQuery`), only those whose title or a message matches.
     * Both matches use the GIN indexes of the same expressions (schema/conversations.ts).
     */
    list(
      userId: string,
      agentId: number | undefined,
      page: PageRequest,
      search?: string,
    ): Promise<{ row: ConversationRow; at: string }[]> {
      const query = search === undefined ? undefined : sql`to_tsquery('simple', ${search})`;
      return db
        .select({ row: conversations, at: cursorAt(conversations.updatedAt) })
        .from(conversations)
        .where(
          and(
            eq(conversations.userId, userId),
            agentId === undefined ? undefined : eq(conversations.agentId, agentId),
            afterCursor(conversations.updatedAt, conversations.id, page.cursor),
            query === undefined
              ? undefined
              : or(
                  sql`to_tsvector('simple', ${conversations.title}) @@ ${query}`,
                  inArray(
                    conversations.id,
                    db
                      .select({ id: messages.conversationId })
                      .from(messages)
                      .where(
                        and(
                          eq(messages.userId, userId),
                          sql`to_tsvector('simple', ${messages.content}) @@ ${query}`,
                        ),
                      ),
                  ),
                ),
          ),
        )
        .orderBy(desc(conversations.updatedAt), desc(conversations.id))
        .limit(page.limit + 1);
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
        .set(values)
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

    /** Marks the conversation careful after crisis language (see ai/safety). */
    async markCrisis(userId: string, conversationId: string, kind: string): Promise<void> {
      await db
        .update(conversations)
        .set({ crisisKind: kind })
        .where(and(eq(conversations.userId, userId), eq(conversations.id, conversationId)));
    },

    /** Moves the conversation to the top of the list: its update time is all that changes. */
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

    /**
     * The last message the member wrote in the conversation, if any (what "regenerate" answers
     * again).
     */
    async earlierFiles(
      userId: string,
      conversationId: string,
      before: number,
    ): Promise<Array<{ name: string; mediaType: string; text: string }>> {
      const rows = await db
        .select({ attachments: messages.attachments })
        .from(messages)
        .where(
          and(
            eq(messages.userId, userId),
            eq(messages.conversationId, conversationId),
            eq(messages.role, 'user'),
            lt(messages.seq, before),
            isNotNull(messages.attachments),
          ),
        )
        .orderBy(desc(messages.seq))
        .limit(EARLIER_FILE_MESSAGES);
      return rows
        .flatMap((r) => r.attachments ?? [])
        .filter((a): a is StoredAttachment & { text: string } => Boolean(a.text))
        .slice(0, EARLIER_FILES)
        .map((a) => ({ name: a.originalName, mediaType: a.type, text: a.text }));
    },

    async lastUserMessage(userId: string, conversationId: string): Promise<MessageRow | undefined> {
      const [row] = await db
        .select()
        .from(messages)
        .where(
          and(
            eq(messages.userId, userId),
            eq(messages.conversationId, conversationId),
            eq(messages.role, 'user'),
          ),
        )
        .orderBy(desc(messages.seq))
        .limit(1);
      return row;
    },

    /**
     * Removes the conversation's messages from `seq` on (`inclusive`) or after it: the later turns
     * that a regenerate or an edit replaces. Answers how many went.
     */
    async removeMessagesFrom(
      userId: string,
      conversationId: string,
      seq: number,
      inclusive: boolean,
    ): Promise<number> {
      const removed = await db
        .delete(messages)
        .where(
          and(
            eq(messages.userId, userId),
            eq(messages.conversationId, conversationId),
            inclusive ? gte(messages.seq, seq) : gt(messages.seq, seq),
          ),
        )
        .returning({ id: messages.id });
      return removed.length;
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
      status?: 'complete' | 'incomplete' | 'streaming';
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

    /** The row of a reply being streamed (status streaming), with the text so far. */
    async startReply(values: {
      userId: string;
      conversationId: string;
      content: string;
    }): Promise<string> {
      const [row] = await insertStreamingReply.execute(values);
      if (!row) throw new Error('insert returned no row');
      return row.id;
    },

    /**
     * Saves the text so far of replies being streamed, in one statement whatever their number. A
     * reply without new text is still rewritten: its last-write time is the heartbeat that tells
     * the sweep the stream is alive. A reply's text only grows, so a save never replaces it with a
     * shorter one (two saves of one reply may land out of order).
     */
    async saveStreamingReplies(replies: Array<{ id: string; content?: string }>): Promise<void> {
      if (replies.length === 0) return;
      const rows = JSON.stringify(replies.map((r) => ({ id: r.id, content: r.content ?? null })));
      await db.execute(sql`
        update ${messages} as m
        set content = case
              when length(v.content) >= length(m.content) then v.content
              else m.content
            end,
            updated_at = now()
        from jsonb_to_recordset(${rows}::jsonb) as v(id uuid, content text)
        where m.id = v.id and m.status = 'streaming'`);
    },

    /** The reply's final state: its whole text, complete or incomplete, and its suggestions. */
    async finishReply(
      userId: string,
      id: string,
      values: { content: string; status: 'complete' | 'incomplete'; suggestions?: string[] | null },
    ): Promise<MessageRow | undefined> {
      const [row] = await db
        .update(messages)
        .set(values)
        .where(and(eq(messages.userId, userId), eq(messages.id, id)))
        .returning();
      return row;
    },

    /** The newest reply of the conversation still being written (status streaming), if any. */
    async streamingReply(userId: string, conversationId: string): Promise<MessageRow | undefined> {
      const [row] = await db
        .select()
        .from(messages)
        .where(
          and(
            eq(messages.userId, userId),
            eq(messages.conversationId, conversationId),
            eq(messages.status, 'streaming'),
          ),
        )
        .orderBy(desc(messages.seq))
        .limit(1);
      return row;
    },

    async findMessage(userId: string, id: string): Promise<MessageRow | undefined> {
      const [row] = await db
        .select()
        .from(messages)
        .where(and(eq(messages.userId, userId), eq(messages.id, id)))
        .limit(1);
      return row;
    },

    /**
     * Marks one reply incomplete if it is still streaming (its writer stopped answering); answers
     * the row as it now is, whoever ended it.
     */
    async abandonReply(userId: string, id: string): Promise<MessageRow | undefined> {
      const [marked] = await db
        .update(messages)
        .set({ status: 'incomplete', updatedAt: sql`now()` })
        .where(
          and(eq(messages.userId, userId), eq(messages.id, id), eq(messages.status, 'streaming')),
        )
        .returning();
      return marked ?? this.findMessage(userId, id);
    },

    /**
     * Marks incomplete the replies left streaming by a process that died: those whose last write
     * (rewritten every two seconds while their stream lives) is older than `staleMs`, in the
     * database's time, so live streams of other instances sharing the database are never touched.
     */
    async markAbandonedReplies(staleMs: number): Promise<number> {
      const rows = await db
        .update(messages)
        .set({ status: 'incomplete' })
        .where(
          and(
            eq(messages.status, 'streaming'),
            sql`${messages.updatedAt} < now() - make_interval(secs => ${staleMs / 1000})`,
          ),
        )
        .returning({ id: messages.id });
      return rows.length;
    },
  };
}

export type ConversationsRepository = ReturnType<typeof createConversationsRepository>;
