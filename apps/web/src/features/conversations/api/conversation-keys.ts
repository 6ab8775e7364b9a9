/** Query keys of the conversations feature (messages live under their own key, see chat). */
export const conversationKeys = {
  all: ['conversations'] as const,
  lists: ['conversations', 'list'] as const,
  list: (agentId?: number, q?: string) =>
    q
      ? (['conversations', 'list', agentId ?? 'all', q] as const)
      : (['conversations', 'list', agentId ?? 'all'] as const),
  detail: (sessionId: string) => ['conversations', 'detail', sessionId] as const,
};
