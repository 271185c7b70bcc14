import { z } from 'zod';
import { writeAnswer } from '../common/answers';
import { pageOf } from '../common/paging';
import { pushConfigResponseSchema } from '../content/schemas';
import { notFoundMsg } from '../messages';
import { consoleId, consolePaging } from './form-fields';
import { ADMIN_ORDERS_MAX_PAGE_SIZE, ADMIN_ORDERS_PAGE_SIZE } from './schemas';

/*
 * The console's notifications: the e-mail templates and their previews, the outbox of mails
 * and pushes, staff devices told of new orders, and the live count of new orders.
 */

/** Every mail the shop sends about an order; the names are the outbox's `template` values. */
export const NOTIFICATION_TEMPLATES = [
  'order-placed',
  'order-shipped',
  'order-out-for-delivery',
  'order-delivered',
  'order-cancelled',
  'order-refunded',
  'quote-priced',
  'quote-closed',
  'shop-new-order',
] as const;
export type NotificationTemplate = (typeof NOTIFICATION_TEMPLATES)[number];
const templateName = z.enum(NOTIFICATION_TEMPLATES);
/** A mail's preview as the mail client shows it, or as its plain-text part. */
const previewFormat = z.enum(['html', 'text']);

export const OUTBOX_STATUSES = ['pending', 'sent', 'failed'] as const;
export const OUTBOX_CHANNELS = ['email', 'push'] as const;

/** How often the console asks for new orders, and so how late a new order's toast can be. */
export const LIVE_ORDERS_POLL_MS = 15_000;
/** How many of the newest orders the live answer lists. */
export const LIVE_ORDERS_LATEST = 10;

export const NOTIFICATIONS_MSG = {
  outboxNotFound: notFoundMsg('Notification'),
  outboxAlreadySent: 'This notification has already been sent',
  retryQueued: 'The notification will be sent again in a moment',
  pushOff: 'Push notifications are not set up for this shop',
  pushSaved: 'This device will be told of new orders',
  pushRemoved: 'This device will no longer be told of new orders',
  badSubscription: 'Not a push subscription of a browser',
  badSince: 'Give the time as an ISO date and time',
  newOrderToast: (receiptId: string) => `New order #${receiptId}`,
} as const;

// ---- templates and previews ----

export const notificationTemplateSchema = z.object({
  name: templateName,
  /** Who receives it: the customer or the shop. */
  audience: z.enum(['customer', 'shop']),
  /** The subject as the sample order makes it. */
  subject: z.string(),
  description: z.string(),
});
export type NotificationTemplateInfo = z.infer<typeof notificationTemplateSchema>;
export const adminNotificationTemplatesResponseSchema = z.object({
  templates: z.array(notificationTemplateSchema),
});
export type AdminNotificationTemplatesResponse = z.infer<typeof adminNotificationTemplatesResponseSchema>;

export const adminNotificationPreviewParamsSchema = z.object({ template: templateName });
export const adminNotificationPreviewQuerySchema = z.object({ format: previewFormat.default('html') });
/** JSON, so the console reads it like any answer; `body` is the whole mail in the chosen format. */
export const adminNotificationPreviewResponseSchema = z.object({
  template: templateName,
  format: previewFormat,
  subject: z.string(),
  body: z.string(),
});
export type AdminNotificationPreview = z.infer<typeof adminNotificationPreviewResponseSchema>;

// ---- the outbox ----

export const adminOutboxQuerySchema = z.object({
  status: z.enum(OUTBOX_STATUSES).optional(),
  ...consolePaging(ADMIN_ORDERS_PAGE_SIZE, ADMIN_ORDERS_MAX_PAGE_SIZE),
});
export type AdminOutboxQuery = z.infer<typeof adminOutboxQuerySchema>;

export const outboxItemSchema = z.object({
  id: z.string(),
  channel: z.enum(OUTBOX_CHANNELS),
  /** An e-mail address; for a push, the customer's or staff member's id. */
  recipient: z.string(),
  template: z.string(),
  /** The order's receipt id, when the message is about an order. */
  receiptId: z.string().nullable(),
  status: z.enum(OUTBOX_STATUSES),
  attempts: z.number().int(),
  nextAttemptAt: z.string(),
  lastError: z.string().nullable(),
  sentAt: z.string().nullable(),
  createdAt: z.string(),
});
export type OutboxItem = z.infer<typeof outboxItemSchema>;
export const adminOutboxResponseSchema = pageOf(outboxItemSchema);
export type AdminOutboxResponse = z.infer<typeof adminOutboxResponseSchema>;
export const adminOutboxItemParamsSchema = z.object({ id: consoleId });
export const adminOutboxRetryResponseSchema = writeAnswer('item', outboxItemSchema);

// ---- staff Web Push ----

/** A browser's PushSubscription as `JSON.stringify(subscription)` gives it. */
export const pushSubscriptionSchema = z.object({
  endpoint: z.string().url({ message: NOTIFICATIONS_MSG.badSubscription }).max(2000),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({
    p256dh: z.string().min(1, { message: NOTIFICATIONS_MSG.badSubscription }).max(200),
    auth: z.string().min(1, { message: NOTIFICATIONS_MSG.badSubscription }).max(100),
  }),
});
export const adminPushBodySchema = z.object({ subscription: pushSubscriptionSchema });
export const adminPushDeleteQuerySchema = z.object({
  /** One device; without it every device of the signed-in staff member is let go. */
  endpoint: z.string().url({ message: NOTIFICATIONS_MSG.badSubscription }).max(2000).optional(),
});
/** The storefront's push set-up, and how many devices of the signed-in staff member are subscribed. */
export const adminPushStateResponseSchema = pushConfigResponseSchema.extend({ devices: z.number().int() });
export type AdminPushState = z.infer<typeof adminPushStateResponseSchema>;
export const adminPushResponseSchema = z.object({ message: z.string(), devices: z.number().int() });

// ---- live count of new orders ----

export const adminLiveOrdersQuerySchema = z.object({
  since: z.iso.datetime({ offset: true, message: NOTIFICATIONS_MSG.badSince }),
});
export const liveOrderSchema = z.object({
  id: z.string(),
  receiptId: z.string(),
  /** Rupees: what the order comes to, delivery included. */
  total: z.number(),
  createdAt: z.string(),
});
export type LiveOrder = z.infer<typeof liveOrderSchema>;
export const adminLiveOrdersResponseSchema = z.object({
  count: z.number().int(),
  /** The newest of them, newest first (at most LIVE_ORDERS_LATEST). */
  latest: z.array(liveOrderSchema),
});
export type AdminLiveOrdersResponse = z.infer<typeof adminLiveOrdersResponseSchema>;
