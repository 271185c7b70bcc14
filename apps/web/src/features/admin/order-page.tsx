import { type AdminOrderDetail, formatOrderTimestamp, formatRupees, MSG } from '@storefront/shared';
import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { serverMessage } from '@/lib/api-client';
import { usePageTitle } from '@/lib/page-title';
import { useAdminOrder } from './api/orders';
import { OrderActions } from './order-actions';
import { OrderTimeline } from './order-timeline';
import { ErrorText, Panel, StatusBadge } from './ui';

function Address({ title, address }: { title: string; address: AdminOrderDetail['shippingAddress'] }) {
  return (
    <div>
      <h3 className="text-xs font-semibold uppercase tracking-wide text-mrp">{title}</h3>
      {address ? (
        <address className="mt-1 text-sm not-italic leading-6">
          <span className="font-medium">{address.location_user}</span>
          <br />
          {address.new_address}
          <br />
          {[address.area, address.city].filter(Boolean).join(', ')} {address.pincode}
        </address>
      ) : (
        <p className="mt-1 text-sm text-mrp">None</p>
      )}
    </div>
  );
}

function Amount({ label, value, strong = false }: { label: string; value: number; strong?: boolean }) {
  return (
    <div
      className={`flex justify-between gap-4 py-1 ${strong ? 'border-t border-ivory-300 pt-2 font-semibold' : ''}`}
    >
      <dt>{label}</dt>
      {/* a minus sign, as the storefront writes a discount, not Intl's hyphen */}
      <dd className={strong ? 'text-gold-700' : ''}>
        {value < 0 ? `−${formatRupees(-value)}` : formatRupees(value)}
      </dd>
    </div>
  );
}

