import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createTestApp,
  signUp,
  type TestAccount,
  uniqueEmail,
} from '../../test/harness.js';

/** A clock the test moves by hand, shared by both instances. */
const clock = (() => {
  let now = 9_000_000;
  return {
    now: () => now,
    advance(ms: number) {
      now += ms;
    },
  };
})();

const CACHE_MS = 2_000;
let one: FastifyInstance;
let two: FastifyInstance;

beforeAll(async () => {
  // Two instances on one database, as behind a load balancer.
  one = await createTestApp({ clock, sessionCacheMs: CACHE_MS });
  two = await createTestApp({ clock, sessionCacheMs: CACHE_MS });
});
afterAll(async () => {
  await one.close();
  await two.close();
});

const me = (app: FastifyInstance, token: string) =>
  app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });

async function login(app: FastifyInstance, account: TestAccount, password = account.password) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: account.email, password },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().token as string;
}

const post = (app: FastifyInstance, url: string, token: string) =>
  app.inject({ method: 'POST', url, headers: bearer(token) });

describe('POST /api/auth/logout', () => {
  it('ends this session on the server: its token opens nothing, other sessions go on', async () => {
    const account = await signUp(one);
    const laptop = await login(one, account);
    const res = await post(one, '/api/auth/logout', account.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: 'You are signed out.' });
    const after = await me(one, account.token);
    expect(after.statusCode).toBe(401);
    expect(after.json().error).toBe('Your session has expired. Please log in again.');
    // A stolen copy cannot write either, nor log out again.
    expect((await post(one, '/api/auth/logout', account.token)).statusCode).toBe(401);
    expect((await me(one, laptop)).statusCode).toBe(200);
  });

  it('needs a session', async () => {
    const res = await one.inject({ method: 'POST', url: '/api/auth/logout' });
    expect(res.statusCode).toBe(401);
  });
});

describe('POST /api/auth/logout-everywhere', () => {
  it("ends every one of the member's sessions, the caller's too, and no one else's", async () => {
    const account = await signUp(one);
    const other = await signUp(one);
    const phone = await login(one, account);
    const tablet = await login(two, account);
    const res = await post(one, '/api/auth/logout-everywhere', account.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      message: 'Signed out everywhere: 3 sessions ended, this one included.',
      ended: 3,
    });
    for (const token of [account.token, phone, tablet]) {
      expect((await me(one, token)).statusCode).toBe(401);
      expect((await me(two, token)).statusCode).toBe(401);
    }
    expect((await me(one, other.token)).statusCode).toBe(200);
    // Signing in again works.
    expect((await me(one, await login(one, account))).statusCode).toBe(200);
  });
});

describe('revocation across instances', () => {
  it('a logout on one instance refuses writes on the other at once, reads within the bound', async () => {
    const account = await signUp(one);
    expect((await me(two, account.token)).statusCode).toBe(200); // remembered on `two`
    expect((await post(one, '/api/auth/logout', account.token)).statusCode).toBe(200);
    const write = await two.inject({
      method: 'PATCH',
      url: '/api/auth/profile',
      headers: bearer(account.token),
      payload: { firstName: 'Stolen', lastName: 'Token', email: account.email },
    });
    expect(write.statusCode).toBe(401);
    // The write re-read the session, so the other instance knows now.
    expect((await me(two, account.token)).statusCode).toBe(401);
  });

  it('a read on another instance is refused once its remembered row is older than 2 s', async () => {
    const account = await signUp(one);
    expect((await me(two, account.token)).statusCode).toBe(200); // remembered on `two`
    expect((await post(one, '/api/auth/logout-everywhere', account.token)).statusCode).toBe(200);
    clock.advance(CACHE_MS - 1);
    expect((await me(two, account.token)).statusCode).toBe(200); // the documented bound
    clock.advance(1);
    expect((await me(two, account.token)).statusCode).toBe(401);
  });

  it('on the instance that ended it, a session is refused at once, even for reads', async () => {
    const account = await signUp(one);
    expect((await me(one, account.token)).statusCode).toBe(200); // remembered on `one`
    expect((await post(one, '/api/auth/logout', account.token)).statusCode).toBe(200);
    expect((await me(one, account.token)).statusCode).toBe(401);
  });
});

describe('changes that end other sessions', () => {
  it('an e-mail change ends every other session; the caller keeps working', async () => {
    const account = await signUp(one);
    const stolen = await login(two, account);
    expect((await me(one, stolen)).statusCode).toBe(200); // remembered on `one`
    const email = uniqueEmail('moved');
    const res = await one.inject({
      method: 'PATCH',
      url: '/api/auth/profile',
      headers: bearer(account.token),
      payload: { firstName: 'Ada', lastName: 'Lovelace', email, currentPassword: account.password },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await me(one, stolen)).statusCode).toBe(401);
    expect((await me(one, account.token)).json().user.email).toBe(email);
  });

  it('a change of name alone ends no session', async () => {
    const account = await signUp(one);
    const other = await login(one, account);
    const res = await one.inject({
      method: 'PATCH',
      url: '/api/auth/profile',
      headers: bearer(account.token),
      payload: { firstName: 'Grace', lastName: 'Hopper', email: account.email.toUpperCase() },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await me(one, other)).statusCode).toBe(200);
  });

  it("a password change ends every session, the caller's old token too; the new one works", async () => {
    const account = await signUp(one);
    const other = await login(two, account);
    const res = await one.inject({
      method: 'PATCH',
      url: '/api/auth/password',
      headers: bearer(account.token),
      payload: {
        currentPassword: account.password,
        newPassword: 'a different passphrase',
        confirmPassword: 'a different passphrase',
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await me(one, other)).statusCode).toBe(401);
    expect((await me(one, account.token)).statusCode).toBe(401);
    expect((await me(two, res.json().token)).statusCode).toBe(200);
  });
});
