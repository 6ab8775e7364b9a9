import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createTestApp,
  signUp,
  type TestAccount,
  testDatabase,
} from '../../test/harness.js';
import { createConversationsRepository, searchQuery } from './conversations.repository.js';

let app: FastifyInstance;
let alice: TestAccount;
let bob: TestAccount;

beforeAll(async () => {
  app = await createTestApp();
  alice = await signUp(app);
  bob = await signUp(app);
});
afterAll(async () => {
  await app.close();
});

/** A conversation of `who` with this title and these messages (user, assistant, …). */
async function conversation(who: TestAccount, title: string, texts: string[] = []) {
  const sessionId = `s-${randomUUID().slice(0, 12)}`;
  const res = await app.inject({
    method: 'POST',
    url: '/api/conversations',
    headers: bearer(who.token),
    payload: { sessionId, agentId: 1, title },
  });
  expect(res.statusCode).toBe(201);
  const repo = createConversationsRepository((await testDatabase()).db);
  const row = await repo.find(who.user.id, sessionId);
  for (const [index, content] of texts.entries()) {
    await repo.addMessage({
      userId: who.user.id,
      conversationId: row!.id,
      role: index % 2 === 0 ? 'user' : 'assistant',
      content,
    });
  }
  return sessionId;
}

async function search(who: TestAccount, q: string, extra = '') {
  const res = await app.inject({
    method: 'GET',
    url: `/api/conversations?q=${encodeURIComponent(q)}${extra}`,
    headers: bearer(who.token),
  });
  return res;
}
const sessions = async (who: TestAccount, q: string, extra = '') =>
  ((await search(who, q, extra)).json().conversations as { sessionId: string }[]).map(
    (c) => c.sessionId,
  );

describe('GET /api/conversations?q= (search by title and message text)', () => {
  it('finds conversations by the title or a message holding every word (by word start)', async () => {
    const tag = `zq${randomUUID().slice(0, 6)}`;
    const byTitle = await conversation(alice, `Salary ${tag} talk`);
    const byMessage = await conversation(alice, 'Chat with Career CV Assistant', [
      `How do I prepare for the ${tag} interview next week?`,
      'Start with the three stories you want them to remember.',
    ]);
    const neither = await conversation(alice, 'Other things', ['Nothing to see here.']);

    const found = await sessions(alice, tag);
    expect(found.sort()).toEqual([byTitle, byMessage].sort());
    // A word's start is enough; all words are found together, in the title or in one message.
    expect(await sessions(alice, `${tag} interv`)).toEqual([byMessage]);
    expect(await sessions(alice, 'three stories remem')).toContain(byMessage);
    expect(await sessions(alice, `${tag} remember`)).toEqual([]);
    // Every word is needed.
    expect(await sessions(alice, `${tag} unrelatedword`)).toEqual([]);
    expect(found).not.toContain(neither);
  });

  it("never finds another member's conversations", async () => {
    const tag = `zq${randomUUID().slice(0, 6)}`;
    await conversation(bob, `Bob ${tag}`, [`Bob's ${tag} plan`]);
    expect(await sessions(alice, tag)).toEqual([]);
    expect(await sessions(bob, tag)).toHaveLength(1);
  });

  it('pages the results and keeps the agent filter', async () => {
    const tag = `zq${randomUUID().slice(0, 6)}`;
    for (let i = 0; i < 3; i += 1) await conversation(alice, `Note ${i}`, [`about ${tag}`]);
    const first = (await search(alice, tag, '&limit=2')).json();
    expect(first.conversations).toHaveLength(2);
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = (
      await search(alice, tag, `&limit=2&cursor=${encodeURIComponent(first.nextCursor)}`)
    ).json();
    expect(second.conversations).toHaveLength(1);
    expect(second.nextCursor).toBeNull();
    expect(await sessions(alice, tag, '&agentId=22')).toEqual([]);
  });

  it('treats operators and punctuation as text, and refuses an overlong search', async () => {
    const tag = `zq${randomUUID().slice(0, 6)}`;
    const one = await conversation(alice, `Plan ${tag}`);
    for (const q of [`${tag} & !`, `(${tag}):*`, `'${tag}' |`, `${tag} <-> `]) {
      const res = await search(alice, q);
      expect(res.statusCode, q).toBe(200);
      expect(res.json().conversations.map((c: { sessionId: string }) => c.sessionId)).toEqual([
        one,
      ]);
    }
    // Nothing to search for: nothing found.
    expect((await search(alice, '&&& !!!')).json()).toEqual({
      conversations: [],
      nextCursor: null,
    });
    // Empty is no search at all.
    expect((await search(alice, '')).json().conversations.length).toBeGreaterThan(0);
    const long = await search(alice, 'a'.repeat(201));
    expect(long.statusCode).toBe(400);
    expect(long.json().error).toBe('q must be at most 200 characters.');
  });
});

describe('searchQuery', () => {
  it('keeps words only, lower case, each as a prefix, all required', () => {
    expect(searchQuery('Interview  PREP!')).toBe('interview:* & prep:*');
    expect(searchQuery("don't")).toBe('don:* & t:*');
    expect(searchQuery('Café über 2026')).toBe('café:* & über:* & 2026:*');
    expect(searchQuery(' :* & | ! ( ) ')).toBeNull();
  });
});
