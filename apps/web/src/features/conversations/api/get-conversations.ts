import type { Conversation } from '@facet/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { conversationKeys } from './conversation-keys';

/** SPEC §7: GET /api/conversations[?agentId=] → { conversations }. */
export async function fetchConversations(agentId?: number): Promise<Conversation[]> {
  const query = agentId === undefined ? '' : `?agentId=${encodeURIComponent(agentId)}`;
  const response = await apiRequest<{ conversations: Conversation[] }>(
    'GET',
    `/api/conversations${query}`,
  );
  return response.conversations;
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
