import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Coach } from '../ai/coach.js';
import { createLlmCoach } from '../ai/llm-coach.js';
import { RISK_CHECK_MARKER, type RiskVerdict } from '../ai/safety/model-check.js';
import { LocalServer } from './local-server.js';

export type FakeBehaviour =
  | {
      kind: 'stream';
      chunks: string[];
      delayMs?: number;
      /** Tool calls the model makes after its text (name and JSON arguments, as sent). */
      toolCalls?: Array<{ name: string; arguments: string }>;
    }
  | { kind: 'status'; status: number; body?: string }
  | { kind: 'die'; chunks: string[] }
  | { kind: 'hang'; chunks: string[] }
  /** Streams what `say()` hands it, when it is handed, until `finish()` (or the client leaves). */
  | { kind: 'on-demand' };

export interface RecordedRequest {
  body: {
    model: string;
    stream?: boolean;
    temperature?: number;
    max_tokens?: number;
    max_completion_tokens?: number;
    messages: Array<{ role: string; content: unknown }>;
    response_format?: unknown;
    tools?: Array<{ type: string; function: { name: string; parameters: unknown } }>;
  };
  /** Resolves when the client closed the connection before the response ended. */
  aborted: Promise<boolean>;
}

/**
 * An OpenAI-compatible Chat Completions server on 127.0.0.1: streams chunks, fails with a status,
 * dies mid-stream, or hangs until the client goes away. Non-streaming calls (follow-up suggestions)
 * answer `followUp` as the message content.
 */
/** A non-streaming Chat Completions answer with `content`. */
function completion(model: string, content: string) {
  return {
    id: 'chatcmpl-follow',
    object: 'chat.completion',
    created: 0,
    model,
    choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
    usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
  };
}

export class FakeOpenAI extends LocalServer {
  readonly requests: RecordedRequest[] = [];
  /** The risk readings asked beside replies (see ai/safety/model-check.ts), apart from `requests`. */
  readonly riskChecks: RecordedRequest[] = [];
  /** What the risk reading answers, or 'hang' to never answer. */
  riskVerdict: RiskVerdict | 'hang' = { level: 'none', kind: null };
  behaviour: FakeBehaviour = { kind: 'stream', chunks: ['Hello', ' there'] };
  /** A non-streaming call's answer: content, a failure status, or no answer until the client leaves. */
  followUp: string | { status: number } | { hang: true } = JSON.stringify({
    suggestions: ['Tell me more about my strengths', 'Help me plan the next step'],
    title: 'Planning a career move',
  });

  private onDemand: { queue: Array<string | null>; wake: () => void } = {
    queue: [],
    wake: () => {},
  };

  /** With the `on-demand` behaviour: the next words of the reply being streamed. */
  say(text: string): void {
    this.onDemand.queue.push(text);
    this.onDemand.wake();
  }

  /** With the `on-demand` behaviour: ends the reply being streamed. */
  finish(): void {
    this.onDemand.queue.push(null);
    this.onDemand.wake();
  }

  /** The OpenAI-compatible coach, talking to this fake. */
  coach(): Coach {
    return createLlmCoach({ provider: 'openai', apiKey: 'test-key', baseURL: this.baseURL });
  }

  /** Forgets the requests seen so far and answers with `behaviour` from now on. */
  reset(behaviour: FakeBehaviour): void {
    this.requests.length = 0;
    this.riskChecks.length = 0;
    this.riskVerdict = { level: 'none', kind: null };
    this.behaviour = behaviour;
  }

  get baseURL(): string {
    return `${this.origin}/v1`;
  }

  protected async handle(req: IncomingMessage, res: ServerResponse) {
    let raw = '';
    for await (const chunk of req) raw += chunk;
    const body = JSON.parse(raw) as RecordedRequest['body'];
    let resolveAborted: (value: boolean) => void = () => {};
    const aborted = new Promise<boolean>((resolve) => {
      resolveAborted = resolve;
    });
    res.on('close', () => resolveAborted(!res.writableFinished));
    const system = body.messages?.[0];
    if (!body.stream && String(system?.content ?? '').startsWith(RISK_CHECK_MARKER)) {
      // The risk reading asked beside each reply: kept apart, so the other calls count as before.
      this.riskChecks.push({ body, aborted });
      if (this.riskVerdict === 'hang') return;
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(completion(body.model, JSON.stringify(this.riskVerdict))));
      return;
    }
    this.requests.push({ body, aborted });

    if (!body.stream) {
      if (typeof this.followUp !== 'string' && 'hang' in this.followUp) return;
      if (typeof this.followUp !== 'string') {
        res.writeHead(this.followUp.status, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: { message: 'follow-up failed' } }));
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(completion(body.model, this.followUp)));
      return;
    }

    const behaviour = this.behaviour;
    if (behaviour.kind === 'status') {
      res.writeHead(behaviour.status, { 'content-type': 'application/json' });
      res.end(
        behaviour.body ??
          JSON.stringify({ error: { message: 'upstream exploded', type: 'server_error' } }),
      );
      return;
    }
    res.writeHead(200, { 'content-type': 'text/event-stream' });
    const chunk = (delta: object, finish: string | null = null) =>
      `data: ${JSON.stringify({
        id: 'chatcmpl-1',
        object: 'chat.completion.chunk',
        created: 0,
        model: body.model,
        choices: [{ index: 0, delta, finish_reason: finish }],
      })}\n\n`;
    res.write(chunk({ role: 'assistant', content: '' }));
    if (behaviour.kind === 'on-demand') {
      // Words handed before the request arrived are streamed first.
      const state = this.onDemand;
      res.once('close', () => state.wake());
      for (;;) {
        if (res.destroyed) return;
        const next = state.queue.shift();
        if (next === null) break;
        if (next !== undefined) {
          res.write(chunk({ content: next }));
          continue;
        }
        await new Promise<void>((resolve) => {
          state.wake = resolve;
        });
      }
      res.write(chunk({}, 'stop'));
      res.end('data: [DONE]\n\n');
      return;
    }
    for (const text of behaviour.chunks) {
      if (res.destroyed) return;
      res.write(chunk({ content: text }));
      const delay = behaviour.kind === 'stream' ? (behaviour.delayMs ?? 0) : 5;
      if (delay) await new Promise((r) => setTimeout(r, delay));
    }
    if (behaviour.kind === 'die') {
      res.socket?.destroy();
      return;
    }
    if (behaviour.kind === 'hang') return; // keeps the stream open until the client leaves
    const calls = behaviour.kind === 'stream' ? (behaviour.toolCalls ?? []) : [];
    for (const [index, call] of calls.entries()) {
      res.write(
        chunk({
          tool_calls: [
            {
              index,
              id: `call_${index}`,
              type: 'function',
              function: { name: call.name, arguments: call.arguments },
            },
          ],
        }),
      );
    }
    res.write(chunk({}, calls.length ? 'tool_calls' : 'stop'));
    res.end('data: [DONE]\n\n');
  }
}
