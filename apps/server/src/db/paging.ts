import { encodeCursor, type PageCursor } from '@facet/contracts';
import { type AnyColumn, type SQL, sql } from 'drizzle-orm';

/** A page request as the contracts parse it: where the previous page ended, and how many. */
export interface PageRequest {
  cursor?: PageCursor | undefined;
  limit: number;
}

/**
 * A timestamp column as a cursor keeps it: UTC to the microsecond, as the database stores it, so
 * the next page starts exactly after the last row (a JavaScript Date would round to milliseconds).
 */
export const cursorAt = (column: AnyColumn): SQL<string> =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** Rows after the cursor in (time, id) descending order; always true without a cursor. */
export const afterCursor = (at: AnyColumn, id: AnyColumn, cursor?: PageCursor): SQL =>
  cursor ? sql`(${at}, ${id}) < (${cursor.at}::timestamptz, ${cursor.id}::uuid)` : sql`true`;

/**
 * One page from rows read with `limit + 1`: the first `limit`, and the cursor of the next page
 * when there was one more (else null).
 */
export function toPage<T>(
  rows: T[],
  limit: number,
  keyOf: (row: T) => PageCursor,
): { items: T[]; nextCursor: string | null } {
  if (rows.length <= limit) return { items: rows, nextCursor: null };
  const items = rows.slice(0, limit);
  const last = items.at(-1);
  return { items, nextCursor: last ? encodeCursor(keyOf(last)) : null };
}
