import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { conversationKeys } from './conversation-keys';

/** DELETE /api/conversations/{sessionId}; on success the list is refreshed. */
export async function deleteConversation(sessionId: string): Promise<void> {
  await apiCall('DELETE', `/api/conversations/${encodeURIComponent(sessionId)}`);
}

export function useDeleteConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteConversation,
    onSuccess: (_data, sessionId) => {
      queryClient.removeQueries({ queryKey: conversationKeys.detail(sessionId) });
      return queryClient.invalidateQueries({ queryKey: conversationKeys.lists });
    },
  });
}
