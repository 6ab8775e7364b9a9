import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';

/**
 * Answers for requests Node's HTTP parser refuses before any route sees them: headers that never
 * finish arriving (the header timeout), a request that takes too long, headers that are too large,
 * or a body that ends before its Content-Length. They get the API's `{ error }` shape with a sentence
 * a person can act on, instead of the framework's generic "Client Error" body.
 */
const ANSWERS: Record<string, { status: number; reason: string; error: string }> = {
  ERR_HTTP_REQUEST_TIMEOUT: {
    status: 408,
    reason: 'Request Timeout',
    error: 'The request took too long to arrive. Please check your connection and try again.',
  },
  HPE_HEADER_OVERFLOW: {
    status: 431,
    reason: 'Request Header Fields Too Large',
    error: 'The request headers are too large.',
  },
  HPE_INVALID_EOF_STATE: {
    status: 400,
    reason: 'Bad Request',
    error:
      'The request ended before its body was complete (it was shorter than its Content-Length). Please send it again.',
  },
};
const MALFORMED = {
  status: 400,
  reason: 'Bad Request',
  error: 'The request is malformed and could not be read.',
};

/** The server's `clientError` handler (Fastify's `clientErrorHandler` option). */
export function clientErrorHandler(
  this: FastifyInstance,
  error: NodeJS.ErrnoException,
  socket: Socket,
): void {
  // A reset connection has no one to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const answer = (error.code && ANSWERS[error.code]) || MALFORMED;
  this.log.debug({ err: error }, 'refused a malformed request');
  // Answer only when no response has started on this connection (as Node does itself).
  const inFlight = (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
  if (socket.writable && !inFlight?.headersSent) {
    const body = JSON.stringify({ error: answer.error });
    socket.write(
      `HTTP/1.1 ${answer.status} ${answer.reason}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        'Cache-Control: no-store\r\n' +
        'X-Content-Type-Options: nosniff\r\n' +
        'Connection: close\r\n\r\n' +
        body,
    );
  }
  socket.destroy(error);
}
