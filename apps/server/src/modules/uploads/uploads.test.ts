import { readFile } from 'node:fs/promises';
import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createExtraction } from '../../extract/extraction.js';
import { stopOcr } from '../../extract/ocr.js';
import type { BlobStore } from '../../storage/blob-store.js';
import { sweepOrphans } from '../../storage/sweep-orphans.js';
import { CORPUS, DOCX_BOMB } from '../../test/corpus/documents/index.js';
import { makeDocx, makeTextPdf } from '../../test/documents.js';
import {
  bearer,
  createTestApp,
  signUp,
  type TestAccount,
  testBlobStore,
  testDatabase,
} from '../../test/harness.js';
import { multipartBody, postMultipart } from '../../test/multipart.js';
import { createUploadsRepository } from './uploads.repository.js';

const MB10 = 10_485_760;
let app: FastifyInstance;
let blobs: BlobStore;

beforeAll(async () => {
  blobs = testBlobStore();
  app = await createTestApp({ blobs });
});
afterAll(async () => {
  await app.close();
  await stopOcr();
});

type FileSpec = { name: string; content: Buffer | string; field?: string };

async function upload(account: TestAccount, kind: 'cv' | 'psychometric', files: FileSpec[]) {
  return postMultipart(
    app,
    account.token,
    `/api/upload/${kind}`,
    {},
    files.map((f) => ({ field: kind, ...f })),
  );
}
const list = async (account: TestAccount, type?: string) =>
  (
    await app.inject({
      method: 'GET',
      url: `/api/upload/files${type ? `?type=${type}` : ''}`,
      headers: bearer(account.token),
    })
  ).json().files as Array<{
    id: string;
    name: string;
    size: number;
    type: string;
    textStatus: string;
  }>;

async function blobCount(): Promise<number> {
  let n = 0;
  for await (const _ of blobs.list()) n++;
  return n;
}