/** /admin/orders/:id: everything about one order, for the owner. */
export function AdminOrderPage({ id }: { id: string }) {
  const order = useAdminOrder(id);
  usePageTitle(order.data ? `${order.data.receiptId} · Console` : 'Order · Console');

  const back = (
    <Link to="/admin/orders" className="inline-flex items-center gap-1 text-sm text-plum-700 hover:underline">
      <ArrowLeft aria-hidden size={16} /> Orders
    </Link>
  );
  if (order.isPending)
    return (
      <div className="space-y-4">
        {back}
        <p className="text-sm">Loading the order…</p>
      </div>
    );
  if (order.isError)
    return (
      <div className="space-y-4">
        {back}
        <ErrorText>{serverMessage(order.error) ?? MSG.somethingWentWrong}</ErrorText>
      </div>
    );
  const o = order.data;
  return (
    <div className="space-y-4">
      {back}
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="font-serif text-3xl text-plum-900">{o.receiptId}</h1>
        <StatusBadge value={o.status} />
        <StatusBadge value={o.paymentStatus} />
        {o.refundState !== 'none' ? (
          <StatusBadge value={o.refundState === 'full' ? 'Refunded' : 'Partly refunded'} />
        ) : null}
      </div>
      <p className="text-sm text-mrp">
        Placed {formatOrderTimestamp(o.createdAt)} · {o.paymentMode}
        {o.couponCode ? ` · coupon ${o.couponCode}` : ''}
        {o.cancelledAt ? ` · cancelled ${formatOrderTimestamp(o.cancelledAt)}` : ''}
        {o.balanceCollectedAt ? ` · balance collected ${formatOrderTimestamp(o.balanceCollectedAt)}` : ''}
      </p>

      <OrderActions order={o} />

      <div className="grid gap-4 lg:grid-cols-3">
        <Panel title="Customer">
          <p className="font-medium">{o.customerName || '—'}</p>
          <p className="text-sm">{o.email}</p>
          <p className="text-sm">{o.mobile}</p>
          {o.description ? <p className="mt-2 text-sm text-mrp">{o.description}</p> : null}
        </Panel>
        <Panel title="Addresses" className="lg:col-span-2">
          {/* the grid holds the two addresses only: with the heading in it, Shipping sat beside it */}
          <div className="grid gap-4 sm:grid-cols-2">
            <Address title="Shipping" address={o.shippingAddress} />
            <Address title="Billing" address={o.billingAddress} />
          </div>
        </Panel>
      </div>

      <Panel title={`Items (${o.itemCount})`}>
        {o.lines.length === 0 ? <p className="text-sm text-mrp">No items on this order.</p> : null}
        <ul className="divide-y divide-ivory-200">
          {o.lines.map((line) => (
            <li key={line.id} className="flex gap-3 py-3">
              <img
                src={line.image}
                alt=""
                width={56}
                height={56}
                className="size-14 shrink-0 rounded-lg bg-ivory-200 object-cover"
              />
              <div className="min-w-0 flex-1">
                <p className="font-medium">{line.name}</p>
                <p className="text-xs text-mrp">
                  {line.sku}
                  {Object.entries(line.attributes).map(([key, value]) => ` · ${key}: ${value}`)}
                </p>
                <p className="text-sm">
                  {line.quantity} × {formatRupees(line.unitPrice)}
                  {line.mrp > line.unitPrice ? (
                    <s className="ml-2 text-xs text-mrp">{formatRupees(line.mrp)}</s>
                  ) : null}
                </p>
              </div>
              <p className="whitespace-nowrap font-medium">{formatRupees(line.lineTotal)}</p>
            </li>
          ))}
        </ul>
      </Panel>

      <div className="grid gap-4 lg:grid-cols-2">
        <Panel title="Amounts">
          <dl className="text-sm">
            <Amount label="Items" value={o.amounts.beforeDiscount} />
            {o.amounts.discount > 0 ? <Amount label="Discount" value={-o.amounts.discount} /> : null}
            <Amount label="Delivery" value={o.amounts.delivery} />
            <Amount label="Total" value={o.amounts.total} strong />
            {/* what arrived, not what was asked: a failed payment took nothing */}
            <Amount label="Paid online" value={o.paidTotal} />
            {o.refundedTotal > 0 ? <Amount label="Refunded" value={-o.refundedTotal} /> : null}
            {o.paymentMode === 'Pay on delivery' ? (
              <>
                <Amount
                  label={o.amounts.delivery > 0 ? 'Advance (paid online with the delivery)' : 'Advance'}
                  value={o.amounts.advance}
                />
                <Amount
                  label={o.balanceCollectedAt ? 'Collected on delivery' : 'To collect on delivery'}
                  value={o.amounts.remaining}
                />
              </>
            ) : null}
          </dl>
        </Panel>
        <Panel title="Payments">
          {o.payments.length === 0 ? (
            <p className="text-sm text-mrp">No online payment on this order.</p>
          ) : null}
          <ul className="divide-y divide-ivory-200 text-sm">
            {o.payments.map((payment) => (
              <li key={payment.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                <div className="min-w-0">
                  <p className="font-medium">
                    {formatRupees(payment.amount)}{' '}
                    <span className="text-xs text-mrp">via {payment.provider}</span>
                  </p>
                  <p className="break-all text-xs text-mrp">
                    {payment.providerPaymentId ?? payment.providerOrderId} ·{' '}
                    {formatOrderTimestamp(payment.paidAt ?? payment.createdAt)}
                  </p>
                </div>
                <StatusBadge value={payment.status} />
                {payment.refunds.length > 0 ? (
                  <ul className="w-full space-y-1 border-l-2 border-ivory-300 pl-3" aria-label="Refunds">
                    {payment.refunds.map((refund) => (
                      <li
                        key={refund.id}
                        className="flex flex-wrap items-center justify-between gap-2 text-xs"
                      >
                        <span>
                          Refund {formatRupees(refund.amount)} · {formatOrderTimestamp(refund.createdAt)}
                          {refund.reason ? ` · ${refund.reason}` : ''}
                        </span>
                        <StatusBadge value={`refund ${refund.status}`} />
                      </li>
                    ))}
                  </ul>
                ) : null}
              </li>
            ))}
          </ul>
        </Panel>
      </div>

      <OrderTimeline events={o.timeline} />
    </div>
  );
}
