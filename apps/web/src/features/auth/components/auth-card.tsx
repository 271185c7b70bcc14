import type { ReactNode } from 'react';

/** The frame of the sign-in, registration and reset screens: one calm card, centred. */
export function AuthCard({
  eyebrow,
  title,
  subtitle,
  children,
  footer,
  step,
}: {
  /** Where a multi-step flow is: shown as "Step 2 of 3" with a bar. */
  step?: { current: number; total: number };
  eyebrow?: string;
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <div className="bg-gradient-to-b from-ivory-200/70 to-ivory-100 px-4 py-8 sm:py-14">
      <section className="mx-auto w-full max-w-md rounded-3xl border border-ivory-300 bg-ivory-50 p-6 shadow-xl shadow-plum-950/5 sm:p-8">
        {step ? (
          <div className="mb-5">
            <p className="text-xs font-medium text-plum-700">
              Step {step.current} of {step.total}
            </p>
            <div className="mt-2 flex gap-1.5" aria-hidden="true">
              {Array.from({ length: step.total }, (_, index) => (
                <span
                  // biome-ignore lint/suspicious/noArrayIndexKey: one bar per step, never reordered
                  key={index}
                  className={`h-1 flex-1 rounded-full ${index < step.current ? 'bg-gold-500' : 'bg-ivory-300'}`}
                />
              ))}
            </div>
          </div>
        ) : null}
        {eyebrow ? (
          <p className="text-xs font-medium tracking-[0.2em] text-gold-700 uppercase">{eyebrow}</p>
        ) : null}
        <h1 className="mt-1 font-serif text-3xl text-plum-900">{title}</h1>
        {subtitle ? <p className="mt-2 text-sm text-plum-700">{subtitle}</p> : null}
        <div className="mt-6">{children}</div>
        {footer ? (
          <div className="mt-6 border-t border-ivory-300 pt-5 text-sm text-plum-700">{footer}</div>
        ) : null}
      </section>
    </div>
  );
}
