import {
  adminLiveOrdersQuerySchema,
  adminLiveOrdersResponseSchema,
  adminNotificationPreviewParamsSchema,
  adminNotificationPreviewQuerySchema,
  adminNotificationPreviewResponseSchema,
  adminNotificationTemplatesResponseSchema,
  adminOutboxItemParamsSchema,
  adminOutboxQuerySchema,
  adminOutboxResponseSchema,
  adminOutboxRetryResponseSchema,
  adminPushBodySchema,
  adminPushDeleteQuerySchema,
  adminPushResponseSchema,
  adminPushStateResponseSchema,
  apiErrorSchema,
  NOTIFICATIONS_MSG,
} from '@storefront/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  listOutbox,
  listTemplates,
  nudgeOutbox,
  previewTemplate,
  retryOutboxRow,
  staffPushState,
  subscribeStaffDevice,
  unsubscribeStaffDevice,
} from '../notifications';
import { auditActor, recordAudit } from './audit';
import { currentStaff } from './guard';
import { liveOrders } from './live-orders';
import { guarded, tags } from './route-schemas';

/**
 * The console's notifications: template previews, the outbox, staff devices told of new
 * orders, and the live count of new orders. Registered inside the secured context of
 * routes.ts, so every route here requires a staff token.
 */
export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config, db } = app.deps;
  const shopId = config.SHOP_ID;

  app.get(
    '/admin/notifications/templates',
    { schema: { tags, response: { 200: adminNotificationTemplatesResponseSchema, ...guarded } } },
    async () => ({ templates: listTemplates(config) }),
  );

  app.get(
    '/admin/notifications/preview/:template',
    {
      schema: {
        tags,
        description:
          'The template rendered with a sample order: its subject, and the mail as HTML or plain text.',
        params: adminNotificationPreviewParamsSchema,
        querystring: adminNotificationPreviewQuerySchema,
        response: { 200: adminNotificationPreviewResponseSchema, 400: apiErrorSchema, ...guarded },
      },
    },
    async (request) => previewTemplate(config, request.params.template, request.query.format),
  );

  app.get(
    '/admin/notifications/outbox',
    {
      schema: {
        tags,
        description: 'Mails and pushes, newest first: status, attempts, the last error.',
        querystring: adminOutboxQuerySchema,
        response: { 200: adminOutboxResponseSchema, 400: apiErrorSchema, ...guarded },
      },
    },
    async (request) => listOutbox(db, shopId, request.query),
  );

  app.post(
    '/admin/notifications/outbox/:id/retry',
    {
      schema: {
        tags,
        description:
          'Sends a failed or waiting message again now, with a fresh schedule of attempts. Audited.',
        params: adminOutboxItemParamsSchema,
        response: {
          200: adminOutboxRetryResponseSchema,
          400: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
          ...guarded,
        },
      },
    },
    async (request) => {
      const actor = auditActor(request);
      const { after } = await db.transaction(async (tx) => {
        const change = await retryOutboxRow(tx, shopId, request.params.id);
        await recordAudit(tx, actor, {
          action: 'notification.retry',
          entity: 'notification',
          entityId: request.params.id,
          before: change.before,
          after: change.after,
        });
        return change;
      });
      nudgeOutbox();
      return { message: NOTIFICATIONS_MSG.retryQueued, item: after };
    },
  );

  app.get(
    '/admin/push',
    {
      schema: {
        tags,
        description: "Whether push is on, its VAPID public key, and the signed-in staff member's devices.",
        response: { 200: adminPushStateResponseSchema, ...guarded },
      },
    },
    async (request) => staffPushState(db, config, currentStaff(request).staffId),
  );

  app.post(
    '/admin/push',
    {
      schema: {
        tags,
        description: 'Tells this browser (a PushSubscription) of every new order. Audited.',
        body: adminPushBodySchema,
        response: { 200: adminPushResponseSchema, 400: apiErrorSchema, 409: apiErrorSchema, ...guarded },
      },
    },
    async (request) => {
      const actor = auditActor(request);
      const devices = await db.transaction(async (tx) => {
        const count = await subscribeStaffDevice(tx, config, actor.staffId!, request.body.subscription);
        await recordAudit(tx, actor, {
          action: 'push.subscribed',
          entity: 'staff',
          entityId: actor.staffId!,
          after: { endpointHost: new URL(request.body.subscription.endpoint).host, devices: count },
        });
        return count;
      });
      return { message: NOTIFICATIONS_MSG.pushSaved, devices };
    },
  );

  app.delete(
    '/admin/push',
    {
      schema: {
        tags,
        description: 'Stops telling one device (by endpoint), or all of them, of new orders. Audited.',
        querystring: adminPushDeleteQuerySchema,
        response: { 200: adminPushResponseSchema, 400: apiErrorSchema, ...guarded },
      },
    },
    async (request) => {
      const actor = auditActor(request);
      const result = await db.transaction(async (tx) => {
        const outcome = await unsubscribeStaffDevice(tx, shopId, actor.staffId!, request.query.endpoint);
        if (outcome.removed > 0) {
          await recordAudit(tx, actor, {
            action: 'push.unsubscribed',
            entity: 'staff',
            entityId: actor.staffId!,
            after: { removed: outcome.removed, devices: outcome.left },
          });
        }
        return outcome;
      });
      return { message: NOTIFICATIONS_MSG.pushRemoved, devices: result.left };
    },
  );

  app.get(
    '/admin/orders/live',
    {
      schema: {
        tags,
        description: 'How many orders were placed (or paid) after `since`, and the newest of them.',
        querystring: adminLiveOrdersQuerySchema,
        response: { 200: adminLiveOrdersResponseSchema, 400: apiErrorSchema, ...guarded },
      },
    },
    async (request) => liveOrders(db, shopId, new Date(request.query.since)),
  );
};
