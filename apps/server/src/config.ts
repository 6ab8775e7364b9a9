import { isIP } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/**
 * The only reader of process.env (variables listed in docs/architecture.md, Configuration). Every
 * variable is optional; a bad value stops the server at start with a message naming the variable
 * and what is wrong with it.
 */

const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? value : undefined));

const TRUST_PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);
const TRUST_PROXY_MESSAGE =
  'must be true, false, how many proxies are in front (a whole number), or a comma-separated ' +
  'list of their addresses (IPs, CIDRs such as 10.0.0.0/8, or loopback/linklocal/uniquelocal)';

/** One trusted proxy: an IP, a CIDR, or a name proxy-addr knows. */
function isProxyAddress(entry: string): boolean {
  if (TRUST_PROXY_NAMES.has(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const family = isIP(address);
  if (!family || rest.length > 0) return false;
  if (bits === undefined) return true;
  return /^\d+$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
}

const trustProxy = optionalText.transform((value, ctx): boolean | number | string[] => {
  if (value === undefined || value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  const entries = value.split(',').map((entry) => entry.trim());
  if (entries.every(isProxyAddress)) return entries;
  ctx.addIssue({ code: 'custom', message: TRUST_PROXY_MESSAGE });
  return z.NEVER;
});

/** A member's budget: a whole number of at least 1, or unset for the default. */
const budget = optionalText.pipe(
  z
    .string()
    .regex(/^\d+$/, 'must be a whole number')
    .transform(Number)
    .pipe(z.number().min(1, 'must be at least 1'))
    .optional(),
);

const envSchema = z.object({
  PORT: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be between 1 and 65535')
    .max(65535, 'must be between 1 and 65535')
    .default(3000),
  HOST: optionalText.default('127.0.0.1'),
  DATA_DIR: optionalText.default('./data'),
  DATABASE_URL: optionalText.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional(),
  ),
  JWT_SECRET: optionalText.pipe(
    z.string().min(32, 'must be at least 32 characters long').optional(),
  ),
  OPENAI_API_KEY: optionalText,
  OPENAI_BASE_URL: optionalText.pipe(
    z.url('must be a URL such as http://127.0.0.1:11434/v1').optional(),
  ),
  ANTHROPIC_API_KEY: optionalText,
  AI_MODEL: optionalText,
  AI_PROVIDER: optionalText.pipe(
    z
      .enum(['openai', 'anthropic', 'offline'], { error: 'must be openai, anthropic or offline' })
      .optional(),
  ),
  STORAGE: optionalText.pipe(
    z.enum(['local', 's3'], { error: 'must be local or s3' }).default('local'),
  ),
  S3_BUCKET: optionalText,
  S3_ENDPOINT: optionalText.pipe(z.url('must be a URL').optional()),
  S3_REGION: optionalText,
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  LOG_LEVEL: optionalText.pipe(
    z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
        error: 'must be one of fatal, error, warn, info, debug, trace, silent',
      })
      .default('info'),
  ),
  LOG_FORMAT: optionalText.pipe(
    z.enum(['pretty', 'json'], { error: 'must be pretty or json' }).optional(),
  ),
  NODE_ENV: optionalText,
  TRUST_PROXY: trustProxy,
  REDIS_URL: optionalText.pipe(
    z
      .url({
        protocol: /^rediss?$/,
        error: 'must be a redis:// or rediss:// URL such as redis://127.0.0.1:6379',
      })
      .optional(),
  ),
  CHAT_MESSAGES_PER_MINUTE: budget,
  CHAT_REPLIES_IN_FLIGHT: budget,
  SMTP_URL: optionalText.pipe(
    z
      .url({
        protocol: /^smtps?$/,
        error:
          'must be an smtp:// or smtps:// URL such as smtp://user:password@mail.example.com:587',
      })
      .optional(),
  ),
  MAIL_FROM: optionalText,
  REMINDER_INTERVAL_MS: optionalText.pipe(
    z
      .string()
      .regex(/^\d+$/, 'must be a whole number of milliseconds (0 turns reminders off)')
      .transform(Number)
      .optional(),
  ),
  REMINDER_LEASE_MS: optionalText.pipe(
    z
      .string()
      .regex(/^[1-9]\d*$/, 'must be a whole number of milliseconds above 0')
      .transform(Number)
      .optional(),
  ),
  PUBLIC_URL: optionalText.pipe(
    z
      .url({
        protocol: /^https?$/,
        error: 'must be an http(s) URL such as https://facet.example.com',
      })
      .optional(),
  ),
  METRICS_TOKEN: optionalText.pipe(
    z
      .string()
      .min(24, 'must be at least 24 characters long (it guards /metrics)')
      .regex(
        /^[\x21-\x7e]+$/,
        'must be printable ASCII without spaces (it is sent as a bearer token)',
      )
      .optional(),
  ),
});

/** Every variable the server reads (the docs list each one; docs-listing.test.ts checks). */
export const ENV_VARIABLES: readonly string[] = Object.keys(envSchema.shape);

/** Rules across variables, checked on the raw environment so they report alongside field errors. */
function crossChecks(env: NodeJS.ProcessEnv): string[] {
  const set = (name: string) => Boolean(env[name]?.trim());
  const problems: string[] = [];
  const provider = env.AI_PROVIDER?.trim();
  if (provider === 'openai' && !set('OPENAI_API_KEY') && !set('OPENAI_BASE_URL')) {
    problems.push('AI_PROVIDER is openai, but neither OPENAI_API_KEY nor OPENAI_BASE_URL is set');
  }
  if (provider === 'anthropic' && !set('ANTHROPIC_API_KEY')) {
    problems.push('AI_PROVIDER is anthropic, but ANTHROPIC_API_KEY is not set');
  }
  if (env.STORAGE?.trim() === 's3') {
    for (const name of ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY']) {
      if (!set(name)) problems.push(`${name} is required when STORAGE=s3`);
    }
  }
  return problems;
}

