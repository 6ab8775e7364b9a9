import type { Note, NoteRole } from '@facet/contracts';
import type { NoteRow } from '../../db/schema/notes.js';
import type { ShareLists } from './notes.repository.js';

export const NO_SHARES: ShareLists = { sharedWith: [], collaborators: [], shares: [] };

export function toNote(row: NoteRow, role: NoteRole, lists: ShareLists = NO_SHARES): Note {
  return {
    id: row.id,
    title: row.title,
    content: row.content,
    tags: row.tags,
    isPrivate: row.isPrivate,
    priority: row.priority,
    status: row.status,
    // Only the owner sees who else has the note, by those accounts' current addresses.
    sharedWith: role === 'owner' ? lists.sharedWith : [],
    collaborators: role === 'owner' ? lists.collaborators : [],
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    role,
  };
}
