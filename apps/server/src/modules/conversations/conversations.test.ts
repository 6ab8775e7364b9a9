import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coachModelsOf } from '../../ai/create-coach.js';
import { createLlmCoach } from '../../ai/llm-coach.js';
import type { Config } from '../../config.js';
import { AGENT_CATALOGUE } from '../../db/seed/agents-catalogue.js';
import { seedAgents } from '../../db/seed/seed-agents.js';
import {
  bearer,
  createTestApp,
  signUp,
  type TestAccount,
  testDatabase,
} from '../../test/harness.js';

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

const sid = () => `${Date.now()}-${randomUUID().slice(0, 8)}`;
const call = (
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  token: string,
  payload?: object,
) => app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

describe('GET /api/agents', () => {
  it('lists the catalogue without personas, with Self-Assessment Coach as 22', async () => {
    const res = await call('GET', '/api/agents', alice.token);
    expect(res.statusCode).toBe(200);
    const { agents } = res.json();
    expect(agents).toHaveLength(AGENT_CATALOGUE.length);
    expect(agents.find((a: { id: number }) => a.id === 22)).toMatchObject({
      name: 'Self-Assessment Coach',
      isActive: true,
      category: 'self-assessment',
    });
    const careerTools = agents.filter((a: { category: string }) => a.category === 'career-tools');
    expect(
      careerTools
        .filter((a: { isActive: boolean }) => a.isActive)
        .map((a: { name: string }) => a.name),
    ).toEqual(['Career CV Assistant']);
    for (const agent of agents) {
      expect(Object.keys(agent).sort()).toEqual([
        'category',
        'description',
        'id',
        'isActive',
        'model',
        'name',
      ]);
      expect(agent.model).toMatch(/^gpt-(4|3\.5)/);
    }
    expect(res.body).not.toMatch(/Ground rules|You are the/);
  });

  it('needs a session', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/agents' })).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: '/api/coach' })).statusCode).toBe(401);
  });

  it('says plainly which coach answers', async () => {
    const res = await call('GET', '/api/coach', alice.token);
    expect(res.json()).toEqual({
      coach: {
        kind: 'offline',
        label:
          'Offline coach: answers are composed on this server from what you write, without an AI service.',
        // The offline coach uses no model: the chat settings offer none.
        models: [],
      },
    });
  });

  it('lists the models a provider coach actually runs, for the chat settings', async () => {
    const ai = { provider: 'anthropic' as const, anthropicApiKey: 'test' };
    const withProvider = await createTestApp({
      coach: createLlmCoach({
        provider: 'anthropic',
        apiKey: 'test',
        baseURL: 'http://127.0.0.1:9',
      }),
      coachModels: coachModelsOf(ai as Config['ai']),
    });
    try {
      const bob = await signUp(withProvider, { firstName: 'Bob' });
      const res = await withProvider.inject({
        method: 'GET',
        url: '/api/coach',
        headers: { authorization: `Bearer ${bob.token}` },
      });
      expect(res.json().coach.kind).toBe('anthropic');
      expect(res.json().coach.models).toEqual([
        { value: 'gpt-4o', label: 'claude-sonnet-4-5' },
        { value: 'gpt-4', label: 'claude-opus-4-1' },
        { value: 'gpt-3.5-turbo', label: 'claude-haiku-4-5' },
      ]);
    } finally {
      await withProvider.close();
    }
    // One model fixed for every conversation (AI_MODEL): that one only.
    expect(coachModelsOf({ ...ai, model: 'my-local-model' } as Config['ai'])).toEqual([
      { value: 'gpt-4o', label: 'my-local-model' },
    ]);
    expect(coachModelsOf({ provider: 'offline' } as unknown as Config['ai'])).toEqual([]);
  });

  it('seeding again changes nothing', async () => {
    const { db } = await testDatabase();
    const before = (await call('GET', '/api/agents', alice.token)).json();
    await seedAgents(db);
    await seedAgents(db);
    expect((await call('GET', '/api/agents', alice.token)).json()).toEqual(before);
  });
});

