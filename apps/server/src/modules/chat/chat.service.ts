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
import { withSafetyNet } from '../../ai/safety/safety-net.js';
import type { ConversationRow } from '../../db/schema/conversations.js';
import type { UserRow } from '../../db/schema/users.js';
import { type CheckedFile, toCoachAttachment } from '../../extract/chat-attachments.js';
import { badRequest } from '../../lib/http-error.js';
import type { AgentsService } from '../agents/agents.service.js';
import { toMessage } from '../conversations/conversations.mapper.js';
import { type ConversationsService, coachNotOpen } from '../conversations/conversations.service.js';
import { checkTurnSafety, withheldRiskMessages } from './chat-safety.js';
import type { ReplyOwner } from './reply-hub.js';
import { afterThisTurn, type ReplySaver } from './reply-saver.js';

/** How many earlier messages reach the model (the newest ones). */
const HISTORY_LIMIT = 40;

/**
 * Control characters a model may emit that no reply keeps: NUL (which PostgreSQL refuses in text,
 * so one NUL lost the whole reply), the other C0 controls but tab and line feed, DEL and the C1
 * controls. A carriage return goes too: line feeds alone end lines.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
const MODEL_CONTROL_CHARACTERS = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/g;
/** Half of a surrogate pair without its other half. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * A piece of the model's reply as it is streamed and saved. Cleaned piece by piece, before it is
 * sent, so what the member saw, what a resumed stream replays and what is saved are the same text.
 * (Surrogates are left alone here: a provider may split a pair between two pieces.)
 */
export const cleanReplyText = (text: string) => text.replace(MODEL_CONTROL_CHARACTERS, '');

/**
 * A title or suggestion from the model, as it is saved: one line of well-formed text without
 * control characters (a control character in either used to fail the reply's final save).
 */
export const cleanModelLine = (text: string) =>
  text
    .replace(LONE_SURROGATE, '\uFFFD')
    .replace(/[\t\n\r]+/g, ' ')
    .replace(MODEL_CONTROL_CHARACTERS, '')
    .replace(/ {2,}/g, ' ')
    .trim();

