import type { Database } from '../db/client.js';
import { createLinkedinRepository } from '../modules/linkedin/linkedin.repository.js';
import { createUploadsRepository } from '../modules/uploads/uploads.repository.js';

/** Which blob keys some row still points at: every table that stores blob keys answers. */
export function knownBlobKeys(db: Database) {
  const owners = [createUploadsRepository(db), createLinkedinRepository(db)];
  return async (keys: string[]): Promise<Set<string>> =>
    new Set((await Promise.all(owners.map((o) => o.knownKeys(keys)))).flatMap((set) => [...set]));
}
