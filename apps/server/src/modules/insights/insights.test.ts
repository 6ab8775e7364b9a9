import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLlmCoach } from '../../ai/llm-coach.js';
import { createOfflineCoach } from '../../ai/offline-coach.js';
import type { Clock } from '../../lib/clock.js';
import { makeTextPdf } from '../../test/documents.js';
import { FakeOpenAI } from '../../test/fake-openai.js';
import { bearer, createTestApp, signUp, type TestAccount } from '../../test/harness.js';
import { multipartBody, parseSse } from '../../test/multipart.js';

const CV = [
  'Jordan Lee - Product Manager',
  'Led a team of 6 engineers to launch a payments app.',
  'Reduced checkout time by 30 percent.',
  'I value honesty and curiosity in every team I join.',
  'My goal is to lead a product organisation by 2028.',
  'I believe small teams ship better products.',
  'I am not a natural public speaker.',
  'I tend to procrastinate on long reports.',
];

class ManualClock implements Clock {
  time = Date.now();
  now() {
    return this.time;
  }
}

async function uploadCv(app: FastifyInstance, account: TestAccount, lines: string[]) {
  const { payload, headers } = await multipartBody({}, [
    { field: 'cv', name: 'cv.pdf', content: makeTextPdf(lines) },
  ]);
  const res = await app.inject({
    method: 'POST',
    url: '/api/upload/cv',
    payload,
    headers: { ...headers, ...bearer(account.token) },
  });
  expect(res.statusCode).toBe(201);
  return res.json().file.id as string;
}

const generate = (app: FastifyInstance, account: TestAccount, userId = account.user.id) =>
  app.inject({
    method: 'POST',
    url: '/api/generate-diamond-insights',
    headers: bearer(account.token),
    payload: { userId },
  });

describe('diamond insights with the offline coach', () => {
  let app: FastifyInstance;
  const clock = new ManualClock();
  beforeAll(async () => {
    app = await createTestApp({ clock, coach: createOfflineCoach({ wordDelayMs: 0 }) });
  });
  afterAll(() => app.close());

  it('builds every statement from the words of the uploaded file, and saves it', async () => {
    const account = await signUp(app);
    const empty = await app.inject({
      method: 'GET',
      url: '/api/diamond-insights',
      headers: bearer(account.token),
    });
    expect(empty.json()).toEqual({
      success: true,
      insights: null,
      evidence: null,
      generatedAt: null,
      generator: null,
    });

    const fileId = await uploadCv(app, account, CV);
    const res = await generate(app, account);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.generator).toBe('offline');
    expect(body.insights.values).toEqual(
      expect.arrayContaining(['Honesty matters to you.', 'Curiosity matters to you.']),
    );
    expect(body.insights.behaviours).toEqual(
      expect.arrayContaining(['You take the lead.', 'You make things leaner and cheaper.']),
    );
    expect(body.insights.vision).toEqual(['You aim to lead a product organisation by 2028.']);
    expect(body.insights.beliefs).toEqual(['You believe small teams ship better products.']);
    expect(body.insights.limitingBeliefs[0]).toContain('I am not a natural public speaker');
    expect(body.insights.limitingBehaviours[0]).toContain(
      'I tend to procrastinate on long reports',
    );
    for (const items of Object.values(body.evidence) as Array<
      Array<{ fileId: string; quote: string; fileName: string }>
    >) {
      for (const item of items) {
        expect(item.fileId).toBe(fileId);
        expect(item.fileName).toBe('cv.pdf');
        expect(CV.some((line) => line.includes(item.quote) || item.quote.includes(line))).toBe(
          true,
        );
      }
    }
    const saved = await app.inject({
      method: 'GET',
      url: '/api/diamond-insights',
      headers: bearer(account.token),
    });
    expect(saved.json()).toEqual(body);
  });

  it('varies with the files: different words, different profile', async () => {
    const account = await signUp(app);
    await uploadCv(app, account, [
      'Mentored twelve junior designers.',
      'Fairness and empathy guide my work.',
    ]);
    const body = (await generate(app, account)).json();
    expect(body.insights.values).toEqual(['Fairness matters to you.', 'Empathy matters to you.']);
    expect(body.insights.behaviours).toEqual(['You develop other people.']);
    expect(body.insights.vision).toEqual([]);
  });

  it('enforces the 5-minute cooldown with 429 and Retry-After, and keeps the profile', async () => {
    const account = await signUp(app);
    await uploadCv(app, account, CV);
    const first = (await generate(app, account)).json();
    clock.time += 60_000;
    const again = await generate(app, account);
    expect(again.statusCode).toBe(429);
    expect(again.json().error).toBe('You can generate insights again in 4 minute(s).');
    expect(Number(again.headers['retry-after'])).toBe(240);
    clock.time += 4 * 60_000 + 1;
    const later = await generate(app, account);
    expect(later.statusCode).toBe(200);
    expect(later.json().insights).toEqual(first.insights);
  });

  it('needs files, readable ones, and only for the caller', async () => {
    const account = await signUp(app);
    const none = await generate(app, account);
    expect(none.statusCode).toBe(400);
    expect(none.json().error).toBe(
      'Please upload your CV or psychometric files first to generate insights.',
    );

    const other = await generate(app, account, randomUUID());
    expect(other.statusCode).toBe(403);
    expect(other.json().error).toBe('You can only generate insights for your own account.');

    await uploadCv(app, account, []);
    const unreadable = await generate(app, account);
    expect(unreadable.statusCode).toBe(400);
    expect(unreadable.json().error).toMatch(/couldn't read text in any of your files/);
  });

  it('the coaches receive the CV and the profile: the offline coach cites the profile', async () => {
    const account = await signUp(app);
    await uploadCv(app, account, CV);
    await generate(app, account);
    const { payload, headers } = await multipartBody({
      sessionId: `s-${randomUUID().slice(0, 8)}`,
      agentId: '22',
      content: 'What do my values say about this job offer?',
    });
    const res = await app.inject({
      method: 'POST',
      url: '/api/chat',
      payload,
      headers: { ...headers, ...bearer(account.token) },
    });
    const text = parseSse(res.body)
      .filter((e) => e.type === 'chunk')
      .map((e) => e.delta)
      .join('');
    expect(text).toContain('**From your diamond profile**');
    expect(text).toContain('Honesty matters to you.');
  });
});

