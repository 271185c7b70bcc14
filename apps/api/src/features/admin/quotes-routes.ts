import {
  adminOrderParamsSchema,
  adminQuoteCloseBodySchema,
  adminQuoteMessageResponseSchema,
  adminQuotePriceBodySchema,
  adminQuoteResponseSchema,
  adminQuotesQuerySchema,
  adminQuotesResponseSchema,
  apiErrorSchema,
  QUOTE_ADMIN_MSG,
} from '@storefront/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditActor } from './audit';
import { closeQuote, listQuotes, priceQuote, quoteDetail } from './quotes-service';
import { guarded, refusals, tags } from './route-schemas';

/**
 * Quotation requests (decision 0030): list, one request, price it (the customer gets a pay
 * link) or close it. Registered inside the secured context of routes.ts: staff only.
 */
export const quoteRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config, db } = app.deps;
  const deps = { db, config };

  app.get(
    '/admin/quotes',
    {
      schema: {
        tags,
        description:
          'Quotation requests, newest first; filter by state, search receipt, name, e-mail, mobile.',
        querystring: adminQuotesQuerySchema,
        response: { 200: adminQuotesResponseSchema, 400: apiErrorSchema, ...guarded },
      },
    },
    async (request) => listQuotes(db, config.SHOP_ID, request.query),
  );

  app.get(
    '/admin/quotes/:id',
    {
      schema: {
        tags,
        params: adminOrderParamsSchema,
        response: { 200: adminQuoteResponseSchema, 404: apiErrorSchema, ...guarded },
      },
    },
    async (request) => ({ quote: await quoteDetail(deps, request.params.id) }),
  );

  app.post(
    '/admin/quotes/:id/price',
    {
      schema: {
        tags,
        description:
          'Sets unit prices (rupees), quantities, delivery and a note, and sends the customer a new pay link.',
        params: adminOrderParamsSchema,
        body: adminQuotePriceBodySchema,
        response: { 200: adminQuoteMessageResponseSchema, ...refusals },
      },
    },
    async (request) => ({
      message: QUOTE_ADMIN_MSG.priced,
      quote: await priceQuote(deps, auditActor(request), request.params.id, request.body),
    }),
  );

  app.post(
    '/admin/quotes/:id/close',
    {
      schema: {
        tags,
        description: 'Closes the quotation with a reason; it can no longer be paid.',
        params: adminOrderParamsSchema,
        body: adminQuoteCloseBodySchema,
        response: { 200: adminQuoteMessageResponseSchema, ...refusals },
      },
    },
    async (request) => ({
      message: QUOTE_ADMIN_MSG.closed,
      quote: await closeQuote(deps, auditActor(request), request.params.id, request.body.reason),
    }),
  );
};
