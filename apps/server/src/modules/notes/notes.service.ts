import {
  type createNoteRequestSchema,
  NOTE_MESSAGES,
  type Note,
  type NoteRole,
  type SharedNote,
  type updateNoteRequestSchema,
} from '@facet/contracts';
import type { z } from 'zod';
import { type PageRequest, toPage } from '../../db/paging.js';
import type { NoteRow } from '../../db/schema/notes.js';
import type { UserRow } from '../../db/schema/users.js';
import type { AccountLookupLimiter } from '../../lib/account-lookups.js';
import { badRequest, HttpError, notFound } from '../../lib/http-error.js';
import type { ConversationsService } from '../conversations/conversations.service.js';
import { NO_SHARES, toNote } from './notes.mapper.js';
import type { NotesRepository, Share, ShareLists, ShareRole } from './notes.repository.js';

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

const COLLABORATOR_FIELDS = new Set(['title', 'content', 'tags']);

export function createNotesService(deps: {
  notes: NotesRepository;
  conversations: ConversationsService;
  /** Each new address a note is shared with spends one lookup of the owner's budget. */
  accountLookups: AccountLookupLimiter;
}) {
  const { notes, conversations, accountLookups } = deps;

  /** The note if the caller may see it and it belongs to that conversation; else a 404. */
  async function visible(user: UserRow, sessionId: string, noteId: string) {
    const found = await notes.findVisible(noteId, user.id);
    const role = found ? roleFor(found.note, user, found.shareRole) : null;
    if (!found || !role || found.sessionId !== sessionId) throw notFound(NOTE_MESSAGES.notFound);
    return { note: found.note, role };
  }

  /**
   * The accounts that hold these addresses now. An address without an account is dropped without
   * a word: the answer is the same whether or not an account holds it, so sharing never tells
   * anyone who has an account. Addresses already on the note cost nothing; every other address
   * spends one lookup of the owner's budget (a 429 past it), so the lists cannot be used to test
   * thousands of addresses.
   */
  async function resolve(
    owner: UserRow,
    lists: { sharedWith?: string[]; collaborators?: string[] },
    current: ShareLists = NO_SHARES,
  ): Promise<{ sharedWith?: string[]; collaborators?: string[] }> {
    const emails = [...new Set([...(lists.collaborators ?? []), ...(lists.sharedWith ?? [])])];
    const known = new Set([
      owner.email.toLowerCase(),
      ...current.sharedWith,
      ...current.collaborators,
    ]);
    await accountLookups.spend(owner.id, emails.filter((e) => !known.has(e)).length);
    const accounts = await notes.accountsByEmail(emails);
    // The owner is never in their own lists.
    const ids = (list?: string[]) =>
      list?.map((e) => accounts.get(e) ?? '').filter((id) => id && id !== owner.id);
    return { sharedWith: ids(lists.sharedWith), collaborators: ids(lists.collaborators) };
  }

  /**
   * The lists a write answers with: the addresses the owner sent (without their own, and a
   * collaborator not again as a reader), whether or not accounts hold them, so the answer says
   * nothing about who has an account. Lists not sent are the note's current ones.
   */
  function echoLists(
    owner: UserRow,
    sent: { sharedWith?: string[]; collaborators?: string[] },
    current: ShareLists,
  ): ShareLists {
    const self = owner.email.toLowerCase();
    const collaborators = (sent.collaborators ?? current.collaborators).filter((e) => e !== self);
    const sharedWith = (sent.sharedWith ?? current.sharedWith).filter(
      (e) => e !== self && !collaborators.includes(e),
    );
    return { sharedWith, collaborators, shares: current.shares };
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
    /** One page of the notes of one of the owner's conversations, and the next page's cursor. */
    async list(
      user: UserRow,
      sessionId: string,
      page: PageRequest,
    ): Promise<{ notes: Note[]; nextCursor: string | null }> {
      const conversation = await conversations.requireConversation(user.id, sessionId);
      const { items, nextCursor } = toPage(
        await notes.listForOwner(user.id, conversation.id, page),
        page.limit,
        ({ note, at }) => ({ at, id: note.id }),
      );
      const lists = await notes.shareLists(items.map(({ note }) => note.id));
      return {
        notes: items.map(({ note }) => toNote(note, 'owner', lists.get(note.id))),
        nextCursor,
      };
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
      return toNote(row, 'owner', echoLists(user, input, NO_SHARES));
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
      let current = NO_SHARES;
      let withdrawn = false;
      if (role === 'owner') {
        current = (await notes.shareLists([note.id])).get(note.id) ?? NO_SHARES;
        const ids = await resolve(user, { sharedWith, collaborators }, current);
        const idsOf = (r: ShareRole) =>
          current.shares.filter((s) => s.role === r).map((s) => s.userId);
        const next = sharesOf(
          ids.collaborators ?? idsOf('collaborator'),
          ids.sharedWith ?? idsOf('viewer'),
        );
        const isPrivate = input.isPrivate ?? note.isPrivate;
        // Decided on the addresses, never on which of them have accounts (that would tell).
        const self = user.email.toLowerCase();
        const addresses = [
          ...(sharedWith ?? current.sharedWith),
          ...(collaborators ?? current.collaborators),
        ].filter((e) => e !== self);
        if (isPrivate && addresses.length > 0) {
          // Making a note private withdraws it from everyone unless lists were sent with it.
          if (input.isPrivate && sharedWith === undefined && collaborators === undefined) {
            shares = [];
            withdrawn = true;
          } else {
            throw badRequest(NOTE_MESSAGES.privateCannotShare);
          }
        } else if (sharedWith !== undefined || collaborators !== undefined) {
          shares = next;
        }
      }
      const row = await notes.update(note.id, changes, shares);
      if (!row) throw notFound(NOTE_MESSAGES.notFound);
      if (role !== 'owner') return toNote(row, role);
      // Withdrawn from everyone: the lists are empty, whatever they held.
      if (withdrawn) return toNote(row, role, NO_SHARES);
      return toNote(row, role, echoLists(user, { sharedWith, collaborators }, current));
    },

    async remove(user: UserRow, sessionId: string, noteId: string) {
      const { role } = await visible(user, sessionId, noteId);
      if (role !== 'owner') throw new HttpError(403, NOTE_MESSAGES.ownerOnly);
      if (!(await notes.remove(noteId, user.id))) throw notFound(NOTE_MESSAGES.notFound);
    },

    /** One page of "Shared with me", and the next page's cursor. */
    async sharedWithMe(
      user: UserRow,
      page: PageRequest,
    ): Promise<{ notes: SharedNote[]; nextCursor: string | null }> {
      const { items, nextCursor } = toPage(
        await notes.listSharedWith(user.id, page),
        page.limit,
        ({ note, at }) => ({ at, id: note.id }),
      );
      return {
        notes: items.flatMap(({ note, shareRole, owner, conversation }) => {
          const role = roleFor(note, user, shareRole);
          return role ? [{ ...toNote(note, role), owner, conversation }] : [];
        }),
        nextCursor,
      };
    },

    /**
     * A reader or collaborator takes a note someone shared with them out of "Shared with me"
     * (their access ends). Only the owner can share it with them again; a note not shared with
     * them is a 404, as everywhere.
     */
    async leave(user: UserRow, noteId: string): Promise<void> {
      if (!(await notes.leave(noteId, user.id))) throw notFound(NOTE_MESSAGES.notFound);
    },
  };
}

export type NotesService = ReturnType<typeof createNotesService>;
