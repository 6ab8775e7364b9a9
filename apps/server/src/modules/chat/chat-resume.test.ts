import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLlmCoach } from '../../ai/llm-coach.js';
import { FakeOpenAI } from '../../test/fake-openai.js';
import { signUp, type TestAccount } from '../../test/harness.js';
import {
  type Instance,
  killableBus,
  newInstanceBus,
  startInstance,
  stopInstance,
} from '../../test/instances.js';
import { multipartBody } from '../../test/multipart.js';
import { onDemandCoach, readEventStream, shownText } from '../../test/on-demand-coach.js';
import { RESUME_RESTART_MESSAGE, TIME_LIMIT_MESSAGE } from './chat.routes.js';
import type { ReplyBus } from './reply-bus.js';
import { OWNER_GONE_MESSAGE, STOPPED_BEFORE_TEXT_MESSAGE } from './reply-hub.js';

const auth = (account: TestAccount) => ({ authorization: `Bearer ${account.token}` });

async function startChat(instance: Instance, account: TestAccount, sessionId: string) {
  const { payload, headers } = await multipartBody({ sessionId, content: 'Tell me a story' });
  return readEventStream(`${instance.url}/api/chat`, {
    method: 'POST',
    body: new Uint8Array(payload),
    headers: { ...headers, ...auth(account) },
  });
}

/** Waits until the reply's row exists (status streaming): what a reload would see. */
async function untilStreamingRow(instance: Instance, account: TestAccount, sessionId: string) {
  for (;;) {
    const res = await instance.app.inject({
      method: 'GET',
      url: `/api/messages/${sessionId}`,
      headers: auth(account),
    });
    const messages = res.json().messages as Array<{ status: string; content: string }>;
    const row = messages.find((m) => m.status === 'streaming');
    if (row) return row;
    await new Promise((r) => setTimeout(r, 20));
  }
}

const resume = (instance: Instance, account: TestAccount, sessionId: string) =>
  readEventStream(`${instance.url}/api/chat/${sessionId}/stream`, { headers: auth(account) });

const stop = (instance: Instance, account: TestAccount, sessionId: string) =>
  instance.app.inject({
    method: 'POST',
    url: `/api/chat/${sessionId}/stop`,
    headers: auth(account),
  });

const sid = () => `resume-${randomUUID().slice(0, 8)}`;

