import type { Message } from '@facet/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { chatKeys } from './chat-keys';

/** DELETE /api/messages/{sessionId} clears the chat. */
export async function clearMessages(sessionId: string): Promise<void> {
  await apiCall('DELETE', `/api/messages/${encodeURIComponent(sessionId)}`);
}

export function useClearMessages(sessionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => clearMessages(sessionId),
    onSuccess: () => {
      queryClient.setQueryData<Message[]>(chatKeys.messages(sessionId), []);
    },
  });
}
