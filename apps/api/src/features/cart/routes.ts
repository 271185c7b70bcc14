import {
  addToCartBodySchema,
  cartItemParamsSchema,
  cartListResponseSchema,
  cartMessageResponseSchema,
  cartSkuParamsSchema,
  MSG,
  updateQuantityBodySchema,
  updateQuantityResponseSchema,
  userIdParamsSchema,
} from '@storefront/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import { customerConflicts, customerErrors } from '../../lib/error-answers';
import { assertSameUser, currentCustomer, customerOnly } from '../../plugins/auth';
import { assertServedShop } from '../../plugins/shop';
import * as repo from './repository';
import { addLine, listCart, stepQuantity } from './service';

const tags = ['cart'];

/** The customer's server cart (docs/api.md). Every call is the token's customer's own. */
export const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config, db } = app.deps;
  const shopId = config.SHOP_ID;

  app.post(
    '/cart',
    {
      onRequest: customerOnly,
      schema: {
        tags,
        body: addToCartBodySchema,
        response: { 201: cartMessageResponseSchema, ...customerConflicts },
      },
    },
    async (request, reply) => {
      const { userId } = assertSameUser(request, request.body.user_id);
      assertServedShop(shopId, request.body.main_id);
      await addLine(db, shopId, userId, request.body);
      return reply.status(201).send({ isError: false as const, msg: MSG.productAddedToCart });
    },
  );

  app.get(
    '/cart/:userId',
    {
      onRequest: customerOnly,
      schema: {
        tags,
        params: userIdParamsSchema,
        response: { 200: cartListResponseSchema, ...customerErrors },
      },
    },
    async (request, reply) => {
      const { userId } = assertSameUser(request, request.params.userId);
      // Prices and stock are live: never let a cache keep an old cart.
      reply.header('cache-control', 'no-store');
      return { isError: false as const, data: await listCart(db, shopId, userId) };
    },
  );

  app.put(
    '/cart/quantity/:cartItemId',
    {
      onRequest: customerOnly,
      schema: {
        tags,
        params: cartItemParamsSchema,
        body: updateQuantityBodySchema,
        response: { 200: updateQuantityResponseSchema, ...customerConflicts },
      },
    },
    async (request) => {
      const { userId } = currentCustomer(request);
      const cart = await stepQuantity(
        db,
        shopId,
        userId,
        request.params.cartItemId,
        request.body.action,
        request.body.product_sku,
      );
      return { isError: false as const, cart };
    },
  );

  app.delete(
    '/cart/deleteall/:userId',
    {
      onRequest: customerOnly,
      schema: {
        tags,
        params: userIdParamsSchema,
        response: { 200: cartMessageResponseSchema, ...customerErrors },
      },
    },
    async (request) => {
      const { userId } = assertSameUser(request, request.params.userId);
      await repo.deleteAll(db, shopId, userId);
      return { isError: false as const, msg: MSG.cartEmptied };
    },
  );

  app.delete(
    '/cart/:productSku',
    {
      onRequest: customerOnly,
      schema: {
        tags,
        params: cartSkuParamsSchema,
        response: { 200: cartMessageResponseSchema, ...customerErrors },
      },
    },
    async (request) => {
      const { userId } = currentCustomer(request);
      if (!(await repo.deleteBySku(db, shopId, userId, request.params.productSku))) {
        throw AppError.notFound(MSG.cartLineNotFound);
      }
      return { isError: false as const, msg: MSG.productRemovedFromCart };
    },
  );
};