describe('conversations', () => {
  it('creates with the defaults, is idempotent per session id, and lists newest first', async () => {
    const first = sid();
    const created = await call('POST', '/api/conversations', alice.token, {
      sessionId: first,
      agentId: 22,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().conversation).toMatchObject({
      sessionId: first,
      agentId: 22,
      title: 'Chat with Self-Assessment Coach',
      systemPrompt: null,
      temperature: 0.7,
      maxTokens: 1000,
      model: 'gpt-4o',
      theme: 'default',
    });
    const again = await call('POST', '/api/conversations', alice.token, {
      sessionId: first,
      agentId: 22,
    });
    expect(again.statusCode).toBe(200);

    const second = sid();
    const defaulted = await call('POST', '/api/conversations', alice.token, {
      sessionId: second,
      title: 'My plan',
    });
    expect(defaulted.json().conversation).toMatchObject({ agentId: 1, title: 'My plan' });

    const list = (await call('GET', '/api/conversations', alice.token)).json().conversations;
    expect(list.map((c: { sessionId: string }) => c.sessionId).slice(0, 2)).toEqual([
      second,
      first,
    ]);
    const filtered = (await call('GET', '/api/conversations?agentId=22', alice.token)).json()
      .conversations;
    expect(filtered.every((c: { agentId: number }) => c.agentId === 22)).toBe(true);
    expect(filtered.some((c: { sessionId: string }) => c.sessionId === first)).toBe(true);

    // A new conversation starts with its agent's model: the agent's card and the chat agree.
    const agents: { id: number; model: string }[] = (
      await call('GET', '/api/agents', alice.token)
    ).json().agents;
    const modelOf = (id: number) => agents.find((agent) => agent.id === id)?.model;
    expect(defaulted.json().conversation.model).toBe(modelOf(1));
    expect(created.json().conversation.model).toBe(modelOf(22));
    const differs = (agents as { id: number; model: string; isActive: boolean }[]).find(
      (agent) => agent.isActive && agent.model !== 'gpt-4o',
    );
    expect(differs).toBeDefined();
    const third = await call('POST', '/api/conversations', alice.token, {
      sessionId: sid(),
      agentId: differs?.id,
    });
    expect(third.json().conversation.model).toBe(differs?.model);
  });

  it('validates session ids, agent ids and the filter', async () => {
    const bad = await call('POST', '/api/conversations', alice.token, {
      sessionId: 'has spaces/and slashes',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe('sessionId may contain only letters, digits, "-" and "_".');
    const unknownAgent = await call('POST', '/api/conversations', alice.token, {
      sessionId: sid(),
      agentId: 999,
    });
    expect(unknownAgent.statusCode).toBe(400);
    expect(unknownAgent.json().error).toBe('There is no coach with id 999.');
    expect((await call('GET', '/api/conversations?agentId=abc', alice.token)).statusCode).toBe(400);
  });

  it('refuses a conversation with a coach that is not open yet (Coming Soon) with 409', async () => {
    const inactive = AGENT_CATALOGUE.find((agent) => !agent.isActive);
    expect(inactive).toBeDefined();
    const sessionId = sid();
    const res = await call('POST', '/api/conversations', alice.token, {
      sessionId,
      agentId: inactive?.id,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      error: `${inactive?.name} isn't open yet: it is coming soon. Choose one of the coaches you can start today.`,
      code: 'coach_not_open',
    });
    expect((await call('GET', `/api/conversations/${sessionId}`, alice.token)).statusCode).toBe(
      404,
    );
  });

  it('PATCH saves temperature 0–2 by 0.1 and maxTokens 100–4000 by 100, and refuses the rest', async () => {
    const id = sid();
    await call('POST', '/api/conversations', alice.token, { sessionId: id, agentId: 1 });
    const ok = await call('PATCH', `/api/conversations/${id}`, alice.token, {
      systemPrompt: 'Be concise.',
      temperature: 1.3,
      maxTokens: 2500,
      model: 'gpt-3.5-turbo',
      theme: 'warm',
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().conversation).toMatchObject({
      systemPrompt: 'Be concise.',
      temperature: 1.3,
      maxTokens: 2500,
      model: 'gpt-3.5-turbo',
      theme: 'warm',
    });
    const cases: Array<[object, string]> = [
      [{ temperature: 2.1 }, 'Creativity (temperature) must be between 0 and 2.'],
      [{ temperature: 0.75 }, 'Creativity (temperature) moves in steps of 0.1.'],
      [{ maxTokens: 50 }, 'Response length (maxTokens) must be between 100 and 4000.'],
      [{ maxTokens: 150 }, 'Response length (maxTokens) moves in steps of 100.'],
      [{ model: 'gpt-9' }, 'Model must be one of gpt-4o, gpt-4, gpt-3.5-turbo.'],
      [{ theme: 'neon' }, 'Theme must be one of default, dark, warm, minimal.'],
      [{}, 'Nothing to update: send at least one setting.'],
    ];
    for (const [payload, message] of cases) {
      const res = await call('PATCH', `/api/conversations/${id}`, alice.token, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error).toBe(message);
    }
  });

  it("another user's session id is a 404 on every call, and nothing of theirs changes", async () => {
    const id = sid();
    await call('POST', '/api/conversations', alice.token, { sessionId: id, agentId: 1 });
    for (const [method, url, payload] of [
      ['GET', `/api/conversations/${id}`],
      ['PATCH', `/api/conversations/${id}`, { theme: 'dark' }],
      ['DELETE', `/api/conversations/${id}`],
      ['GET', `/api/messages/${id}`],
      ['DELETE', `/api/messages/${id}`],
    ] as const) {
      const res = await call(method, url, bob.token, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json()).toEqual({
        error: 'Conversation not found.',
        code: 'conversation_not_found',
      });
    }
    expect((await call('GET', '/api/conversations', bob.token)).json().conversations).toEqual([]);
    const mine = await call('GET', `/api/conversations/${id}`, alice.token);
    expect(mine.json().conversation.theme).toBe('default');
  });

  it('DELETE removes the conversation and its messages', async () => {
    const id = sid();
    await call('POST', '/api/conversations', alice.token, { sessionId: id });
    expect((await call('DELETE', `/api/conversations/${id}`, alice.token)).json()).toEqual({
      success: true,
    });
    expect((await call('GET', `/api/conversations/${id}`, alice.token)).statusCode).toBe(404);
    expect((await call('GET', `/api/messages/${id}`, alice.token)).statusCode).toBe(404);
  });
});
