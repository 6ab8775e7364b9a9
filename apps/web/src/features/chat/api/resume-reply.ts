import {
  type ChatStopResponse,
  type ChatStreamEvent,
  chatStopResponseSchema,
} from '@facet/contracts';
import { apiRequest } from '@/lib/api-client';
import { getEventStream, type StreamOutcome } from '@/lib/sse-client';

const chatPath = (sessionId: string) => `/api/chat/${encodeURIComponent(sessionId)}`;

/**
 * GET /api/chat/{sessionId}/stream: the reply still being written in this conversation (after a
 * reload, say), from whichever server writes it: a snapshot of the text so far, then chunks, then
 * complete or error. Resolves with null when no reply is in progress.
 */
export function resumeReply(
  sessionId: string,
  options: { signal?: AbortSignal; onEvent?: (event: ChatStreamEvent) => void },
): Promise<StreamOutcome | null> {
  return getEventStream(`${chatPath(sessionId)}/stream`, options);
}

/**
 * POST /api/chat/{sessionId}/stop: stops the conversation's reply wherever it is written; it keeps
 * what was streamed. Answers the saved reply, or null when none had text yet.
 */
export async function stopReply(sessionId: string): Promise<ChatStopResponse> {
  return apiRequest('POST', `${chatPath(sessionId)}/stop`, chatStopResponseSchema);
}
