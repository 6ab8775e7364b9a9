import { Writable } from 'node:stream';
import { errorBodySchema } from '@facet/contracts';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOfflineCoach } from './ai/offline-coach.js';
import { damagedFiles } from './test/corpus/documents/damaged.js';
import {
  type FuzzRequest,
  type FuzzRoute,
  type FuzzWorld,
  jsonRequest,
  multipartRequest,
  ROUTE_INPUTS,
  strayRequest,
} from './test/fuzz/requests.js';
import { bearer, createTestApp, signUp, TEST_JWT_SECRET, testDatabase } from './test/harness.js';
import { multipartBody, parseSse, postMultipart } from './test/multipart.js';

/**
 * The API under fuzz: for every route, thousands of malformed and edge-case requests (wrong types,
 * missing and extra fields, huge strings, control characters, unicode edge cases, broken JSON,
 * wrong content types, bad ids, path traversal, out-of-range numbers, empty and truncated bodies),
 * with and without a valid session. No answer may be a 5xx, and every error must be in the API's
 * `{ error, details? }` shape. FUZZ_RUNS sets the runs per route (FUZZ_SEED the seed).
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 200);
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_123);

class ErrorLog extends Writable {
  readonly lines: string[] = [];
  override _write(chunk: Buffer, _encoding: string, done: () => void) {
    for (const line of chunk.toString('utf8').split('\n')) if (line.trim()) this.lines.push(line);
    done();
  }
}

const log = new ErrorLog();
/** Truncated and corrupted files of every kind the upload routes take, sent among the cases. */
const damaged = await damagedFiles();
const routes: FuzzRoute[] = [];
const statuses = new Map<string, Map<number, number>>();
/** With FUZZ_VERBOSE set: how often each error message was answered, per route. */
const messages = new Map<string, number>();
let app: FastifyInstance;
let world: FuzzWorld;
let requestsSent = 0;
const started = Date.now();

const keyOf = (route: { method: string; url: string }) => `${route.method} ${route.url}`;

async function world_(app: FastifyInstance): Promise<FuzzWorld> {
  const owner = await signUp(app, { firstName: 'Fuzz' });
  const other = await signUp(app, { firstName: 'Other' });
  const made = {
    owner: { sessionId: '', noteId: '', fileId: '', goalId: '', actionId: '' },
    other: { sessionId: '', noteId: '', fileId: '', goalId: '', actionId: '' },
  };
  for (const [who, account] of [
    ['owner', owner],
    ['other', other],
  ] as const) {
    const sessionId = `fuzz-${who}-${Date.now()}`;
    const conversation = await app.inject({
      method: 'POST',
      url: '/api/conversations',
      headers: bearer(account.token),
      payload: { sessionId, title: 'Fuzz' },
    });
    expect(conversation.statusCode).toBe(201);
    const note = await app.inject({
      method: 'POST',
      url: `/api/conversations/${sessionId}/notes`,
      headers: bearer(account.token),
      payload: { title: 'Fuzz note', content: 'Words.' },
    });
    expect(note.statusCode).toBe(201);
    const file = await postMultipart(app, account.token, '/api/upload/psychometric', {}, [
      { field: 'psychometric', name: 'values.txt', content: 'I value honesty and growth.' },
    ]);
    expect(file.statusCode).toBe(201);
    const { goalId, actionId } = await makeGoal(account.token);
    made[who] = {
      sessionId,
      noteId: note.json().note.id,
      fileId: file.json().files[0].id,
      goalId,
      actionId,
    };
  }
  const sid = JSON.parse(Buffer.from(owner.token.split('.')[1] ?? '', 'base64url').toString()).sid;
  const tokenWithoutExp = await new SignJWT({ sid })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(owner.user.id)
    .setIssuer('facet')
    .setAudience('facet-web')
    .setIssuedAt()
    .sign(new TextEncoder().encode(TEST_JWT_SECRET));
  return {
    email: owner.email,
    password: owner.password,
    token: owner.token,
    otherToken: other.token,
    tokenWithoutExp,
    userId: owner.user.id,
    otherUserId: other.user.id,
    sessionId: made.owner.sessionId,
    otherSessionId: made.other.sessionId,
    noteId: made.owner.noteId,
    otherNoteId: made.other.noteId,
    fileId: made.owner.fileId,
    otherFileId: made.other.fileId,
    goalId: made.owner.goalId,
    otherGoalId: made.other.goalId,
    actionId: made.owner.actionId,
    otherActionId: made.other.actionId,
  };
}

