/*
 * The top of a listing, as the web app draws it (features/catalogue/listing/listing-page.tsx,
 * components/product-card.tsx, product-image.tsx) and as the served listing draws its first
 * frame before any JavaScript has run (the API's features/seo/first-frame.ts): one set of
 * classes, so the first cards' pictures are the same size in both. apps/web/src/styles.css
 * names this file as a Tailwind source.
 */

/** The listing's own words above its cards: the eyebrow over the heading, and its buttons. */
export const LISTING_TEXT = {
  eyebrow: 'Shop',
  sort: 'Sort By',
  categories: 'Categories',
  price: 'Price',
  type: 'Type',
} as const;

/** Above the cards: the eyebrow and the heading, with the count beside them. */
export const LISTING_HEADER_CLASS = 'mb-5 flex flex-wrap items-end justify-between gap-3';
export const LISTING_EYEBROW_CLASS = 'text-xs font-medium tracking-[0.2em] text-gold-700 uppercase';
// a long search word in the heading wraps instead of widening a phone's page
export const LISTING_HEADING_CLASS = 'font-serif text-3xl text-plum-900 wrap-anywhere sm:text-4xl';
/** The sort and filter buttons, in one row that scrolls on a phone. */
export const LISTING_TOOLBAR_CLASS =
  'relative -mx-4 mb-4 flex gap-2 overflow-x-auto px-4 pb-1 scrollbar-none sm:mx-0 sm:flex-wrap sm:px-0';
/** One sort or filter button. */
export const LISTING_FILTER_BUTTON_CLASS =
  'btn min-h-10 shrink-0 border border-ivory-300 bg-ivory-50 px-4 text-plum-900 hover:border-plum-900/40';
/** The cards: two to a row on a phone, three from sm. */
export const PRODUCT_GRID_CLASS = 'grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-6';
/** Cards in a row on a phone; from sm the row is LISTING_EAGER_CARDS. */
export const PHONE_ROW_CARDS = 2;
/** A first-frame card beyond a phone's row: shown from sm only. */
export const FROM_SM_ONLY_CLASS = 'hidden sm:flex';
/** A product card's frame. */
export const PRODUCT_CARD_CLASS =
  'group relative flex flex-col overflow-hidden rounded-2xl border border-ivory-300 bg-ivory-50 shadow-sm transition-shadow hover:shadow-md';
/** A product picture's square tile, and the picture in it. */
export const PRODUCT_TILE_CLASS =
  'relative aspect-square overflow-hidden bg-gradient-to-br from-ivory-50 via-ivory-200 to-plum-100';
/** A card picture's intrinsic size, reserved before it arrives. */
export const PRODUCT_TILE_SIZE = 480;
export const PRODUCT_TILE_IMAGE_CLASS =
  'size-full object-contain transition-transform duration-500 group-hover:scale-[1.03]';
/** How many cards of a listing are drawn eagerly, and in its first frame: the first row on any width. */
export const LISTING_EAGER_CARDS = 3;
