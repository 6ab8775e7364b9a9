import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createOfflineCoach } from '../ai/offline-coach.js';
import { sendChat } from '../test/chat.js';
import {
  bearer,
  createTestApp,
  signUp,
  type TestAccount,
  testDatabase,
  uniqueEmail,
} from '../test/harness.js';
import { BatchedLines, REDACTED } from './logging.js';

/** Every line the app logs, parsed. */
class LogCapture extends Writable {
  readonly lines: Array<Record<string, unknown>> = [];
  readonly raw: string[] = [];
  override _write(chunk: Buffer, _encoding: string, done: () => void) {
    for (const line of chunk.toString('utf8').split('\n')) {
      if (!line.trim()) continue;
      this.raw.push(line);
      this.lines.push(JSON.parse(line));
    }
    done();
  }
  text() {
    return this.raw.join('\n');
  }
}

// Rows whose text starts with this marker are refused by a trigger: a real query, sent by the real
// route with its real parameters, fails inside the database.
const MARKER = `logcheck-${randomUUID().slice(0, 8)}`;
const TRIGGER_TABLES = ['users', 'messages', 'notes'] as const;

const log = new LogCapture();
let app: FastifyInstance;
let account: TestAccount;

beforeAll(async () => {
  const { db } = await testDatabase();
  await db.execute(
    sql.raw(`
      create or replace function refuse_logcheck_rows() returns trigger language plpgsql as $$
      begin
        if (to_jsonb(new)::text like '%${MARKER}%') then
          raise exception 'refused by the logging test' using errcode = 'P0001';
        end if;
        return new;
      end $$`),
  );
  for (const table of TRIGGER_TABLES) {
    await db.execute(
      sql.raw(`create trigger refuse_logcheck_${table} before insert or update on "${table}"
        for each row execute function refuse_logcheck_rows()`),
    );
  }
  app = await createTestApp({
    logger: { level: 'info', stream: log },
    coach: createOfflineCoach({ wordDelayMs: 0 }),
  });
  account = await signUp(app);
});
afterAll(async () => {
  await app.close();
  const { db } = await testDatabase();
  for (const table of TRIGGER_TABLES) {
    await db.execute(sql.raw(`drop trigger if exists refuse_logcheck_${table} on "${table}"`));
  }
  await db.execute(sql.raw('drop function if exists refuse_logcheck_rows()'));
});

const failureLines = () => log.lines.filter((line) => line.msg === 'request failed');

describe('a failed query is logged without its values', () => {
  it('signup: the query and the SQL error, never the password hash or the names', async () => {
    const before = failureLines().length;
    const email = uniqueEmail('secret-address');
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: {
        email,
        password: 'a password nobody may read',
        firstName: MARKER,
        lastName: 'Private-Lastname',
      },
    });
    expect(res.statusCode).toBe(500);
    const lines = failureLines().slice(before);
    expect(lines).toHaveLength(1);
    const err = lines[0]?.err as Record<string, unknown>;
    expect(err.query).toMatch(/^insert into "users"/);
    expect(err.message).toBe('Failed query');
    expect(err.cause).toMatchObject({ code: 'P0001', message: 'refused by the logging test' });
    const text = JSON.stringify(lines);
    expect(text).not.toMatch(/\$argon2/);
    expect(text).not.toContain('Private-Lastname');
    expect(text).not.toContain(email);
    expect(text).not.toContain(MARKER);
    expect(text).not.toContain('a password nobody may read');
    expect(text).not.toMatch(/params/);
  });

  it("chat and notes: never the member's words", async () => {
    const sessionId = `log-${randomUUID().slice(0, 8)}`;
    const before = failureLines().length;
    const chat = await sendChat(app, account.token, {
      sessionId,
      content: `${MARKER} my private worry about my manager`,
    });
    expect(chat.statusCode).toBe(500);

    await app.inject({
      method: 'POST',
      url: '/api/conversations',
      headers: bearer(account.token),
      payload: { sessionId },
    });
    const note = await app.inject({
      method: 'POST',
      url: `/api/conversations/${sessionId}/notes`,
      headers: bearer(account.token),
      payload: { title: 'Private', content: `${MARKER} salary I was offered: 123456` },
    });
    expect(note.statusCode).toBe(500);

    const lines = failureLines().slice(before);
    expect(lines).toHaveLength(2);
    const text = JSON.stringify(lines);
    expect(text).not.toContain('private worry');
    expect(text).not.toContain('123456');
    expect(text).not.toContain(MARKER);
    for (const line of lines) {
      expect((line.err as { cause?: { code?: string } }).cause?.code).toBe('P0001');
    }
  });
});

