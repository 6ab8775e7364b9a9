import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * The Content-Security-Policy of every response, API and SPA alike: only this origin's scripts
 * (the built app has no inline script; neither has the API reference page at /api/docs), inline
 * style attributes allowed for the UI primitives, images and media also from data:/blob: URLs
 * (previews), nothing may frame the app.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "media-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join(';');

/**
 * The headers of documents a browser renders (the app's pages and assets, the API reference at
 * /api/docs), computed once at start instead of per response. HSTS is left to the TLS terminator
 * (the server speaks plain http on 127.0.0.1 by default); no Cross-Origin-Embedder-Policy, which
 * would stop the app showing its own blob: previews in some browsers.
 */
export const DOCUMENT_HEADERS: ReadonlyArray<readonly [string, string]> = [
  ['content-security-policy', CONTENT_SECURITY_POLICY],
  ['cross-origin-opener-policy', 'same-origin'],
  ['cross-origin-resource-policy', 'same-origin'],
  ['origin-agent-cluster', '?1'],
  ['referrer-policy', 'no-referrer'],
  ['x-content-type-options', 'nosniff'],
  ['x-dns-prefetch-control', 'off'],
  ['x-download-options', 'noopen'],
  ['x-frame-options', 'SAMEORIGIN'],
  ['x-permitted-cross-domain-policies', 'none'],
  ['x-xss-protection', '0'],
];

/**
 * The headers of API answers (JSON, the chat's event stream, file downloads, metrics), which no
 * browser renders as a page: the set OWASP recommends for REST services. Nothing in an answer may
 * load anything or be framed, it is never read as another type, never sent to another site's page
 * (CORP), and never kept in a cache (answers hold a member's data; a route that means otherwise
 * sets its own cache-control). The document-only headers (opener policy, agent cluster, DNS
 * prefetch, the legacy IE and Flash ones) would only add bytes to every answer.
 */
export const API_HEADERS: ReadonlyArray<readonly [string, string]> = [
  ['content-security-policy', "default-src 'none';frame-ancestors 'none'"],
  ['cross-origin-resource-policy', 'same-origin'],
  ['referrer-policy', 'no-referrer'],
  ['x-content-type-options', 'nosniff'],
  ['x-frame-options', 'DENY'],
  ['cache-control', 'no-store'],
];

/** An API answer: under /api/ (except the reference pages at /api/docs) or the metrics scrape. */
export function isApiPath(url: string): boolean {
  if (url.startsWith('/api/')) return !isUnder(url, '/api/docs');
  return isUnder(url, '/metrics');
}

/** `url` is `path` itself (with or without a query) or lies below it. */
const isUnder = (url: string, path: string) => {
  if (!url.startsWith(path)) return false;
  const next = url[path.length];
  return next === undefined || next === '/' || next === '?';
};

const DOCUMENT_HEADER_OBJECT = Object.fromEntries(DOCUMENT_HEADERS);
const API_HEADER_OBJECT = Object.fromEntries(API_HEADERS);

/**
 * Sets the security headers and the request id on every response, in one synchronous hook. They
 * are the reply's headers, written with the status line in one go; a route that writes its answer
 * itself (the chat's event stream) sends them with `reply.getHeaders()`. A route's own header of
 * the same name (a download's cache-control) replaces them.
 */
export const securityPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(isApiPath(request.url) ? API_HEADER_OBJECT : DOCUMENT_HEADER_OBJECT);
    reply.header('x-request-id', request.id);
    done();
  });
});
