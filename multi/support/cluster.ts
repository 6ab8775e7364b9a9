import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { Agent, createServer, type IncomingHttpHeaders, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { FakeS3 } from '../../apps/server/src/test/fake-s3.js';
import { readEventStream } from '../../apps/server/src/test/on-demand-coach.js';
import { ServerProcess } from '../../fault/support/server.js';

export { client, ServerProcess, until } from '../../fault/support/server.js';

/** A fresh database on the admin URL's server, dropped by `drop`. */
export async function createDatabase(
  adminUrl: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `facet_multi_${Date.now()}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists "${name}" with (force)`);
      await client.end();
    },
  };
}

/** The fake S3 (in this process) with one bucket, and the settings a server needs to use it. */
export async function startFakeS3(): Promise<{ s3: FakeS3; env: Record<string, string> }> {
  const s3 = new FakeS3();
  await s3.start();
  const bucket = s3.createBucket('facet-multi');
  return {
    s3,
    env: {
      STORAGE: 's3',
      S3_BUCKET: bucket,
      S3_ENDPOINT: s3.endpoint,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: s3.credentials.accessKeyId,
      S3_SECRET_ACCESS_KEY: s3.credentials.secretAccessKey,
    },
  };
}

/**
 * One built server (`apps/server/dist/main.js`) in its own process on the shared database, with a
 * data folder of its own (nothing in it is shared: that is the point), healthy when it resolves.
 */
export async function startInstance(options: {
  databaseUrl: string;
  env?: Record<string, string>;
}): Promise<ServerProcess & { dataDir: string }> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'facet-multi-'));
  const server = await ServerProcess.start(
    {
      kind: 'postgres',
      dataDir,
      databaseUrl: options.databaseUrl,
      sql: async () => {
        throw new Error('use the database URL directly');
      },
      remove: () => rm(dataDir, { recursive: true, force: true }),
    },
    // The proxy in front is on loopback: its X-Forwarded-For names the client.
    { LOG_FORMAT: 'json', TRUST_PROXY: 'loopback', ...options.env },
  );
  return Object.assign(server, { dataDir });
}

/** Which instance the proxy sends a request to instead of the next one: its index. */
export const ROUTE_TO_HEADER = 'x-multi-route-to';

export interface Proxy {
  baseUrl: string;
  /** The index of the instance that served each request, in order. */
  served: number[];
  close(): Promise<void>;
}

/**
 * A round-robin load balancer: each request goes to the next instance (or to the one named in
 * `x-multi-route-to`), and the answer streams back as it comes (chat replies are SSE). No sticky
 * sessions, like the deployments the README describes.
 */
export async function startProxy(targets: Array<{ port: number }>): Promise<Proxy> {
  const agent = new Agent({ keepAlive: true });
  const served: number[] = [];
  let next = 0;
  const server: Server = createServer((req, res) => {
    const pinned = req.headers[ROUTE_TO_HEADER];
    const index =
      typeof pinned === 'string' && pinned !== '' ? Number(pinned) : next++ % targets.length;
    const target = targets[index];
    if (!target) {
      res.writeHead(502).end(`no instance ${index}`);
      return;
    }
    served.push(index);
    const headers: IncomingHttpHeaders = { ...req.headers };
    delete headers[ROUTE_TO_HEADER];
    // As load balancers do: the client's address is appended, and instances trust this hop.
    const forwarded = req.headers['x-forwarded-for'];
    headers['x-forwarded-for'] = [forwarded, req.socket.remoteAddress].filter(Boolean).join(', ');
    const upstream = request(
      {
        host: '127.0.0.1',
        port: target.port,
        method: req.method,
        path: req.url,
        headers,
        agent,
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        // Sent on as it arrives: a reply stream is not held back until it ends.
        res.flushHeaders();
        answer.pipe(res);
      },
    );
    upstream.on('error', (error) => {
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' });
      res.end(`instance ${index} failed: ${error.message}`);
    });
    // The client went away: so does the request to the instance.
    res.on('close', () => {
      if (!res.writableFinished) upstream.destroy();
    });
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    served,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      agent.destroy();
    },
  };
}

