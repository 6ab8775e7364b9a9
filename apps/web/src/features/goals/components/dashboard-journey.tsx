import { Bell, CalendarCheck, X } from 'lucide-react';
import { Link } from 'react-router';
import { Card } from '@/components/ui/card';
import {
  useDismissReminder,
  useProgress,
  useReminders,
  useUpdateAction,
  useWeekActions,
} from '../api/journey-api';
import { ProgressRings } from './progress-rings';

/**
 * The dashboard's live part: the rings from the member's progress, and this week's actions.
 * Loaded beside the dashboard (it needs the contracts' schemas), never in the landing bundle.
 */
export default function DashboardJourney() {
  const progress = useProgress();
  return (
    <>
      <Reminders />
      <ProgressRings rings={progress.data?.rings} />
      <WeekActions />
    </>
  );
}

function WeekActions() {
  const { data } = useWeekActions();
  const update = useUpdateAction();
  return (
    <section aria-labelledby="week-heading">
      <h2 id="week-heading" className="mb-4 text-xl font-semibold tracking-tight">
        This week’s actions
      </h2>
      <Card className="p-5">
        {!data ? (
          <p className="text-sm text-muted-foreground">Loading…</p>
        ) : data.actions.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            Nothing due this week.{' '}
            <Link className="font-medium text-primary underline" to="/action-planning">
              Plan your actions
            </Link>
          </p>
        ) : (
          <ul className="grid gap-2" data-testid="week-actions">
            {data.actions.map((action) => (
              <li key={action.id} className="flex items-start gap-3">
                <input
                  type="checkbox"
                  className="mt-1 size-4 accent-primary"
                  checked={action.done}
                  aria-label={`Done: ${action.title}`}
                  onChange={(e) => update.mutate({ actionId: action.id, done: e.target.checked })}
                />
                <span className="flex-1 text-sm">
                  <span className="font-medium text-foreground">{action.title}</span>
                  <span className="block text-xs text-muted-foreground">
                    {action.goalTitle} · due {action.dueDate}
                    {action.dueDate && action.dueDate < data.weekStart ? ' (overdue)' : ''}
                  </span>
                </span>
              </li>
            ))}
          </ul>
        )}
        <p className="mt-4 text-sm">
          <Link
            to="/action-planning"
            className="inline-flex items-center gap-1 font-medium text-primary"
          >
            <CalendarCheck className="size-4" aria-hidden="true" />
            All actions
          </Link>
        </p>
      </Card>
    </section>
  );
}

/** Reminders in the app (due actions, weekly check-ins), until the member dismisses them. */
function Reminders() {
  const { data } = useReminders();
  const dismiss = useDismissReminder();
  if (!data || data.reminders.length === 0) return null;
  return (
    <section aria-labelledby="reminders-heading">
      <h2 id="reminders-heading" className="mb-3 flex items-center gap-2 text-lg font-semibold">
        <Bell className="size-5 text-primary" aria-hidden="true" />
        Reminders
      </h2>
      <ul className="grid gap-2" data-testid="reminders">
        {data.reminders.map((reminder) => (
          <li key={reminder.id}>
            <Card className="flex items-start gap-3 p-3 text-sm">
              <Link
                to={reminder.kind === 'goal_checkin' ? '/vision-goals' : '/action-planning'}
                className="flex-1 text-foreground hover:underline"
              >
                {reminder.message}
              </Link>
              <button
                type="button"
                className="rounded p-1 text-muted-foreground hover:bg-muted"
                aria-label="Dismiss reminder"
                onClick={() => dismiss.mutate(reminder.id)}
              >
                <X className="size-4" aria-hidden="true" />
              </button>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}
