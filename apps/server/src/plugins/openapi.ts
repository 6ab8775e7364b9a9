import {
  CHAT_MAX_FILES,
  chatFieldsSchema,
  chatStreamEventSchema,
  errorBodySchema,
  LINKEDIN_IMPORT_MAX_BYTES,
  MAX_FILE_SIZE_BYTES,
  MAX_PSYCHOMETRIC_FILES,
} from '@facet/contracts';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createJsonSchemaTransform } from 'fastify-type-provider-zod';
import { type ZodType, z } from 'zod';
import { FACET_API_CSS, FACET_API_LOGO, FACET_MARK } from './openapi-brand.js';

type JsonSchema = Record<string, unknown>;

/** A zod contract as JSON Schema (2020-12, what OpenAPI 3.1 uses), for the hand-described parts. */
const json = (schema: ZodType, io: 'input' | 'output' = 'output'): JsonSchema => {
  const { $schema: _, ...rest } = z.toJSONSchema(schema, { target: 'draft-2020-12', io });
  return rest;
};

const binary = (description: string): JsonSchema => ({
  type: 'string',
  format: 'binary',
  description,
});

const multipart = (properties: Record<string, JsonSchema>, required: string[]): JsonSchema => ({
  type: 'object',
  properties,
  required,
});

/**
 * What the route schemas cannot say: bodies sent as multipart/form-data (files stream through the
 * handler, so they have no body schema to validate) and answers that are not JSON (the chat's
 * event stream, a file download). Keyed by method and route pattern.
 */
const HAND_DESCRIBED: Record<string, { body?: JsonSchema; response?: Record<string, unknown> }> = {
  'POST /api/chat': {
    body: multipart(
      {
        ...((json(chatFieldsSchema, 'input').properties as Record<string, JsonSchema>) ?? {}),
        files: {
          type: 'array',
          maxItems: CHAT_MAX_FILES,
          items: binary(`An attachment of at most ${MAX_FILE_SIZE_BYTES} bytes.`),
          description: 'Repeated `files` parts: images, PDF, Word, text, CSV or JSON files.',
        },
      },
      ['sessionId'],
    ),
    response: {
      200: {
        description:
          'A `text/event-stream`: one `data: <JSON>` line per event (text chunks, then one ' +
          '`complete` with the saved reply, or one `error`), with `: keep-alive` comments ' +
          'between. Refusals before the stream starts are JSON errors.',
        content: { 'text/event-stream': { schema: json(chatStreamEventSchema) } },
      },
    },
  },
  'GET /api/chat/{sessionId}/stream': {
    response: {
      200: {
        description:
          'The reply in progress of this conversation, from whichever instance writes it: a ' +
          '`text/event-stream` that starts with one `snapshot` (the whole text so far), then ' +
          '`chunk` events, then one `complete` or `error`.',
        content: { 'text/event-stream': { schema: json(chatStreamEventSchema) } },
      },
      204: { description: 'No reply is in progress: the saved messages are the whole story.' },
    },
  },
  'POST /api/upload/cv': {
    body: multipart(
      {
        cv: binary(
          `The CV: PDF, DOC, DOCX, TXT, JPG or PNG, at most ${MAX_FILE_SIZE_BYTES} bytes.`,
        ),
      },
      ['cv'],
    ),
  },
  'POST /api/upload/psychometric': {
    body: multipart(
      {
        psychometric: {
          type: 'array',
          maxItems: MAX_PSYCHOMETRIC_FILES,
          items: binary(`A results file, at most ${MAX_FILE_SIZE_BYTES} bytes.`),
          description: 'Repeated `psychometric` parts.',
        },
      },
      ['psychometric'],
    ),
  },
  'POST /api/auth/linkedin/import': {
    body: multipart(
      {
        file: binary(
          `The LinkedIn data export (ZIP) or profile PDF, at most ${LINKEDIN_IMPORT_MAX_BYTES} bytes.`,
        ),
      },
      ['file'],
    ),
  },
  'GET /metrics': {
    response: {
      200: {
        description: 'The Prometheus text exposition format (version 0.0.4).',
        content: { 'text/plain': { schema: { type: 'string' } } },
      },
    },
  },
  'GET /api/account/export': {
    response: {
      200: {
        description:
          'A zip archive of everything the member has: profile, conversations with messages, notes, vision, goals with actions and check-ins, well-being check-ins, reminders, proposals from coaches, diamond profile, LinkedIn data (JSON) and the uploaded files as uploaded.',
        content: { 'application/zip': { schema: { type: 'string', format: 'binary' } } },
      },
    },
  },
  'GET /api/calendar/actions.ics': {
    response: {
      200: {
        description: "The member's dated actions as an iCalendar file (all-day events).",
        content: { 'text/calendar': { schema: { type: 'string' } } },
      },
    },
  },
  'GET /api/calendar/feed/{token}': {
    response: {
      200: {
        description:
          'The private calendar feed (no login: the token in the address is the key); 404 once turned off.',
        content: { 'text/calendar': { schema: { type: 'string' } } },
      },
    },
  },
  'GET /api/upload/files/{id}/download': {
    response: {
      200: {
        description: 'The file as uploaded, with its media type and an attachment disposition.',
        content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } },
      },
    },
  },
};

