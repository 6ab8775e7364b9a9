import {
  type createNoteRequestSchema,
  NOTE_MESSAGES,
  NOTE_PRIORITIES,
  NOTE_STATUSES,
  type Note,
  type NoteRole,
  type SharedNote,
  type updateNoteRequestSchema,
} from '@facet/contracts';
import type { z } from 'zod';
import type { NoteRow } from '../../db/schema/notes.js';
import type { UserRow } from '../../db/schema/users.js';
import { badRequest, HttpError, notFound } from '../../lib/http-error.js';
import type { ConversationsService } from '../conversations/conversations.service.js';
import type { NotesRepository, NoteValues } from './notes.repository.js';

/**
 * Who may do what with a note (SPEC §6, decided in docs/decisions/009): the owner everything; an
 * e-mail in `collaborators` may read and edit title, content and tags; one in `sharedWith` may
 * read. The lists are read at each request, so removing someone takes effect at once.
 */
export function roleFor(note: NoteRow, user: UserRow): NoteRole | null {
  if (note.ownerId === user.id) return 'owner';
  const email = user.email.toLowerCase();
  if (note.isPrivate) return null;
  if (note.collaborators.includes(email)) return 'collaborator';
  if (note.sharedWith.includes(email)) return 'viewer';
  return null;
}

export function toNote(row: NoteRow, role: NoteRole): Note {
  return {
    id: row.id,
    title: row.title,
    content: row.content,
    tags: row.tags,
    isPrivate: row.isPrivate,
    priority: NOTE_PRIORITIES.find((p) => p === row.priority) ?? 'medium',
    status: NOTE_STATUSES.find((s) => s === row.status) ?? 'active',
    // Only the owner sees who else has the note.
    sharedWith: role === 'owner' ? row.sharedWith : [],
    collaborators: role === 'owner' ? row.collaborators : [],
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    role,
  };
}

/** Share lists without the owner, and a collaborator is not also a reader. */
function tidyShares(owner: UserRow, sharedWith: string[], collaborators: string[]) {
  const self = owner.email.toLowerCase();
  const editors = collaborators.filter((e) => e !== self);
  return {
    collaborators: editors,
    sharedWith: sharedWith.filter((e) => e !== self && !editors.includes(e)),
  };
}

const COLLABORATOR_FIELDS = new Set(['title', 'content', 'tags']);

export function createNotesService(deps: {
  notes: NotesRepository;
  conversations: ConversationsService;
}) {
  const { notes, conversations } = deps;

  /** The note if the caller may see it and it belongs to that conversation; else a 404. */
  async function visible(user: UserRow, sessionId: string, noteId: string) {
    const found = await notes.findVisible(noteId, user.id, user.email.toLowerCase());
    const role = found ? roleFor(found.note, user) : null;
    if (!found || !role || found.sessionId !== sessionId) throw notFound(NOTE_MESSAGES.notFound);
    return { note: found.note, role };
  }

  return {
    async list(user: UserRow, sessionId: string): Promise<Note[]> {
      const conversation = await conversations.requireConversation(user.id, sessionId);
      return (await notes.listForOwner(user.id, conversation.id)).map((n) => toNote(n, 'owner'));
    },

    async create(
      user: UserRow,
      sessionId: string,
      input: z.output<typeof createNoteRequestSchema>,
    ) {
      const conversation = await conversations.requireConversation(user.id, sessionId);
      const row = await notes.insert({
        ownerId: user.id,
        conversationId: conversation.id,
        title: input.title,
        content: input.content,
        tags: input.tags,
        isPrivate: input.isPrivate,
        priority: input.priority,
        status: input.status,
        ...tidyShares(user, input.sharedWith, input.collaborators),
      });
      return toNote(row, 'owner');
    },

    async update(
      user: UserRow,
      sessionId: string,
      noteId: string,
      input: z.output<typeof updateNoteRequestSchema>,
    ) {
      const { note, role } = await visible(user, sessionId, noteId);
      const fields = Object.keys(input).filter((k) => input[k as keyof typeof input] !== undefined);
      if (role === 'viewer') throw new HttpError(403, NOTE_MESSAGES.viewOnly);
      if (role === 'collaborator' && fields.some((f) => !COLLABORATOR_FIELDS.has(f))) {
        throw new HttpError(403, NOTE_MESSAGES.ownerOnly);
      }
      const changes: Partial<NoteValues> = { ...input };
      if (role === 'owner') {
        const shares = tidyShares(
          user,
          input.sharedWith ?? note.sharedWith,
          input.collaborators ?? note.collaborators,
        );
        const isPrivate = input.isPrivate ?? note.isPrivate;
        if (isPrivate && (shares.sharedWith.length || shares.collaborators.length)) {
          // Making a note private withdraws it from everyone unless lists were sent with it.
          if (
            input.isPrivate &&
            input.sharedWith === undefined &&
            input.collaborators === undefined
          ) {
            Object.assign(changes, { sharedWith: [], collaborators: [] });
          } else {
            throw badRequest(NOTE_MESSAGES.privateCannotShare);
          }
        } else if (input.sharedWith !== undefined || input.collaborators !== undefined) {
          Object.assign(changes, shares);
        }
      }
      const row = await notes.update(note.id, changes);
      if (!row) throw notFound(NOTE_MESSAGES.notFound);
      return toNote(row, role);
    },

    async remove(user: UserRow, sessionId: string, noteId: string) {
      const { role } = await visible(user, sessionId, noteId);
      if (role !== 'owner') throw new HttpError(403, NOTE_MESSAGES.ownerOnly);
      if (!(await notes.remove(noteId, user.id))) throw notFound(NOTE_MESSAGES.notFound);
    },

    async sharedWithMe(user: UserRow): Promise<SharedNote[]> {
      const rows = await notes.listSharedWith(user.email.toLowerCase(), user.id);
      return rows.flatMap(({ note, owner, conversation }) => {
        const role = roleFor(note, user);
        return role ? [{ ...toNote(note, role), owner, conversation }] : [];
      });
    },
  };
}

export type NotesService = ReturnType<typeof createNotesService>;
