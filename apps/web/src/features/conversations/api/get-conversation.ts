import {
  agentsResponseSchema,
  type Conversation,
  coachNotOpenMessage,
  conversationResponseSchema,
  DEFAULT_CONVERSATION_AGENT_ID,
  ERROR_CODES,
} from '@facet/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, HttpError } from '@/lib/api-client';
import { conversationKeys } from './conversation-keys';

/** GET /api/conversations/{sessionId} → { conversation }. */
export async function fetchConversation(sessionId: string): Promise<Conversation> {
  const path = `/api/conversations/${encodeURIComponent(sessionId)}`;
  return (await apiRequest('GET', path, conversationResponseSchema)).conversation;
}

export interface OpenConversation {
  sessionId: string;
  /** The agent of the query string: the coach of a conversation not made yet. */
  agentId: number | undefined;
  /**
   * The session id was just made in this browser (a Start button): there is nothing to read yet,
   * so no request is made that can only answer 404.
   */
  isNew?: boolean;
}

/**
 * Opens a conversation: the saved one, or null when there is none yet. A conversation is made by
 * its first message (POST /api/chat), so opening a coach and leaving leaves nothing behind. For a
 * conversation not made yet, the coach of the query string (else 1) is checked here, so an
 * unknown or closed coach is said at once, not after the member has typed a message.
 */
export async function openConversation({
  sessionId,
  agentId,
  isNew = false,
}: OpenConversation): Promise<Conversation | null> {
  if (!isNew) {
    try {
      return await fetchConversation(sessionId);
    } catch (error) {
      if (!(error instanceof HttpError && error.code === ERROR_CODES.conversationNotFound)) {
        throw error;
      }
    }
  }
  const id = agentId ?? DEFAULT_CONVERSATION_AGENT_ID;
  const { agents } = await apiRequest('GET', '/api/agents', agentsResponseSchema);
  const agent = agents.find((a) => a.id === id);
  if (!agent) {
    const text = `There is no coach with id ${id}.`;
    throw new HttpError(400, text, { serverMessage: text });
  }
  if (!agent.isActive) {
    const text = coachNotOpenMessage(agent.name);
    throw new HttpError(409, text, { code: ERROR_CODES.coachNotOpen, serverMessage: text });
  }
  return null;
}

export function conversationQueryOptions(open: OpenConversation) {
  return queryOptions({
    queryKey: conversationKeys.detail(open.sessionId),
    queryFn: () => openConversation(open),
  });
}

export function useConversation(open: OpenConversation) {
  return useQuery(conversationQueryOptions(open));
}