/**
 * One line per operation for the reference page, where a route does not state its own `summary`
 * in its schema. openapi.test.ts checks that every operation has one, so a new route adds its line
 * here (or a `summary` in its schema).
 */
const SUMMARIES: Record<string, string> = {
  'POST /api/auth/signup': 'Create an account and sign in',
  'POST /api/auth/login': 'Sign in with e-mail and password',
  'GET /api/auth/me': 'The signed-in member',
  'PATCH /api/auth/profile': 'Change name, e-mail or LinkedIn URL',
  'PATCH /api/auth/password': 'Change the password (ends every other session)',
  'POST /api/auth/logout': 'Sign out this session',
  'POST /api/auth/logout-everywhere': 'Sign out every session of the member',
  'POST /api/auth/password/forgot': 'Ask for a password-reset e-mail',
  'POST /api/auth/password/reset': 'Choose a new password with a reset token',
  'DELETE /api/account': 'Delete the account and everything in it',
  'GET /api/account/export': "Download the member's data as one zip",
  'POST /api/auth/linkedin/import': 'Import a LinkedIn export or profile PDF',
  'POST /api/auth/parse-linkedin': 'Analyse the imported LinkedIn data again',
  'GET /api/agents': 'List the coaches',
  'GET /api/coach': 'Which coach answers, the sentence to show and the models it can use',
  'GET /api/conversations': "List the member's conversations (paged, searchable)",
  'POST /api/conversations': 'Create a conversation',
  'GET /api/conversations/{sessionId}': 'One conversation and its settings',
  'PATCH /api/conversations/{sessionId}': 'Rename a conversation or change its settings',
  'DELETE /api/conversations/{sessionId}': 'Delete a conversation',
  'GET /api/messages/{sessionId}': "A conversation's messages",
  'DELETE /api/messages/{sessionId}': "Clear a conversation's messages",
  'GET /api/conversations/{sessionId}/notes': "A conversation's notes (paged)",
  'POST /api/conversations/{sessionId}/notes': 'Add a note to a conversation',
  'PATCH /api/conversations/{sessionId}/notes/{noteId}': 'Edit or share a note',
  'DELETE /api/conversations/{sessionId}/notes/{noteId}': 'Delete a note',
  'GET /api/notes/shared': 'Notes others shared with the member (paged)',
  'DELETE /api/notes/shared/{noteId}': 'Leave a note someone shared',
  'POST /api/chat': 'Send a message and stream the reply',
  'GET /api/chat/{sessionId}/stream': 'Follow a reply that is being written',
  'POST /api/chat/{sessionId}/stop': 'Stop the reply being written',
  'POST /api/upload/cv': 'Upload a CV',
  'POST /api/upload/psychometric': 'Upload psychometric results',
  'GET /api/upload/files': "List the member's uploaded files",
  'DELETE /api/upload/files/{id}': 'Delete an uploaded file',
  'GET /api/upload/files/{id}/download': 'Download an uploaded file',
  'GET /api/diamond-insights': 'The diamond profile',
  'POST /api/generate-diamond-insights': 'Build the diamond profile again',
  'GET /api/health': 'Health, with each dependency',
  'GET /metrics': 'Prometheus metrics (needs METRICS_TOKEN)',
  'GET /api/vision': "The member's vision statement",
  'PUT /api/vision': 'Write or change the vision statement',
  'GET /api/goals': "List the member's goals",
  'POST /api/goals': 'Add a goal (by hand, from a coach plan or a note)',
  'GET /api/goals/{goalId}': 'One goal with its progress',
  'PATCH /api/goals/{goalId}': 'Change a goal, its status or whether coaches see it',
  'DELETE /api/goals/{goalId}': 'Delete a goal with its actions and check-ins',
  'GET /api/goals/{goalId}/actions': "List a goal's actions",
  'POST /api/goals/{goalId}/actions': 'Add an action to a goal',
  'GET /api/actions/week': "This week's actions across goals",
  'PATCH /api/actions/{actionId}': 'Change an action or mark it done',
  'DELETE /api/actions/{actionId}': 'Delete an action',
  'GET /api/goals/{goalId}/check-ins': "List a goal's weekly check-ins",
  'POST /api/goals/{goalId}/check-ins': 'Check in on a goal',
  'GET /api/wellbeing/check-ins': 'List well-being check-ins, for the trend',
  'POST /api/wellbeing/check-ins': 'Check in on mood, energy, stress and sleep',
  'GET /api/progress': 'The four progress rings, from real progress',
  'GET /api/coach-context': 'What the coaches are told about the member',
  'GET /api/calendar/actions.ics': 'Download the actions as a calendar file',
  'GET /api/reminders': "The member's in-app reminders",
  'POST /api/reminders/{reminderId}/dismiss': 'Dismiss a reminder',
  'GET /api/proposals': "Goals and actions coaches proposed, pending the member's answer",
  'POST /api/proposals/{proposalId}/accept': 'Accept a proposal: make the goal or action',
  'POST /api/proposals/{proposalId}/dismiss': 'Dismiss a proposal',
  'GET /api/calendar/feed': 'The private calendar feed address, if one is on',
  'POST /api/calendar/feed': 'Turn on or replace the private calendar feed',
  'DELETE /api/calendar/feed': 'Turn off the private calendar feed',
  'GET /api/calendar/feed/{token}': 'The actions as a calendar feed (by its private address)',
};

