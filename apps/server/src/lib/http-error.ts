import { type ErrorCode, errorCodeForStatus } from '@facet/contracts';

/** An error with an HTTP status and a message a person can act on; the error handler renders it. */
export class HttpError extends Error {
  /** Machine-readable: the status's general code unless a more specific one is given. */
  readonly code: ErrorCode;

  constructor(
    readonly statusCode: number,
    message: string,
    readonly headers: Record<string, string> = {},
    readonly details?: unknown,
    code?: ErrorCode,
  ) {
    super(message);
    this.name = 'HttpError';
    this.code = code ?? errorCodeForStatus(statusCode);
  }
}

export const badRequest = (message: string, details?: unknown) =>
  new HttpError(400, message, {}, details);
export const unauthorized = (message = 'Please log in to continue.') => new HttpError(401, message);
export const notFound = (message = 'Not found.', code?: ErrorCode) =>
  new HttpError(404, message, {}, undefined, code);
export const conflict = (message: string) => new HttpError(409, message);
export const tooManyRequests = (message: string, retryAfterSeconds: number, code?: ErrorCode) =>
  new HttpError(
    429,
    message,
    { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) },
    undefined,
    code,
  );
/** The server cannot take the request right now (it is shutting down); Retry-After says when. */
export const serviceUnavailable = (message: string, retryAfterSeconds = 5) =>
  new HttpError(503, message, { 'retry-after': String(retryAfterSeconds) });