describe('CV upload', () => {
  it('stores a PDF CV, reads its text, lists it, and refuses a second CV with 409', async () => {
    const account = await signUp(app);
    const pdf = makeTextPdf(['Jordan Lee', 'Led a team of 6 engineers.']);
    const res = await upload(account, 'cv', [{ name: 'Jordan Lee CV.pdf', content: pdf }]);
    expect(res.statusCode).toBe(201);
    expect(res.json().file).toMatchObject({
      name: 'Jordan Lee CV.pdf',
      size: pdf.length,
      type: 'cv',
      mediaType: 'application/pdf',
      textStatus: 'ok',
      textNote: null,
    });
    expect(await list(account, 'cv')).toHaveLength(1);
    expect(await list(account, 'psychometric')).toHaveLength(0);

    const { db } = await testDatabase();
    const rows = await createUploadsRepository(db).list(account.user.id, 'cv');
    expect(rows[0]?.text).toContain('Led a team of 6 engineers.');

    const second = await upload(account, 'cv', [{ name: 'other.txt', content: 'another cv' }]);
    expect(second.statusCode).toBe(409);
    expect(second.json().error).toBe(
      'You already have a CV uploaded. Please remove it first if you want to upload a new one.',
    );
    expect(await list(account, 'cv')).toHaveLength(1);
  });

  it('takes exactly 10 MB and refuses 10 MB + 1 byte with 413, keeping nothing', async () => {
    const account = await signUp(app);
    const before = await blobCount();
    const tooBig = await upload(account, 'cv', [
      { name: 'big.txt', content: Buffer.alloc(MB10 + 1, 'a') },
    ]);
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().error).toBe(
      'Your file is a bit large for us to process smoothly. Please try a smaller version (under 10MB).',
    );
    expect(await blobCount()).toBe(before);
    expect(await list(account)).toEqual([]);

    const exact = await upload(account, 'cv', [
      { name: 'exact.txt', content: Buffer.alloc(MB10, 'a') },
    ]);
    expect(exact.statusCode).toBe(201);
    expect(exact.json().file.size).toBe(MB10);
  });

  it('refuses renamed executables and HTML (415), empty files and nameless parts (400)', async () => {
    const account = await signUp(app);
    const cases: Array<[FileSpec, number, string]> = [
      [
        {
          name: 'cv.pdf',
          content: Buffer.from('MZ\x90\x00\x03\x00\x00\x00\x04\x00this is a PE file'),
        },
        415,
        "We support .pdf, .doc, .docx, .txt, .jpg, .png files. Your file type isn't supported yet.",
      ],
      [
        { name: 'cv.txt', content: '<!DOCTYPE html><html><script>steal()</script>' },
        415,
        "We support .pdf, .doc, .docx, .txt, .jpg, .png files. Your file type isn't supported yet.",
      ],
      [
        { name: 'cv.exe', content: 'MZ' },
        415,
        "We support .pdf, .doc, .docx, .txt, .jpg, .png files. Your file type isn't supported yet.",
      ],
      [
        { name: 'cv.png', content: makeTextPdf(['not a png']) },
        415,
        "We support .pdf, .doc, .docx, .txt, .jpg, .png files. Your file type isn't supported yet.",
      ],
      [
        { name: 'empty.txt', content: '' },
        400,
        '"empty.txt" is empty. Please choose a file with content.',
      ],
      [
        { name: '', content: 'some text' },
        400,
        "We couldn't read the file name. Please try again.",
      ],
    ];
    const before = await blobCount();
    for (const [file, status, message] of cases) {
      const res = await upload(account, 'cv', [file]);
      expect(res.statusCode, file.name).toBe(status);
      expect(res.json().error).toBe(message);
    }
    expect(await blobCount()).toBe(before);
    expect(await list(account)).toEqual([]);
  });

  it('reads a Word 97 .doc', async () => {
    const account = await signUp(app);
    const doc = await readFile(new URL('../../test/fixtures/values-report.doc', import.meta.url));
    const res = await upload(account, 'cv', [{ name: 'values-report.doc', content: doc }]);
    expect(res.statusCode).toBe(201);
    expect(res.json().file).toMatchObject({ mediaType: 'application/msword', textStatus: 'ok' });
    const { db } = await testDatabase();
    const [row] = await createUploadsRepository(db).list(account.user.id, 'cv');
    expect(row?.text).toContain('I value honesty, curiosity and fairness.');
  });

  it('reads DOCX and PNG (OCR) text, and flags a file with no readable text', async () => {
    const account = await signUp(app);
    const docx = await upload(account, 'psychometric', [
      { name: 'values.docx', content: await makeDocx(['Top values: integrity, learning']) },
      {
        name: 'scan.png',
        content: await readFile(new URL('../../test/fixtures/scanned-note.png', import.meta.url)),
      },
      { name: 'blank.pdf', content: makeTextPdf([]) },
    ]);
    expect(docx.statusCode).toBe(201);
    const files = docx.json().files;
    expect(files.map((f: { textStatus: string }) => f.textStatus)).toEqual(['ok', 'ok', 'empty']);
    expect(files[2].textNote).toMatch(/couldn't read any text/);
    const { db } = await testDatabase();
    const rows = await createUploadsRepository(db).list(account.user.id, 'psychometric');
    expect(rows[0]?.text).toBe('Top values: integrity, learning');
    expect(rows[1]?.text).toMatch(/Jordan Lee, Product Manager/);
  });
});

