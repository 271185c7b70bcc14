import type { ReactNode } from 'react';

/** Small building blocks shared by the console's pages. */
export function Panel({
  title,
  children,
  className = '',
}: {
  title?: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section className={`rounded-xl border border-ivory-300 bg-ivory-50 p-4 shadow-sm sm:p-5 ${className}`}>
      {title ? <h2 className="mb-3 font-serif text-lg text-plum-800">{title}</h2> : null}
      {children}
    </section>
  );
}

const STATUS_TONES: Record<string, string> = {
  Delivered: 'bg-emerald-100 text-emerald-900',
  Cancelled: 'bg-rose-100 text-rose-900',
  Failed: 'bg-rose-100 text-rose-900',
  Success: 'bg-emerald-100 text-emerald-900',
  paid: 'bg-emerald-100 text-emerald-900',
  failed: 'bg-rose-100 text-rose-900',
  Shipped: 'bg-sky-100 text-sky-900',
  'Out for delivery': 'bg-sky-100 text-sky-900',
  'Pay on delivery': 'bg-gold-300/40 text-gold-700',
  Quote: 'bg-plum-100 text-plum-800',
  Owner: 'bg-gold-300/40 text-gold-700',
  Active: 'bg-emerald-100 text-emerald-900',
  Disabled: 'bg-rose-100 text-rose-900',
  'Two-factor on': 'bg-emerald-100 text-emerald-900',
};

export function StatusBadge({ value }: { value: string }) {
  return (
    <span
      className={`inline-flex whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-medium ${STATUS_TONES[value] ?? 'bg-ivory-200 text-plum-800'}`}
    >
      {value}
    </span>
  );
}

/** A record's labelled values, side by side; a label whose value is empty is left out. */
export function DetailList({
  rows,
  valueClassName,
  className = '',
}: {
  rows: readonly (readonly [label: string, value: string])[];
  /** How a long value breaks (an e-mail address, a pay link). */
  valueClassName: string;
  className?: string;
}) {
  return (
    <dl className={`${className} grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm`.trim()}>
      {rows
        .filter(([, value]) => value)
        .map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-plum-700">{label}</dt>
            <dd className={valueClassName}>{value}</dd>
          </div>
        ))}
    </dl>
  );
}

export function ErrorText({ children }: { children: ReactNode }) {
  return (
    <p role="alert" className="rounded-lg bg-rose-50 px-3 py-2 text-sm text-sale">
      {children}
    </p>
  );
}

/** What a confirming dialog is told: close it unchanged, or done with what the server said. */
export type DialogProps = { onClose: () => void; onDone: (message: string) => void };

export const inputClass =
  'w-full rounded-lg border border-ivory-300 bg-white px-3 py-2 text-sm text-plum-950 outline-none focus:border-gold-500 focus:ring-2 focus:ring-gold-300 aria-invalid:border-sale';
export const buttonClass =
  'inline-flex items-center justify-center gap-2 rounded-lg bg-gold-500 px-4 py-2 text-sm font-semibold text-plum-950 hover:bg-gold-400 disabled:opacity-60';
export const quietButtonClass =
  'inline-flex items-center justify-center gap-2 rounded-lg border border-ivory-300 bg-white px-3 py-2 text-sm font-medium text-plum-800 hover:bg-ivory-100 disabled:opacity-50';
