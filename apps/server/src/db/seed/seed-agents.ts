import { sql } from 'drizzle-orm';
import type { Database } from '../client.js';
import { fromExcluded } from '../queries.js';
import { agents } from '../schema/agents.js';
import { AGENT_CATALOGUE, CATALOGUE_VERSION } from './agents-catalogue.js';

/** Upserts the catalogue by id: running it again changes nothing; an edited catalogue updates rows. */
export async function seedAgents(db: Database): Promise<void> {
  const rows = AGENT_CATALOGUE.map((a) => ({ ...a, catalogueVersion: CATALOGUE_VERSION }));
  await db
    .insert(agents)
    .values(rows)
    .onConflictDoUpdate({
      target: agents.id,
      set: {
        ...fromExcluded(agents, [
          'name',
          'description',
          'model',
          'isActive',
          'category',
          'persona',
          'questions',
          'catalogueVersion',
        ]),
        updatedAt: sql`now()`,
      },
      // Only rewrite rows from an older (or the same) catalogue, never a newer one.
      setWhere: sql`${agents.catalogueVersion} <= excluded.catalogue_version`,
    });
}
