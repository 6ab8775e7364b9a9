// Text extraction through the real server (built, its own process, embedded database). Prints:
//  - the server's peak RSS above idle while a DOCX bomb (1 MB file, 1 GiB document.xml) is
//    uploaded, once and three at once; and, for comparison, the peak RSS of the previous reader
//    (mammoth, in a child process) on the same file;
//  - the server's responsiveness while three extractions (a scanned PDF, a big DOCX, a big PDF)
//    and a profile generation run: GET /api/health latency from a second client every 20 ms
//    (p50 / p99 / max; the event loop's delay shows up there), against the same measure idle;
//  - the time to upload and extract each document of the corpus (apps/server/src/test/corpus).
// Numbers only: nothing here passes or fails on them.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { startServer } from './lib/server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const corpusDir = mkdtempSync(path.join(tmpdir(), 'facet-corpus-'));
const written = spawnSync(
  process.execPath,
  [
    '--import',
    'tsx',
    '--conditions=@facet/source',
    path.join(root, 'apps/server/src/test/corpus/write-files.ts'),
    corpusDir,
  ],
  { cwd: path.join(root, 'apps/server'), encoding: 'utf8' },
);
if (written.status !== 0) throw new Error(`could not write the corpus: ${written.stderr}`);
const corpus = written.stdout
  .trim()
  .split('\n')
  .map((line) => JSON.parse(line));
const doc = (name) => corpus.find((d) => d.name === name);

const server = await startServer();
const { base, rssKb } = server;

async function upload(token, entry) {
  const body = new FormData();
  body.append(entry.kind, new Blob([readFileSync(entry.path)]), entry.fileName);
  const started = performance.now();
  const res = await fetch(`${base}/api/upload/${entry.kind}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body,
  });
  const json = await res.json();
  const file = json.file ?? json.files?.[0];
  return { status: res.status, ms: performance.now() - started, textStatus: file?.textStatus };
}

/** Peak RSS above idle while `work` runs, sampled every 10 ms. */
async function peakDuring(work) {
  await new Promise((r) => setTimeout(r, 300));
  const idle = rssKb();
  let peak = idle;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssKb());
  }, 10);
  const result = await work();
  clearInterval(sampler);
  return { result, idleMb: idle / 1024, extraMb: (peak - idle) / 1024 };
}

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};

/** /api/health latencies every 20 ms until `until` settles. */
async function healthLatencies(until) {
  const samples = [];
  let done = false;
  until.finally(() => {
    done = true;
  });
  while (!done) {
    const started = performance.now();
    await fetch(`${base}/api/health`).then((r) => r.arrayBuffer());
    samples.push(performance.now() - started);
    await new Promise((r) => setTimeout(r, 20));
  }
  return samples;
}

// ---- DOCX bomb: memory -------------------------------------------------------------------------
const bomb = doc('docx-bomb');
{
  const token = await server.signup();
  await upload(token, doc('txt-late-nul')); // warm the extraction pool
  const one = await peakDuring(() => upload(token, bomb));
  console.log(
    `DOCX bomb upload: HTTP ${one.result.status} in ${one.result.ms.toFixed(0)} ms, server peak RSS +${one.extraMb.toFixed(1)} MB over idle (${one.idleMb.toFixed(0)} MB)`,
  );
  const tokens = await Promise.all([server.signup(), server.signup(), server.signup()]);
  const three = await peakDuring(() => Promise.all(tokens.map((t) => upload(t, bomb))));
  console.log(
    `3 DOCX bombs at once: HTTP ${three.result.map((r) => r.status).join('/')}, server peak RSS +${three.extraMb.toFixed(1)} MB over idle`,
  );
  // The previous reader (mammoth, which inflates the whole document.xml) on the same file.
  const before = spawnSync(
    process.execPath,
    [
      '-e',
      `process.on('exit', () => console.log('maxrss=' + process.resourceUsage().maxRSS));
       import('mammoth').then((m) => m.default.extractRawText({ path: ${JSON.stringify(bomb.path)} })).then(() => {}, () => {});`,
    ],
    { cwd: path.join(root, 'apps/server'), encoding: 'utf8', timeout: 180_000 },
  );
  const maxrss = /maxrss=(\d+)/.exec(before.stdout)?.[1];
  console.log(
    `previous reader (mammoth) on the same bomb: peak RSS ${maxrss ? `${(Number(maxrss) / 1024).toFixed(0)} MB` : `n/a (${before.signal ?? before.status})`}`,
  );
  console.log(
    `extraction_bomb_peak_extra_rss_mb=${one.extraMb.toFixed(1)} extraction_3bombs_peak_extra_rss_mb=${three.extraMb.toFixed(1)} mammoth_bomb_peak_rss_mb=${maxrss ? (Number(maxrss) / 1024).toFixed(0) : 'n/a'}`,
  );
}

// ---- responsiveness while extracting --------------------------------------------------------------
{
  const idleSamples = await healthLatencies(new Promise((r) => setTimeout(r, 2000)));
  const token = await server.signup();
  await upload(token, doc('two-column-cv'));
  await upload(token, doc('txt-late-nul'));
  const me = await (
    await fetch(`${base}/api/auth/me`, { headers: { authorization: `Bearer ${token}` } })
  ).json();
  const heavy = (async () => {
    const tokens = await Promise.all([server.signup(), server.signup(), server.signup()]);
    const started = performance.now();
    const results = await Promise.all([
      upload(tokens[0], doc('scanned-pdf')),
      upload(tokens[1], doc('big-docx')),
      upload(tokens[2], doc('big-pdf')),
      fetch(`${base}/api/generate-diamond-insights`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ userId: me.user.id }),
      }).then((r) => ({ status: r.status })),
    ]);
    return { results, ms: performance.now() - started };
  })();
  const busySamples = await healthLatencies(heavy);
  const { results, ms } = await heavy;
  const fmt = (s) =>
    `p50 ${percentile(s, 50).toFixed(1)} ms, p99 ${percentile(s, 99).toFixed(1)} ms, max ${Math.max(...s).toFixed(1)} ms (${s.length} requests)`;
  console.log(`/api/health latency, idle: ${fmt(idleSamples)}`);
  console.log(
    `/api/health latency during 3 extractions + profile generation (${ms.toFixed(0)} ms; HTTP ${results.map((r) => r.status).join('/')}): ${fmt(busySamples)}`,
  );
  console.log(
    `extraction_health_p99_ms=${percentile(busySamples, 99).toFixed(1)} extraction_health_idle_p99_ms=${percentile(idleSamples, 99).toFixed(1)}`,
  );
}

// ---- time per document ---------------------------------------------------------------------------
for (const entry of corpus) {
  if (entry.name === 'docx-bomb') continue;
  const token = await server.signup();
  const runs = [];
  for (let i = 0; i < 3; i++) {
    const t = i === 0 ? token : await server.signup();
    runs.push(await upload(t, entry));
  }
  const ms = runs.map((r) => r.ms).sort((a, b) => a - b)[1];
  console.log(
    `${entry.name.padEnd(26)} ${String(readFileSync(entry.path).length).padStart(8)} B  median ${ms.toFixed(0).padStart(5)} ms  → ${runs[0].status} ${runs[0].textStatus}`,
  );
}

await server.stop();
rmSync(corpusDir, { recursive: true, force: true });
