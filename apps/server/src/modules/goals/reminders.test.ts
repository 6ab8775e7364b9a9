import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSmtpMailer, type Mail, type Mailer } from '../../lib/mailer.js';
import { FakeSmtp } from '../../test/fake-smtp.js';
import { bearer, createTestApp, signUp, testDatabase } from '../../test/harness.js';
import { createReminders } from './reminders.js';

// Reminders are made once per subject and day, e-mailed exactly once (claimed with FOR UPDATE
// SKIP LOCKED and a lease, sent outside any transaction, then marked sent), shown in the app until
// dismissed.

const sent: Mail[] = [];
let failNext = false;
const mailer: Mailer = {
  kind: 'smtp',
  async send(mail) {
    if (failNext) {
      failNext = false;
      throw new Error('mail server down');
    }
    sent.push(mail);
  },
};
const quietLog = { info() {}, warn() {} };
let now = Date.now();
let app: FastifyInstance;

beforeAll(async () => {
  app = await createTestApp({ mailer, clock: { now: () => now } });
});
afterAll(() => app.close());

const today = () => new Date(now).toISOString().slice(0, 10);

async function memberWithDueAction(title: string) {
  const member = await signUp(app);
  const call = (method: 'POST' | 'GET', url: string, payload?: object) =>
    app.inject({ method, url, headers: bearer(member.token), ...(payload ? { payload } : {}) });
  const goal = (await call('POST', '/api/goals', { title: `Goal for ${title}` })).json().goal;
  await call('POST', `/api/goals/${goal.id}/actions`, { title, dueDate: today() });
  return { member, call };
}

const mailsAbout = (text: string) => sent.filter((m) => m.text.includes(text));
/** Sends whatever earlier tests left due, so the next claim is the test's own reminder. */
async function drain() {
  now = Date.now(); // no goal made now is a week without a check-in
  while ((await app.reminders.run()).sent > 0);
}

describe('reminders', () => {
  it('an action due today is reminded once, by e-mail and in the app, however often runs repeat', async () => {
    const { member, call } = await memberWithDueAction('Send the proposal');
    await app.reminders.run();
    await app.reminders.run();
    expect(mailsAbout('Send the proposal')).toHaveLength(1);
    expect(mailsAbout('Send the proposal')[0]?.to).toBe(member.email);
    const listed = (await call('GET', '/api/reminders')).json().reminders;
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({ kind: 'action_due' });
    const other = await signUp(app);
    const stranger = await app.inject({
      method: 'POST',
      url: `/api/reminders/${listed[0].id}/dismiss`,
      headers: bearer(other.token),
    });
    expect(stranger.statusCode).toBe(404);
    expect((await call('POST', `/api/reminders/${listed[0].id}/dismiss`)).statusCode).toBe(200);
    expect((await call('GET', '/api/reminders')).json().reminders).toHaveLength(0);
  });

  it('two runners at once (two instances) send each reminder exactly once', async () => {
    for (let i = 0; i < 30; i++) await memberWithDueAction(`Parallel action ${i}`);
    const { db } = await testDatabase();
    const runner = () =>
      createReminders({
        db,
        mailer,
        clock: { now: () => now },
        publicUrl: 'http://x',
        log: quietLog,
      });
    const [a, b] = [runner(), runner()];
    await Promise.all([a.run(), b.run(), a.run(), b.run()]);
    for (let i = 0; i < 30; i++) expect(mailsAbout(`Parallel action ${i} `)).toHaveLength(1);
  });

  it('a failed send leaves the batch unsent for the next run: none lost, none doubled', async () => {
    await memberWithDueAction('Book the flight');
    failNext = true;
    await expect(app.reminders.run()).rejects.toThrow('mail server down');
    expect(mailsAbout('Book the flight')).toHaveLength(0);
    await app.reminders.run();
    expect(mailsAbout('Book the flight')).toHaveLength(1);
  });

  it('an open goal without a check-in for a week is due one, once that week', async () => {
    const member = await signUp(app);
    await app.inject({
      method: 'POST',
      url: '/api/goals',
      headers: bearer(member.token),
      payload: { title: 'Quiet goal' },
    });
    await app.reminders.run();
    expect(mailsAbout('Quiet goal')).toHaveLength(0);
    now += 8 * 24 * 60 * 60 * 1000;
    await app.reminders.run();
    await app.reminders.run();
    expect(mailsAbout('weekly check-in on “Quiet goal”')).toHaveLength(1);
  });

  it('a run that died mid-send leaves its claim to expire; then another run sends it, once', async () => {
    await drain();
    await memberWithDueAction('Call the recruiter');
    const { db } = await testDatabase();
    const hanging: Mailer = { kind: 'smtp', send: () => new Promise(() => {}) };
    const runner = (m: Mailer) =>
      createReminders({
        db,
        mailer: m,
        clock: { now: () => now },
        publicUrl: 'http://x',
        log: quietLog,
        leaseMs: 200,
      });
    // The first run's send never comes back (as if its process had died): it gives up after half
    // the lease and keeps the claim.
    await expect(runner(hanging).run()).rejects.toThrow('not accepted within 100 ms');
    const other = runner(mailer);
    await other.run();
    expect(mailsAbout('Call the recruiter'), 'still claimed').toHaveLength(0);
    now += 1_000;
    await other.run();
    await other.run();
    expect(mailsAbout('Call the recruiter')).toHaveLength(1);
  });

  it('a hanging mail server stalls no request on the embedded database', async () => {
    const smtp = new FakeSmtp();
    await smtp.start();
    let release: (v: undefined) => void = () => {};
    const held = new Promise<undefined>((resolve) => {
      release = resolve;
    });
    let inFlight = false;
    smtp.hold = () => {
      inFlight = true;
      return held;
    };
    const slow = await createTestApp({
      mailer: createSmtpMailer({ url: smtp.url, from: 'Facet <no-reply@localhost>' }),
      clock: { now: () => now },
    });
    try {
      await drain();
      const { member } = await memberWithDueAction('Prepare the interview');
      const run = slow.reminders.run();
      while (!inFlight) await new Promise((r) => setTimeout(r, 20));
      const within = <T>(p: Promise<T>) =>
        Promise.race([
          p,
          new Promise<never>((_, reject) =>
            setTimeout(() => reject(new Error('stalled behind the mail server')), 3_000),
          ),
        ]);
      const started = performance.now();
      const live = await within(slow.inject({ method: 'GET', url: '/api/health/live' }));
      expect(live.statusCode).toBe(200);
      const goals = await within(
        slow.inject({ method: 'GET', url: '/api/goals', headers: bearer(member.token) }),
      );
      expect(goals.statusCode).toBe(200);
      const created = await within(
        slow.inject({
          method: 'POST',
          url: '/api/goals',
          headers: bearer(member.token),
          payload: { title: 'Made while a mail hangs' },
        }),
      );
      expect(created.statusCode).toBe(201);
      expect(performance.now() - started).toBeLessThan(3_000);
      expect(smtp.mails).toHaveLength(0);
      release(undefined);
      await run;
      expect(smtp.mails.filter((m) => m.raw.includes('Prepare the interview'))).toHaveLength(1);
    } finally {
      release(undefined);
      await slow.close();
      await smtp.stop();
    }
  });
});
