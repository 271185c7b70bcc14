import type { ReactNode } from 'react';

/** The amounts box beside a list of lines (cart, checkout): it stays in view while the lines scroll on wide screens. */
export const SUMMARY_PANEL_CLASS =
  'h-fit rounded-2xl border border-ivory-300 bg-ivory-50 p-5 shadow-sm lg:sticky lg:top-40';

/** One line of a bill (inside a `dl`): what it is and what it comes to. */
export function BillRow({
  label,
  children,
  testId,
  className = 'flex justify-between gap-4',
  labelClassName = 'text-plum-700',
  valueClassName,
}: {
  label: ReactNode;
  children: ReactNode;
  testId?: string;
  className?: string;
  labelClassName?: string;
  valueClassName?: string;
}) {
  return (
    <div className={className}>
      <dt className={labelClassName}>{label}</dt>
      <dd className={valueClassName} data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

/** The last line of a bill, set apart by a rule: what the whole comes to. */
export function BillTotalRow({
  label,
  children,
  testId,
}: {
  label: string;
  children: ReactNode;
  testId: string;
}) {
  return (
    <BillRow
      label={label}
      testId={testId}
      className="flex justify-between border-t border-ivory-300 pt-3 text-base font-semibold"
      labelClassName="text-plum-900"
      valueClassName="text-gold-700"
    >
      {children}
    </BillRow>
  );
}
