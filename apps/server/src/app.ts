import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import {
  CHAT_MESSAGES_PER_MINUTE,
  CHAT_MODELS,
  CHAT_REPLIES_IN_FLIGHT,
  MAX_STORED_UPLOAD_BYTES,
  UPLOADS_PER_HOUR,
} from '@facet/contracts';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type FastifyReply, type RouteOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import type { Coach } from './ai/coach.js';
import type { CoachModel } from './ai/create-coach.js';
import { COACH_WARMUP, createCoachPool, createOfflineCoach } from './ai/offline-coach.js';
import type { FairTurns } from './ai/profile/fair-turns.js';
import { createProfilePool, PROFILE_JOBS } from './ai/profile/pool.js';
import { createRiskPool, RISK_JOBS } from './ai/safety/risk-pool.js';
import type { Database } from './db/client.js';
import type { UserRow } from './db/schema/users.js';
import { createExtraction, type Extraction } from './extract/extraction.js';
import { createAccountLookupLimiter } from './lib/account-lookups.js';
import { type Clock, systemClock } from './lib/clock.js';
import { FailureLimiter, type LimiterStore, MemoryLimiterStore } from './lib/failure-limiter.js';
import { instrumentCoach } from './lib/instrument-coach.js';
import { type LogSettings, loggerOptions } from './lib/logging.js';
import { createLoginThrottle } from './lib/login-throttle.js';
import { createLogMailer, type Mailer } from './lib/mailer.js';
import { createMetrics } from './lib/metrics.js';
import { RateLimit } from './lib/rate-limit.js';
import { RequestLogController } from './lib/request-log.js';
import { SessionCache } from './lib/session-cache.js';
import { createTokenService } from './lib/tokens.js';
import type { WorkerPool } from './lib/worker-pool.js';
import { createAccountRepository } from './modules/account/account.repository.js';
import { accountRoutes } from './modules/account/account.routes.js';
import { createAccountService } from './modules/account/account.service.js';
import { createAgentsRepository } from './modules/agents/agents.repository.js';
import { agentsRoutes } from './modules/agents/agents.routes.js';
import { createAgentsService } from './modules/agents/agents.service.js';
import { createUsersRepository } from './modules/auth/auth.repository.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import { createAuthService } from './modules/auth/auth.service.js';
import { createSessionsRepository } from './modules/auth/sessions.repository.js';
import { chatRoutes } from './modules/chat/chat.routes.js';
import { createChatService } from './modules/chat/chat.service.js';
import { createMemoryReplyBus, type ReplyBus } from './modules/chat/reply-bus.js';
import { createReplyRuns } from './modules/chat/reply-run.js';
import { createReplySlots, createStreamingReplyCount } from './modules/chat/reply-slots.js';
import { createUserContextRepository } from './modules/chat/user-context.repository.js';
import { createConversationsRepository } from './modules/conversations/conversations.repository.js';
import { conversationsRoutes } from './modules/conversations/conversations.routes.js';
import { createConversationsService } from './modules/conversations/conversations.service.js';
import { createGoalsRepository } from './modules/goals/goals.repository.js';
import { calendarFeedRoutes, goalsRoutes } from './modules/goals/goals.routes.js';
import { createGoalsService } from './modules/goals/goals.service.js';
import { createProposals } from './modules/goals/proposals.js';
import { createReminders, type Reminders } from './modules/goals/reminders.js';
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
import { authPlugin, forgetSessionsOnEnd, forgetSessionsOnWrite } from './plugins/auth.js';
import { clientErrorHandler } from './plugins/client-errors.js';
import { errorHandlerPlugin } from './plugins/error-handler.js';
import { metricsPlugin } from './plugins/metrics.js';
import { openapiPlugin } from './plugins/openapi.js';
import { securityPlugin } from './plugins/security.js';
import { spaPlugin } from './plugins/spa.js';
import type { BlobStore } from './storage/blob-store.js';
import type { BlobKeyOwner } from './storage/known-keys.js';

