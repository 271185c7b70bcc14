import {
  cartTotals,
  formatRupees,
  type Order,
  onDeliveryLines,
  paiseToRupees,
  refundBillLines,
  savedAmount,
} from '@storefront/shared';
import { PartyPopper } from 'lucide-react';
import { BillRow, BillTotalRow } from '@/components/ui/bill';
import { LabelledPanel } from '@/components/ui/labelled-panel';

/** MRP of the ordered items: the price before any sale, times the quantity. */
export function orderMrp(order: Pick<Order, 'cart_products'>): number {
  return paiseToRupees(cartTotals(order.cart_products).originalPaise);
}

/**
 * Bill Details of the track page: the saving, MRP, Discount (when the items were on sale),
 * the coupon, the lines of the payment mode (pay on delivery: what was paid online and the
 * balance, to pay or paid) and any refund.
 */
export function BillDetails({ order }: { order: Order }) {
  const mrp = Math.max(orderMrp(order), order.amountbeforediscount);
  const saleDiscount = savedAmount(mrp, order.amountbeforediscount);
  const saved = savedAmount(mrp, order.amountafterdiscount);
  return (
    <LabelledPanel
      headingId="bill-heading"
      title="Bill Details"
      className="rounded-2xl border border-ivory-300 bg-ivory-50 p-5"
      headingClassName="font-serif text-xl text-plum-900"
      testId="bill-details"
    >
      {saved > 0 ? (
        <p
          className="mt-3 flex items-center gap-2 rounded-xl bg-emerald-50 px-3 py-2 text-sm font-medium text-emerald-800"
          data-testid="bill-saved"
        >
          <PartyPopper className="size-4 shrink-0" aria-hidden="true" />
          You saved {formatRupees(saved)} on this order
        </p>
      ) : null}
      <dl className="mt-4 space-y-2 text-sm">
        <Row label="MRP" value={formatRupees(mrp)} testId="bill-mrp" />
        {saleDiscount > 0 ? (
          <Row label="Discount" value={`−${formatRupees(saleDiscount)}`} accent testId="bill-discount" />
        ) : null}
        {order.couponapplied && order.discountprice > 0 ? (
          <Row
            label={`Coupon${order.coupon_code ? ` (${order.coupon_code})` : ''}`}
            value={`−${formatRupees(order.discountprice)}`}
            accent
            testId="bill-coupon"
          />
        ) : null}
        <Row
          label="Delivery charge"
          value={order.deliveryCharge > 0 ? formatRupees(order.deliveryCharge) : 'Free'}
          testId="bill-delivery"
        />
        {onDeliveryLines(order).map((line) => (
          <Row
            key={line.key}
            label={line.label}
            value={formatRupees(line.amount)}
            testId={`bill-${line.key}`}
          />
        ))}
        {refundBillLines(order).map((line) => (
          <Row
            key={line.key}
            label={line.label}
            value={formatRupees(line.amount)}
            refund
            testId={`bill-${line.key}`}
          />
        ))}
        <OrderTotalRow order={order} testId="bill-total" />
      </dl>
      <p className="mt-3 text-xs text-plum-700">
        Payment mode: <span className="font-medium text-plum-900">{order.payment_mode}</span>
      </p>
    </LabelledPanel>
  );
}

/** The last line of an order's bill (track page) and receipt (payment result): what the order came to. */
export function OrderTotalRow({
  order,
  testId,
}: {
  order: Pick<Order, 'totalAmountbeforePay'>;
  testId: string;
}) {
  return (
    <BillTotalRow label="Total" testId={testId}>
      {formatRupees(order.totalAmountbeforePay)}
    </BillTotalRow>
  );
}

function Row({
  label,
  value,
  accent = false,
  refund = false,
  testId,
}: {
  label: string;
  value: string;
  accent?: boolean;
  /** Money that came back, in the green the orders tab gives refunds. */
  refund?: boolean;
  testId: string;
}) {
  const tone = accent ? 'text-sale' : refund ? 'text-emerald-800' : 'text-plum-900';
  return (
    <BillRow label={label} valueClassName={tone} testId={testId}>
      {value}
    </BillRow>
  );
}
