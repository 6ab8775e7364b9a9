import { randomUUID } from 'node:crypto';
import { errorBodySchema } from '@facet/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOfflineCoach } from './ai/offline-coach.js';
import { sendChat } from './test/chat.js';
import { bearer, createTestApp, signUp, type TestAccount, uniqueEmail } from './test/harness.js';

let app: FastifyInstance;
let account: TestAccount;
let sessionId: string;
let noteId: string;

beforeAll(async () => {
  app = await createTestApp({ coach: createOfflineCoach({ wordDelayMs: 0 }) });
  account = await signUp(app);
  sessionId = `hyg-${randomUUID().slice(0, 8)}`;
  const created = await app.inject({
    method: 'POST',
    url: '/api/conversations',
    headers: bearer(account.token),
    payload: { sessionId, agentId: 1, title: 'Hygiene' },
  });
  expect(created.statusCode).toBe(201);
  const note = await app.inject({
    method: 'POST',
    url: `/api/conversations/${sessionId}/notes`,
    headers: bearer(account.token),
    payload: { title: 'A note', content: 'Some words.' },
  });
  expect(note.statusCode).toBe(201);
  noteId = note.json().note.id;
});
afterAll(() => app.close());

/** A 400 in the error shape whose message names the field and the control character. */
function expectRefused(res: { statusCode: number; json(): unknown }, field: RegExp) {
  expect(res.statusCode).toBe(400);
  const body = errorBodySchema.parse(res.json());
  expect(body.error).toMatch(field);
  expect(body.error).toMatch(/control character \(U\+0000\)|one line|broken character/);
}

const NUL = 'a\u0000b';

describe('control characters in text fields are refused with a 400 naming the field', () => {
  it('signup: first name, last name, e-mail and LinkedIn URL', async () => {
    const base = {
      email: uniqueEmail(),
      password: 'correct horse battery',
      firstName: 'Ada',
      lastName: 'Lovelace',
    };
    const cases: Array<[Record<string, string>, RegExp]> = [
      [{ firstName: NUL }, /^First name contains a control character/],
      [{ lastName: NUL }, /^Last name contains a control character/],
      [{ email: `a${'\u0000'}@example.com` }, /^Email contains a control character/],
      [{ linkedinUrl: `https://www.linkedin.com/in/${NUL}` }, /^LinkedIn URL contains/],
    ];
    for (const [override, message] of cases) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/auth/signup',
        payload: { ...base, ...override },
      });
      expectRefused(res, message);
    }
  });

  it('profile update: names', async () => {
    const res = await app.inject({
      method: 'PATCH',
      url: '/api/auth/profile',
      headers: bearer(account.token),
      payload: { firstName: NUL, lastName: 'Lovelace', email: account.email },
    });
    expectRefused(res, /^First name contains a control character/);
  });

  it('conversations: title on create and update, system prompt', async () => {
    const create = await app.inject({
      method: 'POST',
      url: '/api/conversations',
      headers: bearer(account.token),
      payload: { sessionId: `hyg-${randomUUID().slice(0, 8)}`, title: NUL },
    });
    expectRefused(create, /^The title contains a control character/);
    for (const payload of [{ title: NUL }, { systemPrompt: `Be kind.${'\u0000'}` }]) {
      const res = await app.inject({
        method: 'PATCH',
        url: `/api/conversations/${sessionId}`,
        headers: bearer(account.token),
        payload,
      });
      expectRefused(res, /^The (title|system prompt) contains a control character/);
    }
  });

  it('notes: title, content, tags and share lists, on create and update', async () => {
    const url = `/api/conversations/${sessionId}/notes`;
    const valid = { title: 'T', content: 'C' };
    const cases: Array<[Record<string, unknown>, RegExp]> = [
      [{ title: NUL }, /^The title contains/],
      [{ content: NUL }, /^The note contains/],
      [{ tags: [NUL] }, /^A tag contains/],
      [{ sharedWith: [`x${'\u0000'}@example.com`] }, /^An e-mail address in sharedWith contains/],
    ];
    for (const [override, message] of cases) {
      const created = await app.inject({
        method: 'POST',
        url,
        headers: bearer(account.token),
        payload: { ...valid, ...override },
      });
      expectRefused(created, message);
      const updated = await app.inject({
        method: 'PATCH',
        url: `${url}/${noteId}`,
        headers: bearer(account.token),
        payload: override,
      });
      expectRefused(updated, message);
    }
  });

  it('chat: the message content sent as a multipart field', async () => {
    const res = await sendChat(app, account.token, { sessionId, content: `Hello ${NUL}` });
    expectRefused(res, /^Your message contains a control character/);
    // Nothing was saved for the refused message.
    const messages = await app.inject({
      method: 'GET',
      url: `/api/messages/${sessionId}`,
      headers: bearer(account.token),
    });
    expect(messages.json().messages).toEqual([]);
  });

  it('a NUL in a path parameter is a clear 400, not a failed query', async () => {
    for (const url of [
      `/api/conversations/a%00b/notes`,
      `/api/conversations/a%00b/notes/${noteId}`,
      `/api/conversations/a%00b`,
    ]) {
      const res = await app.inject({ method: 'GET', url, headers: bearer(account.token) });
      expect([400, 404], url).toContain(res.statusCode);
      errorBodySchema.parse(res.json());
    }
    const patch = await app.inject({
      method: 'PATCH',
      url: `/api/conversations/a%00b/notes/${noteId}`,
      headers: bearer(account.token),
      payload: { title: 'x' },
    });
    expect(patch.statusCode).toBe(400);
  });
});

