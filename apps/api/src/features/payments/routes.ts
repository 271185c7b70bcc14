import {
  apiErrorSchema,
  ORDER_MSG,
  orderSummaryBodySchema,
  orderSummaryResponseSchema,
  paymentWebhookResponseSchema,
  payRazorpayResponseSchema,
  placeOrderBodySchema,
  placeOrderResponseSchema,
  quoteBodySchema,
  quoteResponseSchema,
  shopIdParamsSchema,
  simulatorPayBodySchema,
  simulatorPayResponseSchema,
  verifyPaymentBodySchema,
  verifyPaymentResponseSchema,
} from '@storefront/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createRateLimiter } from '../../lib/rate-limit';
import { assertSameUser, currentCustomer, customerOnly } from '../../plugins/auth';
import { assertServedShop } from '../../plugins/shop';
import { createGateway, SimulatorGateway } from './gateway';
import { DEFAULT_HOLD_SWEEP_MS, DEFAULT_PAYMENT_LIMITS, type PaymentOptions } from './options';
import { PaymentService } from './service';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
  429: apiErrorSchema,
};
const tags = ['payments'];

/**
 * Checkout payments (account spec 7): the public key, the server's amounts, placing orders
 * (online, pay on delivery, quotation), verification, the simulator's popup and webhooks.
 */
export const paymentRoutes: FastifyPluginAsyncZod<PaymentOptions> = async (app, options) => {
  const { config, db } = app.deps;
  const shopId = config.SHOP_ID;
  const gateway = options.gateway ?? createGateway(config);
  const limiter = options.rateLimiter ?? createRateLimiter(config);
  if (!options.rateLimiter) app.addHook('onClose', async () => limiter.close());
  // Answers about money and one customer's orders are never kept by a browser or proxy.
  app.addHook('onRequest', (_request, reply, done) => {
    reply.header('cache-control', 'no-store');
    done();
  });
  const service = new PaymentService({
    db,
    shopId,
    gateway,
    limiter,
    limits: { ...DEFAULT_PAYMENT_LIMITS, ...options.limits },
    log: app.log,
  });

  // Unpaid orders give their stock back when their hold runs out, even with no new order.
  const sweepMs = options.holdSweepMs ?? DEFAULT_HOLD_SWEEP_MS;
  if (sweepMs > 0) {
    const timer = setInterval(() => {
      service.releaseExpiredHolds().catch((error) => app.log.error({ err: error }, 'hold sweep failed'));
    }, sweepMs);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  }

  app.get(
    '/pay-razorpay/:shopId',
    {
      schema: {
        tags,
        description: 'The payment key id and provider for the checkout popup. Never the secret.',
        params: shopIdParamsSchema,
        response: { 200: payRazorpayResponseSchema, 404: apiErrorSchema },
      },
    },
    async (request) => {
      assertServedShop(shopId, request.params.shopId);
      return { isError: false as const, key_id: gateway.keyId, provider: gateway.provider };
    },
  );

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
    async (request) => {
      const { userId } = assertSameUser(request, request.body.user_id);
      assertServedShop(shopId, request.body.main_id);
      return { isError: false as const, data: await service.summary(userId, request.body) };
    },
  );

  const placeSchema = {
    tags,
    body: placeOrderBodySchema,
    response: {
      200: placeOrderResponseSchema,
      201: placeOrderResponseSchema,
      502: apiErrorSchema,
      ...errors,
    },
  };

  app.post(
    '/payment',
    {
      onRequest: customerOnly,
      schema: {
        ...placeSchema,
        description:
          "Places the order from the customer's cart, holds its stock and creates the provider order " +
          'for payable_now. The same idempotency_key answers the same order (200).',
      },
    },
    async (request, reply) => {
      const { userId } = assertSameUser(request, request.body.user_id);
      assertServedShop(shopId, request.body.main_id);
      const { created, answer } = await service.place(userId, request.body, 'online');
      return reply.status(created ? 201 : 200).send(answer);
    },
  );

  app.post(
    '/payment/paydelivery',
    {
      onRequest: customerOnly,
      schema: {
        ...placeSchema,
        description: 'Places a pay-on-delivery order when nothing is due online (advance percentage 0).',
      },
    },
    async (request, reply) => {
      const { userId } = assertSameUser(request, request.body.user_id);
      assertServedShop(shopId, request.body.main_id);
      const { created, answer } = await service.place(userId, request.body, 'paydelivery');
      return reply.status(created ? 201 : 200).send(answer);
    },
  );

  app.post(
    '/payment/verify',
    {
      onRequest: customerOnly,
      schema: {
        tags,
        description:
          "Checks the popup's signature against the stored provider order and completes the order.",
        body: verifyPaymentBodySchema,
        response: { 200: verifyPaymentResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { userId } = currentCustomer(request);
      const { orderId } = await service.verify(userId, request.body);
      return { success: true as const, msg: ORDER_MSG.paymentSuccessful, order_id: orderId };
    },
  );

  app.post(
    '/payment/getquote',
    {
      onRequest: customerOnly,
      schema: {
        tags,
        description: "A quotation request of a manual-payment shop, from the customer's cart.",
        body: quoteBodySchema,
        response: { 200: quoteResponseSchema, 201: quoteResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { userId } = assertSameUser(request, request.body.user_id);
      assertServedShop(shopId, request.body.main_id);
      const { created, answer } = await service.quote(userId, request.body);
      return reply.status(created ? 201 : 200).send(answer);
    },
  );

  if (gateway instanceof SimulatorGateway) {
    app.post(
      '/payment/simulator/pay',
      {
        onRequest: customerOnly,
        schema: {
          tags,
          description:
            "The simulator's popup (only without Razorpay keys): success answers a payment id and " +
            'signature to send to /payment/verify; failure fails the order and gives its stock back.',
          body: simulatorPayBodySchema,
          response: { 200: simulatorPayResponseSchema, ...errors },
        },
      },
      async (request) => {
        const { userId } = currentCustomer(request);
        return service.simulatorPay(userId, request.body);
      },
    );
  }

  // The webhook's signature covers the exact bytes sent, so this route alone keeps the raw
  // JSON text: its own content-type parser, in a child context that nothing else shares.
  const webhook: FastifyPluginAsyncZod = async (hooks) => {
    hooks.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
      done(null, body);
    });
    hooks.post(
      '/payment/webhook',
      {
        schema: {
          tags,
          description:
            'Provider events (payment.captured, order.paid, payment.failed), signed with ' +
            'X-Razorpay-Signature over the raw body and de-duplicated by event id.',
          headers: z.object({
            'x-razorpay-signature': z.string().max(200).optional(),
            'x-razorpay-event-id': z.string().max(200).optional(),
          }),
          body: z.string(),
          response: { 200: paymentWebhookResponseSchema, 400: apiErrorSchema },
        },
      },
      async (request) => {
        const result = await service.webhook(
          request.body,
          request.headers['x-razorpay-signature'],
          request.headers['x-razorpay-event-id'],
        );
        return { isError: false as const, duplicate: result.duplicate };
      },
    );
  };
  await app.register(webhook);
};