const TAGS: Array<[RegExp, string]> = [
  [/^\/api\/health/, 'health'],
  [/^\/metrics$/, 'operations'],
  [/^\/api\/auth\/(linkedin|parse-linkedin)/, 'linkedin'],
  [/^\/api\/auth\/|^\/api\/account(\/|$)/, 'accounts'],
  [/^\/api\/(agents|coach)/, 'coaches'],
  [/^\/api\/chat/, 'chat'],
  [/^\/api\/conversations\/[^/]+\/notes|^\/api\/notes/, 'notes'],
  [/^\/api\/(conversations|messages)/, 'conversations'],
  [/^\/api\/upload/, 'uploads'],
  [/^\/api\/(diamond-insights|generate-diamond-insights)/, 'profile'],
  [
    /^\/api\/(vision|goals|actions|wellbeing|progress|coach-context|reminders|proposals|calendar)(\/|$)/,
    'journey',
  ],
];

/**
 * The operations anyone may call. Every other one needs a login and is marked with the bearer
 * scheme (app.test.ts checks both: each marked operation answers 401 without a token, and
 * each of these does not).
 */
const PUBLIC_OPERATIONS = [
  /^POST \/api\/auth\/(signup|login|password\/forgot|password\/reset)$/,
  /^GET \/api\/health(\/|$)/,
  /^GET \/api\/calendar\/feed\/:token$/,
];

