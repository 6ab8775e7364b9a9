import { parseCoachPlan } from '@facet/contracts';
import type { FastifyInstance } from 'fastify';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, signUp, type TestAccount } from '../../test/harness.js';
import { foldLine } from './ics.js';

// A fixed Wednesday, 2026-03-18 (UTC), so "this week" is Monday 16 to Sunday 22 March.
let now = Date.parse('2026-03-18T10:00:00Z');
let app: FastifyInstance;
let ana: TestAccount;
let ben: TestAccount;

beforeAll(async () => {
  app = await createTestApp({ clock: { now: () => now }, publicUrl: 'https://facet.example' });
  ana = await signUp(app, { firstName: 'Ana' });
  ben = await signUp(app, { firstName: 'Ben' });
});
afterAll(() => app.close());

const call = (
  who: TestAccount,
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) => app.inject({ method, url, headers: bearer(who.token), ...(payload ? { payload } : {}) });

async function newGoal(who: TestAccount, payload: object = { title: 'Lead a team' }) {
  const res = await call(who, 'POST', '/api/goals', payload);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().goal;
}

describe('vision', () => {
  it('is empty for a new member, then saved and read back', async () => {
    const member = await signUp(app);
    const empty = await call(member, 'GET', '/api/vision');
    expect(empty.json()).toEqual({ statement: null, updatedAt: null, suggested: null });
    const saved = await call(member, 'PUT', '/api/vision', { statement: '  Build kind teams.  ' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().statement).toBe('Build kind teams.');
    expect((await call(member, 'GET', '/api/vision')).json().statement).toBe('Build kind teams.');
    // Another member's vision is theirs alone.
    expect((await call(ben, 'GET', '/api/vision')).json().statement).toBeNull();
  });

  it('refuses control characters and over-long text with a message', async () => {
    const bad = await call(ana, 'PUT', '/api/vision', { statement: 'a\u0000b' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatch(/control character/);
    const long = await call(ana, 'PUT', '/api/vision', { statement: 'x'.repeat(2001) });
    expect(long.statusCode).toBe(400);
  });
});

describe('goals', () => {
  it('creates, reads, updates and deletes a goal, only for its member', async () => {
    const goal = await newGoal(ana, {
      title: 'Move into product management',
      why: 'I want to shape what we build.',
      measure: 'An offer for a PM role',
      targetDate: '2026-09-30',
    });
    expect(goal).toMatchObject({
      status: 'on_track',
      shareWithCoaches: true,
      source: 'manual',
      actionsTotal: 0,
      progress: null,
    });
    expect((await call(ben, 'GET', `/api/goals/${goal.id}`)).statusCode).toBe(404);
    expect((await call(ben, 'PATCH', `/api/goals/${goal.id}`, { title: 'x' })).statusCode).toBe(
      404,
    );
    expect((await call(ben, 'DELETE', `/api/goals/${goal.id}`)).statusCode).toBe(404);
    const updated = await call(ana, 'PATCH', `/api/goals/${goal.id}`, {
      status: 'at_risk',
      shareWithCoaches: false,
    });
    expect(updated.json().goal).toMatchObject({ status: 'at_risk', shareWithCoaches: false });
    expect((await call(ana, 'DELETE', `/api/goals/${goal.id}`)).statusCode).toBe(200);
    expect((await call(ana, 'GET', `/api/goals/${goal.id}`)).statusCode).toBe(404);
  });

  it('refuses a date that does not exist and an empty update', async () => {
    const bad = await call(ana, 'POST', '/api/goals', { title: 'x', targetDate: '2026-02-30' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatch(/does not exist/);
    const goal = await newGoal(ana);
    const empty = await call(ana, 'PATCH', `/api/goals/${goal.id}`, {});
    expect(empty.statusCode).toBe(400);
  });

  it('pages the list, 2 at a time, each goal once', async () => {
    const member = await signUp(app);
    for (let i = 0; i < 5; i++) await newGoal(member, { title: `Goal ${i}` });
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const res = await call(
        member,
        'GET',
        `/api/goals?limit=2${cursor ? `&cursor=${cursor}` : ''}`,
      );
      seen.push(...res.json().goals.map((g: { title: string }) => g.title));
      cursor = res.json().nextCursor;
    } while (cursor);
    expect(seen.sort()).toEqual(['Goal 0', 'Goal 1', 'Goal 2', 'Goal 3', 'Goal 4']);
  });

  it('a coach plan becomes a goal with its first step as an action, in one request', async () => {
    const plan = parseCoachPlan(
      'Good talk.\n\n### Your plan\n- **Goal:** Ask for a stretch project\n- **When:** Friday\n- **First step:** List three projects I could lead\n',
    );
    expect(plan).toEqual({
      goal: 'Ask for a stretch project',
      firstStep: 'List three projects I could lead',
      when: 'Friday',
    });
    // The offline coach closes with a line after the block; a fourth bullet is not a plan.
    expect(
      parseCoachPlan(
        '### Your plan\n- **Goal:** Rest on Sundays\n- **First step:** Mute e-mail\n- **When:** This week\n\nTell me how it went.',
      ),
    ).toEqual({ goal: 'Rest on Sundays', firstStep: 'Mute e-mail', when: 'This week' });
    expect(
      parseCoachPlan(
        '### Your plan\n- **Goal:** A\n- **First step:** B\n- **When:** C\n- **Goal:** D',
      ),
    ).toBeNull();
    const goal = await newGoal(ana, {
      title: plan?.goal,
      firstStep: plan?.firstStep,
      source: 'coach_plan',
    });
    expect(goal).toMatchObject({ source: 'coach_plan', actionsTotal: 1, actionsDone: 0 });
    const actions = await call(ana, 'GET', `/api/goals/${goal.id}/actions`);
    expect(actions.json().actions[0].title).toBe('List three projects I could lead');
  });

  it('a goal made from a note takes the note text as why, only from an own note', async () => {
    await call(ana, 'POST', '/api/conversations', { sessionId: 'goal-note', title: 'Notes' });
    const note = await call(ana, 'POST', '/api/conversations/goal-note/notes', {
      title: 'Speak up',
      content: 'Say one thing in each meeting.',
    });
    const noteId = note.json().note.id;
    const goal = await newGoal(ana, { title: 'Speak up in meetings', noteId });
    expect(goal).toMatchObject({ source: 'note', why: 'Say one thing in each meeting.' });
    const stolen = await call(ben, 'POST', '/api/goals', { title: 'x', noteId });
    expect(stolen.statusCode).toBe(404);
  });
});

describe('actions and check-ins', () => {
  it('adds actions, ticks one off, lists this week (overdue included) and checks in', async () => {
    const goal = await newGoal(ana, { title: 'Run a 10k' });
    const add = (title: string, dueDate: string | null) =>
      call(ana, 'POST', `/api/goals/${goal.id}/actions`, { title, dueDate });
    const a = (await add('Buy shoes', '2026-03-17')).json().action;
    const b = (await add('First run', '2026-03-22')).json().action;
    await add('Race day', '2026-05-01');
    await add('Overdue stretch', '2026-03-01');
    expect((await call(ben, 'PATCH', `/api/actions/${a.id}`, { done: true })).statusCode).toBe(404);
    const done = await call(ana, 'PATCH', `/api/actions/${a.id}`, { done: true });
    expect(done.json().action).toMatchObject({ done: true, goalTitle: 'Run a 10k' });
    const week = (await call(ana, 'GET', '/api/actions/week')).json();
    expect(week.weekStart).toBe('2026-03-16');
    expect(week.weekEnd).toBe('2026-03-22');
    const titles = week.actions.map((x: { title: string }) => x.title);
    expect(titles).toContain('First run');
    expect(titles).toContain('Overdue stretch');
    expect(titles).not.toContain('Buy shoes'); // done
    expect(titles).not.toContain('Race day'); // later
    expect(b.done).toBe(false);

    const checkIn = await call(ana, 'POST', `/api/goals/${goal.id}/check-ins`, {
      progress: 30,
      helped: 'Running with a friend',
      hindered: 'Late meetings',
    });
    expect(checkIn.statusCode).toBe(201);
    const out = await call(ana, 'POST', `/api/goals/${goal.id}/check-ins`, { progress: 101 });
    expect(out.statusCode).toBe(400);
    const after = (await call(ana, 'GET', `/api/goals/${goal.id}`)).json().goal;
    expect(after).toMatchObject({ progress: 30, actionsTotal: 4, actionsDone: 1 });
    expect((await call(ben, 'GET', `/api/goals/${goal.id}/check-ins`)).statusCode).toBe(404);
  });

  it('well-being check-ins are kept, newest first, and validated', async () => {
    const member = await signUp(app);
    const bad = await call(member, 'POST', '/api/wellbeing/check-ins', {
      mood: 6,
      energy: 3,
      stress: 3,
      sleep: 3,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatch(/1 to 5/);
    await call(member, 'POST', '/api/wellbeing/check-ins', {
      mood: 2,
      energy: 3,
      stress: 4,
      sleep: 3,
    });
    now += 60_000;
    await call(member, 'POST', '/api/wellbeing/check-ins', {
      mood: 4,
      energy: 4,
      stress: 2,
      sleep: 4,
    });
    const list = (await call(member, 'GET', '/api/wellbeing/check-ins')).json();
    expect(list.checkIns).toHaveLength(2);
    expect((await call(ben, 'GET', '/api/wellbeing/check-ins')).json().checkIns).toHaveLength(0);
  });
});

describe('rings', () => {
  it('are empty for a new member, each with a line on how to fill it, and move with progress', async () => {
    const member = await signUp(app);
    const empty = (await call(member, 'GET', '/api/progress')).json().rings;
    expect(empty.map((r: { key: string }) => r.key)).toEqual([
      'identify',
      'contribution',
      'state',
      'action',
    ]);
    for (const ring of empty) {
      expect(ring.percent).toBe(0);
      expect(ring.howToFill.length).toBeGreaterThan(10);
    }
    const goal = await newGoal(member, { title: 'Ship it' });
    const one = (
      await call(member, 'POST', `/api/goals/${goal.id}/actions`, { title: 'Step one' })
    ).json().action;
    await call(member, 'POST', `/api/goals/${goal.id}/actions`, { title: 'Step two' });
    await call(member, 'PATCH', `/api/actions/${one.id}`, { done: true });
    await call(member, 'POST', '/api/wellbeing/check-ins', {
      mood: 3,
      energy: 3,
      stress: 3,
      sleep: 3,
    });
    await call(member, 'PUT', '/api/vision', { statement: 'Do good work.' });
    const rings = Object.fromEntries(
      (await call(member, 'GET', '/api/progress'))
        .json()
        .rings.map((r: { key: string; percent: number }) => [r.key, r.percent]),
    );
    expect(rings).toEqual({ identify: 25, contribution: 50, state: 14, action: 100 });
  });
});

describe('what coaches are told', () => {
  it('the vision, open shared goals with their last check-in, and recent well-being', async () => {
    const member = await signUp(app);
    await call(member, 'PUT', '/api/vision', { statement: 'Lead with care.' });
    const shared = await newGoal(member, { title: 'Weekly 1:1s with my team' });
    const hidden = await newGoal(member, { title: 'Secret side project' });
    await call(member, 'PATCH', `/api/goals/${hidden.id}`, { shareWithCoaches: false });
    await call(member, 'POST', `/api/goals/${shared.id}/check-ins`, {
      progress: 40,
      hindered: 'the 1:1s slipped',
    });
    const context = (await call(member, 'GET', '/api/coach-context')).json();
    expect(context.vision).toBe('Lead with care.');
    expect(context.goals.map((g: { title: string }) => g.title)).toEqual([
      'Weekly 1:1s with my team',
    ]);
    expect(context.text).toContain('the 1:1s slipped');
    expect(context.text).not.toContain('Secret side project');
  });
});

describe('calendar', () => {
  it('downloads the actions as an .ics file and serves a private feed that can be turned off', async () => {
    const goal = await newGoal(ana, { title: 'Calendar goal, with; specials' });
    await call(ana, 'POST', `/api/goals/${goal.id}/actions`, {
      title: 'Book the venue',
      dueDate: '2026-04-02',
    });
    const ics = await call(ana, 'GET', '/api/calendar/actions.ics');
    expect(ics.statusCode).toBe(200);
    expect(ics.headers['content-type']).toMatch(/^text\/calendar/);
    expect(ics.body).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(ics.body).toContain('DTSTART;VALUE=DATE:20260402\r\n');
    expect(ics.body).toContain('DESCRIPTION:Goal: Calendar goal\\, with\\; specials');
    expect(ics.body.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);

    expect((await call(ana, 'GET', '/api/calendar/feed')).json()).toEqual({
      active: false,
      url: null,
    });
    const made = (await call(ana, 'POST', '/api/calendar/feed')).json();
    expect(made.url).toMatch(/^https:\/\/facet\.example\/api\/calendar\/feed\/[\w-]+\.ics$/);
    const path = new URL(made.url).pathname;
    const feed = await app.inject({ method: 'GET', url: path });
    expect(feed.statusCode).toBe(200);
    expect(feed.body).toContain('SUMMARY:Book the venue');
    await call(ana, 'DELETE', '/api/calendar/feed');
    expect((await app.inject({ method: 'GET', url: path })).statusCode).toBe(404);
  });

  it('folds long lines without splitting a character', () => {
    const folded = foldLine(`SUMMARY:${'é'.repeat(100)}`);
    for (const line of folded.split('\r\n'))
      expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(folded.replaceAll('\r\n ', '')).toBe(`SUMMARY:${'é'.repeat(100)}`);
  });
});

describe('export and deletion', () => {
  it('the export holds the goals, actions and check-ins; deletion removes them', async () => {
    const member = await signUp(app);
    const goal = await newGoal(member, { title: 'Exported goal' });
    await call(member, 'POST', `/api/goals/${goal.id}/actions`, { title: 'Exported action' });
    await call(member, 'POST', '/api/wellbeing/check-ins', {
      mood: 3,
      energy: 3,
      stress: 3,
      sleep: 3,
    });
    const zip = await call(member, 'GET', '/api/account/export');
    const files = unzipSync(new Uint8Array(zip.rawPayload));
    const goals = JSON.parse(new TextDecoder().decode(files['goals.json']));
    expect(goals.goals[0]).toMatchObject({ title: 'Exported goal' });
    expect(goals.goals[0].actions[0].title).toBe('Exported action');
    expect(JSON.parse(new TextDecoder().decode(files['wellbeing.json']))).toHaveLength(1);

    const gone = await call(member, 'DELETE', '/api/account', { password: member.password });
    expect(gone.statusCode).toBe(200);
    const again = await signUp(app, { email: member.email, password: member.password });
    expect((await call(again, 'GET', '/api/goals')).json().goals).toEqual([]);
    expect((await call(again, 'GET', `/api/goals/${goal.id}`)).statusCode).toBe(404);
  });
});
