import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, signUp, type TestAccount } from '../../test/harness.js';

// Every list the member reads comes in pages: conversations, a conversation's notes and "Shared
// with me". 50 by default, at most 100, with an opaque cursor to the next page.

let app: FastifyInstance;
let owner: TestAccount;
let reader: TestAccount;

beforeAll(async () => {
  app = await createTestApp();
  owner = await signUp(app, { firstName: 'Olivia' });
  reader = await signUp(app, { firstName: 'Rhea' });
});
afterAll(() => app.close());

const get = (account: TestAccount, url: string) =>
  app.inject({ method: 'GET', url, headers: bearer(account.token) });
const post = (account: TestAccount, url: string, payload: object) =>
  app.inject({ method: 'POST', url, headers: bearer(account.token), payload });

/** Every item of a paged list, page by page; the pages' sizes. */
async function readAll(account: TestAccount, url: string, key: string, limit?: number) {
  const items: { id?: string; sessionId?: string }[] = [];
  const sizes: number[] = [];
  let cursor: string | null = null;
  do {
    const params = new URLSearchParams();
    if (cursor) params.set('cursor', cursor);
    if (limit) params.set('limit', String(limit));
    const sep = url.includes('?') ? '&' : '?';
    const res = await get(account, `${url}${params.size ? sep + params : ''}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    items.push(...body[key]);
    sizes.push(body[key].length);
    cursor = body.nextCursor;
  } while (cursor && sizes.length < 20);
  return { items, sizes };
}

describe('paged lists', () => {
  it('conversations: 50 a page by default, every one exactly once, newest first', async () => {
    const member = await signUp(app);
    const made: string[] = [];
    for (let i = 0; i < 53; i++) {
      const sessionId = `p-${i}-${randomUUID().slice(0, 6)}`;
      made.push(sessionId);
      expect(
        (await post(member, '/api/conversations', { sessionId, agentId: 22 })).statusCode,
      ).toBe(201);
    }
    const first = (await get(member, '/api/conversations')).json();
    expect(first.conversations).toHaveLength(50);
    expect(typeof first.nextCursor).toBe('string');

    const { items, sizes } = await readAll(member, '/api/conversations', 'conversations');
    expect(sizes).toEqual([50, 3]);
    expect(items.map((c) => c.sessionId)).toEqual([...made].reverse());

    const small = await readAll(member, '/api/conversations?agentId=22', 'conversations', 20);
    expect(small.sizes).toEqual([20, 20, 13]);
    expect(new Set(small.items.map((c) => c.sessionId)).size).toBe(53);
  });

  it('a conversation\'s notes and "Shared with me" page the same way', async () => {
    const sessionId = `n-${randomUUID().slice(0, 8)}`;
    await post(owner, '/api/conversations', { sessionId, agentId: 22 });
    const made: string[] = [];
    for (let i = 0; i < 7; i++) {
      const res = await post(owner, `/api/conversations/${sessionId}/notes`, {
        title: `Note ${i}`,
        content: 'Keep going.',
        sharedWith: [reader.email],
      });
      expect(res.statusCode).toBe(201);
      made.push(res.json().note.id);
    }
    const own = await readAll(owner, `/api/conversations/${sessionId}/notes`, 'notes', 3);
    expect(own.sizes).toEqual([3, 3, 1]);
    expect(own.items.map((n) => n.id)).toEqual([...made].reverse());

    const shared = await readAll(reader, '/api/notes/shared', 'notes', 3);
    expect(shared.sizes).toEqual([3, 3, 1]);
    expect(shared.items.map((n) => n.id)).toEqual([...made].reverse());
    const all = (await get(reader, '/api/notes/shared')).json();
    expect(all).toMatchObject({ nextCursor: null });
    expect(all.notes).toHaveLength(7);
  });

  it('refuses a bad limit or cursor with a 400 that says what to send', async () => {
    const cases: Array<[string, string]> = [
      ['limit=0', 'limit must be a whole number from 1 to 100.'],
      ['limit=101', 'limit must be a whole number from 1 to 100.'],
      ['limit=2.5', 'limit must be a whole number from 1 to 100.'],
      ['limit=ten', 'limit must be a whole number from 1 to 100.'],
      ['cursor=abc', 'cursor is not valid: send the nextCursor of the previous page, unchanged.'],
      [
        `cursor=${Buffer.from("x'|1; drop table notes").toString('base64url')}`,
        'cursor is not valid: send the nextCursor of the previous page, unchanged.',
      ],
    ];
    for (const url of ['/api/conversations', '/api/notes/shared']) {
      for (const [query, message] of cases) {
        const res = await get(owner, `${url}?${query}`);
        expect(res.statusCode, `${url}?${query}`).toBe(400);
        expect(res.json().error).toBe(message);
      }
    }
  });
});
