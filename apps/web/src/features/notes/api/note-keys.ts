/** Query keys of the notes feature. */
export const noteKeys = {
  all: ['notes'] as const,
  list: (sessionId: string) => ['notes', 'list', sessionId] as const,
  shared: ['notes', 'shared'] as const,
};

/** The path of one conversation's notes. */
export function notesPath(sessionId: string, noteId?: string): string {
  const base = `/api/conversations/${encodeURIComponent(sessionId)}/notes`;
  return noteId === undefined ? base : `${base}/${encodeURIComponent(noteId)}`;
}
