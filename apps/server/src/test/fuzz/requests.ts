import { chatFieldsSchema } from '@facet/contracts';
import fc from 'fast-check';
import { strToU8, zipSync } from 'fflate';
import type { z } from 'zod';
import {
  encodeLoose,
  hostileQuery,
  hostileSegment,
  hostileString,
  hostileValue,
} from './hostile.js';
import { objectShape, plausible, valid } from './zod-arbitrary.js';

type AnySchema = z.core.$ZodType;

/** How a route takes its input, which decides how it is fuzzed. */
export type RouteInput =
  /** JSON body, query and path parameters, all derived from the route's zod schemas. */
  (
    | { kind: 'json' }
    /** multipart/form-data: text fields from a contract, files in `fileField`. */
    | { kind: 'multipart'; fields?: AnySchema; fileField: string }
    /** Nothing but the path and headers (any body is ignored). */
    | { kind: 'none' }
  ) & {
    /**
     * The route can end the run's sessions or delete its account (logout, account deletion): the
     * run's accounts are made afresh after it, so later routes are fuzzed with a live session.
     */
    endsSession?: boolean;
  };

/**
 * Every route of the API and how to fuzz it. A route missing here fails the fuzz suite, so a new
 * route cannot go unfuzzed: add it with the kind of input it takes.
 */
export const ROUTE_INPUTS: Record<string, RouteInput> = {
  'GET /api/health': { kind: 'none' },
  'GET /api/health/live': { kind: 'none' },
  'GET /api/health/ready': { kind: 'none' },
  'GET /metrics': { kind: 'none' },
  'GET /api/docs': { kind: 'none' },
  'GET /api/docs/openapi.json': { kind: 'none' },
  'GET /api/docs/json': { kind: 'none' },
  'GET /api/docs/yaml': { kind: 'none' },
  'GET /api/docs/static/index.html': { kind: 'none' },
  'GET /api/docs/static/swagger-initializer.js': { kind: 'none' },
  'GET /api/docs/static/*': { kind: 'none' },
  // Facet's stylesheet and icon for the reference page (plugins/openapi-brand.ts).
  'GET /api/docs/static/theme/facet-theme.css': { kind: 'none' },
  'GET /api/docs/static/theme/favicon.svg': { kind: 'none' },
  'POST /api/auth/signup': { kind: 'json' },
  'POST /api/auth/login': { kind: 'json' },
  'GET /api/auth/me': { kind: 'none' },
  'PATCH /api/auth/profile': { kind: 'json' },
  'PATCH /api/auth/password': { kind: 'json' },
  'POST /api/auth/linkedin/import': { kind: 'multipart', fileField: 'file' },
  'POST /api/auth/parse-linkedin': { kind: 'none' },
  'GET /api/agents': { kind: 'none' },
  'GET /api/coach': { kind: 'none' },
  'GET /api/conversations': { kind: 'json' },
  'POST /api/conversations': { kind: 'json' },
  'GET /api/conversations/:sessionId': { kind: 'json' },
  'PATCH /api/conversations/:sessionId': { kind: 'json' },
  'DELETE /api/conversations/:sessionId': { kind: 'json' },
  'GET /api/messages/:sessionId': { kind: 'json' },
  'DELETE /api/messages/:sessionId': { kind: 'json' },
  'GET /api/conversations/:sessionId/notes': { kind: 'json' },
  'POST /api/conversations/:sessionId/notes': { kind: 'json' },
  'PATCH /api/conversations/:sessionId/notes/:noteId': { kind: 'json' },
  'DELETE /api/conversations/:sessionId/notes/:noteId': { kind: 'json' },
  'GET /api/notes/shared': { kind: 'json' },
  'DELETE /api/notes/shared/:noteId': { kind: 'json' },
  'POST /api/chat': { kind: 'multipart', fields: chatFieldsSchema, fileField: 'files' },
  'GET /api/chat/:sessionId/stream': { kind: 'json' },
  'POST /api/chat/:sessionId/stop': { kind: 'json' },
  'POST /api/upload/cv': { kind: 'multipart', fileField: 'cv' },
  'POST /api/upload/psychometric': { kind: 'multipart', fileField: 'psychometric' },
  'GET /api/upload/files': { kind: 'json' },
  'DELETE /api/upload/files/:id': { kind: 'json' },
  'GET /api/upload/files/:id/download': { kind: 'json' },
  'GET /api/diamond-insights': { kind: 'none' },
  'POST /api/generate-diamond-insights': { kind: 'json' },
  'POST /api/auth/password/forgot': { kind: 'json' },
  'POST /api/auth/password/reset': { kind: 'json' },
  'GET /api/account/export': { kind: 'none' },
  'GET /api/vision': { kind: 'none' },
  'PUT /api/vision': { kind: 'json' },
  'GET /api/goals': { kind: 'json' },
  'POST /api/goals': { kind: 'json' },
  'GET /api/goals/:goalId': { kind: 'json' },
  'PATCH /api/goals/:goalId': { kind: 'json' },
  'DELETE /api/goals/:goalId': { kind: 'json' },
  'GET /api/goals/:goalId/actions': { kind: 'json' },
  'POST /api/goals/:goalId/actions': { kind: 'json' },
  'GET /api/actions/week': { kind: 'none' },
  'PATCH /api/actions/:actionId': { kind: 'json' },
  'DELETE /api/actions/:actionId': { kind: 'json' },
  'GET /api/goals/:goalId/check-ins': { kind: 'json' },
  'POST /api/goals/:goalId/check-ins': { kind: 'json' },
  'GET /api/wellbeing/check-ins': { kind: 'json' },
  'POST /api/wellbeing/check-ins': { kind: 'json' },
  'GET /api/progress': { kind: 'none' },
  'GET /api/coach-context': { kind: 'none' },
  'GET /api/calendar/actions.ics': { kind: 'none' },
  'GET /api/calendar/feed': { kind: 'none' },
  'POST /api/calendar/feed': { kind: 'none' },
  'DELETE /api/calendar/feed': { kind: 'none' },
  'GET /api/calendar/feed/:token': { kind: 'json' },
  'GET /api/reminders': { kind: 'none' },
  'POST /api/reminders/:reminderId/dismiss': { kind: 'json' },
  'GET /api/proposals': { kind: 'none' },
  'POST /api/proposals/:proposalId/accept': { kind: 'json' },
  'POST /api/proposals/:proposalId/dismiss': { kind: 'json' },
  'POST /api/auth/logout': { kind: 'none', endsSession: true },
  'POST /api/auth/logout-everywhere': { kind: 'none', endsSession: true },
  'DELETE /api/account': { kind: 'json', endsSession: true },
};

