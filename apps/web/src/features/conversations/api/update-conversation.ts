import {
  type Conversation,
  conversationResponseSchema,
  type UpdateConversationRequest,
} from '@facet/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { Pages } from '@/lib/paging';
import { conversationKeys } from './conversation-keys';

/** PATCH /api/conversations/{sessionId} with any of the chat settings. */
export async function updateConversation(
  sessionId: string,
  body: UpdateConversationRequest,
): Promise<Conversation> {
  const path = `/api/conversations/${encodeURIComponent(sessionId)}`;
  return (await apiRequest('PATCH', path, conversationResponseSchema, { body })).conversation;
}

/** Saves chat settings or the title; the cached conversation is replaced so it applies at once. */
export function useUpdateConversation(sessionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateConversationRequest) => updateConversation(sessionId, body),
    onSuccess: (conversation) => {
      queryClient.setQueryData(conversationKeys.detail(sessionId), conversation);
      // Every cached list shows the change at once (a list not on screen may not be read again
      // before it is shown), then each is read again in the background.
      queryClient.setQueriesData<Pages<Conversation>>(
        { queryKey: conversationKeys.lists },
        (data) =>
          data && {
            ...data,
            pages: data.pages.map((page) => ({
              ...page,
              items: page.items.map((c) => (c.sessionId === sessionId ? conversation : c)),
            })),
          },
      );
      void queryClient.invalidateQueries({ queryKey: conversationKeys.lists });
    },
  });
}
