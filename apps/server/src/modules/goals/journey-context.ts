import type { CoachContextResponse } from '@facet/contracts';

const STATUS_WORDS = {
  on_track: 'on track',
  at_risk: 'at risk',
  achieved: 'achieved',
  dropped: 'dropped',
} as const;

const DAY_MS = 24 * 60 * 60 * 1000;

/** "today", "yesterday", "3 days ago", "last week", "2 weeks ago". */
export function ago(iso: string, nowMs: number): string {
  const days = Math.max(0, Math.floor((nowMs - Date.parse(iso)) / DAY_MS));
  if (days === 0) return 'today';
  if (days === 1) return 'yesterday';
  if (days < 7) return `${days} days ago`;
  if (days < 14) return 'last week';
  return `${Math.floor(days / 7)} weeks ago`;
}

/**
 * What the coaches are told of the member's journey, in plain words: their vision, their open
 * goals shared with coaches (status, target date, last check-in, next actions) and their last
 * well-being check-in. The member sees exactly this text (GET /api/coach-context); a goal they
 * stop sharing is left out. Empty when there is nothing to tell.
 */
export function describeJourney(
  context: Omit<CoachContextResponse, 'text'>,
  nowMs: number,
): string {
  const lines: string[] = [];
  if (context.vision) lines.push(`Vision: ${context.vision}`);
  if (context.goals.length) {
    lines.push('Open goals:');
    for (const goal of context.goals) {
      let line = `- ${goal.title} (${STATUS_WORDS[goal.status]}${goal.targetDate ? `, target ${goal.targetDate}` : ''}).`;
      const last = goal.lastCheckIn;
      if (last) {
        line += ` Last check-in ${ago(last.createdAt, nowMs)}: progress ${last.progress} %`;
        if (last.helped) line += `; what helped: ${last.helped}`;
        if (last.hindered) line += `; what got in the way: ${last.hindered}`;
        line += '.';
      }
      if (goal.openActions.length) {
        line += ` Next actions: ${goal.openActions
          .map((a) => (a.dueDate ? `${a.title} (due ${a.dueDate})` : a.title))
          .join('; ')}.`;
      }
      lines.push(line);
    }
  }
  const w = context.wellbeing;
  if (w) {
    lines.push(
      `Last well-being check-in (${ago(w.createdAt, nowMs)}, 1 low to 5 high): mood ${w.mood}, energy ${w.energy}, stress ${w.stress}, sleep ${w.sleep}.`,
    );
  }
  return lines.join('\n');
}
