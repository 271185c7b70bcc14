import {
  formatOrderTimestamp,
  formatRupees,
  INVOICE_MSG,
  type Invoice,
  type InvoiceLine,
  type OrderAddress,
  onDeliveryLines,
} from '@storefront/shared';
import { Download, Printer } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ErrorNote } from '@/components/ui/error-note';
import { Skeleton } from '@/components/ui/skeleton';
import { formatAddress } from '@/features/addresses';
import { ApiError, serverMessage } from '@/lib/api-client';
import { usePageTitle } from '@/lib/page-title';
import { notify } from '@/lib/toast';
import { downloadInvoicePdf } from './api/download-invoice';
import { useInvoice } from './api/get-invoice';
import { variationText } from './components/order-lines';

const NOT_FOUND_TEXT = "We could not find this order's invoice. Open it from the order's tracking page.";

/**
 * /invoice?order={orderId} (login required): the tax invoice of a placed order, laid out
 * for a phone, for paper (the layout's header, footer and shortcuts are print-hidden) and
 * as a PDF the server renders with the same figures.
 */
export function InvoicePage() {
  const [params] = useSearchParams();
  const orderId = params.get('order') ?? undefined;
  const invoice = useInvoice(orderId);
  const title = invoice.data?.supply_type === 'unregistered' ? 'Invoice' : 'Tax Invoice';
  usePageTitle(invoice.data ? `${title} ${invoice.data.order.receipt_id}` : 'Invoice');

  if (!orderId || invoice.isError) {
    const notPlaced = invoice.error instanceof ApiError && invoice.error.status === 409;
    return (
      <div className="container-page space-y-4 py-10">
        <h1 className="font-serif text-3xl text-plum-900">Invoice</h1>
        <ErrorNote message={notPlaced ? INVOICE_MSG.notInvoiceable : NOT_FOUND_TEXT} />
        <Link to="/my-account" className="btn-dark">
          My orders
        </Link>
      </div>
    );
  }
  if (invoice.isPending) {
    return (
      <div className="container-page py-10" role="status" aria-label="Loading invoice">
        <Skeleton className="h-96 rounded-2xl" />
      </div>
    );
  }
  return <InvoiceView invoice={invoice.data} title={title} />;
}

function InvoiceView({ invoice, title }: { invoice: Invoice; title: string }) {
  const { order, seller } = invoice;
  const [downloading, setDownloading] = useState(false);
  const download = async () => {
    setDownloading(true);
    try {
      await downloadInvoicePdf(order.order_id, order.receipt_id);
    } catch (error) {
      notify.error(serverMessage(error) ?? INVOICE_MSG.downloadFailed);
    } finally {
      setDownloading(false);
    }
  };
  const registered = invoice.supply_type !== 'unregistered';
  const name = order.contact.name || order.user_name;
  return (
    <div className="container-page py-6 sm:py-10 print:max-w-none print:p-0">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3 print:hidden">
        <Link
          to={`/track/${encodeURIComponent(order.order_id)}`}
          className="text-sm text-plum-700 underline-offset-4 hover:underline"
        >
          ← Back to the order
        </Link>
        <div className="flex w-full gap-2 sm:w-auto">
          <button
            type="button"
            className="btn-primary flex-1 sm:flex-none"
            onClick={() => void download()}
            disabled={downloading}
            aria-busy={downloading}
          >
            <Download className="size-4" aria-hidden="true" /> {downloading ? 'Loading...' : 'Download PDF'}
          </button>
          <button type="button" className="btn-outline flex-1 sm:flex-none" onClick={() => window.print()}>
            <Printer className="size-4" aria-hidden="true" /> Print
          </button>
        </div>
      </div>
      <article
        className="mx-auto max-w-3xl rounded-2xl border border-ivory-300 bg-white p-4 text-sm text-plum-900 sm:p-8 print:max-w-none print:rounded-none print:border-0 print:p-0 print:text-xs"
        data-testid="invoice"
      >
        <header className="flex flex-col gap-4 border-b border-ivory-300 pb-4 sm:flex-row sm:justify-between">
          <div className="min-w-0" data-testid="invoice-seller">
            <p className="font-serif text-xl sm:text-2xl">{seller.legal_name}</p>
            {seller.name && seller.name !== seller.legal_name ? (
              <p className="text-plum-700">{seller.name}</p>
            ) : null}
            {seller.address ? <p className="mt-1 max-w-xs text-plum-700">{seller.address}</p> : null}
            {seller.gstin ? (
              <p className="mt-1">
                GSTIN: <span className="font-medium">{seller.gstin}</span>
              </p>
            ) : null}
            {seller.state ? <p className="text-plum-700">State: {seller.state}</p> : null}
            {seller.phone ? <p className="text-plum-700">Phone: {seller.phone}</p> : null}
            {seller.email ? <p className="break-all text-plum-700">{seller.email}</p> : null}
          </div>
          <div className="sm:text-right">
            <h1 className="font-serif text-2xl">{title}</h1>
            <p>
              No. <span className="font-medium">{order.receipt_id}</span>
            </p>
            <p className="text-plum-700">{formatOrderTimestamp(order.createdAt)}</p>
            {invoice.place_of_supply ? (
              <p className="text-plum-700" data-testid="invoice-place-of-supply">
                Place of supply: {invoice.place_of_supply}
              </p>
            ) : null}
          </div>
        </header>
        <section className="grid gap-4 border-b border-ivory-300 py-4 sm:grid-cols-2 print:grid-cols-2">
          <AddressBlock title="Bill to" name={name} address={order.billing_address} />
          <AddressBlock title="Ship to" name={name} address={order.shipping_address} />
        </section>
        <LinesTable invoice={invoice} />
        {registered ? <TaxSummary invoice={invoice} /> : null}
        <InvoiceTotals invoice={invoice} />
        <p className="mt-6 text-xs text-plum-700">
          {registered ? `${INVOICE_MSG.taxInclusive} ` : ''}Payment: {order.payment_mode}
          {order.payment?.ref ? ` · ref ${order.payment.ref}` : ''}. Thank you for shopping with us.
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
    <div className="min-w-0">
      <h2 className="text-xs font-medium text-plum-700 uppercase">{title}</h2>
      <p className="mt-1 font-medium">{name}</p>
      {address ? <p className="break-words text-plum-700">{formatAddress(address)}</p> : null}
    </div>
  );
}

