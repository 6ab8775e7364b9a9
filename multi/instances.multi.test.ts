import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  type Cluster,
  client,
  fromClient,
  login,
  ROUTE_TO_HEADER,
  sendChat,
  signUpThrough,
  startCluster,
} from './support/cluster.js';

// Two instances of the built server on one PostgreSQL database and one S3 bucket, behind a
// round-robin proxy without sticky sessions: whichever instance a request reaches, the member
// sees one service.

const adminUrl = inject('adminUrl');
const A = { [ROUTE_TO_HEADER]: '0' };
const B = { [ROUTE_TO_HEADER]: '1' };
let cluster: Cluster;
const base = () => cluster.proxy.baseUrl;

describe.skipIf(!adminUrl)('several instances behind a load balancer', () => {
  beforeAll(async () => {
    cluster = await startCluster({ adminUrl });
    console.log(
      `multi: database, fake S3, 2 instances and the proxy up in ${Math.round(cluster.startedInMs)} ms`,
    );
  });
  afterAll(async () => {
    await cluster?.stop();
  });

  it('both instances are live and ready, each answering on its own', async () => {
    for (const instance of cluster.instances) {
      expect((await fetch(`${instance.baseUrl}/api/health/live`)).status).toBe(200);
      const ready = await fetch(`${instance.baseUrl}/api/health/ready`);
      expect(ready.status, await ready.clone().text()).toBe(200);
      // Without REDIS_URL, the failure limits are counted in the shared database.
      expect(await instance.logged('"failureLimits"')).toContain(
        '"failureLimits":"shared in the database"',
      );
    }
  });

  it('a member signed up on A logs in on B, and every instance knows the session', async () => {
    const member = await signUpThrough(base(), A);
    const onB = await login(base(), member.email, member.password, B);
    expect(onB.status).toBe(200);
    const token = String(onB.json.token);
    const served = cluster.proxy.served.length;
    // Round robin: consecutive calls alternate instances, and each knows who is calling.
    for (let i = 0; i < 4; i++) {
      const me = await client(base, token).get('/api/auth/me');
      expect(me.status, me.text).toBe(200);
      expect(me.json.user.email).toBe(member.email);
    }
    expect(new Set(cluster.proxy.served.slice(served))).toEqual(new Set([0, 1]));
    // The token A issued at signup works on B too.
    const meOnB = await fetch(`${base()}/api/auth/me`, {
      headers: { authorization: `Bearer ${member.token}`, ...B },
    });
    expect(meOnB.status).toBe(200);
  });

  it('a logout on A ends the session on B: changes refused at once, reads within 2 s', async () => {
    const member = await signUpThrough(base(), A);
    const at = (headers: Record<string, string>, method = 'GET', url = '/api/auth/me') =>
      fetch(`${base()}${url}`, {
        method,
        headers: { authorization: `Bearer ${member.token}`, ...headers },
      });
    expect((await at(B)).status).toBe(200); // B remembers the session now
    const phone = await login(base(), member.email, member.password, B);
    expect((await at(A, 'POST', '/api/auth/logout')).status).toBe(200);
    // A change on B reads the session from the database: refused at once.
    const write = await fetch(`${base()}/api/conversations`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${member.token}`,
        'content-type': 'application/json',
        ...B,
      },
      body: JSON.stringify({ sessionId: `after-logout-${randomBytes(3).toString('hex')}` }),
    });
    expect(write.status).toBe(401);
    await new Promise((r) => setTimeout(r, 2_100));
    expect((await at(B)).status).toBe(401);
    expect((await at(A)).status).toBe(401);
    // The member's other session (another device) goes on, on both.
    for (const route of [A, B]) {
      const me = await fetch(`${base()}/api/auth/me`, {
        headers: { authorization: `Bearer ${phone.json.token}`, ...route },
      });
      expect(me.status).toBe(200);
    }
  });

  it('wrong passwords alternated over both instances lock at the one-instance threshold', async () => {
    const member = await signUpThrough(base(), A);
    const attacker = fromClient();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const instance = i % 2 ? B : A;
      statuses.push(
        (await login(base(), member.email, `wrong-${i}`, { ...attacker, ...instance })).status,
      );
    }
    // Five failures (3 on A, 2 on B) lock this address on this account, on both instances.
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    for (const instance of [A, B]) {
      const locked = await login(base(), member.email, member.password, {
        ...attacker,
        ...instance,
      });
      expect(locked.status).toBe(429);
      expect(locked.retryAfter).toBeGreaterThan(0);
      expect(String(locked.json.error)).toMatch(/^Too many failed attempts/);
    }
    // The client's own address comes through the load balancer: the owner, elsewhere, gets in.
    for (const instance of [A, B]) {
      const owner = await login(base(), member.email, member.password, {
        ...fromClient(),
        ...instance,
      });
      expect(owner.status).toBe(200);
    }
  });

  it('an account attacked from many addresses over both instances is slowed after ten failures', async () => {
    const member = await signUpThrough(base(), A);
    // Ten failures from five addresses (two each, so none is locked), alternating instances.
    for (let i = 0; i < 10; i++) {
      const attacker = fromClient(`192.0.2.${10 + Math.floor(i / 2)}`);
      const instance = i % 2 ? B : A;
      const res = await login(base(), member.email, `wrong-${i}`, { ...attacker, ...instance });
      expect(res.status).toBe(401);
    }
    // Past the account's tenth failure every attempt waits (250 ms first), on either instance,
    // the owner's included; and the owner still gets in.
    for (const instance of [A, B]) {
      const started = performance.now();
      const owner = await login(base(), member.email, member.password, {
        ...fromClient(),
        ...instance,
      });
      expect(owner.status).toBe(200);
      expect(performance.now() - started).toBeGreaterThanOrEqual(240);
    }
  });

  it('a file uploaded through one instance is listed and downloads byte for byte on the other', async () => {
    const member = await signUpThrough(base(), A);
    const bytes = Buffer.concat([
      Buffer.from('My values: honesty, curiosity, craft.\n'),
      Buffer.from(randomBytes(64 * 1024).toString('base64')),
    ]);
    const form = new FormData();
    form.append('psychometric', new Blob([new Uint8Array(bytes)]), 'values-report.txt');
    const uploaded = await fetch(`${base()}/api/upload/psychometric`, {
      method: 'POST',
      headers: { authorization: `Bearer ${member.token}`, ...A },
      body: form,
    });
    expect(uploaded.status, await uploaded.clone().text()).toBe(201);

    const listed = await fetch(`${base()}/api/upload/files`, {
      headers: { authorization: `Bearer ${member.token}`, ...B },
    });
    expect(listed.status).toBe(200);
    const files = ((await listed.json()) as { files: Array<{ id: string; name: string }> }).files;
    const file = files.find((f) => f.name === 'values-report.txt');
    expect(file).toBeDefined();
    const download = await fetch(`${base()}/api/upload/files/${file?.id}/download`, {
      headers: { authorization: `Bearer ${member.token}`, ...B },
    });
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer()).equals(bytes)).toBe(true);
    // It went to the shared bucket, not to either instance's disk.
    expect(cluster.s3.requests.some((r) => r.method === 'PUT')).toBe(true);
  });

  it('a chat message sent through the proxy streams to completion, and either instance shows it', async () => {
    const member = await signUpThrough(base(), A);
    const sessionId = `multi-${randomBytes(4).toString('hex')}`;
    const reply = await sendChat(base(), member.token, {
      sessionId,
      content: 'How do I prepare for a promotion conversation?',
    });
    expect(reply.status).toBe(200);
    expect(reply.events.some((e) => e.type === 'error')).toBe(false);
    expect(reply.text.length).toBeGreaterThan(20);
    expect(reply.complete?.status).toBe('complete');
    expect(reply.complete?.content).toBe(reply.text);
    for (const instance of [A, B]) {
      const res = await fetch(`${base()}/api/messages/${sessionId}`, {
        headers: { authorization: `Bearer ${member.token}`, ...instance },
      });
      const { messages } = (await res.json()) as {
        messages: Array<{ role: string; content: string; status: string }>;
      };
      expect(messages.map((m) => m.role)).toEqual(['user', 'assistant']);
      expect(messages[1]?.content).toBe(reply.text);
    }
  });
});