/** Real ids and tokens of the fuzz run's accounts, so requests reach past "not found". */
export interface FuzzWorld {
  email: string;
  password: string;
  token: string;
  otherToken: string;
  /** Signed with the app's secret but without an expiry. */
  tokenWithoutExp: string;
  userId: string;
  otherUserId: string;
  sessionId: string;
  otherSessionId: string;
  noteId: string;
  otherNoteId: string;
  fileId: string;
  otherFileId: string;
  goalId: string;
  otherGoalId: string;
  actionId: string;
  otherActionId: string;
}

export interface FuzzRoute {
  method: string;
  url: string;
  schema?: { body?: AnySchema; querystring?: AnySchema; params?: AnySchema };
}

export interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  /** One line saying what was sent, for failure reports. */
  summary: string;
}

const printable = (arb: fc.Arbitrary<string>) =>
  arb.map((s) => s.replace(/[^\x20-\x7e]/g, '?').slice(0, 8000));

function authHeader(world: FuzzWorld): fc.Arbitrary<string | undefined> {
  return fc.oneof(
    { arbitrary: fc.constant(`Bearer ${world.token}`), weight: 10 },
    { arbitrary: fc.constant(undefined), weight: 2 },
    fc.constant(`Bearer ${world.otherToken}`),
    fc.constant(`Bearer ${world.tokenWithoutExp}`),
    fc.constant(`bearer    ${world.token}   `),
    fc.constant(`Basic ${Buffer.from('a:b').toString('base64')}`),
    fc.constant('Bearer'),
    fc.constant(`Bearer ${world.token.slice(0, -3)}abc`),
    printable(hostileString).map((s) => `Bearer ${s}`),
    fc.constant(`Bearer ${'a'.repeat(20_000)}`),
  );
}

