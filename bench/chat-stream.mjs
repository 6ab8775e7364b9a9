// Chat streaming through the real server (built, in its own process, OpenAI-compatible provider
// faked on 127.0.0.1 in this process). Prints:
//  - the latency the server adds per streamed chunk, and to the first token, over a direct
//    client ← provider stream;
//  - how many concurrent streams one server process holds without error, and memory per stream.
// BENCH_BASELINE_ENTRY=<other build>/apps/server/dist/main.js measures that build first, in the
// same run, and prints its figures beside this one's. BENCH_DATABASE_URL=postgres://… (an admin
// URL) runs each server on a fresh PostgreSQL database instead of embedded PGlite, whose heap churn
// hides per-stream memory.

import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { startServer } from './lib/server.mjs';

const CONCURRENT = Number(process.env.BENCH_STREAMS ?? 1000);
const CHUNKS = 200;
const CHUNK_GAP_MS = 4;
// Streams per path: each gives one first-token sample and CHUNKS per-chunk samples.
const RUNS = 15;

// ---- fake provider ---------------------------------------------------------------------------
/** Per request: when each chunk was written (performance.now(), same clock as the client). */
const sentAt = new Map();
let mode = { kind: 'timed' };
let hold = () => {};
let holding = Promise.resolve();

const frame = (model, delta, finish = null) =>
  `data: ${JSON.stringify({ id: 'b', object: 'chat.completion.chunk', created: 0, model, choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;

const provider = createServer(async (req, res) => {
  let raw = '';
  for await (const c of req) raw += c;
  const body = JSON.parse(raw);
  if (!body.stream) {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify({
        id: 'f',
        object: 'chat.completion',
        created: 0,
        model: body.model,
        choices: [
          {
            index: 0,
            message: {
              role: 'assistant',
              content: '{"suggestions":["Go on","Tell me more"],"title":"Bench"}',
            },
            finish_reason: 'stop',
          },
        ],
        usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
      }),
    );
    return;
  }
  const last = String(body.messages.at(-1)?.content ?? '');
  const tag = /run-(\S+)/.exec(last)?.[1] ?? 'direct';
  res.writeHead(200, { 'content-type': 'text/event-stream' });
  res.write(frame(body.model, { role: 'assistant', content: '' }));
  if (mode.kind === 'hold') {
    // Concurrency run: one small chunk now, then hold the stream open until released.
    res.write(frame(body.model, { content: 'x' }));
    await holding;
  } else if (mode.kind === 'short') {
    // First-token comparison: one word, at once.
    res.write(frame(body.model, { content: '<0>' }));
  } else {
    const times = [];
    sentAt.set(tag, times);
    for (let i = 0; i < CHUNKS; i++) {
      times.push(performance.now());
      res.write(frame(body.model, { content: `<${i}>` }));
      await new Promise((r) => setTimeout(r, CHUNK_GAP_MS));
    }
  }
  res.write(frame(body.model, {}, 'stop'));
  res.end('data: [DONE]\n\n');
});
await new Promise((r) => provider.listen(0, '127.0.0.1', r));
const providerUrl = `http://127.0.0.1:${provider.address().port}/v1`;

/** Reads an SSE response, calling onData(json) for each data line; resolves when it ends. */
async function readSse(response, onData) {
  const decoder = new TextDecoder();
  let buffer = '';
  for await (const bytes of response.body) {
    buffer += decoder.decode(bytes, { stream: true });
    let cut = buffer.indexOf('\n\n');
    while (cut >= 0) {
      const line = buffer.slice(0, cut).trim();
      buffer = buffer.slice(cut + 2);
      if (line.startsWith('data: ') && line !== 'data: [DONE]') onData(JSON.parse(line.slice(6)));
      cut = buffer.indexOf('\n\n');
    }
  }
}

// ---- the server under test ----------------------------------------------------------------------
const PG_ADMIN = process.env.BENCH_DATABASE_URL;

