import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOfflineCoach } from '../../ai/offline-coach.js';
import { chatTurn, messagesOf, sendChat } from '../../test/chat.js';
import { createTestApp, signUp, type TestAccount } from '../../test/harness.js';

let app: FastifyInstance;
let alice: TestAccount;
let bob: TestAccount;

beforeAll(async () => {
  app = await createTestApp({
    coach: createOfflineCoach({ wordDelayMs: 0 }),
    // These tests send many turns a minute; the budget is chat-limits.test.ts's subject.
    memberLimits: { chatMessagesPerMinute: 1000 },
  });
  alice = await signUp(app, { firstName: 'Alice' });
  bob = await signUp(app, { firstName: 'Bob' });
});
afterAll(async () => {
  await app.close();
});

const sid = () => `rw-${randomUUID().slice(0, 12)}`;
type Saved = { id: string; role: string; content: string; status: string };

/** A conversation of two exchanges with the CV coach; its saved messages. */
async function twoExchanges(token: string, sessionId: string): Promise<Saved[]> {
  await chatTurn(app, token, {
    sessionId,
    agentId: '1',
    content: 'How do I show impact on my CV?',
  });
  await chatTurn(app, token, { sessionId, content: 'And how long should my CV be?' });
  const saved: Saved[] = await messagesOf(app, token, sessionId);
  expect(saved.map((m) => m.role)).toEqual(['user', 'assistant', 'user', 'assistant']);
  return saved;
}

describe('regenerate: POST /api/chat with regenerate=true', () => {
  it('replaces the last reply with a new one for the same message, keeping earlier turns', async () => {
    const sessionId = sid();
    const before = await twoExchanges(alice.token, sessionId);
    const turn = await chatTurn(app, alice.token, { sessionId, regenerate: 'true' });
    expect(turn.res.statusCode).toBe(200);
    expect(turn.complete?.message?.content).toBe(turn.text);
    const after: Saved[] = await messagesOf(app, alice.token, sessionId);
    // Same four turns: the first three are the very same rows, the last reply is a new one.
    expect(after.map((m) => m.role)).toEqual(['user', 'assistant', 'user', 'assistant']);
    expect(after.slice(0, 3).map((m) => m.id)).toEqual(before.slice(0, 3).map((m) => m.id));
    expect(after[3]?.id).not.toBe(before[3]?.id);
    expect(after[3]?.content).toBe(turn.text);
    expect(after[3]?.status).toBe('complete');
  });

  it('refuses a conversation with nothing to answer again, and one that does not exist', async () => {
    const missing = await sendChat(app, alice.token, { sessionId: sid(), regenerate: 'true' });
    expect(missing.statusCode).toBe(404);
    const wrong = await sendChat(app, alice.token, { sessionId: sid(), regenerate: 'yes' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toBe('regenerate must be "true" or "false".');
  });

  it("never reaches another member's conversation", async () => {
    const sessionId = sid();
    await twoExchanges(alice.token, sessionId);
    const res = await sendChat(app, bob.token, { sessionId, regenerate: 'true' });
    expect(res.statusCode).toBe(404);
    expect((await messagesOf(app, alice.token, sessionId)).length).toBe(4);
  });
});

describe('edit and resend: POST /api/chat with editOf', () => {
  it('replaces the edited message and every later turn with the new message and its reply', async () => {
    const sessionId = sid();
    const before = await twoExchanges(alice.token, sessionId);
    const first = before[0] as Saved;
    const turn = await chatTurn(app, alice.token, {
      sessionId,
      editOf: first.id,
      content: 'What belongs in a CV summary?',
    });
    expect(turn.res.statusCode).toBe(200);
    const after: Saved[] = await messagesOf(app, alice.token, sessionId);
    expect(after.map((m) => m.role)).toEqual(['user', 'assistant']);
    expect(after[0]?.content).toBe('What belongs in a CV summary?');
    expect(after[1]?.content).toBe(turn.text);
    expect(after.some((m) => before.some((b) => b.id === m.id))).toBe(false);
  });

  it('keeps the turns before the edited message', async () => {
    const sessionId = sid();
    const before = await twoExchanges(alice.token, sessionId);
    await chatTurn(app, alice.token, {
      sessionId,
      editOf: (before[2] as Saved).id,
      content: 'Should my CV have a photo?',
    });
    const after: Saved[] = await messagesOf(app, alice.token, sessionId);
    expect(after.map((m) => m.id).slice(0, 2)).toEqual(before.slice(0, 2).map((m) => m.id));
    expect(after[2]?.content).toBe('Should my CV have a photo?');
    expect(after).toHaveLength(4);
  });

  it("refuses a reply's id, another member's message and a message of another conversation", async () => {
    const sessionId = sid();
    const mine = await twoExchanges(alice.token, sessionId);
    const other = await twoExchanges(alice.token, sid());
    const bobs = await twoExchanges(bob.token, sid());
    for (const editOf of [mine[1]?.id, other[0]?.id, bobs[0]?.id, randomUUID()]) {
      const res = await sendChat(app, alice.token, {
        sessionId,
        editOf: editOf as string,
        content: 'Edited',
      });
      expect(res.statusCode, editOf).toBe(404);
      expect(res.json().error).toBe('Message not found: only your own messages can be edited.');
    }
    const res = await sendChat(app, alice.token, { sessionId, editOf: 'not-an-id', content: 'x' });
    expect(res.statusCode).toBe(400);
    // Nothing was removed by the refusals.
    expect((await messagesOf(app, alice.token, sessionId)).map((m: Saved) => m.id)).toEqual(
      mine.map((m) => m.id),
    );
  });

  it('needs the new text', async () => {
    const sessionId = sid();
    const before = await twoExchanges(alice.token, sessionId);
    const res = await sendChat(app, alice.token, {
      sessionId,
      editOf: (before[0] as Saved).id,
      content: '  ',
    });
    expect(res.statusCode).toBe(400);
    expect((await messagesOf(app, alice.token, sessionId)).length).toBe(4);
  });
});