/** A value for a path parameter: the caller's own id, someone else's, a random one, or junk. */
function paramValue(name: string, world: FuzzWorld): fc.Arbitrary<string> {
  const own: Record<string, string[]> = {
    sessionId: [world.sessionId],
    noteId: [world.noteId],
    id: [world.fileId],
    goalId: [world.goalId],
    actionId: [world.actionId],
  };
  const others: Record<string, string[]> = {
    sessionId: [world.otherSessionId],
    noteId: [world.otherNoteId],
    id: [world.otherFileId],
    goalId: [world.otherGoalId],
    actionId: [world.otherActionId],
  };
  const random =
    name === 'sessionId'
      ? fc.stringMatching(/^[A-Za-z0-9_-]{1,128}$/)
      : fc.oneof(
          fc.uuid(),
          fc.uuid().map((u) => u.toUpperCase()),
        );
  return fc.oneof(
    { arbitrary: fc.constantFrom(...(own[name] ?? ['x'])), weight: 5 },
    { arbitrary: fc.constantFrom(...(others[name] ?? ['y'])), weight: 1 },
    { arbitrary: random, weight: 2 },
    { arbitrary: hostileSegment, weight: 3 },
  );
}

function pathArbitrary(route: FuzzRoute, world: FuzzWorld): fc.Arbitrary<string> {
  const names = [...route.url.matchAll(/:([A-Za-z]+)/g)].map((m) => m[1] as string);
  if (names.length === 0) {
    return fc.oneof(
      { arbitrary: fc.constant(route.url), weight: 8 },
      fc.constantFrom(
        `${route.url}/`,
        `${route.url}//`,
        route.url.toUpperCase(),
        `${route.url}%00`,
      ),
    );
  }
  return fc.tuple(...names.map((name) => paramValue(name, world))).map((values) => {
    let url = route.url;
    names.forEach((name, i) => {
      url = url.replace(`:${name}`, values[i] as string);
    });
    return url;
  });
}

/** A query string: plausible from the route's query schema, or hostile. */
function queryArbitrary(route: FuzzRoute): fc.Arbitrary<string> {
  const shape = objectShape(route.schema?.querystring);
  const plausibleQuery = shape
    ? fieldsArbitrary(shape, { agentId: [1, 22] }).map((fields) =>
        Object.entries(fields)
          .map(
            ([k, v]) =>
              `${encodeLoose(k)}=${encodeLoose(typeof v === 'string' ? v : JSON.stringify(v))}`,
          )
          .join('&'),
      )
    : fc.constant('');
  return fc.oneof({ arbitrary: plausibleQuery, weight: 3 }, { arbitrary: hostileQuery, weight: 2 });
}

/**
 * An object for a schema's fields, in one of three moods: every field valid (to reach the code
 * behind validation), every field valid but one (hostile or missing), or each field left to chance
 * (valid, hostile or missing); now and then with a key the schema does not know.
 */
function fieldsArbitrary(
  shape: Record<string, AnySchema>,
  known: Record<string, unknown[]> = {},
): fc.Arbitrary<Record<string, unknown>> {
  const keys = Object.keys(shape);
  const validFor = (key: string) => {
    const values = known[key];
    const fromSchema = valid(shape[key] as AnySchema);
    return values?.length
      ? fc.oneof(
          { arbitrary: fc.constantFrom(...values), weight: 3 },
          { arbitrary: fromSchema, weight: 2 },
        )
      : fromSchema;
  };
  const allValid = fc.record(Object.fromEntries(keys.map((key) => [key, validFor(key)])));
  const chaos = fc.record(
    Object.fromEntries(
      Object.entries(shape).map(([key, schema]) => [
        key,
        fc.oneof(
          { arbitrary: plausible(schema), weight: 4 },
          { arbitrary: hostileValue, weight: 3 },
          { arbitrary: fc.constant(undefined), weight: 1 },
        ),
      ]),
    ),
  );
  const oneBroken =
    keys.length === 0
      ? allValid
      : fc
          .tuple(
            allValid,
            fc.constantFrom(...keys),
            fc.option(hostileValue, { nil: undefined, freq: 4 }),
          )
          .map(([fields, key, value]) => ({ ...fields, [key]: value }));
  return fc
    .tuple(
      fc.oneof(
        { arbitrary: allValid, weight: 5 },
        { arbitrary: oneBroken, weight: 4 },
        { arbitrary: chaos, weight: 2 },
      ),
      fc.option(fc.tuple(fc.string({ maxLength: 12 }), hostileValue), { freq: 6 }),
    )
    .map(([fields, extra]) => {
      const out: Record<string, unknown> = {};
      for (const [k, v] of Object.entries(fields)) if (v !== undefined) out[k] = v;
      if (extra) out[extra[0]] = extra[1];
      return out;
    });
}

