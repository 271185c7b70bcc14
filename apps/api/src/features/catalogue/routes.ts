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
import { ResponseCache } from '../../lib/response-cache';
import { assertServedShop } from '../../plugins/shop';
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
  const cache = new ResponseCache(db);
  app.addHook('onClose', async () => cache.release());
  const onRequest = cache.serveHit;

  app.get(
    '/newarrival/all/:shopId',
    {
      onRequest,
      schema: {
        tags,
        description: 'New-arrival groups in position order, each with its Active products as cards.',
        params: shopIdParamsSchema,
        response: { 200: newArrivalsResponseSchema },
      },
    },
    (request, reply) =>
      cache.send(request, reply, async () => {
        assertServedShop(config.SHOP_ID, request.params.shopId);
        return { isError: false as const, data: await newArrivals(db, config.SHOP_ID) };
      }),
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

  app.get(
    '/offer/all/:shopId',
    {
      onRequest,
      schema: {
        tags,
        description: 'Active offers in position order.',
        params: shopIdParamsSchema,
        response: { 200: offersResponseSchema },
      },
    },
    (request, reply) =>
      cache.send(request, reply, async () => {
        assertServedShop(config.SHOP_ID, request.params.shopId);
        return { isError: false as const, data: await offerList(db, config.SHOP_ID) };
      }),
  );

  app.get(
    '/category/getdata/category/:shopId',
    {
      onRequest,
      schema: {
        tags,
        description: 'Active categories by position ascending.',
        params: shopIdParamsSchema,
        response: { 200: categoriesResponseSchema },
      },
    },
    (request, reply) =>
      cache.send(request, reply, async () => {
        assertServedShop(config.SHOP_ID, request.params.shopId);
        return { isError: false as const, data: await categoryList(db, config.SHOP_ID) };
      }),
  );

  app.get(
    '/slider/all/:shopId',
    {
      onRequest,
      schema: {
        tags,
        description:
          'Active sliders in position order; product is the linked product only while it is Active.',
        params: shopIdParamsSchema,
        response: { 200: slidersResponseSchema },
      },
    },
    (request, reply) =>
      cache.send(request, reply, async () => {
        assertServedShop(config.SHOP_ID, request.params.shopId);
        return { isError: false as const, data: await sliderList(db, config.SHOP_ID) };
      }),
  );

  app.get(
    '/marquee/all/:shopId',
    {
      onRequest,
      schema: {
        tags,
        description: 'Announcement headings in position order.',
        params: shopIdParamsSchema,
        response: { 200: marqueesResponseSchema },
      },
    },
    (request, reply) =>
      cache.send(request, reply, async () => {
        assertServedShop(config.SHOP_ID, request.params.shopId);
        return { isError: false as const, data: await marqueeList(db, config.SHOP_ID) };
      }),
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
