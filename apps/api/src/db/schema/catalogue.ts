import type { AttributeTerm, GroupedItem } from '@storefront/shared';
import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { ownerId, settingsTable, shopTable } from './columns';

export const products = shopTable(
  'products',
  {
    title: text('title').notNull(),
    image: text('image').notNull(),
    gallery: jsonb('gallery').$type<string[]>().notNull().default([]),
    description: text('description').notNull().default(''),
    shortDescription: text('short_description').notNull().default(''),
    keyFeatures: jsonb('key_features').$type<string[]>().notNull().default([]),
    specifications: jsonb('specifications').$type<{ label: string; value: string }[]>().notNull().default([]),
    attributes: jsonb('attributes')
      .$type<{ name: string; slug: string; selectedTerms: AttributeTerm[] }[]>()
      .notNull()
      .default([]),
    groupedItems: jsonb('grouped_items').$type<GroupedItem[]>().notNull().default([]),
    productType: text('product_type').notNull(),
    status: text('status').notNull().default('Active'),
    originalPricePaise: integer('original_price_paise').notNull(),
    /** Null when the product is not on sale. */
    discountPricePaise: integer('discount_price_paise'),
    /** The filter and sort price (shared productPrice), kept in step with variations on every write. */
    pricePaise: integer('price_paise').notNull(),
    stock: integer('stock').notNull().default(0),
    /** Own stock for simple products, the sum of variation stock for variable ones. */
    totalStock: integer('total_stock').notNull().default(0),
    sku: text('sku').notNull(),
    categories: text('categories').array().notNull().default(sql`'{}'::text[]`),
    /** Lower-cased categories, so the category filter matches case-insensitively on an index. */
    categoryKeys: text('category_keys').array().notNull().default(sql`'{}'::text[]`),
    deliveryDays: integer('delivery_days').notNull().default(5),
    /** "Best selling" order: the shop's own ranking, lower first. */
    rank: integer('rank').notNull().default(0),
    /** HSN code printed on the tax invoice; null until the shop sets it. */
    hsnCode: text('hsn_code'),
    /** GST rate in whole percent (3, 5, 12, 18, 28); prices already include it. Null: not set. */
    gstRate: integer('gst_rate'),
  },
  (t) => [
    uniqueIndex('products_shop_sku_uq').on(t.shopId, t.sku),
    index('products_listing_idx').on(t.shopId, t.status, t.rank),
    index('products_price_idx').on(t.shopId, t.status, t.pricePaise),
    index('products_created_idx').on(t.shopId, t.status, t.createdAt),
    index('products_title_trgm_idx').using('gin', sql`lower(${t.title}) gin_trgm_ops`),
    // Title prefixes (suggestions' first tier, `lower(title) like 'att%'`): a btree range scan
    // in title order; the trigram index cannot serve an anchored pattern cheaply.
    index('products_title_prefix_idx').on(t.shopId, t.status, sql`lower(${t.title}) text_pattern_ops`),
    index('products_category_keys_idx').using('gin', t.categoryKeys),
  ],
);

export const variations = shopTable(
  'variations',
  {
    productId: ownerId('product_id', () => products.id),
    sku: text('sku').notNull(),
    pricePaise: integer('price_paise').notNull(),
    salePricePaise: integer('sale_price_paise'),
    stock: integer('stock').notNull().default(0),
    imageUrl: text('image_url').notNull(),
    galleryImages: jsonb('gallery_images').$type<string[]>().notNull().default([]),
    attributes: jsonb('attributes').$type<Record<string, string>>().notNull().default({}),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    uniqueIndex('variations_shop_sku_uq').on(t.shopId, t.sku),
    index('variations_product_idx').on(t.productId),
  ],
);

export const categories = shopTable(
  'categories',
  {
    name: text('name').notNull(),
    icon: text('icon').notNull().default(''),
    description: text('description').notNull().default(''),
    status: text('status').notNull().default('Active'),
    position: integer('position').notNull().default(0),
  },
  (t) => [uniqueIndex('categories_shop_name_uq').on(t.shopId, t.name)],
);

export const sliders = shopTable('sliders', {
  sliderName: text('slider_name').notNull(),
  offerName: text('offer_name').notNull().default(''),
  description: text('description').notNull().default(''),
  pricePaise: integer('price_paise'),
  cutOffPricePaise: integer('cut_off_price_paise'),
  image: text('image').notNull(),
  backgroundImage: text('background_image').notNull(),
  productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
  position: integer('position').notNull().default(0),
  status: text('status').notNull().default('Active'),
});

