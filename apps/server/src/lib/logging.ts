import { writeSync } from 'node:fs';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type DestinationStream, destination, type LoggerOptions } from 'pino';

/**
 * What the server writes to its log, and what it never writes there.
 *
 * A failed query is a DrizzleQueryError whose message, stack and `params` hold every value the
 * query carried: an argon2 hash on signup, a member's chat message or note. Logged as is, a
 * database hiccup copies members' words and password material into log storage. So errors are
 * serialized by `safeError` (the SQL error's code and message and the query text, never its
 * values), and every line goes through a redaction list for secrets under the usual names.
 * Requests and replies are logged by `safeRequest` and `safeReply`, which never include headers,
 * so a bearer token or a cookie cannot reach the log through them.
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

/** A request in a log line: what was asked and by which address; never its headers or body. */
function safeRequest(request: FastifyRequest) {
  return { method: request.method, url: request.url, remoteAddress: request.ip };
}

/** A reply in a log line: its status only. */
function safeReply(reply: FastifyReply) {
  return { statusCode: reply.statusCode };
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

/**
 * Where JSON lines go when no stream is given: stdout, written in batches. Written one line at a
 * time, each request's line cost a write of its own (a trip through libuv's thread pool), more
 * than the rest of a cached authenticated read. Lines are gathered up to 4 KB and written at least
 * every 200 ms however few there are; on exit (a normal one or a crash) what is left is written
 * at once, so only a kill -9 can lose up to 200 ms of lines. (sonic-boom's own `minLength` does
 * the same but measures its whole buffer again for every line.)
 */
export class BatchedLines implements DestinationStream {
  private lines: string[] = [];
  private bytes = 0;
  private timer: NodeJS.Timeout | undefined;

  /**
   * `out` takes the batches (asynchronously); `writeSync` writes what is left when the process
   * exits, after `out` has written everything it still holds.
   */
  constructor(
    private readonly out: { write(text: string): unknown; flushSync?(): void },
    private readonly writeSync: (text: string) => void,
    private readonly batchBytes = 4096,
    private readonly maxDelayMs = 200,
  ) {}

  write(line: string): void {
    this.lines.push(line);
    this.bytes += line.length;
    if (this.bytes >= this.batchBytes) this.flush();
    else if (!this.timer) {
      this.timer = setTimeout(() => this.flush(), this.maxDelayMs);
      this.timer.unref();
    }
  }

  /** Hands every gathered line to the output (pino's `logger.flush(cb)` lands here too). */
  flush(done?: (error?: Error) => void): void {
    const text = this.take();
    if (text) this.out.write(text);
    done?.();
  }

  /** On exit, when no event loop is left: the output's queue first (older lines), then ours. */
  flushSync(): void {
    const text = this.take();
    this.out.flushSync?.();
    if (text) this.writeSync(text);
  }

  private take(): string {
    clearTimeout(this.timer);
    this.timer = undefined;
    const text = this.lines.length === 1 ? (this.lines[0] as string) : this.lines.join('');
    this.lines = [];
    this.bytes = 0;
    return text;
  }
}

function batchedStdout(): DestinationStream {
  const batched = new BatchedLines(destination({ dest: 1, sync: false }), (text) =>
    writeSync(1, text),
  );
  process.once('exit', () => batched.flushSync());
  return batched;
}

/** pino options for the app: the level asked for, the safe error serializer and the redaction. */
export function loggerOptions(
  settings: LogSettings,
): LoggerOptions & { stream?: DestinationStream } {
  const pretty = settings.format === 'pretty' && !settings.stream;
  const stream = settings.stream ?? (pretty ? undefined : batchedStdout());
  return {
    level: settings.level,
    ...(stream ? { stream } : {}),
    ...(pretty ? { transport: PRETTY_TRANSPORT } : {}),
    // No pino `redact` paths: they are re-applied to every line, and the request and reply
    // serializers below never carry headers for them to find.
    formatters: { log: redactSecrets },
    serializers: { err: safeError, error: safeError, req: safeRequest, res: safeReply },
  };
}
