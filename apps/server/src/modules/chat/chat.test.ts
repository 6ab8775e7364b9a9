import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOfflineCoach } from '../../ai/offline-coach.js';
import { conversationOf, messagesOf, readSse, sendChat } from '../../test/chat.js';
import { bearer, createTestApp, signUp, type TestAccount } from '../../test/harness.js';
import { type multipartBody, parseSse } from '../../test/multipart.js';

let app: FastifyInstance;
let alice: TestAccount;
let bob: TestAccount;

beforeAll(async () => {
  app = await createTestApp({ coach: createOfflineCoach({ wordDelayMs: 0 }) });
  alice = await signUp(app, { firstName: 'Alice' });
  bob = await signUp(app, { firstName: 'Bob' });
});
afterAll(async () => {
  await app.close();
});

const sid = () => `${Date.now()}-${randomUUID().slice(0, 8)}`;
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

describe('POST /api/chat with the offline coach', () => {
  it('streams chunks then a complete message, creating the conversation with the given agent', async () => {
    const sessionId = sid();
    const res = await sendChat(app, alice.token, {
      sessionId,
      agentId: '1',
      content:
        'I feel stuck in my job. How can I make my CV show my impact before I apply for a promotion?',
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/event-stream/);
    const events = parseSse(res.body);
    const chunks = events.filter((e) => e.type === 'chunk');
    expect(chunks.length).toBeGreaterThan(20);
    const complete = events.at(-1);
    expect(complete?.type).toBe('complete');
    const text = chunks.map((c) => c.delta).join('');
    expect(complete?.message?.content).toBe(text);

    // In the coach's own voice, by the member's name, answering how to show impact before any CV
    // is shared, and offering to rewrite their own lines once they paste or attach them.
    expect(text).toContain("Hi Alice, I'm your CV coach.");
    expect(text).not.toContain('As your Career CV Assistant');
    expect(text).not.toContain('> I feel stuck');
    expect(text).toMatch(/action \+ scope \+ result/);
    expect(text).toMatch(/attach it with the paperclip/);
    // The chat header says it is the offline coach; the reply does not repeat it.
    expect(text).not.toMatch(/I'm the offline coach/);
    expect(complete?.message?.suggestions?.length).toBeGreaterThanOrEqual(2);
    expect(complete?.message?.suggestions?.length).toBeLessThanOrEqual(4);

    const conversation = await conversationOf(app, alice.token, sessionId);
    expect(conversation.agentId).toBe(1);
    expect(conversation.title).toBe('I feel stuck in my job');

    const saved = await messagesOf(app, alice.token, sessionId);
    expect(saved.map((m: { role: string }) => m.role)).toEqual(['user', 'assistant']);
    expect(saved[1]!.content).toBe(text);
    expect(saved[1]!.status).toBe('complete');
  });

  it('varies with the input and answers each agent in its own voice', async () => {
    const a = parseSse(
      (
        await sendChat(app, alice.token, {
          sessionId: sid(),
          agentId: '14',
          content: 'I am overwhelmed and cannot sleep.',
        })
      ).body,
    );
    const b = parseSse(
      (
        await sendChat(app, alice.token, {
          sessionId: sid(),
          agentId: '19',
          content: 'How do I negotiate my salary offer?',
        })
      ).body,
    );
    const textA = a
      .filter((e) => e.type === 'chunk')
      .map((e) => e.delta)
      .join('');
    const textB = b
      .filter((e) => e.type === 'chunk')
      .map((e) => e.delta)
      .join('');
    expect(textA).toContain('your mindfulness coach');
    expect(textA).toMatch(/breathing|recovery|switch off/i);
    expect(textB).toContain('your finance coach');
    expect(textB).toMatch(/walk-away|data points|market/i);
    expect(textA).not.toBe(textB);
  });

  it('keeps history: the second message sees the first, and no title is made twice', async () => {
    const sessionId = sid();
    await sendChat(app, alice.token, {
      sessionId,
      agentId: '22',
      content: 'What are my core values?',
    });
    await app.inject({
      method: 'PATCH',
      url: `/api/conversations/${sessionId}`,
      headers: bearer(alice.token),
      payload: { title: 'Named by me' },
    });
    const second = parseSse(
      (await sendChat(app, alice.token, { sessionId, content: 'I value honesty and growth.' }))
        .body,
    );
    expect(second.at(-1)?.type).toBe('complete');
    const saved = await messagesOf(app, alice.token, sessionId);
    expect(saved.map((m: { role: string }) => m.role)).toEqual([
      'user',
      'assistant',
      'user',
      'assistant',
    ]);
    const conversation = await conversationOf(app, alice.token, sessionId);
    expect(conversation.title).toBe('Named by me');
  });

  it('reads text attachments and keeps their metadata on the message', async () => {
    const sessionId = sid();
    const res = await sendChat(app, alice.token, { sessionId, content: 'Here is my CV' }, [
      {
        name: 'cv.txt',
        content: 'Senior analyst. Led a team of five and cut reporting time by 40 percent.',
      },
      { name: 'photo.png', content: PNG },
    ]);
    const text = readSse(res.body).text;
    expect(text).toContain('**What you shared**');
    expect(text).toContain('**cv.txt**');
    expect(text).toContain('Senior analyst. Led a team of five');
    expect(text).toContain('**photo.png**');
    const [userMessage] = await messagesOf(app, alice.token, sessionId);
    expect(JSON.parse(userMessage!.attachments)).toEqual([
      { type: 'text/plain', originalName: 'cv.txt', size: 72 },
      { type: 'image/png', originalName: 'photo.png', size: PNG.length },
    ]);
  });

  it('refuses what it cannot take, with a clear 4xx and nothing saved', async () => {
    const sessionId = sid();
    const cases: Array<
      [Record<string, string>, Parameters<typeof multipartBody>[1], number, RegExp]
    > = [
      [
        { sessionId, content: '   ' },
        [],
        400,
        /^Type a message or attach a file before sending\.$/,
      ],
      [{ content: 'hi' }, [], 400, /^sessionId is required\.$/],
      [
        { sessionId, content: 'hi' },
        [{ name: 'tool.exe', content: 'MZ\x90\x00' }],
        415,
        /not a supported file/,
      ],
      [
        { sessionId, content: 'hi' },
        [{ name: 'fake.png', content: 'MZ\x90\x00\x03 this is an executable' }],
        415,
        /"fake\.png" is not a supported file/,
      ],
      [
        { sessionId, content: 'hi' },
        [{ name: 'page.txt', content: '<!DOCTYPE html><script>alert(1)</script>' }],
        415,
        /not a supported file/,
      ],
      [
        { sessionId, content: 'hi' },
        [{ name: 'empty.txt', content: '' }],
        400,
        /"empty\.txt" is empty\./,
      ],
      [{ sessionId, content: 'hi', agentId: '999' }, [], 400, /^There is no coach with id 999\.$/],
      [{ sessionId, content: 'x'.repeat(20_001) }, [], 400, /at most 20000 characters/],
    ];
    for (const [fields, files, status, message] of cases) {
      const res = await sendChat(app, alice.token, fields, files);
      expect(res.statusCode, JSON.stringify(fields)).toBe(status);
      expect(res.json().error).toMatch(message);
    }
    const conversation = await app.inject({
      method: 'GET',
      url: `/api/conversations/${sessionId}`,
      headers: bearer(alice.token),
    });
    expect(conversation.statusCode).toBe(404);
  });

  it('refuses a chat with a coach that is not open yet (Coming Soon) with 409, saving nothing', async () => {
    const sessionId = sid();
    const res = await sendChat(app, alice.token, { sessionId, agentId: '2', content: 'hello' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      error:
        "Goal Achievement isn't open yet: it is coming soon. Choose one of the coaches you can start today.",
      code: 'coach_not_open',
    });
    const conversation = await app.inject({
      method: 'GET',
      url: `/api/conversations/${sessionId}`,
      headers: bearer(alice.token),
    });
    expect(conversation.statusCode).toBe(404);
  });

  it('refuses a file over 10 MB with 413', async () => {
    const res = await sendChat(app, alice.token, { sessionId: sid(), content: 'big' }, [
      { name: 'big.txt', content: Buffer.alloc(10_485_761, 'a') },
    ]);
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toBe('Each file must be 10 MB (10485760 bytes) or smaller.');
  });

  it("a chat sent to another user's session id never touches their conversation", async () => {
    const sessionId = sid();
    await sendChat(app, alice.token, {
      sessionId,
      agentId: '22',
      content: 'Private thoughts about my manager.',
    });
    const intruder = await sendChat(app, bob.token, { sessionId, content: 'Let me read that.' });
    expect(intruder.statusCode).toBe(200);
    const aliceMessages = await messagesOf(app, alice.token, sessionId);
    expect(aliceMessages).toHaveLength(2);
    expect(JSON.stringify(aliceMessages)).not.toContain('Let me read that');
    const bobMessages = await messagesOf(app, bob.token, sessionId);
    expect(JSON.stringify(bobMessages)).not.toContain('Private thoughts');
  });

  it('needs a session and multipart', async () => {
    expect((await app.inject({ method: 'POST', url: '/api/chat' })).statusCode).toBe(401);
    const json = await app.inject({
      method: 'POST',
      url: '/api/chat',
      headers: bearer(alice.token),
      payload: { sessionId: sid(), content: 'hi' },
    });
    expect(json.statusCode).toBe(400);
    expect(json.json().error).toMatch(/multipart\/form-data/);
  });

  it('clears the chat with DELETE /api/messages/{sessionId}', async () => {
    const sessionId = sid();
    await sendChat(app, alice.token, { sessionId, content: 'Hello coach' });
    const res = await app.inject({
      method: 'DELETE',
      url: `/api/messages/${sessionId}`,
      headers: bearer(alice.token),
    });
    expect(res.json()).toEqual({ success: true });
    expect(await messagesOf(app, alice.token, sessionId)).toEqual([]);
  });
});
