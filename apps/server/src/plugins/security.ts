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
 * Every security header, computed once at start instead of per response. HSTS is left to the TLS
 * terminator (the server speaks plain http on 127.0.0.1 by default); no Cross-Origin-Embedder-
 * Policy, which would stop the app showing its own blob: previews in some browsers.
 */
const SECURITY_HEADERS: ReadonlyArray<readonly [string, string]> = [
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
 * Sets the security headers and the request id on every response, in one synchronous hook. They
 * go on the raw response, so replies written directly (the chat's event stream) carry them too.
 */
export const securityPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onRequest', (request, reply, done) => {
    const res = reply.raw;
    for (const [name, value] of SECURITY_HEADERS) res.setHeader(name, value);
    res.setHeader('x-request-id', request.id);
    done();
  });
});
