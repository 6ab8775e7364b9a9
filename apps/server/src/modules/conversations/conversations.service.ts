import {
  coachNotOpenMessage,
  type createConversationRequestSchema,
  ERROR_CODES,
  type updateConversationRequestSchema,
} from '@facet/contracts';
import type { z } from 'zod';
import { type PageRequest, toPage } from '../../db/paging.js';
import type { ConversationRow, MessageRow } from '../../db/schema/conversations.js';
import { badRequest, HttpError, notFound } from '../../lib/http-error.js';
import type { AgentsService } from '../agents/agents.service.js';
import { toConversation, toMessage } from './conversations.mapper.js';
import { type ConversationsRepository, searchQuery } from './conversations.repository.js';

const CONVERSATION_NOT_FOUND = 'Conversation not found.';
export const REPLY_IN_PROGRESS_MESSAGE =
  'A reply is still being written. Wait for it to finish (or stop it), then try again.';
export const NOTHING_TO_REGENERATE_MESSAGE =
  'There is no message of yours in this conversation to answer again.';
export const FILES_ONLY_REGENERATE_MESSAGE =
  'Your last message had only files. Send them again to get a new answer.';
export const EDITED_MESSAGE_NOT_FOUND = 'Message not found: only your own messages can be edited.';

/** A coach shown as 'Coming Soon' cannot be talked to yet, whatever a client sends. */
export const coachNotOpen = (name: string) =>
  new HttpError(409, coachNotOpenMessage(name), {}, undefined, ERROR_CODES.coachNotOpen);

/**
 * The rows of replies being streamed, which the chat's reply saver writes (and the start-up sweep
 * marks when a crash cut them short): the conversations module owns the messages table.
 */
export type ReplyRows = Pick<
  ConversationsRepository,
  | 'startReply'
  | 'saveStreamingReplies'
  | 'finishReply'
  | 'addMessage'
  | 'markAbandonedReplies'
  | 'streamingReply'
  | 'findMessage'
  | 'abandonReply'
>;

export function createConversationsService(deps: {
  conversations: ConversationsRepository;
  agents: AgentsService;
}) {
  const { conversations, agents } = deps;

  /**
   * Creates the user's conversation with a coach, or answers the existing one for that session.
   * Without a title it is named after the coach, and the first exchange may rename it.
   */
  async function start(
    userId: string,
    input: { sessionId: string; agentId: number; title?: string | undefined },
  ) {
    const agent = await agents.findById(input.agentId);
    if (!agent) throw badRequest(`There is no coach with id ${input.agentId}.`);
    if (!agent.isActive) throw coachNotOpen(agent.name);
    return conversations.findOrCreate(userId, {
      sessionId: input.sessionId,
      agentId: agent.id,
      title: input.title || `Chat with ${agent.name}`,
      titleSource: input.title ? 'user' : 'auto',
    });
  }

  async function requireConversation(userId: string, sessionId: string) {
    const row = await conversations.find(userId, sessionId);
    if (!row) throw notFound(CONVERSATION_NOT_FOUND, ERROR_CODES.conversationNotFound);
    return row;
  }

  return {
    requireConversation,

    /** The conversation a chat message goes to, made on the spot when the session is new. */
    async findOrStart(
      userId: string,
      sessionId: string,
      agentId: number,
    ): Promise<{ row: ConversationRow; created: boolean }> {
      const row = await conversations.find(userId, sessionId);
      return row ? { row, created: false } : start(userId, { sessionId, agentId });
    },

    /**
     * The pre-step of a regenerate or an edit-and-resend, before the turn is saved: removes the
     * turns the new reply replaces. Regenerate keeps the member's last message and removes what
     * follows it, and answers that message (the turn asks it again); an edit removes the edited
     * message and everything after it (the new text is saved as a new message). Refused while a
     * reply of the conversation is still being written.
     */
    async rewind(
      userId: string,
      conversation: ConversationRow,
      how: { regenerate: true } | { editOf: string },
    ): Promise<MessageRow | undefined> {
      if (await conversations.streamingReply(userId, conversation.id)) {
        throw new HttpError(409, REPLY_IN_PROGRESS_MESSAGE);
      }
      if ('regenerate' in how) {
        const last = await conversations.lastUserMessage(userId, conversation.id);
        if (!last) throw badRequest(NOTHING_TO_REGENERATE_MESSAGE);
        if (!last.content.trim()) throw badRequest(FILES_ONLY_REGENERATE_MESSAGE);
        await conversations.removeMessagesFrom(userId, conversation.id, last.seq, false);
        return last;
      }
      const edited = await conversations.findMessage(userId, how.editOf);
      if (!edited || edited.conversationId !== conversation.id || edited.role !== 'user') {
        throw notFound(EDITED_MESSAGE_NOT_FOUND);
      }
      await conversations.removeMessagesFrom(userId, conversation.id, edited.seq, true);
      return undefined;
    },

    recentExchange: conversations.recentExchange,
    earlierFiles: conversations.earlierFiles,
    addMessage: conversations.addMessage,
    touch: conversations.touch,
    setAutoTitle: conversations.setAutoTitle,
    markCrisis: conversations.markCrisis,
    replies: {
      startReply: conversations.startReply,
      saveStreamingReplies: conversations.saveStreamingReplies,
      finishReply: conversations.finishReply,
      addMessage: conversations.addMessage,
      markAbandonedReplies: conversations.markAbandonedReplies,
      streamingReply: conversations.streamingReply,
      findMessage: conversations.findMessage,
      abandonReply: conversations.abandonReply,
    } satisfies ReplyRows,

    /**
     * One page of the user's conversations, and the cursor of the next; with `q`, only those whose
     * title or messages hold its words (none when `q` has no word).
     */
    async list(userId: string, agentId: number | undefined, page: PageRequest, q?: string) {
      const search = q === undefined ? undefined : searchQuery(q);
      if (search === null) return { conversations: [], nextCursor: null };
      const { items, nextCursor } = toPage(
        await conversations.list(userId, agentId, page, search),
        page.limit,
        ({ row, at }) => ({ at, id: row.id }),
      );
      return { conversations: items.map(({ row }) => toConversation(row)), nextCursor };
    },

    async get(userId: string, sessionId: string) {
      return toConversation(await requireConversation(userId, sessionId));
    },

    /** Creates the conversation (201), or answers the user's existing one for that session (200). */
    async create(userId: string, input: z.output<typeof createConversationRequestSchema>) {
      const { row, created } = await start(userId, input);
      return { conversation: toConversation(row), created };
    },

    async update(
      userId: string,
      sessionId: string,
      input: z.output<typeof updateConversationRequestSchema>,
    ) {
      const row = await conversations.update(userId, sessionId, {
        ...input,
        ...(input.title ? { titleSource: 'user' as const } : {}),
      });
      if (!row) throw notFound(CONVERSATION_NOT_FOUND, ERROR_CODES.conversationNotFound);
      return toConversation(row);
    },

    async remove(userId: string, sessionId: string) {
      if (!(await conversations.remove(userId, sessionId)))
        throw notFound(CONVERSATION_NOT_FOUND, ERROR_CODES.conversationNotFound);
    },

    async messages(userId: string, sessionId: string) {
      const conversation = await requireConversation(userId, sessionId);
      return (await conversations.listMessages(userId, conversation.id)).map(toMessage);
    },

    async clearMessages(userId: string, sessionId: string) {
      const conversation = await requireConversation(userId, sessionId);
      await conversations.clearMessages(userId, conversation.id);
    },
  };
}

export type ConversationsService = ReturnType<typeof createConversationsService>;
