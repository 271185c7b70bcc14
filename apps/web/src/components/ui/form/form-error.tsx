import type { ReactNode } from 'react';

/** A whole form's error (not one field's), announced when it appears. */
export function FormError({ children, className = '' }: { children?: ReactNode; className?: string }) {
  if (!children) return null;
  return (
    <p role="alert" className={`rounded-lg bg-rose-50 px-3 py-2 text-sm text-sale ${className}`.trim()}>
      {children}
    </p>
  );
}