export const offers = shopTable('offers', {
  image: text('image').notNull(),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  link: text('link'),
  position: integer('position').notNull().default(0),
  status: text('status').notNull().default('Active'),
});

export const marqueeHeadings = shopTable('marquee_headings', {
  heading: text('heading').notNull(),
  position: integer('position').notNull().default(0),
});

export const newArrivalGroups = shopTable('new_arrival_groups', {
  categoryName: text('category_name').notNull(),
  description: text('description').notNull().default(''),
  productIds: jsonb('product_ids').$type<string[]>().notNull().default([]),
  position: integer('position').notNull().default(0),
});

export const pincodes = shopTable(
  'pincodes',
  {
    pincode: text('pincode').notNull(),
    status: text('status').notNull().default('Active'),
  },
  (t) => [uniqueIndex('pincodes_shop_pincode_uq').on(t.shopId, t.pincode)],
);

export const shopProfiles = settingsTable('shop_profiles', {
  logo: text('logo').notNull(),
  name: text('name').notNull(),
  tagLine: text('tag_line').notNull().default(''),
  officeAddress: text('office_address').notNull().default(''),
  latitude: doublePrecision('latitude'),
  longitude: doublePrecision('longitude'),
  email: text('email').notNull().default(''),
  phone: text('phone').notNull().default(''),
  /** GST registration number; its first two digits are the state the shop supplies from. */
  gstin: text('gstin'),
  /** The registered business name printed on tax invoices (the trade name is `name`). */
  legalName: text('legal_name'),
  /** A product at or below this many units counts as low on stock in the console. */
  lowStockThreshold: integer('low_stock_threshold').notNull().default(5),
});

export const helpContacts = settingsTable('help_contacts', {
  whatsappNumber: text('whatsapp_number'),
  mobile: text('mobile'),
});

export const paymentButtonConfigs = settingsTable('payment_button_configs', {
  payManual: boolean('pay_manual').notNull().default(false),
  payNow: boolean('pay_now').notNull().default(true),
  payOnDelivery: boolean('pay_on_delivery').notNull().default(true),
  /** Advance taken online for pay on delivery, percent of the total after discount. */
  advancePercentage: integer('advance_percentage').notNull().default(0),
  showCartButton: boolean('show_cart_button').notNull().default(true),
  showWhatsappButton: boolean('show_whatsapp_button').notNull().default(true),
  showCallButton: boolean('show_call_button').notNull().default(true),
});

export const siteMeta = settingsTable('site_meta', {
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  keywords: text('keywords').notNull().default(''),
  author: text('author').notNull().default(''),
  icon: text('icon').notNull().default(''),
  scripts: jsonb('scripts').$type<string[]>().notNull().default([]),
});

export const deliveryPriceBands = shopTable('delivery_price_bands', {
  minKilometer: doublePrecision('min_kilometer').notNull(),
  maxKilometer: doublePrecision('max_kilometer').notNull(),
  deliveryPricePaise: integer('delivery_price_paise').notNull(),
  status: text('status').notNull().default('Active'),
});

export const freeDeliveryBands = shopTable('free_delivery_bands', {
  minKilometer: doublePrecision('min_kilometer').notNull(),
  maxKilometer: doublePrecision('max_kilometer').notNull(),
  /** The cart total from which delivery in this band is free. */
  freeDeliveryPricePaise: integer('free_delivery_price_paise').notNull(),
  status: text('status').notNull().default('Active'),
});

/**
 * An uploaded picture: the original is checked, stripped of metadata and kept only as the
 * derived files (WebP at a few widths, a tiny placeholder), stored under a content hash so
 * every address can be cached for a year. `variants` lists the stored files by width.
 */
export const mediaAssets = shopTable(
  'media_assets',
  {
    /** sha256 of the original's pixels after orientation, base64url; the files are named after it. */
    hash: text('hash').notNull(),
    originalName: text('original_name').notNull().default(''),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: integer('bytes').notNull(),
    variants: jsonb('variants')
      .$type<{ width: number; format: 'webp' | 'avif'; key: string; bytes: number }[]>()
      .notNull()
      .default([]),
    /** A few-hundred-byte blurred preview as a data: URL, shown while the picture loads. */
    placeholder: text('placeholder').notNull().default(''),
    /** local or s3: where the files are. */
    storage: text('storage').notNull().default('local'),
    createdBy: uuid('created_by'),
  },
  (t) => [uniqueIndex('media_assets_shop_hash_uq').on(t.shopId, t.hash)],
);
