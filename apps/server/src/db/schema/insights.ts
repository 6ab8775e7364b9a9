import { type DiamondEvidence, type DiamondInsights, PROFILE_GENERATORS } from '@facet/contracts';
import { jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/**
 * The evidence as saved: per dimension, and beside it what the generation said of the files
 * themselves (files that name someone else, readable files that gave nothing, with why), so the
 * page still says it after a reload. Rows saved before carry no `files`.
 */
export type StoredEvidence = DiamondEvidence & {
  files?: {
    flagged?: Array<{ fileId: string; fileName: string; foundName: string }>;
    silent?: Array<{ fileId: string; fileName: string; reason: string }>;
  };
};

/** The user's latest diamond profile; replaced only by a successful generation. */
export const diamondProfiles = pgTable('diamond_profiles', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  insights: jsonb('insights').$type<DiamondInsights>().notNull(),
  evidence: jsonb('evidence').$type<StoredEvidence>().notNull(),
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
