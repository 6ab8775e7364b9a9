import { type Conversation, conversationsResponseSchema } from '@facet/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { allItems, type Page, pagedQuery, pagePath } from '@/lib/paging';
import { conversationKeys } from './conversation-keys';

/** GET /api/conversations[?agentId=][&q=][&cursor=] → one page { conversations, nextCursor }. */
export async function fetchConversations(
  agentId?: number,
  cursor: string | null = null,
  q?: string,
): Promise<Page<Conversation>> {
  const params = new URLSearchParams();
  if (agentId !== undefined) params.set('agentId', String(agentId));
  if (q) params.set('q', q);
  const query = params.size > 0 ? `?${params}` : '';
  const path = pagePath(`/api/conversations${query}`, cursor);
  const { conversations, nextCursor } = await apiRequest('GET', path, conversationsResponseSchema);
  return { items: conversations, nextCursor };
}

export function conversationsQueryOptions(agentId?: number, q?: string) {
  return infiniteQueryOptions({
    ...pagedQuery,
    queryKey: conversationKeys.list(agentId, q),
    queryFn: ({ pageParam }) => fetchConversations(agentId, pageParam, q),
  });
}

/**
 * The member's conversations, page by page ('Load more' reads the next); with `q`, those whose
 * title or messages hold its words.
 */
export function useConversations(agentId?: number, q?: string) {
  const query = useInfiniteQuery(conversationsQueryOptions(agentId, q));
  return { ...query, conversations: allItems(query.data) };
}
