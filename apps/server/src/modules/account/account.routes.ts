import { deleteAccountRequestSchema, messageResponseSchema } from '@facet/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actingUser } from '../../plugins/auth.js';
import type { AccountService } from './account.service.js';

export interface AccountRoutesOptions {
  service: AccountService;
}

/** Transport only: the member's whole account (export, deletion); rules in the service. */
export const accountRoutes: FastifyPluginAsyncZod<AccountRoutesOptions> = async (app, options) => {
  const { service } = options;
  app.addHook('onRequest', app.authenticate);

  app.delete(
    '/api/account',
    { schema: { body: deleteAccountRequestSchema, response: { 200: messageResponseSchema } } },
    async (request) => service.deleteAccount(actingUser(request), request.body.password),
  );

  app.get('/api/account/export', async (request, reply) => {
    const user = actingUser(request);
    const day = new Date().toISOString().slice(0, 10);
    return reply
      .header('content-type', 'application/zip')
      .header('content-disposition', `attachment; filename="facet-export-${day}.zip"`)
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-store')
      .send(service.exportArchive(user));
  });
};
