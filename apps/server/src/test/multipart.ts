import type { FastifyInstance } from 'fastify';
import { bearer } from './harness.js';

/** Builds a multipart/form-data body the way a browser would (web FormData → bytes). */
export async function multipartBody(
  fields: Record<string, string>,
  files: Array<{ name: string; content: Buffer | string; field?: string; type?: string }> = [],
): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  for (const file of files) {
    const bytes = typeof file.content === 'string' ? Buffer.from(file.content) : file.content;
    form.append(
      file.field ?? 'files',
      new Blob([new Uint8Array(bytes)], { type: file.type ?? 'application/octet-stream' }),
      file.name,
    );
  }
  const response = new Response(form);
  return {
    payload: Buffer.from(await response.arrayBuffer()),
    headers: { 'content-type': response.headers.get('content-type') ?? '' },
  };
}

export interface SseEvent {
  type: string;
  delta?: string;
  error?: string;
  message?: {
    id: string;
    role: string;
    content: string;
    suggestions: string[] | null;
    status: string;
  };
}

/** Parses the `data:` lines of a chat stream. */
export function parseSse(body: string): SseEvent[] {
  return body
    .split('\n\n')
    .map((block) => block.trim())
    .filter((block) => block.startsWith('data: '))
    .map((block) => JSON.parse(block.slice('data: '.length)) as SseEvent);
}

/** POSTs a multipart form to `url` as a browser would, signed in with `token`. */
export async function postMultipart(
  app: FastifyInstance,
  token: string,
  url: string,
  fields: Record<string, string>,
  files: Parameters<typeof multipartBody>[1] = [],
) {
  const { payload, headers } = await multipartBody(fields, files);
  return app.inject({ method: 'POST', url, payload, headers: { ...headers, ...bearer(token) } });
}
