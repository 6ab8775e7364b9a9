import { z } from 'zod';
import { sessionIdSchema } from './conversations.js';
import { nextCursorSchema } from './paging.js';
import { cleanTextCheck, textField } from './text.js';

/** Note priority (default medium) and status (default active); see docs/product.md, Notes. */
export const NOTE_PRIORITIES = ['low', 'medium', 'high'] as const;
export const NOTE_STATUSES = ['active', 'completed', 'archived'] as const;
export type NotePriority = (typeof NOTE_PRIORITIES)[number];
export type NoteStatus = (typeof NOTE_STATUSES)[number];

export const NOTE_TITLE_MAX = 200;
export const NOTE_CONTENT_MAX = 20_000;
export const NOTE_TAGS_MAX = 20;
export const NOTE_TAG_MAX_LENGTH = 40;
export const NOTE_SHARES_MAX = 50;

export const NOTE_MESSAGES = {
  titleAndContent: 'Please provide both title and content for the note.',
  privateCannotShare:
    'A private note cannot be shared. Remove the people it is shared with, or make it shared.',
  viewOnly: 'This note was shared with you to read; only its owner and collaborators can edit it.',
  ownerOnly: 'Only the owner of this note can do that.',
  notFound: 'Note not found.',
} as const;

/** Trimmed, non-empty and without duplicates, keeping the first spelling. */
const cleanList = (values: string[], key: (v: string) => string = (v) => v) => {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of values) {
    const value = raw.trim();
    if (!value || seen.has(key(value))) continue;
    seen.add(key(value));
    out.push(value);
  }
  return out;
};

export const noteTagsSchema = z
  .array(textField('A tag', { trim: true, typeError: 'Tags must be text.' }), {
    error: 'Tags must be a list.',
  })
  .transform((tags) => cleanList(tags, (t) => t.toLowerCase()))
  .pipe(
    z
      .array(
        z
          .string()
          .max(NOTE_TAG_MAX_LENGTH, `A tag can be at most ${NOTE_TAG_MAX_LENGTH} characters.`),
      )
      .max(NOTE_TAGS_MAX, `A note can have at most ${NOTE_TAGS_MAX} tags.`),
  );

const emailListSchema = (label: string) =>
  z
    .array(
      z
        .string({ error: `${label} must be e-mail addresses.` })
        .check(cleanTextCheck(`An e-mail address in ${label}`)),
      {
        error: `${label} must be a list of e-mail addresses.`,
      },
    )
    .transform((emails) => cleanList(emails.map((e) => e.toLowerCase())))
    .pipe(
      z
        .array(z.email({ error: (issue) => `Not a valid email address: ${String(issue.input)}` }))
        .max(NOTE_SHARES_MAX, `A note can be shared with at most ${NOTE_SHARES_MAX} people.`),
    );

const titleSchema = textField('The title', { trim: true, typeError: NOTE_MESSAGES.titleAndContent })
  .min(1, NOTE_MESSAGES.titleAndContent)
  .max(NOTE_TITLE_MAX, `The title can be at most ${NOTE_TITLE_MAX} characters.`);
const contentSchema = textField('The note', {
  trim: true,
  multiline: true,
  typeError: NOTE_MESSAGES.titleAndContent,
})
  .min(1, NOTE_MESSAGES.titleAndContent)
  .max(NOTE_CONTENT_MAX, `The note can be at most ${NOTE_CONTENT_MAX} characters.`);

export const createNoteRequestSchema = z
  .object({
    title: titleSchema,
    content: contentSchema,
    tags: noteTagsSchema.optional().default([]),
    isPrivate: z.boolean({ error: 'isPrivate must be true or false.' }).optional().default(false),
    priority: z
      .enum(NOTE_PRIORITIES, { error: 'Priority must be low, medium or high.' })
      .optional()
      .default('medium'),
    status: z
      .enum(NOTE_STATUSES, { error: 'Status must be active, completed or archived.' })
      .optional()
      .default('active'),
    sharedWith: emailListSchema('sharedWith').optional().default([]),
    collaborators: emailListSchema('collaborators').optional().default([]),
  })
  .superRefine((note, ctx) => {
    if (note.isPrivate && (note.sharedWith.length || note.collaborators.length)) {
      ctx.addIssue({
        code: 'custom',
        path: ['isPrivate'],
        message: NOTE_MESSAGES.privateCannotShare,
      });
    }
  });
export type CreateNoteRequest = z.input<typeof createNoteRequestSchema>;

/**
 * The web's edit dialog sends title, content and tags. The owner may also change privacy, priority,
 * status and the share lists (un-sharing takes effect at once); collaborators only the first three.
 */
export const updateNoteRequestSchema = z
  .object({
    title: titleSchema.optional(),
    content: contentSchema.optional(),
    tags: noteTagsSchema.optional(),
    isPrivate: z.boolean({ error: 'isPrivate must be true or false.' }).optional(),
    priority: z
      .enum(NOTE_PRIORITIES, { error: 'Priority must be low, medium or high.' })
      .optional(),
    status: z
      .enum(NOTE_STATUSES, { error: 'Status must be active, completed or archived.' })
      .optional(),
    sharedWith: emailListSchema('sharedWith').optional(),
    collaborators: emailListSchema('collaborators').optional(),
  })
  .refine((value) => Object.values(value).some((v) => v !== undefined), {
    message: 'Nothing to update: send at least one field.',
  });
export type UpdateNoteRequest = z.input<typeof updateNoteRequestSchema>;

export const NOTE_ROLES = ['owner', 'collaborator', 'viewer'] as const;
export type NoteRole = (typeof NOTE_ROLES)[number];

export const noteSchema = z.object({
  id: z.string(),
  title: z.string(),
  content: z.string(),
  tags: z.array(z.string()),
  isPrivate: z.boolean(),
  priority: z.enum(NOTE_PRIORITIES),
  status: z.enum(NOTE_STATUSES),
  sharedWith: z.array(z.string()),
  collaborators: z.array(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** What the caller may do with it. */
  role: z.enum(NOTE_ROLES),
});
export type Note = z.infer<typeof noteSchema>;

export const noteResponseSchema = z.object({ note: noteSchema });
/** A page of one conversation's notes, last changed first. */
export const notesResponseSchema = z.object({
  notes: z.array(noteSchema),
  nextCursor: nextCursorSchema,
});

/**
 * A note someone else shared with the caller, with who owns it and the session id its edits go to.
 * The owner's conversation title is never sent: it often repeats their first, private message.
 */
export const sharedNoteSchema = noteSchema.extend({
  owner: z.object({ firstName: z.string(), lastName: z.string(), email: z.string() }),
  conversation: z.object({ sessionId: z.string() }),
});
export type SharedNote = z.infer<typeof sharedNoteSchema>;
/** A page of "Shared with me", last changed first. */
export const sharedNotesResponseSchema = z.object({
  notes: z.array(sharedNoteSchema),
  nextCursor: nextCursorSchema,
});

export const noteParamsSchema = z.object({
  sessionId: sessionIdSchema,
  noteId: z.string().uuid(NOTE_MESSAGES.notFound),
});

export const sharedNoteParamsSchema = z.object({
  noteId: z.string().uuid(NOTE_MESSAGES.notFound),
});
