import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError, notFound } from '../lib/http-error.js';
import type { Metrics } from '../lib/metrics.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** This app's metrics; modules report what they do through it (lib/metrics.ts). */
    metrics: Metrics;
  }
}

export interface MetricsPluginOptions {
  metrics: Metrics;
  /**
   * The bearer token a scraper must send to read `/metrics`. Unset: metrics are off (`/metrics`
   * answers 404 and requests are not timed). There is no unprotected mode.
   */
  token: string | undefined;
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/** `/metrics` in the Prometheus text format behind a bearer token, and per-request timing. */
export const metricsPlugin = fp(async (app: FastifyInstance, options: MetricsPluginOptions) => {
  const { metrics, token } = options;
  app.decorate('metrics', metrics);
  const expected = token ? digest(token) : undefined;

  if (expected) {
    app.addHook('onResponse', (request, reply, done) => {
      const route =
        request.routeOptions.url ?? (reply.statusCode === 404 ? 'not_found' : 'spa_page');
      metrics.observeRequest(request.method, route, reply.statusCode, reply.elapsedTime / 1000);
      done();
    });
  }

  app.get(
    '/metrics',
    {
      config: { quietLog: true },
      schema: {
        tags: ['operations'],
        summary: 'Prometheus metrics of this instance (text format; needs METRICS_TOKEN)',
        security: [{ metricsToken: [] }],
      },
    },
    async (request, reply) => {
      if (!expected) {
        throw notFound('Metrics are off on this server: set METRICS_TOKEN to turn them on.');
      }
      const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
      // Compared as digests: equal length, constant time, nothing learnt from a near miss.
      if (!match?.[1] || !timingSafeEqual(digest(match[1]), expected)) {
        throw new HttpError(401, 'Send the metrics token as "Authorization: Bearer <token>".', {
          'www-authenticate': 'Bearer realm="metrics"',
        });
      }
      reply.header('content-type', metrics.registry.contentType);
      reply.header('cache-control', 'no-store');
      return metrics.registry.metrics();
    },
  );
});
