import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { coachModelsOf, createCoach } from './ai/create-coach.js';
import { blobKeyOwners, buildApp } from './app.js';
import { type Config, ConfigError, loadConfig } from './config.js';
import { type DatabaseHandle, openDatabase } from './db/client.js';
import { stopOcr } from './extract/ocr.js';
import { systemClock } from './lib/clock.js';
import type { LimiterStore } from './lib/failure-limiter.js';
import { createSmtpMailer } from './lib/mailer.js';
import { PostgresLimiterStore } from './lib/postgres-limiter-store.js';
import { type RedisLimiterLog, RedisLimiterStore } from './lib/redis-limiter-store.js';
import { loadOrCreateSecret } from './lib/secret.js';
import { createAccountRepository } from './modules/account/account.repository.js';
import { drainPendingBlobDeletions } from './modules/account/account.service.js';
import { createReplyBus } from './modules/chat/reply-bus.js';
import { startAbandonedReplySweep } from './modules/chat/reply-saver.js';
import { createConversationsRepository } from './modules/conversations/conversations.repository.js';
import type { BlobStore } from './storage/blob-store.js';
import { knownBlobKeys } from './storage/known-keys.js';
import { createLocalDiskStore } from './storage/local-disk-store.js';
import { checkS3Store, createS3Store } from './storage/s3-store.js';
import { sweepOrphans } from './storage/sweep-orphans.js';

/** Local disk, or an S3 bucket checked before serving so a wrong setting stops the start. */
async function openBlobStore(config: Config): Promise<BlobStore> {
  if (config.storage.kind === 'local') {
    return createLocalDiskStore(path.join(config.dataDir, 'uploads'));
  }
  const { bucket, endpoint, region, accessKeyId, secretAccessKey } = config.storage.s3;
  // loadConfig refuses STORAGE=s3 without these; this only narrows the types.
  if (!bucket || !accessKeyId || !secretAccessKey) {
    throw new Error('STORAGE=s3 needs S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY');
  }
  const options = { bucket, endpoint, region, accessKeyId, secretAccessKey };
  await checkS3Store(options);
  return createS3Store(options);
}

/**
 * Where login/signup failure counters live (docs/decisions/019-shared-failure-limits.md): Redis
 * when REDIS_URL is set; else the PostgreSQL database every instance shares; else (the embedded
 * database, one process by nature) this process's memory, which buildApp uses when given none.
 */
function openLimiterStore(
  config: Config,
  database: DatabaseHandle,
  log: RedisLimiterLog,
): (LimiterStore & { close?(): Promise<void>; connect?(): Promise<boolean> }) | undefined {
  if (config.redisUrl) return new RedisLimiterStore(config.redisUrl, systemClock, log);
  if (database.kind === 'postgres') {
    return new PostgresLimiterStore(database.db, systemClock, (err) =>
      log.error({ err }, 'deleting expired failure counters failed'),
    );
  }
  return undefined;
}

