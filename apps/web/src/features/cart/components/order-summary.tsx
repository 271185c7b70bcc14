import {
  type CheckoutMode,
  formatRupees,
  type Paise,
  paiseToRupees,
  subtractPaise,
  ZERO_PAISE,
} from '@storefront/shared';
import { TicketPercent, X } from 'lucide-react';
import { BillRow, BillTotalRow, SUMMARY_PANEL_CLASS } from '@/components/ui/bill';
import { LabelledPanel } from '@/components/ui/labelled-panel';

type Props = {
  itemCount: number;
  totalPaise: Paise;
  originalPaise: Paise;
  coupon: { code: string; discountPaise: Paise } | null;
  /** Why the coupon was taken off after the cart changed. */
  couponNote?: string | null;
  /** The coupon is being checked against the changed cart: checkout waits for it. */
  couponChecking?: boolean;
  unavailableCount: number;
  mode: CheckoutMode | null;
  onApplyCoupon: () => void;
  onRemoveCoupon: () => void;
  onCheckout: () => void;
};

/** Item count, original and total price, the coupon and the checkout button. */
export function OrderSummary({
  itemCount,
  totalPaise,
  originalPaise,
  coupon,
  couponNote = null,
  couponChecking = false,
  unavailableCount,
  mode,
  onApplyCoupon,
  onRemoveCoupon,
  onCheckout,
}: Props) {
  const discountPaise = coupon?.discountPaise ?? ZERO_PAISE;
  const savedOnMrp = subtractPaise(originalPaise, totalPaise);
  const payable = subtractPaise(totalPaise, discountPaise);
  return (
    <LabelledPanel
      as="aside"
      headingId="summary-heading"
      title="Order Summary"
      className={SUMMARY_PANEL_CLASS}
      testId="order-summary"
    >
      <dl className="space-y-2.5 text-sm">
        <BillRow label="Items" className="flex justify-between" testId="summary-count">
          {itemCount}
        </BillRow>
        <BillRow
          label="Original price"
          className="flex justify-between"
          valueClassName="text-mrp line-through"
          testId="summary-original"
        >
          {formatRupees(paiseToRupees(originalPaise))}
        </BillRow>
        {savedOnMrp > 0 ? (
          <BillRow label="Savings" className="flex justify-between" valueClassName="text-sale">
            −{formatRupees(paiseToRupees(savedOnMrp))}
          </BillRow>
        ) : null}
        {coupon ? (
          <div className="flex items-center justify-between gap-2" data-testid="summary-coupon">
            <dt className="flex items-center gap-1.5 text-plum-700">
              <TicketPercent className="size-4 text-gold-600" aria-hidden="true" />
              Coupon <span className="font-medium tracking-wide text-plum-900">{coupon.code}</span>
              <button
                type="button"
                onClick={onRemoveCoupon}
                aria-label={`Remove coupon ${coupon.code}`}
                className="grid size-7 place-items-center rounded-full text-plum-700 hover:bg-plum-900/5"
              >
                <X className="size-3.5" aria-hidden="true" />
              </button>
            </dt>
            <dd className="text-sale" data-testid="summary-discount">
              −{formatRupees(paiseToRupees(discountPaise))}
            </dd>
          </div>
        ) : null}
        <BillTotalRow label="Total price" testId="summary-total">
          {formatRupees(paiseToRupees(payable))}
        </BillTotalRow>
      </dl>
      {unavailableCount > 0 ? (
        <p className="mt-3 rounded-xl bg-ivory-200 px-3 py-2 text-xs text-plum-700">
          {unavailableCount === 1 ? '1 item cannot' : `${unavailableCount} items cannot`} be ordered right now
          and {unavailableCount === 1 ? 'is' : 'are'} left out of the total.
        </p>
      ) : null}
      {couponNote && !coupon ? (
        <p
          role="status"
          className="mt-3 rounded-xl bg-ivory-200 px-3 py-2 text-xs text-plum-700"
          data-testid="coupon-removed"
        >
          {couponNote}
        </p>
      ) : null}
      {coupon ? null : (
        <button type="button" className="btn-outline mt-4 w-full" onClick={onApplyCoupon}>
          <TicketPercent className="size-4" aria-hidden="true" /> Apply Coupon
        </button>
      )}
      <button
        type="button"
        className="btn-primary mt-3 w-full text-base"
        onClick={onCheckout}
        disabled={couponChecking}
        aria-busy={couponChecking || undefined}
      >
        {mode === 'manual' ? 'Request Quotation' : 'Checkout'}
      </button>
      {mode === 'manual' ? (
        <p className="mt-2 text-center text-xs text-plum-700">
          The shop prices this order for you and replies with a quotation.
        </p>
      ) : null}
    </LabelledPanel>
  );
}