async function freshPostgres() {
  const name = `facet_bench_${Date.now()}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: PG_ADMIN });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const url = new URL(PG_ADMIN);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: PG_ADMIN });
      await client.connect();
      await client.query(`drop database if exists "${name}" with (force)`);
      await client.end();
    },
  };
}

console.log(
  `server database: ${PG_ADMIN ? 'PostgreSQL (BENCH_DATABASE_URL)' : 'embedded PGlite (its heap churn makes RSS-based memory figures unreliable)'}; ${CONCURRENT} concurrent streams`,
);

/** Every figure of one build. */
async function bench(entry) {
  mode = { kind: 'timed' };
  const database = PG_ADMIN ? await freshPostgres() : undefined;
  const server = await startServer({
    entry,
    env: {
      OPENAI_BASE_URL: providerUrl,
      OPENAI_API_KEY: 'bench',
      // One member sends every stream: the per-member chat budgets are lifted for the bench.
      CHAT_MESSAGES_PER_MINUTE: String(CONCURRENT * 2 + 100),
      CHAT_REPLIES_IN_FLIGHT: String(CONCURRENT + 10),
      ...(database ? { DATABASE_URL: database.url } : {}),
    },
    // BENCH_NODE_ARGS passes flags to the server's node, e.g. --cpu-prof --cpu-prof-dir=/tmp/prof.
    nodeArgs: process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? [],
  });
  const { base, rssKb } = server;
  const token = await server.signup();

  /** `session` defaults to a new conversation per tag; pass an earlier tag to continue that one. */
  function chatRequest(tag, session = tag) {
    const form = new FormData();
    form.append('sessionId', `bench-${session}`);
    form.append('agentId', '1');
    form.append('content', `Benchmark run-${tag}`);
    return fetch(`${base}/api/chat`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
  }

  /** One stream: per-chunk delay (received − sent) and time to first chunk. */
  async function measure(tag, direct, session) {
    const started = performance.now();
    const response = direct
      ? await fetch(`${providerUrl}/chat/completions`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            model: 'gpt-4o',
            stream: true,
            messages: [{ role: 'user', content: `run-${tag}` }],
          }),
        })
      : await chatRequest(tag, session);
    // When the answer's headers arrived: the server opens the stream once the message is saved.
    const headers = performance.now() - started;
    const delays = [];
    let first;
    await readSse(response, (event) => {
      const text = direct
        ? event.choices?.[0]?.delta?.content
        : event.type === 'chunk'
          ? event.delta
          : undefined;
      const match = text && /<(\d+)>/.exec(text);
      if (!match) return;
      const now = performance.now();
      first ??= now - started;
      delays.push(now - sentAt.get(tag)[Number(match[1])]);
    });
    return { delays, first, headers };
  }

  const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  const p99 = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length * 0.99)];

  // Warm up both paths, then measure.
  await measure('warm-direct', true);
  await measure('warm-app', false);
  const direct = { delays: [], firsts: [] };
  const viaApp = { delays: [], firsts: [], headers: [] };
  // The first message of a conversation also creates it; a later one finds it and its history.
  const followUps = { firsts: [], headers: [] };
  for (let i = 0; i < RUNS; i++) {
    const d = await measure(`d${i}`, true);
    direct.delays.push(...d.delays);
    direct.firsts.push(d.first);
    const a = await measure(`a${i}`, false);
    viaApp.delays.push(...a.delays);
    viaApp.firsts.push(a.first);
    viaApp.headers.push(a.headers);
    const b = await measure(`b${i}`, false, `a${i}`);
    followUps.firsts.push(b.first);
    followUps.headers.push(b.headers);
  }
  const f = (n) => n.toFixed(3);
  console.log(
    `per-chunk delay, direct from provider: median ${f(median(direct.delays))} ms, p99 ${f(p99(direct.delays))} ms (n=${direct.delays.length})`,
  );
  console.log(
    `per-chunk delay, through the server:   median ${f(median(viaApp.delays))} ms, p99 ${f(p99(viaApp.delays))} ms (n=${viaApp.delays.length})`,
  );
  console.log(
    `added_latency_per_chunk_median_ms=${f(median(viaApp.delays) - median(direct.delays))} (target < 1 ms)`,
  );
  console.log(
    `time to first token, direct: median ${f(median(direct.firsts))} ms; through the server: median ${f(median(viaApp.firsts))} ms (new conversation), ${f(median(followUps.firsts))} ms (next message)`,
  );
  console.log(
    `added_latency_first_token_median_ms=${f(median(viaApp.firsts) - median(direct.firsts))} (new conversation; target < 10 ms; includes auth, multipart, creating the conversation, saving the user message)`,
  );
  console.log(
    `added_latency_first_token_next_message_median_ms=${f(median(followUps.firsts) - median(direct.firsts))} (a message in an existing conversation, with its history)`,
  );

  // ---- concurrency ----------------------------------------------------------------------------------
  mode = { kind: 'hold' };
  holding = new Promise((resolve) => {
    hold = resolve;
  });
  let open = 0;
  let errors = 0;
  const openStreams = (from, to) =>
    Array.from({ length: to - from }, async (_, k) => {
      try {
        const response = await chatRequest(`c${from + k}`);
        if (!response.ok) throw new Error(`status ${response.status}`);
        let counted = false;
        let complete = false;
        await readSse(response, (event) => {
          if (event.type === 'chunk' && !counted) {
            counted = true;
            open++;
          }
          if (event.type === 'error') errors++;
          if (event.type === 'complete') complete = true;
        });
        if (!complete) errors++;
      } catch {
        errors++;
      }
    });
  const waitOpen = async (n) => {
    const deadline = Date.now() + 180_000;
    while (open + errors < n && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    await new Promise((r) => setTimeout(r, 1000));
  };

  // Memory per stream is the slope between holding a tenth of the streams and holding all of them,
  // which cancels the server's baseline (PGlite alone is ~800 MB) and warm-up garbage.
  const first = Math.max(1, Math.floor(CONCURRENT / 10));
  const started = performance.now();
  const streams = openStreams(0, first);
  await waitOpen(first);
  const rssAtFirst = rssKb();
  streams.push(...openStreams(first, CONCURRENT));
  await waitOpen(CONCURRENT);
  const openedIn = performance.now() - started;
  const rssAtAll = rssKb();
  console.log(
    `concurrent streams open at once: ${open} of ${CONCURRENT} in ${(openedIn / 1000).toFixed(1)} s, errors so far ${errors}`,
  );
  console.log(
    `server RSS with ${first} streams ${(rssAtFirst / 1024).toFixed(0)} MB, with ${open} streams ${(rssAtAll / 1024).toFixed(0)} MB`,
  );
  console.log(
    `memory_per_stream_kb=${((rssAtAll - rssAtFirst) / Math.max(1, open - first)).toFixed(1)}`,
  );
  hold();
  await Promise.all(streams);
  console.log(`concurrent_streams_completed=${CONCURRENT - errors} errors=${errors}`);
  const figures = {
    firstNew: f(median(viaApp.firsts) - median(direct.firsts)),
    firstNext: f(median(followUps.firsts) - median(direct.firsts)),
    // Where the first token's time goes: up to the stream's headers (HTTP, auth, budgets, the
    // form, the conversation and the saved message), then the provider calls until the first word.
    headersNew: f(median(viaApp.headers)),
    headersNext: f(median(followUps.headers)),
    perChunk: f(median(viaApp.delays) - median(direct.delays)),
    perStreamKb: ((rssAtAll - rssAtFirst) / Math.max(1, open - first)).toFixed(1),
    completed: `${CONCURRENT - errors} / ${errors}`,
  };

  await server.stop();
  await database?.drop();
  return figures;
}

const runs = [];
// BENCH_AB_ONLY=1 runs only the interleaved first-token comparison below.
const abOnly = process.env.BENCH_AB_ONLY === '1';
if (process.env.BENCH_BASELINE_ENTRY && !abOnly) {
  console.log(`\n== baseline: ${process.env.BENCH_BASELINE_ENTRY}`);
  runs.push(['before', await bench(process.env.BENCH_BASELINE_ENTRY)]);
}
if (!abOnly) {
  console.log('\n== this build');
  runs.push([runs.length ? 'after' : 'this build', await bench()]);
}
// On a shared machine the load changes from minute to minute, so two builds measured one after
// the other are not comparable for the first token: both run at once here, and their requests
// take turns (first message of a new conversation, then a next one), under the same load.
if (process.env.BENCH_BASELINE_ENTRY) {
  mode = { kind: 'short' };
  const databases = PG_ADMIN ? [await freshPostgres(), await freshPostgres()] : [];
  const env = (i) => ({
    OPENAI_BASE_URL: providerUrl,
    OPENAI_API_KEY: 'bench',
    CHAT_MESSAGES_PER_MINUTE: '100000',
    ...(databases[i] ? { DATABASE_URL: databases[i].url } : {}),
  });
  const servers = [
    await startServer({ entry: process.env.BENCH_BASELINE_ENTRY, env: env(0) }),
    await startServer({ env: env(1) }),
  ];
  const tokens = [await servers[0].signup(), await servers[1].signup()];
  const firstToken = async (i, session) => {
    const form = new FormData();
    form.append('sessionId', `ab-${session}`);
    form.append('agentId', '1');
    form.append('content', `Benchmark run-ab`);
    const started = performance.now();
    const response = await fetch(`${servers[i].base}/api/chat`, {
      method: 'POST',
      headers: { authorization: `Bearer ${tokens[i]}` },
      body: form,
    });
    const headers = performance.now() - started;
    let first;
    await readSse(response, (event) => {
      if (event.type === 'chunk') first ??= performance.now() - started;
    });
    return { first, headers };
  };
  const samples = [0, 1].map(() => ({
    newFirst: [],
    nextFirst: [],
    newHeaders: [],
    nextHeaders: [],
  }));
  const ROUNDS = Number(process.env.BENCH_AB_ROUNDS ?? 40);
  for (let round = -2; round < ROUNDS; round++) {
    for (const i of round % 2 ? [0, 1] : [1, 0]) {
      const a = await firstToken(i, `r${round}`);
      const b = await firstToken(i, `r${round}`);
      if (round < 0) continue; // warm-up
      samples[i].newFirst.push(a.first);
      samples[i].newHeaders.push(a.headers);
      samples[i].nextFirst.push(b.first);
      samples[i].nextHeaders.push(b.headers);
    }
  }
  const med = (xs) => {
    const ok = xs.filter((x) => x !== undefined).sort((a, b) => a - b);
    return ok.length ? `${ok[Math.floor(ok.length / 2)].toFixed(1)}` : 'n/a';
  };
  console.log(
    `\nfirst token, both builds at once, requests taking turns (${ROUNDS} rounds; medians, ms from request to first word / to the stream's headers):`,
  );
  for (const [i, label] of [
    [0, 'before'],
    [1, 'after'],
  ]) {
    const x = samples[i];
    console.log(
      `  ${label}: new conversation ${med(x.newFirst)} (headers ${med(x.newHeaders)}), next message ${med(x.nextFirst)} (headers ${med(x.nextHeaders)})`,
    );
  }
  for (const server of servers) await server.stop();
  for (const database of databases) await database.drop();
}

