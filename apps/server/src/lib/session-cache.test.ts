import { describe, expect, it } from 'vitest';
import { SessionCache } from './session-cache.js';

/** A cache over a counting loader, on a clock the test moves. */
function setup(maxEntries = 3) {
  let now = 0;
  const reads: string[] = [];
  const cache = new SessionCache<string>({
    load: async (id) => {
      reads.push(id);
      return `row ${id}`;
    },
    clock: { now: () => now },
    ttlMs: 1_000,
    maxEntries,
  });
  return { cache, reads, tick: (ms: number) => (now += ms) };
}

describe('SessionCache', () => {
  it('reads once within the age, again after it, and always when fresh is asked', async () => {
    const { cache, reads, tick } = setup();
    expect(await cache.get('a')).toBe('row a');
    await cache.get('a');
    expect(reads).toEqual(['a']);
    tick(1_000);
    await cache.get('a');
    await cache.get('a', { fresh: true });
    expect(reads).toEqual(['a', 'a', 'a']);
  });

  it('keeps at most maxEntries rows, forgetting the least recently used', async () => {
    const { cache, reads } = setup(2);
    await cache.get('a');
    await cache.get('b');
    await cache.get('a'); // a is now the more recent
    await cache.get('c'); // b goes
    expect(cache.size).toBe(2);
    await cache.get('a');
    await cache.get('b');
    expect(reads).toEqual(['a', 'b', 'c', 'b']);
  });

  it('forgets every row of a group at once, and an evicted row leaves its group', async () => {
    const { cache, reads } = setup(2);
    await cache.get('s1', { group: 'member' });
    await cache.get('s2', { group: 'member' });
    cache.invalidateGroup('member');
    expect(cache.size).toBe(0);
    await cache.get('s1', { group: 'member' });
    await cache.get('x');
    await cache.get('y'); // s1 is evicted
    cache.invalidateGroup('member'); // nothing left to forget, nothing else goes
    expect(cache.size).toBe(2);
    await cache.get('x');
    expect(reads).toEqual(['s1', 's2', 's1', 'x', 'y']);
  });

  it('does not remember a failed read', async () => {
    let fail = true;
    const cache = new SessionCache<string>({
      load: async () => {
        if (fail) throw new Error('down');
        return 'row';
      },
      clock: { now: () => 0 },
      ttlMs: 1_000,
    });
    await expect(cache.get('a')).rejects.toThrow('down');
    fail = false;
    expect(await cache.get('a')).toBe('row');
  });
});