export interface AuthLimitSettings {
  /** Failed logins to one account from one IP per window before that pair gets 429. */
  accountIpFailures: number;
  /** Failed logins/signups allowed per IP per window before 429. */
  ipFailures: number;
  /** Failed logins to one account (all IPs) per window after which its attempts are slowed. */
  accountSlowdownAfter: number;
  /** The longest one slowed attempt waits. */
  accountDelayMaxMs: number;
  /** Wrong current passwords per user per window before the password change gets 429. */
  passwordFailures: number;
  /**
   * E-mail addresses a member may look up among the accounts per window (new addresses a note is
   * shared with, e-mail changes) before 429.
   */
  accountLookups: number;
  accountLookupWindowMs: number;
  /** Password-reset e-mails per address per window; more requests are answered but send nothing. */
  resetMailsPerAddress: number;
  resetMailWindowMs: number;
  failureWindowMs: number;
  /** Login/signup attempts per IP per window (successful ones included). */
  attemptsPerWindow: number;
  attemptWindowMs: number;
}

const DEFAULT_AUTH_LIMITS: AuthLimitSettings = {
  accountIpFailures: 5,
  ipFailures: 20,
  accountSlowdownAfter: 10,
  accountDelayMaxMs: 5_000,
  passwordFailures: 5,
  accountLookups: 100,
  accountLookupWindowMs: 60 * 60 * 1000,
  resetMailsPerAddress: 3,
  resetMailWindowMs: 60 * 60 * 1000,
  failureWindowMs: 15 * 60 * 1000,
  attemptsPerWindow: 60,
  attemptWindowMs: 15 * 60 * 1000,
};

/** Per-member budgets (docs/product.md, Limits; docs/decisions/023-member-limits-and-fair-work.md). */
export interface MemberLimitSettings {
  chatMessagesPerMinute: number;
  chatRepliesInFlight: number;
  uploadsPerHour: number;
  maxStoredUploadBytes: number;
}

const DEFAULT_MEMBER_LIMITS: MemberLimitSettings = {
  chatMessagesPerMinute: CHAT_MESSAGES_PER_MINUTE,
  chatRepliesInFlight: CHAT_REPLIES_IN_FLIGHT,
  uploadsPerHour: UPLOADS_PER_HOUR,
  maxStoredUploadBytes: MAX_STORED_UPLOAD_BYTES,
};

/**
 * How long a connection may take at each stage, so a client that trickles its headers or body, or
 * holds a socket open doing nothing, cannot hold a connection (and its memory) for long.
 *
 * Node measures `requestTimeout` from the start of a request until its body has fully ARRIVED; a
 * response that streams for minutes afterwards (a chat reply over SSE, a download) is not cut by
 * it. `connectionTimeout` is an idle limit (no bytes either way); the chat stream's heartbeat keeps
 * a live stream from ever being idle that long.
 */
export interface ServerTimeouts {
  /** Until the request line and every header have arrived (slow-header attacks). */
  headersTimeout: number;
  /** Until the whole request (headers and body) has arrived: 25 MB at about 0.7 Mbit/s. */
  requestTimeout: number;
  /** An idle socket (nothing sent or received) is closed after this. */
  connectionTimeout: number;
  /** An idle keep-alive connection between requests; above the 60 s of common load balancers. */
  keepAliveTimeout: number;
  /** How often Node checks the two request timeouts above (their precision). */
  checkIntervalMs: number;
}

export const DEFAULT_SERVER_TIMEOUTS: ServerTimeouts = {
  headersTimeout: 10_000,
  requestTimeout: 300_000,
  connectionTimeout: 300_000,
  keepAliveTimeout: 72_000,
  checkIntervalMs: 2_000,
};

