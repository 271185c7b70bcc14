/** Stable keys for a row of placeholders (they have no identity of their own). */
export function placeholderKeys(count: number, prefix = 'placeholder'): string[] {
  return Array.from({ length: count }, (_, index) => `${prefix}-${index}`);
}

export function Skeleton({ className = '' }: { className?: string }) {
  return <div aria-hidden="true" className={`animate-pulse rounded-lg bg-ivory-300/70 ${className}`} />;
}