const BROKEN_JSON = [
  '{',
  '}',
  '{"a":',
  '[]]',
  'nul',
  'tru',
  "{'single':'quotes'}",
  '{"a":1,}',
  '{"a":1}{"b":2}',
  '{"__proto__":{"isAdmin":true}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
  '{"title":"x","title":"duplicate"}',
  '1e99999',
  '-',
  '"\\ud800"',
  '"\\u0000"',
  '{"content":"\\u0000"}',
  '\u0000',
  '\ufeff{}',
  '   ',
  `${'['.repeat(5000)}${']'.repeat(5000)}`,
  `{"a":"${'x'.repeat(1_100_000)}"}`,
];

const CONTENT_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=zzz',
  'multipart/form-data',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'application/xml',
  'application/vnd.api+json',
  'application/octet-stream',
  'application/jsonx',
  ';;;',
];

/**
 * Values of the run's accounts that fields take now and then, so requests get past "wrong
 * password" and "unknown agent" to the code behind. (Never the current password of a password
 * change: that would end the sessions the rest of the run uses.)
 */
function knownValues(world: FuzzWorld): Record<string, unknown[]> {
  return {
    email: [world.email],
    password: [world.password],
    userId: [world.userId],
    agentId: [1, 2, 7, 22, '1', '22'],
    sessionId: [world.sessionId],
  };
}

/** A JSON-route request: body, query and parameters from its schemas, mixed with hostile input. */
export function jsonRequest(route: FuzzRoute, world: FuzzWorld): fc.Arbitrary<FuzzRequest> {
  const shape = objectShape(route.schema?.body);
  const object = shape
    ? fieldsArbitrary(shape, knownValues(world))
    : fc.dictionary(fc.string(), hostileValue);
  const body = fc.oneof(
    {
      arbitrary: object.map((o) => ({ text: JSON.stringify(o), type: 'application/json' })),
      weight: 8,
    },
    {
      arbitrary: hostileValue.map((v) => ({
        text: JSON.stringify(v) ?? 'null',
        type: 'application/json',
      })),
      weight: 2,
    },
    {
      arbitrary: fc
        .constantFrom(...BROKEN_JSON)
        .map((text) => ({ text, type: 'application/json' })),
      weight: 2,
    },
    {
      arbitrary: fc.constant({ text: undefined as string | undefined, type: 'application/json' }),
      weight: 1,
    },
    {
      arbitrary: fc.constant({
        text: undefined as string | undefined,
        type: undefined as string | undefined,
      }),
      weight: 1,
    },
    {
      arbitrary: fc
        .tuple(object, fc.constantFrom(...CONTENT_TYPES))
        .map(([o, type]) => ({ text: JSON.stringify(o), type })),
      weight: 2,
    },
  );
  return fc
    .record({
      auth: authHeader(world),
      path: pathArbitrary(route, world),
      query: queryArbitrary(route),
      body,
      // Bodies on GET and DELETE too, now and then.
      sendBody: fc.boolean(),
    })
    .map(({ auth, path, query, body, sendBody }) => {
      const withBody = sendBody || !['GET', 'HEAD', 'DELETE'].includes(route.method);
      const headers: Record<string, string> = {};
      if (auth) headers.authorization = auth;
      if (withBody && body.type) headers['content-type'] = body.type;
      const url = query ? `${path}?${query}` : path;
      return {
        method: route.method,
        url,
        headers,
        payload: withBody ? body.text : undefined,
        summary: `${route.method} ${url.slice(0, 300)} auth=${auth ? auth.slice(0, 20) : 'none'} type=${headers['content-type'] ?? '-'} body=${(withBody ? (body.text ?? '') : '').slice(0, 300)}`,
      };
    });
}

