import {
  ALL_PRODUCTS_PAGE_SIZE,
  allProductsQuerySchema,
  categoriesResponseSchema,
  marqueesResponseSchema,
  newArrivalsResponseSchema,
  offersResponseSchema,
  productCardListResponseSchema,
  productIdParamsSchema,
  productPageSchema,
  productQuerySchema,
  productResponseSchema,
  SUGGESTION_LIMIT,
  shopIdParamsSchema,
  slidersResponseSchema,
  suggestQuerySchema,
  suggestResponseSchema,
} from '@storefront/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { routeCache } from '../../lib/route-cache';
import { assertServedShop, shopReads } from '../../plugins/shop';
import {
  allProducts,
  categoryList,
  marqueeList,
  newArrivals,
  offerList,
  productPage,
  singleProduct,
  sliderList,
  suggestions,
} from './service';

const tags = ['catalogue'];

/** The catalogue calls of the spec (section 7) plus the paginated product query and suggestions. */
export const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app.deps;
  const cache = routeCache(app, db);
  const onRequest = cache.serveHit;
  const read = shopReads(app, cache, tags);
  /** The spec's lists answer `{ isError: false, data }`. */
  const listOf =
    <T>(list: (db: Db, shopId: string) => Promise<T>) =>
    async () => ({ isError: false as const, data: await list(db, config.SHOP_ID) });

  read(
    '/newarrival/all/:shopId',
    'New-arrival groups in position order, each with its Active products as cards.',
    newArrivalsResponseSchema,
    listOf(newArrivals),
  );

  app.get(
    '/grouped-product/single/:productId',
    {
      onRequest,
      schema: {
        tags,
        description:
          'One Active product with its variations (in position order), attributes and grouped items. 404 when unknown or not Active.',
        params: productIdParamsSchema,
        response: { 200: productResponseSchema },
      },
    },
    (request, reply) =>
      cache.send(request, reply, async () => ({
        isError: false as const,
        data: await singleProduct(db, config.SHOP_ID, request.params.productId),
      })),
  );

  app.get(
    '/grouped-product/search-all-products/:shopId',
    {
      onRequest,
      schema: {
        tags,
        description: `Active products as cards in best-selling order, one page at a time: page (from 1) and pageSize (default and at most ${ALL_PRODUCTS_PAGE_SIZE}). Without them only the first ${ALL_PRODUCTS_PAGE_SIZE} are returned; use GET /products for filtered listings and GET /products/suggest for search suggestions.`,
        params: shopIdParamsSchema,
        querystring: allProductsQuerySchema,
        response: { 200: productCardListResponseSchema },
      },
    },
    (request, reply) =>
      cache.send(request, reply, async () => {
        assertServedShop(config.SHOP_ID, request.params.shopId);
        return { isError: false as const, data: await allProducts(db, config.SHOP_ID, request.query) };
      }),
  );

  read('/offer/all/:shopId', 'Active offers in position order.', offersResponseSchema, listOf(offerList));

  read(
    '/category/getdata/category/:shopId',
    'Active categories by position ascending.',
    categoriesResponseSchema,
    listOf(categoryList),
  );

  read(
    '/slider/all/:shopId',
    'Active sliders in position order; product is the linked product only while it is Active.',
    slidersResponseSchema,
    listOf(sliderList),
  );

  read(
    '/marquee/all/:shopId',
    'Announcement headings in position order.',
    marqueesResponseSchema,
    listOf(marqueeList),
  );

  app.get(
    '/products',
    {
      onRequest,
      schema: {
        tags,
        description:
          'Active products, filtered and sorted on the server: search (title, case-insensitive), category (repeated or comma list, case-insensitive), price (band ids, inclusive), type, sort, page, pageSize.',
        querystring: productQuerySchema,
        response: { 200: productPageSchema },
      },
    },
    (request, reply) => cache.send(request, reply, () => productPage(db, config.SHOP_ID, request.query)),
  );

  app.get(
    '/products/suggest',
    {
      onRequest,
      schema: {
        tags,
        description: `At most ${SUGGESTION_LIMIT} distinct Active product titles containing q; titles starting with q come first. Empty q gives [].`,
        querystring: suggestQuerySchema,
        response: { 200: suggestResponseSchema },
      },
    },
    (request, reply) =>
      cache.send(request, reply, async () => ({
        data: await suggestions(db, config.SHOP_ID, request.query.q),
      })),
  );
};
