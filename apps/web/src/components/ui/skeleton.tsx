/** Stable keys for a row of placeholders (they have no identity of their own). */
export function placeholderKeys(count: number, prefix = 'placeholder'): string[] {
  return Array.from({ length: count }, (_, index) => `${prefix}-${index}`);
}

export function Skeleton({ className = '' }: { className?: string }) {
  return <div aria-hidden="true" className={`animate-pulse rounded-lg bg-ivory-300/70 ${className}`} />;
}

/** A group of placeholder bars (`className` lays them out), one per bar's size classes. */
export function SkeletonBars({
  className,
  bars,
  testId,
}: {
  className: string;
  bars: readonly string[];
  testId?: string;
}) {
  return (
    <div className={className} data-testid={testId}>
      {placeholderKeys(bars.length, 'bar').map((key, index) => (
        <Skeleton key={key} className={bars[index]} />
      ))}
    </div>
  );
}

/** A list beside a side panel (cart, an order), while it loads: `rows` entries of `row` size, then the panel. */
export function ListAndPanelSkeleton({
  className = '',
  keyPrefix,
  rows,
  row,
  panel,
}: {
  className?: string;
  keyPrefix: string;
  rows: number;
  row: string;
  panel: string;
}) {
  return (
    <div className={`${className} grid gap-6 lg:grid-cols-[1fr_22rem]`.trim()}>
      <div className="space-y-3">
        {placeholderKeys(rows, keyPrefix).map((key) => (
          <Skeleton key={key} className={row} />
        ))}
      </div>
      <Skeleton className={panel} />
    </div>
  );
}
