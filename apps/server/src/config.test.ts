import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

describe('loadConfig', () => {
  it('needs nothing: embedded database, offline coach, local storage', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      databaseUrl: undefined,
      ai: { provider: 'offline' },
      storage: { kind: 'local' },
      logLevel: 'info',
    });
    expect(config.dataDir).toMatch(/data$/);
  });

  it('picks the AI provider from the keys that are set, unless forced', () => {
    expect(loadConfig({ OPENAI_API_KEY: 'sk-x' }).ai.provider).toBe('openai');
    expect(loadConfig({ OPENAI_BASE_URL: 'http://127.0.0.1:11434/v1' }).ai.provider).toBe('openai');
    expect(loadConfig({ ANTHROPIC_API_KEY: 'a' }).ai.provider).toBe('anthropic');
    expect(loadConfig({ OPENAI_API_KEY: 'sk-x', AI_PROVIDER: 'offline' }).ai.provider).toBe(
      'offline',
    );
  });

  it('fails fast with a message naming every bad variable', () => {
    let error: unknown;
    try {
      loadConfig({
        PORT: 'eighty',
        DATABASE_URL: 'mysql://x',
        JWT_SECRET: 'short',
        LOG_LEVEL: 'loud',
        STORAGE: 's3',
      });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as ConfigError).message;
    expect(message).toContain('PORT must be a number (got "eighty")');
    expect(message).toContain('DATABASE_URL must start with postgres:// or postgresql://');
    expect(message).toContain('JWT_SECRET must be at least 32 characters long');
    expect(message).not.toContain('short');
    expect(message).toContain('LOG_LEVEL must be one of');
    expect(message).toContain('S3_BUCKET is required when STORAGE=s3');
  });

  it('refuses a forced provider without its key', () => {
    expect(() => loadConfig({ AI_PROVIDER: 'anthropic' })).toThrow(
      'AI_PROVIDER is anthropic, but ANTHROPIC_API_KEY is not set',
    );
  });

  it('logs for people at a terminal in development, and JSON otherwise unless told', () => {
    const tty = { stdoutIsTty: true };
    const pipe = { stdoutIsTty: false };
    expect(loadConfig({}, tty).logFormat).toBe('pretty');
    expect(loadConfig({}, pipe).logFormat).toBe('json');
    expect(loadConfig({ NODE_ENV: 'production' }, tty).logFormat).toBe('json');
    expect(loadConfig({ LOG_FORMAT: 'json' }, tty).logFormat).toBe('json');
    expect(loadConfig({ LOG_FORMAT: 'pretty', NODE_ENV: 'production' }, pipe).logFormat).toBe(
      'pretty',
    );
    expect(() => loadConfig({ LOG_FORMAT: 'xml' })).toThrow(
      'LOG_FORMAT must be pretty or json (got "xml")',
    );
  });

  it('turns metrics on only with a token long enough to guard them, never echoing it', () => {
    expect(loadConfig({}).metricsToken).toBeUndefined();
    const token = 'a-metrics-token-of-enough-length';
    expect(loadConfig({ METRICS_TOKEN: token }).metricsToken).toBe(token);
    let message = '';
    try {
      loadConfig({ METRICS_TOKEN: 'short-token' });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toContain('METRICS_TOKEN must be at least 24 characters long');
    expect(message).not.toContain('short-token');
    expect(() => loadConfig({ METRICS_TOKEN: 'has a space in the middle of it' })).toThrow(
      'METRICS_TOKEN must be printable ASCII without spaces',
    );
  });

  it('takes chat budgets as whole numbers of at least 1, and leaves them to the defaults unset', () => {
    expect(loadConfig({}).chatLimits).toEqual({});
    expect(
      loadConfig({ CHAT_MESSAGES_PER_MINUTE: '600', CHAT_REPLIES_IN_FLIGHT: '2000' }).chatLimits,
    ).toEqual({ messagesPerMinute: 600, repliesInFlight: 2000 });
    expect(() => loadConfig({ CHAT_MESSAGES_PER_MINUTE: 'lots' })).toThrow(
      'CHAT_MESSAGES_PER_MINUTE must be a whole number (got "lots")',
    );
    expect(() => loadConfig({ CHAT_REPLIES_IN_FLIGHT: '0' })).toThrow(
      'CHAT_REPLIES_IN_FLIGHT must be at least 1',
    );
  });

  it('takes a Redis URL for shared failure limits, refusing anything else without echoing it', () => {
    expect(loadConfig({}).redisUrl).toBeUndefined();
    expect(loadConfig({ REDIS_URL: 'redis://127.0.0.1:6379' }).redisUrl).toBe(
      'redis://127.0.0.1:6379',
    );
    expect(loadConfig({ REDIS_URL: 'rediss://:pw@cache.internal:6380/2' }).redisUrl).toBe(
      'rediss://:pw@cache.internal:6380/2',
    );
    let message = '';
    try {
      loadConfig({ REDIS_URL: 'http://:hunter2@cache.internal' });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toContain('REDIS_URL must be a redis:// or rediss:// URL');
    expect(message).not.toContain('hunter2');
    expect(() => loadConfig({ REDIS_URL: 'not a url' })).toThrow('REDIS_URL must be a redis://');
  });

  it('sends mail through SMTP_URL when set (never echoing it), else to the log', () => {
    const none = loadConfig({});
    expect(none.mail).toEqual({ smtpUrl: undefined, from: 'Facet <no-reply@localhost>' });
    expect(none.publicUrl).toBe('http://127.0.0.1:3000');
    const set = loadConfig({
      SMTP_URL: 'smtps://facet:s3cret@mail.example.com:465',
      MAIL_FROM: 'Facet <hello@example.com>',
      PUBLIC_URL: 'https://facet.example.com/',
    });
    expect(set.mail).toEqual({
      smtpUrl: 'smtps://facet:s3cret@mail.example.com:465',
      from: 'Facet <hello@example.com>',
    });
    expect(set.publicUrl).toBe('https://facet.example.com');
    let message = '';
    try {
      loadConfig({ SMTP_URL: 'http://facet:hunter2@mail.example.com', PUBLIC_URL: 'ftp://x' });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toContain('SMTP_URL must be an smtp:// or smtps:// URL');
    expect(message).not.toContain('hunter2');
    expect(message).toContain('PUBLIC_URL must be an http(s) URL');
  });

  it('trusts a load balancer for client addresses only when told which', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.7,loopback' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '192.168.1.7',
      'loopback',
    ]);
    expect(loadConfig({ TRUST_PROXY: 'fd00::/8' }).trustProxy).toEqual(['fd00::/8']);
    for (const bad of ['yes', '10.0.0.0/33', 'lb.internal', '10.0.0.1/8/1']) {
      expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrow(
        'TRUST_PROXY must be true, false, how many proxies are in front',
      );
    }
  });
});
