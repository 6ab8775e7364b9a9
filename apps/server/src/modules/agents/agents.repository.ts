import { asc } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { type AgentRow, agents } from '../../db/schema/agents.js';

/**
 * The agent catalogue changes only when it is re-seeded, yet every chat reads it: keep one copy
 * per process for a short while. Not needed for correctness; a re-seed shows within `ttlMs`.
 */
export function createAgentsRepository(db: Database, options: { ttlMs?: number } = {}) {
  const ttlMs = options.ttlMs ?? 60_000;
  let cached: { at: number; rows: Promise<AgentRow[]> } | undefined;

  function list(): Promise<AgentRow[]> {
    if (!cached || Date.now() - cached.at > ttlMs) {
      // A Drizzle query is a lazy thenable that runs again on every await: keep its one result.
      const rows = Promise.resolve(db.select().from(agents).orderBy(asc(agents.id)));
      cached = { at: Date.now(), rows };
      // A failed read is not kept: the next call asks the database again.
      rows.catch(() => {
        if (cached?.rows === rows) cached = undefined;
      });
    }
    return cached.rows;
  }

  return {
    list,
    async findById(id: number): Promise<AgentRow | undefined> {
      return (await list()).find((agent) => agent.id === id);
    },
  };
}

export type AgentsRepository = ReturnType<typeof createAgentsRepository>;
