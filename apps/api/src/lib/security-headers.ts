import type { FastifyInstance } from 'fastify';

/**
 * The Content-Security-Policy of the shop's pages. The web app loads only its own files,
 * plus Google sign-in, and Razorpay's checkout when Razorpay keys are set (then its script,
 * the frames it opens and the calls it makes). Without keys the built-in payment simulator
 * runs on our own origin, so no Razorpay origin is allowed at all.
 */
export function contentSecurityPolicy(options: { razorpay: boolean }): string {
  const razorpay = (...origins: string[]) =>
    options.razorpay ? origins.map((origin) => ` ${origin}`).join('') : '';
  return [
    "default-src 'self'",
    "base-uri 'self'",
    "font-src 'self' https: data:",
    "form-action 'self'",
    "frame-ancestors 'self'",
    `img-src 'self' data: blob:${razorpay('https://cdn.razorpay.com')}`,
    "object-src 'none'",
    `script-src 'self'${razorpay('https://checkout.razorpay.com')} https://accounts.google.com`,
    "script-src-attr 'none'",
    "style-src 'self' 'unsafe-inline' https://accounts.google.com",
    `connect-src 'self'${razorpay('https://api.razorpay.com', 'https://lumberjack.razorpay.com')} https://accounts.google.com`,
    `frame-src 'self'${razorpay('https://api.razorpay.com', 'https://checkout.razorpay.com')} https://accounts.google.com`,
  ].join(';');
}

/** The policy of a shop without Razorpay keys: the default, and the strictest. */
export const CONTENT_SECURITY_POLICY = contentSecurityPolicy({ razorpay: false });

/**
 * The headers helmet used to set (its defaults with our CSP and a COOP that lets the
 * Razorpay and Google pop-ups talk back), as fixed strings. Helmet rebuilt them on every
 * request through a chain of middlewares, which cost more than half of the server's
 * throughput on small answers; the policy itself is unchanged (docs/decisions/0011).
 * These go on everything a browser may show as a page: the web app, its files, the API
 * documentation.
 */
export function securityHeaders(options: { razorpay: boolean }): Readonly<Record<string, string>> {
  return {
    'content-security-policy': contentSecurityPolicy(options),
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
}

/** The page headers of a shop without Razorpay keys. */
export const SECURITY_HEADERS = securityHeaders({ razorpay: false });

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
  const { RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET } = app.deps.config;
  const razorpay = Boolean(RAZORPAY_KEY_ID && RAZORPAY_KEY_SECRET);
  const pageEntries = Object.entries(razorpay ? securityHeaders({ razorpay }) : SECURITY_HEADERS);
  const apiEntries = Object.entries(API_SECURITY_HEADERS);
  app.addHook('onRequest', (request, reply, done) => {
    for (const [name, value] of isApiResource(request.url) ? apiEntries : pageEntries) {
      reply.header(name, value);
    }
    done();
  });
}
