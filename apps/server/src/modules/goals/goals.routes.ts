import {
  acceptProposalResponseSchema,
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
  proposalParamsSchema,
  proposalsResponseSchema,
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
import type { FastifyReply, FastifySchema, FastifyTypeProviderDefault } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/http-error.js';
import { actingUser } from '../../plugins/auth.js';
import type { GoalsService } from './goals.service.js';
import type { Proposals } from './proposals.js';
import type { Reminders } from './reminders.js';

const success = z.object({ success: z.literal(true) });
type Page = z.output<typeof pageQuerySchema>;

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
  proposals: Proposals;
}> = async (app, { service, reminders, proposals }) => {
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

  // The two helpers below are typed at their call sites (the handlers get z.output of the schemas
  // they pass); inside, routes are registered without the zod type provider's inference, which
  // cannot resolve generic schemas. Validation and serialization are the same zod compilers.
  const untyped = app.withTypeProvider<FastifyTypeProviderDefault>();
  const loose = (schema: FastifySchema) => schema;

  /**
   * PATCH and DELETE on one row the member owns (a goal, an action): `update` answers the changed
   * row wrapped in its response, `remove` deletes it; both 404 for a row that is not theirs.
   */
  function ownedItem<P extends z.ZodType, B extends z.ZodType, R extends z.ZodType>(
    path: string,
    schemas: { params: P; body: B; response: R },
    update: (userId: string, params: z.output<P>, body: z.output<B>) => Promise<z.input<R>>,
    remove: (userId: string, params: z.output<P>) => Promise<void>,
  ) {
    untyped.patch(
      path,
      {
        schema: loose({
          params: schemas.params,
          body: schemas.body,
          response: { 200: schemas.response },
        }),
      },
      (request) => update(me(request), request.params as z.output<P>, request.body as z.output<B>),
    );
    untyped.delete(
      path,
      { schema: { params: schemas.params, response: { 200: success } } },
      async (request) => {
        await remove(me(request), request.params as z.output<P>);
        return { success: true as const };
      },
    );
  }

  /**
   * A goal's rows, `/api/goals/:goalId/<name>` (its actions, its check-ins): GET answers a page
   * of them, POST adds one (201); both 404 for a goal that is not the member's.
   */
  function goalChildren<B extends z.ZodType, L extends z.ZodType, C extends z.ZodType>(
    name: string,
    schemas: { body: B; listed: L; created: C },
    list: (userId: string, goalId: string, page: Page) => Promise<z.input<L>>,
    create: (userId: string, goalId: string, body: z.output<B>) => Promise<z.input<C>>,
  ) {
    type Params = z.output<typeof goalParamsSchema>;
    const path = `/api/goals/:goalId/${name}`;
    untyped.get(
      path,
      {
        schema: loose({
          params: goalParamsSchema,
          querystring: pageQuerySchema,
          response: { 200: schemas.listed },
        }),
      },
      (request) => list(me(request), (request.params as Params).goalId, request.query as Page),
    );
    untyped.post(
      path,
      {
        schema: loose({
          params: goalParamsSchema,
          body: schemas.body,
          response: { 201: schemas.created },
        }),
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(
            await create(
              me(request),
              (request.params as Params).goalId,
              request.body as z.output<B>,
            ),
          ),
    );
  }

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
  ownedItem(
    '/api/goals/:goalId',
    { params: goalParamsSchema, body: updateGoalRequestSchema, response: goalResponseSchema },
    async (userId, { goalId }, body) => ({ goal: await service.updateGoal(userId, goalId, body) }),
    (userId, { goalId }) => service.removeGoal(userId, goalId),
  );

  goalChildren(
    'actions',
    {
      body: createActionRequestSchema,
      listed: actionsResponseSchema,
      created: actionResponseSchema,
    },
    (userId, goalId, page) => service.listActions(userId, goalId, page),
    async (userId, goalId, body) => ({
      action: await service.createAction(userId, goalId, body),
    }),
  );
  app.get(
    '/api/actions/week',
    { schema: { response: { 200: weekActionsResponseSchema } } },
    (request) => service.weekActions(me(request)),
  );
  ownedItem(
    '/api/actions/:actionId',
    { params: actionParamsSchema, body: updateActionRequestSchema, response: actionResponseSchema },
    async (userId, { actionId }, body) => ({
      action: await service.updateAction(userId, actionId, body),
    }),
    (userId, { actionId }) => service.removeAction(userId, actionId),
  );

  goalChildren(
    'check-ins',
    {
      body: createGoalCheckInRequestSchema,
      listed: goalCheckInsResponseSchema,
      created: goalCheckInResponseSchema,
    },
    (userId, goalId, page) => service.listGoalCheckIns(userId, goalId, page),
    async (userId, goalId, body) => ({
      checkIn: await service.checkInGoal(userId, goalId, body),
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

  /** Goals and actions coaches proposed (a model's tool call), until accepted or dismissed. */
  app.get(
    '/api/proposals',
    { schema: { response: { 200: proposalsResponseSchema } } },
    async (request) => ({ proposals: await proposals.pending(me(request)) }),
  );
  app.post(
    '/api/proposals/:proposalId/accept',
    { schema: { params: proposalParamsSchema, response: { 201: acceptProposalResponseSchema } } },
    async (request, reply) =>
      reply.status(201).send(await proposals.accept(me(request), request.params.proposalId)),
  );
  app.post(
    '/api/proposals/:proposalId/dismiss',
    { schema: { params: proposalParamsSchema, response: { 200: success } } },
    async (request) => {
      await proposals.dismiss(me(request), request.params.proposalId);
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
