import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordResets } from '../../db/schema/sessions.js';
import { createSmtpMailer } from '../../lib/mailer.js';
import { FakeSmtp, resetTokenIn, textOf } from '../../test/fake-smtp.js';
import {
  bearer,
  createTestApp,
  signUp,
  type TestAccount,
  testDatabase,
  uniqueEmail,
} from '../../test/harness.js';
import { hashResetToken } from './auth.service.js';

class Lines extends Writable {
  readonly lines: Array<Record<string, unknown>> = [];
  override _write(chunk: Buffer, _encoding: string, done: () => void) {
    for (const line of chunk.toString('utf8').split('\n')) {
      if (line.trim()) this.lines.push(JSON.parse(line));
    }
    done();
  }
}

const smtp = new FakeSmtp();
let app: FastifyInstance;

beforeAll(async () => {
  await smtp.start();
  app = await createTestApp({
    mailer: createSmtpMailer({ url: smtp.url, from: 'Facet <no-reply@facet.test>' }),
    publicUrl: 'https://facet.test',
  });
});
afterAll(async () => {
  await app.close();
  await smtp.stop();
});

const REQUESTED =
  'If an account uses this address, we have sent it a link to choose a new password. The link works once, for 30 minutes.';
const INVALID =
  'This reset link is not valid any more: it was used or it expired. Ask for a new one.';

const forgot = (email: string, target = app) =>
  target.inject({ method: 'POST', url: '/api/auth/password/forgot', payload: { email } });

const reset = (token: string, password: string, target = app) =>
  target.inject({
    method: 'POST',
    url: '/api/auth/password/reset',
    payload: { token, newPassword: password, confirmPassword: password },
  });

const login = (account: TestAccount, password: string) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: account.email, password },
  });

/** Waits for the `n`th mail to an address (the mail is sent after the answer). */
async function mailTo(address: string, n = 1) {
  for (let i = 0; i < 100; i++) {
    const mails = smtp.to(address);
    if (mails.length >= n) return mails[n - 1] as (typeof mails)[number];
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`no mail ${n} to ${address}`);
}

const settle = () => new Promise((r) => setTimeout(r, 400));

describe('forgot password, by e-mail over SMTP', () => {
  it('mails a link that sets a new password and ends every session', async () => {
    const account = await signUp(app);
    const laptop = (await login(account, account.password)).json().token as string;
    const res = await forgot(account.email.toUpperCase());
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ message: REQUESTED });

    const mail = await mailTo(account.email);
    expect(mail.from).toBe('no-reply@facet.test');
    expect(mail.raw).toMatch(/Subject: Choose a new Facet password/);
    expect(textOf(mail)).toContain('https://facet.test/reset-password#token=');
    const token = resetTokenIn(mail);

    const done = await reset(token, 'my new passphrase');
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().message).toMatch(/every device was signed out/);
    for (const old of [account.token, laptop]) {
      const me = await app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(old) });
      expect(me.statusCode).toBe(401);
    }
    expect((await login(account, account.password)).statusCode).toBe(401);
    expect((await login(account, 'my new passphrase')).statusCode).toBe(200);
  });

  it('works once', async () => {
    const account = await signUp(app);
    await forgot(account.email);
    const token = resetTokenIn(await mailTo(account.email));
    expect((await reset(token, 'first new passphrase')).statusCode).toBe(200);
    const again = await reset(token, 'second new passphrase');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ error: INVALID, details: [{ path: 'token' }] });
    expect((await login(account, 'first new passphrase')).statusCode).toBe(200);
  });

  it('expires after 30 minutes', async () => {
    const account = await signUp(app);
    await forgot(account.email);
    const token = resetTokenIn(await mailTo(account.email));
    const { db } = await testDatabase();
    await db
      .update(passwordResets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResets.tokenHash, hashResetToken(token)));
    const res = await reset(token, 'too late passphrase');
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(INVALID);
    expect((await login(account, account.password)).statusCode).toBe(200);
  });

  it('stores only a hash of the link, valid for 30 minutes', async () => {
    const account = await signUp(app);
    const before = Date.now();
    await forgot(account.email);
    const token = resetTokenIn(await mailTo(account.email));
    const { db } = await testDatabase();
    const rows = await db
      .select()
      .from(passwordResets)
      .where(eq(passwordResets.userId, account.user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.tokenHash).toBe(hashResetToken(token));
    expect(rows[0]?.tokenHash).not.toContain(token);
    const ttl = (rows[0]?.expiresAt.getTime() ?? 0) - before;
    expect(ttl).toBeGreaterThan(29 * 60_000);
    expect(ttl).toBeLessThanOrEqual(30 * 60_000 + 5_000);
  });

  it('answers an unknown address exactly like a known one, and sends nothing', async () => {
    const nobody = uniqueEmail('nobody');
    const res = await forgot(nobody);
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ message: REQUESTED });
    await settle();
    expect(smtp.to(nobody)).toEqual([]);
  });

  it('sends at most 3 mails per address an hour; later requests get the same answer', async () => {
    const account = await signUp(app);
    for (let i = 1; i <= 5; i++) {
      const res = await forgot(account.email);
      expect(res.statusCode).toBe(202);
      expect(res.json()).toEqual({ message: REQUESTED });
    }
    await mailTo(account.email, 3);
    await settle();
    expect(smtp.to(account.email)).toHaveLength(3);
  });

  it('caps requests per address of the client (429)', async () => {
    const capped = await createTestApp({
      mailer: createSmtpMailer({ url: smtp.url, from: 'no-reply@facet.test' }),
      authLimits: { attemptsPerWindow: 3 },
    });
    try {
      for (let i = 0; i < 3; i++) {
        expect((await forgot(uniqueEmail(), capped)).statusCode).toBe(202);
      }
      const refused = await forgot(uniqueEmail(), capped);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toHaveProperty('error');
    } finally {
      await capped.close();
    }
  });

  it('refuses a malformed link and mismatched passwords with the field named', async () => {
    const bad = await reset('not-a-token', 'whatever passphrase');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatch(/reset link is not valid/);
    const mismatch = await app.inject({
      method: 'POST',
      url: '/api/auth/password/reset',
      payload: { token: 'a'.repeat(43), newPassword: 'one passphrase', confirmPassword: 'two' },
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().details).toEqual([
      { path: 'confirmPassword', message: 'New passwords do not match.' },
    ]);
  });
});

describe('forgot password without SMTP_URL', () => {
  it('writes the link to the server log', async () => {
    const log = new Lines();
    const local = await createTestApp({
      logger: { level: 'warn', stream: log },
      publicUrl: 'http://127.0.0.1:3000',
    });
    try {
      const account = await signUp(local);
      expect((await forgot(account.email, local)).statusCode).toBe(202);
      let line: Record<string, unknown> | undefined;
      for (let i = 0; i < 50 && !line; i++) {
        await new Promise((r) => setTimeout(r, 50));
        line = log.lines.find((l) => l.mailTo === account.email);
      }
      expect(line?.msg).toBe('e-mail not sent (SMTP_URL is not set); its text follows');
      const token = /reset-password#token=([A-Za-z0-9_-]{43})/.exec(String(line?.body))?.[1];
      expect(token).toBeTruthy();
      expect((await reset(token ?? '', 'from the log passphrase', local)).statusCode).toBe(200);
    } finally {
      await local.close();
    }
  });
});
