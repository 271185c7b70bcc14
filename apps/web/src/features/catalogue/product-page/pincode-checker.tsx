import { deliveryDate, formatDeliveryDate } from '@storefront/shared';
import { CheckCircle2, MapPin, XCircle } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useActivePincodes } from '@/features/content';
import { checkPincode, type PincodeResult } from './pincode';

/** Indian pincodes have six digits. */
const PINCODE_MAX_LENGTH = 6;

/** Checks delivery to a pincode and shows the estimated delivery date (today + delivery_days). */
export function PincodeChecker({ deliveryDays }: { deliveryDays: number }) {
  const pincodes = useActivePincodes();
  const [value, setValue] = useState('');
  const [result, setResult] = useState<PincodeResult | null>(null);
  const inputId = useId();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setResult(checkPincode(value, pincodes.data ?? []));
  };

  return (
    <form onSubmit={onSubmit} className="rounded-2xl border border-ivory-300 bg-ivory-50 p-4" noValidate>
      <label htmlFor={inputId} className="mb-2 flex items-center gap-2 text-sm font-medium text-plum-900">
        <MapPin className="size-4 text-gold-700" aria-hidden="true" /> Check delivery
      </label>
      <div className="flex gap-2">
        <input
          id={inputId}
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={PINCODE_MAX_LENGTH}
          value={value}
          onChange={(event) => {
            setValue(event.target.value.replace(/\D/g, ''));
            setResult(null);
          }}
          placeholder="Enter pincode"
          className="min-h-11 w-full min-w-0 rounded-full border border-ivory-300 bg-white px-4 text-sm"
        />
        <button type="submit" className="btn-dark shrink-0" disabled={pincodes.isPending}>
          Check
        </button>
      </div>
      <div aria-live="polite" className="mt-2 min-h-5 text-sm">
        {result ? (
          <p
            className={`flex items-start gap-1.5 ${result.ok ? 'text-emerald-800' : 'text-sale'}`}
            data-testid="pincode-result"
          >
            {result.ok ? (
              <CheckCircle2 className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            ) : (
              <XCircle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            )}
            <span>{result.message}</span>
          </p>
        ) : null}
        {result?.ok ? (
          <p className="mt-1 text-plum-700">
            Estimated delivery by <strong>{formatDeliveryDate(deliveryDate(deliveryDays))}</strong>
          </p>
        ) : null}
      </div>
    </form>
  );
}
