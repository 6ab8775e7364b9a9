/** An error with an HTTP status and a message a person can act on; the error handler renders it. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly headers: Record<string, string> = {},
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string, details?: unknown) =>
  new HttpError(400, message, {}, details);
export const unauthorized = (message = 'Please log in to continue.') => new HttpError(401, message);
export const notFound = (message = 'Not found.') => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new HttpError(429, message, { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) });
/** The server cannot take the request right now (it is shutting down); Retry-After says when. */
export const serviceUnavailable = (message: string, retryAfterSeconds = 5) =>
  new HttpError(503, message, { 'retry-after': String(retryAfterSeconds) });