describe('diamond insights with an AI provider', () => {
  const fake = new FakeOpenAI();
  const clock = new ManualClock();
  let app: FastifyInstance;
  beforeAll(async () => {
    await fake.start();
    app = await createTestApp({
      clock,
      coach: createLlmCoach({ provider: 'openai', apiKey: 'k', baseURL: fake.baseURL }),
    });
  });
  afterAll(async () => {
    await app.close();
    await fake.stop();
  });

  it('sends the extracted text, keeps grounded statements and drops invented ones', async () => {
    const account = await signUp(app);
    await uploadCv(app, account, CV);
    fake.followUp = JSON.stringify({
      vision: [
        {
          statement: 'You want to lead a product organisation.',
          fileId: 'F1',
          quote: 'lead a product organisation by 2028',
        },
      ],
      beliefs: [],
      values: [
        { statement: 'You value honesty.', fileId: 'F1', quote: 'I value honesty and curiosity' },
        {
          statement: 'You value wealth above all.',
          fileId: 'F1',
          quote: 'money is everything to me',
        },
        { statement: 'You value fame.', fileId: 'F9', quote: 'Jordan Lee' },
      ],
      behaviours: [
        {
          statement: 'You lead engineering teams.',
          fileId: 'F1',
          quote: 'Led a team of 6 engineers',
        },
      ],
      limitingBeliefs: [],
      limitingBehaviours: [],
    });
    fake.requests.length = 0;
    const res = await generate(app, account);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.generator).toBe('ai');
    expect(body.insights.values).toEqual(['You value honesty.']);
    expect(body.insights.vision).toEqual(['You want to lead a product organisation.']);
    expect(body.evidence.behaviours[0]).toMatchObject({
      fileName: 'cv.pdf',
      quote: 'Led a team of 6 engineers',
    });

    const request = fake.requests[0]?.body;
    expect(request?.response_format).toMatchObject({ type: 'json_schema' });
    const prompt = JSON.stringify(request?.messages);
    expect(prompt).toContain('Reduced checkout time by 30 percent.');
    expect(prompt).toContain('Never invent');
  });

  it('keeps the previous profile when the provider fails', async () => {
    const account = await signUp(app);
    await uploadCv(app, account, CV);
    fake.followUp = JSON.stringify({
      vision: [],
      beliefs: [
        {
          statement: 'You believe in small teams.',
          fileId: 'F1',
          quote: 'small teams ship better products',
        },
      ],
      values: [],
      behaviours: [],
      limitingBeliefs: [],
      limitingBehaviours: [],
    });
    const first = (await generate(app, account)).json();
    expect(first.insights.beliefs).toEqual(['You believe in small teams.']);

    clock.time += 6 * 60_000;
    fake.followUp = { status: 500 };
    const res = await generate(app, account);
    expect(res.statusCode).toBe(502);
    expect(res.json().error).toBe('The AI provider failed to respond. Please try again.');
    const saved = await app.inject({
      method: 'GET',
      url: '/api/diamond-insights',
      headers: bearer(account.token),
    });
    expect(saved.json()).toEqual(first);
  });
});
