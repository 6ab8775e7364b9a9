import type { Message } from '@facet/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { chatKeys } from './chat-keys';

/** SPEC §7: DELETE /api/messages/{sessionId} clears the chat. */
export async function clearMessages(sessionId: string): Promise<void> {
  await apiRequest('DELETE', `/api/messages/${encodeURIComponent(sessionId)}`);
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
