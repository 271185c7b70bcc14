import { z } from 'zod';
import { dataEnvelope } from '../common/answers';
import { mapPointFields, switchFields } from '../common/fields';
import { pageOf } from '../common/paging';
import {
  MAX_PAGE_SIZE,
  PAGE_SIZE,
  PRICE_BAND_IDS,
  PRODUCT_STATUSES,
  PRODUCT_TYPES,
  SEARCH_TEXT_MAX,
  SORT_IDS,
  SUGGESTION_LIMIT,
} from '../constants';

/** Rupees on the wire: a number with at most two decimals. */
export const rupees = z.number().nonnegative();

export const productTypeSchema = z.enum(PRODUCT_TYPES);
export const productStatusSchema = z.enum(PRODUCT_STATUSES);

export const attributeTermSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** Hex colour for attributes with slug `color`. */
  color: z.string().optional(),
  /** Image address for attributes with slug `other` (terms shown as images). */
  image: z.string().optional(),
});
export type AttributeTerm = z.infer<typeof attributeTermSchema>;

export const productAttributeSchema = z.object({
  name: z.string(),
  slug: z.string(),
  selectedTerms: z.array(attributeTermSchema),
});
export type ProductAttribute = z.infer<typeof productAttributeSchema>;

export const variationSchema = z.object({
  sku: z.string(),
  price: rupees,
  salePrice: rupees.nullable(),
  stock: z.number().int(),
  imageUrl: z.string(),
  galleryImages: z.array(z.string()),
  /** Attribute name to term name, e.g. { Size: '50 ml', Color: 'Amber' }. */
  attributes: z.record(z.string(), z.string()),
});
export type Variation = z.infer<typeof variationSchema>;

export const specificationSchema = z.object({ label: z.string(), value: z.string() });
/** What a listing card needs: small, so a page of 9 stays light. */
export const productCardSchema = z.object({
  product_id: z.string(),
  title: z.string(),
  image: z.string(),
  short_description: z.string(),
  product_type: productTypeSchema,
  status: productStatusSchema,
  /** MRP in rupees. */
  originalPrice: rupees,
  /** Sale price in rupees; null when the product is not on sale. */
  discountPrice: rupees.nullable(),
  /** The price the filters and sorts use (see productPrice in shared). */
  price: rupees,
  /**
   * The MRP `price` is a sale from: for a variable product the regular price of the
   * variation `price` comes from (productPriceMrp), else originalPrice. The card's discount
   * badge is computed from this pair (shownPrice).
   */
  priceMrp: rupees,
  stock: z.number().int(),
  totalStock: z.number().int(),
  sku: z.string(),
  category: z.array(z.string()),
  delivery_days: z.number().int(),
  createdAt: z.string(),
});
export type ProductCard = z.infer<typeof productCardSchema>;

/** One item a grouped product includes, shown like a card; null product_id: not one of the shop's. */
export const groupedItemSchema = productCardSchema
  .pick({ product_id: true, title: true, image: true })
  .extend({ product_id: z.string().nullable() });
export type GroupedItem = z.infer<typeof groupedItemSchema>;

export const productSchema = productCardSchema.extend({
  gallery: z.array(z.string()),
  description: z.string(),
  key_features: z.array(z.string()),
  specifications: z.array(specificationSchema),
  attribute: z.array(productAttributeSchema),
  variation: z.array(variationSchema),
  grouped_product: z.array(groupedItemSchema),
});
export type Product = z.infer<typeof productSchema>;

export const categorySchema = z.object({
  id: z.string(),
  category: z.string(),
  name: z.string(),
  category_name: z.string(),
  icon: z.string(),
  status: z.string(),
  position: z.number().int(),
  description: z.string(),
});
export type Category = z.infer<typeof categorySchema>;

export const sliderSchema = z.object({
  id: z.string(),
  slider_name: z.string(),
  offer_name: z.string(),
  description: z.string(),
  price: rupees.nullable(),
  cutOffPrice: rupees.nullable(),
  image: z.string(),
  background_image: z.string(),
  /** The linked product, when the card has a View Products button. */
  product: z.object({ product_id: z.string(), title: z.string() }).nullable(),
});
export type Slider = z.infer<typeof sliderSchema>;

