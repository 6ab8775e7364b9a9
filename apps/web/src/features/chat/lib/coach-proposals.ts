import { createContext } from 'react';

/**
 * Whether replies may carry a coach's proposals (only a model proposes, through a tool call): the
 * chat page sets it from the coach in use, so the offline coach's chats never ask for them.
 */
export const CoachProposalsContext = createContext(false);