/**
 * The OpenAPI 3.1 description of the API, generated from the route schemas (the shared zod
 * contracts) at `/api/docs/openapi.json`, with a reference page at `/api/docs`. Register it before
 * any route: it learns routes as they are added. Routes behind a login are marked with the bearer
 * scheme; every operation lists the JSON error body for 4XX and 5XX answers.
 */
export const openapiPlugin = fp(async (app: FastifyInstance, options: { version: string }) => {
  const fromZod = createJsonSchemaTransform({ skipList: [] });
  const errorBody = json(errorBodySchema);

  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Facet API',
        version: options.version,
        description:
          'The API behind Facet, the career-coaching platform: accounts, named AI coaches in ' +
          'streamed chats, conversations and notes, uploads, and the diamond profile. Every request and ' +
          'answer body is described by the shared contracts; errors are `{ "error": "…" }` with ' +
          'an optional `details`. Log in (POST /api/auth/login) and send the token as ' +
          '`Authorization: Bearer <token>`.',
      },
      components: {
        securitySchemes: {
          bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          metricsToken: {
            type: 'http',
            scheme: 'bearer',
            description: 'The METRICS_TOKEN the server was started with.',
          },
        },
      },
    },
    transform(document) {
      const { schema = {}, url } = fromZod(document);
      const route = document.route;
      if (schema.hide) return { schema, url };
      const described: Record<string, unknown> = { ...schema };
      const response = { ...((schema.response as Record<string, unknown>) ?? {}) };
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      const openapiUrl = url.replace(/:(\w+)/g, '{$1}');
      for (const method of methods) {
        const extra = HAND_DESCRIBED[`${method} ${openapiUrl}`];
        if (extra?.body) {
          described.body = extra.body;
          described.consumes = ['multipart/form-data'];
        }
        if (extra?.response) Object.assign(response, extra.response);
      }
      if (!response['4xx'] && !response['4XX']) {
        response['4XX'] = { ...errorBody, description: 'Refused: the message says why.' };
      }
      if (!response['5XX']) {
        response['5XX'] = { ...errorBody, description: 'A fault on the server (or not ready).' };
      }
      described.response = response;
      if (!described.summary) {
        const summary = methods.map((method) => SUMMARIES[`${method} ${openapiUrl}`]).find(Boolean);
        if (summary) described.summary = summary;
      }
      if (!described.tags) {
        const tag = TAGS.find(([pattern]) => pattern.test(url))?.[1];
        if (tag) described.tags = [tag];
      }
      const open = methods.every((method) =>
        PUBLIC_OPERATIONS.some((pattern) => pattern.test(`${method} ${url}`)),
      );
      if (!described.security && !open) described.security = [{ bearerAuth: [] }];
      return { schema: described, url };
    },
  });

  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    uiConfig: { deepLinking: true, docExpansion: 'list' },
    logo: { type: 'image/svg+xml', content: FACET_API_LOGO, href: '/', target: '_self' },
    theme: {
      title: 'Facet API reference',
      favicon: [
        {
          filename: 'favicon.svg',
          rel: 'icon',
          sizes: 'any',
          type: 'image/svg+xml',
          content: FACET_MARK,
        },
      ],
      css: [{ filename: 'facet-theme.css', content: FACET_API_CSS }],
    },
    // The page loads only this origin's scripts and styles: Facet's own CSP applies unchanged.
    staticCSP: false,
  });

  app.get('/api/docs/openapi.json', { schema: { hide: true } }, async () => app.swagger());
});
