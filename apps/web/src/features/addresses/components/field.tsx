import { type ComponentPropsWithRef, useId } from 'react';

const control =
  'w-full rounded-xl border bg-white px-4 text-base text-plum-950 placeholder:text-plum-300 focus:border-gold-500 focus:outline-none focus-visible:ring-2 focus-visible:ring-gold-400/40 sm:text-sm';

type Common = { label: string; error?: string; className?: string };

function Label({ htmlFor, label }: { htmlFor: string; label: string }) {
  return (
    <label htmlFor={htmlFor} className="mb-1.5 block text-sm font-medium text-plum-900">
      {label}
    </label>
  );
}

function FieldError({ id, error }: { id: string; error?: string }) {
  return error ? (
    <p id={id} role="alert" className="mt-1 text-sm text-sale">
      {error}
    </p>
  ) : null;
}

/** A labelled input of the address form; the error is tied to it with aria-describedby. */
export function Field({ label, error, className = '', ...input }: Common & ComponentPropsWithRef<'input'>) {
  const id = useId();
  return (
    <div className={className}>
      <Label htmlFor={id} label={label} />
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

export function TextAreaField({
  label,
  error,
  className = '',
  ...input
}: Common & ComponentPropsWithRef<'textarea'>) {
  const id = useId();
  return (
    <div className={className}>
      <Label htmlFor={id} label={label} />
      <textarea
        id={id}
        rows={3}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={`py-3 ${control} ${error ? 'border-sale' : 'border-ivory-300'}`}
        {...input}
      />
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}
