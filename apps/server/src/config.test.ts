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
});
