import { OTP_LENGTH } from '@storefront/shared';
import { type ClipboardEvent, type KeyboardEvent, useRef } from 'react';

type OtpInputProps = {
  /** The digits typed so far, one per box ('' for an empty box). */
  value: string[];
  onChange: (digits: string[]) => void;
  error?: string;
  disabled?: boolean;
  errorId?: string;
};

export const emptyOtp = (): string[] => Array.from({ length: OTP_LENGTH }, () => '');

/**
 * Six single-digit boxes (docs/api.md): a digit moves focus to the next box, Backspace in an
 * empty box goes back and clears the previous one, and a pasted code fills every box.
 */
export function OtpInput({ value, onChange, error, disabled, errorId }: OtpInputProps) {
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const focusBox = (index: number) => {
    const box = boxes.current[Math.max(0, Math.min(OTP_LENGTH - 1, index))];
    box?.focus();
    box?.select();
  };

  const fill = (start: number, digits: string) => {
    const next = [...value];
    let index = start;
    for (const digit of digits) {
      if (index >= OTP_LENGTH) break;
      next[index] = digit;
      index++;
    }
    onChange(next);
    focusBox(index >= OTP_LENGTH ? OTP_LENGTH - 1 : index);
  };

  const onInput = (index: number, raw: string) => {
    const digits = raw.replace(/\D/g, '');
    if (digits === '') {
      const next = [...value];
      next[index] = '';
      onChange(next);
      return;
    }
    // typing over a filled box gives two characters: keep the new one; an autofilled code gives six
    fill(
      index,
      digits.length === 2 && value[index] ? digits.replace(value[index]!, '') || digits[1]! : digits,
    );
  };

  const onKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace') {
      if (value[index]) return; // the input clears its own digit
      event.preventDefault();
      if (index > 0) {
        const next = [...value];
        next[index - 1] = '';
        onChange(next);
        focusBox(index - 1);
      }
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      focusBox(index + 1);
    }
  };

  const onPaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    const digits = event.clipboardData.getData('text').replace(/\D/g, '');
    event.preventDefault();
    if (digits) fill(digits.length >= OTP_LENGTH ? 0 : index, digits.slice(0, OTP_LENGTH));
  };

  return (
    <fieldset>
      <legend className="mb-2 text-sm font-medium text-plum-900">Enter the 6-digit code</legend>
      <div className="flex justify-between gap-2 sm:gap-3">
        {value.map((digit, index) => (
          <input
            // the boxes never reorder: their position is their identity
            // biome-ignore lint/suspicious/noArrayIndexKey: fixed set of six boxes
            key={index}
            ref={(element) => {
              boxes.current[index] = element;
            }}
            value={digit}
            onChange={(event) => onInput(index, event.target.value)}
            onKeyDown={(event) => onKeyDown(index, event)}
            onPaste={(event) => onPaste(index, event)}
            onFocus={(event) => event.target.select()}
            inputMode="numeric"
            autoComplete={index === 0 ? 'one-time-code' : 'off'}
            pattern="[0-9]*"
            maxLength={index === 0 ? OTP_LENGTH : 2}
            aria-label={`Digit ${index + 1} of ${OTP_LENGTH}`}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            disabled={disabled}
            className={`aspect-square w-full min-w-0 max-w-14 rounded-xl border bg-white text-center font-serif text-2xl text-plum-900 focus:border-gold-700 focus:outline-none focus-visible:ring-2 focus-visible:ring-gold-500/60 ${
              error ? 'border-sale' : 'border-ivory-300'
            }`}
          />
        ))}
      </div>
      {error ? (
        <p id={errorId} role="alert" className="mt-2 text-sm text-sale">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
