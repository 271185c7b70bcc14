import { PAYMENT_HOLD_MINUTES } from '@storefront/shared';
import type { Db } from '../../db/client';
import { giveBackStock, type StockTx, stockTransaction } from '../inventory';
import { type OrderRow, orderStore, recordOrderEvent } from '../orders';
import * as repo from './repository';

const HOLD_MS = PAYMENT_HOLD_MINUTES * 60 * 1000;

export const holdExpired = (order: { createdAt: Date }, now: Date) =>
  order.createdAt.getTime() + HOLD_MS <= now.getTime();

/** Gives an order's stock back and closes its waiting payments; the caller holds the order lock. */
export async function failOrder(
  tx: StockTx,
  shopId: string,
  order: OrderRow,
  paymentStatus: 'failed' | 'expired',
) {
  await giveBackStock(tx, shopId, await orderStore.listOrderLines(tx, order.id));
  await orderStore.updateOrder(tx, order.id, { status: 'Failed', stockReleased: true });
  await repo.closeOpenPayments(tx, order.id, paymentStatus);
  await recordOrderEvent(tx, {
    shopId,
    orderId: order.id,
    actor: 'system',
    kind: 'payment',
    fromStatus: order.status,
    toStatus: 'Failed',
    data: { payment: paymentStatus },
  });
}

/**
 * Unpaid online orders whose hold (PAYMENT_HOLD_MINUTES) has run out at `now` become
 * Failed and give their stock back, each once (the order row is locked and re-checked, so
 * a payment completing at the same moment and a sweep in another process are safe).
 * Returns how many orders were released.
 */
export async function releaseExpiredHolds(db: Db, shopId: string, now: Date = new Date()): Promise<number> {
  const candidates = await orderStore.listExpiredHolds(db, shopId, new Date(now.getTime() - HOLD_MS));
  let released = 0;
  for (const { id } of candidates) {
    const done = await stockTransaction(db, async (tx) => {
      const order = await orderStore.lockOrder(tx, shopId, id);
      if (order?.status !== 'Pending' || order.stockReleased || !holdExpired(order, now)) return false;
      await failOrder(tx, shopId, order, 'expired');
      return true;
    });
    if (done) released += 1;
  }
  return released;
}
