import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import {
  createMemoryReplyBus,
  createPostgresReplyBus,
  type ReplyBus,
} from '../modules/chat/reply-bus.js';
import { createTestApp } from './harness.js';

/**
 * Two instances on one database, as in production: on PostgreSQL each has its own LISTEN/NOTIFY
 * bus; on the embedded database (one process) they share one in-memory bus.
 */
const databaseUrl = inject('databaseUrl');
export const sharedMemoryBus = createMemoryReplyBus();
export const newInstanceBus = (): ReplyBus =>
  databaseUrl ? createPostgresReplyBus({ url: databaseUrl }) : sharedMemoryBus;

/** A bus that can die with its instance: nothing in or out after `kill()`. */
export function killableBus(inner: ReplyBus): ReplyBus & { kill(): void } {
  let dead = false;
  return {
    kind: inner.kind,
    async publish(channel, message) {
      if (!dead) await inner.publish(channel, message);
    },
    subscribe: (channel, handler) =>
      inner.subscribe(channel, (message) => {
        if (!dead) handler(message);
      }),
    close: () => inner.close(),
    kill() {
      dead = true;
    },
  };
}

export interface Instance {
  app: FastifyInstance;
  url: string;
  bus: ReplyBus;
}

/**
 * An instance listening on 127.0.0.1. Replies are saved only every 5 s here, so a resume depends
 * on the owner's flush, not on a save that happened to land.
 */
export async function startInstance(
  options: Parameters<typeof createTestApp>[0] & { bus?: ReplyBus } = {},
): Promise<Instance> {
  const bus = options.bus ?? newInstanceBus();
  const app = await createTestApp({
    replySaveIntervalMs: 5_000,
    ownerAnswerMs: 1_000,
    ...options,
    replyBus: bus,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, bus, url: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}` };
}

export async function stopInstance(instance: Instance) {
  await instance.app.close();
  if (instance.bus !== sharedMemoryBus) await instance.bus.close();
}
