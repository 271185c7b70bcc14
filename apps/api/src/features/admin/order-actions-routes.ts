import {
  adminCollectBodySchema,
  adminOrderActionResponseSchema,
  adminOrderParamsSchema,
  adminPaymentParamsSchema,
  adminRefundBodySchema,
  adminStatusBodySchema,
  apiErrorSchema,
  refundDueAcceptBodySchema,
  refundDueActionResponseSchema,
  refundDueRefundBodySchema,
  refundDueResponseSchema,
} from '@storefront/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listRefundDue, type PaymentGateway } from '../payments';
import { auditActor } from './audit';
import { OrderActions } from './order-actions';
import { guarded, refusals, tags } from './route-schemas';

/**
 * Status moves, refunds, the pay on delivery balance and the refund_due queue (decision
 * 0028). Registered inside the secured context of routes.ts: staff only.
 */
export const orderActionRoutes: FastifyPluginAsyncZod<{ gateway: PaymentGateway }> = async (app, options) => {
  const { config, db } = app.deps;
  const actions = new OrderActions({ db, shopId: config.SHOP_ID, gateway: options.gateway, log: app.log });

  app.post(
    '/admin/orders/:id/status',
    {
      schema: {
        tags,
        description:
          'Moves the fulfilment status along the order lifecycle; Cancelled gives the stock back and refunds.',
        params: adminOrderParamsSchema,
        body: adminStatusBodySchema,
        response: { 200: adminOrderActionResponseSchema, ...refusals },
      },
    },
    async (request) => actions.move(auditActor(request), request.params.id, request.body),
  );

  app.post(
    '/admin/orders/:id/refund',
    {
      schema: {
        tags,
        description:
          'Refunds rupees of what was paid (all that is left by default); the same key twice is one refund.',
        params: adminOrderParamsSchema,
        body: adminRefundBodySchema,
        response: { 200: adminOrderActionResponseSchema, 502: apiErrorSchema, ...refusals },
      },
    },
    async (request) => actions.refund(auditActor(request), request.params.id, request.body),
  );

  app.post(
    '/admin/orders/:id/collect',
    {
      schema: {
        tags,
        description: 'Records the balance of a pay on delivery order as collected.',
        params: adminOrderParamsSchema,
        body: adminCollectBodySchema,
        response: { 200: adminOrderActionResponseSchema, ...refusals },
      },
    },
    async (request) => actions.collect(auditActor(request), request.params.id, request.body),
  );

  app.get(
    '/admin/payments/refund-due',
    {
      schema: {
        tags,
        description: 'Payments taken after their hold ran out (refund_due) with money left to decide on.',
        response: { 200: refundDueResponseSchema, ...guarded },
      },
    },
    async () => ({ items: await listRefundDue(db, config.SHOP_ID) }),
  );

  app.post(
    '/admin/payments/:id/refund',
    {
      schema: {
        tags,
        description: 'Refunds a refund_due payment in full.',
        params: adminPaymentParamsSchema,
        body: refundDueRefundBodySchema,
        response: { 200: refundDueActionResponseSchema, 502: apiErrorSchema, ...refusals },
      },
    },
    async (request) => actions.refundDue(auditActor(request), request.params.id, request.body),
  );

  app.post(
    '/admin/payments/:id/accept',
    {
      schema: {
        tags,
        description: 'Keeps a refund_due payment: the order takes its stock again and becomes a paid order.',
        params: adminPaymentParamsSchema,
        body: refundDueAcceptBodySchema,
        response: { 200: refundDueActionResponseSchema, ...refusals },
      },
    },
    async (request) => actions.acceptDue(auditActor(request), request.params.id, request.body),
  );
};
