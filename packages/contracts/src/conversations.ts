import { z } from 'zod';
import { AGENT_ID_MAX, DEFAULT_CONVERSATION_AGENT_ID } from './agents.js';
import { nextCursorSchema, pageQuerySchema } from './paging.js';
import { textField } from './text.js';

/**
 * Chat settings of a conversation: model (default gpt-4o), theme (default `default`), temperature
 * 0 to 2 in steps of 0.1 (default 0.7), max tokens 100 to 4000 in steps of 100 (default 1000).
 */
export const CHAT_MODELS = ['gpt-4o', 'gpt-4', 'gpt-3.5-turbo'] as const;
export type ChatModel = (typeof CHAT_MODELS)[number];
export const DEFAULT_CHAT_MODEL: ChatModel = 'gpt-4o';

export const CHAT_THEMES = ['default', 'dark', 'warm', 'minimal'] as const;
export type ChatTheme = (typeof CHAT_THEMES)[number];

export const TEMPERATURE = { min: 0, max: 2, step: 0.1, default: 0.7 } as const;
export const MAX_TOKENS = { min: 100, max: 4000, step: 100, default: 1000 } as const;
export const SYSTEM_PROMPT_MAX_LENGTH = 4000;
export const TITLE_MAX_LENGTH = 120;

/** Made in the browser from a timestamp plus random text; URL-safe by construction. */
export const sessionIdSchema = z
  .string({ error: 'sessionId is required.' })
  .trim()
  .min(1, 'sessionId is required.')
  .max(128, 'sessionId must be at most 128 characters.')
  .regex(/^[A-Za-z0-9_-]+$/, 'sessionId may contain only letters, digits, "-" and "_".');

export const agentIdSchema = z.coerce
  .number({ error: 'agentId must be a number.' })
  .int('agentId must be a whole number.')
  .positive('agentId must be a positive number.')
  .max(AGENT_ID_MAX, 'agentId does not name a coach.');

export const conversationSchema = z.object({
  sessionId: z.string(),
  agentId: z.number().int(),
  title: z.string(),
  systemPrompt: z.string().nullable(),
  temperature: z.number(),
  maxTokens: z.number().int(),
  model: z.string(),
  theme: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Conversation = z.infer<typeof conversationSchema>;

export const conversationResponseSchema = z.object({ conversation: conversationSchema });
/** A page of the member's conversations, newest activity first. */
export const conversationsResponseSchema = z.object({
  conversations: z.array(conversationSchema),
  nextCursor: nextCursorSchema,
});

export const CONVERSATION_SEARCH_MAX_LENGTH = 200;

export const conversationsQuerySchema = pageQuerySchema.extend({
  agentId: agentIdSchema.optional(),
  /**
   * Search: conversations whose title, or one of whose messages, holds every word of `q` (a word
   * matches as the start of a word: "interv" finds "interview"), in any letter case; punctuation
   * is ignored. Empty means no search.
   */
  q: z
    .string({ error: 'q must be text.' })
    .trim()
    .max(
      CONVERSATION_SEARCH_MAX_LENGTH,
      `q must be at most ${CONVERSATION_SEARCH_MAX_LENGTH} characters.`,
    )
    .optional()
    .transform((value) => (value ? value : undefined)),
});

export const createConversationRequestSchema = z.object({
  sessionId: sessionIdSchema,
  agentId: agentIdSchema.optional().default(DEFAULT_CONVERSATION_AGENT_ID),
  title: textField('The title', { trim: true, typeError: 'title must be text.' })
    .max(TITLE_MAX_LENGTH, `title must be at most ${TITLE_MAX_LENGTH} characters.`)
    .optional(),
});
export type CreateConversationRequest = z.input<typeof createConversationRequestSchema>;

/** Whole multiples of a step, tolerant of floating-point noise (0.7 is 7 × 0.1, give or take). */
const onStep = (step: number) => (value: number) =>
  Math.abs(value / step - Math.round(value / step)) < 1e-6;

export const updateConversationRequestSchema = z
  .object({
    systemPrompt: textField('The system prompt', {
      multiline: true,
      typeError: 'systemPrompt must be text.',
    })
      .max(
        SYSTEM_PROMPT_MAX_LENGTH,
        `The system prompt must be at most ${SYSTEM_PROMPT_MAX_LENGTH} characters.`,
      )
      .nullable()
      .optional(),
    temperature: z
      .number({ error: 'Creativity (temperature) must be a number.' })
      .min(TEMPERATURE.min, 'Creativity (temperature) must be between 0 and 2.')
      .max(TEMPERATURE.max, 'Creativity (temperature) must be between 0 and 2.')
      .refine(onStep(TEMPERATURE.step), 'Creativity (temperature) moves in steps of 0.1.')
      // Stored exactly on its step: a value like 1e-320 passes the step test within tolerance but
      // is below what the database's real type can hold.
      .transform((value) => Math.round(value / TEMPERATURE.step) / Math.round(1 / TEMPERATURE.step))
      .optional(),
    maxTokens: z
      .number({ error: 'Response length (maxTokens) must be a number.' })
      .int('Response length (maxTokens) must be a whole number.')
      .min(MAX_TOKENS.min, 'Response length (maxTokens) must be between 100 and 4000.')
      .max(MAX_TOKENS.max, 'Response length (maxTokens) must be between 100 and 4000.')
      .refine(onStep(MAX_TOKENS.step), 'Response length (maxTokens) moves in steps of 100.')
      .optional(),
    model: z
      .enum(CHAT_MODELS, { error: `Model must be one of ${CHAT_MODELS.join(', ')}.` })
      .optional(),
    theme: z
      .enum(CHAT_THEMES, { error: `Theme must be one of ${CHAT_THEMES.join(', ')}.` })
      .optional(),
    title: textField('The title', { trim: true, typeError: 'title must be text.' })
      .min(1, 'The title cannot be empty.')
      .max(TITLE_MAX_LENGTH, `title must be at most ${TITLE_MAX_LENGTH} characters.`)
      .optional(),
  })
  .refine((value) => Object.values(value).some((v) => v !== undefined), {
    message: 'Nothing to update: send at least one setting.',
  });
export type UpdateConversationRequest = z.input<typeof updateConversationRequestSchema>;

export const sessionParamsSchema = z.object({ sessionId: sessionIdSchema });
