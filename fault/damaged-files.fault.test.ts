import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  type DamagedFile,
  damagedFiles,
} from '../apps/server/src/test/corpus/documents/damaged.js';
import { type DataTarget, freshData, ServerProcess, signUp } from './support/server.js';

// Every reader of the built server (PDF, DOCX, DOC, text, OCR of PNG and JPEG, LinkedIn ZIP and
// PDF) fed the first half and a damaged copy of its kind of file, through every route that takes
// it. Readers run in worker threads and tesseract's own worker; whatever one of them meets, the
// server's process must stay alive and healthy, answering each file with an unreadable status or
// a clear 4xx.

const kind = inject('database');
let data: DataTarget;
let server: ServerProcess;
const files = await damagedFiles();

beforeAll(async () => {
  data = await freshData(kind);
  server = await ServerProcess.start(data);
});
afterAll(async () => {
  await server?.kill();
  await data?.remove();
});

async function post(token: string, url: string, form: FormData) {
  const res = await fetch(`${server.baseUrl}${url}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  return { status: res.status, body: await res.text() };
}

const formWith = (field: string, file: DamagedFile, fields: Record<string, string> = {}) => {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append(field, new Blob([new Uint8Array(file.bytes)]), file.fileName);
  return form;
};

/** The process has not exited, and it reports itself ready (database and file store usable). */
async function aliveAndHealthy(after: string) {
  expect(
    server.child.exitCode,
    `the server exited after ${after}:\n${server.log.slice(-2000)}`,
  ).toBe(null);
  const ready = await fetch(`${server.baseUrl}/api/health/ready`);
  expect(ready.status, after).toBe(200);
}

/** 2xx, or a 4xx with the `{ error }` sentence; never a 5xx, never a dropped connection. */
function answered(what: string, res: { status: number; body: string }) {
  const where = `${what}: ${res.status} ${res.body.slice(0, 300)}`;
  expect(res.status, where).toBeLessThan(500);
  if (res.status >= 400) expect(typeof JSON.parse(res.body).error, where).toBe('string');
}

describe(`damaged files against the built server (${kind})`, () => {
  it('uploads: every truncated or corrupted file is stored unreadable or refused; the process lives', async () => {
    for (const file of files.filter((f) => f.extension !== 'zip')) {
      const member = await signUp(server.baseUrl);
      const res = await post(
        member.token,
        '/api/upload/psychometric',
        formWith('psychometric', file),
      );
      answered(`psychometric ${file.name}`, res);
      if (res.status === 201) {
        const [stored] = JSON.parse(res.body).files;
        // Only a text file cut short still has text to read.
        if (file.extension !== 'txt') expect(stored.textStatus, file.name).toBe('failed');
      }
      const cv = await post(member.token, '/api/upload/cv', formWith('cv', file));
      answered(`cv ${file.name}`, cv);
      await aliveAndHealthy(`uploading ${file.name}`);
    }
  });

  it('chat attachments: the reply streams to its end, or the file is refused; the process lives', async () => {
    const member = await signUp(server.baseUrl);
    for (const file of files.filter((f) => f.extension !== 'zip')) {
      const res = await post(
        member.token,
        '/api/chat',
        formWith('files', file, {
          sessionId: `damaged-${randomBytes(4).toString('hex')}`,
          agentId: '1',
          content: 'Here is my file',
        }),
      );
      answered(`chat ${file.name}`, res);
      if (res.status === 200) expect(res.body, file.name).toContain('"type":"complete"');
      await aliveAndHealthy(`attaching ${file.name}`);
    }
  });

  it('LinkedIn imports: a damaged export or PDF is a clear 400; the process lives', async () => {
    const member = await signUp(server.baseUrl);
    for (const file of files.filter((f) => f.extension === 'zip' || f.extension === 'pdf')) {
      const res = await post(member.token, '/api/auth/linkedin/import', formWith('file', file));
      answered(`linkedin ${file.name}`, res);
      expect(res.status, file.name).toBe(400);
      await aliveAndHealthy(`importing ${file.name}`);
    }
  });
});
