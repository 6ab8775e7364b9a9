import {
  type Conversation,
  type CreateConversationRequest,
  conversationResponseSchema,
  DEFAULT_CONVERSATION_AGENT_ID,
} from '@facet/contracts';
import { apiRequest } from '@/lib/api-client';

/** POST /api/conversations { sessionId, agentId (query value or 1), title? }. */
export async function createConversation(body: CreateConversationRequest): Promise<Conversation> {
  const response = await apiRequest('POST', '/api/conversations', conversationResponseSchema, {
    body: { ...body, agentId: body.agentId ?? DEFAULT_CONVERSATION_AGENT_ID },
  });
  return response.conversation;
}
