import type { DiamondEvidence, DiamondInsights } from '@facet/contracts';
import { jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/** The user's latest diamond profile; replaced only by a successful generation. */
export const diamondProfiles = pgTable('diamond_profiles', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  insights: jsonb('insights').$type<DiamondInsights>().notNull(),
  evidence: jsonb('evidence').$type<DiamondEvidence>().notNull(),
  /** offline | ai */
  generator: text('generator').notNull(),
  generatedAt: timestamp('generated_at', { withTimezone: true }).notNull(),
});

export type DiamondProfileRow = typeof diamondProfiles.$inferSelect;
