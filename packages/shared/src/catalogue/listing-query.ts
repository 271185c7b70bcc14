import {
  PAGE_SIZE,
  PRICE_BAND_IDS,
  PRODUCT_TYPES,
  type PriceBandId,
  type ProductType,
  SORT_IDS,
  type SortId,
} from '../constants';

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

/** The query for the products call; a /category-detail/{category} path adds its category. */
export function toListingQuery(filters: ListingFilters, pathCategory?: string): ListingQuery {
  const fromPath = pathCategory?.trim();
  if (!fromPath) return filters;
  const already = filters.categories.some((c) => c.toLowerCase() === fromPath.toLowerCase());
  return { ...filters, categories: already ? filters.categories : [fromPath, ...filters.categories] };
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

/**
 * The products call of one listing page, from the API's root: the web app fetches it and
 * the server that serves a listing page preloads the first page's, so both must write the
 * same address (a preload is used only for the same URL). Empty values are left out.
 */
export function productsPagePath(query: ListingQuery, page: number): string {
  const params = new URLSearchParams();
  if (query.search) params.set('search', query.search);
  for (const category of query.categories) params.append('category', category);
  for (const price of query.prices) params.append('price', price);
  for (const type of query.types) params.append('type', type);
  params.set('sort', query.sort);
  params.set('page', String(page));
  params.set('pageSize', String(PAGE_SIZE));
  return `/products?${params}`;
}