export const offerSchema = z.object({
  id: z.string(),
  image: z.string(),
  title: z.string(),
  description: z.string(),
  link: z.string().nullable(),
});
export type Offer = z.infer<typeof offerSchema>;

export const marqueeSchema = z.object({ id: z.string(), heading: z.string() });
export type Marquee = z.infer<typeof marqueeSchema>;

export const pincodeSchema = z.object({ id: z.string(), pincode: z.string(), status: z.string() });
export type Pincode = z.infer<typeof pincodeSchema>;

export const shopProfileSchema = z.object({
  shop_id: z.string(),
  profilePic: z.string(),
  orignal_logoname: z.string(),
  tag_line: z.string(),
  google_address: z.string(),
  ...mapPointFields,
  email: z.string(),
  phone: z.string(),
});
export type ShopProfile = z.infer<typeof shopProfileSchema>;

export const officeAddressSchema = shopProfileSchema.pick({
  google_address: true,
  latitude: true,
  longitude: true,
});

export const newArrivalGroupSchema = z.object({
  id: z.string(),
  category_name: z.string(),
  description: z.string(),
  product: z.array(productCardSchema),
});
export type NewArrivalGroup = z.infer<typeof newArrivalGroupSchema>;

export const helpSchema = z.object({
  whatsapp_number: z.string().nullable(),
  mobile: z.string().nullable(),
});
export type Help = z.infer<typeof helpSchema>;

/** Which checkout modes the shop offers; the cart picks manual, then pay now, then pay on delivery. */
export const payButtonSchema = z.object(switchFields('paymanual', 'paynow', 'payondelivery'));
export type PayButton = z.infer<typeof payButtonSchema>;

/** Which floating shortcuts the site shows. */
export const siteButtonSchema = z.object(switchFields('cart', 'whatsapp', 'call'));
export type SiteButton = z.infer<typeof siteButtonSchema>;

export const siteMetaSchema = z.object({
  title: z.string(),
  description: z.string(),
  keywords: z.string(),
  author: z.string(),
  icon: z.string(),
  scripts: z.array(z.string()),
});
export type SiteMeta = z.infer<typeof siteMetaSchema>;

/** A band of delivery distances, in kilometres from the shop's office. */
const kmBandFields = {
  id: z.string(),
  min_kilometer: z.number().nonnegative(),
  max_kilometer: z.number().nonnegative(),
};

export const deliveryPriceBandSchema = z.object({
  ...kmBandFields,
  delivery_price: rupees,
  status: z.string(),
});
export type DeliveryPriceBand = z.infer<typeof deliveryPriceBandSchema>;

export const freeDeliveryBandSchema = z.object({ ...kmBandFields, freedelivery_price: rupees });
export type FreeDeliveryBand = z.infer<typeof freeDeliveryBandSchema>;

export const advanceSchema = z.object({ delivery_percentage: z.number().min(0).max(100) });

export const shopIdParamsSchema = z.object({ shopId: z.string().min(1).max(64) });
export const siteIdParamsSchema = z.object({ siteId: z.string().min(1).max(64) });
/**
 * Any 8-4-4-4-12 hex id PostgreSQL's uuid type accepts (z.uuid would also demand RFC
 * version bits, making rows with hand-made ids unreachable), so a malformed id is a 400
 * here and never a database cast error.
 */
export const productIdParamsSchema = z.object({ productId: z.guid({ message: 'Product id is not valid' }) });

/**
 * A single value, a comma list or a repeated query key (or a mix), all read as one list;
 * blanks are dropped. A bad entry is reported under the field's own name (`price`, not
 * `price.0`), so a form can show the message beside the right control.
 */
function listOf<T extends z.ZodType<string>>(item: T, message: string) {
  return z.preprocess(
    (value) =>
      value === undefined
        ? []
        : (Array.isArray(value) ? value : [value])
            .flatMap((entry) => String(entry).split(','))
            .map((entry) => entry.trim())
            .filter((entry) => entry !== ''),
    z
      .array(z.string())
      .refine((list) => list.every((entry) => item.safeParse(entry).success), { message })
      .transform((list) => list as z.output<T>[]),
  );
}

