import { DEFAULT_SORT, type ListingFilters, parseFilters } from '@storefront/shared';

/*
 * Listing filters live in the URL; reading them (parseFilters) and the products call they
 * make are shared with the server, which preloads a listing's first page (catalogue/listing-query
 * in the shared package). This module writes them back into the URL; it is pure.
 */

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

/** How many filters are active, for the badges on the filter buttons. */
export function activeFilterCount(filters: ListingFilters): number {
  return filters.categories.length + filters.prices.length + filters.types.length;
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
export {
  DEFAULT_SORT,
  EMPTY_FILTERS,
  type ListingFilters,
  type ListingQuery,
  listingHeading,
  parseFilters,
  pathCategory,
  toListingQuery,
} from '@storefront/shared';
