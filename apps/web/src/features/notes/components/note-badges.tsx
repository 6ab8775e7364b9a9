import type { Note, NotePriority, NoteStatus } from '@facet/contracts';
import { Archive, CircleCheck, CircleDot, Flag, Lock, PenLine, Users } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/utils';
import { PRIORITY_LABELS, STATUS_LABELS } from '../lib/note-display';
import { isPrivateNote } from '../lib/note-filters';

const PRIORITY_STYLES: Record<NotePriority, string> = {
  high: 'border-transparent bg-destructive-soft text-destructive',
  medium: 'border-transparent bg-accent-soft text-accent-foreground',
  low: 'border-transparent bg-secondary text-muted-foreground',
};

const STATUS_STYLES: Record<NoteStatus, string> = {
  active: 'border-transparent bg-primary-soft text-primary-soft-foreground',
  completed: 'border-transparent bg-success-soft text-success',
  archived: 'border-transparent bg-secondary text-muted-foreground',
};

const STATUS_ICONS = { active: CircleDot, completed: CircleCheck, archived: Archive } as const;

export function PriorityBadge({ priority }: { priority: NotePriority }) {
  return (
    <Badge className={cn('px-2 font-medium', PRIORITY_STYLES[priority])} data-priority={priority}>
      <Flag className="size-3" aria-hidden="true" />
      <span className="sr-only">Priority: </span>
      {PRIORITY_LABELS[priority]}
    </Badge>
  );
}

export function StatusBadge({ status }: { status: NoteStatus }) {
  const Icon = STATUS_ICONS[status];
  return (
    <Badge className={cn('px-2 font-medium', STATUS_STYLES[status])} data-status={status}>
      <Icon className="size-3" aria-hidden="true" />
      <span className="sr-only">Status: </span>
      {STATUS_LABELS[status]}
    </Badge>
  );
}

/** Who can see the note (owner's view only: others never see the share lists). */
export function SharingSummary({ note }: { note: Note }) {
  if (isPrivateNote(note)) {
    return (
      <span className="inline-flex items-center gap-1 text-xs font-medium text-muted-foreground">
        <Lock className="size-3" aria-hidden="true" />
        Private
      </span>
    );
  }
  return (
    <span className="inline-flex flex-wrap items-center gap-x-2.5 gap-y-1 text-xs font-medium text-muted-foreground">
      {note.sharedWith.length > 0 ? (
        <span className="inline-flex items-center gap-1">
          <Users className="size-3" aria-hidden="true" />
          {note.sharedWith.length} {note.sharedWith.length === 1 ? 'viewer' : 'viewers'}
        </span>
      ) : null}
      {note.collaborators.length > 0 ? (
        <span className="inline-flex items-center gap-1">
          <PenLine className="size-3" aria-hidden="true" />
          {note.collaborators.length} {note.collaborators.length === 1 ? 'editor' : 'editors'}
        </span>
      ) : null}
    </span>
  );
}

export function TagList({ tags, className }: { tags: readonly string[]; className?: string }) {
  if (tags.length === 0) return null;
  return (
    <ul aria-label="Tags" className={cn('flex flex-wrap gap-1.5', className)}>
      {tags.map((tag) => (
        <li
          key={tag}
          className="max-w-full truncate rounded-md border border-border bg-card px-1.5 py-0.5 text-xs font-medium text-muted-foreground"
        >
          #{tag}
        </li>
      ))}
    </ul>
  );
}
