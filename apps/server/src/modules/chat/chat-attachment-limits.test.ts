import { randomUUID } from 'node:crypto';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  CHAT_FILES_TOO_LARGE,
  CHAT_MAX_FILES,
  CHAT_MAX_TOTAL_BYTES,
  CHAT_TOO_MANY_FILES,
} from '@facet/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOfflineCoach } from '../../ai/offline-coach.js';
import { messagesOf, readSse, sendChat } from '../../test/chat.js';
import { bearer, createTestApp, signUp, type TestAccount } from '../../test/harness.js';

// A message's files are counted, and their sizes added up, while the multipart body streams in: the
// file past the limit is refused before its bytes are read, so no request makes the server hold
// more than the files one message may have.

let app: FastifyInstance;
let port: number;
let member: TestAccount;
beforeAll(async () => {
  app = await createTestApp({ coach: createOfflineCoach({ wordDelayMs: 0 }) });
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as AddressInfo).port;
  member = await signUp(app);
});
afterAll(() => app.close());

const sid = () => `limits-${randomUUID().slice(0, 8)}`;
const MB = 1024 * 1024;

/**
 * Sends a chat request over a real socket: the fields, `complete` whole files, then the start of
 * one more file whose body never ends. Resolves with the answer, which must come while the body
 * is still unfinished (the server did not wait for the rest).
 */
function sendUnfinished(
  fields: Record<string, string>,
  complete: Array<{ name: string; content: Buffer }>,
  pending: { name: string; firstBytes: Buffer },
): Promise<{ status: number; body: string }> {
  const boundary = `----limits${randomUUID().slice(0, 8)}`;
  const part = (headers: string) => Buffer.from(`--${boundary}\r\n${headers}\r\n\r\n`);
  return new Promise((resolve, reject) => {
    const req = request({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: '/api/chat',
      headers: {
        ...bearer(member.token),
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
    });
    req.on('error', reject);
    req.on('response', (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => {
        body += chunk;
      });
      res.on('end', () => {
        resolve({ status: res.statusCode ?? 0, body });
        req.destroy();
      });
    });
    for (const [name, value] of Object.entries(fields)) {
      req.write(part(`Content-Disposition: form-data; name="${name}"`));
      req.write(`${value}\r\n`);
    }
    for (const file of complete) {
      req.write(
        part(
          `Content-Disposition: form-data; name="files"; filename="${file.name}"\r\nContent-Type: text/plain`,
        ),
      );
      req.write(file.content);
      req.write('\r\n');
    }
    req.write(
      part(
        `Content-Disposition: form-data; name="files"; filename="${pending.name}"\r\nContent-Type: text/plain`,
      ),
    );
    // The rest of this file, and the closing boundary, never come.
    req.write(pending.firstBytes);
  });
}

describe('chat attachment limits, checked while the body streams', () => {
  it(`refuses the file past ${CHAT_MAX_FILES} as soon as it starts, without waiting for its bytes`, async () => {
    const sessionId = sid();
    const files = Array.from({ length: CHAT_MAX_FILES }, (_, i) => ({
      name: `note-${i}.txt`,
      content: Buffer.from(`Note ${i}: I value steady teamwork.`),
    }));
    const answer = await sendUnfinished({ sessionId, agentId: '1', content: 'My notes' }, files, {
      name: 'one-too-many.txt',
      firstBytes: Buffer.alloc(64 * 1024, 0x61),
    });
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toMatchObject({ error: CHAT_TOO_MANY_FILES });
    expect(CHAT_TOO_MANY_FILES).toContain(String(CHAT_MAX_FILES));
    // Nothing was saved: the message was refused before the stream started.
    const listed = await app.inject({
      method: 'GET',
      url: `/api/messages/${sessionId}`,
      headers: bearer(member.token),
    });
    expect(listed.json().messages ?? []).toEqual([]);
  });

  it('refuses the message as soon as its files pass their total, without waiting for the rest', async () => {
    const nine = Buffer.alloc(9 * MB, 0x62);
    const answer = await sendUnfinished(
      { sessionId: sid(), agentId: '1', content: 'Big files' },
      [
        { name: 'first.txt', content: nine },
        { name: 'second.txt', content: nine },
      ],
      // 18 MB so far; 8 more pass the 25 MB total while the file is still arriving.
      { name: 'third.txt', firstBytes: Buffer.alloc(8 * MB, 0x63) },
    );
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toMatchObject({ error: CHAT_FILES_TOO_LARGE });
    expect(CHAT_FILES_TOO_LARGE).toContain(`${CHAT_MAX_TOTAL_BYTES / MB} MB`);
  });

  it(`takes ${CHAT_MAX_FILES} files, and files up to the total`, async () => {
    const sessionId = sid();
    const files = Array.from({ length: CHAT_MAX_FILES }, (_, i) => ({
      name: `note-${i}.txt`,
      content: `Note ${i}: I value steady teamwork.`,
    }));
    const res = await sendChat(
      app,
      member.token,
      { sessionId, agentId: '1', content: 'My notes' },
      files,
    );
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    expect(readSse(res.body).complete).toBeDefined();
    const [message] = await messagesOf(app, member.token, sessionId);
    expect(JSON.parse(message?.attachments ?? '[]')).toHaveLength(CHAT_MAX_FILES);
  });

  it('a single file over 10 MB is still refused with its own sentence', async () => {
    const res = await sendChat(app, member.token, { sessionId: sid(), agentId: '1' }, [
      { name: 'huge.txt', content: Buffer.alloc(10 * MB + 1, 0x61) },
    ]);
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toBe('Each file must be 10 MB (10485760 bytes) or smaller.');
  });
});