export type ChatOutcome =
  | { kind: 'complete'; message: Message }
  /** The provider failed: `message` is the reply saved so far (incomplete), if it had text. */
  | { kind: 'error'; error: string; message?: Message }
  /** Stopped (a Stop, a shutdown, the time limit): `message` is the reply saved so far, if any. */
  | { kind: 'aborted'; message?: Message };

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
  conversations: ConversationsService;
  agents: AgentsService;
  coach: Coach;
  log: FastifyBaseLogger;
  /** The member's CV text and diamond profile, for the coaches. */
  userContext(userId: string): Promise<UserContext>;
  /** Saves replies while they stream. */
  replies: ReplySaver;
}) {
  const { conversations, agents, replies } = deps;
  // Crisis language is answered by the server, never by the coach (see ai/safety).
  const coach = withSafetyNet(deps.coach);

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
      const rewinding = fields.regenerate || fields.editOf !== undefined;
      // What the coach may know of the member: fetched alongside everything else.
      const context = deps.userContext(user.id);
      context.catch(() => {}); // awaited below; this only keeps an early refusal from leaking it
      if (!fields.regenerate && !fields.content.trim() && files.length === 0) {
        throw badRequest('Type a message or attach a file before sending.');
      }
      // A conversation made by this message has no history to read. A regenerate or an edit
      // needs the conversation to exist already.
      const { row: conversation, created: isNew } = rewinding
        ? {
            row: await conversations.requireConversation(user.id, fields.sessionId),
            created: false,
          }
        : await conversations.findOrStart(
            user.id,
            fields.sessionId,
            fields.agentId ?? DEFAULT_CONVERSATION_AGENT_ID,
          );
      // Regenerate and edit-and-resend: the later turns go first; a regenerate asks the member's
      // last message again, saved as it is.
      const asked = fields.regenerate
        ? await conversations.rewind(user.id, conversation, { regenerate: true })
        : fields.editOf
          ? await conversations.rewind(user.id, conversation, { editOf: fields.editOf })
          : undefined;
      const content = asked ? asked.content : fields.content.trim();
      const agent = await agents.findById(conversation.agentId);
      if (!agent) throw badRequest('The coach of this conversation is no longer available.');
      // A conversation made before its coach was closed cannot be continued either.
      if (!agent.isActive) throw coachNotOpen(agent.name);

      // Read the history and save the user's message together: the message is stored before the
      // model is called, and the history leaves it out by id.
      const [previous, saved, userContext, safety] = await Promise.all([
        // One more than the limit: the read may or may not already see the message being saved.
        isNew ? [] : conversations.recentExchange(user.id, conversation.id, HISTORY_LIMIT + 1),
        asked ??
          conversations.addMessage({
            userId: user.id,
            conversationId: conversation.id,
            role: 'user',
            content,
            attachments: files.length
              ? files.map((f) => ({
                  type: f.mediaType,
                  originalName: f.name,
                  size: f.buffer.length,
                }))
              : null,
          }),
        context,
        checkTurnSafety(deps, user.id, conversation, content),
      ]);
      const earlier = previous.filter((m) => m.id !== saved.id && m.seq < saved.seq);
      // Fewer rows than asked for means the whole conversation was read.
      const sawWholeConversation = previous.length <= HISTORY_LIMIT;

      const history = withheldRiskMessages(
        earlier
          .filter((m) => m.content.trim())
          .slice(-HISTORY_LIMIT)
          .map((m) => ({ role: m.role as 'user' | 'assistant', content: m.content })),
      );

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
          user: {
            firstName: user.firstName,
            ...(fields.displayName ? { displayName: fields.displayName } : {}),
            context: { ...userContext, ...linkedinOf(user) },
          },
          safety,
          signal,
        },
      };
    },

    /**
     * Streams the reply through `onDelta`. Whatever was streamed is kept, on one row: it is made
     * (status streaming) with the first words and saved every two seconds while the reply streams,
     * so even a crash loses at most the last two seconds; then it becomes complete when the reply
     * ends, or incomplete when it was stopped (the provider call is aborted through the signal) or
     * the provider failed. A client that goes away does not stop it: it can be resumed. `owner`
     * lets other instances resume and stop it (see reply-hub.ts).
     */
    async stream(
      user: UserRow,
      prepared: PreparedChat,
      onDelta: (delta: string) => Promise<void> | void,
      owner?: ReplyOwner,
    ): Promise<ChatOutcome> {
      const { conversation, request } = prepared;
      const live = replies.begin(user.id, conversation.id);
      owner?.attach(live);
      let reply = '';
      const saveIncomplete = () =>
        live.finish({ status: 'incomplete' }).then(
          (row) => (row ? toMessage(row) : undefined),
          (err: unknown) => {
            deps.log.error({ err }, 'could not save a partial reply');
            return undefined;
          },
        );
      // Moving the conversation to the top of the list waits until the first token is out (sent on
      // the next tick, so after this turn of the event loop).
      let touched: Promise<void> | undefined;
      const touch = () =>
        afterThisTurn()
          .then(() => conversations.touch(user.id, conversation.id))
          .catch((err: unknown) =>
            deps.log.warn({ err }, 'could not update the conversation time'),
          );
      try {
        // Model output is cleaned here, the one place replies, titles and suggestions are saved.
        for await (const raw of coach.streamReply(request)) {
          if (request.signal.aborted) break;
          const delta = cleanReplyText(raw);
          if (!delta) continue;
          reply += delta;
          await onDelta(delta);
          // After the send: the row's first write never delays the words it saves. Listeners on
          // other instances get the text in the same step, so none of it falls between the two.
          const offset = reply.length - delta.length;
          live.append(delta);
          owner?.chunk(offset, delta);
          touched ??= touch();
        }
        touched ??= touch();
        await touched;
        if (request.signal.aborted) {
          const message = await saveIncomplete();
          return message ? { kind: 'aborted', message } : { kind: 'aborted' };
        }
        if (!reply.trim())
          throw new CoachError('The AI provider sent an empty reply. Please try again.');
        const wantTitle = prepared.isFirstExchange && conversation.titleSource === 'auto';
        const followUp = await coach.followUp(request, reply, wantTitle);
        const suggestions = followUp.suggestions.map(cleanModelLine).filter(Boolean);
        const title = followUp.title ? cleanModelLine(followUp.title) : '';
        const saved = await live.finish({
          status: 'complete',
          suggestions: suggestions.slice(0, 4),
        });
        if (!saved) throw new Error('a reply with text was not saved');
        if (wantTitle && title) {
          await conversations.setAutoTitle(user.id, conversation.id, title);
        }
        await conversations.touch(user.id, conversation.id);
        return { kind: 'complete', message: toMessage(saved) };
      } catch (error) {
        touched ??= touch();
        await touched;
        const message = await saveIncomplete();
        if (request.signal.aborted) {
          return message ? { kind: 'aborted', message } : { kind: 'aborted' };
        }
        deps.log.warn({ err: error, sessionId: conversation.sessionId }, 'chat reply failed');
        return {
          kind: 'error',
          error:
            error instanceof CoachError
              ? error.message
              : 'Failed to send message. Please try again.',
          ...(message ? { message } : {}),
        };
      }
    },
  };
}

export type ChatService = ReturnType<typeof createChatService>;
