import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from '../../lib/clock.js';
import { PostgresLimiterStore } from '../../lib/postgres-limiter-store.js';
import { messagesOf, sendChat } from '../../test/chat.js';
import { FakeOpenAI } from '../../test/fake-openai.js';
import {
  bearer,
  createTestApp,
  signUp,
  type TestAccount,
  testDatabase,
} from '../../test/harness.js';
import { type Instance, startInstance, stopInstance } from '../../test/instances.js';
import { multipartBody } from '../../test/multipart.js';
import { readEventStream } from '../../test/on-demand-coach.js';

const fake = new FakeOpenAI();
beforeAll(() => fake.start());
afterAll(() => fake.stop());

const sid = () => `limits-${randomUUID().slice(0, 8)}`;

const apps: FastifyInstance[] = [];
const instances: Instance[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((a) => a.close()));
  await Promise.all(instances.splice(0).map(stopInstance));
});

describe('chat: messages per member per minute', () => {
  it('answers the message past the limit with 429, the limit and when to send again, and saves nothing', async () => {
    fake.reset({ kind: 'stream', chunks: ['Fine.'] });
    const app = await createTestApp({
      coach: fake.coach(),
      memberLimits: { chatMessagesPerMinute: 3 },
    });
    apps.push(app);
    const alice = await signUp(app);
    const bob = await signUp(app);
    const sessionId = sid();
    for (let i = 0; i < 3; i++) {
      const ok = await sendChat(app, alice.token, { sessionId, content: `Question ${i}` });
      expect(ok.statusCode).toBe(200);
    }
    const refused = await sendChat(app, alice.token, { sessionId, content: 'One too many' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toMatch(
      /^You have sent 3 messages in the last minute, the most Facet takes\. Please send again in \d+ seconds?\.$/,
    );
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    const saved = await messagesOf(app, alice.token, sessionId);
    expect(saved.filter((m) => m.role === 'user').map((m) => m.content)).toEqual([
      'Question 0',
      'Question 1',
      'Question 2',
    ]);
    // Another member's budget is their own.
    expect((await sendChat(app, bob.token, { sessionId: sid(), content: 'Hi' })).statusCode).toBe(
      200,
    );
  });

  it('is one budget for every instance sharing the limiter store', async () => {
    fake.reset({ kind: 'stream', chunks: ['Fine.'] });
    const { db } = await testDatabase();
    for (let i = 0; i < 2; i++) {
      apps.push(
        await createTestApp({
          coach: fake.coach(),
          limiterStore: new PostgresLimiterStore(db, systemClock),
          memberLimits: { chatMessagesPerMinute: 3 },
        }),
      );
    }
    const [a, b] = apps as [FastifyInstance, FastifyInstance];
    const alice = await signUp(a);
    const answers: number[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await sendChat(i % 2 === 0 ? a : b, alice.token, {
        sessionId: sid(),
        content: `Question ${i}`,
      });
      answers.push(res.statusCode);
    }
    expect(answers).toEqual([200, 200, 200, 429]);
  });
});

async function startHeldReply(url: string, account: TestAccount, sessionId: string) {
  const { payload, headers } = await multipartBody({ sessionId, content: 'Tell me everything' });
  const stream = await readEventStream(`${url}/api/chat`, {
    method: 'POST',
    body: new Uint8Array(payload),
    headers: { ...headers, ...bearer(account.token) },
  });
  expect(stream.status).toBe(200);
  await stream.until((events) => events.some((e) => e.type === 'chunk'));
  return stream;
}

/** Waits until the conversation's reply has its row (status streaming), as the database sees it. */
async function untilStreamingRow(app: FastifyInstance, account: TestAccount, sessionId: string) {
  for (;;) {
    const listed = await messagesOf(app, account.token, sessionId);
    if (listed.some((m) => m.status === 'streaming')) return;
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe('chat: replies in flight per member', () => {
  it('refuses a fourth reply while three go on after their clients left, and takes one again once a reply ends', async () => {
    // Each reply streams a word, then holds the provider stream open until it is stopped.
    fake.reset({ kind: 'hang', chunks: ['Thinking'] });
    const a = await startInstance({ coach: fake.coach() });
    instances.push(a);
    const carol = await signUp(a.app);
    const sessions = [sid(), sid(), sid()];
    for (const sessionId of sessions) {
      const stream = await startHeldReply(a.url, carol, sessionId);
      stream.close(); // the client leaves; the reply goes on
    }

    const refused = await sendChat(a.app, carol.token, { sessionId: sid(), content: 'Fourth' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toBe(
      'You already have 3 replies being written, the most at once. Wait for one to finish (or stop one), then send again.',
    );
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another member is not held back by Carol's replies.
    const dave = await signUp(a.app);
    fake.behaviour = { kind: 'stream', chunks: ['Hello'] };
    expect(
      (await sendChat(a.app, dave.token, { sessionId: sid(), content: 'Hi' })).statusCode,
    ).toBe(200);

    // A Stop ends one of Carol's replies: its slot is free again.
    const stop = await a.app.inject({
      method: 'POST',
      url: `/api/chat/${sessions[0]}/stop`,
      headers: bearer(carol.token),
    });
    expect(stop.statusCode).toBe(200);
    let again = await sendChat(a.app, carol.token, { sessionId: sid(), content: 'Now?' });
    for (let i = 0; again.statusCode === 429 && i < 50; i++) {
      await new Promise((r) => setTimeout(r, 20));
      again = await sendChat(a.app, carol.token, { sessionId: sid(), content: 'Now?' });
    }
    expect(again.statusCode).toBe(200);
  });

  it('counts the replies another instance is writing', async () => {
    fake.reset({ kind: 'hang', chunks: ['Thinking'] });
    const a = await startInstance({ coach: fake.coach() });
    // B answers with the offline coach: a send it took would complete at once.
    const b = await startInstance();
    instances.push(a, b);
    const erin = await signUp(a.app);
    for (const sessionId of [sid(), sid(), sid()]) {
      const stream = await startHeldReply(a.url, erin, sessionId);
      await untilStreamingRow(a.app, erin, sessionId);
      stream.close();
    }
    const refused = await sendChat(b.app, erin.token, { sessionId: sid(), content: 'Via B' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toContain('You already have 3 replies being written');
  });
});
