import { constants, createReadStream, createWriteStream } from 'node:fs';
import { access, mkdir, open, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { isBlobKey, newBlobKey } from './blob-key.js';
import {
  BlobNotFoundError,
  type BlobStore,
  BlobTooLargeError,
  type StoredBlob,
} from './blob-store.js';
import { Meter } from './meter.js';

/**
 * Blobs as files under `root` (DATA_DIR/uploads): written to a temporary file first and renamed
 * into place only when complete, so a crash never leaves a half-written blob under a real key.
 */
export function createLocalDiskStore(root: string): BlobStore {
  const tmpDir = path.join(root, '.tmp');
  const fileOf = (key: string) => {
    if (!isBlobKey(key)) throw new BlobNotFoundError(key);
    return path.join(root, key);
  };

  return {
    async put(source, { maxBytes }): Promise<StoredBlob> {
      const key = newBlobKey();
      await mkdir(tmpDir, { recursive: true });
      const temp = path.join(tmpDir, `${path.basename(key)}.part`);
      const meter = new Meter(maxBytes);
      try {
        await pipeline(source, meter, createWriteStream(temp, { flags: 'wx', mode: 0o600 }));
        await mkdir(path.dirname(path.join(root, key)), { recursive: true });
        await rename(temp, path.join(root, key));
      } catch (error) {
        await rm(temp, { force: true });
        // Stop reading the rest of an oversized upload.
        if (error instanceof BlobTooLargeError) source.resume();
        throw error;
      }
      return { key, size: meter.bytes, head: meter.head };
    },

    async open(key) {
      const file = fileOf(key);
      try {
        const info = await stat(file);
        return { stream: createReadStream(file), size: info.size };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new BlobNotFoundError(key);
        throw error;
      }
    },

    async read(key, options) {
      try {
        if (options?.maxBytes !== undefined) {
          const handle = await open(fileOf(key), 'r');
          try {
            const buffer = Buffer.alloc(options.maxBytes);
            const { bytesRead } = await handle.read(buffer, 0, options.maxBytes, 0);
            return buffer.subarray(0, bytesRead);
          } finally {
            await handle.close();
          }
        }
        return await readFile(fileOf(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new BlobNotFoundError(key);
        throw error;
      }
    },

    async delete(key) {
      // A key this store never made names no blob, so there is nothing to remove.
      if (!isBlobKey(key)) return;
      await rm(fileOf(key), { force: true });
    },

    async check() {
      try {
        await mkdir(root, { recursive: true });
        await access(root, constants.R_OK | constants.W_OK);
      } catch (error) {
        throw new Error(
          `the upload folder ${root} is not writable: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`,
        );
      }
    },

    async *list() {
      let shards: string[];
      try {
        shards = await readdir(root);
      } catch {
        return;
      }
      for (const shard of shards) {
        if (!/^[0-9a-f]{2}$/.test(shard)) continue;
        for (const name of await readdir(path.join(root, shard))) {
          const key = `${shard}/${name}`;
          if (!isBlobKey(key)) continue;
          const info = await stat(path.join(root, key)).catch(() => undefined);
          if (info) yield { key, writtenAt: info.mtime };
        }
      }
    },

    async removeStalePartials(olderThan) {
      let names: string[];
      try {
        names = await readdir(tmpDir);
      } catch {
        return 0;
      }
      let removed = 0;
      for (const name of names) {
        if (!name.endsWith('.part')) continue;
        const file = path.join(tmpDir, name);
        const info = await stat(file).catch(() => undefined);
        if (!info?.isFile() || info.mtime >= olderThan) continue;
        await rm(file, { force: true });
        removed++;
      }
      return removed;
    },
  };
}
