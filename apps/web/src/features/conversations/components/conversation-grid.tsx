import type { Conversation } from '@facet/contracts';
import { CalendarDays, MessagesSquare, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import {
  CardSkeleton,
  EmptyState,
  LoadErrorCard,
  SkeletonGrid,
} from '@/components/layout/load-states';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { IconButton } from '@/components/ui/icon-button';
import { IconTile } from '@/components/ui/icon-tile';
import { LoadMoreButton } from '@/components/ui/load-more-button';
import { errorMessage } from '@/lib/api-client';
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
        <IconTile icon={MessagesSquare} />
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
        <IconButton
          icon={Trash2}
          label={`Delete conversation ${conversation.title}`}
          tone="danger"
          className="relative z-10 size-9"
          onClick={() => onDelete(conversation)}
        />
      </div>
    </Card>
  );
}

function ConversationSkeleton() {
  return <CardSkeleton lines={['h-5 w-3/4', 'h-4 w-1/2', 'mt-3 h-4 w-20']} />;
}

export interface ConversationGridProps {
  agentId: number | undefined;
  /** Agent names by id (cards show the agent; the empty state names the selected one). */
  agentNames: ReadonlyMap<number, string>;
  onStart: () => void;
  /**
   * What the start button says, for the coach the grid shows (a session for the Self-Assessment
   * Coach, a chat for any other); null when that coach cannot be talked to yet (Coming Soon).
   */
  startLabel?: string | null;
}

/** The conversations view: the grid of the user's conversations. */
export function ConversationGrid({
  agentId,
  agentNames,
  onStart,
  startLabel = 'Start Self-Assessment Session',
}: ConversationGridProps) {
  const {
    conversations: data,
    isPending,
    isError,
    error,
    refetch,
    hasNextPage,
    isFetchingNextPage,
    fetchNextPage,
  } = useConversations(agentId);
  const deleteMutation = useDeleteConversation();
  const [pendingDelete, setPendingDelete] = useState<Conversation | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);

  if (isPending) return <SkeletonGrid label="Loading conversations" card={ConversationSkeleton} />;

  if (isError) {
    return (
      <LoadErrorCard
        title="We couldn't load your conversations."
        error={error}
        onRetry={() => refetch()}
      />
    );
  }

  if (!data || data.length === 0) {
    const agentName = agentId === undefined ? undefined : agentNames.get(agentId);
    return (
      <EmptyState
        icon={MessagesSquare}
        title={agentName ? `No conversations yet with ${agentName}` : 'No conversations yet'}
        action={
          startLabel ? (
            <Button onClick={onStart}>
              <Plus aria-hidden="true" />
              {startLabel}
            </Button>
          ) : (
            <Button asChild variant="outline">
              <Link to="/">Choose a coach</Link>
            </Button>
          )
        }
      >
        <p>
          {startLabel
            ? 'Start a session to explore your strengths, values and next steps with your coach.'
            : `${agentName ?? 'This coach'} is coming soon. Another coach can help you today.`}
        </p>
      </EmptyState>
    );
  }

  const confirmDelete = () => {
    if (!pendingDelete) return;
    setDeleteError(null);
    deleteMutation.mutate(pendingDelete.sessionId, {
      onSuccess: () => setPendingDelete(null),
      onError: (failure) =>
        setDeleteError(errorMessage(failure, 'Failed to delete conversation. Please try again.')),
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
      <LoadMoreButton
        label="Load more conversations"
        hasNextPage={hasNextPage}
        isFetchingNextPage={isFetchingNextPage}
        fetchNextPage={fetchNextPage}
      />
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