interface FilePart {
  field: string;
  name: string;
  type: string;
  content: Buffer;
}

const fileContent: fc.Arbitrary<Buffer> = fc.oneof(
  fc.lorem({ maxCount: 40 }).map((text) => Buffer.from(text)),
  fc.uint8Array({ maxLength: 3000 }).map((bytes) => Buffer.from(bytes)),
  fc
    .uint8Array({ maxLength: 500 })
    .map((b) => Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.from(b)])),
  fc
    .uint8Array({ maxLength: 500 })
    .map((b) => Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.from(b)])),
  fc
    .uint8Array({ maxLength: 500 })
    .map((b) => Buffer.concat([Buffer.from('PK\x03\x04'), Buffer.from(b)])),
  fc.uint8Array({ maxLength: 200 }).map((b) => Buffer.concat([Buffer.from('MZ'), Buffer.from(b)])),
  fc.constant(Buffer.from('<!doctype html><script>alert(1)</script>')),
  fc.constant(Buffer.alloc(0)),
  fc.string({ unit: 'binary', maxLength: 300 }).map((s) => Buffer.from(s)),
);

const EXTENSIONS = [
  'txt',
  'pdf',
  'doc',
  'docx',
  'jpg',
  'png',
  'zip',
  'csv',
  'json',
  'gif',
  'webp',
  'exe',
  'html',
  'TXT',
  '',
];

const fileName: fc.Arbitrary<string> = fc.oneof(
  {
    arbitrary: fc
      .tuple(fc.stringMatching(/^[A-Za-z0-9 _-]{1,20}$/), fc.constantFrom(...EXTENSIONS))
      .map(([base, ext]) => (ext ? `${base}.${ext}` : base)),
    weight: 6,
  },
  {
    arbitrary: fc
      .tuple(
        hostileString.filter((s) => s.length < 2000),
        fc.constantFrom(...EXTENSIONS),
      )
      .map(([base, ext]) => `${base}.${ext}`),
    weight: 2,
  },
  fc.constantFrom(
    '../../etc/passwd.txt',
    'C:\\fakepath\\cv.pdf',
    '.txt',
    '',
    'a"b.txt',
    'a\r\nContent-Type: text/html.txt',
    'con.txt',
    `${'x'.repeat(1000)}.pdf`,
  ),
);

function filePart(defaultField: string): fc.Arbitrary<FilePart> {
  return fc.record({
    field: fc.oneof(
      { arbitrary: fc.constant(defaultField), weight: 8 },
      fc.constantFrom('file', 'files', 'cv', 'psychometric', 'content', '__proto__', ''),
    ),
    name: fileName,
    type: fc.constantFrom(
      'application/octet-stream',
      'text/plain',
      'application/pdf',
      'image/png',
      '',
    ),
    content: fileContent,
  });
}

/** Field values as a form sends them: text. Numbers and objects as a careless client would. */
const asFieldText = (value: unknown): string =>
  typeof value === 'string' ? value : (JSON.stringify(value) ?? '');

