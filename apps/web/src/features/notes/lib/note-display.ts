import type { NotePriority, NoteRole, NoteStatus } from '@facet/contracts';

export const PRIORITY_LABELS: Record<NotePriority, string> = {
  low: 'Low',
  medium: 'Medium',
  high: 'High',
};

export const STATUS_LABELS: Record<NoteStatus, string> = {
  active: 'Active',
  completed: 'Completed',
  archived: 'Archived',
};

/** How a shared note's role reads to the person it was shared with. */
export const ROLE_LABELS: Record<Exclude<NoteRole, 'owner'>, string> = {
  viewer: 'Can view',
  collaborator: 'Can edit',
};

/** "a, b,, c" (or one per line) → ["a", "b", "c"]; the contract schema trims and dedupes. */
export function splitList(text: string): string[] {
  return text
    .split(/[,;\n]/)
    .map((item) => item.trim())
    .filter(Boolean);
}
