import {
  ORDER_MSG,
  paymentWebhookResponseSchema,
  payRazorpayResponseSchema,
  shopIdParamsSchema,
  simulatorPayBodySchema,
  simulatorPayResponseSchema,
  verifyPaymentBodySchema,
  verifyPaymentResponseSchema,
} from '@storefront/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorAnswers } from '../../lib/error-answers';
import { neverStoreAnswers } from '../../lib/http-cache';
import { currentCustomer, customerOnly } from '../../plugins/auth';
import { limitBy } from '../../plugins/rate-limit';
import { assertServedShop } from '../../plugins/shop';
import { SimulatorGateway } from './gateway';
import { byCustomer, type PaymentSettings } from './options';
import { Settlement } from './settlement';
import { handleWebhook } from './webhooks';

const errors = errorAnswers(400, 401, 403, 404, 409, 429);
const tags = ['payments'];

/**
 * Settling payments (docs/api.md): the public key, verification, the simulator's popup
 * and provider webhooks. Placing orders is checkout's.
 */
export const paymentRoutes: FastifyPluginAsyncZod<PaymentSettings> = async (app, { gateway, limits }) => {
  const { config, db } = app.deps;
  const shopId = config.SHOP_ID;
  neverStoreAnswers(app);
  const settlement = new Settlement({ db, shopId, gateway, log: app.log });
  // Verify and the simulator's popup share one allowance per customer.
  const verifyLimit = limitBy(app, 'payment-verify', limits.verifyPerUser, byCustomer);

  app.get(
    '/pay-razorpay/:shopId',
    {
      schema: {
        tags,
        description: 'The payment key id and provider for the checkout popup. Never the secret.',
        params: shopIdParamsSchema,
        response: { 200: payRazorpayResponseSchema, ...errorAnswers(404) },
      },
    },
    async (request) => {
      assertServedShop(shopId, request.params.shopId);
      return { isError: false as const, key_id: gateway.keyId, provider: gateway.provider };
    },
  );

  app.post(
    '/payment/verify',
    {
      onRequest: customerOnly,
      preHandler: verifyLimit,
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
      const { orderId } = await settlement.verify(userId, request.body);
      return { success: true as const, msg: ORDER_MSG.paymentSuccessful, order_id: orderId };
    },
  );

  if (gateway instanceof SimulatorGateway) {
    app.post(
      '/payment/simulator/pay',
      {
        onRequest: customerOnly,
        preHandler: verifyLimit,
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
        return settlement.simulatorPay(userId, request.body);
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
          response: { 200: paymentWebhookResponseSchema, ...errorAnswers(400) },
        },
      },
      async (request) => {
        const result = await handleWebhook(
          settlement,
          { db, shopId },
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
