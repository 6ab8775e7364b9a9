import type { ChatStreamEvent } from '@facet/contracts';
import { postEventStream, type StreamOutcome } from '@/lib/sse-client';

export interface SendMessageInput {
  content: string;
  sessionId: string;
  agentId?: number | undefined;
  /** The name the member chose for the chat; the coach calls them by it. */
  displayName?: string | undefined;
  files: readonly File[];
  /** Answer the conversation's last message again (its reply is replaced); content is ignored. */
  regenerate?: boolean;
  /** The id of the member's message this one replaces, with every turn after it. */
  editOf?: string | undefined;
}

/**
 * POST /api/chat as multipart (content, sessionId, agentId and displayName if any, repeated
 * files); the answer streams chunk / complete / error events.
 */
export function sendMessage(
  input: SendMessageInput,
  options: { signal?: AbortSignal; onEvent?: (event: ChatStreamEvent) => void },
): Promise<StreamOutcome> {
  const form = new FormData();
  form.append('content', input.content);
  form.append('sessionId', input.sessionId);
  if (input.agentId !== undefined) form.append('agentId', String(input.agentId));
  if (input.displayName) form.append('displayName', input.displayName);
  if (input.regenerate) form.append('regenerate', 'true');
  if (input.editOf) form.append('editOf', input.editOf);
  for (const file of input.files) form.append('files', file, file.name);
  return postEventStream('/api/chat', form, options);
}
