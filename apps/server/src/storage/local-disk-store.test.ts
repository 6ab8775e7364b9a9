import { mkdtempSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describeBlobStoreContract } from '../test/blob-store-contract.js';
import { createLocalDiskStore } from './local-disk-store.js';

describeBlobStoreContract('local disk store', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'facet-blobs-'));
  return {
    store: createLocalDiskStore(root),
    pendingWrites: async () => (await readdir(path.join(root, '.tmp')).catch(() => [])).length,
  };
});
