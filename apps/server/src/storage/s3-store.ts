import { pipeline, Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  type GetObjectCommandOutput,
  ListObjectsV2Command,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { isBlobKey, newBlobKey } from './blob-key.js';
import {
  BlobNotFoundError,
  type BlobStore,
  BlobTooLargeError,
  type StoredBlob,
} from './blob-store.js';
import { Meter } from './meter.js';

export interface S3StoreOptions {
  bucket: string;
  /** Any S3-compatible server (MinIO, R2, Ceph…); unset means AWS itself. */
  endpoint?: string;
  region?: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Keys live under this prefix, so the bucket can hold other things too. */
  prefix?: string;
}

/** S3's smallest part; with one part in flight, an upload holds at most a couple of parts. */
const PART_SIZE = 5 * 1024 * 1024;

function createClient(options: S3StoreOptions): S3Client {
  return new S3Client({
    region: options.region ?? 'us-east-1',
    endpoint: options.endpoint,
    // Other servers rarely have a DNS name per bucket; AWS itself prefers virtual-hosted style.
    forcePathStyle: Boolean(options.endpoint),
    credentials: {
      accessKeyId: options.accessKeyId,
      secretAccessKey: options.secretAccessKey,
    },
    // The SDK's default CRC checksums (and aws-chunked bodies) are refused by many S3-compatible
    // servers; the SigV4 payload hash still covers every body we send.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: 3,
    // A server that accepts the connection and then says nothing fails the call instead of
    // hanging the request that waits on it (an idle download stream counts too, hence minutes).
    requestHandler: { connectionTimeout: 5_000, socketTimeout: 120_000 },
  });
}

const normalizePrefix = (prefix = '') => (prefix && !prefix.endsWith('/') ? `${prefix}/` : prefix);

const errorName = (error: unknown) =>
  error instanceof S3ServiceException ? error.name : undefined;
const httpStatus = (error: unknown) =>
  error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined;

/**
 * Blobs as objects in an S3 bucket. An object appears only once its upload is complete (a plain
 * PUT, or a multipart upload's final Complete call), so a crash never leaves a half-written blob
 * under a real key; at worst an unfinished multipart upload, which the bucket can expire.
 */
export function createS3Store(options: S3StoreOptions): BlobStore {
  const client = createClient(options);
  const Bucket = options.bucket;
  const prefix = normalizePrefix(options.prefix);

  async function getObject(key: string, Range?: string): Promise<GetObjectCommandOutput> {
    if (!isBlobKey(key)) throw new BlobNotFoundError(key);
    try {
      return await client.send(new GetObjectCommand({ Bucket, Key: prefix + key, Range }));
    } catch (error) {
      // NoSuchBucket is a 404 too, but a misconfiguration rather than a missing blob.
      if (errorName(error) === 'NoSuchKey') throw new BlobNotFoundError(key);
      throw error;
    }
  }

  return {
    async put(source, { maxBytes }): Promise<StoredBlob> {
      const key = newBlobKey();
      const meter = new Meter(maxBytes);
      // Failures reach the upload through the meter, which errors with them.
      pipeline(source, meter, () => {});
      try {
        const upload = new Upload({
          client,
          params: {
            Bucket,
            Key: prefix + key,
            Body: meter,
            ContentType: 'application/octet-stream',
          },
          partSize: PART_SIZE,
          queueSize: 1,
          leavePartsOnError: false,
        });
        // On any failure (the meter's included) Upload sends AbortMultipartUpload before it
        // rejects, so nothing is left behind; upload.abort() would reject before that is done.
        await upload.done();
      } catch (error) {
        // Ends the pipeline too, so the source is not left paused half-read.
        meter.destroy();
        if (meter.tooLarge) {
          // Stop reading the rest of an oversized upload. Reported as too large even when
          // aborting the multipart upload failed (its parts then wait for the lifecycle rule).
          source.resume();
          throw new BlobTooLargeError(maxBytes);
        }
        throw error;
      }
      return { key, size: meter.bytes, head: meter.head };
    },

    async open(key) {
      const { Body, ContentLength } = await getObject(key);
      if (!(Body instanceof Readable)) throw new Error(`S3 returned no stream for ${key}`);
      return { stream: Body, size: ContentLength ?? 0 };
    },

    async read(key, readOptions) {
      const maxBytes = readOptions?.maxBytes;
      // A range asks for at least one byte; `maxBytes: 0` trims it off below.
      const range = maxBytes === undefined ? undefined : `bytes=0-${Math.max(maxBytes, 1) - 1}`;
      let response: GetObjectCommandOutput;
      try {
        response = await getObject(key, range);
      } catch (error) {
        // S3 answers a range on an empty object with 416, and a missing one with 404.
        if (range && httpStatus(error) === 416) return Buffer.alloc(0);
        throw error;
      }
      if (!response.Body) return Buffer.alloc(0);
      const bytes = await response.Body.transformToByteArray();
      // A server that ignores Range still answers with the whole object.
      return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).subarray(0, maxBytes);
    },

    async delete(key) {
      if (!isBlobKey(key)) return;
      await client.send(new DeleteObjectCommand({ Bucket, Key: prefix + key }));
    },

    async check() {
      try {
        await client.send(
          new ListObjectsV2Command({ Bucket, Prefix: prefix || undefined, MaxKeys: 1 }),
        );
      } catch (error) {
        throw new Error(`cannot use bucket "${Bucket}": ${describeFailure(error)}`);
      }
    },

    async *list() {
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket, Prefix: prefix || undefined, ContinuationToken }),
        );
        for (const object of page.Contents ?? []) {
          if (!object.Key?.startsWith(prefix) || !object.LastModified) continue;
          const key = object.Key.slice(prefix.length);
          if (isBlobKey(key)) yield { key, writtenAt: object.LastModified };
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
  };
}

/** Why the bucket cannot be used, in words that name the setting to fix. */
function describeFailure(error: unknown): string {
  switch (errorName(error)) {
    case 'NoSuchBucket':
      return 'the bucket does not exist (check S3_BUCKET)';
    case 'InvalidAccessKeyId':
      return 'the access key is not known to the server (check S3_ACCESS_KEY_ID)';
    case 'SignatureDoesNotMatch':
      return 'the request signature was refused (check S3_SECRET_ACCESS_KEY and S3_REGION)';
    case 'AccessDenied':
      return 'access denied (the key needs to list, read, write and delete objects in the bucket)';
  }
  if (error instanceof S3ServiceException) {
    return `${error.name} (HTTP ${error.$metadata.httpStatusCode ?? '?'}): ${error.message}`;
  }
  if (error instanceof Error) {
    // Connection failures can be an AggregateError with an empty message but a code.
    const code = (error as NodeJS.ErrnoException).code;
    if (code && !error.message.includes(code))
      return [code, error.message].filter(Boolean).join(': ');
    return error.message || error.name;
  }
  return String(error);
}

/**
 * Lists at most one object, the cheapest call that proves the bucket exists and the keys work
 * (the orphan sweep needs listing anyway). Throws an Error with a one-line reason.
 */
export async function checkS3Store(options: S3StoreOptions): Promise<void> {
  const client = createClient(options);
  try {
    await client.send(
      new ListObjectsV2Command({
        Bucket: options.bucket,
        Prefix: normalizePrefix(options.prefix) || undefined,
        MaxKeys: 1,
      }),
    );
  } catch (error) {
    const where = options.endpoint ? ` at ${options.endpoint}` : '';
    throw new Error(
      `STORAGE=s3: cannot use bucket "${options.bucket}"${where}: ${describeFailure(error)}`,
    );
  } finally {
    client.destroy();
  }
}
