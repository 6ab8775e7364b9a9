import {
  acceptProposalResponseSchema,
  type Proposal,
  proposalsResponseSchema,
} from '@facet/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Check, ListPlus, Target, X } from 'lucide-react';
import { useContext } from 'react';
import { Link } from 'react-router';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { apiRequest, errorMessage } from '@/lib/api-client';
import { CoachProposalsContext } from '../lib/coach-proposals';

/** Under the journey's root key, so saving a goal anywhere reads them again. */
const PROPOSALS_KEY = ['journey', 'proposals'] as const;
const success = z.object({ success: z.literal(true) });

/**
 * The goals and actions the coach proposed with this reply (a model's tool call the server
 * checked): each with one click to add it, or dismiss it.
 */
export function CoachProposals({ messageId }: { messageId: string }) {
  const enabled = useContext(CoachProposalsContext);
  const { data } = useQuery({
    queryKey: PROPOSALS_KEY,
    queryFn: () => apiRequest('GET', '/api/proposals', proposalsResponseSchema),
    enabled,
  });
  const mine = data?.proposals.filter((p) => p.messageId === messageId) ?? [];
  if (!enabled || mine.length === 0) return null;
  return (
    <ul className="flex flex-col gap-2 px-1" aria-label="Proposed by your coach">
      {mine.map((proposal) => (
        <ProposalCard key={proposal.id} proposal={proposal} />
      ))}
    </ul>
  );
}

function ProposalCard({ proposal }: { proposal: Proposal }) {
  const queryClient = useQueryClient();
  const accept = useMutation({
    mutationFn: () =>
      apiRequest('POST', `/api/proposals/${proposal.id}/accept`, acceptProposalResponseSchema),
    // The proposals, the goals, their actions and the rings are read again.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['journey'] }),
  });
  const dismiss = useMutation({
    mutationFn: () => apiRequest('POST', `/api/proposals/${proposal.id}/dismiss`, success),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PROPOSALS_KEY }),
  });
  const isGoal = proposal.kind === 'goal';
  const title = isGoal ? proposal.goal.title : proposal.action.title;
  const detail = isGoal
    ? [proposal.goal.why, proposal.goal.targetDate ? `by ${proposal.goal.targetDate}` : '']
        .filter(Boolean)
        .join(' · ')
    : [
        `for “${proposal.action.goalTitle}”`,
        proposal.action.dueDate ? `due ${proposal.action.dueDate}` : '',
      ]
        .filter(Boolean)
        .join(' · ');
  if (accept.isSuccess)
    return (
      <li className="flex items-center gap-1.5 text-xs text-muted-foreground" role="status">
        <Check className="size-3.5 text-emerald-600" aria-hidden="true" />
        {isGoal ? 'Added to your goals.' : 'Added to your actions.'}{' '}
        <Link
          to={isGoal ? '/vision-goals' : '/action-planning'}
          className="font-medium text-primary underline"
        >
          {isGoal ? 'See your goals' : 'See your plan'}
        </Link>
      </li>
    );
  const busy = accept.isPending || dismiss.isPending;
  const failure = accept.error ?? dismiss.error;
  return (
    <li
      className="rounded-lg border border-dashed bg-muted/40 p-3 text-sm"
      data-testid="coach-proposal"
    >
      <p className="flex items-start gap-2">
        {isGoal ? (
          <Target className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
        ) : (
          <ListPlus className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
        )}
        <span>
          <span className="text-muted-foreground">
            {isGoal ? 'Proposed goal: ' : 'Proposed action: '}
          </span>
          <span className="font-medium">{title}</span>
          {detail ? <span className="block text-xs text-muted-foreground">{detail}</span> : null}
        </span>
      </p>
      <div className="mt-2 flex flex-wrap items-center gap-2">
        <Button size="sm" disabled={busy} onClick={() => accept.mutate()}>
          {isGoal ? 'Add goal' : 'Add action'}
        </Button>
        <Button size="sm" variant="ghost" disabled={busy} onClick={() => dismiss.mutate()}>
          <X aria-hidden="true" />
          Dismiss
        </Button>
        {failure ? (
          <span role="alert" className="text-xs text-destructive">
            {errorMessage(failure, 'That did not work. Please try again.')}
          </span>
        ) : null}
      </div>
    </li>
  );
}
