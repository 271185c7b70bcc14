import { count, eq, sql } from 'drizzle-orm';
import { insertProducts } from '../../features/catalogue/product-writer';
import { catalogueChanged } from '../../lib/response-cache';
import type { Db, Tx } from '../client';
import {
  categories,
  contentPages,
  coupons,
  deliveryPriceBands,
  freeDeliveryBands,
  helpContacts,
  marqueeHeadings,
  newArrivalGroups,
  offers,
  paymentButtonConfigs,
  pincodes,
  products,
  scriptOrigins,
  shopProfiles,
  siteMeta,
  sliders,
  variations,
} from '../schema';
import { DEMO_CATEGORIES, demoProducts, media } from './demo-catalogue';
import { DEMO_COUPONS, DEMO_PINCODES, demoIds } from './demo-ids';
import { seedDemoPages } from './demo-pages';
import { catalogueSeeded } from './statistics';

const rupees = (amount: number) => Math.round(amount * 100);
const DAY = 24 * 60 * 60 * 1000;

/**
 * The catalogue and shop-settings tables a reset clears. Customers, their carts, addresses
 * and orders are kept: resetting the demo catalogue must not delete anybody's account.
 */
const CATALOGUE_TABLES = [
  sliders,
  newArrivalGroups,
  variations,
  products,
  categories,
  offers,
  marqueeHeadings,
  pincodes,
  shopProfiles,
  helpContacts,
  paymentButtonConfigs,
  siteMeta,
  scriptOrigins,
  contentPages,
  deliveryPriceBands,
  freeDeliveryBands,
  coupons,
] as const;

export async function resetShopCatalogue(db: Db | Tx, shopId: string): Promise<void> {
  for (const table of CATALOGUE_TABLES) {
    await db.delete(table).where(eq(table.shopId, shopId));
  }
}

export async function shopProductCount(db: Db | Tx, shopId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(products).where(eq(products.shopId, shopId));
  return row?.n ?? 0;
}

/**
 * Seeds the demo shop only when it has no products yet, so a restart keeps the data.
 * Several API processes may start at once on one PostgreSQL: a transaction-scoped
 * advisory lock lets exactly one of them seed, the others then see the products.
 */
