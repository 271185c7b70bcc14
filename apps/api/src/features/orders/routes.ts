import {
  invoiceResponseSchema,
  orderListResponseSchema,
  orderResponseSchema,
  userIdParamsSchema,
} from '@storefront/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { customerConflicts, customerErrors } from '../../lib/error-answers';
import { neverStoreAnswers } from '../../lib/http-cache';
import { assertSameUser, currentCustomer, customerOnly } from '../../plugins/auth';
import { customerInvoice } from './invoice';
import { renderInvoicePdf } from './invoice-pdf';
import { customerOrder, customerOrders } from './service';

const tags = ['orders'];

/** Any text up to a sane length: a malformed id is answered 404 by the lookup, never a cast error. */
const orderIdParamsSchema = z.object({ orderId: z.string().min(1).max(100) });

/** A customer's orders: the list and one order (docs/api.md). */
export const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config, db } = app.deps;
  const shopId = config.SHOP_ID;

  neverStoreAnswers(app);
  /** Reads the order the path names, of the token's customer only: another's is not found (404). */
  const readOwn = <T>(
    request: FastifyRequest,
    read: (db: Db, shopId: string, userId: string, orderId: string) => Promise<T>,
  ) => read(db, shopId, currentCustomer(request).userId, (request.params as { orderId: string }).orderId);

  // Static `/payment/order/...` wins over the parameter of `/payment/:userId` in the router,
  // and the POST routes of payments (summary, verify...) share no method with these.
  app.get(
    '/payment/order/:orderId',
    {
      onRequest: customerOnly,
      schema: {
        tags,
        description: "One of the customer's orders; another customer's order is not found.",
        params: orderIdParamsSchema,
        response: { 200: orderResponseSchema, ...customerErrors },
      },
    },
    async (request) => ({ isError: false as const, data: await readOwn(request, customerOrder) }),
  );

  app.get(
    '/payment/order/:orderId/invoice',
    {
      onRequest: customerOnly,
      schema: {
        tags,
        description:
          "The tax invoice of one of the customer's placed orders: HSN codes, taxable values and GST per rate.",
        params: orderIdParamsSchema,
        response: { 200: invoiceResponseSchema, ...customerConflicts },
      },
    },
    async (request) => ({ isError: false as const, data: await readOwn(request, customerInvoice) }),
  );

  app.get(
    '/payment/order/:orderId/invoice.pdf',
    {
      onRequest: customerOnly,
      schema: {
        tags,
        description: 'The same invoice as an A4 PDF download.',
        params: orderIdParamsSchema,
        response: { 200: z.unknown().describe('A PDF document (application/pdf)'), ...customerConflicts },
      },
    },
    async (request, reply) => {
      const invoice = await readOwn(request, customerInvoice);
      const pdf = await renderInvoicePdf(invoice);
      // the receipt id is letters, digits and a dash: safe in a header as it is
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="invoice-${invoice.order.receipt_id}.pdf"`)
        .send(Buffer.from(pdf));
    },
  );

  app.get(
    '/payment/:userId',
    {
      onRequest: customerOnly,
      schema: {
        tags,
        description: "The customer's orders, newest first.",
        params: userIdParamsSchema,
        response: { 200: orderListResponseSchema, ...customerErrors },
      },
    },
    async (request) => {
      const { userId } = assertSameUser(request, request.params.userId);
      return { isError: false as const, data: await customerOrders(db, shopId, userId) };
    },
  );
};