export interface AppDeps {
  db: Database;
  jwtSecret: string;
  /**
   * The AI coach, or a function that makes it with the coach's worker pool (the offline coach's
   * threads, made and closed by the app); the offline coach on this thread when none is given.
   */
  coach?: Coach | ((pool: WorkerPool) => Coach);
  /**
   * The models the chat settings may offer (create-coach.ts coachModelsOf); when not given, none
   * for the offline coach and every chat model, as named, for any other.
   */
  coachModels?: CoachModel[];
  /** The coach's worker pool; one is made (and closed with the app) when none is given. */
  coachPool?: WorkerPool;
  /**
   * Worker threads that read long chat messages for risk; one is made (and closed with the app)
   * when none is given. A pool passed in is the caller's to close.
   */
  riskPool?: WorkerPool;
  /** Where uploaded files live. */
  blobs: BlobStore;
  clock?: Clock;
  /**
   * Log level (and a stream, for tests that read the lines), or false for silence. Whatever is
   * given, errors are logged without query values and secrets are redacted (lib/logging.ts).
   */
  logger?: boolean | LogSettings;
  webDistDir?: string;
  authLimits?: Partial<AuthLimitSettings>;
  /** Per-member budgets on chat and uploads; tests shrink them. */
  memberLimits?: Partial<MemberLimitSettings>;
  /** Where failure counters live; this process's memory when none is given. */
  limiterStore?: LimiterStore;
  /**
   * Redis for the per-IP attempt cap on login and signup, so every instance counts one budget
   * (REDIS_URL); without it each instance counts its own. Errors skip the cap (fail open).
   */
  rateLimitRedis?: Redis;
  /**
   * Which proxies in front to believe about the client's address (X-Forwarded-For), which the
   * per-IP limits key on: true for any, a hop count, or their addresses (TRUST_PROXY).
   */
  trustProxy?: boolean | number | string[];
  /** Bearer token that unlocks `/metrics`; unset, metrics are off (plugins/metrics.ts). */
  metricsToken?: string;
  /** Sends password-reset e-mails; without one, their text goes to the log (lib/mailer.ts). */
  mailer?: Mailer;
  /** The app's address for links in e-mails (PUBLIC_URL); http://127.0.0.1:3000 by default. */
  publicUrl?: string;
  /**
   * How often (ms) reminders are made and sent (REMINDER_INTERVAL_MS); unset or 0, only when
   * `app.reminders.run()` is called (tests).
   */
  reminderIntervalMs?: number;
  /** How long (ms) a run's claim on a reminder lasts (REMINDER_LEASE_MS); 10 minutes by default. */
  reminderLeaseMs?: number;
  /** How long (ms) a read may reuse a session's user row; default 2 s (lib/session-cache.ts). */
  sessionCacheMs?: number;
  /**
   * Worker threads that build diamond profiles; one is created (and closed with the app) when
   * none is given. A pool passed in is the caller's to close.
   */
  profilePool?: WorkerPool;
  /** Whose profile build goes to the profile workers next (fair turns as wide as the pool). */
  profileTurns?: FairTurns;
  /**
   * Text extraction (worker pool + OCR) for uploads, chat attachments and LinkedIn imports;
   * created with the defaults when not given. The app closes it when it closes.
   */
  extraction?: Extraction;
  /** Tests shorten these to see them act. */
  serverTimeouts?: Partial<ServerTimeouts>;
  /** Called for every route as it is added (the fuzz suite lists the API this way). */
  onRoute?: (route: RouteOptions) => void;
  /** How often replies in progress are saved (2 s; tests go faster). */
  replySaveIntervalMs?: number;
  /**
   * How instances tell each other about replies in progress (resume, stop): this process only
   * when none is given. A bus passed in is the caller's to close.
   */
  replyBus?: ReplyBus;
  /** How long a resume or stop waits for the instance writing a reply (1.5 s). */
  ownerAnswerMs?: number;
  /** How long a resumed stream waits in silence before asking whether its writer is there (3 s). */
  ownerCheckMs?: number;
  /** The longest a reply may stream (10 minutes). */
  replyTimeLimitMs?: number;
  /**
   * On close, connections still open after this long are destroyed (1 s): a download to a client
   * that stopped reading, or a keep-alive connection that became idle after close began, must not
   * hold a shutdown until the force-exit.
   */
  closeGraceMs?: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Reads documents' text off the server's thread (see extract/extraction.ts). */
    extraction: Extraction;
    /**
     * Starts the first worker of the profile pool (and of the coach pool, when the coach uses it)
     * in the background, so the first profile or offline reply is not a cold start. Call it after
     * listen: it never delays start or readiness.
     */
    warmWorkers(): void;
    /** Makes the reminders that fell due and e-mails them, once (modules/goals/reminders.ts). */
    reminders: Reminders;
  }
}