/** A goal with one action, so the goal and action routes are fuzzed against existing rows. */
async function makeGoal(token: string): Promise<{ goalId: string; actionId: string }> {
  const goal = await app.inject({
    method: 'POST',
    url: '/api/goals',
    headers: bearer(token),
    payload: { title: 'Fuzz goal', targetDate: '2030-01-31' },
  });
  // At the open-goal limit (the fuzz may have made many), the newest existing goal serves.
  const goalId =
    goal.statusCode === 201
      ? goal.json().goal.id
      : (
          await app.inject({ method: 'GET', url: '/api/goals?limit=1', headers: bearer(token) })
        ).json().goals[0].id;
  const action = await app.inject({
    method: 'POST',
    url: `/api/goals/${goalId}/actions`,
    headers: bearer(token),
    payload: { title: 'Fuzz action', dueDate: '2030-01-15' },
  });
  return { goalId, actionId: action.json().action.id };
}

beforeAll(async () => {
  app = await createTestApp({
    coach: createOfflineCoach({ wordDelayMs: 0 }),
    logger: { level: 'error', stream: log },
    // The limits have their own tests; here they would only turn requests into 429s.
    authLimits: {
      accountIpFailures: 1e9,
      ipFailures: 1e9,
      accountSlowdownAfter: 1e9,
      passwordFailures: 1e9,
      attemptsPerWindow: 1e9,
    },
    onRoute: (route) => {
      for (const method of [route.method].flat()) {
        routes.push({ method, url: route.url, schema: route.schema as FuzzRoute['schema'] });
      }
    },
  });
  world = await world_(app);
});

afterAll(async () => {
  await app?.close();
  const database = (await testDatabase()).kind;
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const summary = [...statuses].map(
    ([route, counts]) =>
      `${route}: ${[...counts]
        .sort(([a], [b]) => a - b)
        .map(([s, n]) => `${s}×${n}`)
        .join(' ')}`,
  );
  if (process.env.FUZZ_VERBOSE) {
    console.log(
      [...messages]
        .sort()
        .map(([m, n]) => `${n}× ${m}`)
        .join('\n'),
    );
  }
  console.log(
    `fuzz on ${database}: ${requestsSent} requests in ${seconds} s (runs per route ${RUNS}, seed ${SEED})\n${summary.join('\n')}`,
  );
});

/**
 * Puts back what earlier requests may have deleted (the caller's conversation, note and file), so
 * every route is fuzzed against existing resources as well as missing ones.
 */
async function replenish(): Promise<void> {
  const auth = bearer(world.token);
  await app.inject({
    method: 'POST',
    url: '/api/conversations',
    headers: auth,
    payload: { sessionId: world.sessionId, title: 'Fuzz' },
  });
  const notes = await app.inject({
    method: 'GET',
    url: `/api/conversations/${world.sessionId}/notes`,
    headers: auth,
  });
  // A route that ends sessions (logout, account deletion) may have ended this one: nothing to do
  // until the world is made afresh after it.
  if (notes.statusCode === 401) return;
  const noteIds = (notes.json().notes as Array<{ id: string }>).map((n) => n.id);
  if (!noteIds.includes(world.noteId)) {
    const note = await app.inject({
      method: 'POST',
      url: `/api/conversations/${world.sessionId}/notes`,
      headers: auth,
      payload: { title: 'Fuzz note', content: 'Words.' },
    });
    world.noteId = note.json().note.id;
  }
  const goal = await app.inject({
    method: 'GET',
    url: `/api/goals/${world.goalId}`,
    headers: auth,
  });
  const action = await app.inject({
    method: 'PATCH',
    url: `/api/actions/${world.actionId}`,
    headers: auth,
    payload: { done: false },
  });
  if (goal.statusCode === 404 || action.statusCode === 404) {
    Object.assign(world, await makeGoal(world.token));
  }
  const files = await app.inject({ method: 'GET', url: '/api/upload/files', headers: auth });
  const fileIds = (files.json().files as Array<{ id: string }>).map((f) => f.id);
  if (!fileIds.includes(world.fileId)) {
    if (fileIds[0]) world.fileId = fileIds[0];
    else {
      const { payload, headers } = await multipartBody({}, [
        { field: 'psychometric', name: 'values.txt', content: 'I value honesty and growth.' },
      ]);
      const file = await app.inject({
        method: 'POST',
        url: '/api/upload/psychometric',
        payload,
        headers: { ...headers, ...auth },
      });
      world.fileId = file.json().files[0].id;
    }
  }
}

