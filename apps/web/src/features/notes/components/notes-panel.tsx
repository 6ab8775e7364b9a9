import type { Note } from '@facet/contracts';
import { Inbox, Plus, StickyNote } from 'lucide-react';
import { type ReactNode, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { CardSkeleton, LoadErrorCard, SkeletonGrid } from '@/components/layout/load-states';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { IconTile } from '@/components/ui/icon-tile';
import { LoadMoreButton } from '@/components/ui/load-more-button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { toast, toastError } from '@/components/ui/use-toast';
import { useDeleteNote } from '../api/delete-note';
import { useNotes } from '../api/get-notes';
import {
  filterNotes,
  isNoteFilter,
  NOTE_FILTER_EMPTY,
  NOTE_FILTER_LABELS,
  NOTE_FILTERS,
  type NoteFilter,
} from '../lib/note-filters';
import { DELETE_NOTE_CONFIRM, DELETE_NOTE_FAILED, NOTE_DELETED } from '../lib/note-messages';
import { CreateNoteDialog } from './create-note-dialog';
import { EditNoteDialog } from './edit-note-dialog';
import { NoteCard } from './note-card';

export interface NotesPanelProps {
  sessionId: string;
  /** False until the conversation exists (its notes call would answer 404). */
  enabled?: boolean;
  /** The conversation could not be opened: there are no notes to load. */
  unavailable?: boolean;
  /** The panel's heading element (an h2 in the side panel, the sheet's title in the drawer). */
  heading: ReactNode;
  /** A control after 'New note' (the drawer's close button). */
  headerAction?: ReactNode;
}

function ListSkeleton() {
  return (
    <SkeletonGrid
      label="Loading notes"
      card={NoteSkeleton}
      count={3}
      className="grid content-start gap-3"
    />
  );
}

function NoteSkeleton() {
  return (
    <CardSkeleton
      tile={false}
      className="gap-2 p-3.5 shadow-none"
      lines={['h-4 w-2/3', 'h-3 w-full', 'h-3 w-4/5', 'h-5 w-32 rounded-full']}
    />
  );
}

function EmptyNotes({ filter, onCreate }: { filter: NoteFilter; onCreate: () => void }) {
  const { title, description } = NOTE_FILTER_EMPTY[filter];
  return (
    <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed border-input bg-background px-4 py-8 text-center">
      <IconTile icon={StickyNote} className="mb-1" />
      <p className="text-sm font-semibold text-foreground">{title}</p>
      <p className="text-sm text-muted-foreground">{description}</p>
      {filter === 'all' ? (
        <Button size="sm" variant="outline" className="mt-2" onClick={onCreate}>
          <Plus aria-hidden="true" />
          Create a note
        </Button>
      ) : null}
    </div>
  );
}

/**
 * The Notes panel: filter tabs, the list, create, edit and delete. It fills its container (the
 * chat's side panel or the drawer); the list takes the height left, at least 24rem, and scrolls.
 */
export function NotesPanel({
  sessionId,
  enabled = true,
  unavailable = false,
  heading,
  headerAction,
}: NotesPanelProps) {
  const notesQuery = useNotes(sessionId, enabled);
  const deleteMutation = useDeleteNote(sessionId);
  const [filter, setFilter] = useState<NoteFilter>('all');
  const [createOpen, setCreateOpen] = useState(false);
  const [editingId, setEditingId] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<Note | null>(null);

  // Most recently updated first, as the server lists them (edits re-order at once).
  const notes = useMemo(
    () => [...(notesQuery.notes ?? [])].sort((a, b) => b.updatedAt.localeCompare(a.updatedAt)),
    [notesQuery.notes],
  );
  const editing = notes.find((note) => note.id === editingId);

  const confirmDelete = () => {
    if (!deleting) return;
    deleteMutation.mutate(deleting.id, {
      onSuccess: () => {
        setDeleting(null);
        toast({ title: NOTE_DELETED, variant: 'success' });
      },
      onError: (error) => {
        setDeleting(null);
        toastError('Note not deleted', error, DELETE_NOTE_FAILED);
      },
    });
  };

  let body: ReactNode;
  if (unavailable) {
    body = (
      <p className="rounded-xl border border-dashed border-input bg-background px-4 py-8 text-center text-sm text-muted-foreground">
        Notes open with the conversation. Once it opens, your notes for it appear here.
      </p>
    );
  } else if (notesQuery.isError) {
    body = (
      <LoadErrorCard
        title="We couldn't load your notes"
        error={notesQuery.error}
        onRetry={() => notesQuery.refetch()}
        className="rounded-xl bg-background px-4 py-8 shadow-none"
      />
    );
  } else if (!notesQuery.notes) {
    body = <ListSkeleton />;
  } else {
    body = (
      <Tabs
        value={filter}
        onValueChange={(value) => {
          if (isNoteFilter(value)) setFilter(value);
        }}
        className="flex min-h-0 flex-1 flex-col gap-3"
      >
        <TabsList aria-label="Filter notes" className="grid h-auto grid-cols-3 gap-1">
          {NOTE_FILTERS.map((value) => (
            <TabsTrigger
              key={value}
              value={value}
              className="h-8 px-0.5 text-[0.7rem] tracking-tight text-muted-foreground"
            >
              {NOTE_FILTER_LABELS[value]}
            </TabsTrigger>
          ))}
        </TabsList>
        {NOTE_FILTERS.map((value) => {
          const visible = filterNotes(notes, value);
          return (
            <TabsContent
              key={value}
              value={value}
              className="mt-0 min-h-96 flex-1 overflow-y-auto overscroll-contain rounded-lg"
              data-testid="notes-list"
            >
              {visible.length === 0 ? (
                <EmptyNotes filter={value} onCreate={() => setCreateOpen(true)} />
              ) : (
                <ul className="grid gap-3 pb-1" aria-label={`${NOTE_FILTER_LABELS[value]} notes`}>
                  {visible.map((note) => (
                    <li key={note.id}>
                      <NoteCard
                        note={note}
                        onEdit={() => setEditingId(note.id)}
                        onDelete={() => setDeleting(note)}
                      />
                    </li>
                  ))}
                </ul>
              )}
              <LoadMoreButton
                label="Load more notes"
                hasNextPage={notesQuery.hasNextPage}
                isFetchingNextPage={notesQuery.isFetchingNextPage}
                fetchNextPage={notesQuery.fetchNextPage}
              />
            </TabsContent>
          );
        })}
      </Tabs>
    );
  }

  return (
    <div className="flex min-h-0 flex-1 flex-col gap-4">
      <div className="flex items-center gap-2">
        <div className="mr-auto flex min-w-0 items-center gap-2">
          <StickyNote className="size-4 shrink-0 text-primary" aria-hidden="true" />
          {heading}
          {notesQuery.notes ? (
            <span className="rounded-full bg-muted px-2 py-0.5 text-xs font-semibold text-muted-foreground tabular-nums">
              {notes.length}
              {notesQuery.hasNextPage ? '+' : ''}
              <span className="sr-only"> {notes.length === 1 ? 'note' : 'notes'}</span>
            </span>
          ) : null}
        </div>
        <Button size="sm" onClick={() => setCreateOpen(true)} disabled={!enabled}>
          <Plus aria-hidden="true" />
          New note
        </Button>
        {headerAction}
      </div>
      <Link
        to="/notes/shared"
        className="-mt-1 inline-flex w-fit items-center gap-1.5 rounded-md text-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-ring"
      >
        <Inbox className="size-4" aria-hidden="true" />
        Shared with me
      </Link>
      {body}

      <CreateNoteDialog sessionId={sessionId} open={createOpen} onOpenChange={setCreateOpen} />
      <EditNoteDialog
        note={editing}
        sessionId={sessionId}
        open={editing !== undefined}
        onOpenChange={(open) => {
          if (!open) setEditingId(null);
        }}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        title="Delete note"
        description={DELETE_NOTE_CONFIRM}
        confirmLabel="Delete note"
        onConfirm={confirmDelete}
        pending={deleteMutation.isPending}
      />
    </div>
  );
}