export async function seedDemoShopIfEmpty(db: Db, shopId: string): Promise<boolean> {
  if ((await shopProductCount(db, shopId)) > 0) {
    // a demo shop seeded before the editable pages existed gets them; edited ones are kept
    if ((await seedDemoPages(db, shopId)) > 0) catalogueChanged(db);
    return false;
  }
  const seeded = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`demo-seed:${shopId}`}))`);
    if ((await shopProductCount(tx, shopId)) > 0) return false;
    await seedInside(tx, shopId, false);
    return true;
  });
  if (seeded) await catalogueSeeded(db);
  return seeded;
}

export async function seedDemoShop(db: Db, shopId: string, options: { reset?: boolean } = {}): Promise<void> {
  await db.transaction((tx) => seedInside(tx, shopId, options.reset ?? false));
  await catalogueSeeded(db);
}

async function seedInside(tx: Tx, shopId: string, reset: boolean): Promise<void> {
  if (reset) await resetShopCatalogue(tx, shopId);
  await insertProducts(tx, shopId, demoProducts(shopId));
  await seedShopSettings(tx, shopId);
}

async function seedShopSettings(tx: Tx, shopId: string): Promise<void> {
  const withShop = <T extends object>(rows: T[]) => rows.map((row) => ({ ...row, shopId }));
  const ids = demoIds(shopId);

  await tx.insert(categories).values(
    withShop(
      DEMO_CATEGORIES.map((category, position) => ({
        name: category.name,
        description: category.description,
        icon: media('category', category.name),
        status: category.status ?? 'Active',
        position: position + 1,
      })),
    ),
  );

  await tx.insert(sliders).values(
    withShop([
      {
        sliderName: 'The Oud Edit',
        offerName: 'Up to 20% off',
        description: 'Smoky, resinous, unforgettable: attars and parfums built around Assamese oud.',
        pricePaise: rupees(1999),
        cutOffPricePaise: rupees(2499),
        image: media('bottle', 'Royal Oud Attar 12 ml'),
        backgroundImage: '/api/media/banner/the-oud-edit.svg',
        productId: ids.royalOud,
        position: 1,
      },
      {
        sliderName: 'Graha Shanti Week',
        offerName: 'Free consultation',
        description: 'Yantras, malas and certified gemstones, chosen with our astrologer.',
        pricePaise: rupees(1999),
        cutOffPricePaise: rupees(2499),
        image: media('giftset', 'Graha Shanti Puja Kit'),
        backgroundImage: '/api/media/banner/graha-shanti-week.svg',
        productId: ids.groupedShantiKit,
        position: 2,
      },
      {
        sliderName: 'Monsoon Freshness',
        offerName: 'New season',
        description: 'Khus, citrus and petrichor for humid days.',
        pricePaise: rupees(599),
        cutOffPricePaise: rupees(699),
        image: media('bottle', 'Citrus Monsoon Eau de Toilette 50 ml'),
        backgroundImage: '/api/media/banner/monsoon-freshness.svg',
        productId: null,
        position: 3,
      },
    ]),
  );

  const active = await tx
    .select({
      id: products.id,
      categories: products.categories,
      createdAt: products.createdAt,
      status: products.status,
    })
    .from(products)
    .where(eq(products.shopId, shopId));
  const newestIn = (category: string, limit: number) =>
    active
      .filter((product) => product.status === 'Active' && product.categories.includes(category))
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
      .slice(0, limit)
      .map((product) => product.id);
  await tx.insert(newArrivalGroups).values(
    withShop([
      {
        categoryName: 'New in Perfumes',
        description: 'Fresh from our Kannauj distillers and Jaipur studio.',
        productIds: newestIn('Perfume', 10),
        position: 1,
      },
      {
        categoryName: 'Astro Essentials',
        description: 'Gemstones, malas and yantras our astrologer recommends most.',
        productIds: [
          ...newestIn('Gemstones', 4),
          ...newestIn('Rudraksha & Malas', 3),
          ...newestIn('Yantras', 3),
        ],
        position: 2,
      },
      {
        categoryName: 'Fresh for the Season',
        description: 'Light, green and citrus scents for warm days.',
        productIds: newestIn('Fresh', 8),
        position: 3,
      },
    ]),
  );

  await tx.insert(offers).values(
    withShop([
      {
        title: 'Luxury attars, 20% off',
        description: 'Our rarest oils at their best price of the year.',
        image: '/api/media/offer/luxury-attars.svg',
        link: '/category-detail/Luxury',
        position: 1,
      },
      {
        title: 'Free delivery in Jaipur',
        description: 'On orders of ₹999 and more within 15 km of our studio.',
        image: '/api/media/offer/free-delivery-jaipur.svg',
        link: null,
        position: 2,
      },
      {
        title: 'Gemstone certificate included',
        description: 'Every stone ships with its lab report.',
        image: '/api/media/offer/gemstone-certificate.svg',
        link: '/category-detail/Gemstones',
        position: 3,
      },
    ]),
  );

  await tx
    .insert(marqueeHeadings)
    .values(
      withShop(
        [
          'Free delivery on orders above ₹999 in Jaipur',
          'Use WELCOME10 for 10% off your order',
          'Every gemstone comes with a lab certificate',
          'Hand-distilled attars from Kannauj since 1952',
        ].map((heading, position) => ({ heading, position: position + 1 })),
      ),
    );

  const served = [
    '302001',
    '302004',
    '302017',
    '302020',
    '110001',
    '110017',
    '400001',
    '400050',
    '560001',
    '560034',
  ];
  const more = ['411001', '700001', '500001', '600001', '380001'];
  await tx
    .insert(pincodes)
    .values(
      withShop([
        ...[...served, ...more].map((pincode) => ({ pincode, status: 'Active' })),
        { pincode: DEMO_PINCODES.inactive, status: 'Inactive' },
      ]),
    );

  await tx.insert(shopProfiles).values({
    shopId,
    // The header shows the logo in a round frame: the square emblem, not the wide wordmark.
    logo: '/api/media/icon.svg',
    name: 'Nakshatra Attars',
    legalName: 'Nakshatra Attars Private Limited',
    // Rajasthan (state code 08), where the office is: a made-up number in the valid format.
    gstin: '08AAICN4821K1Z7',
    tagLine: 'Attars, perfumes and astrology goods from Jaipur',
    officeAddress: '14, Johari Bazaar Road, Pink City, Jaipur, Rajasthan 302003',
    latitude: 26.9196,
    longitude: 75.8267,
    email: 'care@nakshatra-attars.example',
    phone: '9123456780',
  });
  await tx.insert(helpContacts).values({ shopId, whatsappNumber: '9876543210', mobile: '9123456780' });
  await tx.insert(paymentButtonConfigs).values({
    shopId,
    payManual: false,
    payNow: true,
    payOnDelivery: true,
    advancePercentage: 20,
  });
  await tx.insert(siteMeta).values({
    shopId,
    title: 'Nakshatra Attars: attars, perfumes and astrology goods',
    description:
      'Hand-distilled attars, perfumes, certified gemstones, rudraksha and yantras, delivered across India.',
    keywords: 'attar, perfume, oud, gemstones, rudraksha, yantra, Jaipur',
    author: 'Nakshatra Attars',
    icon: '/api/media/icon.svg',
    scripts: [],
  });
  await seedDemoPages(tx, shopId);

  await tx.insert(deliveryPriceBands).values(
    withShop([
      { minKilometer: 0, maxKilometer: 5, deliveryPricePaise: rupees(40) },
      { minKilometer: 5, maxKilometer: 15, deliveryPricePaise: rupees(80) },
      { minKilometer: 15, maxKilometer: 50, deliveryPricePaise: rupees(150) },
      { minKilometer: 50, maxKilometer: 3000, deliveryPricePaise: rupees(99) },
    ]),
  );
  await tx.insert(freeDeliveryBands).values(
    withShop([
      { minKilometer: 0, maxKilometer: 15, freeDeliveryPricePaise: rupees(999) },
      { minKilometer: 15, maxKilometer: 3000, freeDeliveryPricePaise: rupees(1999) },
    ]),
  );

  const now = Date.now();
  await tx.insert(coupons).values(
    withShop([
      { code: DEMO_COUPONS.percent, percentageOffer: 10 },
      { code: DEMO_COUPONS.fixed, priceOfferPaise: rupees(100), minCartValuePaise: rupees(999) },
      {
        code: DEMO_COUPONS.expired,
        percentageOffer: 25,
        startsAt: new Date(now - 60 * DAY),
        endsAt: new Date(now - 30 * DAY),
      },
      { code: DEMO_COUPONS.inactive, percentageOffer: 15, active: false },
      { code: DEMO_COUPONS.oncePerCustomer, priceOfferPaise: rupees(150), maxUsesPerCustomer: 1 },
    ]),
  );
}