/** A chat stream's events as they arrived, and what they add up to. */
export interface ChatResult {
  status: number;
  events: Array<{
    type: string;
    delta?: string;
    error?: string;
    message?: Record<string, unknown>;
  }>;
  /** The reply's text as streamed (the chunks joined). */
  text: string;
  /** The saved reply the `complete` event carried, when the stream completed. */
  complete?: { id: string; content: string; status: string } & Record<string, unknown>;
}

/** Sends one chat message and reads its SSE reply to the end. */
export async function sendChat(
  baseUrl: string,
  token: string,
  message: { sessionId: string; content: string; agentId?: string },
  headers: Record<string, string> = {},
): Promise<ChatResult> {
  const form = new FormData();
  form.append('sessionId', message.sessionId);
  form.append('agentId', message.agentId ?? '1');
  form.append('content', message.content);
  const response = await fetch(`${baseUrl}/api/chat`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, ...headers },
    body: form,
  });
  const result: ChatResult = { status: response.status, events: [], text: '' };
  if (!response.body || !response.headers.get('content-type')?.includes('text/event-stream')) {
    await response.text();
    return result;
  }
  const decoder = new TextDecoder();
  let buffer = '';
  const reader = response.body.getReader();
  for (;;) {
    const part = await reader.read();
    if (part.done) break;
    buffer += decoder.decode(part.value, { stream: true });
    let end = buffer.indexOf('\n');
    while (end >= 0) {
      const line = buffer.slice(0, end).trimEnd();
      buffer = buffer.slice(end + 1);
      end = buffer.indexOf('\n');
      if (!line.startsWith('data: ')) continue;
      const event = JSON.parse(line.slice(6)) as ChatResult['events'][number];
      result.events.push(event);
      if (event.type === 'chunk') result.text += event.delta ?? '';
      if (event.type === 'complete') result.complete = event.message as ChatResult['complete'];
    }
  }
  return result;
}

/**
 * Headers that make a request come from a client address of its own (the proxy forwards it and
 * instances trust the proxy): scenarios never share per-IP budgets, even in a Redis that outlives
 * the run.
 */
export function fromClient(address = randomClientAddress()): Record<string, string> {
  return { 'x-forwarded-for': address };
}

export const randomClientAddress = () =>
  `10.${Array.from(randomBytes(3), (b) => (b % 250) + 1).join('.')}`;

/** A new member, signed up through `baseUrl`. */
export async function signUpThrough(
  baseUrl: string,
  headers: Record<string, string> = {},
): Promise<{ token: string; userId: string; email: string; password: string }> {
  const email = `multi-${randomBytes(4).toString('hex')}@example.com`;
  const password = 'correct horse battery';
  const res = await fetch(`${baseUrl}/api/auth/signup`, {
    method: 'POST',
    // From an address of its own, so signups never use up a shared per-IP attempt budget.
    headers: { 'content-type': 'application/json', ...fromClient(), ...headers },
    body: JSON.stringify({ email, password, firstName: 'Mul', lastName: 'Ti' }),
  });
  const text = await res.text();
  if (res.status !== 201) throw new Error(`signup failed: ${res.status} ${text}`);
  const json = JSON.parse(text);
  return { token: json.token, userId: json.user.id, email, password };
}

/** A login attempt through `baseUrl`: its status, body and Retry-After. */
export async function login(
  baseUrl: string,
  email: string,
  password: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; json: Record<string, unknown>; retryAfter: number }> {
  const res = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ email, password }),
  });
  return {
    status: res.status,
    json: (await res.json()) as Record<string, unknown>,
    retryAfter: Number(res.headers.get('retry-after') ?? 0),
  };
}