const rateText = (rate: number | null) => (rate === null ? '—' : `${rate}%`);

/**
 * On a phone the figures of a line sit under its name; from `sm` up (paper included) each
 * has its column.
 */
function LinesTable({ invoice }: { invoice: Invoice }) {
  const wide = 'hidden py-2 font-medium sm:table-cell';
  return (
    <table className="mt-4 w-full table-fixed text-left">
      <thead className="border-b border-ivory-300 text-xs text-plum-700 uppercase">
        <tr>
          <th className="w-auto py-2 font-medium">Item</th>
          <th className={`${wide} w-14`}>HSN</th>
          <th className={`${wide} w-10 text-right`}>Qty</th>
          <th className={`${wide} w-20 text-right`}>Price</th>
          <th className={`${wide} w-12 text-right`}>GST</th>
          <th className={`${wide} w-24 text-right`}>Taxable</th>
          <th className="w-24 py-2 text-right font-medium">Amount</th>
        </tr>
      </thead>
      <tbody>
        {invoice.lines.map((line) => (
          <LineRow key={line.product_sku} line={line} />
        ))}
        {invoice.delivery ? (
          <tr className="border-b border-ivory-200 align-top" data-testid="invoice-delivery">
            <td className="py-2 pr-2">
              Delivery charge
              <span className="block text-xs text-plum-700 sm:hidden">
                GST {rateText(invoice.delivery.gst_rate)} · Taxable{' '}
                {formatRupees(invoice.delivery.taxable_value)}
              </span>
            </td>
            <td className="hidden sm:table-cell" />
            <td className="hidden sm:table-cell" />
            <td className="hidden sm:table-cell" />
            <td className="hidden py-2 text-right sm:table-cell">{rateText(invoice.delivery.gst_rate)}</td>
            <td className="hidden py-2 text-right sm:table-cell">
              {formatRupees(invoice.delivery.taxable_value)}
            </td>
            <td className="py-2 text-right">{formatRupees(invoice.delivery.amount)}</td>
          </tr>
        ) : null}
      </tbody>
    </table>
  );
}

function LineRow({ line }: { line: InvoiceLine }) {
  const variation = variationText(line.variation_attributes);
  const wide = 'hidden py-2 text-right sm:table-cell';
  return (
    <tr className="border-b border-ivory-200 align-top" data-testid="invoice-line">
      <td className="py-2 pr-2 break-words">
        {line.product_name}
        {variation ? <span className="block text-xs text-plum-700">{variation}</span> : null}
        <span className="block text-xs text-plum-700">SKU {line.product_sku}</span>
        <span className="block text-xs text-plum-700 sm:hidden" data-testid="invoice-line-tax">
          HSN {line.hsn_code ?? '—'} · {line.quantity} × {formatRupees(line.unit_price)} · GST{' '}
          {rateText(line.gst_rate)} · Taxable {formatRupees(line.taxable_value)}
        </span>
      </td>
      <td className="hidden py-2 sm:table-cell" data-testid="invoice-line-hsn">
        {line.hsn_code ?? '—'}
      </td>
      <td className={wide}>{line.quantity}</td>
      <td className={wide}>{formatRupees(line.unit_price)}</td>
      <td className={wide}>{rateText(line.gst_rate)}</td>
      <td className={wide}>{formatRupees(line.taxable_value)}</td>
      <td className="py-2 text-right">
        {formatRupees(line.amount - line.discount)}
        {line.discount > 0 ? (
          <span className="block text-xs text-plum-700">after coupon −{formatRupees(line.discount)}</span>
        ) : null}
      </td>
    </tr>
  );
}

