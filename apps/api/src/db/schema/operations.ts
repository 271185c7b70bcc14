import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { entryColumns, ownerId, shopTable, timestamptz } from './columns';
import { orders, payments } from './commerce';

/**
 * The running of the shop after an order is placed: its timeline, refunds, the mails and
 * pushes it causes, and every change of stock. Decision 0028.
 */

/**
 * Every change to an order, oldest first: who (a staff member, the customer, the system),
 * what (a status move, a payment, a refund, a note, a notification) and when. The order's
 * page in the console shows it as the timeline.
 */
export const orderEvents = pgTable(
  'order_events',
  {
    ...entryColumns,
    orderId: ownerId('order_id', () => orders.id),
    /** No foreign key: the timeline outlives a removed staff member. */
    staffId: uuid('staff_id'),
    /** staff, customer or system */
    actor: text('actor').notNull(),
    /** status, payment, refund, note, notification, quote */
    kind: text('kind').notNull(),
    fromStatus: text('from_status'),
    toStatus: text('to_status'),
    note: text('note').notNull().default(''),
    data: jsonb('data').$type<Record<string, unknown> | null>(),
  },
  (t) => [
    index('order_events_order_idx').on(t.orderId, t.createdAt),
    check('order_events_actor_check', sql`${t.actor} in ('staff', 'customer', 'system')`),
  ],
);

/**
 * Money sent back for one payment. The sum of a payment's refunds that have not failed never
 * exceeds what it took: the refund is written under a lock on the payment row.
 */
export const refunds = shopTable(
  'refunds',
  {
    paymentId: ownerId('payment_id', () => payments.id),
    orderId: ownerId('order_id', () => orders.id),
    /** razorpay or simulator, as the payment */
    provider: text('provider').notNull(),
    /** The gateway's refund id (rfnd_…); null until the gateway has answered. */
    providerRefundId: text('provider_refund_id'),
    amountPaise: integer('amount_paise').notNull(),
    /** pending (asked, not yet confirmed), processed, failed */
    status: text('status').notNull().default('pending'),
    /** The caller's key: the same key twice makes one refund. */
    idempotencyKey: text('idempotency_key').notNull(),
    staffId: uuid('staff_id'),
    reason: text('reason').notNull().default(''),
    processedAt: timestamptz('processed_at'),
    failureReason: text('failure_reason'),
  },
  (t) => [
    uniqueIndex('refunds_idempotency_uq').on(t.shopId, t.idempotencyKey),
    uniqueIndex('refunds_provider_refund_uq').on(t.provider, t.providerRefundId),
    index('refunds_order_idx').on(t.orderId),
    check('refunds_amount_positive', sql`${t.amountPaise} > 0`),
    check('refunds_status_check', sql`${t.status} in ('pending', 'processed', 'failed')`),
  ],
);

/**
 * Mails and pushes waiting to go out. A message is written in the same transaction as the
 * change that causes it and sent after, with retries, so a mail server outage delays it
 * and loses nothing. The dedupe key makes one message per order event.
 */
export const notificationOutbox = shopTable(
  'notification_outbox',
  {
    /** email or push */
    channel: text('channel').notNull(),
    /** An e-mail address, or a user id / staff id for push. */
    recipient: text('recipient').notNull(),
    /** The template's name, e.g. order-placed, order-shipped, shop-new-order. */
    template: text('template').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    dedupeKey: text('dedupe_key').notNull(),
    /** pending, sent, failed (gave up after the last attempt) */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamptz('next_attempt_at').notNull().defaultNow(),
    lastError: text('last_error'),
    sentAt: timestamptz('sent_at'),
  },
  (t) => [
    uniqueIndex('notification_outbox_dedupe_uq').on(t.shopId, t.dedupeKey),
    index('notification_outbox_due_idx').on(t.status, t.nextAttemptAt),
    check('notification_outbox_channel_check', sql`${t.channel} in ('email', 'push')`),
    check('notification_outbox_status_check', sql`${t.status} in ('pending', 'sent', 'failed')`),
  ],
);

/** Staff browsers that asked to be told of new orders (Web Push). */
export const staffPushSubscriptions = shopTable(
  'staff_push_subscriptions',
  {
    staffId: uuid('staff_id').notNull(),
    /** The browser's PushSubscription as JSON. */
    subscription: text('subscription').notNull(),
  },
  (t) => [uniqueIndex('staff_push_subscription_uq').on(t.shopId, t.subscription)],
);

/**
 * Every change of a product's or variation's stock, with why: an order took it, a failed
 * payment, a cancellation or a refund gave it back, or staff set it by hand. Written by the
 * inventory feature, the only code that changes stock.
 */
export const stockMovements = pgTable(
  'stock_movements',
  {
    ...entryColumns,
    productId: uuid('product_id').notNull(),
    variationId: uuid('variation_id'),
    sku: text('sku').notNull(),
    /** Units added (positive) or taken (negative). */
    delta: integer('delta').notNull(),
    /** order, released (payment failed or expired), retaken, cancelled, manual, import */
    reason: text('reason').notNull(),
    orderId: uuid('order_id'),
    staffId: uuid('staff_id'),
    note: text('note').notNull().default(''),
  },
  (t) => [index('stock_movements_product_idx').on(t.shopId, t.productId, t.createdAt)],
);
