import type { AgentRow } from '../../db/schema/agents.js';
import type { AgentsRepository } from './agents.repository.js';

/** The coach catalogue, read-only: what other modules use instead of the agents repository. */
export function createAgentsService(agents: AgentsRepository) {
  return {
    list: (): Promise<AgentRow[]> => agents.list(),
    findById: (id: number): Promise<AgentRow | undefined> => agents.findById(id),
  };
}

export type AgentsService = ReturnType<typeof createAgentsService>;
