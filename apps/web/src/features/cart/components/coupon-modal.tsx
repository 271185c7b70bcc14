import { type CouponData, MSG } from '@storefront/shared';
import { type FormEvent, useState } from 'react';
import { Field, SubmitButton } from '@/components/ui/form';
import { Modal } from '@/components/ui/modal';
import { ApiError } from '@/lib/api-client';
import { notify } from '@/lib/toast';
import { checkCoupon } from '../api/check-coupon';

type Props = {
  open: boolean;
  onClose: () => void;
  /** The cart's sale total in rupees, which the server checks the coupon against. */
  totalRupees: number;
  asCustomer: boolean;
  onApplied: (coupon: CouponData) => void;
};

/** The text for a failed check (docs/api.md): the server's message, else 'Invalid coupon'; no answer: 'Error checking coupon.' */
export function couponErrorText(error: unknown): string {
  if (error instanceof ApiError && error.status < 500) {
    return error.code ? error.message : MSG.invalidCoupon;
  }
  return MSG.errorCheckingCoupon;
}

/** Apply Coupon: the server validates the code; the modal shows why a code is refused. */
export function CouponModal({ open, onClose, totalRupees, asCustomer, onApplied }: Props) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);

  const close = () => {
    setError(null);
    onClose();
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = code.trim();
    if (!trimmed) {
      setError(MSG.enterCouponCode);
      return;
    }
    setChecking(true);
    setError(null);
    try {
      const answer = await checkCoupon(trimmed, totalRupees, asCustomer);
      onApplied(answer.couponData);
      notify.success(answer.message || MSG.couponApplied);
      setCode('');
      onClose();
    } catch (caught) {
      if (!(caught instanceof ApiError)) console.error(caught);
      setError(couponErrorText(caught));
    } finally {
      setChecking(false);
    }
  };

  return (
    <Modal open={open} onClose={close} title="Apply Coupon" size="sm">
      <form onSubmit={onSubmit} noValidate className="space-y-3">
        <Field
          label="Coupon code"
          look="pill"
          inputClassName="tracking-wider uppercase placeholder:tracking-normal placeholder:normal-case"
          data-autofocus
          value={code}
          onChange={(event) => {
            setCode(event.target.value.toUpperCase());
            if (error) setError(null);
          }}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={64}
          placeholder="e.g. WELCOME10"
          error={error ?? undefined}
        />
        <SubmitButton busy={checking} busyLabel="Checking..." className="btn-primary w-full">
          Apply
        </SubmitButton>
      </form>
    </Modal>
  );
}
