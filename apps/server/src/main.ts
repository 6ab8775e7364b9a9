import path from 'node:path';
import { createCoach } from './ai/create-coach.js';
import { buildApp } from './app.js';
import { type Config, ConfigError, loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { stopOcr } from './extract/ocr.js';
import { loadOrCreateSecret } from './lib/secret.js';
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
  const jwtSecret = await loadOrCreateSecret(config.dataDir, config.jwtSecret);
  const app = await buildApp({
    db: database.db,
    blobs,
    jwtSecret,
    coach: createCoach(config.ai),
    logger: { level: config.logLevel },
    webDistDir: config.webDistDir,
  });
  app.addHook('onClose', async () => {
    await stopOcr();
    await database.close();
  });

  // Blobs whose upload never reached its row (a crash in between) are removed after an hour.
  const knownKeys = knownBlobKeys(database.db);
  const sweep = () =>
    sweepOrphans({ blobs, knownKeys, graceMs: 60 * 60 * 1000 }).then(
      (removed) => removed && app.log.info({ removed }, 'removed orphaned upload blobs'),
      (err: unknown) => app.log.warn({ err }, 'sweeping orphaned blobs failed'),
    );
  const sweeper = setInterval(sweep, 60 * 60 * 1000);
  sweeper.unref();
  app.addHook('onClose', async () => clearInterval(sweeper));
  void sweep();

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
  app.log.info(
    {
      database: database.kind,
      ai: config.ai.provider,
      storage: config.storage.kind,
      dataDir: config.dataDir,
    },
    `Facet is ready on http://${config.host}:${config.port}`,
  );
}

main().catch((error: unknown) => {
  console.error('Facet failed to start:', error);
  process.exit(1);
});
