import {
  formatRupees,
  ORDER_MSG,
  type OrderAmounts,
  PAYMENT_MODES,
  type PayButton,
  type PaymentMode,
} from '@storefront/shared';
import { Info, Lock } from 'lucide-react';
import { useId } from 'react';
import { InlineError } from './inline-error';

/** The pay modes the shop's payment button configuration switches on, in the spec's order. */
export function offeredPayModes(buttons: PayButton | null | undefined): PaymentMode[] {
  if (!buttons) return [];
  const modes: PaymentMode[] = [];
  if (buttons.payondelivery) modes.push('Pay on delivery');
  if (buttons.paynow) modes.push('Pay now');
  return modes;
}

const isPaymentMode = (value: string): value is PaymentMode =>
  (PAYMENT_MODES as readonly string[]).includes(value);

/**
 * Pay using (starts at Select pay), the note about the advance of pay on delivery, and
 * Place order, which reads Loading... while the order is in flight.
 */
export function PaySection({
  modes,
  payMode,
  onPayModeChange,
  amounts,
  advancePercentage,
  placing,
  onPlaceOrder,
  error,
}: {
  modes: PaymentMode[];
  payMode: PaymentMode | null;
  onPayModeChange: (mode: PaymentMode | null) => void;
  amounts: OrderAmounts | undefined;
  advancePercentage: number | undefined;
  placing: boolean;
  onPlaceOrder: () => void;
  error?: string;
}) {
  const selectId = useId();
  return (
    <div className="mt-5 space-y-4 border-t border-ivory-300 pt-5">
      <div>
        <label htmlFor={selectId} className="mb-1.5 block text-sm font-medium text-plum-900">
          Pay using
        </label>
        <select
          id={selectId}
          value={payMode ?? ''}
          onChange={(event) => onPayModeChange(isPaymentMode(event.target.value) ? event.target.value : null)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${selectId}-error` : undefined}
          className={`min-h-12 w-full rounded-xl border bg-white px-4 text-base text-plum-950 focus:border-gold-700 focus:outline-none focus-visible:ring-2 focus-visible:ring-gold-500/60 sm:text-sm ${
            error ? 'border-sale' : 'border-ivory-300'
          }`}
          data-testid="pay-using"
        >
          <option value="">{ORDER_MSG.selectPay}</option>
          {modes.map((mode) => (
            <option key={mode} value={mode}>
              {mode}
            </option>
          ))}
        </select>
        <InlineError message={error} testId="checkout-error-payment" id={`${selectId}-error`} />
      </div>
      <PaymentNote
        modes={modes}
        payMode={payMode}
        amounts={amounts}
        advancePercentage={amounts?.delivery_percentage ?? advancePercentage}
      />
      <button
        type="button"
        className="btn-primary w-full text-base"
        onClick={onPlaceOrder}
        disabled={placing || modes.length === 0}
        aria-busy={placing}
      >
        {placing ? (
          'Loading...'
        ) : (
          <>
            <Lock className="size-4" aria-hidden="true" /> Place order
          </>
        )}
      </button>
      {modes.length === 0 ? (
        <p className="text-center text-xs text-plum-700">The shop is not taking online orders right now.</p>
      ) : null}
    </div>
  );
}

function PaymentNote({
  modes,
  payMode,
  amounts,
  advancePercentage,
}: {
  modes: PaymentMode[];
  payMode: PaymentMode | null;
  amounts: OrderAmounts | undefined;
  advancePercentage: number | undefined;
}) {
  const note = noteText(modes, payMode, amounts, advancePercentage);
  if (!note) return null;
  return (
    <div
      className="flex gap-3 rounded-xl border border-gold-300 bg-gold-300/15 p-3 text-sm text-plum-900"
      role="note"
      data-testid="checkout-payment-note"
    >
      <Info className="mt-0.5 size-4 shrink-0 text-gold-700" aria-hidden="true" />
      <p>{note}</p>
    </div>
  );
}

function noteText(
  modes: PaymentMode[],
  payMode: PaymentMode | null,
  amounts: OrderAmounts | undefined,
  percentage: number | undefined,
): string | null {
  if (payMode === 'Pay on delivery') {
    if (percentage === 0) return 'Nothing to pay now: you pay the whole amount when your order arrives.';
    if (amounts && percentage !== undefined) {
      const now = formatRupees(amounts.payable_now);
      const what = amounts.deliveryCharge > 0 ? ' (advance and delivery charge)' : '';
      return `Pay on delivery asks for a ${percentage}% advance: ${now} now${what} and ${formatRupees(amounts.remaining_amount)} when your order arrives.`;
    }
    return 'Pay on delivery asks for a part of the total in advance; the rest is paid when your order arrives.';
  }
  if (payMode === 'Pay now') return 'You pay the full amount now, securely online.';
  if (modes.includes('Pay on delivery') && percentage !== undefined && percentage > 0) {
    return `With Pay on delivery you pay a ${percentage}% advance now and the rest when your order arrives.`;
  }
  if (modes.length > 0) return 'Choose how you would like to pay, then place your order.';
  return null;
}