export interface Cluster {
  database: { url: string };
  s3: FakeS3;
  instances: Array<ServerProcess & { dataDir: string }>;
  proxy: Proxy;
  /** Milliseconds the pieces took to start. */
  startedInMs: number;
  stop(): Promise<void>;
}

/**
 * A fresh database, the fake S3, `count` built instances on both, and the round-robin proxy in
 * front. `stop` ends the instances (SIGTERM), then drops the database and removes data folders.
 */
export async function startCluster(options: {
  adminUrl: string;
  count?: number;
  env?: Record<string, string>;
}): Promise<Cluster> {
  const started = performance.now();
  const database = await createDatabase(options.adminUrl);
  const { s3, env } = await startFakeS3();
  const instances: Array<ServerProcess & { dataDir: string }> = [];
  const stop = async () => {
    await Promise.all(instances.map((instance) => instance.stop().catch(() => undefined)));
    await Promise.all(
      instances.map((instance) => rm(instance.dataDir, { recursive: true, force: true })),
    );
    await s3.stop();
    await database.drop();
  };
  try {
    // Started together, as a deploy would: migrations and the shared signing key must cope.
    const results = await Promise.allSettled(
      Array.from({ length: options.count ?? 2 }, () =>
        startInstance({ databaseUrl: database.url, env: { ...env, ...options.env } }),
      ),
    );
    for (const result of results) if (result.status === 'fulfilled') instances.push(result.value);
    const failed = results.find((result) => result.status === 'rejected');
    if (failed) throw failed.reason;
    const proxy = await startProxy(instances);
    return {
      database,
      s3,
      instances,
      proxy,
      startedInMs: performance.now() - started,
      async stop() {
        await proxy.close();
        await stop();
      },
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

export { readEventStream, shownText } from '../../apps/server/src/test/on-demand-coach.js';

/** An event stream followed as it arrives (`readEventStream`): events, next(), until(), close(). */
export type FollowedStream = Awaited<ReturnType<typeof readEventStream>>;

/** Sends one chat message and follows its SSE reply as it arrives (the caller may leave early). */
export function startChat(
  baseUrl: string,
  token: string,
  message: { sessionId: string; content: string; agentId?: string },
  headers: Record<string, string> = {},
): Promise<FollowedStream> {
  const form = new FormData();
  form.append('sessionId', message.sessionId);
  form.append('agentId', message.agentId ?? '1');
  form.append('content', message.content);
  return readEventStream(`${baseUrl}/api/chat`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, ...headers },
    body: form,
  });
}

/** Follows the reply in progress of a conversation (`GET /api/chat/{sessionId}/stream`). */
export function resumeChat(
  baseUrl: string,
  token: string,
  sessionId: string,
  headers: Record<string, string> = {},
): Promise<FollowedStream> {
  return readEventStream(`${baseUrl}/api/chat/${sessionId}/stream`, {
    headers: { authorization: `Bearer ${token}`, ...headers },
  });
}

/** A conversation's saved messages (`GET /api/messages/{sessionId}`). */
export async function savedMessages(
  baseUrl: string,
  token: string,
  sessionId: string,
  headers: Record<string, string> = {},
): Promise<Array<{ id: string; role: string; content: string; status: string }>> {
  const res = await fetch(`${baseUrl}/api/messages/${sessionId}`, {
    headers: { authorization: `Bearer ${token}`, ...headers },
  });
  const text = await res.text();
  if (res.status !== 200) throw new Error(`listing messages failed: ${res.status} ${text}`);
  return JSON.parse(text).messages;
}

/** `promise`, or a failure naming `what` once `ms` pass: every wait in a scenario is bounded. */
export async function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      promise,
      new Promise<never>((_, reject) => {
        timer = setTimeout(
          () => reject(new Error(`gave up after ${ms} ms waiting for ${what}`)),
          ms,
        );
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}
