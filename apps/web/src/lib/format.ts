/** Display helpers shared by features. */

/** Two-letter initials from a first and last name ("Ada Lovelace" → "AL"). */
export function initials(firstName: string, lastName: string): string {
  const first = firstName.trim().charAt(0);
  const last = lastName.trim().charAt(0);
  const letters = `${first}${last}`.toUpperCase();
  return letters || '?';
}

/** "Ada Lovelace", tolerating a missing part. */
export function fullName(firstName: string, lastName: string): string {
  return [firstName.trim(), lastName.trim()].filter(Boolean).join(' ');
}

/** File sizes in Bytes, KB, MB or GB. */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return '0 Bytes';
  const units = ['Bytes', 'KB', 'MB', 'GB'] as const;
  const exponent = Math.min(Math.floor(Math.log(bytes) / Math.log(1024)), units.length - 1);
  const value = bytes / 1024 ** exponent;
  const rounded = Math.round(value * 100) / 100;
  return `${rounded} ${units[exponent]}`;
}

/** Relative time: 'Just now', 'N minutes ago', 'N hours ago' (under 24), then a date. */
export function formatRelativeTime(value: string | Date, now: Date = new Date()): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  const diffMs = now.getTime() - date.getTime();
  const minutes = Math.floor(diffMs / 60_000);
  if (minutes < 1) return 'Just now';
  if (minutes < 60) return `${minutes} minute${minutes === 1 ? '' : 's'} ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} hour${hours === 1 ? '' : 's'} ago`;
  return date.toLocaleDateString('en-US');
}

/** Conversation dates: 'Today', 'Yesterday', a weekday under 7 days, else month and day. */
export function formatConversationDate(value: string | Date, now: Date = new Date()): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  const startOf = (d: Date) => new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime();
  const days = Math.round((startOf(now) - startOf(date)) / 86_400_000);
  if (days <= 0) return 'Today';
  if (days === 1) return 'Yesterday';
  if (days < 7) return date.toLocaleDateString('en-US', { weekday: 'long' });
  return date.toLocaleDateString('en-US', { month: 'short', day: 'numeric' });
}

/** Notes: short US date. */
export function formatShortDate(value: string | Date): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  return date.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
}

/**
 * A calendar day stored as `YYYY-MM-DD` ("2027-03-01" → "Mar 1, 2027"). Read as a local date,
 * because `new Date('2027-03-01')` is midnight UTC and shows the day before west of Greenwich.
 */
export function formatCalendarDay(day: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return day;
  return formatShortDate(new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
}
