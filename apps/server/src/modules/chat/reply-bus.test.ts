import { randomUUID } from 'node:crypto';
import { connect } from 'node:net';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import {
  type BusMessage,
  conversationChannel,
  createMemoryReplyBus,
  createPostgresReplyBus,
  createRedisReplyBus,
  type ReplyBus,
} from './reply-bus.js';
import { pieces } from './reply-hub.js';

const databaseUrl = inject('databaseUrl');
const REDIS_URL = 'redis://127.0.0.1:6379';

/** True when something answers on 127.0.0.1:6379 within half a second. */
const redisAnswers = await new Promise<boolean>((resolve) => {
  const socket = connect({ host: '127.0.0.1', port: 6379 });
  const done = (ok: boolean) => {
    socket.destroy();
    resolve(ok);
  };
  socket.setTimeout(500, () => done(false));
  socket.once('connect', () => done(true));
  socket.once('error', () => done(false));
});
if (!databaseUrl) {
  console.info('reply bus: PostgreSQL tests skipped (they run with TEST_DATABASE_URL set)');
}
if (!redisAnswers)
  console.info('reply bus: Redis tests skipped (nothing answers on 127.0.0.1:6379)');

const channel = () => conversationChannel(randomUUID());

async function until(ok: () => boolean, ms = 5_000) {
  const deadline = Date.now() + ms;
  while (!ok()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 10));
  }
}

/** What every implementation must do: the same tests for each. */
function busContract(name: string, enabled: boolean, make: () => ReplyBus) {
  describe.skipIf(!enabled)(`the ${name} reply bus`, () => {
    const buses: ReplyBus[] = [];
    const open = () => {
      const bus = make();
      buses.push(bus);
      return bus;
    };
    afterAll(async () => {
      for (const bus of new Set(buses)) await bus.close();
    });

    it('delivers, in order, what is published after subscribe resolves, to every subscriber', async () => {
      const sender = open();
      const receiver = open();
      const c = channel();
      const seen: BusMessage[] = [];
      const alsoSeen: BusMessage[] = [];
      const off = await receiver.subscribe(c, (m) => seen.push(m));
      const offToo = await sender.subscribe(c, (m) => alsoSeen.push(m));
      const sent: BusMessage[] = Array.from({ length: 50 }, (_, i) => ({
        t: 'chunk',
        r: 'reply',
        o: i,
        d: String.fromCharCode(97 + (i % 26)),
      }));
      // Published without waiting for each other: the bus itself must keep their order.
      await Promise.all([...sent, { t: 'stop' } as const].map((m) => sender.publish(c, m)));
      await until(() => seen.length === 51 && alsoSeen.length === 51);
      expect(seen).toEqual([...sent, { t: 'stop' }]);
      expect(alsoSeen).toEqual(seen);
      await off();
      await offToo();
    });

    it('keeps channels apart, and stops delivering after unsubscribe', async () => {
      const bus = open();
      const [one, two] = [channel(), channel()];
      const seen: string[] = [];
      const offOne = await bus.subscribe(one, (m) => seen.push(`one:${m.t}`));
      const offTwo = await bus.subscribe(two, (m) => seen.push(`two:${m.t}`));
      await bus.publish(one, { t: 'stop' });
      await bus.publish(two, { t: 'flush', q: 'x' });
      await until(() => seen.length === 2);
      expect(seen.sort()).toEqual(['one:stop', 'two:flush']);
      await offOne();
      await bus.publish(one, { t: 'stop' });
      await bus.publish(two, { t: 'stop' });
      await until(() => seen.length === 3);
      await new Promise((r) => setTimeout(r, 50));
      expect(seen.at(-1)).toBe('two:stop');
      expect(seen).toHaveLength(3);
      await offTwo();
    });

    it('carries the largest chunk a reply sends, whatever its characters', async () => {
      const bus = open();
      const c = channel();
      const seen: BusMessage[] = [];
      const off = await bus.subscribe(c, (m) => seen.push(m));
      // Control characters are escaped to six bytes each in JSON: the worst case.
      const text = `${'\u0001'.repeat(1500)}😀${'é'.repeat(1500)}`;
      const parts = pieces(10, text);
      for (const { o, d } of parts) await bus.publish(c, { t: 'chunk', r: 'r', o, d });
      await until(() => seen.length === parts.length);
      expect(seen.map((m) => (m.t === 'chunk' ? m.d : '')).join('')).toBe(text);
      expect(seen[0]).toMatchObject({ o: 10 });
      await off();
    });
  });
}

const shared = createMemoryReplyBus();
busContract('in-process', true, () => shared);
busContract('PostgreSQL', Boolean(databaseUrl), () => createPostgresReplyBus({ url: databaseUrl }));
busContract('Redis', redisAnswers, () => createRedisReplyBus({ url: REDIS_URL }));

describe('pieces', () => {
  it('cuts long text at 1000 characters, never inside a surrogate pair', () => {
    const text = `${'a'.repeat(999)}😀${'b'.repeat(1500)}`;
    const parts = pieces(5, text);
    expect(parts.map((p) => p.d).join('')).toBe(text);
    expect(parts[0]).toEqual({ o: 5, d: 'a'.repeat(999) });
    expect(parts[1]?.o).toBe(5 + 999);
    expect(parts[1]?.d.startsWith('😀')).toBe(true);
    expect(parts.every((p) => p.d.length <= 1000)).toBe(true);
  });
});

describe.skipIf(!databaseUrl)('the PostgreSQL reply bus, when its connection fails', () => {
  it('refuses a payload over the NOTIFY limit instead of losing it', async () => {
    const bus = createPostgresReplyBus({ url: databaseUrl });
    try {
      await expect(
        bus.publish(channel(), { t: 'chunk', r: 'r', o: 0, d: 'x'.repeat(9000) }),
      ).rejects.toThrow(/too large/);
    } finally {
      await bus.close();
    }
  });

  it('reconnects and listens again to every channel', async () => {
    const warnings: unknown[] = [];
    const bus = createPostgresReplyBus({
      url: databaseUrl,
      log: { warn: (obj: unknown) => warnings.push(obj), info: () => {} } as never,
    });
    const sender = createPostgresReplyBus({ url: databaseUrl });
    try {
      const c = channel();
      const seen: BusMessage[] = [];
      await bus.subscribe(c, (m) => seen.push(m));
      // Kill the listening session from outside, as a failover or a network cut would.
      const admin = new pg.Client({ connectionString: databaseUrl });
      await admin.connect();
      await admin.query(
        `select pg_terminate_backend(pid) from pg_stat_activity
         where pid <> pg_backend_pid() and query ilike $1`,
        [`%LISTEN "${c}"%`],
      );
      await admin.end();
      await until(() => warnings.length > 0);
      // Once it is back, messages arrive again.
      await until(() => {
        // Publishes made while the listener is still away may fail; the loop tries again.
        sender.publish(c, { t: 'stop' }).catch(() => {});
        return seen.length > 0;
      }, 10_000);
      expect(seen[0]).toEqual({ t: 'stop' });
    } finally {
      await bus.close();
      await sender.close();
    }
  });
});
