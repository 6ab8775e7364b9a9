import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { FakeSmtp, textOf } from '../apps/server/src/test/fake-smtp.js';
import { client, type DataTarget, freshData, ServerProcess, until } from './support/server.js';

// A crash (SIGKILL) in the middle of a reminder run, while an e-mail is in flight (the mail server
// has it but has not accepted it yet); then a restart on the same data. Every reminder arrives,
// and none twice: the one in flight was never marked sent (its claim runs out after the lease,
// 2 s here, and a later run sends it), those before it were.

const kind = inject('database');
const REMINDERS = 5;
const smtp = new FakeSmtp();
let data: DataTarget;
let server: ServerProcess | undefined;

const env = () => ({ SMTP_URL: smtp.url, REMINDER_INTERVAL_MS: '200', REMINDER_LEASE_MS: '2000' });

beforeAll(async () => {
  await smtp.start();
  data = await freshData(kind);
});
afterAll(async () => {
  await server?.kill();
  await data?.remove();
  await smtp.stop();
});

describe('a crash during a reminder run', () => {
  it('loses no reminder and sends none twice', async () => {
    // Mails are held until released: the third one stays in flight.
    let release: (verdict: 'drop') => void = () => {};
    const held = new Promise<'drop'>((resolve) => {
      release = resolve;
    });
    let seen = 0;
    smtp.hold = () => (++seen >= 3 ? held : undefined);

    // The member and their actions are made with reminders off, so that the run that is killed
    // starts with all of them due.
    server = await ServerProcess.start(data, { ...env(), REMINDER_INTERVAL_MS: '0' });
    const api0 = client(() => server?.baseUrl ?? '');
    const signup = await api0.post('/api/auth/signup', {
      email: `crash-remind-${Date.now()}@example.com`,
      password: 'correct horse battery',
      firstName: 'Cora',
      lastName: 'Sh',
    });
    expect(signup.status, signup.text).toBe(201);
    const api = client(() => server?.baseUrl ?? '', signup.json.token);
    const goal = await api.post('/api/goals', { title: 'Crash goal' });
    const today = new Date().toISOString().slice(0, 10);
    for (let i = 0; i < REMINDERS; i++) {
      await api.post(`/api/goals/${goal.json.goal.id}/actions`, {
        title: `Crash reminder ${i} now`,
        dueDate: today,
      });
    }
    await server.stop();
    server = await ServerProcess.start(data, env());
    // Two accepted, the third in flight: kill.
    await until(
      async () => ({ accepted: smtp.mails.length, seen }),
      (v) => v.accepted === 2 && v.seen >= 3,
      'a mail in flight',
      20_000,
    );
    await server.kill();
    // The sender died before the mail server answered: that mail was never accepted.
    release('drop');
    smtp.hold = undefined;
    await until(
      async () => smtp.dropped.length,
      (n) => n >= 1,
      'the in-flight mail dropped',
      5_000,
    );

    server = await ServerProcess.start(data, env());
    await until(
      async () => smtp.mails.length,
      (n) => n >= REMINDERS,
      'every reminder',
      30_000,
    );
    // Runs go on every 200 ms: a doubled reminder would arrive within a few.
    await new Promise((r) => setTimeout(r, 1_500));
    const texts = smtp.mails.map(textOf);
    for (let i = 0; i < REMINDERS; i++) {
      expect(
        texts.filter((t) => t.includes(`Crash reminder ${i} now`)),
        `reminder ${i}`,
      ).toHaveLength(1);
    }
    expect(smtp.mails).toHaveLength(REMINDERS);
  });
});