/** A multipart body written byte by byte, so names and values can hold what FormData would escape. */
function encodeMultipart(
  boundary: string,
  fields: Array<[string, string]>,
  files: FilePart[],
): Buffer {
  const chunks: Buffer[] = [];
  for (const [name, value] of fields) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  }
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\n` +
          (file.type ? `Content-Type: ${file.type}\r\n` : '') +
          '\r\n',
      ),
      file.content,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

type Transport =
  | { kind: 'intact' }
  | { kind: 'truncate'; at: number }
  | { kind: 'wrong-boundary' }
  | { kind: 'no-boundary' }
  | { kind: 'not-multipart'; type: string }
  | { kind: 'garbage'; bytes: Buffer }
  | { kind: 'empty' };

const transport: fc.Arbitrary<Transport> = fc.oneof(
  { arbitrary: fc.constant({ kind: 'intact' as const }), weight: 8 },
  {
    arbitrary: fc
      .double({ min: 0, max: 1, noNaN: true })
      .map((at) => ({ kind: 'truncate' as const, at })),
    weight: 3,
  },
  fc.constant({ kind: 'wrong-boundary' as const }),
  fc.constant({ kind: 'no-boundary' as const }),
  fc
    .constantFrom('application/json', 'text/plain', 'application/x-www-form-urlencoded')
    .map((type) => ({ kind: 'not-multipart' as const, type })),
  fc
    .uint8Array({ maxLength: 500 })
    .map((b) => ({ kind: 'garbage' as const, bytes: Buffer.from(b) })),
  fc.constant({ kind: 'empty' as const }),
);

/** A small LinkedIn data export with CSV text that is plausible, odd, or hostile. */
const linkedinExport: fc.Arbitrary<Buffer> = fc
  .record({
    profile: fc.tuple(
      fc.lorem({ maxCount: 3 }),
      hostileString.filter((x) => x.length < 500),
    ),
    positions: fc.array(fc.tuple(fc.lorem({ maxCount: 2 }), fc.string({ maxLength: 30 })), {
      maxLength: 3,
    }),
    skills: fc.array(
      fc.oneof(
        fc.lorem({ maxCount: 2 }),
        hostileString.filter((x) => x.length < 200),
      ),
      { maxLength: 4 },
    ),
  })
  .map(({ profile, positions, skills }) => {
    const q = (v: string) => `"${v.replace(/"/g, '""')}"`;
    const files: Record<string, Uint8Array> = {
      'Profile.csv': strToU8(
        `First Name,Last Name,Headline,Summary\n${q(profile[0])},Lee,${q(profile[1])},${q(profile[0])}\n`,
      ),
      'Positions.csv': strToU8(
        `Company Name,Title,Description,Started On,Finished On\n${positions.map(([a, b]) => `${q(a)},${q(b)},x,Jan 2020,`).join('\n')}\n`,
      ),
      'Skills.csv': strToU8(`Name\n${skills.map(q).join('\n')}\n`),
    };
    return Buffer.from(zipSync(files));
  });

/** Files each multipart route accepts, so some requests get past the checks. */
function acceptableFile(field: string): fc.Arbitrary<FilePart> {
  const text = fc.lorem({ maxCount: 60 }).map((t) => Buffer.from(t || 'text'));
  if (field === 'file') {
    return linkedinExport.map((content) => ({
      field,
      name: 'Basic_LinkedInDataExport.zip',
      type: 'application/zip',
      content,
    }));
  }
  const extensions = field === 'files' ? ['txt', 'csv', 'json'] : ['txt'];
  return fc
    .tuple(fc.stringMatching(/^[A-Za-z0-9 _-]{1,20}$/), fc.constantFrom(...extensions), text)
    .map(([base, ext, content]) => ({
      field,
      name: `${base}.${ext}`,
      type: 'text/plain',
      content: ext === 'json' ? Buffer.from(JSON.stringify({ note: content.toString() })) : content,
    }));
}

/** A file cut short or damaged inside (test/corpus/documents/damaged.ts), under its own name. */
export interface DamagedFuzzFile {
  fileName: string;
  bytes: Buffer;
}

/**
 * A multipart-route request: contract fields and files, intact or broken on the way; with
 * `damaged`, some requests carry truncated or corrupted documents and images, which must be read
 * as unreadable or refused, never answered with a 5xx.
 */
