import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { setTimeout } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stopOcr } from '../extract/ocr.js';
import { describeBlobStoreContract } from '../test/blob-store-contract.js';
import { makeTextPdf } from '../test/documents.js';
import { FakeS3 } from '../test/fake-s3.js';
import { bearer, createTestApp, signUp } from '../test/harness.js';
import { multipartBody } from '../test/multipart.js';
import { BlobNotFoundError, type BlobStore, BlobTooLargeError } from './blob-store.js';
import { checkS3Store, createS3Store, type S3StoreOptions } from './s3-store.js';
import { sweepOrphans } from './sweep-orphans.js';

const MB = 1024 * 1024;
const fake = new FakeS3();

beforeAll(() => fake.start());
afterAll(() => fake.stop());

const optionsFor = (bucket: string, overrides: Partial<S3StoreOptions> = {}): S3StoreOptions => ({
  bucket,
  endpoint: fake.endpoint,
  accessKeyId: fake.credentials.accessKeyId,
  secretAccessKey: fake.credentials.secretAccessKey,
  ...overrides,
});
const storeOn = (bucket: string, overrides: Partial<S3StoreOptions> = {}) =>
  createS3Store(optionsFor(bucket, overrides));

async function listAll(store: BlobStore) {
  const keys: string[] = [];
  for await (const blob of store.list()) keys.push(blob.key);
  return keys;
}

/** A body in 64 KiB chunks, the way a request stream delivers it. */
function chunked(bytes: Buffer): Readable {
  const chunks: Buffer[] = [];
  for (let at = 0; at < bytes.length; at += 64 * 1024)
    chunks.push(bytes.subarray(at, at + 64 * 1024));
  return Readable.from(chunks);
}

const operations = (bucket: string) =>
  fake.requests.filter((r) => r.bucket === bucket).map((r) => r.operation);

describeBlobStoreContract('S3 store', () => {
  const bucket = fake.createBucket();
  return { store: storeOn(bucket), pendingWrites: async () => fake.openUploads(bucket) };
});

