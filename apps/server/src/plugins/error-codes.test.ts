import { errorBodySchema } from '@facet/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, signUp, type TestAccount } from '../test/harness.js';

/** Every failed answer carries a machine-readable code beside the sentence for people. */
describe('error codes in the { error } body', () => {
  let app: FastifyInstance;
  let account: TestAccount;
  beforeAll(async () => {
    app = await createTestApp();
    account = await signUp(app);
  });
  afterAll(() => app.close());

  const codeOf = (body: string) => errorBodySchema.parse(JSON.parse(body)).code;

  it('names a field problem validation_failed', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'not an address', password: 'x' },
    });
    expect(res.statusCode).toBe(400);
    expect(codeOf(res.body)).toBe('validation_failed');
  });

  it('gives a missing token unauthorized and a malformed body bad_request', async () => {
    const noToken = await app.inject({ method: 'GET', url: '/api/conversations' });
    expect(noToken.statusCode).toBe(401);
    expect(codeOf(noToken.body)).toBe('unauthorized');

    const badJson = await app.inject({
      method: 'POST',
      url: '/api/conversations',
      headers: { ...bearer(account.token), 'content-type': 'application/json' },
      payload: '{"sessionId":',
    });
    expect(badJson.statusCode).toBe(400);
    expect(codeOf(badJson.body)).toBe('bad_request');
  });

  it('gives a missing conversation its own code, and any other missing thing not_found', async () => {
    const conversation = await app.inject({
      method: 'GET',
      url: '/api/conversations/never_made',
      headers: bearer(account.token),
    });
    expect(conversation.statusCode).toBe(404);
    expect(codeOf(conversation.body)).toBe('conversation_not_found');

    const file = await app.inject({
      method: 'DELETE',
      url: '/api/upload/files/00000000-0000-4000-8000-000000000000',
      headers: bearer(account.token),
    });
    expect(file.statusCode).toBe(404);
    expect(codeOf(file.body)).toBe('not_found');
  });
});
