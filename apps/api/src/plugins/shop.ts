import { MSG, shopIdParamsSchema, siteIdParamsSchema } from '@storefront/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { AppError } from '../lib/app-error';
import type { ResponseCache } from '../lib/response-cache';

/** A path or body naming a shop this deployment does not serve gets 404 (design: shop id). */
export function assertServedShop(servedShopId: string, requested: string | undefined): void {
  if (requested !== servedShopId) throw AppError.notFound(MSG.shopNotFound);
}

type App = Parameters<FastifyPluginAsyncZod>[0];

/**
 * The storefront's public reads of the shop's data: GET routes whose path ends in the shop's
 * id (`:shopId`, or `:siteId` in some of the spec's calls), 404 for a shop this deployment does
 * not serve, answered through `cache`. `read` gives the body.
 */
export function shopReads(app: App, cache: ResponseCache, tags: string[]) {
  const servedShopId = app.deps.config.SHOP_ID;
  return <R extends z.ZodType>(
    path: `${string}/:shopId` | `${string}/:siteId`,
    description: string,
    answer: R,
    read: () => Promise<z.input<R>>,
  ) => {
    const params = path.endsWith('/:siteId') ? siteIdParamsSchema : shopIdParamsSchema;
    const response: Record<number, z.ZodType> = { 200: answer };
    app.get(
      path,
      { onRequest: cache.serveHit, schema: { tags, description, params, response } },
      (request, reply) =>
        cache.send(request, reply, async () => {
          const { shopId, siteId } = request.params as { shopId?: string; siteId?: string };
          assertServedShop(servedShopId, shopId ?? siteId);
          return read();
        }),
    );
  };
}