describe('S3 store', () => {
  it('sends a small body as one PutObject, with no flexible checksums', async () => {
    const bucket = fake.createBucket();
    const blob = await storeOn(bucket).put(Readable.from([Buffer.from('hello')]), {
      maxBytes: 100,
    });
    expect(operations(bucket)).toEqual(['PutObject']);
    expect(fake.objects(bucket).get(blob.key)?.body.toString()).toBe('hello');
    const [put] = fake.requests.filter((r) => r.bucket === bucket);
    expect(Object.keys(put?.headers ?? {}).filter((h) => h.includes('checksum'))).toEqual([]);
  });

  it('streams a large body in 5 MiB parts, one at a time, and completes it', async () => {
    const bucket = fake.createBucket();
    const bytes = randomBytes(12 * MB);
    const blob = await storeOn(bucket).put(Readable.from([bytes]), { maxBytes: 20 * MB });
    expect(operations(bucket)).toEqual([
      'CreateMultipartUpload',
      'UploadPart',
      'UploadPart',
      'UploadPart',
      'CompleteMultipartUpload',
    ]);
    expect(fake.peakBodyBytes(bucket)).toBe(5 * MB);
    expect(fake.objects(bucket).get(blob.key)?.body.equals(bytes)).toBe(true);
  });

  /** The put started a multipart upload, sent a part, then aborted it: nothing is left. */
  const expectAbortedLeavingNothing = (bucket: string) => {
    expect(operations(bucket)).toEqual([
      'CreateMultipartUpload',
      'UploadPart',
      'AbortMultipartUpload',
    ]);
    expect(fake.openUploads(bucket)).toBe(0);
    expect(fake.objects(bucket).size).toBe(0);
  };

  it('aborts the multipart upload of an oversized body before it reports the error', async () => {
    const bucket = fake.createBucket();
    await expect(
      storeOn(bucket).put(chunked(randomBytes(12 * MB)), { maxBytes: 10 * MB }),
    ).rejects.toThrow('blob larger than 10485760 bytes');
    expectAbortedLeavingNothing(bucket);
  });

  it('retries a failed call, and still reports too large when aborting fails too', async () => {
    const bucket = fake.createBucket();
    fake.failures.set('UploadPart', 1);
    const bytes = randomBytes(6 * MB);
    const blob = await storeOn(bucket).put(chunked(bytes), { maxBytes: 10 * MB });
    expect(fake.objects(bucket).get(blob.key)?.body.equals(bytes)).toBe(true);

    // Every attempt fails: the bucket's lifecycle rule has to expire that upload.
    fake.failures.set('AbortMultipartUpload', 3);
    await expect(
      storeOn(bucket).put(chunked(randomBytes(12 * MB)), { maxBytes: 10 * MB }),
    ).rejects.toBeInstanceOf(BlobTooLargeError);
    expect(fake.failures.get('AbortMultipartUpload')).toBe(0);
    expect(fake.openUploads(bucket)).toBe(1);
    expect(fake.objects(bucket).size).toBe(1);
  });

  it('a source that fails half-way fails the put and leaves nothing', async () => {
    const bucket = fake.createBucket();
    async function* broken() {
      yield randomBytes(6 * MB);
      // Fails once the first part is on its way, so there is a multipart upload to abort.
      while (!operations(bucket).includes('UploadPart')) await setTimeout(5);
      throw new Error('client went away');
    }
    await expect(
      storeOn(bucket).put(Readable.from(broken()), { maxBytes: 20 * MB }),
    ).rejects.toThrow('client went away');
    expectAbortedLeavingNothing(bucket);
  });

  it('keeps to its prefix and lists only keys it could have made', async () => {
    const bucket = fake.createBucket();
    const store = storeOn(bucket, { prefix: 'facet/uploads' });
    const blob = await store.put(Readable.from([Buffer.from('cv')]), { maxBytes: 10 });
    expect([...fake.objects(bucket).keys()]).toEqual([`facet/uploads/${blob.key}`]);
    fake.putObject(bucket, 'facet/uploads/notes.txt', 'not a blob');
    fake.putObject(bucket, `elsewhere/${blob.key}`, 'another app');
    expect(await listAll(store)).toEqual([blob.key]);
    expect((await store.read(blob.key)).toString()).toBe('cv');
    await store.delete(blob.key);
    expect([...fake.objects(bucket).keys()].sort()).toEqual([
      `elsewhere/${blob.key}`,
      'facet/uploads/notes.txt',
    ]);
  });

  it('lists across pages and sweeps orphans through list and delete', async () => {
    const bucket = fake.createBucket();
    const store = storeOn(bucket);
    const keys: string[] = [];
    for (let i = 0; i < 5; i++) {
      keys.push((await store.put(Readable.from([Buffer.from(`blob ${i}`)]), { maxBytes: 10 })).key);
    }
    fake.pageSize = 2;
    try {
      expect((await listAll(store)).sort()).toEqual([...keys].sort());
      expect(operations(bucket).filter((op) => op === 'ListObjectsV2')).toHaveLength(3);

      const kept = keys[0] as string;
      const removed = await sweepOrphans({
        blobs: store,
        knownKeys: async (batch) => new Set(batch.filter((key) => key === kept)),
        graceMs: 0,
        now: Date.now() + 1000,
      });
      expect(removed).toBe(4);
      expect([...fake.objects(bucket).keys()]).toEqual([kept]);
    } finally {
      fake.pageSize = 1000;
    }
  });

  it('refuses wrong keys and a wrong bucket with a clear error, not a missing blob or a hang', async () => {
    const bucket = fake.createBucket();
    const blob = await storeOn(bucket).put(Readable.from([Buffer.from('x')]), { maxBytes: 10 });
    const started = Date.now();

    const wrongKey = storeOn(bucket, { accessKeyId: 'NOT-THE-KEY' });
    await expect(wrongKey.read(blob.key)).rejects.toMatchObject({
      name: 'InvalidAccessKeyId',
      message: 'The AWS Access Key Id you provided does not exist in our records.',
    });
    await expect(
      wrongKey.put(Readable.from([Buffer.from('y')]), { maxBytes: 10 }),
    ).rejects.toMatchObject({ name: 'InvalidAccessKeyId' });

    const wrongSecret = storeOn(bucket, { secretAccessKey: 'not-the-secret' });
    await expect(wrongSecret.open(blob.key)).rejects.toMatchObject({
      name: 'SignatureDoesNotMatch',
    });

    const wrongBucket = storeOn('no-such-bucket');
    const error = await wrongBucket.read(blob.key).catch((e: unknown) => e);
    expect(error).not.toBeInstanceOf(BlobNotFoundError);
    expect(error).toMatchObject({ name: 'NoSuchBucket' });
    expect(Date.now() - started).toBeLessThan(5000);
    expect(fake.objects(bucket).size).toBe(1);
  });
});

