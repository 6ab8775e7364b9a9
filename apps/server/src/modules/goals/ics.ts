import type { ActionWithGoal } from './goals.repository.js';

/**
 * A member's dated actions as an iCalendar file (RFC 5545), the way calendar apps read it: CRLF
 * line ends, lines folded at 75 octets, text escaped, one all-day VEVENT per action whose UID stays
 * the same across downloads (so a re-import updates instead of duplicating).
 */

const escapeText = (text: string) =>
  text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');

/** Folds a content line to at most 75 octets per physical line, never splitting a character. */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    const limit = parts.length === 0 ? 75 : 74; // continuation lines start with a space
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

const compactDate = (date: string) => date.replaceAll('-', '');
const stamp = (ms: number) =>
  new Date(ms)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

function nextDay(date: string): string {
  const next = new Date(`${date}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
}

export function actionsCalendar(rows: ActionWithGoal[], nowMs: number): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Facet//Actions//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'X-WR-CALNAME:Facet actions',
  ];
  for (const { action, goalTitle } of rows) {
    if (!action.dueDate) continue;
    const done = action.doneAt !== null;
    lines.push(
      'BEGIN:VEVENT',
      `UID:action-${action.id}@facet`,
      `DTSTAMP:${stamp(nowMs)}`,
      `LAST-MODIFIED:${stamp(action.updatedAt.getTime())}`,
      `DTSTART;VALUE=DATE:${compactDate(action.dueDate)}`,
      `DTEND;VALUE=DATE:${compactDate(nextDay(action.dueDate))}`,
      `SUMMARY:${escapeText(done ? `Done: ${action.title}` : action.title)}`,
      `DESCRIPTION:${escapeText(`Goal: ${goalTitle}`)}`,
      'TRANSP:TRANSPARENT',
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
