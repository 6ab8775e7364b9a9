/** Query keys of the diamond insights feature. */
export const insightKeys = {
  all: ['insights'] as const,
  current: ['insights', 'current'] as const,
};
