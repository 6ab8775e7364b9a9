// No zod here: the web's entry chunk reads these without pulling in the schemas.

/**
 * Machine-readable error codes. Every failed answer carries one: a general code for its status,
 * or a specific one where a client acts on it (for example, it creates a conversation that is not
 * found, or tells the member when they may generate insights again).
 */
export const ERROR_CODES = {
  badRequest: 'bad_request',
  validationFailed: 'validation_failed',
  unauthorized: 'unauthorized',
  forbidden: 'forbidden',
  notFound: 'not_found',
  conflict: 'conflict',
  payloadTooLarge: 'payload_too_large',
  unsupportedMediaType: 'unsupported_media_type',
  unprocessable: 'unprocessable',
  rateLimited: 'rate_limited',
  internal: 'internal',
  upstreamFailed: 'upstream_failed',
  unavailable: 'unavailable',
  conversationNotFound: 'conversation_not_found',
  insightsCooldown: 'insights_cooldown',
  coachNotOpen: 'coach_not_open',
} as const;
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

const CODE_BY_STATUS: Record<number, ErrorCode> = {
  400: ERROR_CODES.badRequest,
  401: ERROR_CODES.unauthorized,
  403: ERROR_CODES.forbidden,
  404: ERROR_CODES.notFound,
  409: ERROR_CODES.conflict,
  413: ERROR_CODES.payloadTooLarge,
  415: ERROR_CODES.unsupportedMediaType,
  422: ERROR_CODES.unprocessable,
  429: ERROR_CODES.rateLimited,
  502: ERROR_CODES.upstreamFailed,
  503: ERROR_CODES.unavailable,
};

/** The general code of an HTTP status (4xx without its own code → bad_request, 5xx → internal). */
export function errorCodeForStatus(status: number): ErrorCode {
  return CODE_BY_STATUS[status] ?? (status < 500 ? ERROR_CODES.badRequest : ERROR_CODES.internal);
}