/** Sends one request and checks the answer: no 5xx, errors in the `{ error, details? }` shape. */
async function check(route: string, request: FuzzRequest): Promise<void> {
  if (++requestsSent % 25 === 0) await replenish();
  const logged = log.lines.length;
  const res = await app.inject({
    method: request.method as 'GET',
    url: request.url,
    headers: request.headers,
    payload: request.payload,
  });
  const counts = statuses.get(route) ?? new Map<number, number>();
  counts.set(res.statusCode, (counts.get(res.statusCode) ?? 0) + 1);
  statuses.set(route, counts);
  if (process.env.FUZZ_VERBOSE && res.statusCode >= 400 && request.method !== 'HEAD') {
    const message = `${route} ${res.statusCode} ${String(JSON.parse(res.body).error).slice(0, 90)}`;
    messages.set(message, (messages.get(message) ?? 0) + 1);
  }
  const where = `${res.statusCode} for ${request.summary}\n→ ${res.body.slice(0, 400)}`;
  if (res.statusCode >= 500) throw new Error(`server error ${where}`);
  if (res.statusCode >= 400 && request.method !== 'HEAD') {
    if (!/^application\/json/.test(String(res.headers['content-type'])))
      throw new Error(`error not in JSON: ${where}`);
    const parsed = errorBodySchema.strict().safeParse(JSON.parse(res.body));
    if (!parsed.success) throw new Error(`error not in the { error, details? } shape: ${where}`);
  }
  if (
    res.statusCode === 200 &&
    String(res.headers['content-type']).startsWith('text/event-stream')
  ) {
    const events = parseSse(res.body);
    if (events.at(-1)?.type !== 'complete')
      throw new Error(`chat stream did not complete: ${where}`);
  }
  if (log.lines.length > logged) {
    throw new Error(
      `error logged: ${log.lines.slice(logged).join('\n').slice(0, 800)}\nfor ${request.summary}`,
    );
  }
}

const seedOf = (key: string) => [...key].reduce((h, c) => (h * 31 + c.charCodeAt(0)) | 0, SEED);

describe('API fuzz', () => {
  it('knows how to fuzz every route the app serves (a new route needs an entry)', () => {
    const served = [...new Set(routes.filter((r) => r.method !== 'HEAD').map(keyOf))].sort();
    const declared = Object.keys(ROUTE_INPUTS).sort();
    expect(
      served.filter((key) => !declared.includes(key)),
      'routes without a generator',
    ).toEqual([]);
    expect(
      declared.filter((key) => !served.includes(key)),
      'generators without a route',
    ).toEqual([]);
  });

  for (const key of Object.keys(ROUTE_INPUTS)) {
    it(`${key}: no 5xx, every error in the error shape`, async () => {
      const input = ROUTE_INPUTS[key];
      const route = routes.find((r) => keyOf(r) === key);
      if (!input || !route) throw new Error(`no route ${key}`);
      await replenish();
      const arbitrary =
        input.kind === 'multipart'
          ? multipartRequest(route, input, world, damaged)
          : jsonRequest(route, world);
      await fc.assert(
        fc.asyncProperty(arbitrary, (request) => check(key, request)),
        { numRuns: RUNS, seed: seedOf(key), endOnFailure: true },
      );
      // Its sessions may be over, or its account gone: the next routes get a fresh world.
      if (input.endsSession) world = await world_(app);
      // HEAD, which the framework answers for every GET route.
      if (route.method === 'GET') {
        const head = { ...route, method: 'HEAD' };
        await fc.assert(
          fc.asyncProperty(jsonRequest(head, world), (request) =>
            check(`HEAD ${route.url}`, request),
          ),
          { numRuns: Math.ceil(RUNS / 10), seed: seedOf(`HEAD ${key}`), endOnFailure: true },
        );
      }
    }, 300_000);
  }

  it('paths and methods the API does not have: a JSON 404 (or 405), never a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(strayRequest(world), (request) => check('(stray)', request)),
      { numRuns: RUNS * 2, seed: seedOf('stray'), endOnFailure: true },
    );
  }, 300_000);
});
