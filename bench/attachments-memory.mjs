// Server memory under oversized chat attachments, through the real server (built, its own process,
// embedded database): 3 clients at once each send POST /api/chat with more than a message may
// carry, and the server's peak RSS (from /proc) and peak V8 heap (from its own /metrics) above idle
// are printed. Three shapes: 20 files of 2 MB (the parser lets 20 files through; a message may have
// 10), 20 files of 10 MB and 10 files of 10 MB (within the count, past the 25 MB total). The chat
// counts files and bytes while they stream in, so each is refused once the 11th file starts or
// the total passes 25 MB, rather than after everything is buffered. `BENCH_BASELINE_ENTRY=<other build>/apps/server/dist/main.js`
// measures another build in the same run. Numbers only; nothing is asserted.
import { request } from 'node:http';
import { performance } from 'node:perf_hooks';
import { startServer } from './lib/server.mjs';

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 3);
const MB = 1024 * 1024;
const METRICS_TOKEN = 'bench-metrics-token-0123456789abcdef';
/** Just under the 10 MB a file may have, so only the count or the total is what is refused. */
const BIG_FILE = 10 * MB - 4096;
const chunk = Buffer.alloc(256 * 1024, 'I value curiosity and honest feedback. ');

/** The server's V8 heap in use, in bytes, from its Prometheus metrics. */
async function heapUsed(base) {
  const res = await fetch(`${base}/metrics`, {
    headers: { authorization: `Bearer ${METRICS_TOKEN}` },
  });
  const text = await res.text();
  return Number(/^nodejs_heap_size_used_bytes (\d+(?:\.\d+)?)/m.exec(text)?.[1] ?? 0);
}

/**
 * Streams one chat request of `files` files of `fileBytes` each (the same bytes written again and
 * again, so the client holds almost nothing) and stops writing as soon as the server answers.
 */
function oversizedChat(base, token, files, fileBytes) {
  const boundary = `----bench${Math.random().toString(36).slice(2)}`;
  const url = new URL(`${base}/api/chat`);
  return new Promise((resolve) => {
    const started = performance.now();
    let answered = false;
    let sent = 0;
    const req = request({
      host: url.hostname,
      port: url.port,
      method: 'POST',
      path: url.pathname,
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
    });
    const done = (outcome) => {
      if (answered) return;
      answered = true;
      resolve({ ...outcome, sentMb: sent / MB, ms: performance.now() - started });
      req.destroy();
    };
    req.on('response', (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (c) => {
        body += c;
      });
      res.on('end', () => done({ status: res.statusCode, body }));
      res.on('error', () => done({ status: res.statusCode, body }));
    });
    req.on('error', (error) => done({ status: 0, body: error.message }));
    const write = (data) =>
      new Promise((next) => {
        if (answered) return next(false);
        sent += data.length;
        if (req.write(data)) next(true);
        else req.once('drain', () => next(true));
      });
    (async () => {
      const head = (h) => `--${boundary}\r\n${h}\r\n\r\n`;
      await write(
        `${head('Content-Disposition: form-data; name="sessionId"')}bench-${Date.now()}\r\n`,
      );
      await write(`${head('Content-Disposition: form-data; name="agentId"')}1\r\n`);
      await write(`${head('Content-Disposition: form-data; name="content"')}My reports\r\n`);
      for (let f = 0; f < files && !answered; f++) {
        await write(
          head(
            `Content-Disposition: form-data; name="files"; filename="report-${f}.txt"\r\nContent-Type: text/plain`,
          ),
        );
        for (let left = fileBytes; left > 0 && !answered; left -= chunk.length) {
          await write(left >= chunk.length ? chunk : chunk.subarray(0, left));
        }
        await write('\r\n');
      }
      if (!answered) req.end(`--${boundary}--\r\n`);
    })();
  });
}

async function scenario(server, label, files, fileBytes) {
  const tokens = [];
  for (let i = 0; i < CLIENTS; i++) tokens.push(await server.signup());
  await new Promise((r) => setTimeout(r, 500));
  const idleRss = server.rssKb();
  const idleHeap = await heapUsed(server.base);
  let peakRss = idleRss;
  let peakHeap = idleHeap;
  let sampling = true;
  const rssTimer = setInterval(() => {
    peakRss = Math.max(peakRss, server.rssKb());
  }, 10);
  const heapLoop = (async () => {
    while (sampling) {
      peakHeap = Math.max(peakHeap, await heapUsed(server.base).catch(() => 0));
      await new Promise((r) => setTimeout(r, 50));
    }
  })();
  const results = await Promise.all(
    tokens.map((token) => oversizedChat(server.base, token, files, fileBytes)),
  );
  await new Promise((r) => setTimeout(r, 200));
  sampling = false;
  clearInterval(rssTimer);
  await heapLoop;
  const statuses = results.map((r) => r.status).join('/');
  const sent = results.map((r) => r.sentMb.toFixed(0)).join('/');
  const slowest = Math.max(...results.map((r) => r.ms));
  const extraRss = (peakRss - idleRss) / 1024;
  const extraHeap = (peakHeap - idleHeap) / MB;
  console.log(
    `${label}: ${CLIENTS} at once, answers ${statuses} after ${sent} MB sent each, slowest ${slowest.toFixed(0)} ms; server peak RSS +${extraRss.toFixed(1)} MB over idle (${(peakRss / 1024).toFixed(0)} MB), peak heap used +${extraHeap.toFixed(1)} MB (${(peakHeap / MB).toFixed(0)} MB)`,
  );
  return { extraRss, extraHeap };
}

async function measure(entry, name) {
  const server = await startServer({ entry, env: { METRICS_TOKEN } });
  try {
    console.log(`-- ${name}`);
    const many = await scenario(server, '20 files of 2 MB', 20, 2 * MB);
    const manyBig = await scenario(server, '20 files of 10 MB', 20, BIG_FILE);
    const big = await scenario(server, '10 files of 10 MB', 10, BIG_FILE);
    const key = name === 'this build' ? '' : '_baseline';
    const figures = { too_many_small: many, too_many_big: manyBig, too_big: big };
    console.log(
      Object.entries(figures)
        .map(
          ([shape, r]) =>
            `attachments_${shape}_peak_extra_rss_mb${key}=${r.extraRss.toFixed(1)} attachments_${shape}_peak_extra_heap_mb${key}=${r.extraHeap.toFixed(1)}`,
        )
        .join(' '),
    );
  } finally {
    await server.stop();
  }
}

if (process.env.BENCH_BASELINE_ENTRY) await measure(process.env.BENCH_BASELINE_ENTRY, 'baseline');
await measure(undefined, 'this build');
