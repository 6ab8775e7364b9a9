import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { INSIGHT_MESSAGES } from '@facet/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLlmCoach } from '../../ai/llm-coach.js';
import { createOfflineCoach } from '../../ai/offline-coach.js';
import type { Clock } from '../../lib/clock.js';
import { WorkerPool } from '../../lib/worker-pool.js';
import { sendChat } from '../../test/chat.js';
import { makeTextPdf } from '../../test/documents.js';
import { FakeOpenAI } from '../../test/fake-openai.js';
import { bearer, createTestApp, signUp, type TestAccount } from '../../test/harness.js';
import { parseSse, postMultipart } from '../../test/multipart.js';

/** The 34 CliftonStrengths themes in report order (shared with bench/profile.mjs). */
const cliftonThemes = (): string[] =>
  JSON.parse(
    readFileSync(new URL('../../test/corpus/clifton-34-themes.json', import.meta.url), 'utf8'),
  );

const CV = [
  'Ada Lovelace - Product Manager',
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
  const res = await postMultipart(app, account.token, '/api/upload/cv', {}, [
    { field: 'cv', name: 'cv.pdf', content: makeTextPdf(lines) },
  ]);
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
      outOfDate: false,
    });

    const fileId = await uploadCv(app, account, CV);
    const res = await generate(app, account);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.generator).toBe('offline');
    expect(body.insights.values).toEqual([
      'You value honesty and curiosity in every team you join.',
    ]);
    expect(body.insights.behaviours).toEqual([
      'You led a team of 6 engineers to launch a payments app.',
      'You reduced checkout time by 30 percent.',
    ]);
    expect(body.insights.vision).toEqual(['Your goal is to lead a product organisation by 2028.']);
    expect(body.insights.beliefs).toEqual(['You believe small teams ship better products.']);
    expect(body.insights.limitingBeliefs).toEqual([
      'You tell yourself that you are not a natural public speaker.',
    ]);
    expect(body.insights.limitingBehaviours).toEqual([
      'You tend to procrastinate on long reports.',
    ]);
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

  it('flags a CV that names someone else instead of merging it, and refuses when all are', async () => {
    const account = await signUp(app, { firstName: 'Sam', lastName: 'Okafor' });
    await uploadCv(app, account, [
      'Morgan Ellis',
      'Experience',
      'Retail Manager, Brightside Stores 2019 - 2024',
      '- Ran a store of 14 staff and cut waste by a fifth.',
    ]);
    const alone = await generate(app, account);
    expect(alone.statusCode).toBe(400);
    expect(alone.json().error).toBe(INSIGHT_MESSAGES.otherPeoplesFiles);

    const report = await postMultipart(app, account.token, '/api/upload/psychometric', {}, [
      {
        field: 'psychometric',
        name: 'reflection.txt',
        content: 'Sam Okafor\nI value patience and craft in everything I make.',
      },
    ]);
    expect(report.statusCode).toBe(201);
    const res = await generate(app, account);
    expect(res.statusCode).toBe(200);
    expect(res.json().flaggedFiles).toEqual([
      { fileId: expect.any(String), fileName: 'cv.pdf', foundName: 'Morgan Ellis' },
    ]);
    const quoted = Object.values(res.json().evidence as Record<string, Array<{ fileName: string }>>)
      .flat()
      .map((e) => e.fileName);
    expect(quoted).not.toContain('cv.pdf');
    const reloaded = await app.inject({
      method: 'GET',
      url: '/api/diamond-insights',
      headers: bearer(account.token),
    });
    expect(reloaded.json().flaggedFiles).toEqual(res.json().flaggedFiles);
    expect(res.json().insights.values).toEqual([
      'You value patience and craft in everything you make.',
    ]);
  });

  it('names a readable file that gave nothing, with why and what would fill the profile', async () => {
    const account = await signUp(app);
    await uploadCv(app, account, ['Mentored twelve junior designers.']);
    const page = await postMultipart(app, account.token, '/api/upload/psychometric', {}, [
      {
        field: 'psychometric',
        name: 'draft.txt',
        content: 'Layout trial for the printer.\n\nThis paragraph was pasted in afterwards.',
      },
    ]);
    expect(page.statusCode).toBe(201);
    const res = await generate(app, account);
    expect(res.statusCode).toBe(200);
    expect(res.json().silentFiles).toEqual([
      { fileId: expect.any(String), fileName: 'draft.txt', reason: expect.any(String) },
    ]);
    expect(res.json().silentFiles[0].reason).toMatch(/would fill it/);

    // The page says it again after a reload, and no longer once the file is gone.
    const read = () =>
      app.inject({ method: 'GET', url: '/api/diamond-insights', headers: bearer(account.token) });
    const reloaded = (await read()).json();
    expect(reloaded.silentFiles).toEqual(res.json().silentFiles);
    expect(Object.keys(reloaded.evidence).sort()).toEqual(Object.keys(res.json().evidence).sort());
    expect(reloaded.evidence).not.toHaveProperty('files');
    const removed = await app.inject({
      method: 'DELETE',
      url: `/api/upload/files/${page.json().files[0].id}`,
      headers: bearer(account.token),
    });
    expect(removed.statusCode).toBe(200);
    expect((await read()).json().silentFiles).toBeUndefined();
  });

  it('varies with the files: different words, different profile', async () => {
    const account = await signUp(app);
    await uploadCv(app, account, [
      'Mentored twelve junior designers.',
      'Fairness and empathy guide my work.',
    ]);
    const body = (await generate(app, account)).json();
    expect(body.insights.values).toEqual(['Fairness and empathy guide your work.']);
    expect(body.insights.behaviours).toEqual(['You mentored twelve junior designers.']);
    expect(body.insights.vision).toEqual([]);
  });

  it('never reads skills, certificates or references as values, nor praise as a doubt', async () => {
    const account = await signUp(app);
    await uploadCv(app, account, [
      'Skills',
      'Machine Learning, Speech Recognition, service architecture',
      'Certifications',
      'First Aid, American Safety & Health Institute',
      'References',
      '"I cannot think of a better IT person." - Tom Hale, CTO',
    ]);
    const res = await generate(app, account);
    // Nothing here is the member's own statement: the profile stays empty instead of guessing,
    // and is saved (not refused), so the page can say what would fill each dimension.
    expect(res.statusCode).toBe(200);
    for (const statements of Object.values(res.json().insights)) expect(statements).toEqual([]);
  });

  it('reads a line whose words the language model has no lemma for (an all-capital "IAM")', async () => {
    const account = await signUp(app);
    await uploadCv(app, account, [
      'Experience',
      'Platform Engineer, Northwind 2019 - 2023',
      '- Automated AWS accounts (CloudFront, RDS, IAM), focusing on fault tolerance.',
      'IAM',
    ]);
    const res = await generate(app, account);
    expect(res.statusCode).toBe(200);
    expect(res.json().insights.behaviours).toEqual([
      'You automated AWS accounts (CloudFront, RDS, IAM), focusing on fault tolerance.',
    ]);
  });

  it('marks the profile out of date when a file is removed, and stops citing that file', async () => {
    const account = await signUp(app);
    await uploadCv(app, account, ['Mentored twelve junior designers.']);
    const added = await postMultipart(app, account.token, '/api/upload/psychometric', {}, [
      { field: 'psychometric', name: 'notes.txt', content: Buffer.from('I value fairness.') },
    ]);
    const noteId = added.json().files[0].id as string;
    const first = (await generate(app, account)).json();
    expect(first.outOfDate).toBe(false);
    expect(first.insights.values).toEqual(['You value fairness.']);
    const removed = await app.inject({
      method: 'DELETE',
      url: `/api/upload/files/${noteId}`,
      headers: bearer(account.token),
    });
    expect(removed.statusCode).toBe(200);
    const after = (
      await app.inject({
        method: 'GET',
        url: '/api/diamond-insights',
        headers: bearer(account.token),
      })
    ).json();
    expect(after.outOfDate).toBe(true);
    expect(after.insights.values).toEqual([]);
    expect(after.evidence.values).toEqual([]);
    expect(after.insights.behaviours).toEqual(['You mentored twelve junior designers.']);
    clock.time += 30_000;
    const again = (await generate(app, account)).json();
    expect(again.outOfDate).toBe(false);
  });

  it('reads a ranked report as a ranking: the top themes, never the bottom ones', async () => {
    const account = await signUp(app);
    // The 34 CliftonStrengths themes, ranked 1 to 34.
    const themes = cliftonThemes();
    const report = [
      'CliftonStrengths 34 Report',
      ...themes.map((theme, i) => `${i + 1}. ${theme}`),
      'People exceptionally talented in the Empathy theme sense the feelings of others.',
      'You may want to partner with someone who has strong Empathy talents.',
    ].join('\n');
    const upload = await postMultipart(app, account.token, '/api/upload/psychometric', {}, [
      { field: 'psychometric', name: 'strengths.txt', content: Buffer.from(report) },
    ]);
    expect(upload.statusCode).toBe(201);
    const body = (await generate(app, account)).json();
    expect(body.insights.behaviours[0]).toBe(
      'Your top CliftonStrengths themes are Strategic, Learner, Achiever, Relator and Ideation.',
    );
    expect(body.evidence.behaviours[0].quote).toBe(
      '1. Strategic 2. Learner 3. Achiever 4. Relator 5. Ideation',
    );
    expect(JSON.stringify(body.insights)).not.toMatch(/Empathy/);
    expect(body.insights.values).toEqual([]);
    expect(body.insights.limitingBehaviours).toEqual([]);
  });

  it('enforces the 5-minute cooldown with 429 and Retry-After, and keeps the profile', async () => {
    const account = await signUp(app);
    await uploadCv(app, account, CV);
    const first = (await generate(app, account)).json();
    clock.time += 60_000;
    const again = await generate(app, account);
    expect(again.statusCode).toBe(429);
    expect(again.json()).toEqual({
      error: 'You can generate insights again in 4 minute(s).',
      code: 'insights_cooldown',
    });
    expect(Number(again.headers['retry-after'])).toBe(240);
    clock.time += 4 * 60_000 + 1;
    const later = await generate(app, account);
    expect(later.statusCode).toBe(200);
    expect(later.json().insights).toEqual(first.insights);
  });

  it('lifts the cooldown when the files changed: added, replaced or removed', async () => {
    const account = await signUp(app);
    const cvId = await uploadCv(app, account, CV);
    expect((await generate(app, account)).statusCode).toBe(200);

    // Added: a psychometric file counts as new evidence.
    const added = await postMultipart(app, account.token, '/api/upload/psychometric', {}, [
      { field: 'psychometric', name: 'disc.txt', content: Buffer.from('I value fairness.') },
    ]);
    expect(added.statusCode).toBe(201);
    const psychometricId = added.json().files[0].id as string;
    clock.time += 30_000;
    const afterAdd = await generate(app, account);
    expect(afterAdd.statusCode).toBe(200);
    expect(afterAdd.json().insights.values.join(' ')).toMatch(/fairness/i);

    // Nothing changed since: the cooldown holds.
    clock.time += 30_000;
    const unchanged = await generate(app, account);
    expect(unchanged.statusCode).toBe(429);
    expect(unchanged.json().code).toBe('insights_cooldown');

    // Replaced: the CV deleted and uploaded again is another file.
    const removeCv = await app.inject({
      method: 'DELETE',
      url: `/api/upload/files/${cvId}`,
      headers: bearer(account.token),
    });
    expect(removeCv.statusCode).toBe(200);
    await uploadCv(app, account, CV);
    clock.time += 30_000;
    expect((await generate(app, account)).statusCode).toBe(200);

    // Removed: a file gone is a change too.
    const removePsychometric = await app.inject({
      method: 'DELETE',
      url: `/api/upload/files/${psychometricId}`,
      headers: bearer(account.token),
    });
    expect(removePsychometric.statusCode).toBe(200);
    clock.time += 30_000;
    const afterRemove = await generate(app, account);
    expect(afterRemove.statusCode).toBe(200);
    expect(afterRemove.json().insights.values.join(' ')).not.toMatch(/fairness/i);
    clock.time += 30_000;
    expect((await generate(app, account)).statusCode).toBe(429);
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
    const res = await sendChat(app, account.token, {
      sessionId: `s-${randomUUID().slice(0, 8)}`,
      agentId: '22',
      content: 'What do my values say about this job offer?',
    });
    const text = parseSse(res.body)
      .filter((e) => e.type === 'chunk')
      .map((e) => e.delta)
      .join('');
    expect(text).toContain('**From your diamond profile**');
    expect(text).toContain('You value honesty and curiosity in every team you join.');
  });
});