describe('what text fields still accept', () => {
  it('keeps line breaks and tabs in multi-line fields, and any script or emoji', async () => {
    const content = 'Line one\r\n\tLine two — ünïcødé, 日本語, 👩🏽‍💻';
    const res = await app.inject({
      method: 'POST',
      url: `/api/conversations/${sessionId}/notes`,
      headers: bearer(account.token),
      payload: { title: 'Ça va 👍', content },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().note).toMatchObject({ title: 'Ça va 👍', content });
  });

  it('refuses a line break inside a one-line field but trims one at its ends', async () => {
    const inside = await app.inject({
      method: 'PATCH',
      url: `/api/conversations/${sessionId}`,
      headers: bearer(account.token),
      payload: { title: 'Two\nlines' },
    });
    expect(inside.statusCode).toBe(400);
    expect(inside.json().error).toBe('The title must be on one line.');
    const ends = await app.inject({
      method: 'PATCH',
      url: `/api/conversations/${sessionId}`,
      headers: bearer(account.token),
      payload: { title: '\nHygiene\n' },
    });
    expect(ends.statusCode).toBe(200);
    expect(ends.json().conversation.title).toBe('Hygiene');
  });

  it('refuses an unpaired surrogate sent as a JSON escape', async () => {
    const res = await app.inject({
      method: 'PATCH',
      url: `/api/conversations/${sessionId}`,
      headers: { ...bearer(account.token), 'content-type': 'application/json' },
      payload: '{"title":"broken \\ud800 half"}',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/^The title contains a broken character \(U\+D800/);
  });

  it('keeps passwords as typed: they are hashed, never stored or shown', async () => {
    const password = 'pass\u0000word\tok';
    const created = await signUp(app, { password });
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: created.email, password },
    });
    expect(login.statusCode).toBe(200);
  });

  it('refuses an agent id beyond any stored id with a 400, not a failed query', async () => {
    const list = await app.inject({
      method: 'GET',
      url: '/api/conversations?agentId=99999999999',
      headers: bearer(account.token),
    });
    expect(list.statusCode).toBe(400);
    expect(list.json().error).toMatch(/agentId/);
    const create = await app.inject({
      method: 'POST',
      url: '/api/conversations',
      headers: bearer(account.token),
      payload: { sessionId: `hyg-${randomUUID().slice(0, 8)}`, agentId: 2 ** 40 },
    });
    expect(create.statusCode).toBe(400);
  });
});

describe('requests the router or parser refuse, in the error shape', () => {
  it('a JSON body that is not an object', async () => {
    for (const payload of ['null', '[1, 2]', '"text"', '42']) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(res.statusCode, payload).toBe(400);
      expect(res.json().error).toBe('The request body must be a JSON object.');
    }
  });

  it('a malformed %-escape in the path, and a path segment past any id length', async () => {
    const bad = await app.inject({
      method: 'GET',
      url: '/api/conversations/%E0%A4%A',
      headers: bearer(account.token),
    });
    expect(bad.statusCode).toBe(400);
    expect(errorBodySchema.strict().parse(bad.json()).error).toMatch(/malformed %-escape/);
    const long = await app.inject({
      method: 'GET',
      url: `/api/conversations/${'a'.repeat(300)}`,
      headers: bearer(account.token),
    });
    expect(long.statusCode).toBe(414);
    expect(errorBodySchema.strict().parse(long.json()).error).toBe(
      'Part of this address is too long.',
    );
    // Within the router's limit, the route's own validation names the field.
    const over = await app.inject({
      method: 'GET',
      url: `/api/conversations/${'a'.repeat(129)}`,
      headers: bearer(account.token),
    });
    expect(over.statusCode).toBe(400);
    expect(over.json().error).toBe('sessionId must be at most 128 characters.');
  });

  it('a temperature too small for the database is stored as its step (0)', async () => {
    const res = await app.inject({
      method: 'PATCH',
      url: `/api/conversations/${sessionId}`,
      headers: bearer(account.token),
      payload: { temperature: 6.4e-323 },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().conversation.temperature).toBe(0);
  });
});
