import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BlobStore } from '../../storage/blob-store.js';
import { createS3Store } from '../../storage/s3-store.js';
import { makeTextPdf } from '../../test/documents.js';
import { FakeS3 } from '../../test/fake-s3.js';
import { bearer, createTestApp, signUp, testBlobStore } from '../../test/harness.js';
import { postMultipart } from '../../test/multipart.js';
import { LINKEDIN_IMPORT_MISSING } from '../linkedin/linkedin.service.js';
import { FILE_CONTENT_MISSING } from './uploads.service.js';

class Lines extends Writable {
  readonly lines: Array<Record<string, unknown>> = [];
  override _write(chunk: Buffer, _encoding: string, done: () => void) {
    for (const line of chunk.toString('utf8').split('\n')) {
      if (line.trim()) this.lines.push(JSON.parse(line));
    }
    done();
  }
}

const fake = new FakeS3();
beforeAll(() => fake.start());
afterAll(() => fake.stop());

const stores: Array<[string, () => BlobStore]> = [
  ['the local disk store', () => testBlobStore()],
  [
    'an S3 bucket',
    () =>
      createS3Store({
        bucket: fake.createBucket(),
        endpoint: fake.endpoint,
        accessKeyId: fake.credentials.accessKeyId,
        secretAccessKey: fake.credentials.secretAccessKey,
      }),
  ],
];

for (const [name, makeStore] of stores) {
  describe(`a stored file whose blob is missing, on ${name}`, () => {
    let app: FastifyInstance;
    let blobs: BlobStore;
    const log = new Lines();

    beforeAll(async () => {
      blobs = makeStore();
      app = await createTestApp({ blobs, logger: { level: 'warn', stream: log } });
    });
    afterAll(() => app.close());

    async function onlyBlobKey(): Promise<string> {
      const keys: string[] = [];
      for await (const blob of blobs.list()) keys.push(blob.key);
      expect(keys).toHaveLength(1);
      return keys[0] as string;
    }

    it('download answers 404 with a clear message and logs an error with the key', async () => {
      const account = await signUp(app);
      const uploaded = await postMultipart(app, account.token, '/api/upload/cv', {}, [
        { field: 'cv', name: 'cv.pdf', content: makeTextPdf(['Jordan Lee', 'Engineer.']) },
      ]);
      expect(uploaded.statusCode).toBe(201);
      const key = await onlyBlobKey();
      await blobs.delete(key);

      const res = await app.inject({
        method: 'GET',
        url: `/api/upload/files/${uploaded.json().file.id}/download`,
        headers: bearer(account.token),
      });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: FILE_CONTENT_MISSING, code: 'not_found' });
      const errors = log.lines.filter((line) => line.level === 50);
      expect(errors).toEqual([
        expect.objectContaining({
          msg: 'an uploaded file has a row but no blob',
          blobKey: key,
          fileId: uploaded.json().file.id,
        }),
      ]);

      // The member can still remove the broken entry and upload again.
      const removed = await app.inject({
        method: 'DELETE',
        url: `/api/upload/files/${uploaded.json().file.id}`,
        headers: bearer(account.token),
      });
      expect(removed.statusCode).toBe(200);
    });

    it('re-analysing a LinkedIn import whose blob is missing answers 404', async () => {
      const account = await signUp(app, { firstName: 'Jordan', lastName: 'Lee' });
      // What LinkedIn's 'Save to PDF' prints: the import refuses a PDF without those marks.
      const pdf = makeTextPdf([
        'Contact',
        'linkedin.com/in/jordan-lee',
        'Top Skills',
        'Jordan Lee',
        'Senior Engineer at Acme',
        'Experience',
        'Page 1 of 1',
      ]);
      const imported = await postMultipart(app, account.token, '/api/auth/linkedin/import', {}, [
        { field: 'file', name: 'Profile.pdf', content: pdf },
      ]);
      expect(imported.statusCode).toBe(200);
      await blobs.delete(await onlyBlobKey());

      const res = await app.inject({
        method: 'POST',
        url: '/api/auth/parse-linkedin',
        headers: bearer(account.token),
      });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: LINKEDIN_IMPORT_MISSING, code: 'not_found' });
      expect(log.lines.at(-1)).toMatchObject({
        level: 50,
        msg: 'a LinkedIn import has a row but no blob',
      });
    });
  });
}
