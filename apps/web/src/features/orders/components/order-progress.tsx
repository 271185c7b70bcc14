import { orderProgress } from '@storefront/shared';
import { Check, X } from 'lucide-react';

/**
 * The four steps of an order (docs/api.md): earlier steps are done, the current one
 * pulses (not when the shopper prefers reduced motion), later ones wait; once delivered,
 * all four are done and nothing pulses. A cancelled
 * order reads Cancelled on every step, with a cross on the last.
 */
export function OrderProgress({ status }: { status: string }) {
  const { step, cancelled, complete, labels } = orderProgress(status);
  return (
    <ol className="grid grid-cols-4" aria-label="Order progress" data-testid="order-progress">
      {labels.map((label, index) => {
        const number = index + 1;
        const state = cancelled
          ? 'cancelled'
          : number < step || complete
            ? 'done'
            : number === step
              ? 'current'
              : 'upcoming';
        const last = number === labels.length;
        return (
          <li
            // the labels may repeat (all Cancelled), the positions never do
            key={number}
            className="relative flex flex-col items-center text-center"
            data-state={state}
            aria-current={state === 'current' ? 'step' : undefined}
          >
            {index > 0 ? (
              <span
                aria-hidden="true"
                className={`absolute top-4 right-1/2 h-0.5 w-full -translate-y-1/2 ${
                  state === 'done' || state === 'current'
                    ? 'bg-gold-500'
                    : state === 'cancelled'
                      ? 'bg-sale/40'
                      : 'bg-ivory-300'
                }`}
              />
            ) : null}
            <span
              aria-hidden="true"
              className={`relative z-10 grid size-8 place-items-center rounded-full border-2 text-xs font-semibold ${
                state === 'done'
                  ? 'border-gold-500 bg-gold-500 text-plum-950'
                  : state === 'current'
                    ? 'border-gold-500 bg-plum-900 text-gold-300 ring-4 ring-gold-300/50 motion-safe:animate-pulse'
                    : state === 'cancelled'
                      ? 'border-sale bg-ivory-50 text-sale'
                      : 'border-ivory-300 bg-ivory-50 text-plum-700'
              }`}
            >
              {state === 'done' ? (
                <Check className="size-4" />
              ) : state === 'cancelled' && last ? (
                <X className="size-4" data-testid="progress-cross" />
              ) : (
                number
              )}
            </span>
            <span
              className={`mt-2 px-1 text-xs leading-tight sm:text-sm ${
                state === 'upcoming'
                  ? 'text-plum-700'
                  : state === 'cancelled'
                    ? 'font-medium text-sale'
                    : 'font-medium text-plum-900'
              }`}
            >
              <span data-testid="progress-label">{label}</span>
              <span className="sr-only">
                {state === 'done' ? ' (done)' : state === 'current' ? ' (current step)' : ''}
              </span>
            </span>
          </li>
        );
      })}
    </ol>
  );
}
