import { Transform, type TransformCallback } from 'node:stream';
import { BlobTooLargeError } from './blob-store.js';

const HEAD_BYTES = 4100; // enough for file-type's magic-byte checks

/** Counts bytes, keeps the first ones, and fails the pipeline past the limit. */
export class Meter extends Transform {
  // Not `size`: lib-storage's Upload takes a body's numeric `size` for its total length.
  bytes = 0;
  private readonly headChunks: Buffer[] = [];
  private headSize = 0;

  constructor(private readonly maxBytes: number) {
    super();
  }

  get head(): Buffer {
    return Buffer.concat(this.headChunks);
  }

  /** Whether the source went past the limit (the pipeline then fails with BlobTooLargeError). */
  get tooLarge(): boolean {
    return this.bytes > this.maxBytes;
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
    this.bytes += chunk.length;
    if (this.bytes > this.maxBytes) {
      callback(new BlobTooLargeError(this.maxBytes));
      return;
    }
    if (this.headSize < HEAD_BYTES) {
      const part = chunk.subarray(0, HEAD_BYTES - this.headSize);
      this.headChunks.push(part);
      this.headSize += part.length;
    }
    callback(null, chunk);
  }
}
