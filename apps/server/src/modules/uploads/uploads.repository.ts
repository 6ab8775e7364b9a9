import type { UploadKind } from '@facet/contracts';
import { and, asc, count, eq, sql, sum } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { valuesPresent } from '../../db/queries.js';
import { type UploadedFileRow, uploadedFiles } from '../../db/schema/uploads.js';

export type NewUpload = Omit<UploadedFileRow, 'id' | 'createdAt'>;

/** Uploaded files, always scoped by the acting user. */
export function createUploadsRepository(db: Database) {
  return {
    list(userId: string, kind?: UploadKind): Promise<UploadedFileRow[]> {
      return db
        .select()
        .from(uploadedFiles)
        .where(
          kind
            ? and(eq(uploadedFiles.userId, userId), eq(uploadedFiles.kind, kind))
            : eq(uploadedFiles.userId, userId),
        )
        .orderBy(asc(uploadedFiles.createdAt));
    },

    async find(userId: string, id: string): Promise<UploadedFileRow | undefined> {
      const [row] = await db
        .select()
        .from(uploadedFiles)
        .where(and(eq(uploadedFiles.userId, userId), eq(uploadedFiles.id, id)))
        .limit(1);
      return row;
    },

    async countKind(userId: string, kind: UploadKind): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(uploadedFiles)
        .where(and(eq(uploadedFiles.userId, userId), eq(uploadedFiles.kind, kind)));
      return Number(row?.n ?? 0);
    },

    /** The bytes of every file the user has stored (all kinds). */
    async storedBytes(userId: string): Promise<number> {
      const [row] = await db
        .select({ bytes: sum(uploadedFiles.size) })
        .from(uploadedFiles)
        .where(eq(uploadedFiles.userId, userId));
      return Number(row?.bytes ?? 0);
    },

    /**
     * Inserts the rows if the user would then have at most `limit` files of that kind, and (when
     * `maxBytes` is given) at most that many bytes stored in all; otherwise inserts nothing and
     * answers null (too many files) or 'over-quota' (too many bytes). A per-user lock makes
     * concurrent batches take turns.
     */
    async insertWithin(
      userId: string,
      kind: UploadKind,
      limit: number,
      rows: NewUpload[],
      maxBytes?: number,
    ): Promise<UploadedFileRow[] | null | 'over-quota'> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`uploads:${userId}`}))`);
        const [row] = await tx
          .select({ n: count() })
          .from(uploadedFiles)
          .where(and(eq(uploadedFiles.userId, userId), eq(uploadedFiles.kind, kind)));
        if (Number(row?.n ?? 0) + rows.length > limit) return null;
        if (maxBytes !== undefined) {
          const [stored] = await tx
            .select({ bytes: sum(uploadedFiles.size) })
            .from(uploadedFiles)
            .where(eq(uploadedFiles.userId, userId));
          const adding = rows.reduce((total, r) => total + r.size, 0);
          if (Number(stored?.bytes ?? 0) + adding > maxBytes) return 'over-quota';
        }
        return tx.insert(uploadedFiles).values(rows).returning();
      });
    },

    async remove(userId: string, id: string): Promise<UploadedFileRow | undefined> {
      const [row] = await db
        .delete(uploadedFiles)
        .where(and(eq(uploadedFiles.userId, userId), eq(uploadedFiles.id, id)))
        .returning();
      return row;
    },

    /** Which of these blob keys a row still points at (for sweeping orphans). */
    knownKeys(keys: string[]): Promise<Set<string>> {
      return valuesPresent(db, uploadedFiles.blobKey, keys);
    },
  };
}

export type UploadsRepository = ReturnType<typeof createUploadsRepository>;