export function multipartRequest(
  route: FuzzRoute,
  input: Extract<RouteInput, { kind: 'multipart' }>,
  world: FuzzWorld,
  damaged: DamagedFuzzFile[] = [],
): fc.Arbitrary<FuzzRequest> {
  const shape = objectShape(input.fields) ?? {};
  const fields = fieldsArbitrary(shape, knownValues(world)).map((f) => {
    // The chat needs a session: mostly the caller's own, so the request reaches the coach.
    if ('sessionId' in shape && f.sessionId === undefined) f.sessionId = world.sessionId;
    return Object.entries(f).map(([k, v]) => [k, asFieldText(v)] as [string, string]);
  });
  const boundary = fc.oneof(
    fc.constant('----facetfuzzBoundary7MA4YWxkTrZu0gW'),
    fc.stringMatching(/^[A-Za-z0-9'()+_,./:=?-]{1,70}$/),
  );
  return fc
    .record({
      auth: authHeader(world),
      fields,
      files: fc.oneof(
        { arbitrary: fc.constant([] as FilePart[]), weight: input.fileField === 'files' ? 4 : 1 },
        {
          arbitrary: fc.array(acceptableFile(input.fileField), { minLength: 1, maxLength: 2 }),
          weight: 4,
        },
        {
          arbitrary: fc.array(filePart(input.fileField), { minLength: 1, maxLength: 4 }),
          weight: 3,
        },
        ...(damaged.length
          ? [
              {
                arbitrary: fc.array(
                  fc.constantFrom(...damaged).map(
                    (file): FilePart => ({
                      field: input.fileField,
                      name: file.fileName,
                      type: 'application/octet-stream',
                      content: file.bytes,
                    }),
                  ),
                  { minLength: 1, maxLength: 2 },
                ),
                weight: 2,
              },
            ]
          : []),
      ),
      boundary,
      transport,
    })
    .map(({ auth, fields, files, boundary, transport }) => {
      const body = encodeMultipart(boundary, fields, files);
      const headers: Record<string, string> = {
        'content-type': `multipart/form-data; boundary=${boundary}`,
      };
      if (auth) headers.authorization = auth;
      let payload: Buffer = body;
      switch (transport.kind) {
        case 'truncate':
          payload = body.subarray(0, Math.floor(body.length * transport.at));
          break;
        case 'wrong-boundary':
          headers['content-type'] = 'multipart/form-data; boundary=not-the-one-used';
          break;
        case 'no-boundary':
          headers['content-type'] = 'multipart/form-data';
          break;
        case 'not-multipart':
          headers['content-type'] = transport.type;
          break;
        case 'garbage':
          payload = transport.bytes;
          break;
        case 'empty':
          payload = Buffer.alloc(0);
          break;
      }
      const described = files.map(
        (f) => `${f.field}:${JSON.stringify(f.name).slice(0, 60)}(${f.content.length}B)`,
      );
      return {
        method: route.method,
        url: route.url,
        headers,
        payload,
        summary: `${route.method} ${route.url} auth=${auth ? auth.slice(0, 20) : 'none'} transport=${transport.kind} fields=${JSON.stringify(fields).slice(0, 300)} files=${described.join(',')}`,
      };
    });
}

/** Requests to paths and methods the API does not have. */
export function strayRequest(world: FuzzWorld): fc.Arbitrary<FuzzRequest> {
  return fc
    .record({
      method: fc.constantFrom('GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'HEAD'),
      path: fc.oneof(
        fc.array(hostileSegment, { minLength: 1, maxLength: 4 }).map((s) => `/api/${s.join('/')}`),
        fc.array(hostileSegment, { minLength: 1, maxLength: 3 }).map((s) => `/${s.join('/')}`),
        fc.constantFrom(
          '/api',
          '/api/',
          '/api//auth/me',
          '/api/auth/me/..',
          '/api/../api/auth/me',
          '/%2e%2e/etc/passwd',
          '/api/upload/files/%2e%2e',
          '/api/chat/x',
        ),
      ),
      auth: authHeader(world),
      body: fc.option(hostileValue, { freq: 2 }),
    })
    .map(({ method, path, auth, body }) => {
      const headers: Record<string, string> = {};
      if (auth) headers.authorization = auth;
      const payload =
        body === null || method === 'GET' || method === 'HEAD' ? undefined : JSON.stringify(body);
      if (payload !== undefined) headers['content-type'] = 'application/json';
      return { method, url: path, headers, payload, summary: `${method} ${path.slice(0, 300)}` };
    });
}
