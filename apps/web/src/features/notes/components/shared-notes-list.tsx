import type { SharedNote } from '@facet/contracts';
import { Eye, Inbox, PenLine, UserRound } from 'lucide-react';
import { useState } from 'react';
import {
  CardSkeleton,
  EmptyState,
  LoadErrorCard,
  SkeletonGrid,
} from '@/components/layout/load-states';
import { Badge } from '@/components/ui/badge';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { LoadMoreButton } from '@/components/ui/load-more-button';
import { toast, toastError } from '@/components/ui/use-toast';
import { fullName } from '@/lib/format';
import { useSharedNotes } from '../api/get-shared-notes';
import { useLeaveSharedNote } from '../api/leave-shared-note';
import { ROLE_LABELS } from '../lib/note-display';
import { LEAVE_NOTE_CONFIRM, LEAVE_NOTE_FAILED, NOTE_LEFT } from '../lib/note-messages';
import { EditNoteDialog } from './edit-note-dialog';
import { NoteCard } from './note-card';

function RoleBadge({ role }: { role: SharedNote['role'] }) {
  if (role === 'owner') return null;
  const Icon = role === 'collaborator' ? PenLine : Eye;
  return (
    <Badge
      variant={role === 'collaborator' ? 'default' : 'secondary'}
      className="px-2"
      data-testid="note-role"
    >
      <Icon className="size-3" aria-hidden="true" />
      {ROLE_LABELS[role]}
    </Badge>
  );
}

function SharedNoteMeta({ note }: { note: SharedNote }) {
  const owner = fullName(note.owner.firstName, note.owner.lastName) || note.owner.email;
  return (
    <div className="mt-1 grid gap-1 text-xs text-muted-foreground">
      <p className="flex min-w-0 items-center gap-1.5">
        <UserRound className="size-3.5 shrink-0" aria-hidden="true" />
        <span className="truncate">
          Shared by <span className="font-semibold text-foreground">{owner}</span>
        </span>
      </p>
    </div>
  );
}

function SharedNoteSkeleton() {
  return (
    <CardSkeleton tile={false} lines={['h-5 w-1/2', 'h-3 w-1/3', 'h-3 w-full', 'h-3 w-4/5']} />
  );
}

/**
 * "Shared with me" (ADR 009): notes other people shared with the user, with the owner's name (never
 * the title of the owner's conversation). Viewers read; collaborators edit title, content and tags.
 * Anyone can take a note out of their list (after a confirmation); more notes load page by page.
 */
export function SharedNotesList({ email }: { email: string }) {
  const query = useSharedNotes();
  const leaveMutation = useLeaveSharedNote();
  const [editingId, setEditingId] = useState<string | null>(null);
  const [leaving, setLeaving] = useState<SharedNote | null>(null);
  const notes = query.notes ?? [];
  const editing = notes.find((note) => note.id === editingId);

  const confirmLeave = () => {
    if (!leaving) return;
    leaveMutation.mutate(leaving.id, {
      onSuccess: () => {
        setLeaving(null);
        toast({ title: NOTE_LEFT, variant: 'success' });
      },
      onError: (error) => {
        setLeaving(null);
        toastError('Note not removed', error, LEAVE_NOTE_FAILED);
      },
    });
  };

  if (query.isError) {
    return (
      <LoadErrorCard
        title="We couldn't load the notes shared with you"
        error={query.error}
        onRetry={() => query.refetch()}
        className="p-8"
      />
    );
  }

  if (!query.notes) {
    return (
      <SkeletonGrid
        label="Loading shared notes"
        card={SharedNoteSkeleton}
        count={4}
        className="grid gap-4 md:grid-cols-2"
      />
    );
  }

  if (notes.length === 0) {
    return (
      <EmptyState icon={Inbox} title="Nothing has been shared with you yet">
        <p>
          When someone shares a note with{' '}
          <span className="font-medium text-foreground">{email}</span>, it appears here. Notes you
          can edit are marked 'Can edit'.
        </p>
      </EmptyState>
    );
  }

  return (
    <>
      <ul className="grid gap-4 md:grid-cols-2" aria-label="Notes shared with me">
        {notes.map((note) => (
          <li key={note.id} className="grid">
            <NoteCard
              note={note}
              fullContent
              className="p-5"
              meta={<SharedNoteMeta note={note} />}
              footerStart={<RoleBadge role={note.role} />}
              onEdit={note.role === 'collaborator' ? () => setEditingId(note.id) : undefined}
              onLeave={() => setLeaving(note)}
            />
          </li>
        ))}
      </ul>
      <LoadMoreButton
        label="Load more notes"
        hasNextPage={query.hasNextPage}
        isFetchingNextPage={query.isFetchingNextPage}
        fetchNextPage={query.fetchNextPage}
      />
      <ConfirmDialog
        open={leaving !== null}
        onOpenChange={(open) => {
          if (!open) setLeaving(null);
        }}
        title="Remove shared note"
        description={LEAVE_NOTE_CONFIRM}
        confirmLabel="Remove"
        onConfirm={confirmLeave}
        pending={leaveMutation.isPending}
      />
      <EditNoteDialog
        note={editing}
        sessionId={editing?.conversation.sessionId ?? ''}
        open={editing !== undefined}
        onOpenChange={(open) => {
          if (!open) setEditingId(null);
        }}
      />
    </>
  );
}
