import { AUTH_MSG, OTP_LENGTH, otpSchema } from '@storefront/shared';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { SubmitButton } from '@/components/ui/form';
import { emptyOtp, OtpInput } from './otp-input';

/** The OTP step of registration and reset: six boxes and Verify OTP. */
export function OtpStep({
  email,
  onVerify,
  onResend,
  onChangeEmail,
}: {
  email: string;
  /** Resolves when verified; rejects (after showing its own toast) otherwise. */
  onVerify: (otp: string) => Promise<void>;
  onResend: () => Promise<void>;
  onChangeEmail: () => void;
}) {
  const [digits, setDigits] = useState(emptyOtp);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [resending, setResending] = useState(false);
  const errorId = useId();
  const form = useRef<HTMLFormElement>(null);
  // The boxes are disabled while a code is checked, which drops the focus to the page; after a
  // refused code the shopper corrects it from the last box instead of hunting for it.
  const [refused, setRefused] = useState(0);
  useEffect(() => {
    if (refused > 0)
      Array.from(form.current?.querySelectorAll('input') ?? [])
        .at(-1)
        ?.focus();
  }, [refused]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const code = digits.join('');
    if (code.length !== OTP_LENGTH || !otpSchema.safeParse(code).success) {
      setError(AUTH_MSG.enterAllOtpDigits);
      // the shopper types on where the code stops, not from the button
      const boxes = Array.from(event.currentTarget.querySelectorAll('input'));
      (boxes.find((box) => box.value === '') ?? boxes[0])?.focus();
      return;
    }
    setError(undefined);
    setBusy(true);
    try {
      await onVerify(code);
    } catch {
      // the caller showed why
      setRefused((count) => count + 1);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form ref={form} onSubmit={onSubmit} noValidate className="space-y-5">
      <p className="text-sm text-plum-700">
        We sent a code to <strong className="break-all text-plum-900">{email}</strong>.{' '}
        <button
          type="button"
          onClick={onChangeEmail}
          className="font-medium text-gold-700 underline-offset-4 hover:underline"
        >
          Change email
        </button>
      </p>
      <OtpInput
        value={digits}
        onChange={(next) => {
          setDigits(next);
          if (error) setError(undefined);
        }}
        error={error}
        errorId={errorId}
        disabled={busy}
      />
      <SubmitButton busy={busy}>Verify OTP</SubmitButton>
      <p className="text-center text-sm text-plum-700">
        Did not get it?{' '}
        <button
          type="button"
          disabled={resending}
          onClick={async () => {
            setResending(true);
            try {
              await onResend();
              setDigits(emptyOtp());
            } catch {
              // the caller showed why
            } finally {
              setResending(false);
            }
          }}
          className="font-medium text-gold-700 underline-offset-4 hover:underline disabled:opacity-60"
        >
          {resending ? 'Sending...' : 'Resend code'}
        </button>
      </p>
    </form>
  );
}
