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
