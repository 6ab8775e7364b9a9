import { createHash, createHmac, randomUUID } from 'node:crypto';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { LocalServer } from './local-server.js';

export interface FakeS3Object {
  body: Buffer;
  lastModified: Date;
  etag: string;
}

export interface FakeS3Request {
  operation: string;
  method: string;
  bucket: string;
  key: string;
  /** Bytes in the request body: how much one call carried at once. */
  bodyBytes: number;
  headers: IncomingMessage['headers'];
  status: number;
}

interface MultipartUpload {
  bucket: string;
  key: string;
  parts: Map<number, { body: Buffer; etag: string }>;
}

const MIN_PART_SIZE = 5 * 1024 * 1024;

const md5 = (data: Buffer | string) => createHash('md5').update(data).digest('hex');
const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest('hex');
const hmac = (key: Buffer | string, data: string) =>
  createHmac('sha256', key).update(data).digest();
const xml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
/** SigV4's URI encoding: encodeURIComponent plus the characters it leaves alone. */
const rfc3986 = (text: string) =>
  encodeURIComponent(text).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );

class S3Error extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/**
 * An S3-compatible server on 127.0.0.1 with path-style addressing and objects in memory: enough of
 * the API for the blob store (objects, ranges, listing, multipart uploads). Every request must be
 * signed (SigV4) with the configured keys, and like many S3-compatible servers it refuses the
 * SDK's flexible checksums. Records each request for tests to inspect.
 */
export class FakeS3 extends LocalServer {
  readonly requests: FakeS3Request[] = [];
  readonly buckets = new Map<string, Map<string, FakeS3Object>>();
  readonly uploads = new Map<string, MultipartUpload>();
  /** The most keys one ListObjectsV2 page holds, whatever the client asks for. */
  pageSize = 1000;
  /** Calls of these operations fail with 500 InternalError, this many times each. */
  readonly failures = new Map<string, number>();
  /**
   * Calls of these operations are recorded and then never answered (until `release`): a store
   * that hangs mid-operation, for crash tests.
   */
  readonly holds = new Set<string>();
  private held: Array<() => void> = [];

  /** Answers every held call and holds no more. */
  release(): void {
    this.holds.clear();
    for (const resume of this.held.splice(0)) resume();
  }

  constructor(
    readonly credentials = { accessKeyId: 'FAKEACCESSKEY', secretAccessKey: 'fake-secret-key' },
  ) {
    super();
  }

  get endpoint(): string {
    return this.origin;
  }

  createBucket(name = `bucket-${randomUUID().slice(0, 8)}`): string {
    this.buckets.set(name, new Map());
    return name;
  }

  objects(bucket: string): Map<string, FakeS3Object> {
    const objects = this.buckets.get(bucket);
    if (!objects) throw new Error(`no bucket ${bucket}`);
    return objects;
  }

  putObject(bucket: string, key: string, body: Buffer | string): void {
    const bytes = Buffer.from(body);
    this.objects(bucket).set(key, { body: bytes, lastModified: new Date(), etag: md5(bytes) });
  }

  /** Multipart uploads begun and neither completed nor aborted. */
  openUploads(bucket?: string): number {
    return [...this.uploads.values()].filter((u) => !bucket || u.bucket === bucket).length;
  }

  /** The largest body any one request carried. */
  peakBodyBytes(bucket?: string): number {
    return Math.max(
      0,
      ...this.requests.filter((r) => !bucket || r.bucket === bucket).map((r) => r.bodyBytes),
    );
  }

