import {
  PRICE_BAND_IDS,
  PRODUCT_TYPES,
  type PriceBandId,
  type ProductType,
  SORT_IDS,
  type SortId,
} from '@storefront/shared';

/**
 * Listing filters live in the URL (?search=&category=&price=&type=&sort=), so a filtered
 * page survives reload, back and sharing. Lists are repeated keys. This module is the
 * only place that converts between the URL and the filters; it is pure.
 */
export type ListingFilters = {
  search: string;
  categories: string[];
  prices: PriceBandId[];
  types: ProductType[];
  sort: SortId;
};

/** What the products call receives: the URL filters plus the category of a /category-detail path. */
export type ListingQuery = ListingFilters;

export const DEFAULT_SORT: SortId = 'best-selling';

export const EMPTY_FILTERS: ListingFilters = {
  search: '',
  categories: [],
  prices: [],
  types: [],
  sort: DEFAULT_SORT,
};

function distinct<T>(values: T[]): T[] {
  return [...new Set(values)];
}

/** Keeps only the values the API accepts, so a hand-edited URL never breaks the page. */
export function parseFilters(params: URLSearchParams): ListingFilters {
  const sort = params.get('sort');
  return {
    search: (params.get('search') ?? '').trim().slice(0, 100),
    categories: distinct(
      params
        .getAll('category')
        .map((value) => value.trim())
        .filter((value) => value !== '' && value.length <= 100),
    ).slice(0, 20),
    prices: distinct(
      params.getAll('price').filter((v): v is PriceBandId => PRICE_BAND_IDS.includes(v as PriceBandId)),
    ),
    types: distinct(
      params.getAll('type').filter((v): v is ProductType => PRODUCT_TYPES.includes(v as ProductType)),
    ),
    sort: sort && SORT_IDS.includes(sort as SortId) ? (sort as SortId) : DEFAULT_SORT,
  };
}

/** Defaults are left out, so a plain listing has a clean URL; the order of keys is fixed. */
export function filtersToSearchParams(filters: ListingFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.search.trim()) params.set('search', filters.search.trim());
  for (const category of filters.categories) params.append('category', category);
  for (const price of filters.prices) params.append('price', price);
  for (const type of filters.types) params.append('type', type);
  if (filters.sort !== DEFAULT_SORT) params.set('sort', filters.sort);
  return params;
}

/**
 * Applies a change and returns the new search string. Paging is not part of the URL: the
 * list always starts again at page 1 after any filter change (docs/api.md).
 */
export function updateFilters(params: URLSearchParams, patch: Partial<ListingFilters>): string {
  const next = filtersToSearchParams({ ...parseFilters(params), ...patch });
  const text = next.toString();
  return text ? `?${text}` : '';
}

/** The query for the products call; a /category-detail/{category} path adds its category. */
export function toListingQuery(filters: ListingFilters, pathCategory?: string): ListingQuery {
  const fromPath = pathCategory?.trim();
  if (!fromPath) return filters;
  const already = filters.categories.some((c) => c.toLowerCase() === fromPath.toLowerCase());
  return { ...filters, categories: already ? filters.categories : [fromPath, ...filters.categories] };
}

/** How many filters are active, for the badges on the filter buttons. */
export function activeFilterCount(filters: ListingFilters): number {
  return filters.categories.length + filters.prices.length + filters.types.length;
}

/** The category of /category-detail/{category}, as the listing and its route loader read it. */
export function pathCategory(param: string | undefined): string | undefined {
  if (!param) return undefined;
  try {
    return decodeURIComponent(param);
  } catch {
    return param;
  }
}

/** A category as the shop stores it, matched case-insensitively (a path may be typed in any case). */
export function storedCategoryName(name: string, stored: readonly string[]): string {
  return stored.find((entry) => entry.toLowerCase() === name.toLowerCase()) ?? name;
}

/**
 * Where applying the Categories modal leads. On /category-detail/{category} the path names
 * one category; keeping just that one stays on the page, any other choice moves to the
 * listing with exactly the chosen categories, so the heading never names a category the
 * results are not limited to (or leaves out one they include).
 */
export function categoriesTarget(
  params: URLSearchParams,
  chosen: string[],
  pathCategory?: string,
): { pathname?: string; search: string } {
  const fromPath = pathCategory?.trim();
  if (!fromPath) return { search: updateFilters(params, { categories: chosen }) };
  if (chosen.length === 1 && chosen[0]!.toLowerCase() === fromPath.toLowerCase()) {
    return { search: updateFilters(params, { categories: [] }) };
  }
  return { pathname: '/Products', search: updateFilters(params, { categories: chosen }) };
}

// one text with the title the server writes into the page it serves (shared page-titles)
export { listingHeading } from '@storefront/shared';
