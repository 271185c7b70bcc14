import {
  LISTING_EAGER_CARDS,
  LISTING_EYEBROW_CLASS,
  LISTING_FILTER_BUTTON_CLASS,
  LISTING_HEADER_CLASS,
  LISTING_HEADING_CLASS,
  LISTING_TEXT,
  LISTING_TOOLBAR_CLASS,
  LOAD_MORE_DELAY_MS,
  listingTitle,
  MSG,
  PAGE_CLASS,
  PAGE_SIZE,
  PRICE_BANDS,
  PRODUCT_GRID_CLASS,
  PRODUCT_TYPES,
  type PriceBandId,
  type ProductType,
  SORT_OPTIONS,
  SUGGESTED_CATEGORIES,
} from '@storefront/shared';
import { ArrowUpDown, ChevronDown, IndianRupee, LayoutGrid, Tags, X } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { ErrorNote } from '@/components/ui/error-note';
import { placeholderKeys } from '@/components/ui/skeleton';
import { usePageTitle } from '@/lib/page-title';
import { useCategories } from '../api/get-categories';
import { useProducts } from '../api/get-products';
import { ProductCard } from '../components/product-card';
import { ProductCardSkeleton } from '../components/product-card-skeleton';
import { CheckboxFilterModal } from './checkbox-filter-modal';
import {
  activeFilterCount,
  categoriesTarget,
  listingHeading,
  parseFilters,
  pathCategory,
  storedCategoryName,
  toListingQuery,
  updateFilters,
} from './filters';
import { SortModal } from './sort-modal';

type OpenModal = 'sort' | 'category' | 'price' | 'type' | null;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function skeletons(count: number, prefix: string) {
  return placeholderKeys(count, prefix).map((key) => <ProductCardSkeleton key={key} />);
}

