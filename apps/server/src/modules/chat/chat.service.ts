import {
  type chatFieldsSchema,
  DEFAULT_CONVERSATION_AGENT_ID,
  type LinkedinProfile,
  linkedinProfileSchema,
} from '@facet/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Coach, CoachRequest, UserContext } from '../../ai/coach.js';
import { withSafetyNet } from '../../ai/safety/safety-net.js';
import type { ConversationRow } from '../../db/schema/conversations.js';
import type { UserRow } from '../../db/schema/users.js';
import { type CheckedFile, toCoachAttachment } from '../../extract/chat-attachments.js';
import { badRequest } from '../../lib/http-error.js';
import type { WorkerPool } from '../../lib/worker-pool.js';
import type { AgentsService } from '../agents/agents.service.js';
import { type ConversationsService, coachNotOpen } from '../conversations/conversations.service.js';
import { checkTurnSafety, withheldRiskMessages } from './chat-safety.js';

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

/** A message's fields as POST /api/chat reads them. */
export type ChatFields = z.output<typeof chatFieldsSchema>;

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
  /** Reads long messages for risk off the request thread; without one they are read here. */
  riskPool?: WorkerPool | null;
  /** The member's CV text and diamond profile, for the coaches. */
  userContext(userId: string): Promise<UserContext>;
}) {
  const { conversations, agents } = deps;
  // Crisis language is answered by the server, never by the coach (see ai/safety).
  const coach = withSafetyNet(deps.coach);

  return {
    /** The coach that answers, behind the safety net. */
    coach,
    /**
     * Everything that can be refused is refused here, before the stream starts. The user's message
     * is saved before the model is called, so it survives whatever happens next.
     */
    async prepare(
      user: UserRow,
      fields: ChatFields,
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
      // The files are read once, before the message is saved: their text is stored with it so a
      // later turn keeps a document attached earlier in context.
      const attachments = await Promise.all(files.map(toCoachAttachment));
      // The offline coach reads an attached image by OCR for this turn anyway (offline-coach.ts):
      // read it here, once, so its text is stored with the message like a document's and stays in
      // context on later turns. A model that looks at images gets the image and no OCR is run.
      const imageTexts = await Promise.all(
        attachments.map((a) =>
          deps.coach.kind === 'offline' && a.kind === 'image' && a.readText
            ? a.readText().catch(() => null)
            : null,
        ),
      );
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
              ? files.map((f, i) => {
                  const read = attachments[i];
                  const text = read?.kind === 'text' ? read.text : imageTexts[i];
                  return {
                    type: f.mediaType,
                    originalName: f.name,
                    size: f.buffer.length,
                    ...(text ? { text } : {}),
                  };
                })
              : null,
          }),
        context,
        checkTurnSafety(deps, user.id, conversation, content),
      ]);
      const earlier = previous.filter((m) => m.id !== saved.id && m.seq < saved.seq);
      // Fewer rows than asked for means the whole conversation was read.
      const sawWholeConversation = previous.length <= HISTORY_LIMIT;

      // A document attached earlier stays in context while this message brings none of its own.
      const kept =
        isNew || attachments.some((a) => a.kind === 'text') || imageTexts.some(Boolean)
          ? []
          : await conversations.earlierFiles(user.id, conversation.id, saved.seq);
      const history = await withheldRiskMessages(
        earlier
          .filter((m) => m.content.trim())
          .slice(-HISTORY_LIMIT)
          .map((m) => ({ role: m.role as 'user' | 'assistant', content: m.content })),
        deps.riskPool,
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
          message: {
            content,
            attachments: [
              ...attachments,
              ...kept.map((f) => ({
                kind: 'text' as const,
                name: f.name,
                mediaType: f.mediaType,
                text: f.text,
                truncated: false,
                earlier: true,
              })),
            ],
          },
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
  };
}

export type ChatService = ReturnType<typeof createChatService>;
