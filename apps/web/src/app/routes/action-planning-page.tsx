import type { Goal } from '@facet/contracts';
import { CalendarDays, Download, Rocket, Trash2 } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Link } from 'react-router';
import { EmptyState, LoadErrorCard } from '@/components/layout/load-states';
import { PageShell } from '@/components/layout/page-shell';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { LoadMoreButton } from '@/components/ui/load-more-button';
import { toastError } from '@/components/ui/use-toast';
import {
  useCalendarFeed,
  useCreateAction,
  useDeleteAction,
  useGoalActions,
  useGoals,
  useNewCalendarFeed,
  useRemoveCalendarFeed,
  useUpdateAction,
} from '@/features/goals/api/journey-api';
import { apiFetch } from '@/lib/api-client';
import { saveBlob } from '@/lib/save-blob';

/** Journey step 5 (/action-planning): each goal broken into dated actions, and the calendar. */
export default function ActionPlanningPage() {
  const { goals, isError, error, refetch, hasNextPage, fetchNextPage, isFetchingNextPage } =
    useGoals();
  const open = goals?.filter((g) => g.status === 'on_track' || g.status === 'at_risk');
  return (
    <PageShell
      eyebrow="Step 5"
      title="Plan and take action"
      description="Break each goal into small actions with a due date, tick them off, and put them in your calendar."
    >
      <div className="grid gap-8 lg:grid-cols-[1fr_22rem]">
        <div className="grid content-start gap-6">
          {isError ? (
            <LoadErrorCard title="Your goals could not load" error={error} onRetry={refetch} />
          ) : !open ? (
            <p className="text-muted-foreground">Loading your goals…</p>
          ) : open.length === 0 ? (
            <EmptyState
              icon={Rocket}
              title="No open goals to plan"
              action={
                <Button asChild>
                  <Link to="/vision-goals">Set a goal</Link>
                </Button>
              }
            >
              Actions belong to a goal: set one first.
            </EmptyState>
          ) : (
            open.map((goal) => <GoalActions key={goal.id} goal={goal} />)
          )}
          <LoadMoreButton
            hasNextPage={hasNextPage}
            isFetchingNextPage={isFetchingNextPage}
            fetchNextPage={fetchNextPage}
          />
        </div>
        <aside className="grid content-start gap-6">
          <CalendarCard />
        </aside>
      </div>
    </PageShell>
  );
}

function GoalActions({ goal }: { goal: Goal }) {
  const { actions, hasNextPage, fetchNextPage, isFetchingNextPage } = useGoalActions(goal.id);
  const update = useUpdateAction();
  const remove = useDeleteAction();
  const sorted = actions?.toSorted(
    (a, b) =>
      Number(a.done) - Number(b.done) || (a.dueDate ?? '9999').localeCompare(b.dueDate ?? '9999'),
  );
  return (
    <Card className="grid gap-4 p-5" data-testid="goal-actions">
      <h2 className="text-lg font-semibold break-words">{goal.title}</h2>
      {sorted && sorted.length > 0 ? (
        <ul className="grid gap-2">
          {sorted.map((action) => (
            <li key={action.id} className="flex items-center gap-3">
              <input
                type="checkbox"
                className="size-4 accent-primary"
                checked={action.done}
                aria-label={`Done: ${action.title}`}
                onChange={(e) => update.mutate({ actionId: action.id, done: e.target.checked })}
              />
              <span
                className={
                  action.done ? 'flex-1 text-muted-foreground line-through' : 'flex-1 break-words'
                }
              >
                <span>{action.title}</span>
                {action.dueDate ? (
                  <span className="ml-2 text-xs text-muted-foreground">due {action.dueDate}</span>
                ) : null}
              </span>
              <Button
                variant="ghost"
                size="icon"
                aria-label={`Delete action: ${action.title}`}
                onClick={() => remove.mutate(action.id)}
              >
                <Trash2 aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted-foreground">
          {sorted ? 'No actions yet: what is the first small step?' : 'Loading…'}
        </p>
      )}
      <LoadMoreButton
        hasNextPage={hasNextPage}
        isFetchingNextPage={isFetchingNextPage}
        fetchNextPage={fetchNextPage}
      />
      <NewActionForm goalId={goal.id} />
    </Card>
  );
}

function NewActionForm({ goalId }: { goalId: string }) {
  const create = useCreateAction();
  const [title, setTitle] = useState('');
  const [dueDate, setDueDate] = useState('');
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(
      { goalId, title, dueDate: dueDate || null },
      {
        onSuccess: () => {
          setTitle('');
          setDueDate('');
        },
        onError: (e) => toastError('Could not add the action', e, 'Please check the fields.'),
      },
    );
  };
  return (
    <form className="grid gap-2 sm:grid-cols-[1fr_11rem_auto] sm:items-end" onSubmit={submit}>
      <div className="grid gap-1">
        <Label htmlFor={`${id}-t`}>New action</Label>
        <Input
          id={`${id}-t`}
          value={title}
          onChange={(e) => setTitle(e.target.value)}
          required
          maxLength={200}
        />
      </div>
      <div className="grid gap-1">
        <Label htmlFor={`${id}-d`}>Due</Label>
        <Input
          id={`${id}-d`}
          type="date"
          value={dueDate}
          onChange={(e) => setDueDate(e.target.value)}
        />
      </div>
      <Button type="submit" disabled={create.isPending}>
        Add action
      </Button>
    </form>
  );
}

/** The actions as a calendar file, or as a private feed address a calendar app follows. */
function CalendarCard() {
  const feed = useCalendarFeed();
  const make = useNewCalendarFeed();
  const remove = useRemoveCalendarFeed();
  const [url, setUrl] = useState<string | null>(null);
  const download = async () => {
    try {
      const response = await apiFetch('GET', '/api/calendar/actions.ics', {
        accept: 'text/calendar',
      });
      saveBlob(await response.blob(), 'facet-actions.ics');
    } catch (error) {
      toastError('Could not download the calendar', error, 'Please try again.');
    }
  };
  return (
    <Card className="grid gap-3 p-5">
      <h2 className="flex items-center gap-2 text-lg font-semibold">
        <CalendarDays className="size-5 text-primary" aria-hidden="true" />
        In your calendar
      </h2>
      <p className="text-sm text-muted-foreground">
        Each dated action becomes an all-day event. Download it once, or follow a private address
        that your calendar app keeps up to date.
      </p>
      <Button variant="outline" onClick={download}>
        <Download aria-hidden="true" />
        Download .ics
      </Button>
      {url ? (
        <div className="grid gap-1">
          <Label htmlFor="feed-url">Your private calendar address (shown once)</Label>
          <Input id="feed-url" readOnly value={url} onFocus={(e) => e.currentTarget.select()} />
        </div>
      ) : null}
      <Button
        variant="outline"
        disabled={make.isPending}
        onClick={() =>
          make.mutate(undefined, {
            onSuccess: (answer) => setUrl(answer.url),
            onError: (e) => toastError('Could not make the address', e, 'Please try again.'),
          })
        }
      >
        {feed.data?.active ? 'Make a new address (the old one stops)' : 'Make a private address'}
      </Button>
      {feed.data?.active ? (
        <Button
          variant="ghost"
          disabled={remove.isPending}
          onClick={() => remove.mutate(undefined, { onSuccess: () => setUrl(null) })}
        >
          Turn the address off
        </Button>
      ) : null}
    </Card>
  );
}
