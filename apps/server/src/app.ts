import { randomUUID } from 'node:crypto';
import { MAX_FILE_SIZE_BYTES } from '@facet/contracts';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Coach } from './ai/coach.js';
import { createOfflineCoach } from './ai/offline-coach.js';
import type { Database } from './db/client.js';
import { type Clock, systemClock } from './lib/clock.js';
import { FailureLimiter } from './lib/failure-limiter.js';
import { createTokenService } from './lib/tokens.js';
import { createAgentsRepository } from './modules/agents/agents.repository.js';
import { agentsRoutes } from './modules/agents/agents.routes.js';
import { createUsersRepository } from './modules/auth/auth.repository.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import { createAuthService } from './modules/auth/auth.service.js';
import { chatRoutes } from './modules/chat/chat.routes.js';
import { createChatService } from './modules/chat/chat.service.js';
import { createUserContextRepository } from './modules/chat/user-context.repository.js';
import { createConversationsRepository } from './modules/conversations/conversations.repository.js';
import { conversationsRoutes } from './modules/conversations/conversations.routes.js';
import { createConversationsService } from './modules/conversations/conversations.service.js';
import { healthRoutes } from './modules/health/health.routes.js';
import { createInsightsRepository } from './modules/insights/insights.repository.js';
import { insightsRoutes } from './modules/insights/insights.routes.js';
import { createInsightsService } from './modules/insights/insights.service.js';
import { createLinkedinRepository } from './modules/linkedin/linkedin.repository.js';
import { linkedinRoutes } from './modules/linkedin/linkedin.routes.js';
import { createLinkedinService } from './modules/linkedin/linkedin.service.js';
import { createNotesRepository } from './modules/notes/notes.repository.js';
import { notesRoutes } from './modules/notes/notes.routes.js';
import { createNotesService } from './modules/notes/notes.service.js';
import { createUploadsRepository } from './modules/uploads/uploads.repository.js';
import { uploadsRoutes } from './modules/uploads/uploads.routes.js';
import { createUploadsService } from './modules/uploads/uploads.service.js';
import { authPlugin } from './plugins/auth.js';
import { errorHandlerPlugin } from './plugins/error-handler.js';
import { securityPlugin } from './plugins/security.js';
import { spaPlugin } from './plugins/spa.js';
import type { BlobStore } from './storage/blob-store.js';

export interface AuthLimitSettings {
  /** Failed logins allowed per account per window before 429. */
  accountFailures: number;
  /** Failed logins/signups allowed per IP per window before 429. */
  ipFailures: number;
  failureWindowMs: number;
  /** Login/signup attempts per IP per window (successful ones included). */
  attemptsPerWindow: number;
  attemptWindowMs: number;
}

export const DEFAULT_AUTH_LIMITS: AuthLimitSettings = {
  accountFailures: 5,
  ipFailures: 20,
  failureWindowMs: 15 * 60 * 1000,
  attemptsPerWindow: 60,
  attemptWindowMs: 15 * 60 * 1000,
};

export interface AppDeps {
  db: Database;
  jwtSecret: string;
  /** The AI coach; the offline coach when none is given. */
  coach?: Coach;
  /** Where uploaded files live. */
  blobs: BlobStore;
  clock?: Clock;
  /** pino options, or false for silence (tests). */
  logger?: boolean | { level: string };
  webDistDir?: string;
  authLimits?: Partial<AuthLimitSettings>;
  /** Trust X-Forwarded-For from a proxy in front (the client IP feeds the rate limits). */
  trustProxy?: boolean;
}

/** Builds the whole app without listening, so tests drive it through `app.inject`. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const clock = deps.clock ?? systemClock;
  const limits = { ...DEFAULT_AUTH_LIMITS, ...deps.authLimits };

  const app = Fastify({
    logger: deps.logger ?? false,
    genReqId: () => randomUUID(),
    trustProxy: deps.trustProxy ?? false,
    bodyLimit: 1024 * 1024,
  });
  // The API speaks JSON (and multipart where files go); plain text gets a clear 415.
  app.removeContentTypeParser('text/plain');
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  await app.register(errorHandlerPlugin);
  await app.register(securityPlugin);
  await app.register(rateLimit, { global: false });
  await app.register(multipart, {
    limits: {
      fileSize: MAX_FILE_SIZE_BYTES,
      files: 20,
      fields: 20,
      fieldSize: 256 * 1024,
      parts: 50,
    },
  });

  const tokens = createTokenService(deps.jwtSecret);
  const users = createUsersRepository(deps.db);
  await app.register(authPlugin, { tokens, findUser: users.findById });

  const auth = createAuthService({
    users,
    tokens,
    limiters: {
      ip: new FailureLimiter({
        maxFailures: limits.ipFailures,
        windowMs: limits.failureWindowMs,
        clock,
      }),
      account: new FailureLimiter({
        maxFailures: limits.accountFailures,
        windowMs: limits.failureWindowMs,
        clock,
      }),
    },
  });

  await app.register(healthRoutes, { db: deps.db });
  await app.register(linkedinRoutes, {
    service: createLinkedinService({
      users,
      imports: createLinkedinRepository(deps.db),
      blobs: deps.blobs,
      clock,
      log: app.log,
    }),
  });
  await app.register(authRoutes, {
    auth,
    attemptsPerWindow: limits.attemptsPerWindow,
    attemptWindowMs: limits.attemptWindowMs,
  });
  const agents = createAgentsRepository(deps.db);
  const uploads = createUploadsRepository(deps.db);
  const insights = createInsightsRepository(deps.db);
  const userContext = createUserContextRepository(deps.db);
  const conversations = createConversationsRepository(deps.db);
  const coach = deps.coach ?? createOfflineCoach();
  await app.register(agentsRoutes, { agents, coachKind: coach.kind });
  const conversationsService = createConversationsService({ conversations, agents });
  await app.register(conversationsRoutes, { service: conversationsService });
  await app.register(notesRoutes, {
    service: createNotesService({
      notes: createNotesRepository(deps.db),
      conversations: conversationsService,
    }),
  });
  await app.register(chatRoutes, {
    chat: createChatService({
      conversations,
      agents,
      coach,
      log: app.log,
      userContext,
    }),
  });

  await app.register(uploadsRoutes, {
    service: createUploadsService({ uploads, blobs: deps.blobs, log: app.log }),
  });
  await app.register(insightsRoutes, {
    service: createInsightsService({
      insights,
      uploads,
      coach,
      clock,
      log: app.log,
    }),
  });

  await app.register(spaPlugin, { webDistDir: deps.webDistDir });

  return app;
}
