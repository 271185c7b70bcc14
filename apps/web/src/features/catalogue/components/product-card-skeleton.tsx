import { Skeleton, SkeletonBars } from '@/components/ui/skeleton';

export function ProductCardSkeleton() {
  return (
    <div
      className="flex flex-col overflow-hidden rounded-2xl border border-ivory-300 bg-ivory-50"
      data-testid="product-card-skeleton"
    >
      <Skeleton className="aspect-square rounded-none" />
      <SkeletonBars
        className="space-y-2 p-3 sm:p-4"
        bars={['h-4 w-4/5', 'h-4 w-2/5', 'mt-3 h-11 rounded-full']}
      />
    </div>
  );
}
