import {
  conversationResponseSchema,
  conversationsQuerySchema,
  conversationsResponseSchema,
  createConversationRequestSchema,
  messagesResponseSchema,
  sessionParamsSchema,
  updateConversationRequestSchema,
} from '@facet/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actingUser } from '../../plugins/auth.js';
import type { ConversationsService } from './conversations.service.js';

const successSchema = z.object({ success: z.literal(true) });

/** Conversation and message calls, all scoped to the acting user (another's is a 404). */
export const conversationsRoutes: FastifyPluginAsyncZod<{ service: ConversationsService }> = async (
  app,
  { service },
) => {
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/api/conversations',
    {
      schema: {
        querystring: conversationsQuerySchema,
        response: { 200: conversationsResponseSchema },
      },
    },
    async (request) => {
      const { agentId, cursor, limit, q } = request.query;
      return service.list(actingUser(request).id, agentId, { cursor, limit }, q);
    },
  );

  app.post(
    '/api/conversations',
    {
      schema: {
        body: createConversationRequestSchema,
        response: { 200: conversationResponseSchema, 201: conversationResponseSchema },
      },
    },
    async (request, reply) => {
      const { conversation, created } = await service.create(actingUser(request).id, request.body);
      return reply.status(created ? 201 : 200).send({ conversation });
    },
  );

  app.get(
    '/api/conversations/:sessionId',
    { schema: { params: sessionParamsSchema, response: { 200: conversationResponseSchema } } },
    async (request) => ({
      conversation: await service.get(actingUser(request).id, request.params.sessionId),
    }),
  );

  app.patch(
    '/api/conversations/:sessionId',
    {
      schema: {
        params: sessionParamsSchema,
        body: updateConversationRequestSchema,
        response: { 200: conversationResponseSchema },
      },
    },
    async (request) => ({
      conversation: await service.update(
        actingUser(request).id,
        request.params.sessionId,
        request.body,
      ),
    }),
  );

  app.delete(
    '/api/conversations/:sessionId',
    { schema: { params: sessionParamsSchema, response: { 200: successSchema } } },
    async (request) => {
      await service.remove(actingUser(request).id, request.params.sessionId);
      return { success: true as const };
    },
  );

  app.get(
    '/api/messages/:sessionId',
    { schema: { params: sessionParamsSchema, response: { 200: messagesResponseSchema } } },
    async (request) => ({
      messages: await service.messages(actingUser(request).id, request.params.sessionId),
    }),
  );

  app.delete(
    '/api/messages/:sessionId',
    { schema: { params: sessionParamsSchema, response: { 200: successSchema } } },
    async (request) => {
      await service.clearMessages(actingUser(request).id, request.params.sessionId);
      return { success: true as const };
    },
  );
};
