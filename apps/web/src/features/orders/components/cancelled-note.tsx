import { CANCELLED_ORDER_MSG, formatOrderDate, formatRupees, type Order } from '@storefront/shared';
import { Ban } from 'lucide-react';

export const isCancelled = (order: Pick<Order, 'orderStatus'>) => order.orderStatus === 'Cancelled';

export const hasRefund = (order: Pick<Order, 'refundedAmount' | 'refundPendingAmount'>) =>
  (order.refundedAmount ?? 0) > 0 || (order.refundPendingAmount ?? 0) > 0;

/** The refund lines of an order, if any was made: confirmed, and still on its way. */
export function RefundLines({ order }: { order: Pick<Order, 'refundedAmount' | 'refundPendingAmount'> }) {
  const refunded = order.refundedAmount ?? 0;
  const pending = order.refundPendingAmount ?? 0;
  if (!hasRefund(order)) return null;
  return (
    <>
      {refunded > 0 ? (
        <span className="block font-semibold text-emerald-800" data-testid="order-refunded">
          {CANCELLED_ORDER_MSG.refunded(formatRupees(refunded))}
        </span>
      ) : null}
      {pending > 0 ? (
        <span className="block text-plum-800" data-testid="order-refund-pending">
          {CANCELLED_ORDER_MSG.refundOnItsWay(formatRupees(pending))}
        </span>
      ) : null}
    </>
  );
}

/** A cancelled order says so, when, and what was refunded; it has no delivery to wait for. */
export function CancelledNote({
  order,
}: {
  order: Pick<Order, 'cancelledAt' | 'refundedAmount' | 'refundPendingAmount'>;
}) {
  return (
    <p className="mb-3 flex items-start gap-2 text-sm text-plum-900" data-testid="order-cancelled">
      <Ban className="mt-0.5 size-4 shrink-0 text-sale" aria-hidden="true" />
      <span>
        <span className="block font-medium">
          {order.cancelledAt
            ? CANCELLED_ORDER_MSG.cancelledOn(formatOrderDate(order.cancelledAt))
            : CANCELLED_ORDER_MSG.cancelled}
        </span>
        <RefundLines order={order} />
      </span>
    </p>
  );
}

/** The badge that takes the place of Track Order on a cancelled order's card. */
export function CancelledBadge() {
  return (
    <span
      className="inline-flex items-center gap-1.5 rounded-full bg-sale/10 px-3 py-1 text-xs font-semibold text-sale"
      data-testid="order-badge"
    >
      <Ban className="size-3.5" aria-hidden="true" /> {CANCELLED_ORDER_MSG.badge}
    </span>
  );
}
