import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLlmCoach } from '../../ai/llm-coach.js';
import { conversations, messages } from '../../db/schema/conversations.js';
import { FakeOpenAI } from '../../test/fake-openai.js';
import { bearer, createTestApp, signUp, testDatabase } from '../../test/harness.js';
import { multipartBody, parseSse } from '../../test/multipart.js';
import { SHUTDOWN_MESSAGE } from './chat.routes.js';

const fake = new FakeOpenAI();
beforeAll(() => fake.start());
afterAll(() => fake.stop());

/** An app of its own, listening on 127.0.0.1, since this test closes it. */
async function startApp(): Promise<{ app: FastifyInstance; baseUrl: string }> {
  const app = await createTestApp({
    coach: createLlmCoach({ provider: 'openai', apiKey: 'test-key', baseURL: fake.baseURL }),
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, baseUrl: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}` };
}

describe('chat during a shutdown', () => {
  it('a stream in flight stops its provider call, keeps the partial reply and tells the client', async () => {
    const { app, baseUrl } = await startApp();
    const alice = await signUp(app, { firstName: 'Alice' });
    fake.behaviour = { kind: 'hang', chunks: ['Here is a first', ' thought'] };
    const sessionId = `shutdown-${randomUUID().slice(0, 8)}`;
    const { payload, headers } = await multipartBody({
      sessionId,
      agentId: '1',
      content: 'A long question',
    });
    const response = await fetch(`${baseUrl}/api/chat`, {
      method: 'POST',
      body: payload,
      headers: { ...headers, ...bearer(alice.token) },
    });
    const reader = response.body!.getReader();
    let received = '';
    while (!received.includes(' thought')) {
      const { value, done } = await reader.read();
      if (done) throw new Error(`stream ended early: ${received}`);
      received += new TextDecoder().decode(value);
    }

    // The provider never finishes; closing must not wait for it.
    const closed = app.close();
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      received += new TextDecoder().decode(value);
    }
    await closed;

    const events = parseSse(received);
    expect(events.at(-1)).toEqual({ type: 'error', error: SHUTDOWN_MESSAGE });
    expect(await fake.requests.find((r) => r.body.stream)?.aborted).toBe(true);

    const { db } = await testDatabase();
    const [conversation] = await db
      .select()
      .from(conversations)
      .where(and(eq(conversations.userId, alice.user.id), eq(conversations.sessionId, sessionId)));
    const stored = await db
      .select()
      .from(messages)
      .where(eq(messages.conversationId, conversation!.id))
      .orderBy(asc(messages.seq));
    expect(stored.map((m) => [m.role, m.content, m.status])).toEqual([
      ['user', 'A long question', 'complete'],
      ['assistant', 'Here is a first thought', 'incomplete'],
    ]);
  });
});
