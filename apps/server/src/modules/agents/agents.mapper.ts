import type { Agent } from '@facet/contracts';
import type { AgentRow } from '../../db/schema/agents.js';

/** The public face of an agent: never its persona or questions. */
export function toAgent(row: AgentRow): Agent {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    model: row.model,
    isActive: row.isActive,
    category: row.category,
  };
}
