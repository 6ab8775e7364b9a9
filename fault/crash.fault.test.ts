import { randomBytes } from 'node:crypto';
import { readdir, stat } from 'node:fs/promises';
import { request } from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { makeTextPdf } from '../apps/server/src/test/documents.js';
import { FakeOpenAI } from '../apps/server/src/test/fake-openai.js';
import {
  client,
  type DataTarget,
  freshData,
  ServerProcess,
  signUp,
  until,
} from './support/server.js';

// A crash (SIGKILL: a lost machine, the OOM killer) in the middle of a reply, an upload and a
// profile generation; then a restart on the same data. Nothing listed may be missing, nothing
// half-written may show, and what the member had sent and seen must be there.

const CV = [
  // The member's own name: a CV that names someone else is left out of their profile.
  'Fay Ult - Product Manager',
  'Led a team of 6 engineers to launch a payments app.',
  'Reduced checkout time by 30 percent.',
  'I value honesty and curiosity in every team I join.',
  'My goal is to lead a product organisation by 2028.',
  'I believe small teams ship better products.',
  'I am not a natural public speaker.',
  'I tend to procrastinate on long reports.',
];
const FOLLOW_UP = JSON.stringify({
  suggestions: ['Tell me more about my strengths', 'Help me plan the next step'],
  title: 'Planning a career move',
});

const kind = inject('database');
const fake = new FakeOpenAI();
let data: DataTarget;
let server: ServerProcess | undefined;
const online = () => ({ OPENAI_API_KEY: 'test-key', OPENAI_BASE_URL: fake.baseURL });
const base = () => {
  if (!server) throw new Error('no server');
  return server.baseUrl;
};

beforeAll(async () => {
  await fake.start();
  data = await freshData(kind);
});
afterAll(async () => {
  await server?.kill();
  await data?.remove();
  await fake.stop();
});

async function restart(env: Record<string, string> = online()) {
  server = await ServerProcess.start(data, env);
}

/** Every conversation listed opens, and every file listed downloads whole. */
async function everythingListedOpens(token: string, files: Map<string, Buffer>) {
  const api = client(base, token);
  const conversations = await api.get('/api/conversations');
  expect(conversations.status).toBe(200);
  for (const conversation of conversations.json.conversations as Array<{ sessionId: string }>) {
    expect((await api.get(`/api/messages/${conversation.sessionId}`)).status).toBe(200);
  }
  const listed = await api.get('/api/upload/files');
  expect(listed.status).toBe(200);
  for (const file of listed.json.files as Array<{ id: string; name: string }>) {
    const res = await fetch(`${base()}/api/upload/files/${file.id}/download`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.status, file.name).toBe(200);
    const bytes = Buffer.from(await res.arrayBuffer());
    const original = files.get(file.name);
    if (original) expect(bytes.equals(original), file.name).toBe(true);
  }
  return listed.json.files as Array<{ id: string; name: string }>;
}

