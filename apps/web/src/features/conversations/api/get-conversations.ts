import { type Conversation, conversationsResponseSchema } from '@facet/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { conversationKeys } from './conversation-keys';

/** GET /api/conversations[?agentId=] → { conversations }. */
export async function fetchConversations(agentId?: number): Promise<Conversation[]> {
  const query = agentId === undefined ? '' : `?agentId=${encodeURIComponent(agentId)}`;
  const path = `/api/conversations${query}`;
  return (await apiRequest('GET', path, conversationsResponseSchema)).conversations;
}

export function conversationsQueryOptions(agentId?: number) {
  return queryOptions({
    queryKey: conversationKeys.list(agentId),
    queryFn: () => fetchConversations(agentId),
  });
}

export function useConversations(agentId?: number) {
  return useQuery(conversationsQueryOptions(agentId));
}
