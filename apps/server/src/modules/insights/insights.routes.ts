import { diamondInsightsResponseSchema, generateInsightsRequestSchema } from '@facet/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actingUser } from '../../plugins/auth.js';
import type { InsightsService } from './insights.service.js';

export const insightsRoutes: FastifyPluginAsyncZod<{ service: InsightsService }> = async (
  app,
  { service },
) => {
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/api/diamond-insights',
    { schema: { response: { 200: diamondInsightsResponseSchema } } },
    async (request) => service.get(actingUser(request).id),
  );

  app.post(
    '/api/generate-diamond-insights',
    {
      schema: {
        body: generateInsightsRequestSchema,
        response: { 200: diamondInsightsResponseSchema },
      },
    },
    async (request) => service.generate(actingUser(request), request.body.userId, request.ip),
  );
};