/** A paged storefront list's `page` (from 1) and `pageSize` query, read from the address as text. */
const storefrontPaging = (defaultSize: number, maxSize: number, pageTooFar?: string) => ({
  page: z.coerce
    .number()
    .int('Page must be a whole number')
    .min(1, 'Page starts at 1')
    .max(10_000, pageTooFar)
    .default(1),
  pageSize: z.coerce
    .number()
    .int('Page size must be a whole number')
    .min(1, 'Page size is at least 1')
    .max(maxSize, `Page size is at most ${maxSize}`)
    .default(defaultSize),
});

export const productQuerySchema = z.object({
  search: z
    .string()
    .trim()
    .max(SEARCH_TEXT_MAX, `Search text is at most ${SEARCH_TEXT_MAX} characters`)
    .optional(),
  category: listOf(z.string().max(100), 'A category name is at most 100 characters').pipe(
    z.array(z.string()).max(20, 'At most 20 categories'),
  ),
  price: listOf(z.enum(PRICE_BAND_IDS), 'Price band must be one of 0-200, 200-400, 400-6000'),
  type: listOf(productTypeSchema, `Type must be one of ${PRODUCT_TYPES.join(', ')}`),
  sort: z
    .enum(SORT_IDS, { message: 'Sort must be one of best-selling, price-asc, price-desc, newest' })
    .default('best-selling'),
  ...storefrontPaging(PAGE_SIZE, MAX_PAGE_SIZE),
});
export type ProductQuery = z.infer<typeof productQuerySchema>;
export type ProductQueryInput = z.input<typeof productQuerySchema>;

export const productPageSchema = pageOf(productCardSchema);
export type ProductPage = z.infer<typeof productPageSchema>;

/** GET /grouped-product/search-all-products: one slice of the Active catalogue, never all of it at once. */
export const ALL_PRODUCTS_PAGE_SIZE = 500;
export const allProductsQuerySchema = z.object(
  storefrontPaging(ALL_PRODUCTS_PAGE_SIZE, ALL_PRODUCTS_PAGE_SIZE, 'Page is at most 10000'),
);
export type AllProductsQuery = z.infer<typeof allProductsQuerySchema>;

/* Response bodies, with the keys the spec's call tables name. */
export const productCardListResponseSchema = dataEnvelope(z.array(productCardSchema));
export const productResponseSchema = dataEnvelope(productSchema);
export const newArrivalsResponseSchema = dataEnvelope(z.array(newArrivalGroupSchema));
export const offersResponseSchema = dataEnvelope(z.array(offerSchema));
export const categoriesResponseSchema = dataEnvelope(z.array(categorySchema));
export const slidersResponseSchema = dataEnvelope(z.array(sliderSchema));
export const marqueesResponseSchema = dataEnvelope(z.array(marqueeSchema));
export const shopProfileResponseSchema = z.object({ users: shopProfileSchema });
export const pincodesResponseSchema = z.object({ pincodesData: z.array(pincodeSchema) });
export const siteButtonResponseSchema = z.object({ data: siteButtonSchema });
export const payButtonResponseSchema = z.object({ data: payButtonSchema });
export const helpResponseSchema = z.object({ help: helpSchema });
export const siteMetaResponseSchema = dataEnvelope(siteMetaSchema);
export const deliveryPriceResponseSchema = z.object({ data: z.array(deliveryPriceBandSchema) });
export const freeDeliveryResponseSchema = z.object({ data: z.array(freeDeliveryBandSchema) });
export const advanceResponseSchema = z.object({ help: advanceSchema });

export const suggestQuerySchema = z.object({
  q: z
    .string()
    .trim()
    .max(SEARCH_TEXT_MAX, `Search text is at most ${SEARCH_TEXT_MAX} characters`)
    .default(''),
});
export const suggestResponseSchema = z.object({ data: z.array(z.string()).max(SUGGESTION_LIMIT) });

export const healthSchema = z.object({ status: z.literal('ok'), shopId: z.string() });
