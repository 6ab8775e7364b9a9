import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { FakeOpenAI, type RecordedRequest } from '../apps/server/src/test/fake-openai.js';
import {
  type Cluster,
  type FollowedStream,
  ROUTE_TO_HEADER,
  resumeChat,
  savedMessages,
  shownText,
  signUpThrough,
  startChat,
  startCluster,
  until,
  within,
} from './support/cluster.js';

// Replies in progress across two instances behind the proxy: the instances use a fake OpenAI
// that streams only the words the test hands it (`say`) until it is told to finish, so a reply
// can be held mid-stream on one instance while the member reloads, stops or loses that instance.

const adminUrl = inject('adminUrl');
const A = { [ROUTE_TO_HEADER]: '0' };
const B = { [ROUTE_TO_HEADER]: '1' };
/** The bound on any one wait: events here take milliseconds, a lost writer 1.5 s. */
const WAIT_MS = 8_000;
const fake = new FakeOpenAI();
let cluster: Cluster;
const base = () => cluster.proxy.baseUrl;
const sid = () => `replies-${randomBytes(4).toString('hex')}`;

/** The streaming (chat reply) request the fake provider got after `before` requests. */
async function replyRequest(before: number): Promise<RecordedRequest> {
  const found = await until(
    async () => fake.requests.slice(before).find((r) => r.body.stream),
    (request) => request !== undefined,
    'the reply request to reach the fake provider',
    WAIT_MS,
  );
  if (!found) throw new Error('no reply request');
  return found;
}

/** Waits (bounded) until a followed stream's events satisfy `ok`. */
const untilEvents = (stream: FollowedStream, ok: (text: string) => boolean, what: string) =>
  within(
    stream.until((events) => ok(shownText(events))),
    WAIT_MS,
    `${what}; events so far: ${JSON.stringify(stream.events)}`,
  );

/** Waits until the reply's row exists (status streaming, its first words saved): what a reload sees. */
const untilStreamingRow = (token: string, sessionId: string, headers: Record<string, string>) =>
  until(
    () => savedMessages(base(), token, sessionId, headers),
    (messages) => messages.some((m) => m.role === 'assistant' && m.status === 'streaming'),
    'the reply row to be saved',
    WAIT_MS,
  );

