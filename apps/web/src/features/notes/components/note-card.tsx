import type { Note } from '@facet/contracts';
import { LogOut, Pencil, Target, Trash2 } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { Link } from 'react-router';
import { IconButton } from '@/components/ui/icon-button';
import { formatShortDate } from '@/lib/format';
import { cn } from '@/lib/utils';
import { PriorityBadge, SharingSummary, StatusBadge, TagList } from './note-badges';

export interface NoteCardProps {
  note: Note;
  onEdit?: (() => void) | undefined;
  onDelete?: (() => void) | undefined;
  /** A note shared with the member: takes it out of their "Shared with me". */
  onLeave?: (() => void) | undefined;
  /** Extra lines under the title (e.g. who shared it). */
  meta?: ReactNode;
  /** What shows left of the date; by default who the owner shares the note with. */
  footerStart?: ReactNode;
  /** Show the whole content rather than a three-line preview. */
  fullContent?: boolean;
  className?: string;
}

/** One note: title, content, priority and status, tags, who can see it and its short US date. */
export function NoteCard({
  note,
  onEdit,
  onDelete,
  onLeave,
  meta,
  footerStart,
  fullContent = false,
  className,
}: NoteCardProps) {
  const titleId = useId();
  return (
    <article
      aria-labelledby={titleId}
      data-testid="note-card"
      className={cn(
        'grid gap-2.5 rounded-xl border border-border bg-card p-3.5 shadow-card transition-shadow hover:shadow-card-hover',
        className,
      )}
    >
      <div className="flex items-start justify-between gap-2">
        <div className="grid min-w-0 gap-0.5">
          <h3
            id={titleId}
            className="text-sm leading-snug font-semibold break-words text-foreground"
          >
            {note.title}
          </h3>
          {meta}
        </div>
        {onEdit || onDelete || onLeave ? (
          <div className="-mt-1 -mr-1.5 flex shrink-0 items-center">
            {onEdit ? (
              <IconButton
                icon={Pencil}
                label={`Edit note: ${note.title}`}
                className="size-8"
                onClick={onEdit}
              />
            ) : null}
            {onDelete ? (
              <IconButton
                icon={Trash2}
                label={`Delete note: ${note.title}`}
                tone="danger"
                className="size-8"
                onClick={onDelete}
              />
            ) : null}
            {onLeave ? (
              <IconButton
                icon={LogOut}
                label={`Remove from my list: ${note.title}`}
                tone="danger"
                className="size-8"
                onClick={onLeave}
              />
            ) : null}
          </div>
        ) : null}
      </div>
      <p
        className={cn(
          'text-sm leading-relaxed break-words whitespace-pre-wrap text-muted-foreground',
          !fullContent && 'line-clamp-3',
        )}
      >
        {note.content}
      </p>
      <TagList tags={note.tags} />
      <div className="flex flex-wrap items-center gap-1.5">
        <PriorityBadge priority={note.priority} />
        <StatusBadge status={note.status} />
        {note.role === 'owner' ? (
          // A goal from this note: /vision-goals asks before making it (one click).
          <Link
            to={`/vision-goals?${new URLSearchParams({ noteId: note.id, title: note.title })}`}
            className="ml-auto inline-flex items-center gap-1 text-xs font-medium text-primary hover:underline"
          >
            <Target className="size-3.5" aria-hidden="true" />
            Make it a goal
            <span className="sr-only">: {note.title}</span>
          </Link>
        ) : null}
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2 border-t border-border pt-2.5">
        {footerStart ?? (note.role === 'owner' ? <SharingSummary note={note} /> : <span />)}
        <time dateTime={note.updatedAt} className="text-xs text-muted-foreground">
          <span className="sr-only">Updated </span>
          {formatShortDate(note.updatedAt)}
        </time>
      </div>
    </article>
  );
}
