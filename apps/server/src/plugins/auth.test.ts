import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema/users.js';
import { bearer, createTestApp, signUp, type TestAccount, testDatabase } from '../test/harness.js';

/** A clock the test moves by hand, shared by both instances. */
const clock = (() => {
  let now = 5_000_000;
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
  // Two instances of the server on one database, as behind a load balancer.
  one = await createTestApp({ clock, sessionCacheMs: CACHE_MS });
  two = await createTestApp({ clock, sessionCacheMs: CACHE_MS });
});

/** A write to the user row that no instance's cache hears of (as if made elsewhere). */
async function renameBehindTheCache(userId: string, firstName: string) {
  const { db } = await testDatabase();
  await db.update(users).set({ firstName }).where(eq(users.id, userId));
}
afterAll(async () => {
  await one.close();
  await two.close();
});

const me = (app: FastifyInstance, token: string) =>
  app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });

async function changePassword(app: FastifyInstance, account: TestAccount, newPassword: string) {
  const res = await app.inject({
    method: 'PATCH',
    url: '/api/auth/password',
    headers: bearer(account.token),
    payload: {
      currentPassword: account.password,
      newPassword,
      confirmPassword: newPassword,
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().token as string;
}

describe('the session check cache', () => {
  it('reuses a session row for reads within its age, and reads it again after', async () => {
    const account = await signUp(one);
    const name = async () => (await me(two, account.token)).json().user.firstName;
    expect(await name()).toBe('Ada');
    await renameBehindTheCache(account.user.id, 'Augusta');
    clock.advance(CACHE_MS - 1);
    expect(await name()).toBe('Ada');
    clock.advance(1);
    expect(await name()).toBe('Augusta');
  });

  it('ends older sessions at once on the instance where the password changed', async () => {
    const account = await signUp(one);
    expect((await me(one, account.token)).statusCode).toBe(200);
    const fresh = await changePassword(one, account, 'a brand new passphrase');
    const old = await me(one, account.token);
    expect(old.statusCode).toBe(401);
    expect(old.json().error).toBe('Your session has expired. Please log in again.');
    expect((await me(one, fresh)).statusCode).toBe(200);
  });

  it('ends them on every other instance once the remembered row is older than the bound', async () => {
    const account = await signUp(one);
    expect((await me(two, account.token)).statusCode).toBe(200); // remembered on `two`
    await changePassword(one, account, 'another new passphrase');
    clock.advance(CACHE_MS);
    expect((await me(two, account.token)).statusCode).toBe(401);
  });

  it('checks a request that changes something against the database, on every instance', async () => {
    const account = await signUp(one);
    expect((await me(two, account.token)).statusCode).toBe(200); // remembered on `two`
    const fresh = await changePassword(one, account, 'yet another passphrase');
    const write = await two.inject({
      method: 'PATCH',
      url: '/api/auth/profile',
      headers: bearer(account.token),
      payload: { firstName: 'Old', lastName: 'Session', email: account.email },
    });
    expect(write.statusCode).toBe(401);
    // The new token works everywhere straight away.
    expect((await me(two, fresh)).statusCode).toBe(200);
  });

  it('accepts a token newer than the remembered row at once (a password changed elsewhere)', async () => {
    const account = await signUp(one);
    expect((await me(two, account.token)).statusCode).toBe(200); // remembered on `two`
    const fresh = await changePassword(one, account, 'one more passphrase');
    expect((await me(two, fresh)).statusCode).toBe(200);
  });

  it('shows a profile change made on this instance at once', async () => {
    const account = await signUp(one);
    expect((await me(one, account.token)).json().user.firstName).toBe('Ada');
    const res = await one.inject({
      method: 'PATCH',
      url: '/api/auth/profile',
      headers: bearer(account.token),
      payload: { firstName: 'Grace', lastName: 'Hopper', email: account.email },
    });
    expect(res.statusCode).toBe(200);
    expect((await me(one, account.token)).json().user.firstName).toBe('Grace');
  });
});
