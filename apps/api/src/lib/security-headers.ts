import type { FastifyInstance } from 'fastify';

/**
 * The Content-Security-Policy of every answer. The web app loads only its own files, plus
 * Razorpay's checkout and Google sign-in, which need their script, frame and connect origins.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "base-uri 'self'",
  "font-src 'self' https: data:",
  "form-action 'self'",
  "frame-ancestors 'self'",
  "img-src 'self' data: blob:",
  "object-src 'none'",
  "script-src 'self' https://checkout.razorpay.com https://accounts.google.com",
  "script-src-attr 'none'",
  "style-src 'self' 'unsafe-inline' https://accounts.google.com",
  "connect-src 'self' https://lumberjack.razorpay.com https://accounts.google.com",
  "frame-src 'self' https://api.razorpay.com https://accounts.google.com",
].join(';');

/**
 * The headers helmet used to set (its defaults with our CSP and a COOP that lets the
 * Razorpay and Google pop-ups talk back), as fixed strings. Helmet rebuilt them on every
 * request through a chain of middlewares, which cost more than half of the server's
 * throughput on small answers; the policy itself is unchanged (docs/decisions/0011).
 * These go on everything a browser may show as a page: the web app, its files, the API
 * documentation.
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': CONTENT_SECURITY_POLICY,
  'cross-origin-opener-policy': 'same-origin-allow-popups',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

/**
 * API answers (JSON, generated SVG images) are never a page of the shop. They keep what
 * protects a resource: no sniffing into HTML, no framing, no cross-origin embedding, a
 * CSP that allows nothing should one be opened as a document, HSTS. The page-only headers
 * (COOP, referrer policy, DNS prefetch, the legacy IE and Flash ones) do nothing on them,
 * and dropping them and the long page CSP halves the header bytes of every API answer.
 */
export const API_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': "default-src 'none';frame-ancestors 'none'",
  'cross-origin-resource-policy': 'same-origin',
  'strict-transport-security': SECURITY_HEADERS['strict-transport-security'] as string,
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
};

/** API paths a browser shows as pages (Swagger UI), which keep the page headers. */
const API_PAGES = '/api/docs';

function isApiResource(url: string): boolean {
  return url.startsWith('/api/') && !url.startsWith(API_PAGES);
}

/** Sets the security headers on every answer: API, web app files, errors and not-found alike. */
export function registerSecurityHeaders(app: FastifyInstance): void {
  const pageEntries = Object.entries(SECURITY_HEADERS);
  const apiEntries = Object.entries(API_SECURITY_HEADERS);
  app.addHook('onRequest', (request, reply, done) => {
    for (const [name, value] of isApiResource(request.url) ? apiEntries : pageEntries) {
      reply.header(name, value);
    }
    done();
  });
}