describe.skipIf(!adminUrl)('replies in progress across instances', () => {
  beforeAll(async () => {
    await fake.start();
    fake.behaviour = { kind: 'on-demand' };
    cluster = await startCluster({
      adminUrl,
      env: { OPENAI_API_KEY: 'test-key', OPENAI_BASE_URL: fake.baseURL },
    });
  });
  afterAll(async () => {
    // A reply the test left open is ended so nothing waits on it.
    fake.finish();
    await cluster?.stop();
    await fake.stop();
  });

  it('a client that leaves A mid-reply resumes on B: snapshot, the rest as chunks, exactly the saved reply', async () => {
    const member = await signUpThrough(base(), A);
    const sessionId = sid();
    const before = fake.requests.length;
    fake.say('Once upon');
    fake.say(' a time');
    const post = await startChat(base(), member.token, { sessionId, content: 'A story?' }, A);
    expect(post.status).toBe(200);
    const request = await replyRequest(before);
    await untilEvents(post, (text) => text === 'Once upon a time', 'the first words on A');
    post.close(); // a reload: the connection is gone, the reply is not
    await untilStreamingRow(member.token, sessionId, B);

    const resumed = await resumeChat(base(), member.token, sessionId, B);
    expect(resumed.status).toBe(200);
    const first = await within(resumed.next(), WAIT_MS, 'the snapshot');
    expect(first).toEqual({ type: 'snapshot', content: 'Once upon a time' });

    fake.say(', two instances');
    await untilEvents(resumed, (text) => text.endsWith(', two instances'), 'a chunk on B');
    fake.say(' shared one reply.');
    fake.finish();
    await within(resumed.ended, WAIT_MS, 'the resumed stream to end');

    const whole = 'Once upon a time, two instances shared one reply.';
    expect(resumed.events.map((e) => e.type)).toEqual(['snapshot', 'chunk', 'chunk', 'complete']);
    expect(shownText(resumed.events)).toBe(whole);
    expect(resumed.events.at(-1)).toMatchObject({
      type: 'complete',
      message: { content: whole, status: 'complete' },
    });
    // The provider was never stopped: the reply ran to its end with nobody on A.
    expect(await within(request.aborted, WAIT_MS, 'the provider response to end')).toBe(false);
    // Either instance lists the same saved reply: nothing missing, nothing twice.
    for (const instance of [A, B]) {
      const messages = await savedMessages(base(), member.token, sessionId, instance);
      expect(messages.map((m) => [m.role, m.content, m.status])).toEqual([
        ['user', 'A story?', 'complete'],
        ['assistant', whole, 'complete'],
      ]);
    }
  });

  it('Stop sent through B stops the reply A writes: the provider call is aborted, the text kept', async () => {
    const member = await signUpThrough(base(), A);
    const sessionId = sid();
    const before = fake.requests.length;
    fake.say('Step one:');
    fake.say(' write it down');
    const post = await startChat(base(), member.token, { sessionId, content: 'A plan?' }, A);
    const request = await replyRequest(before);
    const text = 'Step one: write it down';
    await untilEvents(post, (shown) => shown === text, 'the words on A');
    await untilStreamingRow(member.token, sessionId, B);

    const stopped = await fetch(`${base()}/api/chat/${sessionId}/stop`, {
      method: 'POST',
      headers: { authorization: `Bearer ${member.token}`, ...B },
    });
    expect(stopped.status).toBe(200);
    const { message } = (await stopped.json()) as { message: Record<string, unknown> };
    expect(message).toMatchObject({ role: 'assistant', content: text, status: 'incomplete' });
    // A aborted its call to the provider.
    expect(await within(request.aborted, WAIT_MS, 'the provider call to be aborted')).toBe(true);
    // The member still on A sees the reply end there, with the same saved, incomplete message.
    await within(post.ended, WAIT_MS, 'the stream on A to end');
    expect(shownText(post.events)).toBe(text);
    expect(post.events.at(-1)).toMatchObject({
      type: 'complete',
      message: { id: message.id, content: text, status: 'incomplete' },
    });
    const messages = await savedMessages(base(), member.token, sessionId, A);
    expect(messages.map((m) => [m.role, m.content, m.status])).toEqual([
      ['user', 'A plan?', 'complete'],
      ['assistant', text, 'incomplete'],
    ]);
    // Nothing is left to follow.
    const after = await fetch(`${base()}/api/chat/${sessionId}/stream`, {
      headers: { authorization: `Bearer ${member.token}`, ...B },
    });
    expect(after.status).toBe(204);
  });

  // Last: it kills instance A, and nothing after it needs two instances.
  it('the instance writing a reply is killed (SIGKILL): resuming on B shows the saved text and says the writer stopped', async () => {
    const member = await signUpThrough(base(), A);
    const sessionId = sid();
    const before = fake.requests.length;
    fake.say('Before the crash');
    fake.say(' these words arrived');
    const post = await startChat(base(), member.token, { sessionId, content: 'Careers?' }, A);
    const request = await replyRequest(before);
    const text = 'Before the crash these words arrived';
    await untilEvents(post, (shown) => shown === text, 'the words on A');
    // A crash loses at most the last two seconds of a reply: wait until A has saved them all, so
    // what survives is known exactly.
    await until(
      () => savedMessages(base(), member.token, sessionId, B),
      (messages) => messages.at(-1)?.content === text,
      'A to save the words streamed so far',
      WAIT_MS,
    );

    // A member already following the reply on B when A dies.
    const following = await resumeChat(base(), member.token, sessionId, B);
    expect(await within(following.next(), WAIT_MS, 'the snapshot on B')).toEqual({
      type: 'snapshot',
      content: text,
    });

    const killedAt = performance.now();
    await cluster.instances[0]?.kill();
    // The provider saw its caller vanish.
    expect(await within(request.aborted, WAIT_MS, 'the provider call to drop')).toBe(true);

    const resumed = await resumeChat(base(), member.token, sessionId, B);
    expect(resumed.status).toBe(200);
    await within(resumed.ended, WAIT_MS, 'the resumed stream on B to end');
    const tookMs = performance.now() - killedAt;
    expect(resumed.events[0]).toEqual({ type: 'snapshot', content: text });
    expect(resumed.events.at(-1)).toMatchObject({
      type: 'error',
      error: expect.stringMatching(/server writing it stopped/),
    });
    expect(shownText(resumed.events)).toBe(text);
    // The member's message and the reply so far are both there, the reply marked incomplete.
    const messages = await savedMessages(base(), member.token, sessionId, B);
    expect(messages.map((m) => [m.role, m.content, m.status])).toEqual([
      ['user', 'Careers?', 'complete'],
      ['assistant', text, 'incomplete'],
    ]);
    expect(tookMs).toBeLessThan(5_000);
    // The stream that was following it ends too, once the silent writer fails to answer a check.
    await within(following.ended, WAIT_MS, 'the stream following on B to end');
    const followingMs = performance.now() - killedAt;
    expect(shownText(following.events)).toBe(text);
    expect(following.events.at(-1)).toMatchObject({
      type: 'error',
      error: expect.stringMatching(/server writing it stopped/),
    });
    expect(followingMs).toBeLessThan(6_000);
    console.log(
      `multi: a killed writer's reply was marked incomplete on B in ${Math.round(tookMs)} ms; ` +
        `a stream already following it ended in ${Math.round(followingMs)} ms`,
    );
    // Nothing is left to follow.
    const after = await fetch(`${base()}/api/chat/${sessionId}/stream`, {
      headers: { authorization: `Bearer ${member.token}`, ...B },
    });
    expect(after.status).toBe(204);
  });
});
