import { Eye, Target } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { EmptyState, LoadErrorCard } from '@/components/layout/load-states';
import { PageShell } from '@/components/layout/page-shell';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { LoadMoreButton } from '@/components/ui/load-more-button';
import { Textarea } from '@/components/ui/textarea';
import { toast, toastError } from '@/components/ui/use-toast';
import {
  useCoachContext,
  useCreateGoal,
  useGoals,
  useSaveVision,
  useVision,
} from '@/features/goals/api/journey-api';
import { GoalCard, NewGoalForm } from '@/features/goals/components/goal-card';

/** Journey step 2 (/vision-goals): the member's vision, their goals, and what coaches are told. */
export default function VisionGoalsPage() {
  return (
    <PageShell
      eyebrow="Step 2"
      title="Vision and goals"
      description="Say where you want to be, then turn it into goals you can measure and check in on each week."
    >
      <div className="grid gap-8 lg:grid-cols-[1fr_22rem]">
        <div className="grid content-start gap-8">
          <VisionCard />
          <FromNote />
          <GoalsList />
        </div>
        <aside className="grid content-start gap-6">
          <NewGoalForm />
          <CoachesAreTold />
        </aside>
      </div>
    </PageShell>
  );
}

function VisionCard() {
  const vision = useVision();
  const save = useSaveVision();
  const [text, setText] = useState<string | null>(null);
  const id = useId();
  const data = vision.data;
  // Prefilled with the member's own vision, else the diamond profile's.
  useEffect(() => {
    if (data && text === null) setText(data.statement ?? data.suggested ?? '');
  }, [data, text]);
  if (vision.isError)
    return (
      <LoadErrorCard
        title="Your vision could not load"
        error={vision.error}
        onRetry={() => vision.refetch()}
      />
    );
  const suggestedOnly = data && data.statement === null && data.suggested;
  return (
    <Card className="grid gap-3 p-5">
      <h2 className="flex items-center gap-2 text-xl font-semibold" id={`${id}-h`}>
        <Eye className="size-5 text-primary" aria-hidden="true" />
        Your vision
      </h2>
      {suggestedOnly ? (
        <p className="text-sm text-muted-foreground">
          Suggested from your diamond profile: make it yours and save it.
        </p>
      ) : null}
      <Textarea
        aria-labelledby={`${id}-h`}
        value={text ?? ''}
        onChange={(e) => setText(e.target.value)}
        placeholder="Where do you want to be in three years? What kind of work, with whom, and why?"
        rows={4}
        maxLength={2000}
      />
      <div>
        <Button
          disabled={save.isPending || text === null}
          onClick={() =>
            save.mutate(text ?? '', {
              onSuccess: () => toast({ variant: 'success', title: 'Vision saved' }),
              onError: (e) => toastError('Could not save your vision', e, 'Please try again.'),
            })
          }
        >
          Save vision
        </Button>
      </div>
    </Card>
  );
}

/** `/vision-goals?noteId=…&title=…`: a goal from one of the member's notes, one click. */
function FromNote() {
  const [params, setParams] = useSearchParams();
  const create = useCreateGoal();
  const noteId = params.get('noteId');
  const title = params.get('title');
  if (!noteId || !title) return null;
  const clear = () => {
    params.delete('noteId');
    params.delete('title');
    setParams(params, { replace: true });
  };
  return (
    <Card className="grid gap-3 border-primary/40 p-5">
      <p>
        Make your note <strong>“{title}”</strong> a goal? Its text becomes why it matters.
      </p>
      <div className="flex gap-2">
        <Button
          disabled={create.isPending}
          onClick={() =>
            create.mutate(
              { title: title.slice(0, 200), noteId, source: 'note' },
              {
                onSuccess: clear,
                onError: (e) => toastError('Could not make the goal', e, 'Please try again.'),
              },
            )
          }
        >
          Make it a goal
        </Button>
        <Button variant="ghost" onClick={clear}>
          Not now
        </Button>
      </div>
    </Card>
  );
}

function GoalsList() {
  const { goals, isError, error, refetch, hasNextPage, fetchNextPage, isFetchingNextPage } =
    useGoals();
  if (isError)
    return <LoadErrorCard title="Your goals could not load" error={error} onRetry={refetch} />;
  if (!goals) return <p className="text-muted-foreground">Loading your goals…</p>;
  if (goals.length === 0)
    return (
      <EmptyState icon={Target} title="No goals yet">
        Add one here, or save a coach’s closing plan as a goal from a chat with one click.
      </EmptyState>
    );
  return (
    <section aria-labelledby="goals-heading" className="grid gap-4">
      <h2 id="goals-heading" className="text-xl font-semibold">
        Your goals
      </h2>
      <ul className="grid gap-4">
        {goals.map((goal) => (
          <li key={goal.id}>
            <GoalCard goal={goal} />
          </li>
        ))}
      </ul>
      <LoadMoreButton
        hasNextPage={hasNextPage}
        isFetchingNextPage={isFetchingNextPage}
        fetchNextPage={fetchNextPage}
      />
    </section>
  );
}

/** Exactly what the coaches receive, so the member can see it and switch goals off. */
function CoachesAreTold() {
  const { data } = useCoachContext();
  return (
    <Card className="grid gap-2 p-5" data-testid="coach-context">
      <h2 className="text-lg font-semibold">What your coaches are told</h2>
      <p className="text-sm text-muted-foreground">
        With each message, your coaches get this about your journey. Switch a goal’s “Coaches can
        see this goal” off to leave it out.
      </p>
      <pre className="max-h-80 overflow-auto rounded-md bg-muted p-3 text-xs whitespace-pre-wrap">
        {data ? data.text || 'Nothing yet.' : 'Loading…'}
      </pre>
    </Card>
  );
}
