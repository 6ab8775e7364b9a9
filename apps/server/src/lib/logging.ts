import type { DestinationStream, LoggerOptions } from 'pino';

/**
 * What the server writes to its log, and what it never writes there.
 *
 * A failed query is a DrizzleQueryError whose message, stack and `params` hold every value the
 * query carried: an argon2 hash on signup, a member's chat message or note. Logged as is, a
 * database hiccup copies members' words and password material into log storage. So errors are
 * serialized by `safeError` (the SQL error's code and message and the query text, never its
 * values), and every line goes through a redaction list for secrets under the usual names.
 */

/** Keys whose values are secrets wherever they appear (top level or one or two levels down). */
const SECRET_KEYS = new Set([
  'password',
  'currentPassword',
  'newPassword',
  'confirmPassword',
  'passwordHash',
  'password_hash',
  'token',
  'accessToken',
  'refreshToken',
  'jwt',
  'jwtSecret',
  'secret',
  'apiKey',
  'secretAccessKey',
  'authorization',
  'cookie',
  'set-cookie',
  'params',
]);

/**
 * Paths pino redacts after the serializers ran (a request or reply serialized with its headers).
 * Only fixed paths: pino's wildcard paths re-walk every value of every line, which cost a
 * request's log line more than the request itself.
 */
const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
];

/** How deep below the logged object secrets are looked for (0: its own keys). */
const SECRET_DEPTH = 2;

const isPlainObject = (value: unknown): value is Record<string, unknown> => {
  if (value === null || typeof value !== 'object') return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
};

/**
 * The logged object with every secret-named key's value replaced, at its own level and two
 * levels down, through plain objects only (a request, reply or error is serialized on its own
 * terms). The caller's object is never changed: a level is copied only when it holds a secret, so
 * an ordinary line costs one look at each of its keys.
 */
export function redactSecrets(object: Record<string, unknown>, depth = 0): Record<string, unknown> {
  let copy: Record<string, unknown> | undefined;
  for (const key in object) {
    const value = object[key];
    let next = value;
    if (SECRET_KEYS.has(key)) {
      if (value !== undefined) next = REDACTED;
    } else if (depth < SECRET_DEPTH && isPlainObject(value)) {
      next = redactSecrets(value, depth + 1);
    }
    if (next !== value) {
      copy ??= { ...object };
      copy[key] = next;
    }
  }
  return copy ?? object;
}

export const REDACTED = '[redacted]';

/** Properties of a database error that describe the failure without quoting the values. */
const SAFE_DB_FIELDS = [
  'code',
  'severity',
  'constraint',
  'table',
  'column',
  'dataType',
  'schema',
  'routine',
] as const;

/** Database messages can quote a value ("invalid input syntax for type uuid: ..."); keep them short. */
const MESSAGE_MAX = 300;
const clip = (text: string) =>
  text.length > MESSAGE_MAX ? `${text.slice(0, MESSAGE_MAX)}…` : text;

interface SerializedError {
  type: string;
  message: string;
  stack?: string;
  query?: string;
  cause?: SerializedError;
  [key: string]: unknown;
}

/** Drizzle's wrapper of a failed query: its message and stack list the values the query carried. */
const isDrizzleQueryError = (error: Error) =>
  error.name === 'DrizzleQueryError' || error.message.startsWith('Failed query: ');

/** The stack's frames under a new first line (the original one repeats the message). */
function framesUnder(error: Error, headline: string): string {
  const at = error.stack?.indexOf('\n    at ') ?? -1;
  return at === -1 || !error.stack ? headline : `${headline}${error.stack.slice(at)}`;
}

/**
 * pino's `err` serializer: type, message, stack, HTTP status and the database's description of a
 * failure (code, constraint, table…) as usual, the SQL text of a failed query, and the cause chain
 * the same way; never a query's parameters, nor the stack or message of the error that lists them.
 */
function safeError(value: unknown, depth = 0): SerializedError | unknown {
  if (!(value instanceof Error)) return value;
  const error = value;
  const type = error.constructor?.name || error.name;
  const wrapper = isDrizzleQueryError(error);
  const message = wrapper ? 'Failed query' : clip(error.message);
  const out: SerializedError = {
    type,
    message,
    stack: wrapper ? framesUnder(error, `${type}: ${message}`) : error.stack,
  };
  const record = error as unknown as Record<string, unknown>;
  if (typeof record.query === 'string') out.query = clip(record.query);
  for (const key of ['statusCode', ...SAFE_DB_FIELDS]) {
    const field = record[key];
    if (typeof field === 'string' || typeof field === 'number') out[key] = field;
  }
  if (error.cause !== undefined && depth < 4) {
    out.cause = safeError(error.cause, depth + 1) as SerializedError;
  }
  return out;
}

export interface LogSettings {
  level: string;
  /**
   * `json` (the default): one JSON object per line, for log collectors. `pretty`: colourised single
   * lines through pino-pretty (formatted in a worker thread), for a person reading a terminal.
   */
  format?: 'pretty' | 'json';
  /** Where lines go (stdout when unset); tests pass a stream to read them. */
  stream?: DestinationStream;
}

/** pino-pretty's settings: a request line reads "request completed GET /api/auth/me → 401". */
const PRETTY_TRANSPORT = {
  target: 'pino-pretty',
  options: {
    colorize: true,
    translateTime: 'HH:MM:ss.l',
    messageFormat:
      '{msg}{if req.method} {req.method} {req.url}{end}{if res.statusCode} → {res.statusCode}{end}',
    ignore: 'pid,hostname,req,res',
    singleLine: true,
  },
};

/** pino options for the app: the level asked for, the safe error serializer and the redaction. */
export function loggerOptions(
  settings: LogSettings,
): LoggerOptions & { stream?: DestinationStream } {
  return {
    level: settings.level,
    ...(settings.stream ? { stream: settings.stream } : {}),
    ...(settings.format === 'pretty' && !settings.stream ? { transport: PRETTY_TRANSPORT } : {}),
    redact: { paths: REDACT_PATHS, censor: REDACTED },
    formatters: { log: redactSecrets },
    serializers: { err: safeError, error: safeError },
  };
}
