import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { PostgresLimiterStore } from '../../lib/postgres-limiter-store.js';
import {
  bearer,
  createTestApp,
  signUp,
  type TestAccount,
  testDatabase,
} from '../../test/harness.js';

// Sharing a note and changing one's e-mail look addresses up among the accounts. Each member has
// a budget of such lookups, counted where the login limits are, so nobody can test thousands of
// addresses for accounts.

const apps: FastifyInstance[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((a) => a.close()));
});

const addresses = (n: number) =>
  Array.from({ length: n }, () => `probe-${randomUUID().slice(0, 8)}@example.com`);

function client(app: FastifyInstance, account: TestAccount) {
  const call = (method: 'POST' | 'PATCH', url: string, payload: object) =>
    app.inject({ method, url, headers: bearer(account.token), payload });
  return {
    async conversation() {
      const sessionId = `s-${randomUUID().slice(0, 8)}`;
      await call('POST', '/api/conversations', { sessionId, agentId: 22 });
      return sessionId;
    },
    share: (sessionId: string, sharedWith: string[], collaborators: string[] = []) =>
      call('POST', `/api/conversations/${sessionId}/notes`, {
        title: 'Plan',
        content: 'Ask for a raise.',
        sharedWith,
        collaborators,
      }),
    edit: (sessionId: string, noteId: string, body: object) =>
      call('PATCH', `/api/conversations/${sessionId}/notes/${noteId}`, body),
    changeEmail: (email: string) =>
      call('PATCH', '/api/auth/profile', {
        firstName: 'Ada',
        lastName: 'Lovelace',
        email,
        currentPassword: account.password,
      }),
  };
}

const LIMIT_MESSAGE =
  /^You have checked too many e-mail addresses: at most 100 new addresses in an hour, when sharing notes or changing your e-mail\. Please wait 60 minutes and try again\.$/;

describe('account lookups per member', () => {
  it('stops a member after 100 new addresses an hour, with a 429 naming the limit', async () => {
    const app = await createTestApp();
    apps.push(app);
    const prober = await signUp(app);
    const friend = await signUp(app);
    const api = client(app, prober);
    const sessionId = await api.conversation();

    // 1 + 49 + 50 new addresses: the whole budget, answered as usual.
    const kept = await api.share(sessionId, [friend.email]);
    expect(kept.statusCode).toBe(201);
    const first = await api.share(sessionId, addresses(49), addresses(50));
    expect(first.statusCode).toBe(201);
    // The next new address is refused, and nothing is saved.
    const refused = await api.share(sessionId, addresses(1));
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      error: expect.stringMatching(LIMIT_MESSAGE),
      code: 'rate_limited',
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3500);

    // Saving a note with the people it is already shared with costs nothing.
    const again = await api.edit(sessionId, kept.json().note.id, {
      title: 'Plan B',
      sharedWith: [friend.email],
    });
    expect(again.statusCode).toBe(200);
    // An e-mail change spends from the same budget.
    const moved = await api.changeEmail(`moved-${randomUUID().slice(0, 8)}@example.com`);
    expect(moved.statusCode).toBe(429);
    expect(moved.json().error).toMatch(LIMIT_MESSAGE);

    // Another member has a budget of their own.
    const other = client(app, await signUp(app));
    expect((await other.share(await other.conversation(), addresses(10))).statusCode).toBe(201);
  });

  it('one budget across instances sharing a limiter store, and it opens again after the window', async () => {
    const { db } = await testDatabase();
    let now = Date.now();
    const clock = { now: () => now };
    const limits = { accountLookups: 5 };
    for (let i = 0; i < 2; i++) {
      apps.push(
        await createTestApp({
          clock,
          limiterStore: new PostgresLimiterStore(db, clock),
          authLimits: limits,
        }),
      );
    }
    const [a, b] = apps as [FastifyInstance, FastifyInstance];
    const prober = await signUp(a);
    const onA = client(a, prober);
    const onB = client(b, prober);
    const sessionId = await onA.conversation();

    expect((await onA.share(sessionId, addresses(3))).statusCode).toBe(201);
    expect((await onB.share(sessionId, addresses(2))).statusCode).toBe(201);
    const refused = await onA.share(sessionId, addresses(1));
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toMatch(/at most 5 new addresses in an hour/);
    expect((await onB.changeEmail(`m-${randomUUID().slice(0, 8)}@example.com`)).statusCode).toBe(
      429,
    );

    now += 60 * 60 * 1000 + 1;
    expect((await onB.share(sessionId, addresses(1))).statusCode).toBe(201);
  });
});
