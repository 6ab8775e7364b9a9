import type { BlobStore } from './blob-store.js';

/**
 * Removes blobs no row points at, once they are older than `graceMs` (an upload in progress writes
 * its blob before its row). A crash between the two leaves only such an orphan, never a row that
 * points at nothing. A crash in the middle of a write leaves a partial file in the store's temporary
 * area instead; those go too once untouched for `graceMs`. Returns how many things were removed.
 */
export async function sweepOrphans(options: {
  blobs: BlobStore;
  knownKeys(keys: string[]): Promise<Set<string>>;
  graceMs: number;
  now?: number;
}): Promise<number> {
  const cutoff = (options.now ?? Date.now()) - options.graceMs;
  let removed = 0;
  let batch: string[] = [];
  const flush = async () => {
    const known = await options.knownKeys(batch);
    for (const key of batch) {
      if (!known.has(key)) {
        await options.blobs.delete(key);
        removed++;
      }
    }
    batch = [];
  };
  removed += (await options.blobs.removeStalePartials?.(new Date(cutoff))) ?? 0;
  for await (const blob of options.blobs.list()) {
    if (blob.writtenAt.getTime() > cutoff) continue;
    batch.push(blob.key);
    if (batch.length >= 500) await flush();
  }
  if (batch.length) await flush();
  return removed;
}