/** GST per rate: CGST and SGST within the shop's state, IGST to another state. */
function TaxSummary({ invoice }: { invoice: Invoice }) {
  const intra = invoice.supply_type === 'intra-state';
  const cell = 'py-1.5 text-right';
  return (
    <section aria-labelledby="tax-summary-heading" className="mt-6">
      <h2 id="tax-summary-heading" className="text-xs font-medium text-plum-700 uppercase">
        Tax summary
      </h2>
      <table className="mt-2 w-full text-xs sm:text-sm" data-testid="invoice-tax-summary">
        <thead className="border-b border-ivory-300 text-plum-700">
          <tr>
            <th className="py-1.5 text-left font-medium">GST rate</th>
            <th className={`${cell} font-medium`}>Taxable value</th>
            {intra ? (
              <>
                <th className={`${cell} font-medium`}>CGST</th>
                <th className={`${cell} font-medium`}>SGST</th>
              </>
            ) : (
              <th className={`${cell} font-medium`}>IGST</th>
            )}
            <th className={`${cell} hidden font-medium sm:table-cell`}>Total tax</th>
          </tr>
        </thead>
        <tbody>
          {invoice.tax_summary.map((row) => {
            const rate = row.gst_rate ?? 0;
            return (
              <tr
                key={row.gst_rate ?? 'none'}
                className="border-b border-ivory-200"
                data-testid="invoice-tax-row"
              >
                <td className="py-1.5">
                  {row.gst_rate === null
                    ? 'Rate not set'
                    : intra
                      ? `${rate}% (${rate / 2}% + ${rate / 2}%)`
                      : `${rate}%`}
                </td>
                <td className={cell}>{formatRupees(row.taxable_value)}</td>
                {intra ? (
                  <>
                    <td className={cell}>{formatRupees(row.cgst)}</td>
                    <td className={cell}>{formatRupees(row.sgst)}</td>
                  </>
                ) : (
                  <td className={cell}>{formatRupees(row.igst)}</td>
                )}
                <td className={`${cell} hidden sm:table-cell`}>
                  {formatRupees(row.cgst + row.sgst + row.igst)}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}

function InvoiceTotals({ invoice }: { invoice: Invoice }) {
  const { order, totals } = invoice;
  const rows: [string, string][] = [
    ['Items total', formatRupees(invoice.lines.reduce((sum, line) => sum + line.amount, 0))],
  ];
  if (order.couponapplied && order.discountprice > 0) {
    rows.push([
      `Coupon${order.coupon_code ? ` (${order.coupon_code})` : ''}`,
      `−${formatRupees(order.discountprice)}`,
    ]);
  }
  rows.push(['Delivery charge', formatRupees(order.deliveryCharge)]);
  if (invoice.supply_type !== 'unregistered') {
    rows.push(['Taxable value', formatRupees(totals.taxable_value)]);
    if (invoice.supply_type === 'intra-state') {
      rows.push(['CGST', formatRupees(totals.cgst)], ['SGST', formatRupees(totals.sgst)]);
    } else rows.push(['IGST', formatRupees(totals.igst)]);
  }
  return (
    <dl className="mt-4 ml-auto max-w-xs space-y-1" data-testid="invoice-totals">
      {rows.map(([label, value]) => (
        <div key={label} className="flex justify-between gap-4">
          <dt className="text-plum-700">{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
      <div className="flex justify-between gap-4 border-t border-ivory-300 pt-2 text-base font-semibold">
        <dt>Total</dt>
        <dd data-testid="invoice-total">{formatRupees(totals.grand_total)}</dd>
      </div>
      {onDeliveryLines(order).map((line) => (
        <div key={line.key} className="flex justify-between gap-4">
          <dt className="text-plum-700">{line.label}</dt>
          <dd data-testid={`invoice-${line.key}`}>{formatRupees(line.amount)}</dd>
        </div>
      ))}
    </dl>
  );
}

export default InvoicePage;
