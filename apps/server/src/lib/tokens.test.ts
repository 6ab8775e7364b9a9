import type { FastifyInstance } from 'fastify';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createTestApp,
  signUp,
  TEST_JWT_SECRET,
  type TestAccount,
} from '../test/harness.js';
import { createTokenService, TOKEN_LIFETIME_SECONDS } from './tokens.js';

let app: FastifyInstance;
let account: TestAccount;
/** The account's session (the row its token names). */
let sessionId: string;
beforeAll(async () => {
  app = await createTestApp();
  account = await signUp(app);
  sessionId = (await createTokenService(TEST_JWT_SECRET).verify(account.token))?.sessionId ?? '';
});
afterAll(() => app.close());

const key = new TextEncoder().encode(TEST_JWT_SECRET);
const now = () => Math.floor(Date.now() / 1000);

/** A token signed with the app's own secret, with exactly the time claims given. */
function ownToken(times: { iat?: number; exp?: number }) {
  const jwt = new SignJWT({ sid: sessionId })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(account.user.id)
    .setIssuer('facet')
    .setAudience('facet-web');
  if (times.iat !== undefined) jwt.setIssuedAt(times.iat);
  if (times.exp !== undefined) jwt.setExpirationTime(times.exp);
  return jwt.sign(key);
}

const me = (token: string) =>
  app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });

describe('token verification', () => {
  it('accepts the tokens it issues, within the 7-day policy', async () => {
    const tokens = createTokenService(TEST_JWT_SECRET);
    const token = await tokens.issue({ userId: account.user.id, sessionId });
    expect(await tokens.verify(token)).toEqual({ userId: account.user.id, sessionId });
    expect((await me(token)).statusCode).toBe(200);
    const week = await ownToken({ iat: now(), exp: now() + TOKEN_LIFETIME_SECONDS });
    expect((await me(week)).statusCode).toBe(200);
  });

  it('refuses a token from before server-side sessions (no session id)', async () => {
    const legacy = await new SignJWT({ sv: 1 })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(account.user.id)
      .setIssuer('facet')
      .setAudience('facet-web')
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(key);
    expect((await me(legacy)).statusCode).toBe(401);
  });

  it('refuses a token naming a session of another member', async () => {
    const other = await signUp(app);
    const tokens = createTokenService(TEST_JWT_SECRET);
    const forged = await tokens.issue({ userId: other.user.id, sessionId });
    expect((await me(forged)).statusCode).toBe(401);
  });

  it('refuses a correctly signed token without an expiry (401)', async () => {
    const res = await me(await ownToken({ iat: now() }));
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ error: 'Your session has expired. Please log in again.' });
  });

  it('refuses a token without an issue time, or issued in the future', async () => {
    expect((await me(await ownToken({ exp: now() + 3600 }))).statusCode).toBe(401);
    const future = await ownToken({ iat: now() + 3600, exp: now() + 7200 });
    expect((await me(future)).statusCode).toBe(401);
  });

  it('refuses a token meant to live longer than the 7-day policy', async () => {
    const year = await ownToken({ iat: now(), exp: now() + 365 * 24 * 3600 });
    expect((await me(year)).statusCode).toBe(401);
    const eightDays = await ownToken({ iat: now(), exp: now() + 8 * 24 * 3600 });
    expect((await me(eightDays)).statusCode).toBe(401);
  });
});
