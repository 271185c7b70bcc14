import {
  type Category,
  decodeProductSegment,
  type FirstViewPage,
  fixedPageTitle,
  HOME_BANNER_IMAGE_SIZES,
  LISTING_EAGER_CARDS,
  listingHeading,
  listingTitle,
  NOT_FOUND_TITLE,
  PAGE_SIZE,
  PRODUCT_CARD_IMAGE_SIZES,
  type Product,
  type ProductCard,
  type ProductQuery,
  parseFilters,
  pathCategory,
  productIdParamsSchema,
  productQuerySchema,
  productsPagePath,
  type SiteMeta,
  toListingQuery,
} from '@storefront/shared';
import { AppError } from '../../lib/app-error';
import { heroFirstFrame, listingFirstFrame, productFirstFrame } from './first-frame';
import { type PageMeta, preloaded, productPageMeta, sitePageMeta } from './page-meta';
import { categoryPath } from './service';

/** Where the API answers, as the web app's calls address it on the site's own origin. */
const API_PREFIX = '/api';

/** What a served page may read: the catalogue's and the shop's own service calls. */
export type PageReads = {
  site: () => Promise<SiteMeta>;
  categories: () => Promise<Category[]>;
  /**
   * The sliders' answer as the API gives it (its JSON), and the background of the first slide,
   * the home page's largest picture (none without slides).
   */
  sliders: () => Promise<{ firstBackground: string | undefined; answer: string }>;
  /** The product's answer as the API gives it (its JSON) and the product; throws AppError 404. */
  product: (productId: string) => Promise<{ product: Product; answer: string }>;
  /** A page of the listing, as GET /api/products answers it. */
  cards: (query: ProductQuery) => Promise<ProductCard[]>;
};

export type ResolvedPage = {
  status: 200 | 404;
  /** The opening page it is, whose code the served page fetches with the entry (first-view-hints.ts). */
  page?: FirstViewPage;
  meta: PageMeta;
  /** JSON the web app seeds its query cache with (app/initial-data.ts). */
  initialData?: string;
  /** HTML shown under the static header before the web app has drawn the page (first-frame.ts). */
  firstFrame?: string;
};

/** The web router's listing paths (app/router.tsx), as their canonical URLs spell them. */
const LISTINGS = new Map([
  ['products', '/Products'],
  ['product', '/product'],
  ['course', '/course'],
]);

function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

const notFound = (site: SiteMeta): ResolvedPage => ({
  status: 404,
  meta: sitePageMeta(site, { title: NOT_FOUND_TITLE }),
});

async function listingPage(
  reads: PageReads,
  site: SiteMeta,
  origin: string,
  path: string,
  params: URLSearchParams,
  found?: { category: Category; asTheAppReadsIt: string },
): Promise<ResolvedPage> {
  const filters = parseFilters(params);
  const query = toListingQuery(filters, found?.category.category);
  const category = found?.category;
  // headings name categories as the shop writes them, whatever case the URL used
  const stored = query.categories.length > 0 ? await reads.categories() : [];
  const named = query.categories.map(
    (name) => stored.find((entry) => entry.category.toLowerCase() === name.toLowerCase())?.category ?? name,
  );
  const canonical = origin + path + (query.search ? `?${new URLSearchParams({ search: query.search })}` : '');
  // the first page as GET /api/products reads it; filters it would refuse draw no frame
  const asked = productQuerySchema.safeParse({
    search: query.search || undefined,
    category: query.categories,
    price: query.prices,
    type: query.types,
    sort: query.sort,
    page: 1,
    pageSize: PAGE_SIZE,
  });
  const cards = asked.success ? (await reads.cards(asked.data)).slice(0, LISTING_EAGER_CARDS) : [];
  return {
    status: 200,
    page: 'listing',
    firstFrame: listingFirstFrame(listingHeading({ search: query.search, categories: named }), cards),
    meta: {
      ...sitePageMeta(site, {
        title: listingTitle({ search: query.search, categories: named }),
        description: category?.description,
        canonical,
      }),
      // the first page exactly as the web app's listing loader asks for it (the category as its router reads the path)
      preloadFetch: API_PREFIX + productsPagePath(toListingQuery(filters, found?.asTheAppReadsIt), 1),
      // the first card's picture, so the first frame's paints before the web app draws its own
      preloadImage: preloaded(cards[0]?.image, PRODUCT_CARD_IMAGE_SIZES),
    },
  };
}

/**
 * Which page of the web app a URL is, and its tags: home, a listing (search included), a
 * category, a product, or any other page under the site's own title. An unknown product
 * or category is a 404. Paths match as the web router matches them: case-insensitive,
 * a trailing slash ignored.
 */
export async function resolvePage(url: URL, origin: string, reads: PageReads): Promise<ResolvedPage> {
  const site = await reads.site();
  const segments = url.pathname.split('/').filter(Boolean);
  const first = segments[0]?.toLowerCase() ?? '';
  const listing = LISTINGS.get(first);

  if (segments.length === 0) {
    const meta = sitePageMeta(site, { canonical: `${origin}/` });
    const sliders = await reads.sliders();
    return {
      status: 200,
      page: 'home',
      meta: { ...meta, preloadImage: preloaded(sliders.firstBackground, HOME_BANNER_IMAGE_SIZES) },
      // the hero is drawn at once from the embedded slides: no skeleton after the first frame
      initialData: `{"sliders":${sliders.answer}}`,
      firstFrame: sliders.firstBackground ? heroFirstFrame(sliders.firstBackground) : undefined,
    };
  }
  if (segments.length === 1 && listing) return listingPage(reads, site, origin, listing, url.searchParams);

  if (segments.length === 2 && first === 'category-detail') {
    // the router hands the page a decoded parameter, which the page decodes once more
    const asTheAppReadsIt = pathCategory(decoded(segments[1]!))!;
    const name = asTheAppReadsIt.trim();
    const categories = await reads.categories();
    const category = categories.find((entry) => entry.category.toLowerCase() === name.toLowerCase());
    if (!category) return notFound(site);
    return listingPage(reads, site, origin, categoryPath(category.category), url.searchParams, {
      category,
      asTheAppReadsIt,
    });
  }

  if (segments.length === 3 && first === 'product') {
    const productId = decodeProductSegment(segments[2]!);
    if (productId === null || !productIdParamsSchema.safeParse({ productId }).success) return notFound(site);
    try {
      const { product, answer } = await reads.product(productId);
      return {
        status: 200,
        page: 'product',
        meta: productPageMeta(product, site, origin),
        initialData: `{"product":{"id":${JSON.stringify(productId)},"answer":${answer}}}`,
        firstFrame: productFirstFrame(product),
      };
    } catch (error) {
      if (error instanceof AppError && error.statusCode === 404) return notFound(site);
      throw error;
    }
  }

  return {
    status: 200,
    meta: sitePageMeta(site, {
      title: fixedPageTitle(url.pathname),
      canonical: origin + url.pathname.replace(/\/+$/, ''),
    }),
  };
}
