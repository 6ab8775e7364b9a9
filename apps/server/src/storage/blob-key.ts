import { randomUUID } from 'node:crypto';

/** `ab/ab…-uuid`: two-character shards keep any one folder (or listing page) small. */
const KEY_PATTERN = /^[0-9a-f]{2}\/[0-9a-f-]{36}$/;

export function newBlobKey(): string {
  const id = randomUUID();
  return `${id.slice(0, 2)}/${id}`;
}

/** Only keys the store made: anything else never reaches the disk or the bucket. */
export function isBlobKey(key: string): boolean {
  return KEY_PATTERN.test(key);
}
