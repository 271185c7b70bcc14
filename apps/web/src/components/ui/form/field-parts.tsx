import { type ReactNode, useId } from 'react';

/**
 * The ids and aria wiring of one labelled control: the error and the hint are tied to the
 * control with aria-describedby, and aria-invalid is set only while there is an error.
 * Forms with an unusual layout use this with FieldLabel and FieldMessage directly.
 */
export function useFieldIds({
  id,
  error,
  hint,
  describedBy,
}: {
  id?: string;
  error?: ReactNode;
  hint?: ReactNode;
  /** Further ids the control is described by (a counter, say). */
  describedBy?: string;
}) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  const described = [describedBy, error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ');
  return {
    inputId,
    errorId,
    hintId,
    controlProps: {
      id: inputId,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': described || undefined,
    },
  } as const;
}

export function FieldLabel({
  htmlFor,
  children,
  end,
  className = 'text-sm font-medium text-plum-900',
}: {
  htmlFor: string;
  children: ReactNode;
  /** Something at the end of the label row (a live counter, say). */
  end?: ReactNode;
  className?: string;
}) {
  if (!end) {
    return (
      <label htmlFor={htmlFor} className={`mb-1.5 block ${className}`}>
        {children}
      </label>
    );
  }
  return (
    <div className="mb-1.5 flex items-baseline justify-between gap-3">
      <label htmlFor={htmlFor} className={className}>
        {children}
      </label>
      {end}
    </div>
  );
}

/** A field's error, announced when it appears. */
export function FieldMessage({
  id,
  error,
  className = 'mt-1',
}: {
  id: string;
  error?: ReactNode;
  className?: string;
}) {
  return error ? (
    <p id={id} role="alert" className={`${className} text-sm text-sale`}>
      {error}
    </p>
  ) : null;
}

export function FieldHint({ id, hint }: { id: string; hint?: ReactNode }) {
  return hint ? (
    <p id={id} className="mt-1 text-xs text-plum-700">
      {hint}
    </p>
  ) : null;
}

/** The control's look: `box` for the shop's forms, `pill` for one-line boxes in a modal, `console` for the admin pages. */
export type FieldLook = 'box' | 'pill' | 'console';

// The focused box's border is the darker gold: the light one stood at 2.5:1 against white, under
// the 3:1 a focus indicator needs (WCAG 1.4.11); the ring around it marks the box from afar.
const BASE =
  'w-full border bg-white text-plum-950 placeholder:text-plum-300 read-only:bg-ivory-100 read-only:text-plum-700 focus:border-gold-700 focus:outline-none';
const LOOKS: Record<FieldLook, string> = {
  box: 'rounded-xl px-4 text-base focus-visible:ring-2 focus-visible:ring-gold-500/60 sm:text-sm',
  pill: 'min-h-11 rounded-full px-4 text-base focus-visible:ring-2 focus-visible:ring-gold-500/60 sm:text-sm',
  console: 'rounded-lg px-3 py-2 text-sm focus:ring-2 focus:ring-gold-300',
};

/** The classes of a control; `alarm` borders it red (an error, or a full counter). */
export function controlClass(look: FieldLook, alarm: 'error' | 'warn' | null, extra = ''): string {
  const border = alarm === 'error' ? 'border-sale' : alarm === 'warn' ? 'border-sale/60' : 'border-ivory-300';
  return `${BASE} ${LOOKS[look]} ${border} ${extra}`.trim();
}
