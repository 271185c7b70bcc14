import { apiErrorSchema } from '@storefront/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { routeCache } from '../../lib/route-cache';
import { MAX_SITEMAP_URLS, robotsTxt, sitemapFile, sitemapIndex, sitemapParts } from './service';

export type SeoOptions = {
  /** URLs per sitemap file (the protocol's 50,000; tests lower it to see the split). */
  maxUrlsPerSitemap?: number;
};

const XML_TYPE = 'application/xml; charset=utf-8';
const TEXT_TYPE = 'text/plain; charset=utf-8';
const tags = ['seo'];

const xmlResponse = {
  200: z.string().describe('XML (application/xml)'),
  304: z.null().describe('Not modified'),
  400: apiErrorSchema,
  404: apiErrorSchema,
};

/**
 * robots.txt and the sitemap at the site's root, for search engines. Links are absolute,
 * on PUBLIC_URL (the request's own host when it is unset). The answers are kept in a
 * response cache like the catalogue's, so a crawler's visits cost no query until the
 * catalogue changes.
 */
export const seoRoutes: FastifyPluginAsyncZod<SeoOptions> = async (app, options) => {
  const { db, config } = app.deps;
  const maxUrls = options.maxUrlsPerSitemap ?? MAX_SITEMAP_URLS;
  const deps = { db, shopId: config.SHOP_ID, maxUrls };
  const publicOrigin = config.PUBLIC_URL?.replace(/\/+$/, '');
  const originOf = (request: FastifyRequest) => publicOrigin ?? `${request.protocol}://${request.host}`;
  // without PUBLIC_URL the answer names the host it was asked on, so the host is part of the key
  const cache = routeCache(app, db, undefined, publicOrigin ? undefined : originOf);
  const onRequest = cache.serveHit;

  app.get(
    '/robots.txt',
    {
      onRequest,
      schema: {
        tags,
        description: 'Crawling rules: the shop is open, personal pages are not; names the sitemap.',
        response: { 200: z.string().describe('text/plain'), 304: z.null() },
      },
    },
    (request, reply) => cache.sendText(request, reply, TEXT_TYPE, async () => robotsTxt(originOf(request))),
  );

  app.get(
    '/sitemap.xml',
    {
      onRequest,
      schema: {
        tags,
        description:
          'Every listing page, Active category and Active product with its last change; an index of /sitemaps/{n}.xml once they pass 50,000.',
        response: xmlResponse,
      },
    },
    (request, reply) =>
      cache.sendText(request, reply, XML_TYPE, async () => {
        const parts = await sitemapParts(deps);
        return parts === 1
          ? sitemapFile(deps, originOf(request), 1)
          : sitemapIndex(deps, originOf(request), parts);
      }),
  );

  app.get(
    '/sitemaps/:file',
    {
      onRequest,
      schema: {
        tags,
        description: 'One file of the split sitemap, numbered from 1 (404 past the last).',
        params: z.object({
          file: z.string().regex(/^[1-9]\d{0,5}\.xml$/, 'must be a sitemap file name such as 1.xml'),
        }),
        response: xmlResponse,
      },
    },
    (request, reply) =>
      cache.sendText(request, reply, XML_TYPE, async () => {
        const part = Number.parseInt(request.params.file, 10);
        if (part > (await sitemapParts(deps))) throw AppError.notFound();
        return sitemapFile(deps, originOf(request), part);
      }),
  );
};
