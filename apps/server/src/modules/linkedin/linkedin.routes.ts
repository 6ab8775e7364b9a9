import { LINKEDIN_IMPORT_MAX_BYTES, meResponseSchema } from '@facet/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest } from '../../lib/http-error.js';
import { acceptMultipart, readFirstFile } from '../../lib/multipart.js';
import { actingUser } from '../../plugins/auth.js';
import type { LinkedinService } from './linkedin.service.js';

export const linkedinRoutes: FastifyPluginAsyncZod<{ service: LinkedinService }> = async (
  app,
  { service },
) => {
  app.addHook('onRequest', app.authenticate);
  await acceptMultipart(app);

  /** Upload a LinkedIn data export (ZIP) or profile PDF, multipart field `file`. */
  app.post(
    '/api/auth/linkedin/import',
    {
      schema: {
        // The name the member saw and accepted (the `foundName` of a 409): imports a file for
        // another name, or replaces an earlier import.
        querystring: z.object({ confirmName: z.string().max(300).optional() }),
        response: { 200: meResponseSchema },
      },
    },
    async (request) => {
      if (!request.isMultipart())
        throw badRequest('Send the file as multipart/form-data, field "file".');
      const part = await readFirstFile(request, () =>
        request.file({ limits: { fileSize: LINKEDIN_IMPORT_MAX_BYTES } }),
      );
      if (part?.fieldname !== 'file') {
        part?.file.resume();
        throw badRequest('Send the LinkedIn export or PDF in the multipart field "file".');
      }
      return {
        user: await service.import(actingUser(request), part, request.query.confirmName),
      };
    },
  );

  app.post(
    '/api/auth/parse-linkedin',
    { schema: { response: { 200: meResponseSchema } } },
    async (request) => ({ user: await service.reanalyse(actingUser(request)) }),
  );
};
