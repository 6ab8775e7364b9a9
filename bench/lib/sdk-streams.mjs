// Child process of chat-stream.mjs: holds BENCH_SDK_STREAMS provider streams open through the AI
// SDK alone (streamText over @ai-sdk/openai, as the server's coach calls it), with no server
// around it, and prints its RSS slope per stream: the share of a chat stream's memory that is the
// SDK's and the HTTP client's.
import { readFileSync } from 'node:fs';
import { createOpenAI } from '@ai-sdk/openai';
import { streamText } from 'ai';

const N = Number(process.env.BENCH_SDK_STREAMS ?? 500);
const openai = createOpenAI({ apiKey: 'bench', baseURL: process.env.BENCH_PROVIDER_URL });
const rssKb = () => Number(/VmRSS:\s+(\d+)/.exec(readFileSync('/proc/self/status', 'utf8'))?.[1]);
const controllers = [];

async function open(count) {
  await Promise.all(
    Array.from({ length: count }, async () => {
      const controller = new AbortController();
      controllers.push(controller);
      const result = streamText({
        model: openai.chat('gpt-4o'),
        messages: [{ role: 'user', content: 'hold' }],
        abortSignal: controller.signal,
        maxRetries: 0,
        onError: () => {},
      });
      const reader = result.fullStream[Symbol.asyncIterator]();
      // Up to the first text: the stream is then open and held, as a chat stream in the bench.
      for (;;) {
        const { value, done } = await reader.next();
        if (done || value.type === 'text-delta') break;
      }
      // Keep reading in the background, as the server does.
      (async () => {
        try {
          for (let r = await reader.next(); !r.done; r = await reader.next());
        } catch {}
      })();
    }),
  );
}

const first = Math.max(1, Math.floor(N / 10));
await open(first);
await new Promise((r) => setTimeout(r, 500));
const atFirst = rssKb();
await open(N - first);
await new Promise((r) => setTimeout(r, 500));
const atAll = rssKb();
console.log(JSON.stringify({ perStreamKb: (atAll - atFirst) / (N - first) }));
for (const c of controllers) c.abort();
process.exit(0);
