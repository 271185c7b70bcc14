import { MESSAGE_MAX_LENGTH } from '@storefront/shared';
import { type ComponentPropsWithRef, type ReactNode, useId } from 'react';

const control =
  'w-full rounded-xl border bg-white px-4 text-base text-plum-950 placeholder:text-plum-300 focus:border-gold-500 focus:outline-none focus-visible:ring-2 focus-visible:ring-gold-400/40 sm:text-sm';

function FieldError({ id, error }: { id: string; error?: string }) {
  return error ? (
    <p id={id} role="alert" className="mt-1 text-sm text-sale">
      {error}
    </p>
  ) : null;
}

function Label({ htmlFor, children, end }: { htmlFor: string; children: ReactNode; end?: ReactNode }) {
  return (
    <div className="mb-1.5 flex items-baseline justify-between gap-3">
      <label htmlFor={htmlFor} className="text-sm font-medium text-plum-900">
        {children}
      </label>
      {end}
    </div>
  );
}

type Common = { label: string; error?: string; className?: string };

/** A labelled input whose error is announced and tied to it with aria-describedby. */
export function InputField({
  label,
  error,
  className = '',
  ...input
}: Common & ComponentPropsWithRef<'input'>) {
  const id = useId();
  return (
    <div className={className}>
      <Label htmlFor={id}>{label}</Label>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={`min-h-12 ${control} ${error ? 'border-sale' : 'border-ivory-300'}`}
        {...input}
      />
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}

/**
 * The message box with a live count (spec: at most 500 characters, the counter turns red
 * at 500). The browser stops typing at the limit; the schema checks it again.
 */
export function MessageField({
  label,
  error,
  length,
  className = '',
  ...input
}: Common & { length: number } & ComponentPropsWithRef<'textarea'>) {
  const id = useId();
  const full = length >= MESSAGE_MAX_LENGTH;
  return (
    <div className={className}>
      <Label
        htmlFor={id}
        end={
          <span
            id={`${id}-count`}
            data-testid="message-counter"
            className={`text-xs tabular-nums ${full ? 'font-semibold text-sale' : 'text-plum-700'}`}
          >
            {length}/{MESSAGE_MAX_LENGTH}
          </span>
        }
      >
        {label}
      </Label>
      <textarea
        id={id}
        rows={5}
        maxLength={MESSAGE_MAX_LENGTH}
        aria-invalid={error ? true : undefined}
        aria-describedby={[`${id}-count`, error ? `${id}-error` : null].filter(Boolean).join(' ')}
        className={`resize-y py-3 ${control} ${error ? 'border-sale' : full ? 'border-sale/60' : 'border-ivory-300'}`}
        {...input}
      />
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}
