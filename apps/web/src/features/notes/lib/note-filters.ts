import type { Note } from '@facet/contracts';

/** Notes panel filter tabs, in order. */
export const NOTE_FILTERS = [
  'all',
  'private',
  'shared',
  'collaborative',
  'high-priority',
  'completed',
] as const;
export type NoteFilter = (typeof NOTE_FILTERS)[number];

export const NOTE_FILTER_LABELS: Record<NoteFilter, string> = {
  all: 'All',
  private: 'Private',
  shared: 'Shared',
  collaborative: 'Collaborative',
  'high-priority': 'High priority',
  completed: 'Completed',
};

/** What each filter shows when nothing matches. */
export const NOTE_FILTER_EMPTY: Record<NoteFilter, { title: string; description: string }> = {
  all: {
    title: 'No notes yet',
    description: 'Capture insights, action points and reminders from this conversation.',
  },
  private: {
    title: 'No private notes',
    description: 'Notes that only you can see appear here.',
  },
  shared: {
    title: 'No shared notes',
    description: 'Notes you share with others to read appear here.',
  },
  collaborative: {
    title: 'No collaborative notes',
    description: 'Notes that others can edit with you appear here.',
  },
  'high-priority': {
    title: 'No high-priority notes',
    description: 'Give a note high priority to keep it here.',
  },
  completed: {
    title: 'No completed notes',
    description: 'Notes marked completed appear here.',
  },
};

/** Private: marked private, or shared with nobody. */
export function isPrivateNote(note: Pick<Note, 'isPrivate' | 'sharedWith' | 'collaborators'>) {
  return note.isPrivate || (note.sharedWith.length === 0 && note.collaborators.length === 0);
}

export function matchesFilter(note: Note, filter: NoteFilter): boolean {
  switch (filter) {
    case 'all':
      return true;
    case 'private':
      return isPrivateNote(note);
    case 'shared':
      return note.sharedWith.length > 0;
    case 'collaborative':
      return note.collaborators.length > 0;
    case 'high-priority':
      return note.priority === 'high';
    case 'completed':
      return note.status === 'completed';
  }
}

export function filterNotes(notes: readonly Note[], filter: NoteFilter): Note[] {
  return notes.filter((note) => matchesFilter(note, filter));
}

export function isNoteFilter(value: string): value is NoteFilter {
  return (NOTE_FILTERS as readonly string[]).includes(value);
}
