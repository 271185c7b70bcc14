import type { ReactNode } from 'react';

/**
 * A form's main button: reads busyLabel (Loading... unless told) and is disabled while in flight.
 * With `onClick` it is a plain button that runs it (a dialog's action outside a form).
 */
export function SubmitButton({
  busy,
  children,
  busyLabel = 'Loading...',
  disabled,
  className = 'btn-primary w-full text-base',
  onClick,
}: {
  busy: boolean;
  children: ReactNode;
  busyLabel?: ReactNode;
  disabled?: boolean;
  className?: string;
  onClick?: () => void;
}) {
  return (
    <button
      type={onClick ? 'button' : 'submit'}
      className={className}
      disabled={busy || disabled}
      aria-busy={busy}
      onClick={onClick}
    >
      {busy ? busyLabel : children}
    </button>
  );
}
