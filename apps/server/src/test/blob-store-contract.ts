import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { beforeEach, describe, expect, it } from 'vitest';
import { isBlobKey } from '../storage/blob-key.js';
import { BlobNotFoundError, type BlobStore, BlobTooLargeError } from '../storage/blob-store.js';

export interface ContractSubject {
  store: BlobStore;
  /** Unfinished writes the store keeps somewhere (temporary files, open multipart uploads). */
  pendingWrites(): Promise<number>;
}

const MB = 1024 * 1024;

/** A body in 64 KiB chunks, the way a request stream delivers it. */
function streamOf(bytes: Buffer): Readable {
  const chunks: Buffer[] = [];
  for (let at = 0; at < bytes.length; at += 64 * 1024)
    chunks.push(bytes.subarray(at, at + 64 * 1024));
  return Readable.from(chunks);
}

async function listAll(store: BlobStore) {
  const blobs: Array<{ key: string; writtenAt: Date }> = [];
  for await (const blob of store.list()) blobs.push(blob);
  return blobs;
}

const digest = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** What every BlobStore promises (blob-store.ts), run against each implementation. */
export function describeBlobStoreContract(
  name: string,
  makeSubject: () => ContractSubject | Promise<ContractSubject>,
) {
  describe(`${name}: the BlobStore contract`, () => {
    let store: BlobStore;
    let subject: ContractSubject;
    beforeEach(async () => {
      subject = await makeSubject();
      store = subject.store;
    });

    it('stores a stream under a server-made key and gives back the same bytes and head', async () => {
      const bytes = randomBytes(300 * 1024);
      const blob = await store.put(streamOf(bytes), { maxBytes: MB });
      expect(isBlobKey(blob.key)).toBe(true);
      expect(blob.size).toBe(bytes.length);
      expect(blob.head.equals(bytes.subarray(0, 4100))).toBe(true);

      const opened = await store.open(blob.key);
      expect(opened.size).toBe(bytes.length);
      expect((await buffer(opened.stream)).equals(bytes)).toBe(true);
      expect((await store.read(blob.key)).equals(bytes)).toBe(true);

      const other = await store.put(Readable.from([Buffer.from('short')]), { maxBytes: MB });
      expect(other.key).not.toBe(blob.key);
      expect(other.head.toString()).toBe('short');
    });

    it('reads only the first maxBytes when asked, and an empty blob as empty', async () => {
      const blob = await store.put(Readable.from([Buffer.from('0123456789')]), { maxBytes: 100 });
      expect((await store.read(blob.key, { maxBytes: 4 })).toString()).toBe('0123');
      expect((await store.read(blob.key, { maxBytes: 1000 })).toString()).toBe('0123456789');
      expect((await store.read(blob.key, { maxBytes: 0 })).length).toBe(0);

      const empty = await store.put(Readable.from([]), { maxBytes: 100 });
      expect(empty.size).toBe(0);
      expect(empty.head.length).toBe(0);
      expect((await store.read(empty.key)).length).toBe(0);
      expect((await store.read(empty.key, { maxBytes: 10 })).length).toBe(0);
      expect((await store.open(empty.key)).size).toBe(0);
    });

    it('takes exactly maxBytes; one byte more is BlobTooLargeError and leaves nothing', async () => {
      const exact = await store.put(streamOf(Buffer.alloc(1000, 'a')), { maxBytes: 1000 });
      expect(exact.size).toBe(1000);
      await store.delete(exact.key);

      await expect(
        store.put(streamOf(Buffer.alloc(1001, 'a')), { maxBytes: 1000 }),
      ).rejects.toBeInstanceOf(BlobTooLargeError);
      expect(await listAll(store)).toEqual([]);
      expect(await subject.pendingWrites()).toBe(0);
    });

    it('refuses a body that crosses the limit after several megabytes, leaving nothing', async () => {
      const source = streamOf(randomBytes(12 * MB));
      const error = await store.put(source, { maxBytes: 11 * MB }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(BlobTooLargeError);
      expect((error as BlobTooLargeError).maxBytes).toBe(11 * MB);
      expect(await listAll(store)).toEqual([]);
      expect(await subject.pendingWrites()).toBe(0);
    });

    it('round-trips a 12 MB body byte for byte', async () => {
      const bytes = randomBytes(12 * MB);
      const blob = await store.put(streamOf(bytes), { maxBytes: 20 * MB });
      expect(blob.size).toBe(bytes.length);
      const opened = await store.open(blob.key);
      expect(opened.size).toBe(bytes.length);
      expect(digest(await buffer(opened.stream))).toBe(digest(bytes));
      expect(digest(await store.read(blob.key))).toBe(digest(bytes));
      expect(await subject.pendingWrites()).toBe(0);
    });

    it('has no blob under a missing or malformed key; deleting one is fine', async () => {
      const id = randomUUID();
      const keys = [`${id.slice(0, 2)}/${id}`, '../../etc/passwd', 'ab/not-a-key', '', `${id}`];
      for (const key of keys) {
        await expect(store.open(key), key).rejects.toBeInstanceOf(BlobNotFoundError);
        await expect(store.read(key), key).rejects.toBeInstanceOf(BlobNotFoundError);
        await expect(store.read(key, { maxBytes: 10 }), key).rejects.toBeInstanceOf(
          BlobNotFoundError,
        );
        await expect(store.delete(key), key).resolves.toBeUndefined();
      }
    });

    it('passes its readiness check when usable, without writing anything', async () => {
      await expect(store.check()).resolves.toBeUndefined();
      expect(await listAll(store)).toEqual([]);
      expect(await subject.pendingWrites()).toBe(0);
    });

    it('lists what was put with when it was written, and forgets what was deleted', async () => {
      const before = Date.now();
      const first = await store.put(Readable.from([Buffer.from('one')]), { maxBytes: 10 });
      const second = await store.put(Readable.from([Buffer.from('two')]), { maxBytes: 10 });
      const after = Date.now();

      const listed = await listAll(store);
      expect(listed.map((b) => b.key).sort()).toEqual([first.key, second.key].sort());
      for (const { writtenAt } of listed) {
        // Some stores keep whole seconds only.
        expect(writtenAt.getTime()).toBeGreaterThanOrEqual(before - 2000);
        expect(writtenAt.getTime()).toBeLessThanOrEqual(after + 2000);
      }

      await store.delete(first.key);
      expect((await listAll(store)).map((b) => b.key)).toEqual([second.key]);
      await expect(store.read(first.key)).rejects.toBeInstanceOf(BlobNotFoundError);
      expect((await store.read(second.key)).toString()).toBe('two');
    });
  });
}
