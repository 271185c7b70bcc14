/**
 * Notifications: what other features may use. A change that the customer or the shop
 * should hear about queues its notice in the same transaction as the change; the outbox
 * sends it after, with retries (decision 0028).
 */
import type { Db, Tx } from '../../db/client';

/** Order events the customer (and for `placed`, the shop) is told of. */
export type OrderNotice =
  | 'placed'
  | 'Shipped'
  | 'Out for delivery'
  | 'Delivered'
  | 'Cancelled'
  | 'Refunded'
  | 'quote-priced';

/**
 * Queues the mails and pushes for one order event. `key` makes it once-only (a status
 * move's event id, a refund's id); queuing the same notice and key again does nothing.
 */
export async function queueOrderNotice(
  _exec: Db | Tx,
  _input: { shopId: string; orderId: string; notice: OrderNotice; key: string; data?: Record<string, unknown> },
): Promise<void> {
  // Filled in by the notifications work (outbox, templates); callers already call it.
}
