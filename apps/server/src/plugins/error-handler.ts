import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpError } from '../lib/http-error.js';

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
};

/**
 * Every error leaves as JSON `{ error, details? }` with a fitting status (DESIGN §4). Validation
 * problems name the field; 5xx answers never carry internals, only a request id to quote.
 */
export const errorHandlerPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const details = error.validation.map((issue) => ({
        path: issue.instancePath.replace(/^\//, '').replaceAll('/', '.'),
        message: issue.message ?? 'Invalid value.',
      }));
      const first = details[0];
      return reply.status(400).send({
        error: first?.message ?? 'The request is not valid.',
        details,
      });
    }
    if (error instanceof HttpError) {
      reply.headers(error.headers);
      return reply
        .status(error.statusCode)
        .send(
          error.details === undefined
            ? { error: error.message }
            : { error: error.message, details: error.details },
        );
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      if (status === 429 && !reply.getHeader('retry-after')) reply.header('retry-after', '60');
      return reply.status(status).send({
        error:
          FRAMEWORK_MESSAGES[error.code] ??
          (status === 429
            ? 'Too many requests. Please wait a moment and try again.'
            : error.message),
      });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({
      error: 'Something went wrong on our side. Please try again in a moment.',
      details: { requestId: request.id },
    });
  });
});
