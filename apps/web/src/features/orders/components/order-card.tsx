import {
  estimatedDeliveryWindow,
  formatDeliveryDate,
  formatOrderDate,
  formatRupees,
  ORDER_MSG,
  type Order,
  orderCardAction,
  QUOTE_MSG,
} from '@storefront/shared';
import { CircleAlert, Clock, PackageCheck, Truck } from 'lucide-react';
import { Link } from 'react-router';
import { CancelledBadge, CancelledNote, hasRefund, isCancelled, RefundLines } from './cancelled-note';
import { OrderLines } from './order-lines';

/** The delivery line of an order card (docs/api.md). */
export function deliveryLine(
  order: Pick<Order, 'delivered' | 'deliveredAt' | 'createdAt' | 'cart_products'>,
) {
  if (order.delivered) {
    return order.deliveredAt ? `Delivered on ${formatOrderDate(order.deliveredAt)}` : 'Delivered';
  }
  const window = estimatedDeliveryWindow(
    new Date(order.createdAt),
    order.cart_products.map((item) => item.delivery_days),
  );
  return window
    ? `Estimated delivery between ${formatDeliveryDate(window.from)} to ${formatDeliveryDate(window.to)}`
    : ORDER_MSG.deliveryEstimateNotAvailable;
}

/**
 * One order in My Account: total, order id (receipt_id), date, the action its status allows
 * (Track Order, nothing for a quotation, a Failed badge, or Payment pending while the
 * server still holds an unpaid order), the delivery line and the items.
 */
export function OrderCard({ order }: { order: Order }) {
  const action = orderCardAction(order.status);
  // a quotation request has no price agreed yet: its figure is the cart's, before delivery
  // a priced one stays payable from here after a payment attempt failed or lapsed
  const quote = order.status === 'Quote' || order.quote?.state === 'priced';
  return (
    <article
      className="overflow-hidden rounded-2xl border border-ivory-300 bg-ivory-50 shadow-sm"
      data-testid="order-card"
      data-status={order.status}
      aria-label={`Order ${order.receipt_id}`}
    >
      <header className="flex flex-wrap items-start justify-between gap-3 border-b border-ivory-300 bg-ivory-200/60 px-4 py-3 sm:px-5">
        <dl className="grid grid-cols-2 gap-x-6 gap-y-1 text-sm sm:flex sm:gap-8">
          <div>
            <dt className="text-xs tracking-wide text-plum-700 uppercase">
              {/* once priced the figure is the shop's price, delivery included */}
              {order.quote?.state === 'requested' ? 'Estimated total' : 'Total'}
            </dt>
            <dd className="font-semibold text-gold-700" data-testid="order-total">
              {formatRupees(order.totalAmountbeforePay)}
            </dd>
          </div>
          <div>
            <dt className="text-xs tracking-wide text-plum-700 uppercase">Order date</dt>
            <dd className="font-medium text-plum-900" data-testid="order-date">
              {formatOrderDate(order.createdAt)}
            </dd>
          </div>
          <div className="col-span-2">
            <dt className="text-xs tracking-wide text-plum-700 uppercase">Order ID</dt>
            <dd className="font-medium break-all text-plum-900" data-testid="order-receipt">
              {order.receipt_id}
            </dd>
          </div>
        </dl>
        {isCancelled(order) ? (
          <CancelledBadge />
        ) : (
          <OrderAction action={action} orderId={order.order_id} receiptId={order.receipt_id} />
        )}
      </header>
      <div className="px-4 py-4 sm:px-5">
        {isCancelled(order) ? <CancelledNote order={order} /> : null}
        {!isCancelled(order) && hasRefund(order) ? (
          <p className="mb-3 text-sm">
            <RefundLines order={order} />
          </p>
        ) : null}
        {action === 'track' && !isCancelled(order) ? (
          <p
            className="mb-3 flex items-center gap-2 text-sm font-medium text-plum-900"
            data-testid="order-delivery"
          >
            {order.delivered ? (
              <PackageCheck className="size-4 shrink-0 text-emerald-700" aria-hidden="true" />
            ) : (
              <Truck className="size-4 shrink-0 text-gold-700" aria-hidden="true" />
            )}
            {deliveryLine(order)}
          </p>
        ) : null}
        {quote ? (
          <p className="mb-3 text-sm text-plum-800" data-testid="order-quote">
            <span className="mr-2 inline-flex rounded-full bg-plum-900/10 px-3 py-1 text-xs font-semibold text-plum-900">
              Quotation request
            </span>
            {order.quote?.state === 'priced' && order.quote.pay_token ? (
              <>
                {QUOTE_MSG.priceReady}: {formatRupees(order.totalAmountbeforePay)}.{' '}
                <Link
                  to={`/quote/${encodeURIComponent(order.quote.pay_token)}`}
                  className="btn-dark mt-2 inline-flex min-h-10 px-4"
                  aria-label={`Pay now for ${order.receipt_id}`}
                >
                  {QUOTE_MSG.payNow}
                </Link>
              </>
            ) : order.quote?.state === 'closed' ? (
              [QUOTE_MSG.closed, order.quote.close_reason].filter(Boolean).join(' ')
            ) : (
              'Our team will contact you with the final price, delivery included.'
            )}
          </p>
        ) : null}
        <OrderLines lines={order.cart_products} variant="card" label="Items" />
      </div>
    </article>
  );
}

/** The badge an order shows where it has no action to offer. */
const BADGES = {
  failed: { tone: 'bg-sale/10 text-sale', Icon: CircleAlert, text: 'Failed' },
  pending: { tone: 'bg-gold-300/40 text-gold-700', Icon: Clock, text: 'Payment pending' },
} as const;

function OrderAction({
  action,
  orderId,
  receiptId,
}: {
  action: ReturnType<typeof orderCardAction>;
  orderId: string;
  receiptId: string;
}) {
  if (action === 'track') {
    return (
      <Link
        to={`/track/${encodeURIComponent(orderId)}`}
        className="btn-dark min-h-10 px-4"
        aria-label={`Track Order ${receiptId}`}
      >
        <Truck className="size-4" aria-hidden="true" /> Track Order
      </Link>
    );
  }
  if (action === 'failed' || action === 'pending') {
    const { tone, Icon, text } = BADGES[action];
    return (
      <span
        className={`inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-xs font-semibold ${tone}`}
        data-testid="order-badge"
      >
        <Icon className="size-3.5" aria-hidden="true" /> {text}
      </span>
    );
  }
  return null;
}
