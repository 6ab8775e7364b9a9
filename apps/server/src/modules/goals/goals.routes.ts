import {
  actionParamsSchema,
  actionResponseSchema,
  actionsResponseSchema,
  calendarFeedParamsSchema,
  calendarFeedResponseSchema,
  coachContextResponseSchema,
  createActionRequestSchema,
  createGoalCheckInRequestSchema,
  createGoalRequestSchema,
  createWellbeingCheckInRequestSchema,
  goalCheckInResponseSchema,
  goalCheckInsResponseSchema,
  goalParamsSchema,
  goalResponseSchema,
  goalsResponseSchema,
  pageQuerySchema,
  progressResponseSchema,
  reminderParamsSchema,
  remindersResponseSchema,
  updateActionRequestSchema,
  updateGoalRequestSchema,
  visionRequestSchema,
  visionResponseSchema,
  weekActionsResponseSchema,
  wellbeingCheckInResponseSchema,
  wellbeingCheckInsResponseSchema,
} from '@facet/contracts';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/http-error.js';
import { actingUser } from '../../plugins/auth.js';
import type { GoalsService } from './goals.service.js';
import type { Reminders } from './reminders.js';

const success = z.object({ success: z.literal(true) });

function sendCalendar(reply: FastifyReply, body: string, download: boolean) {
  return reply
    .header('content-type', 'text/calendar; charset=utf-8')
    .header(
      'content-disposition',
      download ? 'attachment; filename="facet-actions.ics"' : 'inline; filename="facet.ics"',
    )
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .send(body);
}

