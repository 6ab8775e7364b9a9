import { sql } from 'drizzle-orm';
import type { Database } from '../client.js';
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
        name: sql`excluded.name`,
        description: sql`excluded.description`,
        model: sql`excluded.model`,
        isActive: sql`excluded.is_active`,
        category: sql`excluded.category`,
        persona: sql`excluded.persona`,
        questions: sql`excluded.questions`,
        catalogueVersion: sql`excluded.catalogue_version`,
        updatedAt: sql`now()`,
      },
      // Only rewrite rows from an older (or the same) catalogue, never a newer one.
      setWhere: sql`${agents.catalogueVersion} <= excluded.catalogue_version`,
    });
}
