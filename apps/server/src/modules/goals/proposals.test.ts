import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatTurn } from '../../test/chat.js';
import { FakeOpenAI } from '../../test/fake-openai.js';
import { bearer, createTestApp, signUp, type TestAccount } from '../../test/harness.js';

// A coach's model proposes a goal or an action through a tool call (propose_goal /
// propose_action, the contracts' schemas as the tools' input). The server checks each call with
// the same rules as a goal made by hand, keeps what passes as a pending proposal on the reply, and
// the member accepts it with one click (once) or dismisses it. Provider: a fake OpenAI-compatible
// server on 127.0.0.1.

const fake = new FakeOpenAI();
let app: FastifyInstance;
let member: TestAccount;

beforeAll(async () => {
  await fake.start();
  app = await createTestApp({ coach: fake.coach() });
  member = await signUp(app, { firstName: 'Pia' });
});
afterAll(async () => {
  await app.close();
  await fake.stop();
});

const call = (method: 'GET' | 'POST', url: string, token = member.token, payload?: object) =>
  app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

async function turn(content: string) {
  const sessionId = `${Date.now()}-${randomUUID().slice(0, 8)}`;
  await call('POST', '/api/conversations', member.token, { sessionId, agentId: 22 });
  return chatTurn(app, member.token, { sessionId, content });
}

describe('goals and actions proposed by a model', () => {
  it('offers the tools to the model, keeps a valid proposal on the reply, and makes the goal on accept, once', async () => {
    fake.reset({
      kind: 'stream',
      chunks: ['Let us make that a goal.'],
      toolCalls: [
        {
          name: 'propose_goal',
          arguments: JSON.stringify({
            title: 'Lead the Q3 design review',
            why: 'To show I can run a team meeting',
            targetDate: '2026-09-30',
          }),
        },
      ],
    });
    const { complete } = await turn('I want to lead more meetings at work.');
    expect(complete?.message?.content).toBe('Let us make that a goal.');
    const [streamed] = fake.requests.filter((r) => r.body.stream);
    expect(streamed?.body.tools?.map((t) => t.function.name).sort()).toEqual([
      'propose_action',
      'propose_goal',
    ]);

    const listed = (await call('GET', '/api/proposals')).json().proposals;
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({
      kind: 'goal',
      messageId: complete?.message?.id,
      goal: {
        title: 'Lead the Q3 design review',
        why: 'To show I can run a team meeting',
        measure: '',
        targetDate: '2026-09-30',
      },
    });
    // Another member can neither see nor accept it.
    const other = await signUp(app);
    expect((await call('GET', '/api/proposals', other.token)).json().proposals).toHaveLength(0);
    expect(
      (await call('POST', `/api/proposals/${listed[0].id}/accept`, other.token)).statusCode,
    ).toBe(404);

    const accepted = await call('POST', `/api/proposals/${listed[0].id}/accept`);
    expect(accepted.statusCode, accepted.body).toBe(201);
    expect(accepted.json().goal).toMatchObject({
      title: 'Lead the Q3 design review',
      source: 'coach_plan',
      targetDate: '2026-09-30',
    });
    // A second click makes nothing more.
    expect((await call('POST', `/api/proposals/${listed[0].id}/accept`)).statusCode).toBe(404);
    const goals = (await call('GET', '/api/goals')).json().goals;
    expect(
      goals.filter((g: { title: string }) => g.title === 'Lead the Q3 design review'),
    ).toHaveLength(1);
    expect((await call('GET', '/api/proposals')).json().proposals).toHaveLength(0);
  });

  it('an action is proposed for an open goal named by its title; dismissed, nothing is made', async () => {
    const goal = (await call('POST', '/api/goals', member.token, { title: 'Find a mentor' })).json()
      .goal;
    fake.reset({
      kind: 'stream',
      chunks: ['Two next steps.'],
      toolCalls: [
        {
          name: 'propose_action',
          arguments: JSON.stringify({
            goalTitle: 'find a  MENTOR',
            title: 'Ask two seniors for coffee',
            dueDate: '2026-12-04',
          }),
        },
        {
          name: 'propose_action',
          arguments: JSON.stringify({ goalTitle: 'Find a mentor', title: 'Write to Sam' }),
        },
      ],
    });
    await turn('How do I find a mentor?');
    const listed = (await call('GET', '/api/proposals')).json().proposals;
    expect(listed.map((p: { action: { title: string } }) => p.action.title).sort()).toEqual([
      'Ask two seniors for coffee',
      'Write to Sam',
    ]);
    const coffee = listed.find(
      (p: { action: { title: string } }) => p.action.title === 'Ask two seniors for coffee',
    );
    expect(coffee.action).toMatchObject({ goalId: goal.id, goalTitle: 'Find a mentor' });
    const accepted = await call('POST', `/api/proposals/${coffee.id}/accept`);
    expect(accepted.statusCode, accepted.body).toBe(201);
    expect(accepted.json().action).toMatchObject({
      title: 'Ask two seniors for coffee',
      dueDate: '2026-12-04',
    });
    expect(accepted.json().goal.actionsTotal).toBe(1);
    const sam = listed.find(
      (p: { action: { title: string } }) => p.action.title === 'Write to Sam',
    );
    expect((await call('POST', `/api/proposals/${sam.id}/dismiss`)).statusCode).toBe(200);
    expect((await call('POST', `/api/proposals/${sam.id}/accept`)).statusCode).toBe(404);
    const actions = (await call('GET', `/api/goals/${goal.id}/actions`)).json().actions;
    expect(actions.map((a: { title: string }) => a.title)).toEqual(['Ask two seniors for coffee']);
  });

  it('drops what the contracts refuse: unknown tools, bad dates, empty titles, goals not the member’s', async () => {
    fake.reset({
      kind: 'stream',
      chunks: [],
      toolCalls: [
        { name: 'propose_goal', arguments: JSON.stringify({ title: '   ' }) },
        { name: 'propose_goal', arguments: JSON.stringify({ title: 'X', targetDate: 'soon' }) },
        { name: 'delete_account', arguments: '{}' },
        {
          name: 'propose_action',
          arguments: JSON.stringify({ goalTitle: 'Someone else’s goal', title: 'Do it' }),
        },
      ],
    });
    const { complete, text } = await turn('Anything?');
    // A model that only called tools still leaves a reply to read.
    expect(complete?.message?.content).toBe(text);
    expect(text.length).toBeGreaterThan(0);
    expect((await call('GET', '/api/proposals')).json().proposals).toHaveLength(0);
  });

  it('a proposal whose goal is gone stays pending and says why', async () => {
    const goal = (
      await call('POST', '/api/goals', member.token, { title: 'Short-lived goal' })
    ).json().goal;
    fake.reset({
      kind: 'stream',
      chunks: ['One step.'],
      toolCalls: [
        {
          name: 'propose_action',
          arguments: JSON.stringify({ goalTitle: 'Short-lived goal', title: 'Start' }),
        },
      ],
    });
    await turn('Next step?');
    const [proposal] = (await call('GET', '/api/proposals')).json().proposals;
    await app.inject({
      method: 'DELETE',
      url: `/api/goals/${goal.id}`,
      headers: bearer(member.token),
    });
    const accepted = await call('POST', `/api/proposals/${proposal.id}/accept`);
    expect(accepted.statusCode).toBe(404);
    expect((await call('POST', `/api/proposals/${proposal.id}/dismiss`)).statusCode).toBe(200);
  });
});
