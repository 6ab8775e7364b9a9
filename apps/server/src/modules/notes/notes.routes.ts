import {
  createNoteRequestSchema,
  noteParamsSchema,
  noteResponseSchema,
  notesResponseSchema,
  pageQuerySchema,
  sessionParamsSchema,
  sharedNoteParamsSchema,
  sharedNotesResponseSchema,
  updateNoteRequestSchema,
} from '@facet/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actingUser } from '../../plugins/auth.js';
import type { NotesService } from './notes.service.js';

export const notesRoutes: FastifyPluginAsyncZod<{ service: NotesService }> = async (
  app,
  { service },
) => {
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/api/conversations/:sessionId/notes',
    {
      schema: {
        params: sessionParamsSchema,
        querystring: pageQuerySchema,
        response: { 200: notesResponseSchema },
      },
    },
    async (request) => service.list(actingUser(request), request.params.sessionId, request.query),
  );

  app.post(
    '/api/conversations/:sessionId/notes',
    {
      schema: {
        params: sessionParamsSchema,
        body: createNoteRequestSchema,
        response: { 201: noteResponseSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        note: await service.create(actingUser(request), request.params.sessionId, request.body),
      }),
  );

  app.patch(
    '/api/conversations/:sessionId/notes/:noteId',
    {
      schema: {
        params: noteParamsSchema,
        body: updateNoteRequestSchema,
        response: { 200: noteResponseSchema },
      },
    },
    async (request) => ({
      note: await service.update(
        actingUser(request),
        request.params.sessionId,
        request.params.noteId,
        request.body,
      ),
    }),
  );

  app.delete(
    '/api/conversations/:sessionId/notes/:noteId',
    {
      schema: {
        params: noteParamsSchema,
        response: { 200: z.object({ success: z.literal(true) }) },
      },
    },
    async (request) => {
      await service.remove(actingUser(request), request.params.sessionId, request.params.noteId);
      return { success: true as const };
    },
  );

  /** Notes other people shared with the caller ("Shared with me"). */
  app.get(
    '/api/notes/shared',
    { schema: { querystring: pageQuerySchema, response: { 200: sharedNotesResponseSchema } } },
    async (request) => service.sharedWithMe(actingUser(request), request.query),
  );

  /** The caller leaves a note shared with them: it goes from "Shared with me" for good. */
  app.delete(
    '/api/notes/shared/:noteId',
    {
      schema: {
        params: sharedNoteParamsSchema,
        response: { 200: z.object({ success: z.literal(true) }) },
      },
    },
    async (request) => {
      await service.leave(actingUser(request), request.params.noteId);
      return { success: true as const };
    },
  );
};