// Where a stream's memory goes: the same provider streams held by the AI SDK alone, in a bare
// process (no server, no database, no SSE).
mode = { kind: 'hold' };
holding = new Promise((resolve) => {
  hold = resolve;
});
const sdkOnly = await new Promise((resolve) => {
  const child = spawn(
    process.execPath,
    [fileURLToPath(new URL('./lib/sdk-streams.mjs', import.meta.url))],
    {
      env: {
        ...process.env,
        BENCH_PROVIDER_URL: providerUrl,
        BENCH_SDK_STREAMS: String(CONCURRENT),
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  let out = '';
  child.stdout.on('data', (d) => {
    out += d;
  });
  child.on('exit', () => {
    try {
      resolve(JSON.parse(out).perStreamKb.toFixed(1));
    } catch {
      resolve('n/a');
    }
  });
});
hold();
console.log(`memory per stream held by the AI SDK alone (streamText + HTTP client): ${sdkOnly} KB`);
provider.closeAllConnections();
provider.close();

const rows = [
  ['added to first token, new conversation (ms, target ≤ 5)', 'firstNew'],
  ['added to first token, next message (ms, target ≤ 5)', 'firstNext'],
  ['of which until the stream opens, new conversation (ms)', 'headersNew'],
  ['of which until the stream opens, next message (ms)', 'headersNext'],
  ['added per chunk, median (ms, target < 1)', 'perChunk'],
  ['memory per open stream (KB, target ≤ 64)', 'perStreamKb'],
  ['streams completed / errors', 'completed'],
];
if (runs.length) {
  console.log(`\n| figure | ${runs.map(([label]) => label).join(' | ')} |`);
  console.log(`|---|${runs.map(() => '---').join('|')}|`);
  for (const [label, key] of rows)
    console.log(`| ${label} | ${runs.map(([, fig]) => fig[key]).join(' | ')} |`);
}
