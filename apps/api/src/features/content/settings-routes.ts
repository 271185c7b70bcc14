import {
  advanceResponseSchema,
  apiErrorSchema,
  contentPageParamsSchema,
  contentPageResponseSchema,
  deliveryPriceResponseSchema,
  freeDeliveryResponseSchema,
  helpResponseSchema,
  officeAddressSchema,
  payButtonResponseSchema,
  pincodesResponseSchema,
  shopIdParamsSchema,
  shopProfileResponseSchema,
  siteButtonResponseSchema,
  siteIdParamsSchema,
  siteMetaResponseSchema,
} from '@storefront/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ResponseCache } from '../../lib/response-cache';
import { assertServedShop } from '../../plugins/shop';
import {
  advancePercentage,
  contentPage,
  deliveryPriceBandList,
  freeDeliveryBandList,
  help,
  meta,
  officeAddress,
  payButton,
  pincodeList,
  shopProfile,
  siteButton,
} from './settings';

const tags = ['shop'];

/**
 * Shop-level data the spec's pages read: profile, help numbers, buttons, meta, delivery
 * settings, and the editable pages (privacy, refund, terms, about).
 */
export const shopSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app.deps;
  const shop = config.SHOP_ID;
  const cache = new ResponseCache(db);
  app.addHook('onClose', async () => cache.release());
  const onRequest = cache.serveHit;

  app.get(
    '/register/single/:shopId',
    {
      onRequest,
      schema: {
        tags,
        description: 'The shop profile: orignal_logoname is the shop name, profilePic its logo.',
        params: shopIdParamsSchema,
        response: { 200: shopProfileResponseSchema },
      },
    },
    (request, reply) =>
      cache.send(request, reply, async () => {
        assertServedShop(shop, request.params.shopId);
        return { users: await shopProfile(db, shop) };
      }),
  );

  app.get(
    '/register/officesingle/:shopId',
    {
      onRequest,
      schema: {
        tags,
        description: "The shop office's address and position (used for the delivery distance).",
        params: shopIdParamsSchema,
        response: { 200: officeAddressSchema },
      },
    },
    (request, reply) =>
      cache.send(request, reply, async () => {
        assertServedShop(shop, request.params.shopId);
        return await officeAddress(db, shop);
      }),
  );

  app.get(
    '/pincode/getall/:shopId',
    {
      onRequest,
      schema: {
        tags,
        description: 'The Active pincodes the shop delivers to.',
        params: shopIdParamsSchema,
        response: { 200: pincodesResponseSchema },
      },
    },
    (request, reply) =>
      cache.send(request, reply, async () => {
        assertServedShop(shop, request.params.shopId);
        return { pincodesData: await pincodeList(db, shop) };
      }),
  );

  app.get(
    '/button/:siteId',
    {
      onRequest,
      schema: {
        tags,
        description: 'Which floating shortcuts (cart, WhatsApp, call) the site shows.',
        params: siteIdParamsSchema,
        response: { 200: siteButtonResponseSchema },
      },
    },
    (request, reply) =>
      cache.send(request, reply, async () => {
        assertServedShop(shop, request.params.siteId);
        return { data: await siteButton(db, shop) };
      }),
  );

  app.get(
    '/paybutton/:siteId',
    {
      onRequest,
      schema: {
        tags,
        description:
          'The payment button configuration: the cart uses manual, then pay now, then pay on delivery.',
        params: siteIdParamsSchema,
        response: { 200: payButtonResponseSchema },
      },
    },
    (request, reply) =>
      cache.send(request, reply, async () => {
        assertServedShop(shop, request.params.siteId);
        return { data: await payButton(db, shop) };
      }),
  );

  app.get(
    '/help/single/:shopId',
    {
      onRequest,
      schema: {
        tags,
        description: 'Help numbers; null when the shop has none (the link is then hidden).',
        params: shopIdParamsSchema,
        response: { 200: helpResponseSchema },
      },
    },
    (request, reply) =>
      cache.send(request, reply, async () => {
        assertServedShop(shop, request.params.shopId);
        return { help: await help(db, shop) };
      }),
  );

  app.get(
    '/meta/:siteId',
    {
      onRequest,
      schema: {
        tags,
        description: 'Page title, description, keywords, author, icon and extra scripts.',
        params: siteIdParamsSchema,
        response: { 200: siteMetaResponseSchema },
      },
    },
    (request, reply) =>
      cache.send(request, reply, async () => {
        assertServedShop(shop, request.params.siteId);
        return { isError: false as const, data: await meta(db, shop) };
      }),
  );

  app.get(
    '/delivery-price/:shopId',
    {
      onRequest,
      schema: {
        tags,
        description: 'Active delivery price bands by distance, in rupees.',
        params: shopIdParamsSchema,
        response: { 200: deliveryPriceResponseSchema },
      },
    },
    (request, reply) =>
      cache.send(request, reply, async () => {
        assertServedShop(shop, request.params.shopId);
        return { data: await deliveryPriceBandList(db, shop) };
      }),
  );

  app.get(
    '/freedelivery/:shopId',
    {
      onRequest,
      schema: {
        tags,
        description:
          'Active free-delivery bands: delivery is free within the distance from this cart total (rupees).',
        params: shopIdParamsSchema,
        response: { 200: freeDeliveryResponseSchema },
      },
    },
    (request, reply) =>
      cache.send(request, reply, async () => {
        assertServedShop(shop, request.params.shopId);
        return { data: await freeDeliveryBandList(db, shop) };
      }),
  );

  app.get(
    '/deliverypaybefore/single/:shopId',
    {
      onRequest,
      schema: {
        tags,
        description: 'The advance paid online for pay on delivery, percent of the total after discount.',
        params: shopIdParamsSchema,
        response: { 200: advanceResponseSchema },
      },
    },
    (request, reply) =>
      cache.send(request, reply, async () => {
        assertServedShop(shop, request.params.shopId);
        return { help: await advancePercentage(db, shop) };
      }),
  );

  app.get(
    '/page/:slug/:shopId',
    {
      onRequest,
      schema: {
        tags,
        description:
          'An editable page (privacy-policy, refund-policy, terms-and-conditions, about-us): its title and ' +
          'body in the page text format (paragraphs, "## " headings, "- " bullets, "> " quotes; never HTML).',
        params: contentPageParamsSchema,
        response: { 200: contentPageResponseSchema, 404: apiErrorSchema },
      },
    },
    (request, reply) =>
      cache.send(request, reply, async () => {
        assertServedShop(shop, request.params.shopId);
        return { isError: false as const, data: await contentPage(db, shop, request.params.slug) };
      }),
  );
};
