import { isScriptOrigin } from '@storefront/shared';
import type { FastifyInstance } from 'fastify';
import { RESPONSE_CACHE_TTL_MS, ResponseCache } from './response-cache';

/**
 * The Content-Security-Policy of the shop's pages. The web app loads only its own files,
 * plus Google sign-in, and Razorpay's checkout when Razorpay keys are set (then its script,
 * the frames it opens and the calls it makes). Without keys the built-in payment simulator
 * runs on our own origin, so no Razorpay origin is allowed at all.
 *
 * `scriptOrigins` are the origins the owner allows in the console (decision 0041): each may
 * serve scripts, and receive the calls and pixels an analytics tag sends (connect-src,
 * img-src). They are checked against the shared SCRIPT_ORIGIN_PATTERN on save and again
 * here, so nothing that could end a directive or the header reaches it. Inline code stays
 * forbidden whatever the list says.
 */
export function contentSecurityPolicy(options: {
  razorpay: boolean;
  scriptOrigins?: readonly string[];
}): string {
  const razorpay = (...origins: string[]) =>
    options.razorpay ? origins.map((origin) => ` ${origin}`).join('') : '';
  const allowed = (options.scriptOrigins ?? [])
    .filter(isScriptOrigin)
    .map((origin) => ` ${origin}`)
    .join('');
  return [
    "default-src 'self'",
    "base-uri 'self'",
    "font-src 'self' https: data:",
    "form-action 'self'",
    "frame-ancestors 'self'",
    `img-src 'self' data: blob:${razorpay('https://cdn.razorpay.com')}${allowed}`,
    "object-src 'none'",
    `script-src 'self'${razorpay('https://checkout.razorpay.com')} https://accounts.google.com${allowed}`,
    "script-src-attr 'none'",
    "style-src 'self' 'unsafe-inline' https://accounts.google.com",
    `connect-src 'self'${razorpay('https://api.razorpay.com', 'https://lumberjack.razorpay.com')} https://accounts.google.com${allowed}`,
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
export function securityHeaders(options: {
  razorpay: boolean;
  scriptOrigins?: readonly string[];
}): Readonly<Record<string, string>> {
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

type HeaderEntries = [string, string][];

/**
 * The page headers as they are now: computed once from the allowed script origins, kept,
 * and computed again only after a change. It joins the response caches, so
 * `catalogueChanged(db)` after a console save, or the same change announced by another
 * process over Redis (decision 0032), empties it like any cached answer; the next page
 * waits for the one query that computes it again (shared by every request meanwhile), so
 * the page after a save already carries the new policy. Without a change it is refreshed
 * in the background once a minute (the response cache's TTL), which is how a change made
 * by a process with no bus arrives. No request ever queries the database for its headers
 * but those.
 */
class PagePolicy extends ResponseCache {
  private headers: HeaderEntries | undefined;
  private loadedAt = 0;
  private loading: Promise<HeaderEntries> | undefined;
  private changes = 0;

  constructor(
    db: object,
    private readonly build: (scriptOrigins: readonly string[]) => Readonly<Record<string, string>>,
    private readonly origins: () => Promise<readonly string[]>,
    private readonly onError: (error: unknown) => void,
  ) {
    super(db);
  }

  override clear(): void {
    super.clear();
    this.changes += 1;
    this.headers = undefined;
    this.loading = undefined;
  }

  /** The current headers, or the promise of them after a change. */
  current(): HeaderEntries | Promise<HeaderEntries> {
    if (this.headers) {
      if (Date.now() - this.loadedAt > RESPONSE_CACHE_TTL_MS) void this.load();
      return this.headers;
    }
    return this.load();
  }

  load(): Promise<HeaderEntries> {
    if (this.loading) return this.loading;
    const changes = this.changes;
    const loading = this.origins().then(
      (origins) => Object.entries(this.build(origins)),
      (error: unknown) => {
        // the shop's own scripts and sign-in still work; analytics waits for the next try
        this.onError(error);
        return Object.entries(this.build([]));
      },
    );
    this.loading = loading;
    void loading.then((entries) => {
      // a change during the query: its answer may be older than the change, so it is not kept
      if (changes === this.changes) {
        this.headers = entries;
        this.loadedAt = Date.now();
      }
      if (this.loading === loading) this.loading = undefined;
    });
    return loading;
  }
}

/**
 * Sets the security headers on every answer: API, web app files, errors and not-found alike.
 * `scriptOrigins` reads the origins the owner allows (features/content); without it the
 * pages keep the fixed policy.
 */
export function registerSecurityHeaders(
  app: FastifyInstance,
  options: { scriptOrigins?: () => Promise<readonly string[]> } = {},
): void {
  const { RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET } = app.deps.config;
  const razorpay = Boolean(RAZORPAY_KEY_ID && RAZORPAY_KEY_SECRET);
  const apiEntries = Object.entries(API_SECURITY_HEADERS);
  const set = (reply: { header: (name: string, value: string) => unknown }, entries: HeaderEntries) => {
    for (const [name, value] of entries) reply.header(name, value);
  };

  if (!options.scriptOrigins) {
    const pageEntries = Object.entries(razorpay ? securityHeaders({ razorpay }) : SECURITY_HEADERS);
    app.addHook('onRequest', (request, reply, done) => {
      set(reply, isApiResource(request.url) ? apiEntries : pageEntries);
      done();
    });
    return;
  }

  const policy = new PagePolicy(
    app.deps.db,
    (scriptOrigins) => securityHeaders({ razorpay, scriptOrigins }),
    options.scriptOrigins,
    (error) => app.log.error({ err: error }, 'allowed script origins unreadable: pages sent without them'),
  );
  app.addHook('onReady', async () => {
    await policy.load();
  });
  app.addHook('onClose', async () => policy.release());
  // A callback hook: a page waits only in the moment after a change (decision 0011).
  app.addHook('onRequest', (request, reply, done) => {
    if (isApiResource(request.url)) {
      set(reply, apiEntries);
      done();
      return;
    }
    const entries = policy.current();
    if (Array.isArray(entries)) {
      set(reply, entries);
      done();
      return;
    }
    entries.then((loaded) => {
      set(reply, loaded);
      done();
    }, done);
  });
}
