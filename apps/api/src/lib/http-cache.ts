import type { FastifyInstance } from 'fastify';

/**
 * Catalogue and shop data is the same for every shopper and changes rarely: a minute in
 * browser and CDN caches takes most repeat reads off the API, and an edit shows within a minute.
 */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=60';

function opaque(tag: string): string {
  return tag.trim().replace(/^W\//, '');
}

/** Weak comparison (RFC 9110 13.1.2): `W/"x"` and `"x"` match; `*` matches anything. */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const wanted = opaque(etag);
  return header.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === wanted);
}

/**
 * Answers about money and one customer's own data (orders, payments) are never kept by a
 * browser or a proxy: every route of `app` answers `no-store`.
 */
export function neverStoreAnswers(app: { addHook: FastifyInstance['addHook'] }): void {
  app.addHook('onRequest', (_request, reply, done) => {
    reply.header('cache-control', 'no-store');
    done();
  });
}
