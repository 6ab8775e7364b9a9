import { mkdtempSync } from 'node:fs';
import { mkdir, readdir, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { describe, expect, it, vi } from 'vitest';
import { createLocalDiskStore } from './local-disk-store.js';
import { sweepOrphans } from './sweep-orphans.js';

const HOUR = 60 * 60 * 1000;

function freshStore() {
  const root = mkdtempSync(path.join(tmpdir(), 'facet-sweep-'));
  return { root, tmp: path.join(root, '.tmp'), store: createLocalDiskStore(root) };
}

const partsIn = async (dir: string) =>
  (await readdir(dir).catch(() => [] as string[])).filter((name) => name.endsWith('.part')).sort();

describe('sweeping the local store', () => {
  it('removes partial files a crash left behind once past the grace period', async () => {
    const { tmp, store } = freshStore();
    await mkdir(tmp, { recursive: true });
    const twoHoursAgo = new Date(Date.now() - 2 * HOUR);
    for (const name of ['crashed-1.part', 'crashed-2.part']) {
      await writeFile(path.join(tmp, name), 'half an upload');
      await utimes(path.join(tmp, name), twoHoursAgo, twoHoursAgo);
    }
    await writeFile(path.join(tmp, 'recent.part'), 'an upload still arriving');
    const kept = await store.put(Readable.from([Buffer.from('a finished blob')]), {
      maxBytes: 1000,
    });

    const removed = await sweepOrphans({
      blobs: store,
      knownKeys: async (keys) => new Set(keys.filter((key) => key === kept.key)),
      graceMs: HOUR,
    });

    expect(removed).toBe(2);
    expect(await partsIn(tmp)).toEqual(['recent.part']);
    expect((await store.read(kept.key)).toString()).toBe('a finished blob');
  });

  it('never touches the file of an upload in progress, which then completes', async () => {
    const { tmp, store } = freshStore();
    const source = new PassThrough();
    const put = store.put(source, { maxBytes: 10_000 });
    source.write('the first half, ');
    await vi.waitFor(async () => expect(await partsIn(tmp)).toHaveLength(1));

    const removed = await sweepOrphans({
      blobs: store,
      knownKeys: async () => new Set(),
      graceMs: HOUR,
    });
    expect(removed).toBe(0);
    expect(await partsIn(tmp)).toHaveLength(1);

    source.end('and the second half.');
    const blob = await put;
    expect((await store.read(blob.key)).toString()).toBe('the first half, and the second half.');
    expect(await partsIn(tmp)).toEqual([]);
  });

  it('leaves other files in the temporary folder alone', async () => {
    const { tmp, store } = freshStore();
    await mkdir(path.join(tmp, 'folder.part'), { recursive: true });
    await writeFile(path.join(tmp, 'notes.txt'), 'not ours to judge');
    const old = new Date(Date.now() - 2 * HOUR);
    await utimes(path.join(tmp, 'notes.txt'), old, old);
    const removed = await sweepOrphans({
      blobs: store,
      knownKeys: async () => new Set(),
      graceMs: HOUR,
    });
    expect(removed).toBe(0);
    expect((await readdir(tmp)).sort()).toEqual(['folder.part', 'notes.txt']);
  });
});
