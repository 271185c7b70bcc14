import type { FulfilmentStatus, OrderStatus } from './schemas';

/**
 * The order lifecycle in one place (docs/api.md, "Order lifecycle"). Two states are kept
 * apart: the payment state (`status`: Pending, Success, Pay on delivery, Quote, Failed) is
 * set by checkout and the gateway; the fulfilment state (`orderStatus`) is moved by staff
 * along the moves below. The database's CHECK constraints hold the same values.
 */
export const FULFILMENT_MOVES: Readonly<Record<FulfilmentStatus, readonly FulfilmentStatus[]>> = {
  Pending: ['Processing', 'Packed', 'Shipped', 'Cancelled'],
  Processing: ['Packed', 'Shipped', 'Cancelled'],
  Packed: ['Shipped', 'Cancelled'],
  // A parcel the courier brings back (refused, nobody home) is cancelled from here.
  Shipped: ['Out for delivery', 'Delivered', 'Cancelled'],
  'Out for delivery': ['Delivered', 'Shipped', 'Cancelled'],
  Delivered: [],
  Cancelled: [],
};

/** Payment states whose orders the shop may fulfil: paid, or to be paid on delivery. */
const FULFILLABLE_PAYMENT: readonly OrderStatus[] = ['Success', 'Pay on delivery'];

export type MoveRefusal = 'same' | 'not-allowed' | 'not-fulfillable';

/**
 * Whether staff may move an order from `from` to `to`, given its payment state; the reason
 * when not. An unpaid, failed or quotation order can only be cancelled.
 */
export function checkFulfilmentMove(
  paymentStatus: OrderStatus,
  from: FulfilmentStatus,
  to: FulfilmentStatus,
): MoveRefusal | null {
  if (from === to) return 'same';
  if (!FULFILMENT_MOVES[from].includes(to)) return 'not-allowed';
  if (to !== 'Cancelled' && !FULFILLABLE_PAYMENT.includes(paymentStatus)) return 'not-fulfillable';
  return null;
}

/** The moves offered on an order's page in the console. */
export function nextFulfilmentStatuses(
  paymentStatus: OrderStatus,
  from: FulfilmentStatus,
): FulfilmentStatus[] {
  return FULFILMENT_MOVES[from].filter((to) => checkFulfilmentMove(paymentStatus, from, to) === null);
}

export const isFinalFulfilment = (status: FulfilmentStatus) => FULFILMENT_MOVES[status].length === 0;

/** Statuses whose change the customer is told of by e-mail and push. */
export const CUSTOMER_NOTIFIED_STATUSES: readonly FulfilmentStatus[] = [
  'Shipped',
  'Out for delivery',
  'Delivered',
  'Cancelled',
];

/** Who made a change on an order's timeline. */
export const ORDER_EVENT_ACTORS = ['staff', 'customer', 'system'] as const;
export type OrderEventActor = (typeof ORDER_EVENT_ACTORS)[number];

/** A refund is asked (pending), then confirmed (processed) or refused (failed) by the gateway. */
export const REFUND_STATUSES = ['pending', 'processed', 'failed'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

/** Payment rows that took the customer's money: paid, paid too late (refund_due), kept by staff. */
export const MONEY_TAKEN_PAYMENT_STATUSES = ['paid', 'refund_due', 'accepted'] as const;

/** A failed refund gave nothing back, so its amount may be refunded again. */
export const refundHoldsAmount = (status: RefundStatus) => status !== 'failed';

export const REFUND_STATES = ['none', 'partial', 'full'] as const;
export type RefundState = (typeof REFUND_STATES)[number];

/** Whether an order's online payments were refunded in part or in whole (paise in, paise out). */
export function refundState(paidPaise: number, refundedPaise: number): RefundState {
  if (refundedPaise <= 0) return 'none';
  return refundedPaise >= paidPaise ? 'full' : 'partial';
}

/**
 * Splits a refund over an order's payments, oldest first, each giving at most what it has
 * left. Returns the parts (zero parts dropped); their sum is less than `amount` only when
 * the payments together have less left.
 */
export function splitRefund<T extends { leftPaise: number }>(
  payments: readonly T[],
  amountPaise: number,
): { payment: T; amountPaise: number }[] {
  const parts: { payment: T; amountPaise: number }[] = [];
  let rest = amountPaise;
  for (const payment of payments) {
    if (rest <= 0) break;
    const part = Math.min(rest, Math.max(0, payment.leftPaise));
    if (part > 0) parts.push({ payment, amountPaise: part });
    rest -= part;
  }
  return parts;
}

/** What a shopper reads about a cancelled order and its refund (orders tab, track page). */
export const CANCELLED_ORDER_MSG = {
  badge: 'Cancelled',
  cancelledOn: (date: string) => `Cancelled on ${date}`,
  cancelled: 'This order was cancelled.',
  refunded: (amount: string) => `Refunded ${amount}`,
  refundOnItsWay: (amount: string) => `Refund of ${amount} on its way to your payment method`,
} as const;

/**
 * The payment states of a placed order: paid online, or pay on delivery (the goods are going
 * out). Orders awaiting payment, failed ones and quotation requests are not sales.
 */
export const SALE_PAYMENT_STATUSES = ['Success', 'Pay on delivery'] as const satisfies readonly OrderStatus[];

/**
 * A sale: placed and not cancelled. It has a tax invoice, counts on the dashboard and carries
 * its GST in the sales register; a cancelled order supplied nothing.
 */
export const isSale = (order: { status: string; orderStatus: string }) =>
  (SALE_PAYMENT_STATUSES as readonly string[]).includes(order.status) && order.orderStatus !== 'Cancelled';
