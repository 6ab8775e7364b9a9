/** A table that stores blob keys (uploads, LinkedIn imports): which of `keys` it points at. */
export interface BlobKeyOwner {
  knownKeys(keys: string[]): Promise<Set<string>>;
}

/** Which blob keys some row still points at: every table that stores blob keys answers. */
export function knownBlobKeys(owners: BlobKeyOwner[]) {
  return async (keys: string[]): Promise<Set<string>> =>
    new Set((await Promise.all(owners.map((o) => o.knownKeys(keys)))).flatMap((set) => [...set]));
}
