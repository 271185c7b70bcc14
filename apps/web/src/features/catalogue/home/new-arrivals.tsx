import { MSG, type NewArrivalGroup, SCROLL_STEP_PX } from '@storefront/shared';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useDeferredValue, useId, useRef } from 'react';
import { ErrorNote } from '@/components/ui/error-note';
import { placeholderKeys, Skeleton } from '@/components/ui/skeleton';
import { useNewArrivals } from '../api/get-new-arrivals';
import { ProductCard } from '../components/product-card';
import { ProductCardSkeleton } from '../components/product-card-skeleton';
import { SectionHeading } from './category-tiles';

/** One horizontally scrolling row of new arrivals per group. */
export function NewArrivals() {
  const groups = useNewArrivals();
  // The rows (hundreds of elements) are drawn in a background pass that yields to the browser
  // every few milliseconds: a query's answer otherwise re-renders its readers in one blocking
  // task (decision 0052). The skeleton stays until that pass is done.
  const rows = useDeferredValue(groups.data);
  if (groups.isError)
    return (
      <div className="container-page py-6">
        <ErrorNote message={MSG.failedToLoadNewArrivals} />
      </div>
    );
  if (rows === undefined)
    // one row shaped like ArrivalRow: heading, then a strip of cards
    return (
      <div className="container-page py-8" role="status" aria-busy="true" aria-label="Loading new arrivals">
        <div className="mb-5 space-y-2">
          <Skeleton className="h-3 w-24" />
          <Skeleton className="h-8 w-48" />
        </div>
        <ul className="-mx-4 flex gap-4 overflow-hidden px-4 pb-3 sm:mx-0 sm:px-0">
          {placeholderKeys(4).map((key) => (
            <li key={key} className="flex w-44 shrink-0 sm:w-60">
              <ProductCardSkeleton />
            </li>
          ))}
        </ul>
      </div>
    );
  return (
    <>
      {rows
        .filter((group) => group.product.length > 0)
        .map((group) => (
          <ArrivalRow key={group.id} group={group} />
        ))}
    </>
  );
}

function ArrivalRow({ group }: { group: NewArrivalGroup }) {
  const rowRef = useRef<HTMLUListElement>(null);
  const headingId = useId();
  const scroll = (direction: 1 | -1) => {
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    rowRef.current?.scrollBy({ left: direction * SCROLL_STEP_PX, behavior: reduce ? 'auto' : 'smooth' });
  };
  return (
    // The whole row is drawn (and its pictures fetched) when it comes near the view: one card at
    // a time would let the row's height change as taller cards arrive from the side.
    <section
      aria-labelledby={headingId}
      className="container-page render-near-view py-8 [--near-view-height:30rem]"
      data-testid="new-arrival-row"
    >
      <div className="flex items-end justify-between gap-4">
        <SectionHeading
          id={headingId}
          eyebrow="New Arrivals"
          title={group.category_name}
          description={group.description}
        />
        <div className="mb-5 flex shrink-0 gap-2">
          <button
            type="button"
            onClick={() => scroll(-1)}
            aria-label={`Scroll ${group.category_name} left`}
            className="grid size-10 place-items-center rounded-full border border-plum-900/20 text-plum-900 hover:bg-plum-900 hover:text-ivory-50"
          >
            <ChevronLeft className="size-5" aria-hidden="true" />
          </button>
          <button
            type="button"
            onClick={() => scroll(1)}
            aria-label={`Scroll ${group.category_name} right`}
            className="grid size-10 place-items-center rounded-full border border-plum-900/20 text-plum-900 hover:bg-plum-900 hover:text-ivory-50"
          >
            <ChevronRight className="size-5" aria-hidden="true" />
          </button>
        </div>
      </div>
      {/* no scroll snapping: it would round each chevron step to whole cards (not the 300 px
          step) and pull the first card off the heading's edge on phones */}
      <ul
        ref={rowRef}
        className="relative -mx-4 flex gap-4 overflow-x-auto px-4 pb-3 scrollbar-none sm:mx-0 sm:px-0"
        data-testid="new-arrival-strip"
      >
        {group.product.map((product) => (
          <li key={product.product_id} className="flex w-44 shrink-0 sm:w-60">
            <ProductCard product={product} className="w-full" />
          </li>
        ))}
      </ul>
    </section>
  );
}