describe('diamond insights when the profile job cannot finish', () => {
  const clock = new ManualClock();
  let app: FastifyInstance;
  let slow: FastifyInstance;
  let starved: FastifyInstance;
  const pools: WorkerPool[] = [];
  beforeAll(async () => {
    app = await createTestApp({ clock, coach: createOfflineCoach({ wordDelayMs: 0 }) });
    // The same database behind pools that cannot finish a profile: 1 ms, and too little heap.
    const tooSlow = new WorkerPool({ name: 'profile', size: 1, maxHeapMb: 256, timeoutMs: 1 });
    const tooSmall = new WorkerPool({ name: 'profile', size: 1, maxHeapMb: 4, timeoutMs: 30_000 });
    pools.push(tooSlow, tooSmall);
    slow = await createTestApp({ clock, profilePool: tooSlow });
    starved = await createTestApp({ clock, profilePool: tooSmall });
  });
  afterAll(async () => {
    await Promise.all([app.close(), slow.close(), starved.close()]);
    await Promise.all(pools.map((p) => p.close()));
  });

  it('answers with a clear error and keeps the previous profile', async () => {
    const account = await signUp(app);
    await uploadCv(app, account, CV);
    const first = (await generate(app, account)).json();
    expect(first.insights.vision).toEqual(['Your goal is to lead a product organisation by 2028.']);
    clock.time += 6 * 60_000;

    const timedOut = await generate(slow, account);
    expect(timedOut.statusCode).toBe(503);
    expect(timedOut.json().error).toBe(
      'Building your profile took too long and was stopped. Your previous profile is unchanged. Please try again in a few minutes.',
    );

    const outOfMemory = await generate(starved, account);
    expect(outOfMemory.statusCode).toBe(422);
    expect(outOfMemory.json().error).toMatch(
      /^Your files need more memory than building a profile may use\. Your previous profile is unchanged\./,
    );

    const saved = await app.inject({
      method: 'GET',
      url: '/api/diamond-insights',
      headers: bearer(account.token),
    });
    expect(saved.json()).toEqual(first);
    // Nothing was saved, so no cooldown started: a working pool builds it again at once.
    expect((await generate(app, account)).statusCode).toBe(200);
  }, 60_000);
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
