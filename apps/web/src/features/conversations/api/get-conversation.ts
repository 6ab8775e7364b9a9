import type { Conversation } from '@facet/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { conversationKeys } from './conversation-keys';
import { createConversation } from './create-conversation';

/** SPEC §7: GET /api/conversations/{sessionId} → { conversation }. */
export async function fetchConversation(sessionId: string): Promise<Conversation> {
  const response = await apiRequest<{ conversation: Conversation }>(
    'GET',
    `/api/conversations/${encodeURIComponent(sessionId)}`,
  );
  return response.conversation;
}

/**
 * SPEC §4 conversation load: when fetching fails with an error whose message contains 404, the
 * conversation is created (agentId from the query, else 1).
 */
export async function fetchOrCreateConversation(
  sessionId: string,
  agentId: number | undefined,
): Promise<Conversation> {
  try {
    return await fetchConversation(sessionId);
  } catch (error) {
    if (error instanceof Error && error.message.includes('404')) {
      return createConversation(agentId === undefined ? { sessionId } : { sessionId, agentId });
    }
    throw error;
  }
}

export function conversationQueryOptions(sessionId: string, agentId?: number) {
  return queryOptions({
    queryKey: conversationKeys.detail(sessionId),
    queryFn: () => fetchOrCreateConversation(sessionId, agentId),
  });
}

export function useConversation(sessionId: string, agentId?: number) {
  return useQuery(conversationQueryOptions(sessionId, agentId));
}
