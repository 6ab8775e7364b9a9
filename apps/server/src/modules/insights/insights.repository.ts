import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { fromExcluded } from '../../db/queries.js';
import { type DiamondProfileRow, diamondProfiles } from '../../db/schema/insights.js';

export function createInsightsRepository(db: Database) {
  return {
    async find(userId: string): Promise<DiamondProfileRow | undefined> {
      const [row] = await db
        .select()
        .from(diamondProfiles)
        .where(eq(diamondProfiles.userId, userId))
        .limit(1);
      return row;
    },

    /** Replaces the user's profile (only ever called with a successful generation). */
    async save(row: DiamondProfileRow): Promise<DiamondProfileRow> {
      const [saved] = await db
        .insert(diamondProfiles)
        .values(row)
        .onConflictDoUpdate({
          target: diamondProfiles.userId,
          set: fromExcluded(diamondProfiles, [
            'insights',
            'evidence',
            'generator',
            'generatedAt',
            'fileIds',
          ]),
        })
        .returning();
      if (!saved) throw new Error('upsert returned no row');
      return saved;
    },
  };
}

export type InsightsRepository = ReturnType<typeof createInsightsRepository>;
