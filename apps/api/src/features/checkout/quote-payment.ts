import {
  apiErrorSchema,
  customerQuoteResponseSchema,
  placeOrderResponseSchema,
  quotePayBodySchema,
  quoteTokenParamsSchema,
} from '@storefront/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentCustomer, customerOnly } from '../../plugins/auth';
import { limitBy } from '../../plugins/rate-limit';
import { byCustomer, type PaymentLimits } from '../payments';
import type { Checkout } from './placing';
import { QuotePayment } from './quote-paying';

const tags = ['payments'];
const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
  429: apiErrorSchema,
};

/**
 * The customer's side of a priced quotation (decision 0030): read it and pay it as a normal
 * online order. Only the customer who asked for it may: the token alone answers 404.
 * Registered by checkout's routes, whose hook makes every answer no-store.
 */
export const quotePaymentRoutes: FastifyPluginAsyncZod<{
  checkout: Checkout;
  limits: PaymentLimits;
}> = async (app, { checkout, limits }) => {
  const quotes = new QuotePayment(checkout);
  // Starting a payment takes stock: it counts against the same allowance as placing orders.
  const payLimit = limitBy(app, 'quote-pay', limits.placePerUser, byCustomer);

  app.get(
    '/quotes/:token',
    {
      onRequest: customerOnly,
      schema: {
        tags,
        description: "The signed-in customer's priced quotation behind a pay link.",
        params: quoteTokenParamsSchema,
        response: { 200: customerQuoteResponseSchema, ...errors },
      },
    },
    async (request) => ({
      isError: false as const,
      data: await quotes.view(currentCustomer(request).userId, request.params.token),
    }),
  );

  app.post(
    '/quotes/:token/pay',
    {
      onRequest: customerOnly,
      preHandler: payLimit,
      schema: {
        tags,
        description:
          'Turns the priced quotation into an online order: takes its stock, holds it as any unpaid ' +
          'order and answers the provider order for the payment popup (as POST /payment). Asked ' +
          'again while that payment is open, it answers the same one.',
        params: quoteTokenParamsSchema,
        body: quotePayBodySchema,
        response: { 200: placeOrderResponseSchema, 502: apiErrorSchema, ...errors },
      },
    },
    async (request) => quotes.pay(currentCustomer(request).userId, request.params.token, request.body),
  );
};