describe('checkS3Store (at start)', () => {
  it('passes for a usable bucket', async () => {
    await expect(checkS3Store(optionsFor(fake.createBucket()))).resolves.toBeUndefined();
  });

  it('names what is wrong: the bucket, the access key, the secret, or the endpoint', async () => {
    const bucket = fake.createBucket();
    const at = `at ${fake.endpoint}`;
    await expect(checkS3Store(optionsFor('facet-missing'))).rejects.toThrow(
      `STORAGE=s3: cannot use bucket "facet-missing" ${at}: the bucket does not exist (check S3_BUCKET)`,
    );
    await expect(checkS3Store(optionsFor(bucket, { accessKeyId: 'WRONG' }))).rejects.toThrow(
      `${at}: the access key is not known to the server (check S3_ACCESS_KEY_ID)`,
    );
    await expect(checkS3Store(optionsFor(bucket, { secretAccessKey: 'wrong' }))).rejects.toThrow(
      'check S3_SECRET_ACCESS_KEY and S3_REGION',
    );

    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    const error = await checkS3Store(
      optionsFor(bucket, { endpoint: `http://127.0.0.1:${port}` }),
    ).catch((e: unknown) => e);
    expect((error as Error).message).toBe(
      `STORAGE=s3: cannot use bucket "${bucket}" at http://127.0.0.1:${port}: connect ECONNREFUSED 127.0.0.1:${port}`,
    );
    expect((error as Error).message).not.toContain('\n');
  });
});

describe('the readiness check of a running S3 store', () => {
  it('lists at most one object, and names the problem when the bucket cannot be used', async () => {
    const bucket = fake.createBucket();
    await storeOn(bucket).check();
    expect(operations(bucket)).toEqual(['ListObjectsV2']);
    await expect(storeOn('facet-gone').check()).rejects.toThrow(
      'cannot use bucket "facet-gone": the bucket does not exist (check S3_BUCKET)',
    );
  });
});

describe('CV files through the HTTP API on S3', () => {
  let app: FastifyInstance;
  const bucket = `cv-${Date.now()}`;

  beforeAll(async () => {
    fake.createBucket(bucket);
    app = await createTestApp({ blobs: storeOn(bucket) });
  });
  afterAll(async () => {
    await app.close();
    await stopOcr();
  });

  async function uploadCv(token: string, name: string, content: Buffer) {
    const { payload, headers } = await multipartBody({}, [{ field: 'cv', name, content }]);
    return app.inject({
      method: 'POST',
      url: '/api/upload/cv',
      payload,
      headers: { ...headers, ...bearer(token) },
    });
  }

  it('uploads a CV, downloads it byte for byte, and deleting it removes the object', async () => {
    const account = await signUp(app);
    const pdf = makeTextPdf(['Jordan Lee', 'Led a team of 6 engineers.']);
    const res = await uploadCv(account.token, 'Jordan Lee CV.pdf', pdf);
    expect(res.statusCode).toBe(201);
    expect(res.json().file).toMatchObject({ size: pdf.length, textStatus: 'ok' });
    expect(fake.objects(bucket).size).toBe(1);

    const download = await app.inject({
      method: 'GET',
      url: `/api/upload/files/${res.json().file.id}/download`,
      headers: bearer(account.token),
    });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(pdf)).toBe(true);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-length']).toBe(String(pdf.length));
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="Jordan Lee CV.pdf"; filename*=UTF-8''Jordan%20Lee%20CV.pdf`,
    );

    const removed = await app.inject({
      method: 'DELETE',
      url: `/api/upload/files/${res.json().file.id}`,
      headers: bearer(account.token),
    });
    expect(removed.json()).toEqual({ success: true });
    expect(fake.objects(bucket).size).toBe(0);
  });

  it('refuses a CV of 10 MB + 1 byte with 413 and leaves no object or open upload', async () => {
    const account = await signUp(app);
    const res = await uploadCv(account.token, 'big.txt', Buffer.alloc(10 * MB + 1, 'a'));
    expect(res.statusCode).toBe(413);
    expect(fake.objects(bucket).size).toBe(0);
    expect(fake.openUploads(bucket)).toBe(0);
  });
});
