import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messagesOf, readSse } from '../../test/chat.js';
import { bearer, createTestApp, signUp } from '../../test/harness.js';

// File names enter in one place (cleanFileName) for documents, chat attachments and LinkedIn
// imports: whatever the multipart header held, what is stored and shown is well-formed NFC text
// without control characters or text-direction overrides.

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

/**
 * A multipart body written byte by byte, so a part can carry any Content-Disposition: an encoded
 * `filename*` (charset''percent-escaped bytes) in any charset, or raw UTF-8 in `filename`.
 */
function rawMultipart(
  fields: Record<string, string>,
  file: { field: string; disposition: string; content: Buffer | string },
) {
  const boundary = `----facet${randomUUID().slice(0, 8)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  }
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; ${file.disposition}\r\nContent-Type: text/plain\r\n\r\n`,
      'utf8',
    ),
    Buffer.from(file.content),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** `filename*` in UTF-16LE: its bytes 00 D8 decode to U+D800, half of a surrogate pair. */
const LONE_SURROGATE_NAME = "filename*=utf-16le''%00%D8c%00v%00.%00t%00x%00t%00";
const TEXT = 'I value honesty and curiosity in every team I join.';

async function uploadPsychometric(token: string, disposition: string) {
  const { payload, headers } = rawMultipart(
    {},
    { field: 'psychometric', disposition, content: TEXT },
  );
  return app.inject({
    method: 'POST',
    url: '/api/upload/psychometric',
    payload,
    headers: { ...headers, ...bearer(token) },
  });
}

async function listedNames(token: string): Promise<string[]> {
  const res = await app.inject({ method: 'GET', url: '/api/upload/files', headers: bearer(token) });
  return (res.json().files as Array<{ name: string }>).map((f) => f.name);
}

describe('file names', () => {
  it('a filename* that decodes to a lone surrogate: the chat answers, and the name is well-formed', async () => {
    const member = await signUp(app);
    const sessionId = `names-${randomUUID().slice(0, 8)}`;
    const { payload, headers } = rawMultipart(
      { sessionId, agentId: '1', content: 'Here are my notes' },
      { field: 'files', disposition: LONE_SURROGATE_NAME, content: TEXT },
    );
    const res = await app.inject({
      method: 'POST',
      url: '/api/chat',
      payload,
      headers: { ...headers, ...bearer(member.token) },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(readSse(res.body).complete).toBeDefined();
    const [message] = await messagesOf(app, member.token, sessionId);
    expect(JSON.parse(message?.attachments ?? 'null')).toEqual([
      { type: 'text/plain', originalName: '\uFFFDcv.txt', size: TEXT.length },
    ]);
  });

  it('a filename* that decodes to a lone surrogate: the upload answers and lists the same well-formed name', async () => {
    const member = await signUp(app);
    const res = await uploadPsychometric(member.token, LONE_SURROGATE_NAME);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().files[0].name).toBe('\uFFFDcv.txt');
    expect(await listedNames(member.token)).toEqual(['\uFFFDcv.txt']);
  });

  it('a name in decomposed form (as macOS writes it) is stored composed (NFC)', async () => {
    const member = await signUp(app);
    const decomposed = 'Rene\u0301e.txt';
    const res = await uploadPsychometric(
      member.token,
      `filename*=UTF-8''${encodeURIComponent(decomposed)}`,
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().files[0].name).toBe('Ren\u00e9e.txt');
  });

  it('text-direction overrides and C1 control characters are removed from stored names', async () => {
    const member = await signUp(app);
    // Shown as "cv-txt.exe"-like tricks: an override reverses what follows it.
    const hostile =
      '\u202Ecv\u202C\u2066notes\u2069\u200E\u200F\u202A\u202B\u202D\u2067\u2068\u0085\u009Fx\u0080.txt';
    const res = await uploadPsychometric(
      member.token,
      `filename*=UTF-8''${encodeURIComponent(hostile)}`,
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().files[0].name).toBe('cvnotesx.txt');
    expect(await listedNames(member.token)).toEqual(['cvnotesx.txt']);

    const sessionId = `names-${randomUUID().slice(0, 8)}`;
    const { payload, headers } = rawMultipart(
      { sessionId, agentId: '1', content: 'Attached' },
      {
        field: 'files',
        disposition: `filename*=UTF-8''${encodeURIComponent(hostile)}`,
        content: TEXT,
      },
    );
    const chat = await app.inject({
      method: 'POST',
      url: '/api/chat',
      payload,
      headers: { ...headers, ...bearer(member.token) },
    });
    expect(chat.statusCode, chat.body).toBe(200);
    const [message] = await messagesOf(app, member.token, sessionId);
    expect(JSON.parse(message?.attachments ?? 'null')[0].originalName).toBe('cvnotesx.txt');
  });
});
