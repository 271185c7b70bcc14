import { formatOrderTimestamp, formatRupees, type Order, type OrderAddress } from '@storefront/shared';
import { Printer } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { ErrorNote } from '@/components/ui/error-note';
import { Skeleton } from '@/components/ui/skeleton';
import { formatAddress } from '@/features/addresses';
import { useShopProfile } from '@/features/content';
import { usePageTitle } from '@/lib/page-title';
import { useOrder } from './api/get-order';
import { orderMrp } from './components/bill-details';

/**
 * /invoice?order={orderId} (login required): the bill of an order that is out for delivery,
 * laid out for paper. "Download" is the browser's print dialog, which saves it as a PDF on
 * phones and desktops alike, so no PDF library ships to the shopper.
 */
export function InvoicePage() {
  const [params] = useSearchParams();
  const orderId = params.get('order') ?? undefined;
  const order = useOrder(orderId);
  const profile = useShopProfile();
  usePageTitle(order.data ? `Invoice ${order.data.receipt_id}` : 'Invoice');

  if (!orderId || order.isError) {
    return (
      <div className="container-page space-y-4 py-10">
        <h1 className="font-serif text-3xl text-plum-900">Invoice</h1>
        <ErrorNote message="We could not find this order's invoice. Open it from the order's tracking page." />
        <Link to="/my-account" className="btn-dark">
          My orders
        </Link>
      </div>
    );
  }
  if (order.isPending) {
    return (
      <div className="container-page py-10" role="status" aria-label="Loading invoice">
        <Skeleton className="h-96 rounded-2xl" />
      </div>
    );
  }

  const data = order.data;
  const shop = profile.data;
  return (
    <div className="container-page py-6 sm:py-10 print:p-0">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3 print:hidden">
        <Link
          to={`/track/${data.order_id}`}
          className="text-sm text-plum-700 underline-offset-4 hover:underline"
        >
          ← Back to the order
        </Link>
        <button type="button" className="btn-primary" onClick={() => window.print()}>
          <Printer className="size-4" aria-hidden="true" /> Download or print
        </button>
      </div>
      <article
        className="mx-auto max-w-3xl rounded-2xl border border-ivory-300 bg-white p-5 text-sm text-plum-900 sm:p-8 print:border-0 print:p-0"
        data-testid="invoice"
      >
        <header className="flex flex-wrap justify-between gap-4 border-b border-ivory-300 pb-4">
          <div>
            <p className="font-serif text-2xl">{shop?.orignal_logoname ?? ''}</p>
            {shop?.google_address ? (
              <p className="mt-1 max-w-xs text-plum-700">{shop.google_address}</p>
            ) : null}
            {shop?.phone ? <p className="text-plum-700">Phone: {shop.phone}</p> : null}
            {shop?.email ? <p className="text-plum-700">{shop.email}</p> : null}
          </div>
          <div className="text-right">
            <h1 className="font-serif text-2xl">Invoice</h1>
            <p>
              No. <span className="font-medium">{data.receipt_id}</span>
            </p>
            <p className="text-plum-700">{formatOrderTimestamp(data.createdAt)}</p>
          </div>
        </header>
        <section className="grid gap-4 border-b border-ivory-300 py-4 sm:grid-cols-2">
          <AddressBlock
            title="Bill to"
            name={data.contact.name || data.user_name}
            address={data.billing_address}
          />
          <AddressBlock
            title="Ship to"
            name={data.contact.name || data.user_name}
            address={data.shipping_address}
          />
        </section>
        <table className="mt-4 w-full text-left">
          <thead className="border-b border-ivory-300 text-xs text-plum-700 uppercase">
            <tr>
              <th className="py-2 font-medium">Item</th>
              <th className="py-2 text-right font-medium">Qty</th>
              <th className="py-2 text-right font-medium">Price</th>
              <th className="py-2 text-right font-medium">Amount</th>
            </tr>
          </thead>
          <tbody>
            {data.cart_products.map((item) => {
              const price = item.product_saleprice ?? item.product_price;
              const attributes = Object.entries(item.variation_attributes);
              return (
                <tr
                  key={item.product_sku}
                  className="border-b border-ivory-200 align-top"
                  data-testid="invoice-line"
                >
                  <td className="py-2 pr-2">
                    {item.product_name}
                    {attributes.length > 0 ? (
                      <span className="block text-xs text-plum-700">
                        {attributes.map(([name, term]) => `${name}: ${term}`).join(' · ')}
                      </span>
                    ) : null}
                    <span className="block text-xs text-plum-700">SKU {item.product_sku}</span>
                  </td>
                  <td className="py-2 text-right">{item.quantity}</td>
                  <td className="py-2 text-right">{formatRupees(price)}</td>
                  <td className="py-2 text-right">{formatRupees(price * item.quantity)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
        <InvoiceTotals order={data} />
        <p className="mt-6 text-xs text-plum-700">
          Payment: {data.payment_mode}
          {data.payment?.ref ? ` · ref ${data.payment.ref}` : ''}. Thank you for shopping with us.
        </p>
      </article>
    </div>
  );
}

function AddressBlock({
  title,
  name,
  address,
}: {
  title: string;
  name: string;
  address: OrderAddress | null;
}) {
  return (
    <div>
      <h2 className="text-xs font-medium text-plum-700 uppercase">{title}</h2>
      <p className="mt-1 font-medium">{name}</p>
      {address ? <p className="text-plum-700">{formatAddress(address)}</p> : null}
    </div>
  );
}

function InvoiceTotals({ order }: { order: Order }) {
  const rows: [string, string][] = [
    ['MRP', formatRupees(Math.max(orderMrp(order), order.amountbeforediscount))],
    ['Items total', formatRupees(order.amountbeforediscount)],
  ];
  if (order.couponapplied && order.discountprice > 0) {
    rows.push([
      `Coupon${order.coupon_code ? ` (${order.coupon_code})` : ''}`,
      `−${formatRupees(order.discountprice)}`,
    ]);
  }
  rows.push(['Delivery charge', formatRupees(order.deliveryCharge)]);
  if (order.payment_mode === 'Pay on delivery') {
    rows.push(['Advance paid', formatRupees(order.advance_amount)]);
    rows.push(['To pay on delivery', formatRupees(order.remaining_amount)]);
  }
  return (
    <dl className="mt-4 ml-auto max-w-xs space-y-1">
      {rows.map(([label, value]) => (
        <div key={label} className="flex justify-between gap-4">
          <dt className="text-plum-700">{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
      <div className="flex justify-between gap-4 border-t border-ivory-300 pt-2 text-base font-semibold">
        <dt>Total</dt>
        <dd data-testid="invoice-total">{formatRupees(order.totalAmountbeforePay)}</dd>
      </div>
    </dl>
  );
}

export default InvoicePage;
