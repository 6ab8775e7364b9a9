import {
  authResponseSchema,
  changePasswordRequestSchema,
  changePasswordResponseSchema,
  forgotPasswordRequestSchema,
  loginRequestSchema,
  logoutEverywhereResponseSchema,
  meResponseSchema,
  messageResponseSchema,
  resetPasswordRequestSchema,
  signupRequestSchema,
  updateProfileRequestSchema,
  updateProfileResponseSchema,
} from '@facet/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actingSession, actingUser } from '../../plugins/auth.js';
import { toUser } from './auth.mapper.js';
import type { AuthService } from './auth.service.js';

export interface AuthRoutesOptions {
  auth: AuthService;
  /** Attempts (successful or not) per IP per window on login and signup. */
  attemptsPerWindow: number;
  attemptWindowMs: number;
}

/** Transport only: validation by the shared contracts, rules in the service. */
export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, options) => {
  const { auth } = options;
  const rateLimit = { max: options.attemptsPerWindow, timeWindow: options.attemptWindowMs };

  app.post(
    '/api/auth/signup',
    {
      config: { rateLimit },
      schema: { body: signupRequestSchema, response: { 201: authResponseSchema } },
    },
    async (request, reply) => reply.status(201).send(await auth.signup(request.body, request.ip)),
  );

  app.post(
    '/api/auth/login',
    {
      config: { rateLimit },
      schema: { body: loginRequestSchema, response: { 200: authResponseSchema } },
    },
    async (request) => auth.login(request.body, request.ip),
  );

  app.get(
    '/api/auth/me',
    { onRequest: app.authenticate, schema: { response: { 200: meResponseSchema } } },
    async (request) => ({ user: toUser(actingUser(request)) }),
  );

  app.patch(
    '/api/auth/profile',
    {
      onRequest: app.authenticate,
      schema: { body: updateProfileRequestSchema, response: { 200: updateProfileResponseSchema } },
    },
    async (request) => ({
      user: await auth.updateProfile(actingUser(request), request.body, actingSession(request)),
    }),
  );

  app.patch(
    '/api/auth/password',
    {
      onRequest: app.authenticate,
      schema: {
        body: changePasswordRequestSchema,
        response: { 200: changePasswordResponseSchema },
      },
    },
    async (request) => auth.changePassword(actingUser(request), request.body),
  );

  app.post(
    '/api/auth/logout',
    { onRequest: app.authenticate, schema: { response: { 200: messageResponseSchema } } },
    async (request) => auth.logout(actingUser(request), actingSession(request)),
  );

  app.post(
    '/api/auth/logout-everywhere',
    { onRequest: app.authenticate, schema: { response: { 200: logoutEverywhereResponseSchema } } },
    async (request) => auth.logoutEverywhere(actingUser(request)),
  );

  app.post(
    '/api/auth/password/forgot',
    {
      config: { rateLimit },
      schema: { body: forgotPasswordRequestSchema, response: { 202: messageResponseSchema } },
    },
    async (request, reply) => reply.status(202).send(await auth.forgotPassword(request.body.email)),
  );

  app.post(
    '/api/auth/password/reset',
    {
      config: { rateLimit },
      schema: { body: resetPasswordRequestSchema, response: { 200: messageResponseSchema } },
    },
    async (request) => auth.resetPassword(request.body),
  );
};
