import { type Message, messagesResponseSchema } from '@facet/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { chatKeys } from './chat-keys';

/** GET /api/messages/{sessionId} → { messages }. */
export async function fetchMessages(sessionId: string): Promise<Message[]> {
  const path = `/api/messages/${encodeURIComponent(sessionId)}`;
  return (await apiRequest('GET', path, messagesResponseSchema)).messages;
}

export function messagesQueryOptions(sessionId: string) {
  return queryOptions({
    queryKey: chatKeys.messages(sessionId),
    queryFn: () => fetchMessages(sessionId),
  });
}

/** How often a conversation with a reply still being written is read again. */
export const STREAMING_REFETCH_MS = 2_000;

/**
 * How long after the member's last message a reply may still be on its way without any text yet
 * (the coach is thinking; a reload then finds no reply row to follow).
 */
export const AWAITING_REPLY_MS = 120_000;

/** True while the list should be read again: a reply is being written, or may be about to be. */
export function replyPending(messages: readonly Message[] | undefined, now = Date.now()): boolean {
  if (!messages) return false;
  if (messages.some((m) => m.status === 'streaming')) return true;
  const last = messages.at(-1);
  return last?.role === 'user' && now - Date.parse(last.timestamp) < AWAITING_REPLY_MS;
}

/**
 * Messages of a conversation; `enabled` waits until the conversation exists. While a reply is
 * still being written (in another tab, or a stream this page lost), or the member's last message
 * is recent and unanswered (a reload while the coach was thinking), the list is read again every
 * two seconds until it settles; a reply that appears is then followed live (the chat page).
 * Never while `following`: the page's own stream is then the reply's one path to the screen.
 */
export function useMessages(sessionId: string, enabled = true, following = false) {
  return useQuery({
    ...messagesQueryOptions(sessionId),
    enabled,
    refetchInterval: (query) =>
      !following && replyPending(query.state.data) ? STREAMING_REFETCH_MS : false,
  });
}

/**
 * The messages to list: no system messages, and, while this page streams a reply itself, no
 * saved copy of a reply in progress (the live reply below the list already shows it).
 */
export function visibleMessages(messages: readonly Message[], streamingHere: boolean): Message[] {
  return messages.filter(
    (m) => m.role !== 'system' && !(streamingHere && m.status === 'streaming'),
  );
}