const SERVER_VERSION: string = JSON.parse(
  readFileSync(new URL('../package.json', import.meta.url), 'utf8'),
).version;

/** Fastify's trustProxy; a hop count as the function it stands for (its types omit numbers). */
function trustProxyOption(
  trust: AppDeps['trustProxy'],
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust === 'number') return (_address, hop) => hop < trust;
  return trust ?? false;
}

/** Every table that stores blob keys, for the orphan sweep (storage/sweep-orphans.ts). */
export const blobKeyOwners = (db: Database): BlobKeyOwner[] => [
  createUploadsRepository(db),
  createLinkedinRepository(db),
  createAccountRepository(db),
];

/** Builds the whole app without listening, so tests drive it through `app.inject`. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const clock = deps.clock ?? systemClock;
  const limits = { ...DEFAULT_AUTH_LIMITS, ...deps.authLimits };
  const memberLimits = { ...DEFAULT_MEMBER_LIMITS, ...deps.memberLimits };

  const logger =
    deps.logger === true
      ? loggerOptions({ level: 'info' })
      : deps.logger
        ? loggerOptions(deps.logger)
        : false;
  const timeouts = { ...DEFAULT_SERVER_TIMEOUTS, ...deps.serverTimeouts };
  const app = Fastify({
    logger,
    logController: new RequestLogController(),
    genReqId: () => randomUUID(),
    trustProxy: trustProxyOption(deps.trustProxy),
    bodyLimit: 1024 * 1024,
    requestTimeout: timeouts.requestTimeout,
    connectionTimeout: timeouts.connectionTimeout,
    keepAliveTimeout: timeouts.keepAliveTimeout,
    http: {
      headersTimeout: timeouts.headersTimeout,
      requestTimeout: timeouts.requestTimeout,
      connectionsCheckingInterval: timeouts.checkIntervalMs,
    },
    clientErrorHandler,
    // Longer than any id the API uses (session ids go up to 128 characters), so the route's own
    // validation names the field; anything longer is refused by the router with a 414.
    routerOptions: { maxParamLength: 256 },
    // The router's own refusals (a malformed %-escape, an over-long path segment), in the API's
    // error shape rather than the framework's.
    frameworkErrors: (error, _request, reply: FastifyReply) => {
      const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
      void reply.status(tooLong ? 414 : 400).send({
        error: tooLong
          ? 'Part of this address is too long.'
          : 'This address is not valid: it has a malformed %-escape.',
      });
    },
  });
  // The API speaks JSON (and multipart where files go); plain text gets a clear 415.
  app.removeContentTypeParser('text/plain');
  if (deps.onRoute) {
    const onRoute = deps.onRoute;
    app.addHook('onRoute', (route) => onRoute(route));
  }
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const extraction = deps.extraction ?? createExtraction();
  app.decorate('extraction', extraction);
  app.addHook('onClose', async () => extraction.close());
  // Closing lets requests in flight finish (chat streams save and say goodbye, closing their own
  // connections); whatever connection is still open after the grace is destroyed.
  let closeBackstop: NodeJS.Timeout | undefined;
  app.addHook('preClose', async () => {
    closeBackstop = setTimeout(() => app.server.closeAllConnections(), deps.closeGraceMs ?? 1_000);
    closeBackstop.unref();
  });
  app.addHook('onClose', async () => clearTimeout(closeBackstop));

  await app.register(errorHandlerPlugin);
  await app.register(securityPlugin);
  await app.register(rateLimit, {
    global: false,
    ...(deps.rateLimitRedis
      ? { redis: deps.rateLimitRedis, nameSpace: 'facet:attempts:', skipOnError: true }
      : {}),
  });

  // Operations: the API description first (it learns every route added after it), then metrics.
  await app.register(openapiPlugin, { version: SERVER_VERSION });
  const metrics = createMetrics({ processMetrics: Boolean(deps.metricsToken) });
  await app.register(metricsPlugin, { metrics, token: deps.metricsToken });
  metrics.attachWorkerPool(extraction.pool);

  const tokens = createTokenService(deps.jwtSecret);
  const limiterStore = deps.limiterStore ?? new MemoryLimiterStore(clock);
  const userRows = createUsersRepository(deps.db);
  const sessionRows = createSessionsRepository(deps.db);
  // Keyed by session id: a live session's member row, for at most 2 s on reads (ADR 015, 022).
  const sessions = new SessionCache<UserRow>({
    load: sessionRows.findUser,
    clock,
    ttlMs: deps.sessionCacheMs ?? 2_000,
  });
  const users = forgetSessionsOnWrite(userRows, sessions);
  await app.register(authPlugin, { tokens, sessions });

  const accountLookups = createAccountLookupLimiter({
    store: limiterStore,
    clock,
    max: limits.accountLookups,
    windowMs: limits.accountLookupWindowMs,
  });
  const passwordGuesses = new FailureLimiter({
    store: limiterStore,
    prefix: 'password-change',
    maxFailures: limits.passwordFailures,
    windowMs: limits.failureWindowMs,
    clock,
  });
  const resetMails = new FailureLimiter({
    store: limiterStore,
    prefix: 'password-reset-mail',
    maxFailures: limits.resetMailsPerAddress,
    windowMs: limits.resetMailWindowMs,
    clock,
  });
  const loginThrottle = createLoginThrottle({
    store: limiterStore,
    clock,
    limits: {
      accountIpFailures: limits.accountIpFailures,
      ipFailures: limits.ipFailures,
      accountSlowdownAfter: limits.accountSlowdownAfter,
      accountDelayMaxMs: limits.accountDelayMaxMs,
      windowMs: limits.failureWindowMs,
    },
  });
  const auth = createAuthService({
    users,
    sessions: forgetSessionsOnEnd(sessionRows, sessions),
    mailer: deps.mailer ?? createLogMailer(app.log),
    publicUrl: deps.publicUrl ?? 'http://127.0.0.1:3000',
    log: app.log,
    tokens,
    limiters: {
      accountLookups,
      login: loginThrottle,
      passwordChange: passwordGuesses,
      passwordResetMails: resetMails,
    },
  });

  await app.register(healthRoutes, { db: deps.db, blobs: deps.blobs, clock });
  await app.register(linkedinRoutes, {
    service: createLinkedinService({
      users: auth,
      imports: createLinkedinRepository(deps.db),
      blobs: deps.blobs,
      clock,
      log: app.log,
      extraction,
    }),
  });
  await app.register(authRoutes, {
    auth,
    attemptsPerWindow: limits.attemptsPerWindow,
    attemptWindowMs: limits.attemptWindowMs,
  });
  await app.register(accountRoutes, {
    service: createAccountService({
      account: createAccountRepository(deps.db),
      blobs: deps.blobs,
      passwordGuesses,
      log: app.log,
      // The rows are gone (sessions with them): forget what this instance remembers of the
      // member, and the failure counters keyed by them.
      async onDeleted(user) {
        sessions.invalidateGroup(user.id);
        const email = user.email.toLowerCase();
        await Promise.all([
          passwordGuesses.reset(user.id),
          resetMails.reset(email),
          loginThrottle.forgetAccount(email),
        ]);
      },
    }),
  });
  const agents = createAgentsService(createAgentsRepository(deps.db));
  const insights = createInsightsRepository(deps.db);
  const userContext = createUserContextRepository(deps.db);
  const conversations = createConversationsRepository(deps.db);
  const coachPool = deps.coachPool ?? createCoachPool();
  if (!deps.coachPool) app.addHook('onClose', () => coachPool.close());
  metrics.attachWorkerPool(coachPool);
  const coach = instrumentCoach(
    typeof deps.coach === 'function' ? deps.coach(coachPool) : (deps.coach ?? createOfflineCoach()),
    metrics,
  );
  const coachUsesPool = typeof deps.coach === 'function' && coach.kind === 'offline';
  const riskPool = deps.riskPool ?? createRiskPool();
  if (!deps.riskPool) app.addHook('onClose', () => riskPool.close());
  metrics.attachWorkerPool(riskPool);
  const coachModels =
    coach.kind === 'offline'
      ? []
      : (deps.coachModels ?? CHAT_MODELS.map((value) => ({ value, label: value })));
  await app.register(agentsRoutes, { agents, coachKind: coach.kind, coachModels });
  const conversationsService = createConversationsService({ conversations, agents });
  await app.register(conversationsRoutes, { service: conversationsService });
  await app.register(notesRoutes, {
    service: createNotesService({
      notes: createNotesRepository(deps.db),
      conversations: conversationsService,
      accountLookups,
    }),
  });
  const goals = createGoalsService({
    goals: createGoalsRepository(deps.db),
    clock,
    publicUrl: deps.publicUrl ?? 'http://127.0.0.1:3000',
  });
  const reminders = createReminders({
    db: deps.db,
    mailer: deps.mailer ?? createLogMailer(app.log),
    clock,
    publicUrl: deps.publicUrl ?? 'http://127.0.0.1:3000',
    log: app.log,
    ...(deps.reminderLeaseMs ? { leaseMs: deps.reminderLeaseMs } : {}),
  });
  app.decorate('reminders', reminders);
  if (deps.reminderIntervalMs) {
    const tick = () =>
      reminders.run().catch((err: unknown) => app.log.warn({ err }, 'sending reminders failed'));
    const timer = setInterval(tick, deps.reminderIntervalMs);
    timer.unref();
    app.addHook('onReady', async () => void tick());
    app.addHook('onClose', async () => clearInterval(timer));
  }
  const proposals = createProposals({ db: deps.db, goals, clock });
  await app.register(goalsRoutes, { service: goals, reminders, proposals });
  await app.register(calendarFeedRoutes, { service: goals });
  const replyBus = deps.replyBus ?? createMemoryReplyBus();
  if (!deps.replyBus) app.addHook('onClose', () => replyBus.close());
  await app.register(chatRoutes, {
    conversations: conversationsService,
    runs: createReplyRuns({
      chat: createChatService({
        conversations: conversationsService,
        agents,
        coach,
        log: app.log,
        riskPool,
        // The member's documents and, read at the same time, their journey (vision, goals shared
        // with coaches, last check-ins).
        userContext: async (userId) => {
          const [documents, journey] = await Promise.all([
            userContext(userId),
            goals.journeyForCoach(userId),
          ]);
          return journey ? { ...documents, journey } : documents;
        },
      }),
      bus: replyBus,
      conversations: conversationsService,
      log: app.log,
      metrics,
      replyTimeLimitMs: deps.replyTimeLimitMs,
      replySaveIntervalMs: deps.replySaveIntervalMs,
      ownerAnswerMs: deps.ownerAnswerMs,
      ownerCheckMs: deps.ownerCheckMs,
      proposals,
      limits: {
        messages: new RateLimit({
          store: limiterStore,
          prefix: 'chat-messages',
          max: memberLimits.chatMessagesPerMinute,
          windowMs: 60_000,
          clock,
        }),
        replies: createReplySlots({
          perMember: memberLimits.chatRepliesInFlight,
          streamingReplies: createStreamingReplyCount(deps.db),
        }),
      },
    }),
  });

  const uploadsService = createUploadsService({
    uploads: createUploadsRepository(deps.db),
    blobs: deps.blobs,
    log: app.log,
    extraction,
    limits: {
      perHour: new RateLimit({
        store: limiterStore,
        prefix: 'uploads',
        max: memberLimits.uploadsPerHour,
        windowMs: 60 * 60_000,
        clock,
      }),
      maxStoredBytes: memberLimits.maxStoredUploadBytes,
    },
  });
  await app.register(uploadsRoutes, { service: uploadsService });
  const profiles = deps.profilePool ?? createProfilePool();
  if (!deps.profilePool) app.addHook('onClose', () => profiles.close());
  profiles.onJob ??= (timing) => app.log.debug(timing, 'profile job');
  metrics.attachWorkerPool(profiles);
  app.decorate('warmWorkers', () => {
    profiles.warm(PROFILE_JOBS.warm);
    riskPool.warm(RISK_JOBS.warm);
    if (coachUsesPool) coachPool.warm(COACH_WARMUP);
  });
  await app.register(insightsRoutes, {
    service: createInsightsService({
      insights,
      uploads: uploadsService,
      coach,
      clock,
      log: app.log,
      profiles,
      turns: deps.profileTurns,
    }),
  });

  await app.register(spaPlugin, { webDistDir: deps.webDistDir });

  return app;
}
