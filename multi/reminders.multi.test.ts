import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type Cluster, client, startCluster, until } from './support/cluster.js';

// Two instances run the reminders every 200 ms on one PostgreSQL database: each due reminder is
// claimed by one of them (FOR UPDATE SKIP LOCKED) and e-mailed once (here: written to that
// instance's log, as with no SMTP_URL), never by both.

const adminUrl = inject('adminUrl');
let cluster: Cluster;
const ACTIONS = 12;

describe.skipIf(!adminUrl)('reminders across instances', () => {
  beforeAll(async () => {
    cluster = await startCluster({ adminUrl, env: { REMINDER_INTERVAL_MS: '200' } });
  });
  afterAll(async () => {
    await cluster?.stop();
  });

  it('each reminder is sent exactly once by the two instances together', async () => {
    const base = () => cluster.proxy.baseUrl;
    const signup = await client(base).post('/api/auth/signup', {
      email: `remind-${Date.now()}@example.com`,
      password: 'correct horse battery',
      firstName: 'Rita',
      lastName: 'Mind',
    });
    expect(signup.status, signup.text).toBe(201);
    const api = client(base, signup.json.token);
    const goal = await api.post('/api/goals', { title: 'Multi-instance goal' });
    const today = new Date().toISOString().slice(0, 10);
    for (let i = 0; i < ACTIONS; i++) {
      const action = await api.post(`/api/goals/${goal.json.goal.id}/actions`, {
        title: `Multi reminder ${i} now`,
        dueDate: today,
      });
      expect(action.status, action.text).toBe(201);
    }
    const db = new pg.Client({ connectionString: cluster.database.url });
    await db.connect();
    try {
      const unsent = async () =>
        Number(
          (
            await db.query(
              "select count(*) from reminders where kind = 'action_due' and sent_at is null",
            )
          ).rows[0].count,
        );
      const made = async () =>
        Number(
          (await db.query("select count(*) from reminders where kind = 'action_due'")).rows[0]
            .count,
        );
      await until(
        async () => (await made()) === ACTIONS && (await unsent()) === 0,
        Boolean,
        'all sent',
        20_000,
      );
      // Both instances keep running; a second e-mail would come within a few runs.
      await new Promise((r) => setTimeout(r, 1_500));
      const logs = cluster.instances.map((instance) => instance.log);
      const perInstance = logs.map(
        (log) => log.split('\n').filter((line) => line.includes('A reminder from Facet')).length,
      );
      console.log(`multi: reminders e-mailed per instance: ${perInstance.join(' + ')}`);
      for (let i = 0; i < ACTIONS; i++) {
        const mails = logs.flatMap((log) =>
          log
            .split('\n')
            .filter(
              (line) =>
                line.includes(`Multi reminder ${i} now`) && line.includes('A reminder from Facet'),
            ),
        );
        expect(mails, `reminder ${i}`).toHaveLength(1);
      }
      expect(perInstance.reduce((a, b) => a + b, 0)).toBe(ACTIONS);
    } finally {
      await db.end();
    }
  });
});
