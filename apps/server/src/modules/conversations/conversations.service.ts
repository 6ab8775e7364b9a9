import type {
  Conversation,
  createConversationRequestSchema,
  Message,
  updateConversationRequestSchema,
} from '@facet/contracts';
import type { z } from 'zod';
import type { ConversationRow, MessageRow } from '../../db/schema/conversations.js';
import { badRequest, notFound } from '../../lib/http-error.js';
import type { AgentsRepository } from '../agents/agents.repository.js';
import type { ConversationsRepository } from './conversations.repository.js';

export const CONVERSATION_NOT_FOUND = 'Conversation not found.';

export function toConversation(row: ConversationRow): Conversation {
  return {
    sessionId: row.sessionId,
    agentId: row.agentId,
    title: row.title,
    systemPrompt: row.systemPrompt,
    // real columns come back as binary floats: 0.7 → 0.699999988; show the step the user chose
    temperature: Math.round(row.temperature * 10) / 10,
    maxTokens: row.maxTokens,
    model: row.model,
    theme: row.theme,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toMessage(row: MessageRow): Message {
  return {
    id: row.id,
    role: row.role === 'assistant' || row.role === 'system' ? row.role : 'user',
    content: row.content,
    timestamp: row.createdAt.toISOString(),
    attachments: row.attachments?.length ? JSON.stringify(row.attachments) : null,
    suggestions: row.role === 'assistant' ? (row.suggestions ?? []) : null,
    status: row.status === 'incomplete' ? 'incomplete' : 'complete',
  };
}

export function createConversationsService(deps: {
  conversations: ConversationsRepository;
  agents: AgentsRepository;
}) {
  const { conversations, agents } = deps;

  async function requireConversation(userId: string, sessionId: string) {
    const row = await conversations.find(userId, sessionId);
    if (!row) throw notFound(CONVERSATION_NOT_FOUND);
    return row;
  }

  return {
    requireConversation,

    async list(userId: string, agentId?: number) {
      return (await conversations.list(userId, agentId)).map(toConversation);
    },

    async get(userId: string, sessionId: string) {
      return toConversation(await requireConversation(userId, sessionId));
    },

    /** Creates the conversation (201), or answers the user's existing one for that session (200). */
    async create(userId: string, input: z.output<typeof createConversationRequestSchema>) {
      const agent = await agents.findById(input.agentId);
      if (!agent) throw badRequest(`There is no coach with id ${input.agentId}.`);
      const { row, created } = await conversations.findOrCreate(userId, {
        sessionId: input.sessionId,
        agentId: agent.id,
        title: input.title || `Chat with ${agent.name}`,
        titleSource: input.title ? 'user' : 'auto',
      });
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
      if (!row) throw notFound(CONVERSATION_NOT_FOUND);
      return toConversation(row);
    },

    async remove(userId: string, sessionId: string) {
      if (!(await conversations.remove(userId, sessionId))) throw notFound(CONVERSATION_NOT_FOUND);
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
