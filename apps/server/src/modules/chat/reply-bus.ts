import { EventEmitter } from 'node:events';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import pg from 'pg';

/**
 * Messages between the instances that write replies and the ones that serve a member who resumes
 * or stops one. Every message is small: text travels only as chunks of at most
 * {@link MAX_CHUNK_CHARS} characters; the text so far is always read from the database.
 */
export type BusMessage =
  /** Text of reply `r` from offset `o` (UTF-16 units), sent only once someone listens to it. */
  | { t: 'chunk'; r: string; o: number; d: string }
  /** A resumer asks every owner in the conversation to save its text now and say how far. */
  | { t: 'flush'; q: string }
  /** An owner's answer: reply `r` (row `m`, absent before its first words) is saved up to `o`. */
  | { t: 'flushed'; q: string; r: string; m?: string; o: number }
  /** Stop every reply of the conversation. */
  | { t: 'stop' }
  /**
   * Reply `r` ended: `s` is how (its row `m` holds the final text, when it has any); `e` is the
   * error text the member sees.
   */
  | { t: 'end'; r: string; m?: string; s: 'complete' | 'stopped' | 'error'; e?: string };

/** The longest text one chunk message carries: 6 bytes a character at worst stays under 8000. */
export const MAX_CHUNK_CHARS = 1000;

export interface ReplyBus {
  readonly kind: 'memory' | 'postgres' | 'redis';
  /** Sends to every subscriber of `channel`, on every instance; messages of one sender stay in order. */
  publish(channel: string, message: BusMessage): Promise<void>;
  /**
   * Listens to `channel`; resolves once the subscription is active, so anything published after
   * that reaches `handler`. The function returned ends it.
   */
  subscribe(channel: string, handler: (message: BusMessage) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/** The channel of one conversation's replies (a valid PostgreSQL identifier for a uuid). */
export const conversationChannel = (conversationId: string) =>
  `facet_chat_${conversationId.replace(/-/g, '')}`;

function parse(payload: string): BusMessage | undefined {
  try {
    const value = JSON.parse(payload) as BusMessage;
    return value && typeof value === 'object' && typeof value.t === 'string' ? value : undefined;
  } catch {
    return undefined;
  }
}

/** Local handlers per channel; `first` / `last` say when the transport must (un)subscribe. */
class Handlers {
  private readonly byChannel = new Map<string, Set<(message: BusMessage) => void>>();
  add(channel: string, handler: (message: BusMessage) => void): { first: boolean } {
    let set = this.byChannel.get(channel);
    const first = !set;
    if (!set) {
      set = new Set();
      this.byChannel.set(channel, set);
    }
    set.add(handler);
    return { first };
  }
  remove(channel: string, handler: (message: BusMessage) => void): { last: boolean } {
    const set = this.byChannel.get(channel);
    if (!set?.delete(handler)) return { last: false };
    if (set.size > 0) return { last: false };
    this.byChannel.delete(channel);
    return { last: true };
  }
  deliver(channel: string, payload: string): void {
    const set = this.byChannel.get(channel);
    if (!set) return;
    const message = parse(payload);
    if (!message) return;
    for (const handler of [...set]) handler(message);
  }
  channels(): string[] {
    return [...this.byChannel.keys()];
  }
}

/** One process: the embedded database's default, where no other instance can exist. */
export function createMemoryReplyBus(): ReplyBus {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    kind: 'memory',
    async publish(channel, message) {
      // Serialised like the other transports, and delivered after the publisher's turn.
      const payload = JSON.stringify(message);
      queueMicrotask(() => emitter.emit(channel, payload));
    },
    async subscribe(channel, handler) {
      const listener = (payload: string) => {
        const message = parse(payload);
        if (message) handler(message);
      };
      emitter.on(channel, listener);
      return async () => {
        emitter.off(channel, listener);
      };
    },
    async close() {
      emitter.removeAllListeners();
    },
  };
}

/** How long a message waits for a PostgreSQL connection being (re)opened before it fails. */
const PUBLISH_WAIT_MS = 2_000;

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    promise,
    new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => reject(new Error('the reply bus is not connected')), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}

/** NOTIFY's payload limit (8000 bytes), less a margin. */
const PG_PAYLOAD_LIMIT = 7_900;

/**
 * PostgreSQL LISTEN/NOTIFY on one dedicated connection (outside the pool: a LISTEN belongs to its
 * session). Publishing goes through the same connection, so one instance's messages keep their
 * order. When the connection fails it is opened again (after 0.2 s, then up to 5 s between tries)
 * and every channel is listened to again; messages sent meanwhile are lost, which a resumer sees
 * as an owner that did not answer.
 */
