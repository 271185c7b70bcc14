/**
 * The refund_due queue (decision 0028): money taken after its order's hold ran out, or
 * for stock or a coupon that was gone by then. Staff refund it, or keep it when the order
 * can still be served: the payment becomes `accepted` and the order a normal paid order.
 */
import { ORDER_ADMIN_MSG, paise, paiseToRupees, type RefundDueItem } from '@storefront/shared';
import type { Db, Tx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { retakeStock, type StockTx } from '../inventory';
import { queueOrderPlaced } from '../notifications';
import { type OrderRow, orderContact, orderStore, recordOrderEvent } from '../orders';
import * as refundRepo from './refund-repository';
import * as repo from './repository';

export async function listRefundDue(db: Db, shopId: string): Promise<RefundDueItem[]> {
  const rows = await refundRepo.listRefundDue(db, shopId);
  return rows.map(({ payment, order, heldPaise }) => ({
    paymentId: payment.id,
    orderId: order.id,
    receiptId: order.receiptId,
    ...orderContact(order),
    provider: payment.provider,
    providerPaymentId: payment.providerPaymentId,
    amount: paiseToRupees(paise(payment.amountPaise)),
    refunded: paiseToRupees(paise(heldPaise)),
    left: paiseToRupees(paise(payment.amountPaise - heldPaise)),
    paidAt: payment.paidAt?.toISOString() ?? null,
    paymentStatus: order.status,
    status: order.orderStatus,
  }));
}

/** The refund_due payment of this shop and its order, the order locked; 404 or 409 otherwise. */
export async function lockRefundDue(tx: Tx, shopId: string, paymentId: string) {
  const found = /^[0-9a-f-]{36}$/i.test(paymentId)
    ? await refundRepo.findShopPayment(tx, shopId, paymentId)
    : undefined;
  if (!found) throw AppError.notFound(ORDER_ADMIN_MSG.paymentNotFound);
  const order = await orderStore.lockOrder(tx, shopId, found.orderId);
  const [held] = await refundRepo.lockMoneyPayments(tx, found.orderId, paymentId);
  if (!order || held?.payment.status !== 'refund_due') throw AppError.conflict(ORDER_ADMIN_MSG.notRefundDue);
  return { order, payment: held.payment, heldPaise: held.heldPaise };
}

/**
 * Keeps a refund_due payment: its order takes its stock again and becomes paid (Success,
 * or Pay on delivery for an advance). Refused when any of it was refunded, the order is
 * cancelled or paid by another payment, or the stock is gone. Returns the order before.
 */
export async function acceptRefundDue(
  tx: StockTx,
  input: { shopId: string; paymentId: string; staffId: string | null; note?: string },
): Promise<{ before: OrderRow; orderId: string }> {
  const { shopId } = input;
  const { order, payment, heldPaise } = await lockRefundDue(tx, shopId, input.paymentId);
  if (heldPaise > 0) throw AppError.conflict(ORDER_ADMIN_MSG.acceptPartlyRefunded);
  if (order.orderStatus === 'Cancelled') throw AppError.conflict(ORDER_ADMIN_MSG.acceptCancelled);
  if (order.status === 'Success' || order.status === 'Pay on delivery') {
    throw AppError.conflict(ORDER_ADMIN_MSG.acceptOtherPaid);
  }
  if (order.stockReleased) {
    const shortage = await retakeStock(tx, shopId, await orderStore.listOrderLines(tx, order.id));
    if (shortage) throw AppError.conflict(ORDER_ADMIN_MSG.acceptNoStock(shortage));
  }
  const status = order.paymentMode === 'Pay on delivery' ? 'Pay on delivery' : 'Success';
  await repo.updatePayment(tx, payment.id, { status: 'accepted' });
  await repo.closeOpenPayments(tx, order.id, 'expired');
  await orderStore.updateOrder(tx, order.id, {
    status,
    stockReleased: false,
    // a priced quotation paid as an order (decision 0030)
    ...(order.quoteState === 'priced' ? { quoteState: 'ordered' } : {}),
  });
  await recordOrderEvent(tx, {
    shopId,
    orderId: order.id,
    actor: 'staff',
    staffId: input.staffId,
    kind: 'payment',
    fromStatus: order.status,
    toStatus: status,
    note: input.note ?? '',
    data: { payment: 'accepted', paymentId: payment.id },
  });
  // a new order for the shop and a confirmation for the customer, as if paid in time
  await queueOrderPlaced(tx, shopId, order.id);
  return { before: order, orderId: order.id };
}
