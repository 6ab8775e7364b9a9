import { randomUUID } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conversations as conversationsTable, messages } from '../../db/schema/conversations.js';
import { bearer, createTestApp, signUp, testDatabase } from '../../test/harness.js';
import { multipartBody, parseSse } from '../../test/multipart.js';
import { onDemandCoach } from '../../test/on-demand-coach.js';
import { createConversationsRepository } from '../conversations/conversations.repository.js';

async function until<T>(read: () => Promise<T>, ok: (value: T) => boolean): Promise<T> {
  for (;;) {
    const value = await read();
    if (ok(value)) return value;
    await new Promise((r) => setTimeout(r, 20));
  }
}

async function assistantRows(userId: string, sessionId: string) {
  const { db } = await testDatabase();
  return db
    .select({
      id: messages.id,
      content: messages.content,
      status: messages.status,
      updatedAt: messages.updatedAt,
    })
    .from(messages)
    .innerJoin(conversationsTable, eq(conversationsTable.id, messages.conversationId))
    .where(
      and(
        eq(conversationsTable.userId, userId),
        eq(conversationsTable.sessionId, sessionId),
        eq(messages.role, 'assistant'),
      ),
    )
    .orderBy(asc(messages.seq));
}

describe('a reply is saved while it streams', () => {
  const control = onDemandCoach();
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp({ coach: control.coach, replySaveIntervalMs: 50 });
  });
  afterAll(() => app.close());

  it('the row appears with the first words, grows, keeps beating while the provider is silent, and becomes complete in place', async () => {
    const alice = await signUp(app);
    const sessionId = `saving-${randomUUID().slice(0, 8)}`;
    const { payload, headers } = await multipartBody({ sessionId, content: 'Tell me a story' });
    control.say('Once upon');
    const response = app.inject({
      method: 'POST',
      url: '/api/chat',
      headers: { ...headers, ...bearer(alice.token) },
      payload,
    });

    // The first words make the row, before the reply ends.
    const [first] = await until(
      () => assistantRows(alice.user.id, sessionId),
      (rows) => rows.length === 1,
    );
    expect(first).toMatchObject({ content: 'Once upon', status: 'streaming' });

    // The API shows it as a reply still being written.
    const listed = await app.inject({
      method: 'GET',
      url: `/api/messages/${sessionId}`,
      headers: bearer(alice.token),
    });
    expect(listed.json().messages.map((m: { status: string }) => m.status)).toEqual([
      'complete',
      'streaming',
    ]);

    // More text reaches the same row.
    control.say(' a time');
    await until(
      () => assistantRows(alice.user.id, sessionId),
      (rows) => rows[0]?.content === 'Once upon a time',
    );

    // Nothing new comes, yet the row is rewritten: its heartbeat says the stream is alive.
    const beat = (await assistantRows(alice.user.id, sessionId))[0]?.updatedAt.getTime() ?? 0;
    await until(
      () => assistantRows(alice.user.id, sessionId),
      (rows) => (rows[0]?.updatedAt.getTime() ?? 0) > beat,
    );

    control.say(', there was a plan.');
    control.end();
    const events = parseSse((await response).body);
    const complete = events.at(-1);
    expect(complete?.type).toBe('complete');

    // One row, the same one, now complete with the whole reply and its suggestions.
    const rows = await assistantRows(alice.user.id, sessionId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      id: first?.id,
      content: 'Once upon a time, there was a plan.',
      status: 'complete',
    });
    expect((complete as { message?: { id: string } }).message?.id).toBe(first?.id);
  });
});

describe('replies left streaming by a crash', () => {
  it('are marked incomplete once their heartbeat is older than the limit; live ones are left alone', async () => {
    const { db } = await testDatabase();
    const app = await createTestApp();
    try {
      const bob = await signUp(app);
      const repo = createConversationsRepository(db);
      const { row: conversation } = await repo.findOrCreate(bob.user.id, {
        sessionId: `crash-${randomUUID().slice(0, 8)}`,
        agentId: 1,
        title: 'Chat',
        titleSource: 'auto',
      });
      const dead = await repo.startReply({
        userId: bob.user.id,
        conversationId: conversation.id,
        content: 'Half a tho',
      });
      const alive = await repo.startReply({
        userId: bob.user.id,
        conversationId: conversation.id,
        content: 'Still going',
      });
      await db
        .update(messages)
        .set({ updatedAt: sql`now() - interval '30 seconds'` })
        .where(eq(messages.id, dead));

      expect(await repo.markAbandonedReplies(10_000)).toBeGreaterThanOrEqual(1);
      const rows = await db
        .select({ id: messages.id, status: messages.status, content: messages.content })
        .from(messages)
        .where(eq(messages.conversationId, conversation.id))
        .orderBy(asc(messages.seq));
      expect(rows).toEqual([
        { id: dead, status: 'incomplete', content: 'Half a tho' },
        { id: alive, status: 'streaming', content: 'Still going' },
      ]);
    } finally {
      await app.close();
    }
  });
});
