// A small keep-alive HTTP/1.1 load generator on raw sockets: `connections` sockets, each sending
// one request, reading its whole response, then sending the next (no pipelining), for `seconds`.
// Cheaper per request than node:http or fetch, so on a small machine the server, not the client,
// is what saturates. Understands Content-Length and chunked bodies, which is all a JSON API sends.
import { connect } from 'node:net';
import { performance } from 'node:perf_hooks';

const HEADER_END = Buffer.from('\r\n\r\n');
const CHUNKED_END = Buffer.from('0\r\n\r\n');

/**
 * @param {{ url: string, headers?: Record<string, string>, connections?: number,
 *           seconds?: number, warmupSeconds?: number }} options
 * @returns {Promise<{ requests: number, perSecond: number, statuses: Record<number, number>,
 *           p50Ms: number, p99Ms: number, errors: number }>}
 */
export async function load({
  url,
  headers = {},
  connections = 10,
  seconds = 5,
  warmupSeconds = 1,
}) {
  const target = new URL(url);
  const head = [
    `GET ${target.pathname}${target.search} HTTP/1.1`,
    `host: ${target.host}`,
    'connection: keep-alive',
    ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`),
    '',
    '',
  ].join('\r\n');
  const request = Buffer.from(head);

  let measuring = false;
  let stopping = false;
  let requests = 0;
  let errors = 0;
  const statuses = {};
  const latencies = [];

  const runConnection = () =>
    new Promise((resolve) => {
      const socket = connect({ host: target.hostname, port: Number(target.port), noDelay: true });
      let buffered = Buffer.alloc(0);
      let sentAt = 0;
      const send = () => {
        if (stopping) {
          socket.end();
          return;
        }
        sentAt = performance.now();
        socket.write(request);
      };
      socket.on('connect', send);
      socket.on('data', (chunk) => {
        buffered = buffered.length ? Buffer.concat([buffered, chunk]) : chunk;
        for (;;) {
          const end = buffered.indexOf(HEADER_END);
          if (end < 0) return;
          const headText = buffered.subarray(0, end).toString('latin1');
          const status = Number(headText.slice(9, 12));
          const length = /\r\ncontent-length:\s*(\d+)/i.exec(headText);
          let total;
          if (length) {
            total = end + 4 + Number(length[1]);
            if (buffered.length < total) return;
          } else if (/\r\ntransfer-encoding:\s*chunked/i.test(headText)) {
            const last = buffered.indexOf(CHUNKED_END, end + 4);
            if (last < 0) return;
            total = last + CHUNKED_END.length;
          } else {
            total = end + 4;
          }
          buffered = buffered.subarray(total);
          if (measuring) {
            requests++;
            statuses[status] = (statuses[status] ?? 0) + 1;
            latencies.push(performance.now() - sentAt);
          }
          send();
        }
      });
      socket.on('error', () => {
        errors++;
        resolve();
      });
      socket.on('close', resolve);
    });

  const running = Array.from({ length: connections }, runConnection);
  await new Promise((r) => setTimeout(r, warmupSeconds * 1000));
  measuring = true;
  const started = performance.now();
  await new Promise((r) => setTimeout(r, seconds * 1000));
  measuring = false;
  const elapsed = (performance.now() - started) / 1000;
  stopping = true;
  await Promise.all(running);

  latencies.sort((a, b) => a - b);
  const at = (q) =>
    latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * q))] ?? 0;
  return {
    requests,
    perSecond: requests / elapsed,
    statuses,
    p50Ms: at(0.5),
    p99Ms: at(0.99),
    errors,
  };
}
