import type { ReactNode } from 'react';

/** A form's main button: reads busyLabel (Loading... unless told) and is disabled while in flight. */
export function SubmitButton({
  busy,
  children,
  busyLabel = 'Loading...',
  disabled,
  className = 'btn-primary w-full text-base',
}: {
  busy: boolean;
  children: ReactNode;
  busyLabel?: ReactNode;
  disabled?: boolean;
  className?: string;
}) {
  return (
    <button type="submit" className={className} disabled={busy || disabled} aria-busy={busy}>
      {busy ? busyLabel : children}
    </button>
  );
}
