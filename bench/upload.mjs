// Upload throughput and server memory through the real server (built, its own process, embedded
// database): 1, 5 and 10 MB files streamed to POST /api/upload/psychometric. Memory is the peak
// RSS above the idle level while the upload runs, sampled every 10 ms; it should stay flat as the
// file grows, because bytes stream to disk instead of being buffered.
import { performance } from 'node:perf_hooks';
import { startServer } from './lib/server.mjs';

const server = await startServer();
const { base, rssKb } = server;

/** Text that looks like a results report, `bytes` long. */
function report(bytes) {
  const line = 'Trait: Openness 82nd percentile. I value curiosity and honest feedback.\n';
  return Buffer.from(line.repeat(Math.ceil(bytes / line.length)).slice(0, bytes));
}

async function measure(sizeMb) {
  const token = await server.signup();
  const body = new FormData();
  body.append('psychometric', new Blob([report(sizeMb * 1024 * 1024)]), `results-${sizeMb}mb.txt`);
  await new Promise((r) => setTimeout(r, 300));
  const idle = rssKb();
  let peak = idle;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssKb());
  }, 10);
  const started = performance.now();
  const res = await fetch(`${base}/api/upload/psychometric`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body,
  });
  const elapsed = performance.now() - started;
  clearInterval(sampler);
  if (res.status !== 201) throw new Error(`upload failed: ${res.status} ${await res.text()}`);
  return { sizeMb, ms: elapsed, mbPerS: sizeMb / (elapsed / 1000), extraMb: (peak - idle) / 1024 };
}

await measure(1); // warm-up
for (const size of [1, 5, 10]) {
  const r = await measure(size);
  console.log(
    `${String(size).padStart(2)} MB upload: ${r.ms.toFixed(0)} ms, ${r.mbPerS.toFixed(1)} MB/s, server peak RSS +${r.extraMb.toFixed(1)} MB over idle`,
  );
  if (size === 10) {
    console.log(
      `upload_10mb_throughput_mb_s=${r.mbPerS.toFixed(1)} upload_10mb_peak_extra_rss_mb=${r.extraMb.toFixed(1)}`,
    );
  }
}

await server.stop();
