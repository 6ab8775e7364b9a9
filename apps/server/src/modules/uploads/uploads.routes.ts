import {
  fileParamsSchema,
  filesQuerySchema,
  uploadFileResponseSchema,
  uploadFilesResponseSchema,
} from '@facet/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest } from '../../lib/http-error.js';
import { acceptMultipart, readParts } from '../../lib/multipart.js';
import { actingUser } from '../../plugins/auth.js';
import type { UploadsService } from './uploads.service.js';

/** RFC 6266 / 5987: an ASCII fallback plus the exact UTF-8 name. */
function contentDisposition(name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

export const uploadsRoutes: FastifyPluginAsyncZod<{ service: UploadsService }> = async (
  app,
  { service },
) => {
  app.addHook('onRequest', app.authenticate);
  await acceptMultipart(app);
  const requireMultipart = (isMultipart: boolean) => {
    if (!isMultipart) throw badRequest('Send the file as multipart/form-data.');
  };

  app.post(
    '/api/upload/cv',
    { schema: { response: { 201: uploadFileResponseSchema } } },
    async (request, reply) => {
      requireMultipart(request.isMultipart());
      const file = await service.uploadCv(
        actingUser(request).id,
        readParts(request, () => request.files()),
      );
      return reply.status(201).send({ file });
    },
  );

  app.post(
    '/api/upload/psychometric',
    { schema: { response: { 201: uploadFilesResponseSchema } } },
    async (request, reply) => {
      requireMultipart(request.isMultipart());
      const files = await service.uploadPsychometric(
        actingUser(request).id,
        readParts(request, () => request.files()),
      );
      return reply.status(201).send({ files });
    },
  );

  app.get(
    '/api/upload/files',
    { schema: { querystring: filesQuerySchema, response: { 200: uploadFilesResponseSchema } } },
    async (request) => ({ files: await service.list(actingUser(request).id, request.query.type) }),
  );

  app.delete(
    '/api/upload/files/:id',
    {
      schema: {
        params: fileParamsSchema,
        response: { 200: z.object({ success: z.literal(true) }) },
      },
    },
    async (request) => {
      await service.remove(actingUser(request).id, request.params.id);
      return { success: true as const };
    },
  );

  app.get(
    '/api/upload/files/:id/download',
    { schema: { params: fileParamsSchema } },
    async (request, reply) => {
      const { row, stream, size } = await service.download(
        actingUser(request).id,
        request.params.id,
      );
      return reply
        .header('content-type', row.mediaType)
        .header('content-length', String(size))
        .header('content-disposition', contentDisposition(row.originalName))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(stream);
    },
  );
};
