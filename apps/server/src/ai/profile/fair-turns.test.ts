import { describe, expect, it } from 'vitest';
import { FairTurns, type Turn } from './fair-turns.js';

const tick = () => new Promise((r) => setImmediate(r));

/** Tasks that start when their turn comes and end when the test says: order, never timing. */
function heldTasks(turns: FairTurns) {
  const started: string[] = [];
  const finishers = new Map<string, () => void>();
  const settled: Array<Promise<void>> = [];
  return {
    started,
    add(name: string, turn: Turn) {
      settled.push(
        turns.run(turn, () => {
          started.push(name);
          return new Promise<void>((resolve) => finishers.set(name, resolve));
        }),
      );
    },
    /** Ends a running task and lets the next one start. */
    async finish(name: string) {
      await tick();
      const finish = finishers.get(name);
      if (!finish) throw new Error(`${name} has not started (started: ${started.join(', ')})`);
      finish();
      await tick();
    },
    all: () => Promise.all(settled),
  };
}

describe('fair turns for profile builds', () => {
  it('serves waiting builds round the addresses, so throwaway accounts from one place get one turn a round', async () => {
    const turns = new FairTurns(1);
    const tasks = heldTasks(turns);
    tasks.add('a1', { group: '10.0.0.6', member: 'throwaway-1' });
    tasks.add('a2', { group: '10.0.0.6', member: 'throwaway-2' });
    tasks.add('a3', { group: '10.0.0.6', member: 'throwaway-3' });
    tasks.add('v', { group: '192.0.2.7', member: 'member' });
    await tick();
    expect(tasks.started).toEqual(['a1']);
    expect(turns.waiting).toBe(3);
    for (const name of ['a1', 'v', 'a2', 'a3']) await tasks.finish(name);
    await tasks.all();
    // First come would have been a1, a2, a3, v: the member waited behind all three.
    expect(tasks.started).toEqual(['a1', 'v', 'a2', 'a3']);
    expect(turns.waiting).toBe(0);
    expect(turns.running).toBe(0);
  });

  it("takes turns round one address's members, and one member's builds wait for the others'", async () => {
    // The office had a turn (first), so home goes next; then the office's members by turns.
    const turns = new FairTurns(1);
    const tasks = heldTasks(turns);
    tasks.add('first', { group: 'office', member: 'blocker' });
    tasks.add('m1-a', { group: 'office', member: 'm1' });
    tasks.add('m1-b', { group: 'office', member: 'm1' });
    tasks.add('m1-c', { group: 'office', member: 'm1' });
    tasks.add('m2-a', { group: 'office', member: 'm2' });
    tasks.add('home', { group: 'home', member: 'm3' });
    for (const name of ['first', 'home', 'm1-a', 'm2-a', 'm1-b', 'm1-c']) await tasks.finish(name);
    await tasks.all();
    expect(tasks.started).toEqual(['first', 'home', 'm1-a', 'm2-a', 'm1-b', 'm1-c']);
  });

  it('runs as many at once as it is wide, and a failing task frees its place', async () => {
    const turns = new FairTurns(2);
    const failed = turns.run({ group: 'g', member: 'a' }, () => Promise.reject(new Error('boom')));
    const tasks = heldTasks(turns);
    tasks.add('b', { group: 'g', member: 'b' });
    tasks.add('c', { group: 'g', member: 'c' });
    tasks.add('d', { group: 'g', member: 'd' });
    await expect(failed).rejects.toThrow('boom');
    await tick();
    expect(tasks.started).toEqual(['b', 'c']);
    expect(turns.running).toBe(2);
    await tasks.finish('b');
    expect(tasks.started).toEqual(['b', 'c', 'd']);
    await tasks.finish('c');
    await tasks.finish('d');
    await tasks.all();
  });
});
