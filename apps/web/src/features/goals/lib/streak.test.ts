import { describe, expect, it } from 'vitest';
import { checkInStreak } from './streak';

// Thursday 2026-11-26, 12:00 UTC.
const now = Date.parse('2026-11-26T12:00:00Z');

describe('weekly check-in streak', () => {
  it('counts weeks in a row back from this week, several check-ins in a week counting once', () => {
    expect(
      checkInStreak(
        [
          '2026-11-24T09:00:00Z', // this week (Tuesday)
          '2026-11-23T00:30:00Z', // this week (Monday)
          '2026-11-22T23:00:00Z', // last week (Sunday)
          '2026-11-03T10:00:00Z', // three weeks ago: a gap (the week of the 9th) before it
        ],
        now,
      ),
    ).toBe(2);
  });

  it('is still alive when the last check-in was last week, and 0 after a missed week', () => {
    expect(checkInStreak(['2026-11-18T10:00:00Z', '2026-11-11T10:00:00Z'], now)).toBe(2);
    expect(checkInStreak(['2026-11-11T10:00:00Z'], now)).toBe(0);
    expect(checkInStreak([], now)).toBe(0);
  });
});