/** /Products, /product, /product?search=, /course and /category-detail/{category}. */
export function ListingPage() {
  const params = useParams();
  const category = pathCategory(params.category);
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => parseFilters(searchParams), [searchParams]);
  const categories = useCategories();
  const storedCategories = useMemo(
    () => (categories.data ?? []).filter((c) => c.status.toLowerCase() === 'active').map((c) => c.category),
    [categories.data],
  );
  // the same query (and query key) as the route's loader, which has already started it
  const query = useMemo(() => toListingQuery(filters, category), [filters, category]);
  // the categories as the shop writes them, for the heading and the modal's ticks
  // (memoised: the Categories modal restarts its draft whenever this list changes identity)
  const chosenCategories = useMemo(
    () => query.categories.map((name) => storedCategoryName(name, storedCategories)),
    [query.categories, storedCategories],
  );
  const products = useProducts(query);
  const [modal, setModal] = useState<OpenModal>(null);
  // while Load More waits, the pages loaded so far stay the only ones shown
  const [holdAt, setHoldAt] = useState<number | null>(null);
  const delaying = holdAt !== null;
  const navigate = useNavigate();

  const heading = listingHeading({ ...query, categories: chosenCategories });
  usePageTitle(listingTitle({ ...query, categories: chosenCategories }));

  const apply = (patch: Parameters<typeof updateFilters>[1]) => {
    setModal(null);
    setSearchParams(updateFilters(searchParams, patch));
  };

  const loadMore = async () => {
    setHoldAt(products.data?.pages.length ?? 1);
    // the skeletons show for the spec's full second even when the page arrives sooner
    await Promise.all([products.fetchNextPage(), wait(LOAD_MORE_DELAY_MS)]);
    setHoldAt(null);
  };

  const items = products.data?.pages.slice(0, holdAt ?? undefined).flatMap((page) => page.items) ?? [];
  const total = products.data?.pages[0]?.total ?? 0;
  const categoryOptions = (storedCategories.length > 0 ? storedCategories : [...SUGGESTED_CATEGORIES]).map(
    (name) => ({ value: name, label: name }),
  );
  const sortLabel = SORT_OPTIONS.find((option) => option.id === filters.sort)?.label ?? '';
  const count = activeFilterCount(filters);

  return (
    <div className={PAGE_CLASS}>
      <header className={LISTING_HEADER_CLASS}>
        <div>
          <p className={LISTING_EYEBROW_CLASS}>{LISTING_TEXT.eyebrow}</p>
          <h1 className={LISTING_HEADING_CLASS}>{heading}</h1>
        </div>
        {products.isSuccess ? (
          <p className="text-sm text-plum-700" aria-live="polite">
            {total} {total === 1 ? 'product' : 'products'}
          </p>
        ) : null}
      </header>

      <div className={LISTING_TOOLBAR_CLASS} role="toolbar" aria-label="Sort and filter">
        <FilterButton
          icon={<ArrowUpDown className="size-4" aria-hidden="true" />}
          label={LISTING_TEXT.sort}
          detail={sortLabel}
          onClick={() => setModal('sort')}
        />
        <FilterButton
          icon={<Tags className="size-4" aria-hidden="true" />}
          label={LISTING_TEXT.categories}
          count={chosenCategories.length}
          onClick={() => setModal('category')}
        />
        <FilterButton
          icon={<IndianRupee className="size-4" aria-hidden="true" />}
          label={LISTING_TEXT.price}
          count={filters.prices.length}
          onClick={() => setModal('price')}
        />
        <FilterButton
          icon={<LayoutGrid className="size-4" aria-hidden="true" />}
          label={LISTING_TEXT.type}
          count={filters.types.length}
          onClick={() => setModal('type')}
        />
        {count > 0 || filters.search ? (
          <button
            type="button"
            className="btn min-h-10 shrink-0 px-3 text-plum-700 underline-offset-4 hover:underline"
            onClick={() => apply({ categories: [], prices: [], types: [], search: '' })}
          >
            <X className="size-4" aria-hidden="true" /> Clear all
          </button>
        ) : null}
      </div>

      {products.isError ? (
        <ErrorNote message={MSG.somethingWentWrong} />
      ) : products.isPending ? (
        <div className={PRODUCT_GRID_CLASS}>{skeletons(PAGE_SIZE, 'first')}</div>
      ) : items.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-ivory-300 bg-ivory-50 px-4 py-16 text-center font-serif text-xl text-plum-700">
          {MSG.noProductsFound}
        </p>
      ) : (
        <>
          {/* the cards' h3 titles need an h2 above them in the page outline */}
          <h2 id="products-heading" className="sr-only">
            Products
          </h2>
          <ul className={PRODUCT_GRID_CLASS} aria-labelledby="products-heading">
            {/* below the first cards, a row is drawn (and its pictures fetched) when it comes
                near the view; a grid row's cards come into view together */}
            {items.map((product, index) => (
              <li
                key={product.product_id}
                className={
                  index < LISTING_EAGER_CARDS ? 'flex' : 'render-near-view flex [--near-view-height:21rem]'
                }
              >
                <ProductCard product={product} eager={index < LISTING_EAGER_CARDS} className="w-full" />
              </li>
            ))}
          </ul>
          {delaying || products.isFetchingNextPage ? (
            <div
              className="mt-3 grid grid-cols-2 gap-3 sm:mt-6 sm:grid-cols-3 sm:gap-6"
              role="status"
              aria-busy="true"
              aria-label="Loading more products"
            >
              {skeletons(PAGE_SIZE, 'more')}
            </div>
          ) : null}
          {products.hasNextPage && !delaying ? (
            <div className="mt-8 flex justify-center">
              <button type="button" className="btn-dark px-8" onClick={loadMore}>
                Load More
              </button>
            </div>
          ) : null}
        </>
      )}

      <SortModal
        open={modal === 'sort'}
        value={filters.sort}
        onClose={() => setModal(null)}
        onChange={(sort) => apply({ sort })}
      />
      <CheckboxFilterModal
        open={modal === 'category'}
        title="Categories"
        options={categoryOptions}
        selected={chosenCategories}
        searchPlaceholder={MSG.searchCategoryPlaceholder}
        loading={categories.isPending}
        onClose={() => setModal(null)}
        onApply={(values) => {
          setModal(null);
          navigate(categoriesTarget(searchParams, values, category));
        }}
      />
      <CheckboxFilterModal
        open={modal === 'price'}
        title="Price"
        options={PRICE_BANDS.map((band) => ({ value: band.id, label: `₹${band.min} - ₹${band.max}` }))}
        selected={filters.prices}
        onClose={() => setModal(null)}
        onApply={(values) => apply({ prices: values as PriceBandId[] })}
      />
      <CheckboxFilterModal
        open={modal === 'type'}
        title="Product Type"
        options={PRODUCT_TYPES.map((type) => ({ value: type, label: type }))}
        selected={filters.types}
        onClose={() => setModal(null)}
        onApply={(values) => apply({ types: values as ProductType[] })}
      />
    </div>
  );
}

function FilterButton({
  icon,
  label,
  detail,
  count = 0,
  onClick,
}: {
  icon: React.ReactNode;
  label: string;
  detail?: string;
  count?: number;
  onClick: () => void;
}) {
  return (
    <button type="button" onClick={onClick} aria-haspopup="dialog" className={LISTING_FILTER_BUTTON_CLASS}>
      {icon}
      <span>
        {label}
        {/* the colon with the label: the button's gap would put a space before it */}
        {detail ? <span className="hidden sm:inline">: </span> : null}
      </span>
      {detail ? <span className="hidden text-plum-500 sm:inline">{detail}</span> : null}
      {count > 0 ? (
        <span className="rounded-full bg-gold-500 px-1.5 text-xs font-semibold text-plum-950">
          {count}
          <span className="sr-only"> selected</span>
        </span>
      ) : null}
      <ChevronDown className="size-4 text-plum-500" aria-hidden="true" />
    </button>
  );
}

export default ListingPage;
