import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Failure counters every instance on one PostgreSQL database shares (login and signup throttles,
 * the password-change lock): one row per key, counting failures in a fixed window that ends at
 * `reset_at`. A row whose window has passed counts as absent and is deleted now and then.
 */
export const limiterCounters = pgTable(
  'limiter_counters',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    resetAt: timestamp('reset_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [index('limiter_counters_reset_at_idx').on(table.resetAt)],
);
