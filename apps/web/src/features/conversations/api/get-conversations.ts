import { type Conversation, conversationsResponseSchema } from '@facet/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { allItems, type Page, pagedQuery, pagePath } from '@/lib/paging';
import { conversationKeys } from './conversation-keys';

/** GET /api/conversations[?agentId=][&cursor=] → one page { conversations, nextCursor }. */
export async function fetchConversations(
  agentId?: number,
  cursor: string | null = null,
): Promise<Page<Conversation>> {
  const query = agentId === undefined ? '' : `?agentId=${encodeURIComponent(agentId)}`;
  const path = pagePath(`/api/conversations${query}`, cursor);
  const { conversations, nextCursor } = await apiRequest('GET', path, conversationsResponseSchema);
  return { items: conversations, nextCursor };
}

export function conversationsQueryOptions(agentId?: number) {
  return infiniteQueryOptions({
    ...pagedQuery,
    queryKey: conversationKeys.list(agentId),
    queryFn: ({ pageParam }) => fetchConversations(agentId, pageParam),
  });
}

/** The member's conversations, page by page ('Load more' reads the next). */
export function useConversations(agentId?: number) {
  const query = useInfiniteQuery(conversationsQueryOptions(agentId));
  return { ...query, conversations: allItems(query.data) };
}
