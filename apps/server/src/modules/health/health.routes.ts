import { errorBodySchema, healthResponseSchema, readinessResponseSchema } from '@facet/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { createReadiness } from '../../lib/readiness.js';
import type { BlobStore } from '../../storage/blob-store.js';

export interface HealthRoutesOptions {
  db: Database;
  blobs: BlobStore;
  clock: Clock;
}

/**
 * Probes for process managers and load balancers, none of which needs a login:
 * - `/api/health/live`: the process is up and answering (no database): restart it when this fails;
 * - `/api/health/ready`: it can serve: the database answers and the file store is usable (checked
 *   at most about once a second, shared by every caller): send it traffic only while this passes;
 * - `/api/health`: the same verdict as ready with the original `{"status":"ok"}` body, for checks
 *   set up before the split.
 * Their request log lines are at debug level, so frequent probes do not fill the log.
 */
export const healthRoutes: FastifyPluginAsyncZod<HealthRoutesOptions> = async (
  app,
  { db, blobs, clock },
) => {
  const readiness = createReadiness({
    pingDatabase: () => db.execute(sql`select 1`),
    checkBlobStore: () => blobs.check(),
    clock,
    log: app.log,
  });
  /** `body` when ready; else a 503 that names what failed. */
  async function whenReady<T>(reply: FastifyReply, body: T) {
    const result = await readiness.check();
    if (!result.ready) {
      return reply
        .status(503)
        .send({ error: result.reason ?? 'Not ready.', details: result.checks });
    }
    return body;
  }
  const config = { quietLog: true };
  const tags = ['health'];

  app.get(
    '/api/health/live',
    {
      config,
      schema: {
        tags,
        summary: 'Liveness: the process is up (no dependency is checked)',
        response: { 200: healthResponseSchema },
      },
    },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/api/health/ready',
    {
      config,
      schema: {
        tags,
        summary: 'Readiness: the database answers and the file store is usable',
        response: { 200: readinessResponseSchema, 503: errorBodySchema },
      },
    },
    (_request, reply) =>
      whenReady(reply, {
        status: 'ok' as const,
        checks: { database: 'ok', blobStore: 'ok' } as const,
      }),
  );

  app.get(
    '/api/health',
    {
      config,
      schema: {
        tags,
        summary: 'Readiness, answered as {"status":"ok"} (kept for existing checks)',
        response: { 200: healthResponseSchema, 503: errorBodySchema },
      },
    },
    (_request, reply) => whenReady(reply, { status: 'ok' as const }),
  );
};
