import type { ReactNode } from 'react';

/** The form's main button; reads busyLabel (spec: Loading... / Sending...) while in flight. */
export function SubmitButton({
  busy,
  children,
  busyLabel = 'Loading...',
  disabled,
}: {
  busy: boolean;
  children: ReactNode;
  busyLabel?: string;
  disabled?: boolean;
}) {
  return (
    <button
      type="submit"
      className="btn-primary w-full text-base"
      disabled={busy || disabled}
      aria-busy={busy}
    >
      {busy ? busyLabel : children}
    </button>
  );
}
