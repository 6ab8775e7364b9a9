import type { Conversation, Message } from '@facet/contracts';
import type { ConversationRow, MessageRow } from '../../db/schema/conversations.js';

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
    role: row.role,
    content: row.content,
    timestamp: row.createdAt.toISOString(),
    attachments: row.attachments?.length
      ? JSON.stringify(row.attachments.map(({ text: _text, ...meta }) => meta))
      : null,
    suggestions: row.role === 'assistant' ? (row.suggestions ?? []) : null,
    status: row.status,
  };
}
