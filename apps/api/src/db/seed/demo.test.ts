import { CONTENT_PAGE_SLUGS, productPrice } from '@storefront/shared';
import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/app';
import type { Database } from '../client';
import {
  categories,
  contentPages,
  coupons,
  newArrivalGroups,
  offers,
  pincodes,
  products,
  shopProfiles,
  sliders,
  variations,
} from '../schema';
import { fillCatalogue, generatedProduct } from './bulk';
import { seedDemoShop, seedDemoShopIfEmpty, shopProductCount } from './demo';
import { DEMO_SKUS, demoIds } from './demo-ids';

const SHOP = 'seed-test-shop';

describe('demo shop seed', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
    expect(await seedDemoShopIfEmpty(database.db, SHOP)).toBe(true);
  });
  afterAll(async () => {
    await database?.close();
  });

  it('has at least 40 active products of all three types, some on sale and some out of stock', async () => {
    const rows = await database.db.select().from(products).where(eq(products.shopId, SHOP));
    const active = rows.filter((row) => row.status === 'Active');
    expect(active.length).toBeGreaterThanOrEqual(40);
    expect(rows.filter((row) => row.status !== 'Active').length).toBeGreaterThanOrEqual(3);
    for (const type of ['Simple', 'Variable Product', 'Grouped Product']) {
      expect(active.some((row) => row.productType === type)).toBe(true);
    }
    expect(
      active.some(
        (row) => row.discountPricePaise !== null && row.discountPricePaise < row.originalPricePaise,
      ),
    ).toBe(true);
    expect(active.some((row) => row.productType === 'Simple' && row.totalStock === 0)).toBe(true);
    // every listing price band has products
    for (const [min, max] of [
      [0, 200],
      [200, 400],
      [400, 6000],
    ]) {
      expect(active.some((row) => row.pricePaise >= min! * 100 && row.pricePaise <= max! * 100)).toBe(true);
    }
  });

  it('keeps the price column equal to the shared price rule, and variations complete', async () => {
    const variable = await database.db
      .select()
      .from(products)
      .where(and(eq(products.shopId, SHOP), eq(products.productType, 'Variable Product')));
    expect(variable.length).toBeGreaterThanOrEqual(3);
    const slugs = new Set(variable.flatMap((row) => row.attributes.map((attribute) => attribute.slug)));
    expect(slugs).toContain('color');
    expect(slugs).toContain('other');
    for (const product of variable) {
      const rows = await database.db.select().from(variations).where(eq(variations.productId, product.id));
      expect(rows.length).toBeGreaterThanOrEqual(2);
      const expected = productPrice({
        product_type: product.productType,
        originalPrice: product.originalPricePaise,
        discountPrice: product.discountPricePaise,
        variation: rows.map((row) => ({ price: row.pricePaise, salePrice: row.salePricePaise })),
      });
      expect(product.pricePaise).toBe(expected);
      expect(product.totalStock).toBe(rows.reduce((sum, row) => sum + row.stock, 0));
      for (const row of rows) expect(Object.keys(row.attributes).length).toBeGreaterThan(0);
    }
  });

  it('points every image at the shop itself', async () => {
    const rows = await database.db.select().from(products).where(eq(products.shopId, SHOP));
    const variationRows = await database.db.select().from(variations).where(eq(variations.shopId, SHOP));
    const images = [
      ...rows.flatMap((row) => [
        row.image,
        ...row.gallery,
        ...row.groupedItems.map((item) => item.image),
        ...row.attributes.flatMap((attribute) =>
          attribute.selectedTerms.flatMap((term) => (term.image ? [term.image] : [])),
        ),
      ]),
      ...variationRows.map((row) => row.imageUrl),
      ...(await database.db.select().from(sliders)).flatMap((row) => [row.image, row.backgroundImage]),
      ...(await database.db.select().from(offers)).map((row) => row.image),
      ...(await database.db.select().from(categories)).map((row) => row.icon),
      ...(await database.db.select().from(shopProfiles)).map((row) => row.logo),
    ];
    expect(images.length).toBeGreaterThan(100);
    for (const image of images) expect(image).toMatch(/^\/api\/media\/[a-z]+(\/[a-z0-9-]+)?\.svg$/);
  });

  it('gives every notable demo key (demoIds) to a seeded product', async () => {
    const ids = new Set(
      (await database.db.select().from(products).where(eq(products.shopId, SHOP))).map((row) => row.id),
    );
    for (const id of Object.values(demoIds(SHOP))) expect(ids).toContain(id);
  });

  it('holds every SKU that DEMO_SKUS names, as a product or a variation', async () => {
    const skus = [
      ...(await database.db.select().from(products).where(eq(products.shopId, SHOP))),
      ...(await database.db.select().from(variations).where(eq(variations.shopId, SHOP))),
    ].map((row) => row.sku);
    for (const sku of Object.values(DEMO_SKUS)) expect(skus).toContain(sku);
  });

  it('fills the shop data the storefront needs', async () => {
    const sliderRows = await database.db.select().from(sliders).where(eq(sliders.shopId, SHOP));
    expect(sliderRows.length).toBeGreaterThanOrEqual(3);
    expect(sliderRows.some((row) => row.productId === demoIds(SHOP).royalOud)).toBe(true);
    expect((await database.db.select().from(newArrivalGroups)).length).toBeGreaterThanOrEqual(2);
    expect((await database.db.select().from(offers)).some((row) => row.link)).toBe(true);
    expect((await database.db.select().from(pincodes).where(ne(pincodes.status, 'Active'))).length).toBe(1);
    const codes = await database.db.select().from(coupons).where(eq(coupons.shopId, SHOP));
    expect(codes.some((row) => row.percentageOffer)).toBe(true);
    expect(codes.some((row) => row.priceOfferPaise)).toBe(true);
    const [profile] = await database.db.select().from(shopProfiles).where(eq(shopProfiles.shopId, SHOP));
    expect(profile?.latitude).toBeCloseTo(26.92, 1);
  });

  it('writes the four editable pages, and gives them to a demo shop seeded before they existed', async () => {
    const slugs = async () =>
      (await database.db.select().from(contentPages).where(eq(contentPages.shopId, SHOP)))
        .map((row) => row.slug)
        .sort();
    expect(await slugs()).toEqual([...CONTENT_PAGE_SLUGS].sort());
    await database.db
      .delete(contentPages)
      .where(and(eq(contentPages.shopId, SHOP), eq(contentPages.slug, 'about-us')));
    await database.db
      .update(contentPages)
      .set({ body: 'Edited by the owner.' })
      .where(and(eq(contentPages.shopId, SHOP), eq(contentPages.slug, 'refund-policy')));
    expect(await seedDemoShopIfEmpty(database.db, SHOP)).toBe(false);
    expect(await slugs()).toEqual([...CONTENT_PAGE_SLUGS].sort());
    const [refund] = await database.db
      .select()
      .from(contentPages)
      .where(and(eq(contentPages.shopId, SHOP), eq(contentPages.slug, 'refund-policy')));
    expect(refund?.body).toBe('Edited by the owner.');
  });

  it('does not seed twice, and a reset seeds the same catalogue again', async () => {
    const before = await shopProductCount(database.db, SHOP);
    expect(await seedDemoShopIfEmpty(database.db, SHOP)).toBe(false);
    await seedDemoShop(database.db, SHOP, { reset: true });
    expect(await shopProductCount(database.db, SHOP)).toBe(before);
  });

  it('adds generated products up to a total, deterministically', async () => {
    expect(generatedProduct(7)).toEqual(generatedProduct(7));
    const before = await shopProductCount(database.db, SHOP);
    const added = await fillCatalogue(database.db, SHOP, before + 300);
    expect(added).toBe(300);
    expect(await shopProductCount(database.db, SHOP)).toBe(before + 300);
    expect(await fillCatalogue(database.db, SHOP, before + 300)).toBe(0);
  });

  it('gives generated variable products two or three variations, priced by the shared rule', async () => {
    const generated = Array.from({ length: 400 }, (_, index) => generatedProduct(index));
    const variable = generated.filter((product) => product.productType === 'Variable Product');
    expect(variable.length).toBeGreaterThan(20);
    expect(generated.some((product) => product.productType === 'Simple')).toBe(true);
    for (const product of variable) {
      expect(product.variations!.length).toBeGreaterThanOrEqual(2);
      expect(product.variations!.length).toBeLessThanOrEqual(3);
    }
    const rows = await database.db
      .select()
      .from(products)
      .where(and(eq(products.shopId, SHOP), eq(products.productType, 'Variable Product')));
    for (const product of rows.filter((row) => row.sku.startsWith('GEN-'))) {
      const rowsOf = await database.db.select().from(variations).where(eq(variations.productId, product.id));
      expect(product.pricePaise).toBe(
        productPrice({
          product_type: product.productType,
          originalPrice: product.originalPricePaise,
          discountPrice: product.discountPricePaise,
          variation: rowsOf.map((row) => ({ price: row.pricePaise, salePrice: row.salePricePaise })),
        }),
      );
    }
  });

  it('links grouped items and sliders to active products of the same shop', async () => {
    const rows = await database.db.select().from(products).where(eq(products.shopId, SHOP));
    const activeIds = new Set(rows.filter((row) => row.status === 'Active').map((row) => row.id));
    const linked = rows.flatMap((row) => row.groupedItems.flatMap((entry) => entry.product_id ?? []));
    expect(linked.length).toBeGreaterThanOrEqual(6);
    for (const id of linked) expect(activeIds.has(id)).toBe(true);
    const sliderRows = await database.db.select().from(sliders).where(eq(sliders.shopId, SHOP));
    for (const row of sliderRows) if (row.productId) expect(activeIds.has(row.productId)).toBe(true);
    expect(activeIds.has(demoIds(SHOP).groupedGiftBox)).toBe(true);
    expect(rows.find((row) => row.id === demoIds(SHOP).inactive)?.status).toBe('Inactive');
  });

  it('seeds exactly once when two processes start at the same time', async () => {
    const other = 'seed-test-race';
    const results = await Promise.all([
      seedDemoShopIfEmpty(database.db, other),
      seedDemoShopIfEmpty(database.db, other),
    ]);
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await shopProductCount(database.db, other)).toBe(
      (await shopProductCount(database.db, SHOP)) - 300,
    );
  });
});
