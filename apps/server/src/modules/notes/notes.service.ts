import {
  type createNoteRequestSchema,
  NOTE_MESSAGES,
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
import { NO_SHARES, toNote } from './notes.mapper.js';
import type { NotesRepository, Share, ShareRole } from './notes.repository.js';

/**
 * Who may do what with a note (decided in docs/decisions/009): the owner everything; an account
 * the note is shared with as collaborator may read and edit title, content and tags; one shared
 * with as viewer may read. Shares are read at each request, so removing someone takes effect at
 * once, and they name accounts: an e-mail change neither takes access away nor hands it on.
 */
function roleFor(note: NoteRow, user: UserRow, shareRole: ShareRole | null): NoteRole | null {
  if (note.ownerId === user.id) return 'owner';
  if (note.isPrivate) return null;
  return shareRole;
}

/** "a", "a and b", "a, b and c". */
function joinAddresses(emails: string[]): string {
  if (emails.length <= 1) return emails.join('');
  return `${emails.slice(0, -1).join(', ')} and ${emails.at(-1)}`;
}

const COLLABORATOR_FIELDS = new Set(['title', 'content', 'tags']);

export function createNotesService(deps: {
  notes: NotesRepository;
  conversations: ConversationsService;
}) {
  const { notes, conversations } = deps;

  /** The note if the caller may see it and it belongs to that conversation; else a 404. */
  async function visible(user: UserRow, sessionId: string, noteId: string) {
    const found = await notes.findVisible(noteId, user.id);
    const role = found ? roleFor(found.note, user, found.shareRole) : null;
    if (!found || !role || found.sessionId !== sessionId) throw notFound(NOTE_MESSAGES.notFound);
    return { note: found.note, role };
  }

  /**
   * The accounts that hold these addresses now. An address without an account is refused: sharing
   * with it would hand the note to whoever registers it later.
   */
  async function resolve(
    owner: UserRow,
    lists: { sharedWith?: string[]; collaborators?: string[] },
  ): Promise<{ sharedWith?: string[]; collaborators?: string[] }> {
    const emails = [...(lists.collaborators ?? []), ...(lists.sharedWith ?? [])];
    const accounts = await notes.accountsByEmail(emails);
    const missing = [...new Set(emails.filter((e) => !accounts.has(e)))];
    if (missing.length > 0) {
      const field = (lists.collaborators ?? []).includes(missing[0] ?? '')
        ? 'collaborators'
        : 'sharedWith';
      const message =
        missing.length === 1
          ? `There is no Facet account with the address ${missing[0]}. Notes can be shared only with people who have an account; ask them to sign up first.`
          : `There are no Facet accounts with the addresses ${joinAddresses(missing)}. Notes can be shared only with people who have an account; ask them to sign up first.`;
      throw badRequest(message, [{ path: field, message }]);
    }
    // The owner is never in their own lists.
    const ids = (list?: string[]) =>
      list?.map((e) => accounts.get(e) ?? '').filter((id) => id && id !== owner.id);
    return { sharedWith: ids(lists.sharedWith), collaborators: ids(lists.collaborators) };
  }

  /** One share per account: a collaborator is not also a reader. */
  function sharesOf(collaborators: string[], readers: string[]): Share[] {
    const seen = new Set<string>();
    const shares: Share[] = [];
    for (const [ids, role] of [
      [collaborators, 'collaborator'],
      [readers, 'viewer'],
    ] as const) {
      for (const userId of ids) {
        if (seen.has(userId)) continue;
        seen.add(userId);
        shares.push({ userId, role });
      }
    }
    return shares;
  }

  return {
    async list(user: UserRow, sessionId: string): Promise<Note[]> {
      const conversation = await conversations.requireConversation(user.id, sessionId);
      const rows = await notes.listForOwner(user.id, conversation.id);
      const lists = await notes.shareLists(rows.map((n) => n.id));
      return rows.map((n) => toNote(n, 'owner', lists.get(n.id)));
    },

    async create(
      user: UserRow,
      sessionId: string,
      input: z.output<typeof createNoteRequestSchema>,
    ) {
      const conversation = await conversations.requireConversation(user.id, sessionId);
      const ids = await resolve(user, input);
      const row = await notes.insert(
        {
          ownerId: user.id,
          conversationId: conversation.id,
          title: input.title,
          content: input.content,
          tags: input.tags,
          isPrivate: input.isPrivate,
          priority: input.priority,
          status: input.status,
        },
        sharesOf(ids.collaborators ?? [], ids.sharedWith ?? []),
      );
      const lists = await notes.shareLists([row.id]);
      return toNote(row, 'owner', lists.get(row.id));
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
      const { sharedWith, collaborators, ...changes } = input;
      let shares: Share[] | undefined;
      if (role === 'owner') {
        const current = (await notes.shareLists([note.id])).get(note.id) ?? NO_SHARES;
        const ids = await resolve(user, { sharedWith, collaborators });
        const idsOf = (r: ShareRole) =>
          current.shares.filter((s) => s.role === r).map((s) => s.userId);
        const next = sharesOf(
          ids.collaborators ?? idsOf('collaborator'),
          ids.sharedWith ?? idsOf('viewer'),
        );
        const isPrivate = input.isPrivate ?? note.isPrivate;
        if (isPrivate && next.length > 0) {
          // Making a note private withdraws it from everyone unless lists were sent with it.
          if (input.isPrivate && sharedWith === undefined && collaborators === undefined) {
            shares = [];
          } else {
            throw badRequest(NOTE_MESSAGES.privateCannotShare);
          }
        } else if (sharedWith !== undefined || collaborators !== undefined) {
          shares = next;
        }
      }
      const row = await notes.update(note.id, changes, shares);
      if (!row) throw notFound(NOTE_MESSAGES.notFound);
      const lists = role === 'owner' ? (await notes.shareLists([row.id])).get(row.id) : undefined;
      return toNote(row, role, lists);
    },

    async remove(user: UserRow, sessionId: string, noteId: string) {
      const { role } = await visible(user, sessionId, noteId);
      if (role !== 'owner') throw new HttpError(403, NOTE_MESSAGES.ownerOnly);
      if (!(await notes.remove(noteId, user.id))) throw notFound(NOTE_MESSAGES.notFound);
    },

    async sharedWithMe(user: UserRow): Promise<SharedNote[]> {
      const rows = await notes.listSharedWith(user.id);
      return rows.flatMap(({ note, shareRole, owner, conversation }) => {
        const role = roleFor(note, user, shareRole);
        return role ? [{ ...toNote(note, role), owner, conversation }] : [];
      });
    },
  };
}

export type NotesService = ReturnType<typeof createNotesService>;
