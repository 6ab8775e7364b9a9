import type { Conversation } from '@facet/contracts';
import { CalendarDays, MessagesSquare, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { LoadErrorCard, SkeletonGrid } from '@/components/layout/load-states';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { errorDetail } from '@/lib/api-client';
import { formatConversationDate } from '@/lib/format';
import { useDeleteConversation } from '../api/delete-conversation';
import { useConversations } from '../api/get-conversations';

export const DELETE_CONVERSATION_CONFIRM = 'Are you sure you want to delete this conversation?';

function ConversationCard({
  conversation,
  agentName,
  onDelete,
}: {
  conversation: Conversation;
  agentName: string | undefined;
  onDelete: (conversation: Conversation) => void;
}) {
  const titleId = `conversation-${conversation.sessionId}`;
  return (
    <Card
      className="group relative flex h-full flex-col gap-3 p-5 transition-shadow focus-within:shadow-card-hover hover:shadow-card-hover"
      data-testid="conversation-card"
    >
      <div className="flex items-start justify-between gap-3">
        <span
          aria-hidden="true"
          className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-primary-soft text-primary"
        >
          <MessagesSquare className="size-5" />
        </span>
        <Badge variant="success">Active</Badge>
      </div>
      <h2 id={titleId} className="line-clamp-2 text-base font-semibold text-foreground">
        <Link
          to={`/chat/${encodeURIComponent(conversation.sessionId)}`}
          className="rounded-sm after:absolute after:inset-0 after:rounded-xl focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-ring"
        >
          {conversation.title}
        </Link>
      </h2>
      {agentName ? <p className="text-sm text-muted-foreground">{agentName}</p> : null}
      <div className="mt-auto flex items-center justify-between gap-2 pt-2">
        <span className="inline-flex items-center gap-1.5 text-xs font-medium text-muted-foreground">
          <CalendarDays className="size-3.5" aria-hidden="true" />
          <time dateTime={conversation.updatedAt}>
            {formatConversationDate(conversation.updatedAt)}
          </time>
        </span>
        <Button
          variant="ghost"
          size="icon"
          className="relative z-10 size-9 text-muted-foreground hover:bg-destructive-soft hover:text-destructive"
          aria-label={`Delete conversation ${conversation.title}`}
          onClick={() => onDelete(conversation)}
        >
          <Trash2 aria-hidden="true" />
        </Button>
      </div>
    </Card>
  );
}

function CardSkeleton() {
  return (
    <Card className="flex flex-col gap-3 p-5">
      <div className="flex justify-between">
        <Skeleton className="size-10 rounded-xl" />
        <Skeleton className="h-5 w-14 rounded-full" />
      </div>
      <Skeleton className="h-5 w-3/4" />
      <Skeleton className="h-4 w-1/2" />
      <Skeleton className="mt-3 h-4 w-20" />
    </Card>
  );
}

export interface ConversationGridProps {
  agentId: number | undefined;
  /** Agent names by id (cards show the agent; the empty state names the selected one). */
  agentNames: ReadonlyMap<number, string>;
  onStart: () => void;
}

/** SPEC §2 conversations view: the grid of the user's conversations. */
export function ConversationGrid({ agentId, agentNames, onStart }: ConversationGridProps) {
  const { data, isPending, isError, error, refetch } = useConversations(agentId);
  const deleteMutation = useDeleteConversation();
  const [pendingDelete, setPendingDelete] = useState<Conversation | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);

  if (isPending) return <SkeletonGrid label="Loading conversations" card={CardSkeleton} />;

  if (isError) {
    return (
      <LoadErrorCard
        title="We couldn't load your conversations."
        error={error}
        onRetry={() => refetch()}
      />
    );
  }

  if (data.length === 0) {
    const agentName = agentId === undefined ? undefined : agentNames.get(agentId);
    return (
      <Card className="flex flex-col items-center gap-4 px-6 py-14 text-center">
        <span
          aria-hidden="true"
          className="flex size-14 items-center justify-center rounded-2xl bg-primary-soft text-primary"
        >
          <MessagesSquare className="size-6" />
        </span>
        <h2 className="text-xl font-semibold">
          {agentName ? `No conversations yet with ${agentName}` : 'No conversations yet'}
        </h2>
        <p className="max-w-md text-muted-foreground">
          Start a session to explore your strengths, values and next steps with your coach.
        </p>
        <Button onClick={onStart}>
          <Plus aria-hidden="true" />
          Start Self-Assessment Session
        </Button>
      </Card>
    );
  }

  const confirmDelete = () => {
    if (!pendingDelete) return;
    setDeleteError(null);
    deleteMutation.mutate(pendingDelete.sessionId, {
      onSuccess: () => setPendingDelete(null),
      onError: (failure) =>
        setDeleteError(errorDetail(failure, 'Failed to delete conversation. Please try again.')),
    });
  };

  return (
    <>
      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {data.map((conversation) => (
          <li key={conversation.sessionId}>
            <ConversationCard
              conversation={conversation}
              agentName={agentNames.get(conversation.agentId)}
              onDelete={(target) => {
                setDeleteError(null);
                setPendingDelete(target);
              }}
            />
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={pendingDelete !== null}
        onOpenChange={(open) => {
          if (!open) setPendingDelete(null);
        }}
        title="Delete conversation"
        description={DELETE_CONVERSATION_CONFIRM}
        confirmLabel="Delete"
        onConfirm={confirmDelete}
        pending={deleteMutation.isPending}
        error={deleteError}
      />
    </>
  );
}
