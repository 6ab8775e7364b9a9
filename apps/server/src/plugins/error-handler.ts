import { ERROR_CODES, errorCodeForStatus } from '@facet/contracts';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import {
  type DomainError,
  TooLargeError,
  UnreadableDocumentError,
  UnsupportedFileError,
} from '../lib/errors.js';
import { HttpError } from '../lib/http-error.js';
import { multipartParseError, UPLOAD_CUT_SHORT } from '../lib/multipart.js';

/** Messages for the framework's own client errors, worded for a person rather than a parser. */
const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty; send a JSON object.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request is too large.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'This content type is not supported here; send JSON.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request length does not match its body.',
  FST_REQ_FILE_TOO_LARGE: 'Each file must be 10 MB (10485760 bytes) or smaller.',
  FST_FILES_LIMIT: 'Too many files in one request.',
  FST_PARTS_LIMIT: 'Too many parts in one request.',
  FST_FIELDS_LIMIT: 'Too many fields in one request.',
  FST_PROTO_VIOLATION: 'The upload is malformed.',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'Send files as multipart/form-data.',
  FST_MP_PREMATURE_CLOSE: UPLOAD_CUT_SHORT,
};

/** When a whole part of the request has the wrong type (a JSON array or null as the body…). */
const WHOLE_PART_MESSAGES: Record<string, string> = {
  body: 'The request body must be a JSON object.',
  querystring: 'The query string is not valid.',
  params: 'This address is not valid.',
};

/** Framework errors whose own status is not the one a client should see. */
const FRAMEWORK_STATUS: Record<string, number> = {
  // @fastify/multipart says 406 for a field declared as JSON that is not; it is a bad request.
  FST_INVALID_JSON_FIELD_ERROR: 400,
  FST_INVALID_MULTIPART_CONTENT_TYPE: 400,
};
FRAMEWORK_MESSAGES.FST_INVALID_JSON_FIELD_ERROR =
  'A form field sent as application/json is not valid JSON.';

/** The status of each domain error (lib/errors.ts); its message goes to the client as it is. */
const DOMAIN_STATUS: Array<[new (message: string) => DomainError, number]> = [
  [UnreadableDocumentError, 400],
  [UnsupportedFileError, 415],
  [TooLargeError, 413],
];

/** The HTTP answer to a domain error, or null for any other error. */
export function domainHttpError(error: unknown): HttpError | null {
  for (const [type, status] of DOMAIN_STATUS) {
    if (error instanceof type) return new HttpError(status, error.message);
  }
  return null;
}

/**
 * Every error leaves as JSON `{ error, code, details? }` with a fitting status (docs/product.md,
 * Errors). Validation problems name the field; 5xx answers never carry internals, only a request
 * id to quote.
 */
export const errorHandlerPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((thrown: FastifyError, request, reply) => {
    const error = domainHttpError(thrown) ?? thrown;
    if (hasZodFastifySchemaValidationErrors(error)) {
      const part = error.validationContext ?? 'body';
      const details = error.validation.map((issue) => {
        const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
        // The whole body (or query) is not an object at all: say so, rather than zod's wording.
        const message =
          path === '' && issue.keyword === 'invalid_type'
            ? (WHOLE_PART_MESSAGES[part] ?? 'The request is not valid.')
            : (issue.message ?? 'Invalid value.');
        return { path, message };
      });
      const first = details[0];
      return reply.status(400).send({
        error: first?.message ?? 'The request is not valid.',
        code: ERROR_CODES.validationFailed,
        details,
      });
    }
    if (error instanceof HttpError) {
      reply.headers(error.headers);
      return reply
        .status(error.statusCode)
        .send(
          error.details === undefined
            ? { error: error.message, code: error.code }
            : { error: error.message, code: error.code, details: error.details },
        );
    }
    const parseError = multipartParseError(error, request);
    if (parseError) {
      return reply.status(parseError.statusCode).send({ error: parseError.message });
    }
    const status = FRAMEWORK_STATUS[error.code] ?? error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      if (status === 429 && !reply.getHeader('retry-after')) reply.header('retry-after', '60');
      return reply.status(status).send({
        error:
          FRAMEWORK_MESSAGES[error.code] ??
          (status === 429
            ? 'Too many requests. Please wait a moment and try again.'
            : error.message),
        code: errorCodeForStatus(status),
      });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({
      error: 'Something went wrong on our side. Please try again in a moment.',
      code: ERROR_CODES.internal,
      details: { requestId: request.id },
    });
  });
});
