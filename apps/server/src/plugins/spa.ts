import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export interface SpaPluginOptions {
  /** Folder of the built web app; when it has no index.html, only the API is served. */
  webDistDir: string | undefined;
}

/**
 * Serves the built SPA: hashed assets with a long cache, every other non-API GET gets index.html
 * (client-side routes), and unknown `/api/*` paths get a JSON 404.
 */
export const spaPlugin = fp(async (app: FastifyInstance, options: SpaPluginOptions) => {
  const root = options.webDistDir;
  const hasSpa = Boolean(root && existsSync(path.join(root, 'index.html')));
  if (root && hasSpa) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      // Every file gets its cache header from setHeaders below, not the plugin's default.
      cacheControl: false,
      setHeaders(res, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader(
          'cache-control',
          immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    const isApi = url === '/api' || url.startsWith('/api/');
    if (!isApi && hasSpa && (request.method === 'GET' || request.method === 'HEAD')) {
      return reply
        .header('cache-control', 'no-cache')
        .type('text/html')
        .sendFile('index.html', { cacheControl: false });
    }
    return reply.status(404).send({ error: `Not found: ${request.method} ${url}` });
  });
});
