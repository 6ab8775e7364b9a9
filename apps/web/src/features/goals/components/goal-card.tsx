import { GOAL_STATUSES, type Goal, type GoalStatus } from '@facet/contracts';
import { Trash2 } from 'lucide-react';
import { type FormEvent, lazy, Suspense, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { SelectField } from '@/components/ui/select-field';
import { Switch } from '@/components/ui/switch';
import { Textarea } from '@/components/ui/textarea';
import { toastError } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api-client';
import { formatCalendarDay } from '@/lib/format';
import { useCreateGoal, useDeleteGoal, useGoalCheckIn, useUpdateGoal } from '../api/journey-api';

export const STATUS_LABELS: Record<GoalStatus, string> = {
  on_track: 'On track',
  at_risk: 'At risk',
  achieved: 'Achieved',
  dropped: 'Dropped',
};

/** The progress chart and uPlot come in their own chunk, only with a goal that has check-ins. */
const GoalProgressChart = lazy(() => import('./goal-progress-chart'));

const STATUS_OPTIONS = GOAL_STATUSES.map((value) => ({ value, label: STATUS_LABELS[value] }));

/** One goal: its status, whether coaches are told about it, and its weekly check-in. */
export function GoalCard({ goal }: { goal: Goal }) {
  const update = useUpdateGoal();
  const remove = useDeleteGoal();
  const shareId = useId();
  const [checkingIn, setCheckingIn] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const progress = goal.progress ?? 0;
  return (
    <Card className="grid gap-4 p-5" data-testid="goal-card">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="text-lg font-semibold break-words text-foreground">{goal.title}</h3>
          <p className="mt-1 text-sm text-muted-foreground">
            {goal.targetDate ? `Target ${formatCalendarDay(goal.targetDate)}` : 'No target date'} ·{' '}
            {goal.actionsTotal === 0
              ? 'No actions yet'
              : `${goal.actionsDone} of ${goal.actionsTotal} action${goal.actionsTotal === 1 ? '' : 's'} done`}
            {goal.source === 'coach_plan' ? ' · from a coach’s plan' : ''}
            {goal.source === 'note' ? ' · from a note' : ''}
          </p>
        </div>
        <Button
          variant="ghost"
          size="icon"
          aria-label={`Delete goal: ${goal.title}`}
          onClick={() => setConfirming(true)}
        >
          <Trash2 aria-hidden="true" />
        </Button>
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          title="Delete this goal?"
          description={`“${goal.title}” goes, with its actions and check-ins.`}
          confirmLabel="Delete goal"
          pending={remove.isPending}
          error={remove.error ? errorMessage(remove.error, 'Please try again.') : null}
          onConfirm={() => remove.mutate(goal.id, { onSuccess: () => setConfirming(false) })}
        />
      </div>
      {goal.why ? (
        <p className="text-sm">
          <span className="font-medium">Why it matters: </span>
          {goal.why}
        </p>
      ) : null}
      {goal.measure ? (
        <p className="text-sm">
          <span className="font-medium">Measured by: </span>
          {goal.measure}
        </p>
      ) : null}
      <div>
        <div className="mb-1 flex justify-between text-xs text-muted-foreground">
          <span>Progress at the last check-in</span>
          <span>{goal.progress === null ? 'no check-in yet' : `${progress}%`}</span>
        </div>
        <div
          className="h-2 rounded-full bg-slate-200"
          role="progressbar"
          aria-label={`Progress of ${goal.title}`}
          aria-valuenow={progress}
          aria-valuemin={0}
          aria-valuemax={100}
        >
          <div className="h-2 rounded-full bg-primary" style={{ width: `${progress}%` }} />
        </div>
        {goal.lastCheckInAt ? (
          <Suspense fallback={<div className="h-40" aria-hidden="true" />}>
            <GoalProgressChart goalId={goal.id} title={goal.title} />
          </Suspense>
        ) : null}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label="Status"
          value={goal.status}
          options={STATUS_OPTIONS}
          onValueChange={(status) => update.mutate({ goalId: goal.id, status })}
        />
        <div className="flex items-center gap-3 sm:pt-6">
          <Switch
            id={shareId}
            checked={goal.shareWithCoaches}
            onCheckedChange={(shareWithCoaches) =>
              update.mutate({ goalId: goal.id, shareWithCoaches })
            }
          />
          <Label htmlFor={shareId}>Coaches can see this goal</Label>
        </div>
      </div>
      {checkingIn ? (
        <CheckInForm goalId={goal.id} initial={progress} onDone={() => setCheckingIn(false)} />
      ) : (
        <Button variant="outline" onClick={() => setCheckingIn(true)}>
          Weekly check-in
        </Button>
      )}
    </Card>
  );
}

function CheckInForm({
  goalId,
  initial,
  onDone,
}: {
  goalId: string;
  initial: number;
  onDone: () => void;
}) {
  const checkIn = useGoalCheckIn();
  const [progress, setProgress] = useState(initial);
  const [helped, setHelped] = useState('');
  const [hindered, setHindered] = useState('');
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    checkIn.mutate(
      { goalId, progress, helped, hindered },
      {
        onSuccess: onDone,
        onError: (e) => toastError('Could not save the check-in', e, 'Please try again.'),
      },
    );
  };
  return (
    <form className="grid gap-3 rounded-lg bg-muted/50 p-4" onSubmit={submit}>
      <Label htmlFor={`${id}-p`}>How far along are you? {progress}%</Label>
      <input
        id={`${id}-p`}
        type="range"
        min={0}
        max={100}
        step={5}
        value={progress}
        onChange={(e) => setProgress(Number(e.target.value))}
        className="accent-primary"
      />
      <Label htmlFor={`${id}-h`}>What helped?</Label>
      <Textarea id={`${id}-h`} value={helped} onChange={(e) => setHelped(e.target.value)} />
      <Label htmlFor={`${id}-g`}>What got in the way?</Label>
      <Textarea id={`${id}-g`} value={hindered} onChange={(e) => setHindered(e.target.value)} />
      <div className="flex gap-2">
        <Button type="submit" disabled={checkIn.isPending}>
          Save check-in
        </Button>
        <Button type="button" variant="ghost" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

/** A new goal by hand: the goal, why it matters, how progress is measured, a target date. */
export function NewGoalForm({ onCreated }: { onCreated?: () => void }) {
  const create = useCreateGoalForm();
  const id = useId();
  return (
    <Card className="p-5">
      <form
        className="grid gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          create.submit(event.currentTarget, onCreated);
        }}
      >
        <h3 className="text-lg font-semibold">New goal</h3>
        <Label htmlFor={`${id}-t`}>Goal</Label>
        <Input id={`${id}-t`} name="title" required maxLength={200} />
        <Label htmlFor={`${id}-w`}>Why it matters</Label>
        <Textarea id={`${id}-w`} name="why" maxLength={2000} />
        <Label htmlFor={`${id}-m`}>How you will measure progress</Label>
        <Input id={`${id}-m`} name="measure" maxLength={2000} />
        <Label htmlFor={`${id}-d`}>Target date</Label>
        <Input id={`${id}-d`} name="targetDate" type="date" />
        <Button type="submit" disabled={create.pending}>
          Add goal
        </Button>
      </form>
    </Card>
  );
}

function useCreateGoalForm() {
  const create = useCreateGoal();
  return {
    pending: create.isPending,
    submit(form: HTMLFormElement, onCreated?: () => void) {
      const data = new FormData(form);
      const text = (name: string) => String(data.get(name) ?? '').trim();
      create.mutate(
        {
          title: text('title'),
          why: text('why') || undefined,
          measure: text('measure') || undefined,
          targetDate: text('targetDate') || null,
        },
        {
          onSuccess: () => {
            form.reset();
            onCreated?.();
          },
          onError: (e) => toastError('Could not add the goal', e, 'Please check the fields.'),
        },
      );
    },
  };
}
