import { eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
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
            blobKey: sql`excluded.blob_key`,
            kind: sql`excluded.kind`,
            originalName: sql`excluded.original_name`,
            createdAt: sql`now()`,
          },
        });
      return previous;
    },

    async knownKeys(keys: string[]): Promise<Set<string>> {
      if (keys.length === 0) return new Set();
      const rows = await db
        .select({ key: linkedinImports.blobKey })
        .from(linkedinImports)
        .where(inArray(linkedinImports.blobKey, keys));
      return new Set(rows.map((r) => r.key));
    },
  };
}

export type LinkedinRepository = ReturnType<typeof createLinkedinRepository>;
