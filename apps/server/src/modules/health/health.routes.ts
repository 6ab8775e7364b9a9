import { errorBodySchema, healthResponseSchema } from '@facet/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.js';

/** `{"status":"ok"}` while the (already migrated) database answers; 503 when it does not. */
export const healthRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/api/health',
    { schema: { response: { 200: healthResponseSchema, 503: errorBodySchema } } },
    async (request, reply) => {
      try {
        await db.execute(sql`select 1`);
      } catch (err) {
        request.log.error({ err }, 'health check: database unreachable');
        return reply.status(503).send({ error: 'The database is not reachable.' });
      }
      return { status: 'ok' as const };
    },
  );
};