  protected async handle(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const [rawPath = '/', rawQuery = ''] = (req.url ?? '/').split('?');
    const query = new URLSearchParams(rawQuery);
    const [rawBucket = '', ...rawKey] = rawPath.slice(1).split('/');
    const bucket = decodeURIComponent(rawBucket);
    const key = decodeURIComponent(rawKey.join('/'));
    const method = req.method ?? 'GET';
    const record: FakeS3Request = {
      operation: operationOf(method, key, query),
      method,
      bucket,
      key,
      bodyBytes: body.length,
      headers: req.headers,
      status: 0,
    };
    this.requests.push(record);
    if (this.holds.has(record.operation)) {
      await new Promise<void>((resume) => this.held.push(resume));
      if (res.destroyed) return;
    }
    const send = (status: number, headers: OutgoingHttpHeaders = {}, payload?: Buffer | string) => {
      record.status = status;
      res.writeHead(status, { 'x-amz-request-id': randomUUID(), ...headers });
      res.end(method === 'HEAD' ? undefined : payload);
    };
    try {
      this.authenticate(req, rawPath, query, body);
      refuseChecksums(req);
      const failures = this.failures.get(record.operation) ?? 0;
      if (failures > 0) {
        this.failures.set(record.operation, failures - 1);
        throw new S3Error(
          500,
          'InternalError',
          'We encountered an internal error. Please try again.',
        );
      }
      const objects = this.buckets.get(bucket);
      if (!objects) throw new S3Error(404, 'NoSuchBucket', 'The specified bucket does not exist');
      const answer = this.dispatch(record.operation, { bucket, key, objects, query, req, body });
      send(answer.status, answer.headers, answer.body);
    } catch (error) {
      if (!(error instanceof S3Error)) throw error;
      send(
        error.status,
        { 'content-type': 'application/xml' },
        `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${error.code}</Code><Message>${xml(
          error.message,
        )}</Message><Resource>${xml(rawPath)}</Resource></Error>`,
      );
    }
  }

  /** Checks the SigV4 Authorization header against the configured keys, as S3 does. */
  private authenticate(
    req: IncomingMessage,
    rawPath: string,
    query: URLSearchParams,
    body: Buffer,
  ) {
    const match =
      /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([^,]+), ?Signature=([0-9a-f]{64})$/.exec(
        req.headers.authorization ?? '',
      );
    if (!match) throw new S3Error(403, 'AccessDenied', 'Access Denied');
    const [, accessKeyId, date = '', region = '', signedHeaders = '', signature] = match;
    if (accessKeyId !== this.credentials.accessKeyId) {
      throw new S3Error(
        403,
        'InvalidAccessKeyId',
        'The AWS Access Key Id you provided does not exist in our records.',
      );
    }
    const payloadHash = String(req.headers['x-amz-content-sha256'] ?? '');
    if (/^[0-9a-f]{64}$/.test(payloadHash) && payloadHash !== sha256(body)) {
      throw new S3Error(
        400,
        'XAmzContentSHA256Mismatch',
        "The provided 'x-amz-content-sha256' header does not match what was computed.",
      );
    }
    const canonicalQuery = [...query]
      .map(([name, value]) => [rfc3986(name), rfc3986(value)] as const)
      .sort(([a, x], [b, y]) => (a === b ? (x < y ? -1 : 1) : a < b ? -1 : 1))
      .map(([name, value]) => `${name}=${value}`)
      .join('&');
    const canonicalHeaders = signedHeaders
      .split(';')
      .map((name) => `${name}:${String(req.headers[name] ?? '').trim()}\n`)
      .join('');
    const canonicalRequest = [
      req.method,
      rawPath,
      canonicalQuery,
      canonicalHeaders,
      signedHeaders,
      payloadHash,
    ].join('\n');
    const scope = `${date}/${region}/s3/aws4_request`;
    const stringToSign = [
      'AWS4-HMAC-SHA256',
      String(req.headers['x-amz-date'] ?? ''),
      scope,
      sha256(canonicalRequest),
    ].join('\n');
    let signingKey = hmac(`AWS4${this.credentials.secretAccessKey}`, date);
    for (const part of [region, 's3', 'aws4_request']) signingKey = hmac(signingKey, part);
    if (createHmac('sha256', signingKey).update(stringToSign).digest('hex') !== signature) {
      throw new S3Error(
        403,
        'SignatureDoesNotMatch',
        'The request signature we calculated does not match the signature you provided.',
      );
    }
  }

