import { getTableColumns, inArray, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from './client.js';

/** Query pieces more than one repository needs. */

/**
 * The SET of an upsert that takes the incoming row's value for each of `keys`
 * (`column = excluded.column`).
 */
export function fromExcluded<T extends PgTable, K extends keyof T['_']['columns'] & string>(
  table: T,
  keys: K[],
): Record<K, SQL> {
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  return Object.fromEntries(
    keys.map((key) => [key, sql.raw(`excluded.${columns[key]?.name ?? key}`)]),
  ) as Record<K, SQL>;
}

/** Which of `keys` some row holds in `column` (a text column, e.g. a blob key). */
export async function valuesPresent(
  db: Database,
  column: PgColumn,
  keys: string[],
): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await db.select({ key: column }).from(column.table).where(inArray(column, keys));
  return new Set(rows.map((r) => String(r.key)));
}
