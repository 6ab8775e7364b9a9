import { MAX_FILE_SIZE_BYTES } from '@facet/contracts';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from './http-error.js';

/**
 * Lets the routes of one plugin take multipart bodies (a member's files), with the limits every
 * upload shares. Called inside the route plugins that take files rather than once for the app:
 * the parser adds hooks of its own to every request of the context it is registered in, which
 * the rest of the API (every authenticated read, every health probe) would pay for nothing. A
 * multipart body sent anywhere else gets the clear 415 of any content type a route does not take.
 */
export async function acceptMultipart(app: FastifyInstance): Promise<void> {
  await app.register(multipart, {
    limits: {
      fileSize: MAX_FILE_SIZE_BYTES,
      files: 20,
      fields: 20,
      fieldSize: 256 * 1024,
      parts: 50,
    },
  });
}

export const UPLOAD_CUT_SHORT =
  'The upload was cut short before it was complete. Please send it again.';
const NO_BOUNDARY =
  'The request says multipart/form-data but has no boundary; send it as a browser form does.';

/**
 * The multipart parser (busboy) reports a malformed body with plain errors that carry no status: a
 * body that ends before its closing boundary (truncated, or whose boundary never appears) and a
 * content type without a boundary. They are the client's doing, so they become a 400, never a 500.
 * Only errors of a multipart request are considered, and only these exact messages: a database or
 * disk failure while an upload is handled stays a real fault.
 */
export function multipartParseError(error: unknown, request: FastifyRequest): HttpError | null {
  if (!(error instanceof Error) || 'statusCode' in error) return null;
  if (!request.isMultipart?.()) return null;
  const message = error.message;
  if (
    message === 'Unexpected end of multipart data' ||
    message.endsWith('terminated early due to unexpected end of multipart data')
  ) {
    return new HttpError(400, UPLOAD_CUT_SHORT);
  }
  if (message === 'Multipart: Boundary not found' || message === 'Boundary required') {
    return new HttpError(400, NO_BOUNDARY);
  }
  // The client went away mid-body: no one reads the answer, but it is not a server fault. (A reset
  // from a storage server while the client is still there stays a fault.)
  const code = (error as NodeJS.ErrnoException).code;
  const clientGone = request.raw.readableAborted || request.raw.destroyed;
  if (clientGone && (code === 'ECONNRESET' || code === 'ERR_STREAM_PREMATURE_CLOSE')) {
    return new HttpError(400, UPLOAD_CUT_SHORT);
  }
  return null;
}

/** True when the client closed the connection before its whole request arrived. */
const cutShort = (request: FastifyRequest) => request.raw.destroyed && !request.raw.complete;

/** A promise that fails with a 400 if the client drops the connection mid-request. */
function dropped(request: FastifyRequest): { promise: Promise<never>; dispose(): void } {
  if (cutShort(request)) throw new HttpError(400, UPLOAD_CUT_SHORT);
  let onClose = () => {};
  const promise = new Promise<never>((_, reject) => {
    onClose = () => {
      if (!request.raw.complete) reject(new HttpError(400, UPLOAD_CUT_SHORT));
    };
    request.raw.once('close', onClose);
  });
  promise.catch(() => {});
  return { promise, dispose: () => request.raw.off('close', onClose) };
}

/**
 * Reads multipart parts from `open()` (request.parts(), files() …), failing with a 400 instead of
 * waiting forever when the client drops the connection. The parser notices a drop only if it was
 * already reading when it happened; a drop during an earlier await (authentication, a count query)
 * would otherwise leave the handler waiting for parts that will never come.
 */
export async function* readParts<T>(
  request: FastifyRequest,
  open: () => AsyncIterable<T>,
): AsyncGenerator<T> {
  const drop = dropped(request);
  const iterator = open()[Symbol.asyncIterator]();
  let finished = false;
  try {
    while (true) {
      const next = await Promise.race([iterator.next(), drop.promise]);
      if (next.done) {
        finished = true;
        return;
      }
      yield next.value;
    }
  } finally {
    drop.dispose();
    // Stops the parser when the caller leaves early; not awaited, since a parser still waiting
    // for bytes of a dropped connection would never let it settle.
    if (!finished) void iterator.return?.()?.catch(() => {});
  }
}

/** The first file part of the request (request.file()), with the same care for dropped clients. */
export async function readFirstFile<T>(
  request: FastifyRequest,
  open: () => Promise<T>,
): Promise<T> {
  const drop = dropped(request);
  try {
    return await Promise.race([open(), drop.promise]);
  } finally {
    drop.dispose();
  }
}
