import { type DiamondEvidence, type DiamondInsights, PROFILE_GENERATORS } from '@facet/contracts';
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
  generator: text('generator', { enum: PROFILE_GENERATORS }).notNull(),
  generatedAt: timestamp('generated_at', { withTimezone: true }).notNull(),
  /**
   * Ids of every file the member had when this profile was generated, sorted. A different set
   * (a file added, removed or replaced) lifts the regeneration cooldown. Null on rows saved before
   * it was recorded.
   */
  fileIds: jsonb('file_ids').$type<string[]>(),
});

export type DiamondProfileRow = typeof diamondProfiles.$inferSelect;
