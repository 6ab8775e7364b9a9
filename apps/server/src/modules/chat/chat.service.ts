import {
  type chatFieldsSchema,
  DEFAULT_CONVERSATION_AGENT_ID,
  type LinkedinProfile,
  linkedinProfileSchema,
  type Message,
} from '@facet/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import { type Coach, CoachError, type CoachRequest, type UserContext } from '../../ai/coach.js';
import type { ConversationRow } from '../../db/schema/conversations.js';
import type { UserRow } from '../../db/schema/users.js';
import { type CheckedFile, toCoachAttachment } from '../../extract/chat-attachments.js';
import { badRequest } from '../../lib/http-error.js';
import type { AgentsRepository } from '../agents/agents.repository.js';
import type { ConversationsRepository } from '../conversations/conversations.repository.js';
import { toMessage } from '../conversations/conversations.service.js';

/** How many earlier messages reach the model (the newest ones). */
export const HISTORY_LIMIT = 40;

export type ChatOutcome =
  | { kind: 'complete'; message: Message }
  | { kind: 'error'; error: string }
  | { kind: 'aborted' };

export interface PreparedChat {
  conversation: ConversationRow;
  request: CoachRequest;
  isFirstExchange: boolean;
}

/** The member's imported LinkedIn profile, when it is stored and readable. */
function linkedinOf(user: UserRow): { linkedin?: LinkedinProfile } {
  if (!user.linkedinProfile) return {};
  try {
    const parsed = linkedinProfileSchema.safeParse(JSON.parse(user.linkedinProfile));
    return parsed.success ? { linkedin: parsed.data } : {};
  } catch {
    return {};
  }
}

export function createChatService(deps: {
  conversations: ConversationsRepository;
  agents: AgentsRepository;
  coach: Coach;
  log: FastifyBaseLogger;
  /** The member's CV text and diamond profile, for the coaches. */
  userContext(userId: string): Promise<UserContext>;
}) {
  const { conversations, agents, coach } = deps;

  return {
    /**
     * Everything that can be refused is refused here, before the stream starts. The user's message
     * is saved before the model is called, so it survives whatever happens next.
     */
    async prepare(
      user: UserRow,
      fields: z.output<typeof chatFieldsSchema>,
      files: CheckedFile[],
      signal: AbortSignal,
    ): Promise<PreparedChat> {
      const content = fields.content.trim();
      // What the coach may know of the member: fetched alongside everything else.
      const context = deps.userContext(user.id);
      context.catch(() => {}); // awaited below; this only keeps an early refusal from leaking it
      if (!content && files.length === 0) {
        throw badRequest('Type a message or attach a file before sending.');
      }
      let conversation = await conversations.find(user.id, fields.sessionId);
      // A conversation made by this message has no history to read.
      let isNew = false;
      if (!conversation) {
        const agentId = fields.agentId ?? DEFAULT_CONVERSATION_AGENT_ID;
        const agent = await agents.findById(agentId);
        if (!agent) throw badRequest(`There is no coach with id ${agentId}.`);
        const made = await conversations.findOrCreate(user.id, {
          sessionId: fields.sessionId,
          agentId: agent.id,
          title: `Chat with ${agent.name}`,
          titleSource: 'auto',
        });
        conversation = made.row;
        isNew = made.created;
      }
      const agent = await agents.findById(conversation.agentId);
      if (!agent) throw badRequest('The coach of this conversation is no longer available.');

      // Read the history and save the user's message together: the message is stored before the
      // model is called, and the history leaves it out by id.
      const [previous, saved, userContext] = await Promise.all([
        // One more than the limit: the read may or may not already see the message being saved.
        isNew ? [] : conversations.recentExchange(user.id, conversation.id, HISTORY_LIMIT + 1),
        conversations.addMessage({
          userId: user.id,
          conversationId: conversation.id,
          role: 'user',
          content,
          attachments: files.length
            ? files.map((f) => ({ type: f.mediaType, originalName: f.name, size: f.buffer.length }))
            : null,
        }),
        context,
      ]);
      const earlier = previous.filter((m) => m.id !== saved.id && m.seq < saved.seq);
      // Fewer rows than asked for means the whole conversation was read.
      const sawWholeConversation = previous.length <= HISTORY_LIMIT;

      const history = earlier
        .filter((m) => m.content.trim())
        .slice(-HISTORY_LIMIT)
        .map((m) => ({ role: m.role as 'user' | 'assistant', content: m.content }));

      return {
        conversation,
        isFirstExchange: sawWholeConversation && !earlier.some((m) => m.role === 'assistant'),
        request: {
          agent: {
            id: agent.id,
            name: agent.name,
            category: agent.category,
            persona: agent.persona,
            questions: agent.questions,
          },
          settings: {
            model: conversation.model,
            temperature: conversation.temperature,
            maxTokens: conversation.maxTokens,
            systemPrompt: conversation.systemPrompt,
          },
          history,
          message: { content, attachments: await Promise.all(files.map(toCoachAttachment)) },
          user: { firstName: user.firstName, context: { ...userContext, ...linkedinOf(user) } },
          signal,
        },
      };
    },

    /**
     * Streams the reply through `onDelta`. Whatever was streamed is saved: complete when it ends,
     * incomplete when the client went away (the provider call is aborted through the signal) or
     * when the provider failed.
     */
    async stream(
      user: UserRow,
      prepared: PreparedChat,
      onDelta: (delta: string) => Promise<void> | void,
    ): Promise<ChatOutcome> {
      const { conversation, request } = prepared;
      let reply = '';
      const savePartial = async () => {
        if (!reply.trim()) return;
        await conversations.addMessage({
          userId: user.id,
          conversationId: conversation.id,
          role: 'assistant',
          content: reply,
          status: 'incomplete',
        });
      };
      // Moving the conversation to the top of the list waits until the first token is out.
      let touched: Promise<void> | undefined;
      const touch = () =>
        conversations
          .touch(user.id, conversation.id)
          .catch((err: unknown) =>
            deps.log.warn({ err }, 'could not update the conversation time'),
          );
      try {
        for await (const delta of coach.streamReply(request)) {
          reply += delta;
          if (request.signal.aborted) break;
          await onDelta(delta);
          touched ??= touch();
        }
        touched ??= touch();
        await touched;
        if (request.signal.aborted) {
          await savePartial();
          return { kind: 'aborted' };
        }
        if (!reply.trim())
          throw new CoachError('The AI provider sent an empty reply. Please try again.');
        const wantTitle = prepared.isFirstExchange && conversation.titleSource === 'auto';
        const followUp = await coach.followUp(request, reply, wantTitle);
        const saved = await conversations.addMessage({
          userId: user.id,
          conversationId: conversation.id,
          role: 'assistant',
          content: reply,
          suggestions: followUp.suggestions.slice(0, 4),
          status: 'complete',
        });
        if (wantTitle && followUp.title) {
          await conversations.setAutoTitle(user.id, conversation.id, followUp.title);
        }
        await conversations.touch(user.id, conversation.id);
        return { kind: 'complete', message: toMessage(saved) };
      } catch (error) {
        touched ??= touch();
        await touched;
        await savePartial();
        if (request.signal.aborted) return { kind: 'aborted' };
        deps.log.warn({ err: error, sessionId: conversation.sessionId }, 'chat reply failed');
        return {
          kind: 'error',
          error:
            error instanceof CoachError
              ? error.message
              : 'Failed to send message. Please try again.',
        };
      }
    },
  };
}

export type ChatService = ReturnType<typeof createChatService>;
