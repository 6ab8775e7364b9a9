import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CoachRequest } from '../../ai/coach.js';
import { createOfflineCoach } from '../../ai/offline-coach.js';
import { describeUserContext } from '../../ai/prompts.js';
import { chatTurn } from '../../test/chat.js';
import { bearer, createTestApp, signUp, type TestAccount } from '../../test/harness.js';

// The coaches see the member's vision, open goals they share and last check-ins: the offline
// coach opens a conversation by recalling the member's own words, and a model gets the same text
// the member can read at GET /api/coach-context.

let app: FastifyInstance;
let member: TestAccount;
const seen: CoachRequest[] = [];

beforeAll(async () => {
  const offline = createOfflineCoach({ wordDelayMs: 0 });
  app = await createTestApp({
    coach: {
      ...offline,
      streamReply(request) {
        seen.push(request);
        return offline.streamReply(request);
      },
    },
  });
  member = await signUp(app, { firstName: 'Maya' });
  const call = (method: 'POST' | 'PUT' | 'PATCH', url: string, payload: object) =>
    app.inject({ method, url, headers: bearer(member.token), payload });
  await call('PUT', '/api/vision', { statement: 'Lead a kind, fast team.' });
  const goal = (await call('POST', '/api/goals', { title: 'Weekly 1:1s with my team' })).json()
    .goal;
  await call('POST', `/api/goals/${goal.id}/check-ins`, {
    progress: 40,
    hindered: 'the 1:1s slipped when releases ran late',
  });
  const hidden = (
    await call('POST', '/api/goals', { title: 'Quietly interviewing elsewhere' })
  ).json().goal;
  await call('PATCH', `/api/goals/${hidden.id}`, { shareWithCoaches: false });
});
afterAll(() => app.close());

describe('coaches and the journey', () => {
  it('the offline coach recalls the last check-in in the first answer, and not a hidden goal', async () => {
    const { text } = await chatTurn(app, member.token, {
      sessionId: `j-${randomUUID().slice(0, 8)}`,
      agentId: '1',
      content: 'How can I make my CV summary stronger?',
    });
    expect(text).toContain('the 1:1s slipped when releases ran late');
    expect(text).toContain('Weekly 1:1s with my team');
    expect(text).not.toContain('Quietly interviewing');
  });

  it('a model is given the same journey text, as data, and the member can read it', async () => {
    const request = seen.at(-1);
    if (!request) throw new Error('no coach request seen');
    const documents = describeUserContext(request);
    expect(documents).toContain('<journey>');
    expect(documents).toContain('Vision: Lead a kind, fast team.');
    expect(documents).not.toContain('Quietly interviewing');
    const told = await app.inject({
      method: 'GET',
      url: '/api/coach-context',
      headers: bearer(member.token),
    });
    expect(request.user.context?.journey?.text).toBe(told.json().text);
  });

  it('a crisis message is met by the safety layer, never by a recall of goals', async () => {
    const { text } = await chatTurn(app, member.token, {
      sessionId: `j-${randomUUID().slice(0, 8)}`,
      agentId: '1',
      content: "I don't see the point of going on anymore.",
    });
    expect(text).toContain('988');
    expect(text).not.toContain('1:1s');
  });
});
