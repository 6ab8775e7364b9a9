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
