import type { Readable } from 'node:stream';

export interface StoredBlob {
  /** Server-made key: never derived from the client's file name. */
  key: string;
  size: number;
  /** The first bytes, for checking the content against its claimed type. */
  head: Buffer;
}

/** Where uploaded bytes live: local disk by default, or S3 (`STORAGE`); any store with these calls. */
export interface BlobStore {
  /**
   * Streams `source` into a new blob. Past `maxBytes` it stops reading, removes what it wrote and
   * throws BlobTooLargeError, so an oversized body is never buffered or kept.
   */
  put(source: Readable, options: { maxBytes: number }): Promise<StoredBlob>;
  /** A stream of the blob's bytes; throws BlobNotFoundError when there is none. */
  open(key: string): Promise<{ stream: Readable; size: number }>;
  /** The whole blob, or only its first `maxBytes` when given. */
  read(key: string, options?: { maxBytes?: number }): Promise<Buffer>;
  /** Removes the blob; a missing one is not an error. */
  delete(key: string): Promise<void>;
  /** Every blob with the time it was written (for sweeping orphans). */
  list(): AsyncIterable<{ key: string; writtenAt: Date }>;
  /**
   * Resolves when the store can be used right now (readiness checks); rejects with a one-line
   * reason otherwise. Cheap: one call to the store, no blob written.
   */
  check(): Promise<void>;
  /**
   * Removes what writes a crash interrupted left behind (the local store's temporary `.part`
   * files) when last written before `olderThan`; returns how many. A write in progress keeps its
   * file fresh, so it is never touched. Stores whose unfinished writes expire on their own (an S3
   * bucket's lifecycle rule for incomplete multipart uploads) leave this out.
   */
  removeStalePartials?(olderThan: Date): Promise<number>;
}

export class BlobTooLargeError extends Error {
  constructor(readonly maxBytes: number) {
    super(`blob larger than ${maxBytes} bytes`);
    this.name = 'BlobTooLargeError';
  }
}

export class BlobNotFoundError extends Error {
  constructor(key: string) {
    super(`no blob ${key}`);
    this.name = 'BlobNotFoundError';
  }
}
