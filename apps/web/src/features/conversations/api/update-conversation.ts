import {
  type Conversation,
  conversationResponseSchema,
  type UpdateConversationRequest,
} from '@facet/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { conversationKeys } from './conversation-keys';

/** PATCH /api/conversations/{sessionId} with any of the chat settings. */
export async function updateConversation(
  sessionId: string,
  body: UpdateConversationRequest,
): Promise<Conversation> {
  const path = `/api/conversations/${encodeURIComponent(sessionId)}`;
  return (await apiRequest('PATCH', path, conversationResponseSchema, { body })).conversation;
}

/** Saves chat settings; the cached conversation is replaced so the theme applies at once. */
export function useUpdateConversation(sessionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateConversationRequest) => updateConversation(sessionId, body),
    onSuccess: (conversation) => {
      queryClient.setQueryData(conversationKeys.detail(sessionId), conversation);
      void queryClient.invalidateQueries({ queryKey: conversationKeys.lists });
    },
  });
}
