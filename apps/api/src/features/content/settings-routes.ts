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
  shopProfileResponseSchema,
  siteButtonResponseSchema,
  siteMetaResponseSchema,
} from '@storefront/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeCache } from '../../lib/route-cache';
import { assertServedShop, shopReads } from '../../plugins/shop';
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
  const cache = routeCache(app, db);
  const read = shopReads(app, cache, tags);

  read(
    '/register/single/:shopId',
    'The shop profile: orignal_logoname is the shop name, profilePic its logo.',
    shopProfileResponseSchema,
    async () => ({ users: await shopProfile(db, shop) }),
  );

  read(
    '/register/officesingle/:shopId',
    "The shop office's address and position (used for the delivery distance).",
    officeAddressSchema,
    () => officeAddress(db, shop),
  );

  read(
    '/pincode/getall/:shopId',
    'The Active pincodes the shop delivers to.',
    pincodesResponseSchema,
    async () => ({ pincodesData: await pincodeList(db, shop) }),
  );

  read(
    '/button/:siteId',
    'Which floating shortcuts (cart, WhatsApp, call) the site shows.',
    siteButtonResponseSchema,
    async () => ({ data: await siteButton(db, shop) }),
  );

  read(
    '/paybutton/:siteId',
    'The payment button configuration: the cart uses manual, then pay now, then pay on delivery.',
    payButtonResponseSchema,
    async () => ({ data: await payButton(db, shop) }),
  );

  read(
    '/help/single/:shopId',
    'Help numbers; null when the shop has none (the link is then hidden).',
    helpResponseSchema,
    async () => ({ help: await help(db, shop) }),
  );

  read(
    '/meta/:siteId',
    'Page title, description, keywords, author, icon and extra scripts.',
    siteMetaResponseSchema,
    async () => ({ isError: false as const, data: await meta(db, shop) }),
  );

  read(
    '/delivery-price/:shopId',
    'Active delivery price bands by distance, in rupees.',
    deliveryPriceResponseSchema,
    async () => ({ data: await deliveryPriceBandList(db, shop) }),
  );

  read(
    '/freedelivery/:shopId',
    'Active free-delivery bands: delivery is free within the distance from this cart total (rupees).',
    freeDeliveryResponseSchema,
    async () => ({ data: await freeDeliveryBandList(db, shop) }),
  );

  read(
    '/deliverypaybefore/single/:shopId',
    'The advance paid online for pay on delivery, percent of the total after discount.',
    advanceResponseSchema,
    async () => ({ help: await advancePercentage(db, shop) }),
  );

  app.get(
    '/page/:slug/:shopId',
    {
      onRequest: cache.serveHit,
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