describe('a reply in progress, across two instances', () => {
  const coach = onDemandCoach();
  let a: Instance;
  let b: Instance;
  let alice: TestAccount;
  beforeAll(async () => {
    a = await startInstance({ coach: coach.coach });
    b = await startInstance();
    alice = await signUp(a.app, { firstName: 'Alice' });
  });
  afterAll(async () => {
    coach.end();
    await stopInstance(a);
    await stopInstance(b);
  });

  it('resumed on B while A writes it: the snapshot and chunks are exactly the reply, nothing missing or twice', async () => {
    coach.reset();
    const sessionId = sid();
    coach.say('Once upon a time');
    const post = await startChat(a, alice, sessionId);
    await untilStreamingRow(a, alice, sessionId);

    // Words keep coming, fast, while B joins.
    let n = 0;
    const pump = setInterval(() => coach.say(` w${n++}`), 2);
    const resumed = await resume(b, alice, sessionId);
    expect(resumed.status).toBe(200);
    const first = await resumed.next();
    expect(first.type).toBe('snapshot');
    expect(first.type === 'snapshot' && first.content.startsWith('Once upon a time')).toBe(true);
    await resumed.until((events) => events.filter((e) => e.type === 'chunk').length >= 20);
    clearInterval(pump);
    coach.say(' The end.');
    coach.end();
    await Promise.all([post.ended, resumed.ended]);

    const whole = shownText(post.events);
    expect(whole.endsWith(' The end.')).toBe(true);
    expect(shownText(resumed.events)).toBe(whole);
    const last = resumed.events.at(-1);
    expect(last?.type).toBe('complete');
    expect(last?.type === 'complete' && last.message).toMatchObject({
      content: whole,
      status: 'complete',
    });
    expect(post.events.at(-1)).toEqual(last);
  });

  it('a client that leaves does not stop the reply; it resumes on B, and Stop on B stops it on A', async () => {
    coach.reset();
    const sessionId = sid();
    coach.say('First words');
    const post = await startChat(a, alice, sessionId);
    await post.until((events) => events.length > 0);
    post.close(); // a reload: the connection is gone
    coach.say(', more words');
    coach.say(' after the reload');
    await new Promise((r) => setTimeout(r, 100));
    expect(coach.aborted).toBe(false);

    const resumed = await resume(b, alice, sessionId);
    await resumed.until((events) => shownText(events).endsWith(' after the reload'));
    const stopped = await stop(b, alice, sessionId);
    expect(stopped.statusCode).toBe(200);
    const text = 'First words, more words after the reload';
    expect(stopped.json().message).toMatchObject({ content: text, status: 'incomplete' });
    await resumed.ended;
    expect(coach.aborted).toBe(true);
    expect(shownText(resumed.events)).toBe(text);
    expect(resumed.events.at(-1)).toMatchObject({
      type: 'complete',
      message: { content: text, status: 'incomplete' },
    });
    const listed = await b.app.inject({
      method: 'GET',
      url: `/api/messages/${sessionId}`,
      headers: auth(alice),
    });
    expect(listed.json().messages.at(-1)).toMatchObject({ content: text, status: 'incomplete' });
  });

  it('a provider failure reaches the member following on B, with the text so far kept', async () => {
    coach.reset();
    const sessionId = sid();
    coach.say('Half of');
    const post = await startChat(a, alice, sessionId);
    await untilStreamingRow(a, alice, sessionId);
    const resumed = await resume(b, alice, sessionId);
    coach.say(' it');
    await resumed.until((events) => shownText(events) === 'Half of it');
    coach.fail('The AI provider is busy right now. Please try again in a minute.');
    await Promise.all([resumed.ended, post.ended]);
    expect(resumed.events.at(-1)).toEqual({
      type: 'error',
      error: 'The AI provider is busy right now. Please try again in a minute.',
    });
    expect(post.events.at(-1)).toEqual(resumed.events.at(-1));
    const listed = await b.app.inject({
      method: 'GET',
      url: `/api/messages/${sessionId}`,
      headers: auth(alice),
    });
    expect(listed.json().messages.at(-1)).toMatchObject({
      content: 'Half of it',
      status: 'incomplete',
    });
  });

  it('Stop before the first words stops the reply as well', async () => {
    coach.reset();
    const sessionId = sid();
    const post = await startChat(a, alice, sessionId);
    await coach.begun;
    await new Promise((r) => setTimeout(r, 100)); // A is listening to the conversation
    const stopped = await stop(b, alice, sessionId);
    expect(stopped.json()).toEqual({ message: null });
    await post.ended;
    expect(post.events).toEqual([{ type: 'error', error: STOPPED_BEFORE_TEXT_MESSAGE }]);
  });

  it('nothing in progress: 204; another member or an unknown conversation: 404', async () => {
    coach.reset();
    const sessionId = sid();
    coach.say('A short reply.');
    coach.end();
    const post = await startChat(a, alice, sessionId);
    await post.ended;
    const none = await b.app.inject({
      method: 'GET',
      url: `/api/chat/${sessionId}/stream`,
      headers: auth(alice),
    });
    expect(none.statusCode).toBe(204);
    expect(none.body).toBe('');
    expect((await stop(b, alice, sessionId)).json()).toEqual({ message: null });

    const mallory = await signUp(b.app);
    for (const url of [`/api/chat/${sessionId}/stream`, `/api/chat/unknown-${sid()}/stream`]) {
      const res = await b.app.inject({ method: 'GET', url, headers: auth(mallory) });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'conversation_not_found' });
    }
    const res = await stop(b, mallory, sessionId);
    expect(res.statusCode).toBe(404);
    const anonymous = await b.app.inject({ method: 'GET', url: `/api/chat/${sessionId}/stream` });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('many resumes while background saves race the flushes', () => {
  it('every resumer, whenever it joins and on whichever instance, shows exactly the whole reply', async () => {
    const coach = onDemandCoach();
    // Saves every 15 ms: the row often holds more than the owner's answer says.
    const a = await startInstance({ coach: coach.coach, replySaveIntervalMs: 15 });
    const b = await startInstance({ replySaveIntervalMs: 15 });
    try {
      const alice = await signUp(a.app);
      const sessionId = sid();
      coach.say('Start.');
      const post = await startChat(a, alice, sessionId);
      await untilStreamingRow(a, alice, sessionId);
      let n = 0;
      const pump = setInterval(() => {
        // Some long pieces too: they travel cut into several messages.
        coach.say(n % 17 === 0 ? ` ${'long'.repeat(400)}${n++}` : ` w${n++}`);
      }, 1);
      const resumers = [];
      for (let i = 0; i < 6; i++) {
        resumers.push(await resume(i % 2 ? a : b, alice, sessionId));
        await new Promise((r) => setTimeout(r, 40));
      }
      await Promise.all(resumers.map((r) => r.until((events) => events.length > 3)));
      clearInterval(pump);
      coach.say(' Done.');
      coach.end();
      await Promise.all([post.ended, ...resumers.map((r) => r.ended)]);
      const whole = shownText(post.events);
      for (const resumer of resumers) {
        expect(resumer.events[0]?.type).toBe('snapshot');
        expect(shownText(resumer.events)).toBe(whole);
        expect(resumer.events.at(-1)).toMatchObject({ type: 'complete' });
      }
    } finally {
      coach.end();
      await stopInstance(a);
      await stopInstance(b);
    }
  });
});

describe('through an OpenAI-compatible provider that streams on demand', () => {
  const fake = new FakeOpenAI();
  beforeAll(() => fake.start());
  afterAll(() => fake.stop());

  it('resumes on B, and a Stop on B aborts the provider call on A', async () => {
    const a = await startInstance({
      coach: createLlmCoach({ provider: 'openai', apiKey: 'test-key', baseURL: fake.baseURL }),
    });
    const b = await startInstance();
    try {
      const alice = await signUp(a.app);
      const sessionId = sid();
      fake.behaviour = { kind: 'on-demand' };
      fake.say('Step one');
      const post = await startChat(a, alice, sessionId);
      await untilStreamingRow(a, alice, sessionId);
      post.close();
      const resumed = await resume(b, alice, sessionId);
      fake.say(', step two');
      await resumed.until((events) => shownText(events) === 'Step one, step two');
      const upstream = fake.requests.find((r) => r.body.stream);
      expect((await stop(b, alice, sessionId)).json().message).toMatchObject({
        content: 'Step one, step two',
        status: 'incomplete',
      });
      expect(await upstream?.aborted).toBe(true);
      await resumed.ended;
      expect(resumed.events.at(-1)).toMatchObject({
        type: 'complete',
        message: { status: 'incomplete' },
      });
    } finally {
      await stopInstance(a);
      await stopInstance(b);
    }
  });
});

describe('an instance that shuts down while a member follows a reply there', () => {
  it('ends the resumed stream with a message to reload; the reply goes on where it is written', async () => {
    const coach = onDemandCoach();
    const a = await startInstance({ coach: coach.coach });
    const b = await startInstance();
    try {
      const alice = await signUp(a.app);
      const sessionId = sid();
      coach.say('Going on');
      const post = await startChat(a, alice, sessionId);
      await untilStreamingRow(a, alice, sessionId);
      const resumed = await resume(b, alice, sessionId);
      await resumed.until((events) => events.length > 0);
      await b.app.close();
      await resumed.ended;
      expect(resumed.events.at(-1)).toEqual({ type: 'error', error: RESUME_RESTART_MESSAGE });
      coach.say(' and done.');
      coach.end();
      await post.ended;
      expect(shownText(post.events)).toBe('Going on and done.');
      expect(post.events.at(-1)).toMatchObject({ type: 'complete' });
    } finally {
      coach.end();
      await stopInstance(a);
      await stopInstance(b);
    }
  });
});

describe('the instance writing a reply is gone', () => {
  it('a resume marks the reply incomplete and sends what was saved with an error that says so', async () => {
    const coach = onDemandCoach();
    const bus = killableBus(newInstanceBus());
    const a = await startInstance({ coach: coach.coach, bus });
    const b = await startInstance();
    try {
      const alice = await signUp(a.app);
      const sessionId = sid();
      coach.say('Saved words');
      const post = await startChat(a, alice, sessionId);
      await untilStreamingRow(a, alice, sessionId);
      bus.kill(); // A stops answering, as if its process had died

      const started = Date.now();
      const resumed = await resume(b, alice, sessionId);
      await resumed.ended;
      expect(Date.now() - started).toBeLessThan(3_000);
      expect(resumed.events).toEqual([
        { type: 'snapshot', content: 'Saved words' },
        { type: 'error', error: OWNER_GONE_MESSAGE },
      ]);
      const listed = await b.app.inject({
        method: 'GET',
        url: `/api/messages/${sessionId}`,
        headers: auth(alice),
      });
      expect(listed.json().messages.at(-1)).toMatchObject({
        content: 'Saved words',
        status: 'incomplete',
      });
      post.close();
    } finally {
      coach.end();
      await stopInstance(a);
      await stopInstance(b);
    }
  });

  it('a stream already following the reply on B ends with an error when A falls silent for good', async () => {
    const coach = onDemandCoach();
    const bus = killableBus(newInstanceBus());
    const a = await startInstance({ coach: coach.coach, bus });
    const b = await startInstance({ ownerCheckMs: 300 });
    try {
      const alice = await signUp(a.app);
      const sessionId = sid();
      coach.say('Saved words');
      const post = await startChat(a, alice, sessionId);
      await untilStreamingRow(a, alice, sessionId);
      const resumed = await resume(b, alice, sessionId);
      await resumed.until((events) => shownText(events) === 'Saved words');
      coach.say(', then more');
      await resumed.until((events) => shownText(events) === 'Saved words, then more');
      // Quiet for longer than the check: the writer answers the check, so nothing ends.
      await new Promise((r) => setTimeout(r, 600));
      expect(resumed.events.map((e) => e.type)).toEqual(['snapshot', 'chunk']);
      bus.kill(); // A stops answering, as if its process had died

      const started = Date.now();
      await resumed.ended;
      expect(Date.now() - started).toBeLessThan(3_000);
      expect(shownText(resumed.events)).toBe('Saved words, then more');
      expect(resumed.events.at(-1)).toEqual({ type: 'error', error: OWNER_GONE_MESSAGE });
      const listed = await b.app.inject({
        method: 'GET',
        url: `/api/messages/${sessionId}`,
        headers: auth(alice),
      });
      expect(listed.json().messages.at(-1)).toMatchObject({ status: 'incomplete' });
      post.close();
    } finally {
      coach.end();
      await stopInstance(a);
      await stopInstance(b);
    }
  });
});

describe('a bus that cannot be reached', () => {
  it('a Stop answers 503 with a message to try again', async () => {
    const broken: ReplyBus = {
      kind: 'postgres',
      publish: async () => {
        throw new Error('connection refused');
      },
      subscribe: async () => {
        throw new Error('connection refused');
      },
      close: async () => {},
    };
    const a = await startInstance({ bus: broken });
    try {
      const alice = await signUp(a.app);
      const sessionId = sid();
      await a.app.inject({
        method: 'POST',
        url: '/api/conversations',
        headers: auth(alice),
        payload: { sessionId, agentId: 1 },
      });
      const res = await stop(a, alice, sessionId);
      expect(res.statusCode).toBe(503);
      expect(res.json().error).toMatch(/could not be stopped just now/);
    } finally {
      await stopInstance(a);
    }
  });
});

describe('a reply nobody watches', () => {
  it('is still bounded: past the time limit it stops, keeps its text and says why', async () => {
    const coach = onDemandCoach();
    const a = await startInstance({ coach: coach.coach, replyTimeLimitMs: 300 });
    try {
      const alice = await signUp(a.app);
      const sessionId = sid();
      coach.say('Slow');
      const post = await startChat(a, alice, sessionId);
      await post.ended;
      expect(post.events).toEqual([
        { type: 'chunk', delta: 'Slow' },
        { type: 'error', error: TIME_LIMIT_MESSAGE },
      ]);
      expect(coach.aborted).toBe(true);
      const listed = await a.app.inject({
        method: 'GET',
        url: `/api/messages/${sessionId}`,
        headers: auth(alice),
      });
      expect(listed.json().messages.at(-1)).toMatchObject({
        content: 'Slow',
        status: 'incomplete',
      });
    } finally {
      coach.end();
      await stopInstance(a);
    }
  });
});