describe('secrets are redacted from every log line', () => {
  it('passwords, tokens, hashes, authorization and cookies, at any of the first three levels', () => {
    const before = log.raw.length;
    app.log.info(
      {
        password: 'pw-1',
        token: 'tok-1',
        body: { newPassword: 'pw-2', passwordHash: '$argon2id$hash' },
        upstream: { headers: { authorization: 'Bearer abc.def.ghi', cookie: 'sid=1' } },
        config: { s3: { secretAccessKey: 'sk-1' } },
      },
      'a line with secrets',
    );
    const text = log.raw.slice(before).join('\n');
    for (const secret of [
      'pw-1',
      'tok-1',
      'pw-2',
      '$argon2id$hash',
      'abc.def.ghi',
      'sid=1',
      'sk-1',
    ]) {
      expect(text).not.toContain(secret);
    }
    expect(text.split(REDACTED).length - 1).toBe(7);
  });
});

describe('lines written to stdout in batches', () => {
  const setup = () => {
    const written: string[] = [];
    const synced: string[] = [];
    const queued: string[] = [];
    const out = {
      write: (text: string) => written.push(text),
      // The output's own queue is written before the batcher's leftovers.
      flushSync: () => synced.push(...queued.splice(0)),
    };
    const lines = new BatchedLines(out, (text) => synced.push(text), 100, 200);
    return { lines, written, synced, queued };
  };

  it('gathers lines until a batch is full, in order, and writes them as one', () => {
    const { lines, written } = setup();
    // 35 bytes a line: the third one fills the 100-byte batch.
    const numbers = (text: string | undefined) =>
      text
        ?.split('\n')
        .filter(Boolean)
        .map((l) => JSON.parse(l).n);
    for (let i = 0; i < 5; i++) lines.write(`{"n":${i},"pad":"${'x'.repeat(20)}"}\n`);
    expect(written).toHaveLength(1);
    expect(numbers(written[0])).toEqual([0, 1, 2]);
    lines.flush();
    expect(numbers(written[1])).toEqual([3, 4]);
  });

  it('writes a lone line within the delay, however few lines there are', () => {
    vi.useFakeTimers();
    try {
      const { lines, written } = setup();
      lines.write('{"msg":"quiet"}\n');
      expect(written).toEqual([]);
      vi.advanceTimersByTime(199);
      expect(written).toEqual([]);
      vi.advanceTimersByTime(1);
      expect(written).toEqual(['{"msg":"quiet"}\n']);
    } finally {
      vi.useRealTimers();
    }
  });

  it("on exit writes the output's queue first, then the lines it still holds", () => {
    const { lines, synced, queued } = setup();
    queued.push('{"n":1}\n');
    lines.write('{"n":2}\n');
    lines.flushSync();
    expect(synced).toEqual(['{"n":1}\n', '{"n":2}\n']);
  });

  it("answers pino's flush callback", () => {
    const { lines, written } = setup();
    lines.write('{"n":1}\n');
    const done = vi.fn();
    lines.flush(done);
    expect(done).toHaveBeenCalledOnce();
    expect(written).toEqual(['{"n":1}\n']);
  });
});
