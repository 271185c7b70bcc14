import {
  orderSummaryBodySchema,
  orderSummaryResponseSchema,
  placeOrderBodySchema,
  placeOrderResponseSchema,
  quoteBodySchema,
  quoteResponseSchema,
} from '@storefront/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorAnswers } from '../../lib/error-answers';
import { neverStoreAnswers } from '../../lib/http-cache';
import { assertSameUser, customerOnly } from '../../plugins/auth';
import { limitBy } from '../../plugins/rate-limit';
import { assertServedShop } from '../../plugins/shop';
import { byCustomer, type PaymentSettings } from '../payments';
import { Checkout } from './placing';
import { quotePaymentRoutes } from './quote-payment';
import { placeQuote } from './quotes';

const errors = errorAnswers(400, 401, 403, 404, 409, 429);
const tags = ['payments'];

/**
 * Checkout (docs/api.md): the server's amounts and placing orders (online, pay on
 * delivery, quotation). Paying them is the payments feature's.
 */
export const checkoutRoutes: FastifyPluginAsyncZod<PaymentSettings> = async (app, { gateway, limits }) => {
  const { config, db } = app.deps;
  const shopId = config.SHOP_ID;
  neverStoreAnswers(app);
  const checkout = new Checkout({ db, shopId, gateway, log: app.log });
  app.addHook('onClose', async () => checkout.settings.release());
  // Placing online, on delivery and quotations share one allowance per customer. A request
  // naming another customer or shop is refused by the handler (403, 404) without spending it.
  const placingCustomer = (request: FastifyRequest) => {
    const body = request.body as { user_id?: string; main_id?: string };
    const userId = byCustomer(request);
    return body.user_id === userId && body.main_id === shopId ? userId : undefined;
  };
  const placeLimit = limitBy(app, 'payment-place', limits.placePerUser, placingCustomer);

  /** The token's customer, who must be the one the body names, buying from this shop (403, 404). */
  const buyer = (request: FastifyRequest) => {
    const body = request.body as { user_id: string; main_id: string };
    const { userId } = assertSameUser(request, body.user_id);
    assertServedShop(shopId, body.main_id);
    return userId;
  };

  app.post(
    '/payment/summary',
    {
      onRequest: customerOnly,
      schema: {
        tags,
        description: "The amounts the server will charge for the customer's cart, before placing.",
        body: orderSummaryBodySchema,
        response: { 200: orderSummaryResponseSchema, ...errors },
      },
    },
    async (request) => ({
      isError: false as const,
      data: await checkout.summary(buyer(request), request.body),
    }),
  );

  const placeSchema = {
    tags,
    body: placeOrderBodySchema,
    response: {
      200: placeOrderResponseSchema,
      201: placeOrderResponseSchema,
      ...errors,
      ...errorAnswers(502),
    },
  };
  const placings = [
    {
      path: '/payment',
      route: 'online' as const,
      description:
        "Places the order from the customer's cart, holds its stock and creates the provider order " +
        'for payable_now. The same idempotency_key answers the same order (200).',
    },
    {
      path: '/payment/paydelivery',
      route: 'paydelivery' as const,
      description: 'Places a pay-on-delivery order when nothing is due online (advance percentage 0).',
    },
  ];
  for (const { path, route, description } of placings) {
    app.post(
      path,
      { onRequest: customerOnly, preHandler: placeLimit, schema: { ...placeSchema, description } },
      async (request, reply) => {
        const { created, answer } = await checkout.place(buyer(request), request.body, route);
        return reply.status(created ? 201 : 200).send(answer);
      },
    );
  }

  app.post(
    '/payment/getquote',
    {
      onRequest: customerOnly,
      preHandler: placeLimit,
      schema: {
        tags,
        description: "A quotation request of a manual-payment shop, from the customer's cart.",
        body: quoteBodySchema,
        response: { 200: quoteResponseSchema, 201: quoteResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { created, answer } = await placeQuote(checkout, buyer(request), request.body);
      return reply.status(created ? 201 : 200).send(answer);
    },
  );

  await app.register(quotePaymentRoutes, { checkout, limits });
};