async function upload(token: string, field: 'cv' | 'psychometric', name: string, bytes: Buffer) {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(bytes)]), name);
  const url = field === 'cv' ? '/api/upload/cv' : '/api/upload/psychometric';
  const res = await fetch(`${base()}${url}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  expect(res.status, await res.clone().text()).toBe(201);
}

describe(`a crash and a restart (${kind})`, () => {
  it('mid-reply: the member’s message and the reply so far are kept, marked incomplete', async () => {
    await restart();
    const member = await signUp(base());
    const api = client(base, member.token);
    const sessionId = `crash-${randomBytes(4).toString('hex')}`;
    // A reply that streams slowly: a word every 50 ms, for longer than the test waits.
    fake.behaviour = {
      kind: 'stream',
      chunks: Array.from({ length: 2000 }, (_, i) => `word${i} `),
      delayMs: 50,
    };
    fake.followUp = FOLLOW_UP;

    const form = new FormData();
    form.append('sessionId', sessionId);
    form.append('agentId', '1');
    form.append('content', 'Walk me through my options, slowly.');
    const response = await fetch(`${base()}/api/chat`, {
      method: 'POST',
      headers: { authorization: `Bearer ${member.token}` },
      body: form,
    });
    expect(response.status).toBe(200);
    let received = '';
    const reader = response.body?.getReader();
    const decoder = new TextDecoder();
    const reading = (async () => {
      try {
        for (;;) {
          const part = await reader?.read();
          if (!part || part.done) return;
          for (const line of decoder.decode(part.value, { stream: true }).split('\n')) {
            if (!line.startsWith('data: ')) continue;
            const event = JSON.parse(line.slice(6));
            if (event.type === 'chunk') received += event.delta;
          }
        }
      } catch {
        // the connection dies with the server
      }
    })();

    // The reply so far reaches the database while it streams.
    const saving = await until(
      () => api.get(`/api/messages/${sessionId}`),
      (res) =>
        (res.json?.messages ?? []).some(
          (m: { role: string; content: string }) =>
            m.role === 'assistant' && m.content.includes('word5 '),
        ),
      'the reply in progress to be saved',
    );
    const savedWhileStreaming = (
      saving.json.messages as Array<{ role: string; content: string; status: string }>
    ).find((m) => m.role === 'assistant');
    expect(savedWhileStreaming?.status).toBe('streaming');

    await server?.kill();
    await reading;
    await restart();

    // Opened again: the message and the reply so far, never more than the member saw.
    const after = await until(
      () => api.get(`/api/messages/${sessionId}`),
      (res) =>
        (res.json?.messages ?? []).some(
          (m: { role: string; status: string }) =>
            m.role === 'assistant' && m.status === 'incomplete',
        ),
      'the cut-short reply to be marked incomplete',
    );
    const messages = after.json.messages as Array<{
      role: string;
      content: string;
      status: string;
    }>;
    expect(messages.map((m) => [m.role, m.status])).toEqual([
      ['user', 'complete'],
      ['assistant', 'incomplete'],
    ]);
    expect(messages[0]?.content).toBe('Walk me through my options, slowly.');
    const kept = messages[1]?.content ?? '';
    expect(kept.startsWith(savedWhileStreaming?.content ?? '∅')).toBe(true);
    expect(received.startsWith(kept)).toBe(true);
    await everythingListedOpens(member.token, new Map());
  });

  it('mid-upload: no half-written file is listed, and every listed file downloads whole', async () => {
    const member = await signUp(base());
    const files = new Map<string, Buffer>();
    const report = Buffer.from(
      'Values report\nTop values: honesty, curiosity, craft.\n'.repeat(2000),
    );
    files.set('values-report.txt', report);
    await upload(member.token, 'psychometric', 'values-report.txt', report);

    // A second file, sent slowly and never finished: the server is killed while it arrives.
    const boundary = `----fault${randomBytes(8).toString('hex')}`;
    const req = request(`${base()}/api/upload/psychometric`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${member.token}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': String(8 * 1024 * 1024),
      },
    });
    req.on('error', () => {}); // the server dies under it
    req.write(
      `--${boundary}\r\nContent-Disposition: form-data; name="psychometric"; filename="big-report.txt"\r\nContent-Type: text/plain\r\n\r\n`,
    );
    const line = Buffer.from(
      'Strengths: strategic, learner, achiever, relator, focus.\n'.repeat(1000),
    );
    for (let i = 0; i < 20; i++) req.write(line);
    // The server has begun writing it to disk.
    const tmp = path.join(data.dataDir, 'uploads', '.tmp');
    await until(
      async () => {
        const names = await readdir(tmp).catch(() => [] as string[]);
        const sizes = await Promise.all(
          names.map((n) => stat(path.join(tmp, n)).then((s) => s.size)),
        );
        return sizes.some((size) => size > 0);
      },
      (started) => started,
      'the upload to reach the disk',
    );

    await server?.kill();
    req.destroy();
    await restart();

    const listed = await everythingListedOpens(member.token, files);
    expect(listed.map((f) => f.name)).toEqual(['values-report.txt']);
    // And the member can upload again.
    await upload(member.token, 'psychometric', 'retry.txt', Buffer.from('Values: honesty.\n'));
  });

  it('mid-profile: the previous profile stays, or none when there was none', async () => {
    // A profile made by the offline coach, dated an hour back so a new one may be asked for.
    await server?.kill();
    await restart({});
    const withProfile = await signUp(base());
    const withoutProfile = await signUp(base());
    const cv = makeTextPdf(CV);
    await upload(withProfile.token, 'cv', 'cv.pdf', cv);
    await upload(withoutProfile.token, 'cv', 'cv.pdf', cv);
    const first = await client(base, withProfile.token).post('/api/generate-diamond-insights', {
      userId: withProfile.userId,
    });
    expect(first.status).toBe(200);
    const stopped = await server?.stop();
    expect(stopped?.code).toBe(0);
    await data.sql(
      `update diamond_profiles set generated_at = generated_at - interval '1 hour' where user_id = $1`,
      [withProfile.userId],
    );

    // Both ask the AI provider for a new profile, which answers only after the crash.
    await restart();
    const previous = await client(base, withProfile.token).get('/api/diamond-insights');
    expect(previous.json.insights).not.toBeNull();
    fake.followUp = { hang: true };
    const asked = fake.requests.length;
    for (const member of [withProfile, withoutProfile]) {
      void client(base, member.token)
        .post('/api/generate-diamond-insights', { userId: member.userId })
        .catch(() => {});
    }
    await until(
      async () => fake.requests.slice(asked).filter((r) => !r.body.stream).length,
      (count) => count >= 2,
      'both generations to reach the provider',
    );
    await server?.kill();
    fake.followUp = FOLLOW_UP;
    await restart({});

    const kept = await client(base, withProfile.token).get('/api/diamond-insights');
    expect(kept.json).toEqual(previous.json);
    const none = await client(base, withoutProfile.token).get('/api/diamond-insights');
    expect(none.json.insights).toBeNull();
    // Nothing is left "running": a new generation starts at once.
    const again = await client(base, withoutProfile.token).post('/api/generate-diamond-insights', {
      userId: withoutProfile.userId,
    });
    expect(again.status).toBe(200);
    await everythingListedOpens(withProfile.token, new Map([['cv.pdf', cv]]));
  });
});
