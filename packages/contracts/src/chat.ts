import { z } from 'zod';

export const MESSAGE_ROLES = ['user', 'assistant', 'system'] as const;
export type MessageRole = (typeof MESSAGE_ROLES)[number];

/** complete: ended normally; incomplete: cut short (stopped, disconnected, provider failed). */
export const MESSAGE_STATUSES = ['complete', 'incomplete'] as const;

export const attachmentMetaSchema = z.object({
  type: z.string(),
  originalName: z.string(),
  size: z.number().int(),
});
export type AttachmentMeta = z.infer<typeof attachmentMetaSchema>;

export const messageSchema = z.object({
  id: z.string(),
  role: z.enum(MESSAGE_ROLES),
  content: z.string(),
  timestamp: z.string(),
  /** SPEC §3: JSON text holding an array of { type, originalName, size }, or null. */
  attachments: z.string().nullable(),
  /** Follow-up suggestions, on assistant messages only. */
  suggestions: z.array(z.string()).nullable(),
  status: z.enum(MESSAGE_STATUSES),
});
export type Message = z.infer<typeof messageSchema>;

export const messagesResponseSchema = z.object({ messages: z.array(messageSchema) });
export type MessagesResponse = z.infer<typeof messagesResponseSchema>;

/** One `data:` line of the chat stream (SPEC §7). */
export const chatStreamEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('chunk'), delta: z.string() }),
  z.object({ type: z.literal('complete'), message: messageSchema }),
  z.object({ type: z.literal('error'), error: z.string() }),
]);
export type ChatStreamEvent = z.infer<typeof chatStreamEventSchema>;

/** SPEC §5: chat attachment types (extension → media type family). */
export const CHAT_ATTACHMENT_EXTENSIONS = [
  'jpg',
  'jpeg',
  'png',
  'gif',
  'webp',
  'pdf',
  'txt',
  'csv',
  'json',
  'doc',
  'docx',
] as const;
export const CHAT_MAX_FILES = 10;
export const CHAT_MESSAGE_MAX_LENGTH = 20_000;
export const CHAT_COUNTER_WARNING = 1000;

export const UNSUPPORTED_CHAT_FILE_ALERT =
  'Some files were not added. Only images, PDFs, text files, and documents are supported.';

/** SPEC §9: the six canned starter suggestions shown on an empty chat. */
export const STARTER_SUGGESTIONS = [
  'Analyse career strengths and growth areas.',
  'Identify core values and how they fit the career.',
  'Suggest career paths from background and interests.',
  'Review experience and recommend improvements.',
  'Discuss strategies for limiting beliefs.',
  'Create an action plan for advancement.',
] as const;

/** The text fields of the multipart chat request (files travel as repeated `files` parts). */
export const chatFieldsSchema = z.object({
  content: z
    .string()
    .max(CHAT_MESSAGE_MAX_LENGTH, `A message can be at most ${CHAT_MESSAGE_MAX_LENGTH} characters.`)
    .optional()
    .default(''),
  sessionId: z
    .string({ error: 'sessionId is required.' })
    .trim()
    .min(1, 'sessionId is required.')
    .max(128, 'sessionId must be at most 128 characters.')
    .regex(/^[A-Za-z0-9_-]+$/, 'sessionId may contain only letters, digits, "-" and "_".'),
  agentId: z.coerce
    .number({ error: 'agentId must be a number.' })
    .int('agentId must be a whole number.')
    .positive('agentId must be a positive number.')
    .optional(),
});
export type ChatFields = z.input<typeof chatFieldsSchema>;
