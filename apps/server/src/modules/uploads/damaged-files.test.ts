import { randomUUID } from 'node:crypto';
import { CHAT_ATTACHMENT_EXTENSIONS, UPLOAD_EXTENSIONS, UPLOAD_MESSAGES } from '@facet/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stopOcr } from '../../extract/ocr.js';
import { readSse, sendChat } from '../../test/chat.js';
import { type DamagedFile, damagedFiles } from '../../test/corpus/documents/damaged.js';
import { createTestApp, signUp } from '../../test/harness.js';
import { postMultipart } from '../../test/multipart.js';

// Truncated and corrupted files of every kind each upload route takes. Each one is answered with
// an unreadable status or a clear refusal, and the server goes on answering: a reader that fails
// (a PDF parser, a DOC reader, the OCR engine) fails only its own file.

const files = await damagedFiles();
let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
  await stopOcr();
});

/** The damaged files a route taking these extensions gets (the LinkedIn PDF is for its import). */
const accepted = (extensions: readonly string[]) =>
  files.filter((f) => extensions.includes(f.extension) && f.name !== 'linkedin-pdf-truncated');

async function stillAnswers() {
  const live = await app.inject({ method: 'GET', url: '/api/health/live' });
  expect(live.statusCode).toBe(200);
}

/** What the server must make of a damaged file on the upload routes. */
function expectUploadOutcome(file: DamagedFile, res: { statusCode: number; body: string }) {
  const where = `${file.name}: ${res.statusCode} ${res.body.slice(0, 300)}`;
  if (file.name === 'txt-corrupted') {
    // Bytes that are not UTF-8 text are not a text file.
    expect(res.statusCode, where).toBe(415);
    expect(JSON.parse(res.body).error, where).toBe(UPLOAD_MESSAGES.unsupportedType);
    return;
  }
  expect(res.statusCode, where).toBe(201);
  const [stored] = JSON.parse(res.body).files ?? [JSON.parse(res.body).file];
  if (file.name === 'txt-truncated') {
    // The text before the cut is still text (its last, unfinished character dropped).
    expect(stored.textStatus, where).toBe('ok');
    return;
  }
  expect(stored.textStatus, where).toBe('failed');
  expect(stored.textNote, where).toBe(UPLOAD_MESSAGES.unreadable);
}

describe('damaged files on the upload routes', () => {
  it('covers every extension the uploads take', () => {
    const covered = new Set(files.map((f) => f.extension));
    for (const extension of UPLOAD_EXTENSIONS) expect(covered.has(extension), extension).toBe(true);
  });

  it.each(accepted(UPLOAD_EXTENSIONS).map((f) => [f.name, f] as const))(
    'psychometric upload of %s: an unreadable status or a clear refusal, and the server lives on',
    async (_, file) => {
      const member = await signUp(app);
      const res = await postMultipart(app, member.token, '/api/upload/psychometric', {}, [
        { field: 'psychometric', name: file.fileName, content: file.bytes },
      ]);
      expectUploadOutcome(file, res);
      await stillAnswers();
    },
    60_000,
  );

  it.each(['png-truncated', 'png-corrupted', 'jpg-truncated', 'pdf-corrupted'])(
    'CV upload of %s: stored with a failed text status, and the server lives on',
    async (name) => {
      const file = files.find((f) => f.name === name) as DamagedFile;
      const member = await signUp(app);
      const res = await postMultipart(app, member.token, '/api/upload/cv', {}, [
        { field: 'cv', name: file.fileName, content: file.bytes },
      ]);
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().file.textStatus).toBe('failed');
      await stillAnswers();
    },
    60_000,
  );
});

describe('damaged files as chat attachments', () => {
  it.each(accepted(CHAT_ATTACHMENT_EXTENSIONS).map((f) => [f.name, f] as const))(
    '%s: the reply streams to its end (or a clear refusal), and the server lives on',
    async (_, file) => {
      const member = await signUp(app);
      const res = await sendChat(
        app,
        member.token,
        { sessionId: `damaged-${randomUUID().slice(0, 8)}`, agentId: '1', content: 'Here it is' },
        [{ name: file.fileName, content: file.bytes }],
      );
      if (file.name === 'txt-corrupted') {
        expect(res.statusCode, res.body).toBe(415);
        expect(res.json().error).toBe(
          `"${file.fileName}" is not a supported file. Only images, PDFs, text files, and documents are supported.`,
        );
      } else {
        expect(res.statusCode, res.body).toBe(200);
        expect(readSse(res.body).complete, res.body.slice(-300)).toBeDefined();
      }
      await stillAnswers();
    },
    60_000,
  );
});

describe('damaged LinkedIn imports', () => {
  it.each(['zip-truncated', 'zip-corrupted', 'linkedin-pdf-truncated'])(
    '%s: a clear 400, and the server lives on',
    async (name) => {
      const file = files.find((f) => f.name === name) as DamagedFile;
      const member = await signUp(app);
      const res = await postMultipart(app, member.token, '/api/auth/linkedin/import', {}, [
        { field: 'file', name: file.fileName, content: file.bytes },
      ]);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().error).toMatch(/damaged|no text|Save to PDF/i);
      await stillAnswers();
    },
    60_000,
  );
});