export type AiProvider = 'openai' | 'anthropic' | 'offline';

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  jwtSecret: string | undefined;
  ai: {
    provider: AiProvider;
    openaiApiKey: string | undefined;
    openaiBaseUrl: string | undefined;
    anthropicApiKey: string | undefined;
    /** Provider model id for every conversation (e.g. llama3.1 on Ollama); else the label maps. */
    model: string | undefined;
  };
  storage: {
    kind: 'local' | 's3';
    s3: {
      bucket: string | undefined;
      endpoint: string | undefined;
      region: string | undefined;
      accessKeyId: string | undefined;
      secretAccessKey: string | undefined;
    };
  };
  logLevel: string;
  /** `pretty` (colourised lines, for people) or `json` (one object per line, for collectors). */
  logFormat: 'pretty' | 'json';
  /** Bearer token that unlocks `/metrics`; unset, metrics are off. */
  metricsToken: string | undefined;
  /**
   * Redis shared by every instance that uses it: it holds the login/signup failure counters (unset,
   * they live in PostgreSQL with DATABASE_URL or, embedded, in this process's memory), and its
   * pub/sub carries replies in progress between instances (unset: PostgreSQL LISTEN/NOTIFY).
   */
  redisUrl: string | undefined;
  /**
   * Which proxies' X-Forwarded-For to believe for the client's address (the per-IP limits key on
   * it): false (the socket's address), true (any), a hop count, or their addresses.
   */
  trustProxy: boolean | number | string[];
  /** Per-member chat budgets; unset, the defaults in contracts/src/limits.ts. */
  chatLimits: { messagesPerMinute?: number; repliesInFlight?: number };
  /** Where e-mail (password-reset links) goes: an SMTP server, or the log when unset. */
  mail: { smtpUrl: string | undefined; from: string };
  /** The address members open the app at, for links in e-mails. */
  publicUrl: string;
  /** How often reminders are made and sent; 0 turns them off on this instance. */
  reminderIntervalMs: number;
  /** How long a run's claim on a reminder lasts before another run may retry it (ms). */
  reminderLeaseMs: number;
  /** Built SPA served for every non-API path (derived, not configurable). */
  webDistDir: string;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * @param runtime what else decides a default: logs are pretty by default only for a person at a
 *   terminal outside production (NODE_ENV=production or output to a file or pipe means JSON).
 */
export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  runtime: { stdoutIsTty: boolean } = { stdoutIsTty: Boolean(process.stdout.isTTY) },
): Config {
  const parsed = envSchema.safeParse(env);
  const problems = parsed.success
    ? []
    : parsed.error.issues.map((issue) => {
        const name = String(issue.path[0] ?? 'environment');
        const raw = env[name];
        const shown =
          name.includes('SECRET') ||
          name.includes('KEY') ||
          name.includes('TOKEN') ||
          // May carry a password (redis://:password@host).
          name === 'REDIS_URL' ||
          name === 'SMTP_URL'
            ? ''
            : ` (got "${raw ?? ''}")`;
        return `${name} ${issue.message}${shown}`;
      });
  problems.push(...crossChecks(env));
  if (!parsed.success || problems.length > 0) throw new ConfigError(problems);
  const e = parsed.data;
  const provider: AiProvider =
    e.AI_PROVIDER ??
    (e.OPENAI_API_KEY || e.OPENAI_BASE_URL
      ? 'openai'
      : e.ANTHROPIC_API_KEY
        ? 'anthropic'
        : 'offline');
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    jwtSecret: e.JWT_SECRET,
    ai: {
      provider,
      openaiApiKey: e.OPENAI_API_KEY,
      openaiBaseUrl: e.OPENAI_BASE_URL,
      anthropicApiKey: e.ANTHROPIC_API_KEY,
      model: e.AI_MODEL,
    },
    storage: {
      kind: e.STORAGE,
      s3: {
        bucket: e.S3_BUCKET,
        endpoint: e.S3_ENDPOINT,
        region: e.S3_REGION,
        accessKeyId: e.S3_ACCESS_KEY_ID,
        secretAccessKey: e.S3_SECRET_ACCESS_KEY,
      },
    },
    logLevel: e.LOG_LEVEL,
    logFormat:
      e.LOG_FORMAT ?? (e.NODE_ENV !== 'production' && runtime.stdoutIsTty ? 'pretty' : 'json'),
    metricsToken: e.METRICS_TOKEN,
    redisUrl: e.REDIS_URL,
    trustProxy: e.TRUST_PROXY,
    chatLimits: {
      ...(e.CHAT_MESSAGES_PER_MINUTE ? { messagesPerMinute: e.CHAT_MESSAGES_PER_MINUTE } : {}),
      ...(e.CHAT_REPLIES_IN_FLIGHT ? { repliesInFlight: e.CHAT_REPLIES_IN_FLIGHT } : {}),
    },
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM ?? 'Facet <no-reply@localhost>' },
    publicUrl: (e.PUBLIC_URL ?? `http://${e.HOST}:${e.PORT}`).replace(/\/+$/, ''),
    reminderIntervalMs: e.REMINDER_INTERVAL_MS ?? 60_000,
    reminderLeaseMs: e.REMINDER_LEASE_MS ?? 600_000,
    webDistDir: path.resolve(serverRoot, '../web/dist'),
  };
}
