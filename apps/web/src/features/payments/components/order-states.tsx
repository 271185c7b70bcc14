import { CircleCheck, CircleX, Clock } from 'lucide-react';
import type { ReactNode } from 'react';
import { ErrorNote } from '@/components/ui/error-note';
import { Skeleton } from '@/components/ui/skeleton';

// The payment result pages read the order before they say anything; these are what they
// show until then, and the icon that leads their answer.

/** Placeholders for the result icon and heading; `children` adds what else the page will show. */
export function ResultSkeleton({ className, children }: { className: string; children?: ReactNode }) {
  return (
    <div className={`container-page max-w-lg ${className}`} role="status" aria-label="Loading order">
      <Skeleton className="mx-auto size-16 rounded-full" />
      <Skeleton className="mx-auto mt-4 h-8 w-56" />
      {children}
    </div>
  );
}

/**
 * The order could not be read: `notFound` shows what the page says of an order that is not
 * the shopper's (`children`); any other failure offers to read it again.
 */
export function OrderLoadError({
  notFound,
  onRetry,
  children,
}: {
  notFound: boolean;
  onRetry: () => void;
  children: ReactNode;
}) {
  return (
    <div className="container-page max-w-lg space-y-4 py-10">
      {notFound ? (
        children
      ) : (
        <ErrorNote message="We could not load this order. Please try again." onRetry={onRetry} />
      )}
    </div>
  );
}

const TONES = {
  good: { ring: 'bg-gold-500 text-plum-950', Icon: CircleCheck },
  waiting: { ring: 'bg-ivory-300 text-plum-800', Icon: Clock },
  bad: { ring: 'bg-sale/10 text-sale', Icon: CircleX },
} as const;

export type ResultTone = keyof typeof TONES;

/** The round icon above a result's heading: a tick, a clock while waiting, a cross for a failure. */
export function ResultIcon({ tone, className = '' }: { tone: ResultTone; className?: string }) {
  const { ring, Icon } = TONES[tone];
  return (
    <span className={`${className} grid size-16 place-items-center rounded-full ${ring}`.trim()}>
      <Icon className="size-8" aria-hidden="true" />
    </span>
  );
}
