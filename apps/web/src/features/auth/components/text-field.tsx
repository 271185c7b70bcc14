import { type ComponentPropsWithRef, type ReactNode, useId } from 'react';

type TextFieldProps = ComponentPropsWithRef<'input'> & {
  label: string;
  error?: string;
  hint?: ReactNode;
  /** Something to show at the end of the input row (e.g. a show-password button). */
  addon?: ReactNode;
};

/** A labelled input whose error is announced and tied to it with aria-describedby. */
export function TextField({ label, error, hint, addon, id, className = '', ...input }: TextFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <label htmlFor={inputId} className="mb-1.5 block text-sm font-medium text-plum-900">
        {label}
      </label>
      <div className="relative">
        <input
          id={inputId}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={`min-h-12 w-full rounded-xl border bg-white px-4 text-base text-plum-950 placeholder:text-plum-300 read-only:bg-ivory-100 read-only:text-plum-700 focus:border-gold-500 focus:outline-none focus-visible:ring-2 focus-visible:ring-gold-400/40 sm:text-sm ${
            error ? 'border-sale' : 'border-ivory-300'
          } ${addon ? 'pr-12' : ''}`}
          {...input}
        />
        {addon ? <div className="absolute inset-y-0 right-1 flex items-center">{addon}</div> : null}
      </div>
      {hint ? (
        <p id={hintId} className="mt-1 text-xs text-plum-700">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} role="alert" className="mt-1 text-sm text-sale">
          {error}
        </p>
      ) : null}
    </div>
  );
}