/** Reads config, opens and migrates the database, serves, and shuts down gracefully on SIGTERM. */
async function main(): Promise<void> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`Facet cannot start.\n${error.message}`);
      process.exit(1);
    }
    throw error;
  }

  let blobs: BlobStore;
  try {
    blobs = await openBlobStore(config);
  } catch (error) {
    console.error(`Facet cannot start.\n${(error as Error).message}`);
    process.exit(1);
  }

  const database = await openDatabase(
    config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl }
      : { kind: 'pglite', dataDir: path.join(config.dataDir, 'db') },
  );
  // Instances sharing a PostgreSQL database share the generated key, so any of them accepts a
  // session another one started.
  const jwtSecret = await loadOrCreateSecret({
    dataDir: config.dataDir,
    configured: config.jwtSecret,
    shared: database.kind === 'postgres' ? database.db : undefined,
  });
  // The store logs through the app's logger, which exists once the app is built.
  let logger: RedisLimiterLog = {
    error: (details, message) => console.error(message, details),
    info: () => {},
  };
  const limiterStore = openLimiterStore(config, database, {
    error: (details, message) => logger.error(details, message),
    info: (details, message) => logger.info(details, message),
  });
  // Replies in progress are resumed and stopped across instances through Redis when it is
  // configured, else through the PostgreSQL database they share; an embedded one has no others.
  let log: FastifyBaseLogger | undefined;
  const replyBus = createReplyBus({
    redisUrl: config.redisUrl,
    databaseUrl: database.kind === 'postgres' ? config.databaseUrl : undefined,
    log: {
      warn: (obj: unknown, msg?: string) => log?.warn(obj, msg),
      info: (obj: unknown, msg?: string) => log?.info(obj, msg),
    } as Pick<FastifyBaseLogger, 'warn' | 'info'>,
  });
  const mailer = config.mail.smtpUrl
    ? createSmtpMailer({ url: config.mail.smtpUrl, from: config.mail.from })
    : undefined;
  const app = await buildApp({
    replyBus,
    db: database.db,
    limiterStore,
    rateLimitRedis: limiterStore instanceof RedisLimiterStore ? limiterStore.client : undefined,
    blobs,
    jwtSecret,
    coach: (pool) => createCoach(config.ai, pool),
    coachModels: coachModelsOf(config.ai),
    logger: { level: config.logLevel, format: config.logFormat },
    webDistDir: config.webDistDir,
    metricsToken: config.metricsToken,
    trustProxy: config.trustProxy,
    memberLimits: {
      ...(config.chatLimits.messagesPerMinute
        ? { chatMessagesPerMinute: config.chatLimits.messagesPerMinute }
        : {}),
      ...(config.chatLimits.repliesInFlight
        ? { chatRepliesInFlight: config.chatLimits.repliesInFlight }
        : {}),
    },
    // Without SMTP_URL, buildApp writes reset e-mails to the log.
    mailer,
    publicUrl: config.publicUrl,
    reminderIntervalMs: config.reminderIntervalMs,
    reminderLeaseMs: config.reminderLeaseMs,
  });
  logger = app.log;
  log = app.log;
  // Redis not answering at start is logged and the server starts anyway: limits fall back to
  // memory until it answers (fail-open, see lib/redis-limiter-store.ts).
  await limiterStore?.connect?.();
  app.addHook('onClose', async () => {
    await limiterStore?.close?.();
    await replyBus.close();
    mailer?.close?.();
    await stopOcr();
    await database.close();
  });

  // Files of deleted accounts that a crash (or a store error) left behind: their rows are gone
  // and their keys recorded, so they go now, before serving, and every five minutes after.
  const pendingDeletions = () =>
    drainPendingBlobDeletions({ account: createAccountRepository(database.db), blobs }).then(
      (removed) => removed && app.log.info({ removed }, 'removed files of deleted accounts'),
      (err: unknown) => app.log.warn({ err }, 'removing files of deleted accounts failed'),
    );
  await pendingDeletions();
  const deletions = setInterval(pendingDeletions, 5 * 60 * 1000);
  deletions.unref();
  app.addHook('onClose', async () => clearInterval(deletions));

  // Blobs whose upload never reached its row (a crash in between) are removed after an hour.
  const knownKeys = knownBlobKeys(blobKeyOwners(database.db));
  const sweep = () =>
    sweepOrphans({ blobs, knownKeys, graceMs: 60 * 60 * 1000 }).then(
      (removed) => removed && app.log.info({ removed }, 'removed orphaned upload blobs'),
      (err: unknown) => app.log.warn({ err }, 'sweeping orphaned blobs failed'),
    );
  const sweeper = setInterval(sweep, 60 * 60 * 1000);
  sweeper.unref();
  app.addHook('onClose', async () => clearInterval(sweeper));
  void sweep();

  // Replies a crash left streaming are marked incomplete at start, and later ones (another
  // instance's crash) every few seconds. An embedded database has no other instance: at start,
  // every reply still streaming was this data folder's last process's.
  const replySweep = startAbandonedReplySweep({
    conversations: createConversationsRepository(database.db),
    log: app.log,
    staleMsAtStart: database.kind === 'pglite' ? 0 : undefined,
  });
  app.addHook('preClose', async () => replySweep.stop());
  await replySweep.first;

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => {
      app.log.error('shutdown timed out; exiting');
      process.exit(1);
    }, 10_000);
    force.unref();
    app.close().then(
      () => process.exit(0),
      (err: unknown) => {
        app.log.error({ err }, 'error during shutdown');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  // The first profile (and offline reply) should not pay for starting a worker and loading the
  // English model: start those now, in the background, once the server already answers.
  setImmediate(() => app.warmWorkers());
  app.log.info(
    {
      database: database.kind,
      ai: config.ai.provider,
      storage: config.storage.kind,
      replyBus: replyBus.kind,
      dataDir: config.dataDir,
      jwtSecret: config.jwtSecret
        ? 'JWT_SECRET'
        : database.kind === 'postgres'
          ? 'shared in the database'
          : 'generated in DATA_DIR',
      metrics: config.metricsToken ? '/metrics (bearer token)' : 'off (set METRICS_TOKEN)',
      mail: config.mail.smtpUrl ? 'SMTP (SMTP_URL)' : 'written to the log (set SMTP_URL)',
      failureLimits: config.redisUrl
        ? 'shared in Redis (REDIS_URL)'
        : database.kind === 'postgres'
          ? 'shared in the database'
          : 'in this process',
    },
    `Facet is ready on http://${config.host}:${config.port}`,
  );
  // Log lines are written in batches; the start-up lines should not wait for the next one.
  (app.log as { flush?: () => void }).flush?.();
}

main().catch((error: unknown) => {
  console.error('Facet failed to start:', error);
  process.exit(1);
});
