/** Business constants of the specs, in one place for both apps. */
export const PAGE_SIZE = 9;
export const MAX_PAGE_SIZE = 48;
export const LOAD_MORE_DELAY_MS = 1000;
export const SUGGESTION_LIMIT = 8;
export const SUGGEST_DEBOUNCE_MS = 200;
/** The longest search text the listing and the search box take. */
export const SEARCH_TEXT_MAX = 100;
export const SCROLL_STEP_PX = 300;
export const SWIPE_THRESHOLD_PX = 50;
export const TOAST_AUTO_CLOSE_MS = 3000;
export const EMPTY_CART_SHAKE_MS = 700;
export const COUNTRY_PREFIX = '91';
export const QUANTITY_ON_ADD = 1;
export const PINCODE_MIN_LENGTH = 5;
export const OTP_LENGTH = 6;
export const OTP_TTL_MS = 10 * 60 * 1000;
export const OTP_MAX_TRIES = 5;
export const PASSWORD_MIN_LENGTH = 6;
export const MOBILE_LENGTH = 10;
export const MESSAGE_MAX_LENGTH = 500;
export const PAYMENT_SUCCESS_REDIRECT_MS = 2000;
export const RESET_REDIRECT_MS = 2000;
export const DELIVERY_WINDOW_EXTRA_DAYS = 4;

/**
 * How much one account may hold of the catalogue (docs/decisions/0020): units of one product
 * in a cart line or an order line, units in one order, and unpaid online orders holding stock
 * at once. Stock taken by an unpaid order is out of every other shopper's reach until it is
 * paid or its hold runs out.
 */
export const MAX_UNITS_PER_LINE = 10;
export const MAX_UNITS_PER_ORDER = 30;
export const MAX_UNPAID_ORDERS = 2;
/**
 * The largest total an order (or a priced quotation) may have, in rupees. Amounts are kept as
 * 32-bit paise, which end at ₹2.14 crore: 30 units of a ₹1 crore product would not fit.
 */
export const MAX_ORDER_RUPEES = 10_000_000;

/** Price bands of the listing filter, in rupees, inclusive at both ends. */
export const PRICE_BANDS = [
  { id: '0-200', min: 0, max: 200 },
  { id: '200-400', min: 200, max: 400 },
  { id: '400-6000', min: 400, max: 6000 },
] as const;
export type PriceBandId = (typeof PRICE_BANDS)[number]['id'];
export const PRICE_BAND_IDS = PRICE_BANDS.map((band) => band.id) as [PriceBandId, ...PriceBandId[]];

export const PRODUCT_TYPES = ['Simple', 'Variable Product', 'Grouped Product'] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];
/** The three product types by name, so code compares against one spelling. */
export const PRODUCT_TYPE = {
  simple: 'Simple',
  variable: 'Variable Product',
  grouped: 'Grouped Product',
} as const satisfies Record<string, ProductType>;

export const PRODUCT_STATUSES = ['Active', 'Inactive', 'Draft'] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];
/** A row the owner switches on and off: a category, a home card, a pincode, a delivery band. */
export const TOGGLE_STATUSES = ['Active', 'Inactive'] as const;

export const SORT_OPTIONS = [
  { id: 'best-selling', label: 'Best Selling' },
  { id: 'price-asc', label: 'Price: Low to High' },
  { id: 'price-desc', label: 'Price: High to Low' },
  { id: 'newest', label: 'Newest Arrivals' },
] as const;
export type SortId = (typeof SORT_OPTIONS)[number]['id'];
export const SORT_IDS = SORT_OPTIONS.map((option) => option.id) as [SortId, ...SortId[]];

/** Suggested categories of the spec, in the order the Categories modal shows them. */
export const SUGGESTED_CATEGORIES = [
  'Perfume',
  'Eau de Parfum',
  'Eau de Toilette',
  'Luxury',
  'Unisex',
  'Woody',
  'Floral',
  'Fresh',
  'Oriental',
] as const;
