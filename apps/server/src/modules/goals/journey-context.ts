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

/**
 * One sentence a coach may open a conversation with, recalling the member's own words: the most
 * recent check-in on a shared open goal (what got in the way, else what helped), else the open
 * goal itself. Undefined when nothing is shared.
 */
export function recallLine(
  context: Omit<CoachContextResponse, 'text'>,
  nowMs: number,
): string | undefined {
  const checked = context.goals
    .filter((g) => g.lastCheckIn)
    .sort((a, b) => (b.lastCheckIn?.createdAt ?? '').localeCompare(a.lastCheckIn?.createdAt ?? ''));
  const latest = checked[0];
  const last = latest?.lastCheckIn;
  const words = (text: string) =>
    text
      .replace(/\s+/g, ' ')
      .replace(/[.!\s]+$/, '')
      .slice(0, 160);
  if (latest && last) {
    const when = ago(last.createdAt, nowMs);
    const said = when === 'today' ? 'Earlier today you said' : `${capitalise(when)} you said`;
    if (last.hindered)
      return `${said} that “${words(last.hindered)}” got in the way of “${latest.title}”. How is that going now?`;
    if (last.helped)
      return `${said} that “${words(last.helped)}” helped with “${latest.title}”. Is it still helping?`;
    return `${said} you were ${last.progress} % of the way to “${latest.title}”.`;
  }
  const goal = context.goals[0];
  if (goal) return `You're working on “${goal.title}”: we can connect today's question to it.`;
  return undefined;
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