  private dispatch(
    operation: string,
    call: {
      bucket: string;
      key: string;
      objects: Map<string, FakeS3Object>;
      query: URLSearchParams;
      req: IncomingMessage;
      body: Buffer;
    },
  ): { status: number; headers?: OutgoingHttpHeaders; body?: Buffer | string } {
    const { bucket, key, objects, query, req, body } = call;
    const xmlHeaders = { 'content-type': 'application/xml' };
    const found = () => {
      const object = objects.get(key);
      if (!object) throw new S3Error(404, 'NoSuchKey', 'The specified key does not exist.');
      return object;
    };
    const upload = () => {
      const current = this.uploads.get(query.get('uploadId') ?? '');
      if (!current || current.bucket !== bucket || current.key !== key) {
        throw new S3Error(404, 'NoSuchUpload', 'The specified upload does not exist.');
      }
      return current;
    };

    switch (operation) {
      case 'HeadBucket':
        return { status: 200 };
      case 'ListObjectsV2':
        return { status: 200, headers: xmlHeaders, body: this.list(bucket, objects, query) };
      case 'PutObject': {
        const etag = md5(body);
        objects.set(key, { body, lastModified: new Date(), etag });
        return { status: 200, headers: { etag: `"${etag}"` } };
      }
      case 'HeadObject':
      case 'GetObject': {
        const object = found();
        const headers: OutgoingHttpHeaders = {
          'content-type': 'application/octet-stream',
          'last-modified': object.lastModified.toUTCString(),
          etag: `"${object.etag}"`,
          'accept-ranges': 'bytes',
        };
        const range = /^bytes=(\d+)-(\d*)$/.exec(String(req.headers.range ?? ''));
        if (operation === 'HeadObject' || !range) {
          return {
            status: 200,
            headers: { ...headers, 'content-length': object.body.length },
            body: object.body,
          };
        }
        const start = Number(range[1]);
        const size = object.body.length;
        if (start >= size) {
          throw new S3Error(416, 'InvalidRange', 'The requested range is not satisfiable');
        }
        const end = Math.min(range[2] ? Number(range[2]) : size - 1, size - 1);
        return {
          status: 206,
          headers: {
            ...headers,
            'content-range': `bytes ${start}-${end}/${size}`,
            'content-length': end - start + 1,
          },
          body: object.body.subarray(start, end + 1),
        };
      }
      case 'DeleteObject':
        objects.delete(key);
        return { status: 204 };
      case 'CreateMultipartUpload': {
        const uploadId = randomUUID();
        this.uploads.set(uploadId, { bucket, key, parts: new Map() });
        return {
          status: 200,
          headers: xmlHeaders,
          body: `<?xml version="1.0" encoding="UTF-8"?>\n<InitiateMultipartUploadResult><Bucket>${xml(
            bucket,
          )}</Bucket><Key>${xml(key)}</Key><UploadId>${uploadId}</UploadId></InitiateMultipartUploadResult>`,
        };
      }
      case 'UploadPart': {
        const etag = md5(body);
        upload().parts.set(Number(query.get('partNumber')), { body, etag });
        return { status: 200, headers: { etag: `"${etag}"` } };
      }
      case 'CompleteMultipartUpload': {
        const current = upload();
        const listed = [...body.toString().matchAll(/<Part>([\s\S]*?)<\/Part>/g)].map((m) => ({
          number: Number(/<PartNumber>(\d+)<\/PartNumber>/.exec(m[1] ?? '')?.[1]),
          etag: /<ETag>(?:"|&quot;)?([0-9a-f]+)/.exec(m[1] ?? '')?.[1],
        }));
        const parts = listed.map(({ number, etag }) => {
          const part = current.parts.get(number);
          if (!part || part.etag !== etag) {
            throw new S3Error(
              400,
              'InvalidPart',
              'One or more of the specified parts could not be found.',
            );
          }
          return part;
        });
        if (
          parts.length === 0 ||
          listed.some((p, i) => i > 0 && p.number <= (listed[i - 1]?.number ?? 0))
        ) {
          throw new S3Error(
            400,
            'InvalidPartOrder',
            'The list of parts was not in ascending order.',
          );
        }
        if (parts.slice(0, -1).some((part) => part.body.length < MIN_PART_SIZE)) {
          throw new S3Error(
            400,
            'EntityTooSmall',
            'Your proposed upload is smaller than the minimum allowed object size.',
          );
        }
        const etag = `${md5(Buffer.concat(parts.map((p) => Buffer.from(p.etag, 'hex'))))}-${parts.length}`;
        objects.set(key, {
          body: Buffer.concat(parts.map((p) => p.body)),
          lastModified: new Date(),
          etag,
        });
        this.uploads.delete(query.get('uploadId') ?? '');
        return {
          status: 200,
          headers: xmlHeaders,
          body: `<?xml version="1.0" encoding="UTF-8"?>\n<CompleteMultipartUploadResult><Bucket>${xml(
            bucket,
          )}</Bucket><Key>${xml(key)}</Key><ETag>"${etag}"</ETag></CompleteMultipartUploadResult>`,
        };
      }
      case 'AbortMultipartUpload':
        upload();
        this.uploads.delete(query.get('uploadId') ?? '');
        return { status: 204 };
      default:
        throw new S3Error(501, 'NotImplemented', `${operation} is not implemented by the fake`);
    }
  }

  private list(bucket: string, objects: Map<string, FakeS3Object>, query: URLSearchParams) {
    const prefix = query.get('prefix') ?? '';
    const maxKeys = Math.min(Number(query.get('max-keys') ?? 1000), this.pageSize);
    const token = query.get('continuation-token');
    // The token is the last key returned, so deleting while paging skips nothing.
    const after = token
      ? Buffer.from(token, 'base64url').toString()
      : (query.get('start-after') ?? '');
    const keys = [...objects.keys()].filter((key) => key.startsWith(prefix) && key > after).sort();
    const page = keys.slice(0, maxKeys);
    const truncated = keys.length > page.length;
    const last = page.at(-1) ?? '';
    const contents = page
      .map((key) => {
        const object = objects.get(key) as FakeS3Object;
        return `<Contents><Key>${xml(key)}</Key><LastModified>${object.lastModified.toISOString()}</LastModified><ETag>"${object.etag}"</ETag><Size>${object.body.length}</Size><StorageClass>STANDARD</StorageClass></Contents>`;
      })
      .join('');
    return [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<ListBucketResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/">',
      `<Name>${xml(bucket)}</Name><Prefix>${xml(prefix)}</Prefix><KeyCount>${page.length}</KeyCount>`,
      `<MaxKeys>${maxKeys}</MaxKeys><IsTruncated>${truncated}</IsTruncated>`,
      token ? `<ContinuationToken>${xml(token)}</ContinuationToken>` : '',
      truncated
        ? `<NextContinuationToken>${Buffer.from(last).toString('base64url')}</NextContinuationToken>`
        : '',
      contents,
      '</ListBucketResult>',
    ].join('');
  }
}

function operationOf(method: string, key: string, query: URLSearchParams): string {
  if (!key) {
    if (method === 'HEAD') return 'HeadBucket';
    if (method === 'GET' && query.get('list-type') === '2') return 'ListObjectsV2';
    return `${method} bucket`;
  }
  if (method === 'PUT') return query.has('uploadId') ? 'UploadPart' : 'PutObject';
  if (method === 'GET') return 'GetObject';
  if (method === 'HEAD') return 'HeadObject';
  if (method === 'DELETE') return query.has('uploadId') ? 'AbortMultipartUpload' : 'DeleteObject';
  if (method === 'POST' && query.has('uploads')) return 'CreateMultipartUpload';
  if (method === 'POST' && query.has('uploadId')) return 'CompleteMultipartUpload';
  return `${method} object`;
}

/** Many S3-compatible servers reject the SDK's newer default checksums and aws-chunked bodies. */
function refuseChecksums(req: IncomingMessage) {
  const checksumHeader = Object.keys(req.headers).find(
    (name) => name.startsWith('x-amz-checksum-') || name.startsWith('x-amz-sdk-checksum-'),
  );
  const chunked = String(req.headers['content-encoding'] ?? '').includes('aws-chunked');
  if (checksumHeader || chunked) {
    throw new S3Error(
      400,
      'InvalidRequest',
      `This server does not support ${checksumHeader ?? 'aws-chunked'} (flexible checksums)`,
    );
  }
}
