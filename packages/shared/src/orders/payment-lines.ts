import { ORDER_BILL_MSG } from './messages';
import type { Order } from './schemas';

/** One money line of a placed order: its label, rupees, and a test id the page prefixes. */
export type PaymentLine = { label: string; amount: number; key: string };

/**
 * The pay-on-delivery lines of an order's bill (track page, invoice page and PDF): what was charged
 * online, which is the advance plus the delivery charge (`payable_now`, docs/api.md), then
 * the balance: to pay the courier, paid once the shop recorded it collected, and not asked
 * for at all once the order is cancelled or failed.
 */
export function onDeliveryLines(
  order: Pick<
    Order,
    'status' | 'payment_mode' | 'orderStatus' | 'payable_now' | 'remaining_amount' | 'balanceCollectedAt'
  >,
): PaymentLine[] {
  if (order.payment_mode !== 'Pay on delivery') return [];
  const lines: PaymentLine[] = [];
  // a pending or failed order took nothing online
  const paid = order.status === 'Pay on delivery' || order.status === 'Success';
  if (paid && order.payable_now > 0) {
    lines.push({ label: ORDER_BILL_MSG.paidOnline, amount: order.payable_now, key: 'paid-online' });
  }
  const balance = balanceState({ ...order, collected: Boolean(order.balanceCollectedAt) });
  if (order.remaining_amount > 0 && balance !== 'none') {
    lines.push({
      label: balance === 'collected' ? ORDER_BILL_MSG.paidOnDelivery : ORDER_BILL_MSG.toPayOnDelivery,
      amount: order.remaining_amount,
      key: 'on-delivery',
    });
  }
  return lines;
}

/**
 * What became of a pay-on-delivery balance: paid once the shop recorded it collected, else
 * still owed, unless the order was cancelled or failed, when nothing is asked for. The bill
 * lines here and the mails' summaries (notifications/queue.ts) both read it.
 */
export function balanceState(order: {
  status: string;
  orderStatus: string;
  collected: boolean;
}): 'owed' | 'collected' | 'none' {
  if (order.collected) return 'collected';
  return order.orderStatus === 'Cancelled' || order.status === 'Failed' ? 'none' : 'owed';
}

/** The refunds of an order as bill lines: confirmed, and asked but not yet confirmed. */
export function refundBillLines(order: Pick<Order, 'refundedAmount' | 'refundPendingAmount'>): PaymentLine[] {
  const lines: PaymentLine[] = [];
  const refunded = order.refundedAmount ?? 0;
  const pending = order.refundPendingAmount ?? 0;
  if (refunded > 0) lines.push({ label: ORDER_BILL_MSG.refunded, amount: refunded, key: 'refunded' });
  if (pending > 0)
    lines.push({ label: ORDER_BILL_MSG.refundOnItsWay, amount: pending, key: 'refund-pending' });
  return lines;
}
