/** Query keys of the agents feature. */
export const agentKeys = {
  all: ['agents'] as const,
  list: ['agents', 'list'] as const,
  coach: ['agents', 'coach'] as const,
};
