import {
  ADDRESS_MSG,
  type CheckoutData,
  cartTotals,
  formatRupees,
  type OrderAmounts,
  type PaymentMode,
  paiseToRupees,
  savedAmount,
} from '@storefront/shared';
import { Info, TicketPercent } from 'lucide-react';
import type { ReactNode } from 'react';
import { BillRow, BillTotalRow, SUMMARY_PANEL_CLASS } from '@/components/ui/bill';
import { LabelledPanel } from '@/components/ui/labelled-panel';
import { Skeleton } from '@/components/ui/skeleton';
import { OrderLines } from '@/features/orders';

/** MRP of the lines to order: the price before any sale, times the quantity. */
export function checkoutMrp(data: CheckoutData): number {
  return paiseToRupees(cartTotals(data.products).originalPaise);
}

/**
 * Order Summary: the lines the cart handed over and the amounts the server computed for
 * this address, pay mode and coupon. While the server's figures load the cart's stand in;
 * delivery is then shown as still to be worked out.
 */
export function OrderReview({
  data,
  amounts,
  amountsState,
  payMode,
  shippingChosen,
  deliveryNote,
  children,
}: {
  data: CheckoutData;
  amounts: OrderAmounts | undefined;
  /**
   * `refreshing`: the figures shown were worked out for the previous choice (pay mode, address,
   * coupon) while this one's are on their way; the amounts to pay now and on delivery wait for them.
   */
  amountsState: 'pending' | 'refreshing' | 'error' | 'ready';
  payMode: PaymentMode | null;
  /** Without a shipping address there is no distance to charge delivery on yet. */
  shippingChosen: boolean;
  /** Said instead of a delivery figure where checkout has no address to charge on (quotations). */
  deliveryNote?: string;
  children?: ReactNode;
}) {
  const beforeDiscount = amounts?.amountbeforediscount ?? data.totalBeforeDiscount;
  const mrp = Math.max(checkoutMrp(data), beforeDiscount);
  const saleDiscount = savedAmount(mrp, beforeDiscount);
  const couponApplied = amounts ? amounts.couponapplied : data.isCouponApplied;
  const couponCode = amounts ? amounts.coupon_code : data.coupon;
  const couponDiscount = amounts ? amounts.discountprice : data.discountAmount;
  const total = amounts?.totalAmountbeforePay ?? data.totalAfterDiscount;
  const onDelivery = payMode === 'Pay on delivery' && amounts !== undefined;
  // switching to Pay on delivery would otherwise show Pay now's total as the advance for a moment
  const refreshing = amountsState === 'refreshing';
  return (
    <LabelledPanel
      as="aside"
      headingId="review-heading"
      title="Order Summary"
      className={SUMMARY_PANEL_CLASS}
    >
      <OrderLines lines={data.products} variant="review" label="Items to order" />
      <dl
        className="mt-4 space-y-2 border-t border-ivory-300 pt-4 text-sm"
        aria-busy={amountsState === 'pending' || amountsState === 'refreshing'}
      >
        <Row label="MRP" testId="checkout-mrp">
          {formatRupees(mrp)}
        </Row>
        {saleDiscount > 0 ? (
          <Row label="Discount on MRP" testId="checkout-sale-discount" accent>
            −{formatRupees(saleDiscount)}
          </Row>
        ) : null}
        {couponApplied && couponDiscount > 0 ? (
          <Row
            label={
              <span className="flex items-center gap-1.5">
                <TicketPercent className="size-4 text-gold-600" aria-hidden="true" /> Coupon{' '}
                <span className="font-medium text-plum-900">{couponCode}</span>
              </span>
            }
            testId="checkout-discount"
            accent
          >
            −{formatRupees(couponDiscount)}
          </Row>
        ) : null}
        <Row label="Delivery charge" testId="checkout-delivery">
          {deliveryNote ? (
            deliveryNote
          ) : !shippingChosen ? (
            'Add an address'
          ) : amountsState === 'pending' ? (
            <Skeleton className="h-4 w-16" />
          ) : amounts && !amounts.deliverable ? (
            <span className="text-sale">Not available here</span>
          ) : amounts ? (
            amounts.deliveryCharge > 0 ? (
              formatRupees(amounts.deliveryCharge)
            ) : (
              'Free'
            )
          ) : (
            'Worked out when you order'
          )}
        </Row>
        <BillTotalRow label="Total" testId="checkout-total">
          {formatRupees(total)}
        </BillTotalRow>
        {onDelivery ? (
          <>
            <Row
              label={amounts.deliveryCharge > 0 ? 'Pay now (advance + delivery)' : 'Pay now (advance)'}
              testId="checkout-advance"
              strong
            >
              {refreshing ? <Skeleton className="h-4 w-16" /> : formatRupees(amounts.payable_now)}
            </Row>
            <Row label="Pay on delivery" testId="checkout-remaining">
              {refreshing ? <Skeleton className="h-4 w-16" /> : formatRupees(amounts.remaining_amount)}
            </Row>
          </>
        ) : null}
      </dl>
      {amounts?.coupon_message ? (
        <p className="mt-3 flex gap-2 rounded-xl bg-ivory-200 px-3 py-2 text-xs text-plum-800" role="status">
          <Info className="size-4 shrink-0 text-gold-700" aria-hidden="true" />
          {amounts.coupon_message}
        </p>
      ) : null}
      {shippingChosen && !deliveryNote && amounts?.deliverable && amounts.delivery_distance_unknown ? (
        <p
          className="mt-3 flex gap-2 rounded-xl bg-ivory-200 px-3 py-2 text-xs text-plum-800"
          role="status"
          data-testid="checkout-delivery-unknown"
        >
          <Info className="size-4 shrink-0 text-gold-700" aria-hidden="true" />
          {ADDRESS_MSG.deliveryDistanceUnknown}
        </p>
      ) : null}
      {amountsState === 'error' ? (
        <p className="mt-3 text-xs text-plum-700">
          We could not work out the delivery charge just now; it is added when you place the order.
        </p>
      ) : null}
      {children}
    </LabelledPanel>
  );
}

function Row({
  label,
  children,
  testId,
  accent = false,
  strong = false,
}: {
  label: ReactNode;
  children: ReactNode;
  testId: string;
  accent?: boolean;
  strong?: boolean;
}) {
  return (
    <BillRow
      label={label}
      className="flex items-center justify-between gap-4"
      valueClassName={accent ? 'text-sale' : strong ? 'font-semibold text-plum-900' : 'text-plum-900'}
      testId={testId}
    >
      {children}
    </BillRow>
  );
}