export function createPostgresReplyBus(options: {
  url: string;
  log?: Pick<FastifyBaseLogger, 'warn' | 'info'>;
}): ReplyBus {
  const handlers = new Handlers();
  let client: pg.Client | undefined;
  let connecting: Promise<pg.Client> | undefined;
  let closed = false;
  let delay = 200;
  const quote = (channel: string) => `"${channel.replace(/"/g, '""')}"`;
  // One statement at a time on the connection, in the order they were asked for.
  let tail: Promise<unknown> = Promise.resolve();
  const serial = <T>(run: () => Promise<T>): Promise<T> => {
    const next = tail.then(run, run);
    tail = next.catch(() => {});
    return next;
  };

  const connect = (): Promise<pg.Client> => {
    if (client) return Promise.resolve(client);
    connecting ??= (async () => {
      for (;;) {
        if (closed) throw new Error('the reply bus is closed');
        const next = new pg.Client({ connectionString: options.url });
        try {
          await next.connect();
          next.on('notification', (n) => handlers.deliver(n.channel, n.payload ?? ''));
          const lost = (err?: Error) => {
            if (client !== next) return;
            client = undefined;
            next.removeAllListeners('notification');
            next.end().catch(() => {});
            if (!closed) {
              options.log?.warn({ err }, 'reply bus: lost its PostgreSQL connection; reconnecting');
              connect().catch(() => {});
            }
          };
          next.on('error', lost);
          next.on('end', () => lost());
          for (const channel of handlers.channels()) await next.query(`LISTEN ${quote(channel)}`);
          client = next;
          delay = 200;
          return next;
        } catch (err) {
          next.end().catch(() => {});
          if (closed) throw err;
          options.log?.warn({ err }, 'reply bus: cannot reach PostgreSQL; trying again');
          await new Promise((r) => setTimeout(r, delay));
          delay = Math.min(delay * 2, 5_000);
        }
      }
    })().finally(() => {
      connecting = undefined;
    });
    return connecting;
  };

  return {
    kind: 'postgres',
    async publish(channel, message) {
      const payload = JSON.stringify(message);
      if (Buffer.byteLength(payload) > PG_PAYLOAD_LIMIT) {
        throw new Error(`a reply bus message of ${Buffer.byteLength(payload)} bytes is too large`);
      }
      await serial(async () => {
        // While the connection is down, messages fail fast rather than pile up.
        const c = await withTimeout(connect(), PUBLISH_WAIT_MS);
        await c.query('select pg_notify($1, $2)', [channel, payload]);
      });
    },
    async subscribe(channel, handler) {
      const { first } = handlers.add(channel, handler);
      try {
        await serial(async () => {
          const c = await connect();
          // A fresh connection listens to every channel as it opens; this only adds a new one.
          if (first) await c.query(`LISTEN ${quote(channel)}`);
        });
      } catch (error) {
        handlers.remove(channel, handler);
        throw error;
      }
      return async () => {
        const { last } = handlers.remove(channel, handler);
        if (!last) return;
        await serial(async () => {
          // Subscribed again meanwhile: keep listening.
          if (client && !handlers.channels().includes(channel)) {
            await client.query(`UNLISTEN ${quote(channel)}`);
          }
        }).catch(() => {});
      };
    },
    async close() {
      closed = true;
      // Let the statements already asked for finish (or fail) before the connection goes.
      await tail;
      const c = client;
      client = undefined;
      await connecting?.catch(() => {});
      await c?.end().catch(() => {});
    },
  };
}

/**
 * Redis pub/sub: one connection in subscriber mode, one to publish (ioredis reconnects both, and
 * subscribes again to every channel after a reconnect).
 */
export function createRedisReplyBus(options: {
  url: string;
  log?: Pick<FastifyBaseLogger, 'warn' | 'info'>;
}): ReplyBus {
  const handlers = new Handlers();
  const connection = () => {
    const redis = new Redis(options.url, { maxRetriesPerRequest: 2, lazyConnect: true });
    redis.on('error', (err) => options.log?.warn({ err }, 'reply bus: Redis connection error'));
    return redis;
  };
  const pub = connection();
  const sub = connection();
  sub.on('message', (channel: string, payload: string) => handlers.deliver(channel, payload));
  let ready: Promise<void> | undefined;
  const connect = () => {
    ready ??= Promise.all([pub.connect(), sub.connect()]).then(() => {});
    return ready;
  };
  return {
    kind: 'redis',
    async publish(channel, message) {
      await connect();
      await pub.publish(channel, JSON.stringify(message));
    },
    async subscribe(channel, handler) {
      const { first } = handlers.add(channel, handler);
      try {
        await connect();
        if (first) await sub.subscribe(channel);
      } catch (error) {
        handlers.remove(channel, handler);
        throw error;
      }
      return async () => {
        const { last } = handlers.remove(channel, handler);
        if (last) await sub.unsubscribe(channel).catch(() => {});
      };
    },
    async close() {
      pub.disconnect();
      sub.disconnect();
    },
  };
}

/** Redis when REDIS_URL is set, else PostgreSQL when the database is one, else this process. */
export function createReplyBus(options: {
  redisUrl?: string | undefined;
  databaseUrl?: string | undefined;
  log?: Pick<FastifyBaseLogger, 'warn' | 'info'>;
}): ReplyBus {
  if (options.redisUrl) return createRedisReplyBus({ url: options.redisUrl, log: options.log });
  if (options.databaseUrl) {
    return createPostgresReplyBus({ url: options.databaseUrl, log: options.log });
  }
  return createMemoryReplyBus();
}
