import type { IncomingMessage, ServerResponse } from 'node:http';
import { LocalServer } from './local-server.js';

/** An Anthropic Messages API on 127.0.0.1 that streams the given text chunks. */
export class FakeAnthropic extends LocalServer {
  readonly requests: Array<{
    model: string;
    system?: unknown;
    max_tokens: number;
    temperature?: number;
    stream?: boolean;
    messages: Array<{ role: string; content: unknown }>;
  }> = [];
  chunks = ['Hello from', ' Claude.'];

  get baseURL(): string {
    return `${this.origin}/v1`;
  }

  protected async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    let raw = '';
    for await (const chunk of req) raw += chunk;
    const body = JSON.parse(raw);
    this.requests.push(body);
    if (!body.stream) {
      // Follow-up call: structured output arrives as a JSON text (or tool input) block.
      res.writeHead(200, { 'content-type': 'application/json' });
      const json = JSON.stringify({
        suggestions: ['Go deeper', 'Give me an example'],
        title: 'A Claude chat',
      });
      const toolUse = Array.isArray(body.tools) && body.tools.length > 0;
      res.end(
        JSON.stringify({
          id: 'msg_f',
          type: 'message',
          role: 'assistant',
          model: body.model,
          content: toolUse
            ? [
                {
                  type: 'tool_use',
                  id: 'tu_1',
                  name: body.tools[0].name,
                  input: JSON.parse(json),
                },
              ]
            : [{ type: 'text', text: json }],
          stop_reason: toolUse ? 'tool_use' : 'end_turn',
          stop_sequence: null,
          usage: { input_tokens: 1, output_tokens: 1 },
        }),
      );
      return;
    }
    res.writeHead(200, { 'content-type': 'text/event-stream' });
    const send = (event: string, data: object) =>
      res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    send('message_start', {
      type: 'message_start',
      message: {
        id: 'msg_1',
        type: 'message',
        role: 'assistant',
        model: body.model,
        content: [],
        stop_reason: null,
        stop_sequence: null,
        usage: { input_tokens: 1, output_tokens: 0 },
      },
    });
    send('content_block_start', {
      type: 'content_block_start',
      index: 0,
      content_block: { type: 'text', text: '' },
    });
    for (const text of this.chunks) {
      send('content_block_delta', {
        type: 'content_block_delta',
        index: 0,
        delta: { type: 'text_delta', text },
      });
    }
    send('content_block_stop', { type: 'content_block_stop', index: 0 });
    send('message_delta', {
      type: 'message_delta',
      delta: { stop_reason: 'end_turn', stop_sequence: null },
      usage: { output_tokens: 2 },
    });
    send('message_stop', { type: 'message_stop' });
    res.end();
  }
}
