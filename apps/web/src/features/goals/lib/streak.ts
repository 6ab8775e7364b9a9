const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/** The Monday 00:00 UTC that starts the week of `time` (ms), as ms. */
function weekStart(time: number): number {
  const day = new Date(time);
  const sinceMonday = (day.getUTCDay() + 6) % 7;
  return Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate() - sinceMonday);
}

/**
 * Weeks in a row (Monday to Sunday, UTC) with at least one check-in, counted back from this week;
 * a streak whose last check-in was last week is still alive until this week ends. This is how a
 * habit kept as a goal shows it is being kept.
 */
export function checkInStreak(checkInTimes: readonly string[], now = Date.now()): number {
  const weeks = new Set(checkInTimes.map((t) => weekStart(Date.parse(t))));
  let week = weekStart(now);
  if (!weeks.has(week)) week -= WEEK_MS;
  let streak = 0;
  while (weeks.has(week)) {
    streak += 1;
    week -= WEEK_MS;
  }
  return streak;
}
