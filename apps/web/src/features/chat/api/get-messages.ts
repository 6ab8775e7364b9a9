import type { Message, MessagesResponse } from '@facet/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { chatKeys } from './chat-keys';

/** SPEC §7: GET /api/messages/{sessionId} → { messages }. */
export async function fetchMessages(sessionId: string): Promise<Message[]> {
  const response = await apiRequest<MessagesResponse>(
    'GET',
    `/api/messages/${encodeURIComponent(sessionId)}`,
  );
  return response.messages;
}

export function messagesQueryOptions(sessionId: string) {
  return queryOptions({
    queryKey: chatKeys.messages(sessionId),
    queryFn: () => fetchMessages(sessionId),
  });
}

/** Messages of a conversation; `enabled` waits until the conversation exists. */
export function useMessages(sessionId: string, enabled = true) {
  return useQuery({ ...messagesQueryOptions(sessionId), enabled });
}
