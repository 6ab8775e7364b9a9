import { type Conversation, conversationResponseSchema, ERROR_CODES } from '@facet/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, HttpError } from '@/lib/api-client';
import { conversationKeys } from './conversation-keys';
import { createConversation } from './create-conversation';

/** GET /api/conversations/{sessionId} → { conversation }. */
export async function fetchConversation(sessionId: string): Promise<Conversation> {
  const path = `/api/conversations/${encodeURIComponent(sessionId)}`;
  return (await apiRequest('GET', path, conversationResponseSchema)).conversation;
}

export interface OpenConversation {
  sessionId: string;
  /** The agent of the query string, used when the conversation has to be created. */
  agentId: number | undefined;
  /**
   * The session id was just made in this browser (a Start button): there is nothing to fetch yet,
   * so the conversation is created at once instead of after a 404. Creating is idempotent: an
   * existing conversation of this session is answered as it is.
   */
  isNew?: boolean;
}

/**
 * Opens a conversation: fetched, or created when the fetch says it does not exist (agentId from
 * the query, else 1).
 */
export async function openConversation({
  sessionId,
  agentId,
  isNew = false,
}: OpenConversation): Promise<Conversation> {
  const create = () =>
    createConversation(agentId === undefined ? { sessionId } : { sessionId, agentId });
  if (isNew) return create();
  try {
    return await fetchConversation(sessionId);
  } catch (error) {
    if (error instanceof HttpError && error.code === ERROR_CODES.conversationNotFound) {
      return create();
    }
    throw error;
  }
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