/** Transport only: vision, goals, actions, check-ins, rings, calendar; rules in the service. */
export const goalsRoutes: FastifyPluginAsyncZod<{
  service: GoalsService;
  reminders: Reminders;
}> = async (app, { service, reminders }) => {
  app.addHook('onRequest', app.authenticate);
  const me = (request: Parameters<typeof actingUser>[0]) => actingUser(request).id;

  app.get('/api/vision', { schema: { response: { 200: visionResponseSchema } } }, (request) =>
    service.vision(me(request)),
  );
  app.put(
    '/api/vision',
    { schema: { body: visionRequestSchema, response: { 200: visionResponseSchema } } },
    (request) => service.saveVision(me(request), request.body.statement),
  );

  app.get(
    '/api/goals',
    { schema: { querystring: pageQuerySchema, response: { 200: goalsResponseSchema } } },
    (request) => service.listGoals(me(request), request.query),
  );
  app.post(
    '/api/goals',
    { schema: { body: createGoalRequestSchema, response: { 201: goalResponseSchema } } },
    async (request, reply) =>
      reply.status(201).send({ goal: await service.createGoal(me(request), request.body) }),
  );
  app.get(
    '/api/goals/:goalId',
    { schema: { params: goalParamsSchema, response: { 200: goalResponseSchema } } },
    async (request) => ({ goal: await service.getGoal(me(request), request.params.goalId) }),
  );
  app.patch(
    '/api/goals/:goalId',
    {
      schema: {
        params: goalParamsSchema,
        body: updateGoalRequestSchema,
        response: { 200: goalResponseSchema },
      },
    },
    async (request) => ({
      goal: await service.updateGoal(me(request), request.params.goalId, request.body),
    }),
  );
  app.delete(
    '/api/goals/:goalId',
    { schema: { params: goalParamsSchema, response: { 200: success } } },
    async (request) => {
      await service.removeGoal(me(request), request.params.goalId);
      return { success: true as const };
    },
  );

  app.get(
    '/api/goals/:goalId/actions',
    {
      schema: {
        params: goalParamsSchema,
        querystring: pageQuerySchema,
        response: { 200: actionsResponseSchema },
      },
    },
    (request) => service.listActions(me(request), request.params.goalId, request.query),
  );
  app.post(
    '/api/goals/:goalId/actions',
    {
      schema: {
        params: goalParamsSchema,
        body: createActionRequestSchema,
        response: { 201: actionResponseSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        action: await service.createAction(me(request), request.params.goalId, request.body),
      }),
  );
  app.get(
    '/api/actions/week',
    { schema: { response: { 200: weekActionsResponseSchema } } },
    (request) => service.weekActions(me(request)),
  );
  app.patch(
    '/api/actions/:actionId',
    {
      schema: {
        params: actionParamsSchema,
        body: updateActionRequestSchema,
        response: { 200: actionResponseSchema },
      },
    },
    async (request) => ({
      action: await service.updateAction(me(request), request.params.actionId, request.body),
    }),
  );
  app.delete(
    '/api/actions/:actionId',
    { schema: { params: actionParamsSchema, response: { 200: success } } },
    async (request) => {
      await service.removeAction(me(request), request.params.actionId);
      return { success: true as const };
    },
  );

  app.get(
    '/api/goals/:goalId/check-ins',
    {
      schema: {
        params: goalParamsSchema,
        querystring: pageQuerySchema,
        response: { 200: goalCheckInsResponseSchema },
      },
    },
    (request) => service.listGoalCheckIns(me(request), request.params.goalId, request.query),
  );
  app.post(
    '/api/goals/:goalId/check-ins',
    {
      schema: {
        params: goalParamsSchema,
        body: createGoalCheckInRequestSchema,
        response: { 201: goalCheckInResponseSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        checkIn: await service.checkInGoal(me(request), request.params.goalId, request.body),
      }),
  );
  app.get(
    '/api/wellbeing/check-ins',
    {
      schema: { querystring: pageQuerySchema, response: { 200: wellbeingCheckInsResponseSchema } },
    },
    (request) => service.listWellbeing(me(request), request.query),
  );
  app.post(
    '/api/wellbeing/check-ins',
    {
      schema: {
        body: createWellbeingCheckInRequestSchema,
        response: { 201: wellbeingCheckInResponseSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send({ checkIn: await service.checkInWellbeing(me(request), request.body) }),
  );

  app.get('/api/progress', { schema: { response: { 200: progressResponseSchema } } }, (request) =>
    service.progress(me(request)),
  );
  /** Exactly what the coaches are told about the member's journey. */
  app.get(
    '/api/coach-context',
    { schema: { response: { 200: coachContextResponseSchema } } },
    (request) => service.coachContext(me(request)),
  );

  app.get('/api/calendar/actions.ics', async (request, reply) =>
    sendCalendar(reply, await service.calendar(me(request)), true),
  );
  /** The member's reminders in the app, newest first, until dismissed. */
  app.get(
    '/api/reminders',
    { schema: { response: { 200: remindersResponseSchema } } },
    async (request) => ({
      reminders: (await reminders.forMember(me(request))).map((r) => ({
        id: r.id,
        kind: r.kind,
        message: r.message,
        goalId: r.goalId,
        createdAt: r.createdAt.toISOString(),
      })),
    }),
  );
  app.post(
    '/api/reminders/:reminderId/dismiss',
    { schema: { params: reminderParamsSchema, response: { 200: success } } },
    async (request) => {
      if (!(await reminders.dismiss(me(request), request.params.reminderId)))
        throw notFound('Reminder not found.');
      return { success: true as const };
    },
  );

  app.get(
    '/api/calendar/feed',
    { schema: { response: { 200: calendarFeedResponseSchema } } },
    (request) => service.feedStatus(me(request)),
  );
  app.post(
    '/api/calendar/feed',
    { schema: { response: { 201: calendarFeedResponseSchema } } },
    async (request, reply) => reply.status(201).send(await service.newFeed(me(request))),
  );
  app.delete('/api/calendar/feed', { schema: { response: { 200: success } } }, async (request) => {
    await service.removeFeed(me(request));
    return { success: true as const };
  });
};

/**
 * The private calendar feed: no session (calendar apps send none); the secret in the address is
 * the key. A turned-off or unknown address answers 404.
 */
export const calendarFeedRoutes: FastifyPluginAsyncZod<{ service: GoalsService }> = async (
  app,
  { service },
) => {
  app.get(
    '/api/calendar/feed/:token',
    {
      schema: { params: calendarFeedParamsSchema },
      config: { rateLimit: { max: 60, timeWindow: 60_000 } },
    },
    async (request, reply) =>
      sendCalendar(
        reply,
        await service.feedCalendar(request.params.token.replace(/\.ics$/, '')),
        false,
      ),
  );
};
