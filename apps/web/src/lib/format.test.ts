import { describe, expect, it } from 'vitest';
import { formatCalendarDay, formatConversationDate } from './format';

describe('formatConversationDate', () => {
  const now = new Date(2025, 5, 12, 15, 30); // Thursday 12 June 2025, 15:30 local time

  it("says 'Today' for the same day", () => {
    expect(formatConversationDate(new Date(2025, 5, 12, 0, 5), now)).toBe('Today');
    expect(formatConversationDate(new Date(2025, 5, 12, 15, 29), now)).toBe('Today');
  });

  it("says 'Yesterday' for the day before, whatever the hour", () => {
    expect(formatConversationDate(new Date(2025, 5, 11, 23, 59), now)).toBe('Yesterday');
    expect(formatConversationDate(new Date(2025, 5, 11, 0, 1), now)).toBe('Yesterday');
  });

  it('gives the weekday under 7 days', () => {
    expect(formatConversationDate(new Date(2025, 5, 10, 9), now)).toBe('Tuesday');
    expect(formatConversationDate(new Date(2025, 5, 6, 9), now)).toBe('Friday');
  });

  it('gives month and day from 7 days on', () => {
    expect(formatConversationDate(new Date(2025, 5, 5, 9), now)).toBe('Jun 5');
    expect(formatConversationDate(new Date(2024, 11, 25, 9), now)).toBe('Dec 25');
  });

  it('accepts ISO strings', () => {
    expect(formatConversationDate(new Date(2025, 5, 12, 8).toISOString(), now)).toBe('Today');
  });
});

describe('formatCalendarDay', () => {
  it('shows a stored day in words, on that same day whatever the time zone', () => {
    expect(formatCalendarDay('2027-03-01')).toBe('Mar 1, 2027');
    expect(formatCalendarDay('2026-12-31')).toBe('Dec 31, 2026');
  });

  it('leaves anything that is not a YYYY-MM-DD day as it came', () => {
    expect(formatCalendarDay('next spring')).toBe('next spring');
  });
});
