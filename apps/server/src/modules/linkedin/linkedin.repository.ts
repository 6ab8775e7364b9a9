import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { fromExcluded, valuesPresent } from '../../db/queries.js';
import { type LinkedinImportRow, linkedinImports } from '../../db/schema/linkedin.js';

export function createLinkedinRepository(db: Database) {
  return {
    async latest(userId: string): Promise<LinkedinImportRow | undefined> {
      const [row] = await db
        .select()
        .from(linkedinImports)
        .where(eq(linkedinImports.userId, userId))
        .limit(1);
      return row;
    },

    /** Makes `row` the user's import; answers the one it replaced, if any. */
    async replace(
      row: Omit<LinkedinImportRow, 'createdAt'>,
    ): Promise<LinkedinImportRow | undefined> {
      const previous = await this.latest(row.userId);
      await db
        .insert(linkedinImports)
        .values(row)
        .onConflictDoUpdate({
          target: linkedinImports.userId,
          set: {
            ...fromExcluded(linkedinImports, ['blobKey', 'kind', 'originalName']),
            createdAt: sql`now()`,
          },
        });
      return previous;
    },

    knownKeys(keys: string[]): Promise<Set<string>> {
      return valuesPresent(db, linkedinImports.blobKey, keys);
    },
  };
}

export type LinkedinRepository = ReturnType<typeof createLinkedinRepository>;
