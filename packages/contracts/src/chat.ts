import { z } from 'zod';
import { AGENT_ID_MAX } from './agents.js';
import { DISPLAY_NAME_MAX_LENGTH, DISPLAY_NAME_MIN_LENGTH } from './limits.js';
import { textField } from './text.js';

export const MESSAGE_ROLES = ['user', 'assistant', 'system'] as const;
export type MessageRole = (typeof MESSAGE_ROLES)[number];

/**
 * complete: ended normally; incomplete: cut short (stopped, disconnected, provider failed, the
 * server restarted); streaming: a reply still being written, its content what was saved so far
 * (at most a couple of seconds behind the live stream).
 */
export const MESSAGE_STATUSES = ['complete', 'incomplete', 'streaming'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

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
  /** JSON text holding an array of { type, originalName, size }, or null. */
  attachments: z.string().nullable(),
  /** Follow-up suggestions, on assistant messages only. */
  suggestions: z.array(z.string()).nullable(),
  status: z.enum(MESSAGE_STATUSES),
});
export type Message = z.infer<typeof messageSchema>;

export const messagesResponseSchema = z.object({ messages: z.array(messageSchema) });
export type MessagesResponse = z.infer<typeof messagesResponseSchema>;

/**
 * One `data:` line of the chat stream: `chunk` adds text to the reply, `complete` ends it with the
 * saved message, `error` ends it with a text for the member. A resumed stream
 * (`GET /api/chat/{sessionId}/stream`) starts with one `snapshot`: the whole reply so far, which
 * the chunks after it continue.
 */
export const chatStreamEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('snapshot'), content: z.string() }),
  z.object({ type: z.literal('chunk'), delta: z.string() }),
  z.object({ type: z.literal('complete'), message: messageSchema }),
  z.object({ type: z.literal('error'), error: z.string() }),
]);
export type ChatStreamEvent = z.infer<typeof chatStreamEventSchema>;

/** Chat attachment types: images, PDF, text, CSV, JSON and Word (the content is checked too). */
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
/**
 * The files of one message together: 25 MB (26,214,400 bytes), as much as a LinkedIn import, and
 * about what a provider takes in one request once images are encoded. Each file is also at most
 * 10 MB.
 */
export const CHAT_MAX_TOTAL_BYTES = 25 * 1024 * 1024;
export const CHAT_TOO_MANY_FILES = `You can attach at most ${CHAT_MAX_FILES} files to one message.`;
export const CHAT_FILES_TOO_LARGE = `The files of one message can be at most ${CHAT_MAX_TOTAL_BYTES / 1024 / 1024} MB together.`;
export const CHAT_MESSAGE_MAX_LENGTH = 20_000;
export const CHAT_COUNTER_WARNING = 1000;

export const UNSUPPORTED_CHAT_FILE_ALERT =
  'Some files were not added. Only images, PDFs, text files, and documents are supported.';

/** The six canned starter suggestions shown on an empty chat. */
export const STARTER_SUGGESTIONS = [
  'Analyse career strengths and growth areas.',
  'Identify core values and how they fit the career.',
  'Suggest career paths from background and interests.',
  'Review experience and recommend improvements.',
  'Discuss strategies for limiting beliefs.',
  'Create an action plan for advancement.',
] as const;

/**
 * The chat display name (2 to 50 characters) as the coach may use it: letters of any script,
 * digits, spaces and the punctuation of real names (apostrophe, hyphen, full stop). Anything else
 * is refused, so the name can be written into a coach's instructions without carrying its own.
 */
export const chatDisplayNameSchema = z
  .string()
  .trim()
  .min(
    DISPLAY_NAME_MIN_LENGTH,
    `displayName must be at least ${DISPLAY_NAME_MIN_LENGTH} characters.`,
  )
  .max(
    DISPLAY_NAME_MAX_LENGTH,
    `displayName must be at most ${DISPLAY_NAME_MAX_LENGTH} characters.`,
  )
  .regex(
    /^[\p{L}\p{M}\p{N}][\p{L}\p{M}\p{N} '’.-]*$/u,
    'displayName may contain only letters, digits, spaces, apostrophes, hyphens and full stops.',
  );

/** The text fields of the multipart chat request (files travel as repeated `files` parts). */
export const chatFieldsSchema = z.object({
  content: textField('Your message', { multiline: true })
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
    .max(AGENT_ID_MAX, 'agentId does not name a coach.')
    .optional(),
  /** The name the member chose for the chat; the coach calls them by it. Empty means none. */
  displayName: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    chatDisplayNameSchema.optional(),
  ),
  /**
   * `true`: answer the conversation's last message again. Its reply (and anything after the
   * message) is removed first; `content` is ignored, the last message is asked again as it was.
   */
  regenerate: z
    .enum(['true', 'false'], { error: 'regenerate must be "true" or "false".' })
    .optional()
    .transform((value) => value === 'true'),
  /**
   * The id of one of the member's earlier messages in this conversation: that message and every
   * turn after it are replaced by this one (edit and resend).
   */
  editOf: z.uuid({ error: 'editOf must be the id of one of your messages.' }).optional(),
});
export type ChatFields = z.input<typeof chatFieldsSchema>;

/**
 * `POST /api/chat/{sessionId}/stop`: the reply in progress stops on whichever instance writes it
 * and keeps what was streamed (status incomplete). `message` is that saved reply, or null when no
 * reply text was in progress (a reply still waiting for its first words is stopped all the same).
 */
export const chatStopResponseSchema = z.object({ message: messageSchema.nullable() });
export type ChatStopResponse = z.infer<typeof chatStopResponseSchema>;
