/**
 * Notifications: what other features may use. A change that the customer or the shop
 * should hear about queues its notice in the same transaction as the change; the outbox
 * sends it after, with retries (decision 0029).
 *
 *   await db.transaction(async (tx) => {
 *     await tx.update(orders)...;
 *     await queueOrderNotice(tx, { shopId, orderId, notice: 'Shipped', key: event.id });
 *   });
 */
export type { NoticeData, OrderNotice } from './notice';
export { createOrderPush } from './push';
export { nudgeOutbox, onNoticeQueued, queueOrderNotice, queueOrderPlaced } from './queue';
export {
  MAX_ATTEMPTS,
  OUTBOX_BATCH,
  type OutboxTransports,
  type PassResult,
  type PushTransport,
  RETRY_DELAYS_MS,
  sendDue,
} from './sender';
export {
  listOutbox,
  listTemplates,
  previewTemplate,
  retryOutboxRow,
  staffPushState,
  subscribeStaffDevice,
  unsubscribeStaffDevice,
} from './service';
