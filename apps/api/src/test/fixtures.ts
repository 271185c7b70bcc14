import type { Db } from '../db/client';
import {
  categories,
  deliveryPriceBands,
  freeDeliveryBands,
  helpContacts,
  marqueeHeadings,
  newArrivalGroups,
  offers,
  paymentButtonConfigs,
  pincodes,
  shopProfiles,
  siteMeta,
  sliders,
} from '../db/schema';
import { insertShopRow, type ShopTable } from '../db/shop-rows';
import { insertProducts, type ProductInput, type VariationInput } from '../features/catalogue/product-writer';
import { catalogueChanged } from '../lib/response-cache';

// Every helper that writes calls catalogueChanged(db) afterwards, so the app's cached
// catalogue and shop-data answers (lib/response-cache.ts) never hide a fixture.
let skuCounter = 0;

/** A valid product input; every call gets a fresh SKU so fixtures never collide. */
export function productInput(overrides: Partial<ProductInput> = {}): ProductInput {
  skuCounter += 1;
  const sku = overrides.sku ?? `SKU-${skuCounter}-${Math.random().toString(36).slice(2, 8)}`;
  return {
    title: `Product ${skuCounter}`,
    image: `/images/products/${sku}.webp`,
    productType: 'Simple',
    originalPricePaise: 50_000,
    discountPricePaise: null,
    stock: 10,
    categories: ['Perfume'],
    ...overrides,
    sku,
  };
}

/** One size of a sized product: its variation's price, stock and picture. */
export type SizeOption = Omit<VariationInput, 'sku' | 'attributes'> & { ml: number };

/**
 * The one "Size" attribute of a variable product and one variation a size (SKU `<sku>-<ml>`,
 * term id `<termPrefix><ml>`), written from one list so that terms and variations agree.
 */
export function sizedVariations(
  sku: string,
  termPrefix: string,
  sizes: SizeOption[],
): Required<Pick<ProductInput, 'attributes' | 'variations'>> {
  const size = (ml: number) => `${ml} ml`;
  const selectedTerms = sizes.map(({ ml }) => ({ id: `${termPrefix}${ml}`, name: size(ml) }));
  return {
    attributes: [{ name: 'Size', slug: 'size', selectedTerms }],
    variations: sizes.map(({ ml, ...rest }) => ({
      sku: `${sku}-${ml}`,
      ...rest,
      attributes: { Size: size(ml) },
    })),
  };
}

/** A variable product with two variations (prices in paise). */
export function variableProductInput(overrides: Partial<ProductInput> = {}): ProductInput {
  const base = productInput({ productType: 'Variable Product', ...overrides });
  return {
    ...sizedVariations(base.sku, 't-', [
      { ml: 50, pricePaise: 30_000, salePricePaise: 25_000, stock: 3, imageUrl: '/images/v50.webp' },
      { ml: 100, pricePaise: 55_000, salePricePaise: null, stock: 0, imageUrl: '/images/v100.webp' },
    ]),
    ...base,
  };
}

/** Inserts one product through the product writer and returns its id. */
export async function insertProduct(
  db: Db,
  shopId: string,
  overrides: Partial<ProductInput> = {},
): Promise<string> {
  const [id] = await insertProducts(db, shopId, [productInput(overrides)]);
  return id!;
}

/** A row the storefront's cached answers show, written as a console save leaves it: caches emptied. */
async function insertShown<T extends ShopTable>(
  db: Db,
  table: T,
  shopId: string,
  values: Omit<T['$inferInsert'], 'shopId'>,
) {
  const row = await insertShopRow(db, table, shopId, values);
  catalogueChanged(db);
  return row;
}

export const insertCategory = (
  db: Db,
  shopId: string,
  values: Partial<typeof categories.$inferInsert> = {},
) =>
  insertShown(db, categories, shopId, {
    name: `Category ${Math.random().toString(36).slice(2, 8)}`,
    ...values,
  });

export const insertSlider = (db: Db, shopId: string, values: Partial<typeof sliders.$inferInsert> = {}) =>
  insertShown(db, sliders, shopId, {
    sliderName: 'Autumn notes',
    offerName: 'Festive offer',
    description: 'Warm woods for cool evenings',
    pricePaise: 129_900,
    cutOffPricePaise: 159_900,
    image: '/images/slider.webp',
    backgroundImage: '/images/slider-bg.webp',
    ...values,
  });

export const insertOffer = (db: Db, shopId: string, values: Partial<typeof offers.$inferInsert> = {}) =>
  insertShown(db, offers, shopId, { image: '/images/offer.webp', title: 'Ten percent off', ...values });

export const insertMarquee = (db: Db, shopId: string, heading: string, position = 0) =>
  insertShown(db, marqueeHeadings, shopId, { heading, position });

export const insertNewArrivalGroup = (
  db: Db,
  shopId: string,
  values: Partial<typeof newArrivalGroups.$inferInsert> & { productIds: string[] },
) => insertShown(db, newArrivalGroups, shopId, { categoryName: 'New in', ...values });

/** The site meta `insertShopSettings` writes; GET /meta answers these very fields. */
export const FIXTURE_SITE_META = {
  title: 'Nakshatra Attars',
  description: 'Attars and astrology',
  keywords: 'attar, perfume',
  author: 'Nakshatra',
  icon: 'favicon.png',
  scripts: ['/scripts/analytics.js'],
};

/** The shop profile `insertShopSettings` writes, as the console's form reads it. */
export const FIXTURE_SHOP_PROFILE = {
  logo: '/images/logo.webp',
  name: 'Nakshatra Attars',
  tagLine: 'Fragrance written in the stars',
  officeAddress: '12 MG Road, Bengaluru 560001',
  latitude: 12.9756,
  longitude: 77.6067,
  email: 'hello@nakshatra.example',
  phone: '9876543210',
};

/** The payment buttons `insertShopSettings` writes: pay now only, 25 % advance, no WhatsApp shortcut. */
export const FIXTURE_PAYMENT_BUTTONS = {
  payManual: false,
  payNow: true,
  payOnDelivery: false,
  advancePercentage: 25,
  showCartButton: true,
  showWhatsappButton: false,
  showCallButton: true,
};

/** Every shop-level settings row, with distinctive values tests can assert. */
export async function insertShopSettings(db: Db, shopId: string) {
  await db.insert(shopProfiles).values({ shopId, ...FIXTURE_SHOP_PROFILE });
  await db.insert(helpContacts).values({ shopId, whatsappNumber: '9876500001', mobile: '9876500002' });
  await db.insert(paymentButtonConfigs).values({ shopId, ...FIXTURE_PAYMENT_BUTTONS });
  await db.insert(siteMeta).values({ shopId, ...FIXTURE_SITE_META });
  await db.insert(pincodes).values([
    { shopId, pincode: '560001' },
    { shopId, pincode: '560002' },
    { shopId, pincode: '560003', status: 'Inactive' },
  ]);
  await db.insert(deliveryPriceBands).values([
    { shopId, minKilometer: 5, maxKilometer: 10, deliveryPricePaise: 9_950 },
    { shopId, minKilometer: 0, maxKilometer: 5, deliveryPricePaise: 4_900 },
    { shopId, minKilometer: 10, maxKilometer: 50, deliveryPricePaise: 19_900, status: 'Inactive' },
  ]);
  await db.insert(freeDeliveryBands).values([
    { shopId, minKilometer: 0, maxKilometer: 10, freeDeliveryPricePaise: 99_900 },
    { shopId, minKilometer: 10, maxKilometer: 20, freeDeliveryPricePaise: 199_900, status: 'Inactive' },
  ]);
  catalogueChanged(db);
}
