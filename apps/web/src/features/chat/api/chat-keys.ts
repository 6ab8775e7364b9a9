/** Query keys of the chat feature. */
export const chatKeys = {
  messages: (sessionId: string) => ['messages', sessionId] as const,
};
