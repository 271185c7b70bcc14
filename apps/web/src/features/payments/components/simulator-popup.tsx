import { formatRupees, ORDER_MSG } from '@storefront/shared';
import { FlaskConical, Lock, ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { Modal } from '@/components/ui/modal';
import { Monogram } from '@/components/ui/monogram';

export type SimulatorBusy = 'pay' | 'fail' | null;

/**
 * The built-in gateway's popup, shaped like a card provider's: the shop, Order Payment,
 * the amount, and two buttons that make the simulator answer like the real gateway would.
 * It says plainly that no money moves. Closing it cancels the payment.
 */
export function SimulatorPopup({
  shopName,
  amountRupees,
  busy,
  onPay,
  onFail,
  onCancel,
}: {
  shopName: string;
  amountRupees: number;
  busy: SimulatorBusy;
  onPay: () => void;
  onFail: () => void;
  onCancel: () => void;
}) {
  const amount = formatRupees(amountRupees);
  return (
    <Modal
      open
      size="sm"
      closeLabel="Cancel payment"
      // a payment in flight finishes before the popup can go
      onClose={busy ? () => undefined : onCancel}
      title={
        <span className="flex items-center gap-3">
          <Monogram
            name={shopName}
            fallback="₹"
            className="grid size-10 shrink-0 place-items-center rounded-xl bg-plum-900 font-serif text-lg text-gold-300"
          />
          <span className="min-w-0">
            <span className="block truncate">{shopName}</span>
            <span className="block font-sans text-xs font-normal text-plum-700">
              {ORDER_MSG.paymentDescription}
            </span>
          </span>
        </span>
      }
    >
      <div className="space-y-4" data-testid="simulator-popup">
        <p
          className="flex items-center gap-2 rounded-xl border border-dashed border-gold-500 bg-gold-300/20 px-3 py-2 text-sm font-medium text-plum-900"
          role="note"
        >
          <FlaskConical className="size-4 shrink-0 text-gold-700" aria-hidden="true" />
          Test payment — no money moves
        </p>
        <div className="rounded-2xl bg-plum-900 px-4 py-5 text-center text-ivory-50">
          <p className="text-xs tracking-[0.2em] text-gold-300 uppercase">Amount payable</p>
          <p className="mt-1 font-serif text-4xl" data-testid="simulator-amount">
            {amount}
          </p>
        </div>
        <div className="grid gap-2">
          <OutcomeButton
            outcome="pay"
            busy={busy}
            onClick={onPay}
            className="btn-primary w-full text-base"
            icon={<Lock className="size-4" aria-hidden="true" />}
            autoFocus
          >
            {`Pay ${amount}`}
          </OutcomeButton>
          <OutcomeButton outcome="fail" busy={busy} onClick={onFail} className="btn-outline w-full">
            Fail payment
          </OutcomeButton>
        </div>
        <p className="flex items-center justify-center gap-1.5 text-xs text-plum-700">
          <ShieldCheck className="size-3.5" aria-hidden="true" /> The shop's built-in payment simulator
        </p>
      </div>
    </Modal>
  );
}

/** One of the simulator's answers: both wait while either is on its way, and the one sent says so. */
function OutcomeButton({
  outcome,
  busy,
  onClick,
  className,
  icon = null,
  autoFocus = false,
  children,
}: {
  outcome: Exclude<SimulatorBusy, null>;
  busy: SimulatorBusy;
  onClick: () => void;
  className: string;
  icon?: ReactNode;
  /** The modal focuses this button first. */
  autoFocus?: boolean;
  children: string;
}) {
  return (
    <button
      type="button"
      className={className}
      onClick={onClick}
      disabled={busy !== null}
      aria-busy={busy === outcome}
      data-autofocus={autoFocus || undefined}
    >
      {icon}
      {busy === outcome ? 'Loading...' : children}
    </button>
  );
}