describe('psychometric uploads', () => {
  it('stores up to 10, refuses the 11th and a batch that would cross 10, storing nothing', async () => {
    const account = await signUp(app);
    const files = (n: number, prefix: string) =>
      Array.from({ length: n }, (_, i) => ({
        name: `${prefix}-${i}.txt`,
        content: `result ${prefix} ${i}`,
      }));
    expect((await upload(account, 'psychometric', files(7, 'a'))).statusCode).toBe(201);
    const before = await blobCount();

    const crossing = await upload(account, 'psychometric', files(4, 'b'));
    expect(crossing.statusCode).toBe(409);
    expect(crossing.json().error).toBe('You can upload a maximum of 10 psychometric files');
    expect(await list(account, 'psychometric')).toHaveLength(7);
    expect(await blobCount()).toBe(before);

    expect((await upload(account, 'psychometric', files(3, 'c'))).statusCode).toBe(201);
    expect(await list(account, 'psychometric')).toHaveLength(10);
    const eleventh = await upload(account, 'psychometric', files(1, 'd'));
    expect(eleventh.statusCode).toBe(409);
    expect(await list(account, 'psychometric')).toHaveLength(10);
  });

  it('refuses a whole batch when one file is bad', async () => {
    const account = await signUp(app);
    const before = await blobCount();
    const res = await upload(account, 'psychometric', [
      { name: 'fine.txt', content: 'fine' },
      { name: 'bad.jpg', content: 'not a jpeg' },
    ]);
    expect(res.statusCode).toBe(415);
    expect(await list(account)).toEqual([]);
    expect(await blobCount()).toBe(before);
  });

  it('answers 400 for a request with no files', async () => {
    const account = await signUp(app);
    const res = await postMultipart(app, account.token, '/api/upload/psychometric', {
      note: 'no files here',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('No valid files provided');
  });
});

describe('real documents', () => {
  it.each(CORPUS.map((doc) => [doc.name, doc] as const))(
    '%s uploads with no 5xx and the right text status',
    async (_, doc) => {
      const account = await signUp(app);
      const res = await upload(account, doc.kind, [
        { name: doc.fileName, content: await doc.build() },
      ]);
      expect(res.statusCode).toBe(201);
      const file = doc.kind === 'cv' ? res.json().file : res.json().files[0];
      expect(file).toMatchObject({ name: doc.fileName, textStatus: doc.expect.status });
      expect(file.textNote === null).toBe(doc.expect.status === 'ok');
      const { db } = await testDatabase();
      const [row] = await createUploadsRepository(db).list(account.user.id, doc.kind);
      for (const text of doc.expect.contains) expect(row?.text).toContain(text);
      for (const text of doc.expect.absent) expect(row?.text).not.toContain(text);
    },
    120_000,
  );

  it('flags an illegible screenshot with a note, and keeps it out of the evidence', async () => {
    const account = await signUp(app);
    const doc = CORPUS.find((d) => d.expect.status === 'illegible');
    const res = await upload(account, 'psychometric', [
      { name: 'result.png', content: await (doc?.build() ?? Promise.reject()) },
    ]);
    expect(res.json().files[0]).toMatchObject({
      textStatus: 'illegible',
      textNote: expect.stringMatching(/hard to read/),
    });
    // Its only file is illegible: there is no evidence to build a profile from.
    const insights = await app.inject({
      method: 'POST',
      url: '/api/generate-diamond-insights',
      headers: bearer(account.token),
      payload: { userId: account.user.id },
    });
    expect(insights.statusCode).toBe(400);
    expect(insights.json().error).toMatch(/couldn't read text in any of your files/);
  });

  it('stores every file of a psychometric batch when one holds NUL bytes', async () => {
    const account = await signUp(app);
    const nul = CORPUS.find((d) => d.name === 'txt-late-nul');
    const res = await upload(account, 'psychometric', [
      { name: 'values.docx', content: await makeDocx(['I value courage']) },
      { name: 'strengths.txt', content: await (nul?.build() ?? Promise.reject()) },
      { name: 'notes.txt', content: 'Motivated by learning' },
      // A Google Docs PDF whose ligatures are U+0000 in its text layer.
      {
        name: 'report.pdf',
        content: await (CORPUS.find((d) => d.name === 'google-docs-ligatures')?.build() ??
          Promise.reject()),
      },
    ]);
    expect(res.statusCode).toBe(201);
    expect(res.json().files.map((f: { textStatus: string }) => f.textStatus)).toEqual([
      'ok',
      'ok',
      'ok',
      'ok',
    ]);
    expect(await list(account, 'psychometric')).toHaveLength(4);
  });

  it('refuses a DOCX bomb with a clear 422 and keeps nothing, without inflating it', async () => {
    const account = await signUp(app);
    const before = await blobCount();
    const rss = process.memoryUsage().rss;
    const res = await upload(account, 'psychometric', [
      { name: DOCX_BOMB.fileName, content: await DOCX_BOMB.build() },
    ]);
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toMatch(/unpacks to far more data than a real document/);
    expect(await list(account)).toEqual([]);
    expect(await blobCount()).toBe(before);
    // Inflating it would take a gigabyte.
    expect(process.memoryUsage().rss - rss).toBeLessThan(256 * 1024 * 1024);
  });

  it('stores a file whose extraction runs out of time as failed, with a note', async () => {
    const slowApp = await createTestApp({
      blobs,
      extraction: createExtraction({ size: 1, timeoutMs: 1 }),
    });
    try {
      const account = await signUp(slowApp);
      const { payload, headers } = await multipartBody({}, [
        { field: 'cv', name: 'cv.pdf', content: makeTextPdf(['Anything at all']) },
      ]);
      const res = await slowApp.inject({
        method: 'POST',
        url: '/api/upload/cv',
        payload,
        headers: { ...headers, ...bearer(account.token) },
      });
      expect(res.statusCode).toBe(201);
      expect(res.json().file).toMatchObject({
        textStatus: 'failed',
        textNote: expect.stringMatching(/took too long to read/),
      });
    } finally {
      await slowApp.close();
    }
  });
});

describe('download and delete', () => {
  it('downloads the original bytes under the original UTF-8 name, and deletes', async () => {
    const account = await signUp(app);
    const content = 'Zoë Müller — CV\nSenior designer';
    const res = await upload(account, 'cv', [{ name: 'Zoë "CV" 2026.txt', content }]);
    const { id } = res.json().file;

    const download = await app.inject({
      method: 'GET',
      url: `/api/upload/files/${id}/download`,
      headers: bearer(account.token),
    });
    expect(download.statusCode).toBe(200);
    expect(download.body).toBe(content);
    expect(download.headers['content-type']).toBe('text/plain');
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="Zo_ _CV_ 2026.txt"; filename*=UTF-8''Zo%C3%AB%20%22CV%22%202026.txt`,
    );

    const removed = await app.inject({
      method: 'DELETE',
      url: `/api/upload/files/${id}`,
      headers: bearer(account.token),
    });
    expect(removed.json()).toEqual({ success: true });
    expect(await list(account)).toEqual([]);
    const gone = await app.inject({
      method: 'GET',
      url: `/api/upload/files/${id}/download`,
      headers: bearer(account.token),
    });
    expect(gone.statusCode).toBe(404);
  });

  it("another user's file is a 404 on download and delete, and stays", async () => {
    const owner = await signUp(app);
    const stranger = await signUp(app);
    const { id } = (await upload(owner, 'cv', [{ name: 'mine.txt', content: 'private' }])).json()
      .file;
    for (const method of ['GET', 'DELETE'] as const) {
      const res = await app.inject({
        method,
        url: method === 'GET' ? `/api/upload/files/${id}/download` : `/api/upload/files/${id}`,
        headers: bearer(stranger.token),
      });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: 'File not found.', code: 'not_found' });
    }
    expect(await list(stranger)).toEqual([]);
    expect(await list(owner)).toHaveLength(1);
  });

  it('validates ids and types, and needs a session', async () => {
    const account = await signUp(app);
    expect(
      (
        await app.inject({
          method: 'GET',
          url: '/api/upload/files/not-a-uuid/download',
          headers: bearer(account.token),
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await app.inject({
          method: 'GET',
          url: '/api/upload/files?type=photo',
          headers: bearer(account.token),
        })
      ).statusCode,
    ).toBe(400);
    expect((await app.inject({ method: 'GET', url: '/api/upload/files' })).statusCode).toBe(401);
  });
});

describe('orphaned blobs', () => {
  it('a blob whose row was never written is swept after the grace period; files with rows stay', async () => {
    const account = await signUp(app);
    await upload(account, 'cv', [{ name: 'kept.txt', content: 'kept' }]);
    const orphan = await blobs.put(Readable.from([Buffer.from('crashed before the row')]), {
      maxBytes: 100,
    });
    const { db } = await testDatabase();
    const repo = createUploadsRepository(db);

    expect(await sweepOrphans({ blobs, knownKeys: repo.knownKeys, graceMs: 60_000 })).toBe(0);
    const removed = await sweepOrphans({
      blobs,
      knownKeys: repo.knownKeys,
      graceMs: 60_000,
      now: Date.now() + 120_000,
    });
    expect(removed).toBeGreaterThanOrEqual(1);
    await expect(blobs.read(orphan.key)).rejects.toThrow();
    const [file] = await list(account);
    const download = await app.inject({
      method: 'GET',
      url: `/api/upload/files/${file?.id}/download`,
      headers: bearer(account.token),
    });
    expect(download.body).toBe('kept');
  });
});
